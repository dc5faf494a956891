// Shared definitions of the stencil ladder: pixel types, border modes, the filter's taps and its final rounding.
// Every variant's file #includes it (StencilVariant inlines it, since drivers compile from memory); every parameter
// is a define with a default, so each variant file compiles alone (OpenCL C, or CUDA through the prelude).
// Every filter is written as one or two separable channels: out = finish(sum_dy COL(dy) * sum_dx ROW(dx) * p).

#ifndef TYPE
#define TYPE 2          // pixel storage: 0 = uchar (int math, exact), 1 = half bits (fp32 math), 2 = float
#endif
#ifndef RADIUS
#define RADIUS 1        // taps reach RADIUS pixels on every side (1..7; Sobel: 1)
#endif
#ifndef FILTER
#define FILTER 0        // 0 = separable symmetric weights W0..W7 (box, Gaussian), 1 = Sobel magnitude,
#endif                  // 2 = Sobel d/dx (horizontal derivative), 3 = Sobel d/dy (vertical derivative)
#ifndef BORDER
#define BORDER 0        // 0 = replicate (clamp), 1 = reflect-101 (mirror without the edge pixel), 2 = constant
#endif
#ifndef BORDER_VALUE
#define BORDER_VALUE 0  // constant border: the grey level (uchar) or the float's bits (half, float)
#endif
// The variants with a register budget (packed, register-fused) and their groups' launch attribute:
#ifndef MIN_GROUPS
#define MIN_GROUPS 0    // groups per SM the register budget must allow (CUDA's __launch_bounds__ only: RegisterCap
                        // says why not NVIDIA OpenCL's -cl-nv-maxrregcount); 0 = no minimum
#endif
#if MIN_GROUPS > 0
#define KERNELSCOPE_MIN_GROUPS_PER_UNIT MIN_GROUPS   // read by the CUDA prelude (rule 7); OpenCL compilers ignore it
#endif
#define KS_GROUP_SIZE_ATTRIBUTE __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))

// A block body compiled twice (inside the image, at an edge; vector and packed rungs): each copy inlined so that its
// `whole` flag folds away
#define KS_ALWAYS_INLINE __attribute__((always_inline))

#if TYPE == 0
#define KS_ONE 1        // weights of uchar filters are integers; NORM is the divisor (rounded, half up)
#else
#define KS_ONE 0x3f800000 // weights of half/float filters are the bits of floats; NORM the bits of the scale
#endif
#ifndef W0
#define W0 KS_ONE       // weight of the centre tap (one dimension)
#endif
#ifndef W1
#define W1 KS_ONE       // weight of the taps at distance 1, ... W7 at distance 7
#endif
#ifndef W2
#define W2 KS_ONE
#endif
#ifndef W3
#define W3 KS_ONE
#endif
#ifndef W4
#define W4 KS_ONE
#endif
#ifndef W5
#define W5 KS_ONE
#endif
#ifndef W6
#define W6 KS_ONE
#endif
#ifndef W7
#define W7 KS_ONE
#endif
#ifndef NORM
#if TYPE == 0
#define NORM ((2 * RADIUS + 1) * (2 * RADIUS + 1)) // uchar: divisor of the 2D sum
#else
#define NORM 0x3f800000 // half/float: bits of the factor the 2D sum is scaled by
#endif
#endif

#define KS_DIAMETER (2 * RADIUS + 1)
#define KS_TWO_CHANNELS (FILTER == 1)

#if TYPE == 0
typedef uchar pix_t;
typedef int acc_t;
#define KS_W(bits) ((int) (bits))
#elif TYPE == 1
typedef ushort pix_t;
typedef float acc_t;
#define KS_W(bits) as_float((int) (bits))
#else
typedef float pix_t;
typedef float acc_t;
#define KS_W(bits) as_float((int) (bits))
#endif

