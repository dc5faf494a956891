// Variant 10: multi-pass fused in registers. All PASSES applications of a box/Gaussian filter in one kernel, with no
// image in local memory: each lane owns COLS adjacent columns and walks down a strip of ROWS output rows (plus the
// PASSES*RADIUS halo rows), keeping per pass a sliding window of the last 2R+1 row sums in registers. A pass costs its
// (2R+1)-tap arithmetic; only the R edge values of each pass's row cross to the neighbour lanes, through one small
// double-buffered local exchange and ONE barrier per row for all passes (pass k works on the row pass k-1 produced one
// step earlier, so the passes' exchanges are independent). Lanes at the group's sides are halo (ceil(PASSES*R/COLS)
// each side): their columns are computed and dropped, as are the halo rows.
// Every pass applies the border to its own input and is rounded to the pixel type, as a separate launch stores it, so
// the result equals PASSES launches exactly: the first pass reads the image with the border (ks_load); later passes
// take a tap outside the image from the value the border maps it to (a uniform branch per row for rows, and a second
// code path through a full row in local memory for the groups touching the left or right edge), or the constant.
// Needs RADIUS <= COLS (a tap reaches the next lane only). FILTER must be 0.

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
inline float ks_half_to_float(uint h) {
#ifdef KERNELSCOPE_CUDA
    return ks_cvt_half_bits_to_float(h);
#else
    const ushort bits = (ushort) h;
    return vload_half(0, (const __private half*) &bits);
#endif
}