// ---- half <-> float on 16-bit patterns (no cl_khr_fp16 needed; round to nearest even, as Float.floatToFloat16) ----
// One hardware conversion each: cvt.f32.f16 / cvt.rn.f16.f32 on CUDA (the prelude), vload_half / vstore_half_rte on a
// private half in OpenCL C (core since 1.0, storage-only half). Measured on the H100 (followup3): half box3 218 ->
// 108 us against the integer bit manipulation that was here before (about 20 instructions per store with rounding).
static inline float ks_half_to_float(uint h) {
#ifdef KERNELSCOPE_CUDA
    return ks_cvt_half_bits_to_float(h);
#else
    const ushort bits = (ushort) h;
    return vload_half(0, (const __private half*) &bits);
#endif
}

static inline ushort ks_float_to_half(float f) {
#ifdef KERNELSCOPE_CUDA
    return ks_cvt_float_to_half_bits(f);
#else
    ushort bits;
    vstore_half_rte(f, 0, (__private half*) &bits);
    return bits;
#endif
}

// ---- words: 1, 2 or 4 32-bit parts (4, 8 or 16 bytes) moved by one aligned load or store ----
// `uints` is a constant where these are inlined (a variant's word width), so each compiles to one access.
static inline void ks_word_load(__global const pix_t* at, const int uints, uint* part) {
    if (uints == 1) {
        part[0] = *((__global const uint*) at);
    } else if (uints == 2) {
        const uint2 v = *((__global const uint2*) at);
        part[0] = v.x;
        part[1] = v.y;
    } else {
        const uint4 v = *((__global const uint4*) at);
        part[0] = v.x;
        part[1] = v.y;
        part[2] = v.z;
        part[3] = v.w;
    }
}

static inline void ks_word_store(__global pix_t* at, const int uints, const uint* part) {
    if (uints == 1) {
        *((__global uint*) at) = part[0];
    } else if (uints == 2) {
        uint2 w;
        w.x = part[0];
        w.y = part[1];
        *((__global uint2*) at) = w;
    } else {
        uint4 w;
        w.x = part[0];
        w.y = part[1];
        w.z = part[2];
        w.w = part[3];
        *((__global uint4*) at) = w;
    }
}

// ---- a word's pixels as its 32-bit parts: uchar four to a part, half two, float one ----
// Pixel k of a word held as parts, widened to the accumulator type.
static inline acc_t ks_word_pixel(const uint* part, int k) {
#if TYPE == 0
    return (int) ((part[k / 4] >> (8 * (k % 4))) & 0xffu);
#elif TYPE == 1
    return ks_half_to_float((part[k / 2] >> (16 * (k % 2))) & 0xffffu);
#else
    return as_float(part[k]);
#endif
}

#if TYPE == 0
// Pixel k of a uchar word as a float, by its bits: 2^23 + byte as a float's bits, minus 2^23, the byte's value without
// an int->float conversion (XU pipe); what the uchar sums in fp32 (FMATH=1) read.
static inline float ks_word_pixel_fp32(const uint* part, int k) {
    return as_float(((part[k / 4] >> (8 * (k % 4))) & 0xffu) | 0x4b000000u) - 8388608.0f;
}
#endif

// n values stored as pixels into `parts` 32-bit parts (cleared first): the word one store writes.
static inline void ks_pack_word(const acc_t* v, const int n, const int parts, uint* part) {
    #pragma unroll
    for (int i = 0; i < parts; ++i) {
        part[i] = 0u;
    }
    #pragma unroll
    for (int k = 0; k < n; ++k) {
#if TYPE == 0
        part[k / 4] |= ((uint) v[k]) << (8 * (k % 4));
#elif TYPE == 1
        part[k / 2] |= ((uint) ks_float_to_half(v[k])) << (16 * (k % 2));
#else
        part[k] = as_uint(v[k]);
#endif
    }
}

// ---- pixels in and out ----
static inline acc_t ks_to_acc(pix_t p) {
#if TYPE == 0
    return (int) p;
#elif TYPE == 1
    return ks_half_to_float((uint) p);
#else
    return p;
#endif
}

#if TYPE == 0
#define KS_BORDER_CONSTANT ((int) (BORDER_VALUE))
#else
#define KS_BORDER_CONSTANT as_float((int) (BORDER_VALUE))
#endif

// A stored value rounded to the pixel type and read back: what the next pass of an iterated filter sees.
static inline acc_t ks_round_trip(acc_t v) {
#if TYPE == 1
    return ks_half_to_float((uint) ks_float_to_half(v));
#else
    return v;
#endif
}

static inline pix_t ks_to_pix(acc_t v) {
#if TYPE == 0
    return (uchar) v;
#elif TYPE == 1
    return ks_float_to_half(v);
#else
    return v;
#endif
}

// A lane's n outputs of one row, `at` pointing at its first column x0: where `words` and parts > 0, packed into
// `parts` 32-bit parts (n pixels' bytes, at most 32) and stored 16 bytes at a time; else pixel by pixel, those left
// of `width`. `n` and `parts` are constants where this is inlined (0 parts: the caller's pixels never make whole
// words), so the word path's array stays in registers.
static inline void ks_store_columns(__global pix_t* at, int x0, int width, const int n, const int parts, const int words,
                             const acc_t* v) {
    if (parts > 0 && words) {
        uint part[8];
        ks_pack_word(v, n, parts, part);
        #pragma unroll
        for (int i = 0; i < parts; i += 4) {
            ks_word_store(at + i * 4 / (int) sizeof(pix_t), parts - i < 4 ? parts - i : 4, part + i);
        }
        return;
    }
    #pragma unroll
    for (int c = 0; c < n; ++c) {
        if (x0 + c < width) {
            at[c] = ks_to_pix(v[c]);
        }
    }
}

// ---- borders: the coordinate a tap outside the image reads (the constant border never reads) ----
static inline int ks_border_index(int i, int n) {
#if BORDER == 0
    return clamp(i, 0, n - 1);
#elif BORDER == 1
    if (n == 1) {
        return 0;
    }
    while (i < 0 || i >= n) {           // radius may exceed the image: reflect until inside (OpenCV's rule)
        i = i < 0 ? -i : 2 * n - 2 - i;
    }
    return i;
#else
    return clamp(i, 0, n - 1);          // only used for in-range coordinates
#endif
}

static inline int ks_outside(int x, int y, int width, int height) {
    return x < 0 || y < 0 || x >= width || y >= height;
}

// One pixel of the image with the border applied, as the accumulator type.
static inline acc_t ks_load(__global const pix_t* src, int x, int y, int width, int height, int pitch) {
#if BORDER == 2
    if (ks_outside(x, y, width, height)) {
        return KS_BORDER_CONSTANT;
    }
#endif
    return ks_to_acc(src[(size_t) ks_border_index(y, height) * (size_t) pitch + (size_t) ks_border_index(x, width)]);
}

// ---- the taps: channel A (and B for the Sobel magnitude), row weight then column weight ----
static inline acc_t ks_weight(int k) {
    k = k < 0 ? -k : k;
    return k == 0 ? KS_W(W0) : k == 1 ? KS_W(W1) : k == 2 ? KS_W(W2) : k == 3 ? KS_W(W3)
         : k == 4 ? KS_W(W4) : k == 5 ? KS_W(W5) : k == 6 ? KS_W(W6) : KS_W(W7);
}

static inline acc_t ks_smooth(int k) {          // Sobel's [1 2 1]
    return (acc_t) (k == 0 ? 2 : 1);
}

static inline acc_t ks_derive(int k) {          // Sobel's [-1 0 1]
    return (acc_t) k;
}

static inline acc_t ks_row_a(int k) {
#if FILTER == 0
    return ks_weight(k);
#elif FILTER == 3
    return ks_smooth(k);
#else
    return ks_derive(k);
#endif
}

static inline acc_t ks_col_a(int k) {
#if FILTER == 0
    return ks_weight(k);
#elif FILTER == 3
    return ks_derive(k);
#else
    return ks_smooth(k);
#endif
}