inline ushort ks_float_to_half(float f) {
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
inline void ks_word_load(__global const pix_t* at, const int uints, uint* part) {
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

inline void ks_word_store(__global pix_t* at, const int uints, const uint* part) {
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
inline acc_t ks_word_pixel(const uint* part, int k) {
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
inline float ks_word_pixel_fp32(const uint* part, int k) {
    return as_float(((part[k / 4] >> (8 * (k % 4))) & 0xffu) | 0x4b000000u) - 8388608.0f;
}
#endif

// n values stored as pixels into `parts` 32-bit parts (cleared first): the word one store writes.
inline void ks_pack_word(const acc_t* v, const int n, const int parts, uint* part) {
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
inline acc_t ks_to_acc(pix_t p) {
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
inline acc_t ks_round_trip(acc_t v) {
#if TYPE == 1
    return ks_half_to_float((uint) ks_float_to_half(v));
#else
    return v;
#endif
}

inline pix_t ks_to_pix(acc_t v) {
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
inline void ks_store_columns(__global pix_t* at, int x0, int width, const int n, const int parts, const int words,
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
inline int ks_border_index(int i, int n) {
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

inline int ks_outside(int x, int y, int width, int height) {
    return x < 0 || y < 0 || x >= width || y >= height;
}

// One pixel of the image with the border applied, as the accumulator type.
inline acc_t ks_load(__global const pix_t* src, int x, int y, int width, int height, int pitch) {
#if BORDER == 2
    if (ks_outside(x, y, width, height)) {
        return KS_BORDER_CONSTANT;
    }
#endif
    return ks_to_acc(src[(size_t) ks_border_index(y, height) * (size_t) pitch + (size_t) ks_border_index(x, width)]);
}

// ---- the taps: channel A (and B for the Sobel magnitude), row weight then column weight ----
inline acc_t ks_weight(int k) {
    k = k < 0 ? -k : k;
    return k == 0 ? KS_W(W0) : k == 1 ? KS_W(W1) : k == 2 ? KS_W(W2) : k == 3 ? KS_W(W3)
         : k == 4 ? KS_W(W4) : k == 5 ? KS_W(W5) : k == 6 ? KS_W(W6) : KS_W(W7);
}

inline acc_t ks_smooth(int k) {          // Sobel's [1 2 1]
    return (acc_t) (k == 0 ? 2 : 1);
}

inline acc_t ks_derive(int k) {          // Sobel's [-1 0 1]
    return (acc_t) k;
}

inline acc_t ks_row_a(int k) {
#if FILTER == 0
    return ks_weight(k);
#elif FILTER == 3
    return ks_smooth(k);
#else
    return ks_derive(k);
#endif
}

inline acc_t ks_col_a(int k) {
#if FILTER == 0
    return ks_weight(k);
#elif FILTER == 3
    return ks_derive(k);
#else
    return ks_smooth(k);
#endif
}

inline acc_t ks_row_b(int k) {           // only read when KS_TWO_CHANNELS: the vertical derivative
    return ks_smooth(k);
}

inline acc_t ks_col_b(int k) {
    return ks_derive(k);
}

// The output value from the channel sums, before storage rounding (uchar: already the integer grey level).
inline acc_t ks_finish(acc_t a, acc_t b) {
#if FILTER == 0
#if TYPE == 0
    return (a + (NORM) / 2) / (NORM);    // weights are non-negative: rounds half up, exactly
#else
    return a * as_float((int) (NORM));
#endif
#elif FILTER == 1
#if TYPE == 0
    return min((int) (sqrt((float) (a * a + b * b)) + 0.5f), 255);
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
inline acc_t ks_finish_fmath(float a, float b) {
#if FILTER == 0
    const float inv = 1.0f / (float) (NORM);
    const float c = ((NORM) & ((NORM) - 1)) == 0 ? inv : as_float(as_uint(inv) + 1u);
    const float t = a + (float) ((NORM) / 2);
    return (int) ((as_uint(fma(t, c, 32767.998046875f)) >> 8) & 0xffu);
#elif FILTER == 1
    return min((int) (sqrt(a * a + b * b) + 0.5f), 255);
#else
    return (int) (as_uint(fmin(fabs(a), 255.0f) + 8388608.0f) & 0xffu);   // |a| <= 255 is an integer: exact
#endif
}
#endif

inline void ks_store(__global pix_t* dst, int x, int y, int pitch, acc_t v) {
    dst[(size_t) y * (size_t) pitch + (size_t) x] = ks_to_pix(v);
}
   // types, borders, taps, rounding (the registry inlines it before compiling)

#ifndef GROUP_X
#define GROUP_X 32      // lanes per group along x, each owning COLS columns (halo lanes included)
#endif
#ifndef GROUP_Y
#define GROUP_Y 4       // independent strips per group, one above the other
#endif
#ifndef ROWS
#define ROWS 32         // output rows per strip (each strip also computes 2*PASSES*RADIUS halo rows)
#endif
#ifndef COLS
#define COLS 4          // adjacent columns per lane: one 4/8/16-byte word when COLS x pixel bytes is one
#endif
#ifndef PASSES
#define PASSES 4        // filter applications fused in one launch
#endif
#ifndef AHEAD
#define AHEAD 4         // rows loaded ahead of the one a step uses, as raw words (groups inside the image only)
#endif

#define KR_HALO (PASSES * RADIUS)                      // input rows/columns beyond the outputs on each side
#define KR_HALO_LANES ((KR_HALO + COLS - 1) / COLS)    // lanes on each side whose columns are only halo
#define KR_SPAN (GROUP_X * COLS)                       // columns one row of a group holds
#define KR_OUT_COLS ((GROUP_X - 2 * KR_HALO_LANES) * COLS)
#define KR_STEPS (ROWS + 2 * KR_HALO + PASSES - 1)     // rows a strip walks (PASSES - 1: each pass one step behind)
// ... rounded up to whole turns of the window (the rows past the strip are computed and dropped): no step is skipped
// under a condition, so every barrier sits in straight-line code of the loop body
#define KR_TURNS ((KR_STEPS + KS_DIAMETER - 1) / KS_DIAMETER)
#define KR_EDGE_SLOTS (2 * PASSES * 2 * RADIUS)        // two buffers x passes x (R left + R right edge values)
#define KR_ROW_SLOTS (PASSES * COLS)                   // edge groups: every pass's whole row
#define KR_LOCAL ((KR_EDGE_SLOTS > KR_ROW_SLOTS ? KR_EDGE_SLOTS : KR_ROW_SLOTS) * GROUP_Y * GROUP_X)

#if TYPE == 0
#define KR_PIX_BYTES 1
#elif TYPE == 1
#define KR_PIX_BYTES 2
#else
#define KR_PIX_BYTES 4
#endif
#define KR_WORD_BYTES (COLS * KR_PIX_BYTES)
#define KR_WORDS (KR_WORD_BYTES == 4 || KR_WORD_BYTES == 8 || KR_WORD_BYTES == 16)  // COLS pixels as one access

#define KR_PARTS (KR_WORD_BYTES >= 4 ? KR_WORD_BYTES / 4 : 1)   // 32-bit parts of a lane's word

// The lane's COLS pixels at `at` as one word (KR_WORDS; `at` aligned to it), as 32-bit parts.
inline void kr_fetch_word(__global const pix_t* at, uint* part) {
#if KR_WORDS
    ks_word_load(at, KR_PARTS, part);
#endif
}

// A word's parts widened to the lane's COLS values.
inline void kr_unpack_word(const uint* part, acc_t* v) {
    #pragma unroll
    for (int c = 0; c < COLS; ++c) {
        v[c] = ks_word_pixel(part, c);
    }
}

// The lane's COLS pixels at `at` as one word (KR_WORDS; `at` aligned to it), widened.
inline void kr_load_word(__global const pix_t* at, acc_t* v) {
#if KR_WORDS
    uint part[KR_PARTS];
    kr_fetch_word(at, part);
    kr_unpack_word(part, v);
#endif
}

// Row y of the image at the lane's COLS columns from x0, the border applied: one word where it lies inside the image
// and the pitch keeps words aligned, else pixel by pixel.
inline void kr_load_row(__global const pix_t* src, int x0, int y, int width, int height, int pitch, int words,
                        acc_t* v) {
#if BORDER == 2
    if (y < 0 || y >= height) {
        #pragma unroll
        for (int c = 0; c < COLS; ++c) {
            v[c] = KS_BORDER_CONSTANT;
        }
        return;
    }
#endif
#if KR_WORDS
    if (words) {
        kr_load_word(src + (size_t) ks_border_index(y, height) * (size_t) pitch + (size_t) x0, v);
        return;
    }
#endif
    #pragma unroll
    for (int c = 0; c < COLS; ++c) {
        v[c] = ks_load(src, x0 + c, y, width, height, pitch);
    }
}


// The weighted sum across one row: ext holds the lane's COLS values with R neighbours' values on each side.
inline void kr_row_sums(const acc_t* ext, acc_t* h) {
    #pragma unroll
    for (int c = 0; c < COLS; ++c) {
        acc_t s = 0;
        #pragma unroll
        for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
            s += ks_row_a(dx) * ext[RADIUS + c + dx];
        }
        h[c] = s;
    }
}

// One work-item's walk down its strip. `fast` is a literal after inlining (the kernel calls the walk twice): 1 for a
// group whose rows and columns, in every pass, lie inside the image and whose rows load as words, which then compiles
// without any border code (the load's clamp, the per-row border branch of each pass, the side groups' path); 0 for
// the rest. Written once with one branch per row and pass, the border code cost every group (docs/stencil-ladder.md).
inline void kr_walk(const int fast, __global const pix_t* restrict src, __global pix_t* restrict dst,
                    const int width, const int height, const int pitch, __local acc_t* xch, const int gx0,
                    const int ystrip, const int interior)
{
    const int lane = (int) get_local_id(0);
    const int sy = (int) get_local_id(1);
    const int plane = GROUP_Y * GROUP_X;                              // one slot of xch: a value per work-item
    const int me = sy * GROUP_X + lane;
    const int x0 = gx0 + lane * COLS;
    const int words = pitch % COLS == 0 && x0 >= 0 && x0 + COLS <= width;
    const int stores = lane >= KR_HALO_LANES && lane < GROUP_X - KR_HALO_LANES && x0 < width;
    const int left = max(lane - 1, 0);
    const int right = min(lane + 1, GROUP_X - 1);

#if AHEAD > 0
    // the next AHEAD rows' words, loaded AHEAD steps before their step uses them: a step otherwise waits for its own
    // row's load before the exchange and barrier (f32 box3 x4 on the H200: ~1,860 cycles per step for ~180
    // instructions per warp at 16 warps per SM, i.e. the load's latency, not the arithmetic, set the pace)
    uint ahead[AHEAD][KR_PARTS];
    if (fast) {
        #pragma unroll
        for (int d = 0; d < AHEAD; ++d) {
            kr_fetch_word(src + (size_t) min(ystrip - KR_HALO + d, height - 1) * (size_t) pitch + (size_t) x0,
                          ahead[d]);
        }
    }
#endif
    acc_t win[PASSES][KS_DIAMETER][COLS];   // per pass: row sums of its input rows, slot (t mod 2R+1)
    acc_t pend[PASSES][COLS];               // pend[0]: the row just read; pend[k]: pass k's last row (pass k+1's input)
    #pragma unroll
    for (int k = 0; k < PASSES; ++k) {
        #pragma unroll
        for (int c = 0; c < COLS; ++c) {
            pend[k][c] = 0;
            #pragma unroll
            for (int j = 0; j < KS_DIAMETER; ++j) {
                win[k][j][c] = 0;
            }
        }
    }

    // unrolled by the window's length, so that every window slot is a register named at compile time (a shifted
    // window would cost (2R+1) x COLS moves per pass and row)
    for (int turn = 0; turn < KR_TURNS; ++turn) {
        #pragma unroll
        for (int phase = 0; phase < KS_DIAMETER; ++phase) {
            const int t = turn * KS_DIAMETER + phase;
            {
                const int yin = ystrip - KR_HALO + t;
                if (fast) {   // inside the image, words: no border, no per-pixel path
#if AHEAD > 0
                    kr_unpack_word(ahead[0], pend[0]);
                    #pragma unroll
                    for (int d = 0; d + 1 < AHEAD; ++d) {
                        #pragma unroll
                        for (int i = 0; i < KR_PARTS; ++i) {
                            ahead[d][i] = ahead[d + 1][i];
                        }
                    }
                    // rows past the strip's last are loaded and never used: clamped into the image
                    kr_fetch_word(src + (size_t) min(yin + AHEAD, height - 1) * (size_t) pitch + (size_t) x0,
                                  ahead[AHEAD - 1]);
#else
                    kr_load_word(src + (size_t) yin * (size_t) pitch + (size_t) x0, pend[0]);
#endif
                } else {
                    kr_load_row(src, x0, yin, width, height, pitch, words, pend[0]);
                }
                acc_t sums[PASSES][COLS];                             // sums[k]: row sums of pend[k], pass k+1's input
                if (fast || interior) {
                    __local acc_t* buf = xch + (t & 1) * (PASSES * 2 * RADIUS) * plane;
                    #pragma unroll
                    for (int k = 0; k < PASSES; ++k) {
                        #pragma unroll
                        for (int r = 0; r < RADIUS; ++r) {
                            buf[((k * 2 + 0) * RADIUS + r) * plane + me] = pend[k][r];
                            buf[((k * 2 + 1) * RADIUS + r) * plane + me] = pend[k][COLS - 1 - r];
                        }
                    }
                    barrier(CLK_LOCAL_MEM_FENCE);
                    #pragma unroll
                    for (int k = 0; k < PASSES; ++k) {
                        acc_t ext[COLS + 2 * RADIUS];
                        #pragma unroll
                        for (int r = 0; r < RADIUS; ++r) {
                            ext[RADIUS - 1 - r] = buf[((k * 2 + 1) * RADIUS + r) * plane + sy * GROUP_X + left];
                            ext[RADIUS + COLS + r] = buf[((k * 2 + 0) * RADIUS + r) * plane + sy * GROUP_X + right];
                        }
                        #pragma unroll
                        for (int c = 0; c < COLS; ++c) {
                            ext[RADIUS + c] = pend[k][c];
                        }
                        kr_row_sums(ext, sums[k]);
                    }
                } else {
                    // a group at the left or right edge: whole rows through local memory, each tap read where the
                    // border maps it (one buffer, two barriers: these groups are a few percent of the image)
                    #pragma unroll
                    for (int k = 0; k < PASSES; ++k) {
                        #pragma unroll
                        for (int c = 0; c < COLS; ++c) {
                            xch[(k * GROUP_Y + sy) * KR_SPAN + lane * COLS + c] = pend[k][c];
                        }
                    }
                    barrier(CLK_LOCAL_MEM_FENCE);
                    #pragma unroll
                    for (int k = 0; k < PASSES; ++k) {
                        acc_t ext[COLS + 2 * RADIUS];
                        #pragma unroll
                        for (int i = 0; i < COLS + 2 * RADIUS; ++i) {
                            const int x = x0 - RADIUS + i;
#if BORDER == 2
                            if (x < 0 || x >= width) {
                                ext[i] = KS_BORDER_CONSTANT;
                                continue;
                            }
#endif
                            // a lane whose columns lie outside the image computes values nobody reads: clamp its reads
                            const int at = clamp(ks_border_index(x, width) - gx0, 0, KR_SPAN - 1);
                            ext[i] = xch[(k * GROUP_Y + sy) * KR_SPAN + at];
                        }
                        kr_row_sums(ext, sums[k]);
                    }
                    barrier(CLK_LOCAL_MEM_FENCE);
                }
                // the passes from last to first: pass k reads pend[k-1] before pass k-1 replaces it
                #pragma unroll
                for (int k = PASSES; k >= 1; --k) {
                    #pragma unroll
                    for (int c = 0; c < COLS; ++c) {
                        win[k - 1][phase][c] = sums[k - 1][c];          // the newest row: tap dy = +R
                    }
                    const int y = yin - (k - 1) - k * RADIUS;           // the row pass k completes now
                    acc_t out[COLS];
                    #pragma unroll
                    for (int c = 0; c < COLS; ++c) {
                        acc_t a = 0;
                        if (fast || k == 1 || (y - RADIUS >= 0 && y + RADIUS < height)) {
                            // slot of tap dy: the newest (phase) holds dy = +R, the one after it the oldest, dy = -R
                            #pragma unroll
                            for (int dy = -RADIUS; dy <= RADIUS; ++dy) {
                                a += ks_col_a(dy) * win[k - 1][(phase + 1 + RADIUS + dy) % KS_DIAMETER][c];
                            }
                        } else {
                            // a tap outside the image: pass k-1's row there is the border of pass k-1's image, i.e.
                            // the row (within R of y) the border maps it to, or the constant (uniform per row)
                            #pragma unroll
                            for (int dy = -RADIUS; dy <= RADIUS; ++dy) {
                                acc_t v = 0;
#if BORDER == 2
                                if (y + dy < 0 || y + dy >= height) {
                                    #pragma unroll
                                    for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
                                        v += ks_row_a(dx) * KS_BORDER_CONSTANT;
                                    }
                                } else
#endif
                                {
                                    const int from = ks_border_index(y + dy, height) - y;
                                    #pragma unroll
                                    for (int j = -RADIUS; j <= RADIUS; ++j) {
                                        v = from == j ? win[k - 1][(phase + 1 + RADIUS + j) % KS_DIAMETER][c] : v;
                                    }
                                }
                                a += ks_col_a(dy) * v;
                            }
                        }
                        out[c] = ks_round_trip(ks_finish(a, 0));
                    }
                    if (k < PASSES) {
                        #pragma unroll
                        for (int c = 0; c < COLS; ++c) {
                            pend[k][c] = out[c];
                        }
                    } else if (stores && y >= ystrip && y < ystrip + ROWS && y < height) {
                        ks_store_columns(dst + (size_t) y * (size_t) pitch + (size_t) x0, x0, width, COLS,
                                         KR_WORDS ? KR_PARTS : 0, words, out);
                    }
                }
            }
        }
    }
}

__kernel KS_GROUP_SIZE_ATTRIBUTE
void stencil_register_fused(__global const pix_t* restrict src, __global pix_t* restrict dst,
                            const int width, const int height, const int pitch)
{
    __local acc_t xch[KR_LOCAL];
    const int gx0 = (int) get_group_id(0) * KR_OUT_COLS - KR_HALO_LANES * COLS;   // the group's first column
    const int ygroup = (int) get_group_id(1) * GROUP_Y * ROWS;        // its first output row
    const int ystrip = ygroup + (int) get_local_id(1) * ROWS;         // the strip's first output row
    // every column of the group inside the image: no later pass needs a column border (the group's uniform choice)
    const int interior = gx0 >= 0 && gx0 + KR_SPAN <= width;
    // ... and every row it reads and every row a pass completes, with the rows a pass's taps reach (pass k's row at
    // step t is yin - (k - 1) - k R), inside too, and words to load: the walk without border code (uniform per group)
    const int firstRead = ygroup - KR_HALO;
    const int lastRead = ygroup + (GROUP_Y - 1) * ROWS - KR_HALO + KR_TURNS * KS_DIAMETER - 1;
    const int fast = KR_WORDS && interior && pitch % COLS == 0 && firstRead - (PASSES - 1) - (PASSES + 1) * RADIUS >= 0
            && lastRead < height;
    if (fast) {
        kr_walk(1, src, dst, width, height, pitch, xch, gx0, ystrip, interior);
    } else {
        kr_walk(0, src, dst, width, height, pitch, xch, gx0, ystrip, interior);
    }
}