static inline acc_t ks_row_b(int k) {           // only read when KS_TWO_CHANNELS: the vertical derivative
    return ks_smooth(k);
}

static inline acc_t ks_col_b(int k) {
    return ks_derive(k);
}

#if TYPE == 0
// The uchar Sobel magnitude min(round(sqrt(n)), 255) of n = gx^2 + gy^2, an integer below 2 x 1020^2 < 2^23 given as a
// float, exactly. On NVIDIA (CUDA, and NVIDIA's OpenCL through inline PTX) the square root is MUFU.SQRT alone
// (sqrt.approx.ftz: no denormal test, n is an integer) and the rounding one conversion that saturates (cvt.rni.u8:
// F2IP.U8), where (int) (sqrt(n) + 0.5f) and the min took an FSETP, two predicated FMULs, an FADD, an F2I and a VIMNMX
// (nvcc 13.0, the packed entry: 3,112 SASS instructions against 3,760). Measured on the H200 (session 38, tuned
// packed entry, 8192^2): 57.5 -> 48.1 us through CUDA (60% -> 72% of the copy), 61.3 -> 51.0-54.1 through NVIDIA
// OpenCL; Nsight Compute: the XU pipe 61% -> 38% busy, the ALU 75% (its top pipe both times). Adding 2^23 to round
// and a masked LOP3 instead (session 38's first try) took more ALU instructions and ran 7% slower.
// Exact for any square root within 31 ulp (sqrt.approx: 1; OpenCL's sqrt: 3): sqrt(n) of an integer n lies at least
// 1 / (4 (2k + 1)) from every k + 1/2 (n is never k^2 + k + 1/4), over 4.8e-4 below 255.5, where 31 ulp are under
// 4.8e-4; so the nearest integer (round to even: no ties) is sqrt(n)'s, which (int) (sqrt(n) + 0.5) gives, and a
// root above 254.5 saturates as sqrt(n) does.
static inline int ks_round_sqrt_u8(float n) {
#if defined(KERNELSCOPE_CUDA) || defined(KERNELSCOPE_NV_PTX)
    float root;
    uint grey;
    asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(root) : "f"(n));
    asm("cvt.rni.u8.f32 %0, %1;" : "=r"(grey) : "f"(root));
    return (int) grey;
#else
    return min((int) (sqrt(n) + 0.5f), 255);
#endif
}
#endif

// The output value from the channel sums, before storage rounding (uchar: already the integer grey level).
static inline acc_t ks_finish(acc_t a, acc_t b) {
#if FILTER == 0
#if TYPE == 0
    return (a + (NORM) / 2) / (NORM);    // weights are non-negative: rounds half up, exactly
#else
    return a * as_float((int) (NORM));
#endif
#elif FILTER == 1
#if TYPE == 0
    // (float) n as the bits of 2^23 + n less 2^23: both products and the constant in two IMADs, then one FADD (in
    // place of an I2FP)
    return ks_round_sqrt_u8(as_float((uint) (a * a) + (uint) (b * b) + 0x4b000000u) - 8388608.0f);
#else
    return sqrt(a * a + b * b);
#endif
#else
#if TYPE == 0
    return min(a < 0 ? -a : a, 255);     // |gradient| saturated, as OpenCV's convertScaleAbs shows it
#else
    return a;
#endif
#endif
}

#if TYPE == 0
// uchar sums in fp32 (FMATH=1 of the vector and separable-registers rungs; exact, since every partial sum of the
// ladder's uchar filters is an integer below 2^24): the grey level from fp32 channel sums, equal to ks_finish's
// integer result. Box/Gaussian: floor((a + NORM/2) / NORM) as one fma onto 2^15 - 2^-9, whose result has 8 fraction
// bits: its mantissa's bits 8..15 are the floor. With c >= 1/NORM (exact for a power of two, else one ulp up) the
// error (t/NORM)(c NORM - 1) <= 256 x 2^-22 stays below 1/NORM - 2^-9 of the gap to the next integer for NORM < 16384,
// the -2^-9 keeps a fraction just under 1 from rounding up, and an exact integer (a tie at -2^-9) rounds to the even
// neighbour, the integer itself.
static inline acc_t ks_finish_fmath(float a, float b) {
#if FILTER == 0
    const float inv = 1.0f / (float) (NORM);
    const float c = ((NORM) & ((NORM) - 1)) == 0 ? inv : as_float(as_uint(inv) + 1u);
    const float t = a + (float) ((NORM) / 2);
    return (int) ((as_uint(fma(t, c, 32767.998046875f)) >> 8) & 0xffu);
#elif FILTER == 1
    return ks_round_sqrt_u8(a * a + b * b);   // integers below 2^23: exact in fp32
#else
    return (int) (as_uint(fmin(fabs(a), 255.0f) + 8388608.0f) & 0xffu);   // |a| <= 255 is an integer: exact
#endif
}

#if FILTER == 0
// A box/Gaussian pass of an iterated uchar filter in fp32: the grey level of fp32 sum a, kept as a float (an integer
// 0..255) for the next pass to sum, equal to ks_finish's. Odd NORM (every box): one fma onto 2^23, where fp32's ulp is
// 1, rounds a c to the nearest integer. a / NORM is never a half-integer (NORM odd), and lies at least 1 / (2 NORM)
// from one, while a c exceeds it by at most (a / NORM) 2^-22 <= 255 x 2^-22 < 1 / (2 NORM) for NORM < 8192 (c is
// 1/NORM rounded and one ulp up, so 0.5 to 1.5 ulp above it): the nearest integer is the half-up rounding ks_finish
// computes (PassRoundingFmathTest checks every sum of the ladder's boxes and the Gaussian). Even NORM
// (the Gaussian's 65536: ties exist) takes ks_finish_fmath's integer back to a float by its bits.
static inline float ks_round_fmath(float a) {
#if (NORM) % 2 == 1
    const float inv = 1.0f / (float) (NORM);
    return fma(a, as_float(as_uint(inv) + 1u), 8388608.0f) - 8388608.0f;
#else
    return as_float((uint) ks_finish_fmath(a, 0.0f) | 0x4b000000u) - 8388608.0f;
#endif
}
#endif
#endif

// ---- a warp's neighbour lanes (CUDA, and NVIDIA's OpenCL through inline PTX): KS_LANE_SHUFFLES says they exist ----
// ks_from_left(v, n): v of the lane n below in the warp; ks_from_right: n above. Every lane of a full warp must call
// them together; a lane whose source lies outside the warp gets a value it must not use (CUDA's clamp).
#if defined(KERNELSCOPE_CUDA) && !defined(KERNELSCOPE_NV_PTX)
#define KS_LANE_SHUFFLES 1
static inline uint ks_from_left(uint v, uint lanes) { return ks_shuffle_up(v, lanes, 0xffffffffu); }
static inline uint ks_from_right(uint v, uint lanes) { return ks_shuffle_down(v, lanes, 0xffffffffu); }
#elif defined(KERNELSCOPE_NV_PTX)
#define KS_LANE_SHUFFLES 1
// NVIDIA's OpenCL compiler takes inline PTX (08_packed.cl says how it was found); its work-items form warps x first,
// as CUDA's threads do. c = 0 / 31: the clamp of a full 32-lane segment, as __shfl_up_sync / __shfl_down_sync emit.
static inline uint ks_from_left(uint v, uint lanes) {
    uint r;
    asm volatile("shfl.sync.up.b32 %0, %1, %2, 0, 0xffffffff;" : "=r"(r) : "r"(v), "r"(lanes));
    return r;
}
static inline uint ks_from_right(uint v, uint lanes) {
    uint r;
    asm volatile("shfl.sync.down.b32 %0, %1, %2, 31, 0xffffffff;" : "=r"(r) : "r"(v), "r"(lanes));
    return r;
}
#else
#define KS_LANE_SHUFFLES 0
#endif

// An accumulator as the 32 bits a shuffle moves, and back (uchar sums are int, half and float sums float).
static inline uint ks_acc_bits(acc_t v) {
#if TYPE == 0
    return (uint) v;
#else
    return as_uint(v);
#endif
}

static inline acc_t ks_acc_value(uint u) {
#if TYPE == 0
    return (acc_t) u;
#else
    return as_float(u);
#endif
}

#if KS_LANE_SHUFFLES
// Every lane of a full warp: 1 when `predicate` holds in all of them.
#if defined(KERNELSCOPE_CUDA) && !defined(KERNELSCOPE_NV_PTX)
static inline int ks_all_lanes(int predicate) { return ks_warp_all(predicate); }
#else
static inline int ks_all_lanes(int predicate) {
    int all;
    asm volatile("{ .reg .pred p, q; setp.ne.s32 p, %1, 0; vote.sync.all.pred q, p, 0xffffffff; selp.s32 %0, 1, 0, q; }"
                 : "=r"(all) : "r"(predicate));
    return all;
}
#endif

// ---- a row of outputs on a pitch that leaves the words off alignment (an odd width's dense rows) ----
// A lane's n outputs v (n pixels a 4, 8 or 16-byte word; n a constant where this is inlined) at `at`, s pixels past
// an aligned word: the lane stores the aligned word under its first pixel, made of the left lane's last s outputs and
// its own first n - s; a lane with no storing left neighbour in its row (has_left = 0) stores its own n - s alone,
// pixel by pixel, and one with no storing right neighbour also its last s, which start the next word. Every lane of
// a full warp calls it (those that store nothing with stores = 0); a lane and its left neighbour share a row, so
// their s. Why: stored pixel by pixel, each of a warp's n stores touched every sector of the warp's span, n times
// the sector writes of one aligned word store (session 52).
static inline void ks_store_skewed_word(__global pix_t* at, const int n, const acc_t* v, const int stores,
                                 const int has_left, const int has_right) {
    const int s = (int) (((size_t) at / sizeof(pix_t)) & (size_t) (n - 1));
    acc_t r[16];             // v rotated right by s: r[k] = v[(k - s) mod n], in log2(n) steps of selects
    #pragma unroll
    for (int k = 0; k < n; ++k) {
        r[k] = v[k];
    }
    #pragma unroll
    for (int b = 0; (1 << b) < n; ++b) {
        const int on = (s >> b) & 1;
        acc_t t[16];
        #pragma unroll
        for (int k = 0; k < n; ++k) {
            t[k] = r[(k - (1 << b) + n) % n];
        }
        #pragma unroll
        for (int k = 0; k < n; ++k) {
            r[k] = on ? t[k] : r[k];
        }
    }
    acc_t w[16];             // the aligned word: the left lane's rotated pixels below s, the lane's own from s
    #pragma unroll
    for (int k = 0; k < n; ++k) {
        const acc_t left = ks_acc_value(ks_from_left(ks_acc_bits(r[k]), 1u));
        w[k] = k < s ? left : r[k];
    }
    __global pix_t* word = at - s;
    if (!stores) {
        return;
    }
    if (has_left || s == 0) {
        uint part[4];
        ks_pack_word(w, n, n * (int) sizeof(pix_t) / 4, part);
        ks_word_store(word, n * (int) sizeof(pix_t) / 4, part);
    } else {
        #pragma unroll
        for (int k = 0; k < n; ++k) {
            if (k >= s) {
                word[k] = ks_to_pix(w[k]);
            }
        }
    }
    if (!has_right) {
        #pragma unroll
        for (int k = 0; k < n; ++k) {
            if (k < s) {
                word[n + k] = ks_to_pix(r[k]);
            }
        }
    }
}
#endif

static inline void ks_store(__global pix_t* dst, int x, int y, int pitch, acc_t v) {
    dst[(size_t) y * (size_t) pitch + (size_t) x] = ks_to_pix(v);
}
