// Variant 8: packed (SWAR) arithmetic for uchar box, Gaussian and Sobel filters. Each work-item owns VEC columns x
// ROWS rows as variant 5 does, but never widens a pixel to its own register: a 32-bit word of 4 pixels splits into two
// words of two 16-bit lanes (pixels 0,2 and 1,3: one AND, one shift+AND), and every column sum is one add on two lanes.
// Exact: 255 x (column weights' sum) <= 65280 fits a lane (box: 255 x 15; Gaussian: Q8 weights summing to 256), so no
// lane carries into the next. Box rows are summed packed too (255 x 225 = 57,375 < 2^16): the neighbours of a lane come
// from funnel shifts of adjacent words; each output is unpacked once, divided by one 32x32->64 multiply-add
// (ceil(2^32/N), exact for every 16-bit sum) and packed back by byte permutes. The Gaussian's row sums (up to 255 x
// 65536) leave the lanes: unpacked once per column, summed in int32. Why: on the H100 the uchar filters of variant 5
// run at 46-76% of their own access pattern (followup3): the per-pixel integer work, not memory, holds them.
// Box: the columns are running sums (the new row in, the oldest out); above 64 window registers the leaving row is
// read again (L1) instead of kept. Sobel (FILTER 1-3): its signed differences in biased lanes (at KS_SOBEL_BIAS).
// uchar only: checked before compiling.

#ifndef TYPE
#define TYPE 0          // uchar: the only pixel type this variant computes
#endif
#include "stencil_common.cl"   // types, borders, taps, rounding (the registry inlines it before compiling)

#ifndef GROUP_X
#define GROUP_X 32      // work-items per group along x (each owns VEC columns)
#endif
#ifndef GROUP_Y
#define GROUP_Y 8       // work-items per group along y (each owns ROWS rows)
#endif
#ifndef ROWS
#define ROWS 4          // output rows per work-item
#endif
#ifndef VEC
#define VEC 8           // adjacent output columns per work-item: 4, 8 or 16 (one uint, uint2 or uint4 per row)
#endif
#ifndef SHARED_HALO
#define SHARED_HALO 0   // 1: at radius 1-2 a row's two halo words are kept as one (KS_SHARED_HALO); no effect above
#endif
#ifndef DOT_ROWS
#define DOT_ROWS 0      // 1: a Gaussian's row sums as two-way dot products on the column sums' lane pairs (KS_DOT_ROWS)
#endif
#ifndef PITCH_ALIGN
#define PITCH_ALIGN 16  // the largest power of two, up to 16, that divides the row pitch in bytes: the host's, per call
#endif
#ifndef STREAM
#define STREAM 0        // 0: a work-item issues all its rows' loads together; S >= 1 (radius <= 3): inside the image it
                        // walks its rows in a loop, each row copied S rows ahead into local memory (ks_stream_block)
#endif


#if TYPE != 0
#error "08_packed.cl computes uchar filters only (TYPE 0)"
#endif
#if FILTER != 0 && RADIUS != 1
#error "the Sobel filters (FILTER 1-3) are 3x3: RADIUS 1"
#endif
#if STREAM && RADIUS > 3
#error "STREAM copies one halo word a side and makes the image's edge words from the work-item's own: RADIUS <= 3"
#endif
#define KS_SOBEL (FILTER != 0)

#define KS_U (VEC / 4)                   // 32-bit words of the work-item's own columns
#define KS_HU ((RADIUS + 3) / 4)         // halo words on each side
#define KS_NU (KS_U + 2 * KS_HU)         // words per row read
// no row's own words aligned to VEC (a pitch that VEC does not divide: an odd width's dense rows, say): rows inside the
// image are read as the aligned 4-byte words around them funnel-shifted (ks_load_skewed_row) and written as aligned
// words with head and tail bytes (ks_skewed_store); compiled only for such a pitch, so the aligned kernel is unchanged
#define KS_SKEWED (PITCH_ALIGN < VEC)
// the bytes a skewed row segment starts past a 4-byte boundary: none when the pitch is a multiple of 4
#if PITCH_ALIGN % 4 == 0
#define KS_SKEW(p) 0u
#else
#define KS_SKEW(p) ((uint) ((size_t) (p) & 3u))
#endif
// SHARED_HALO at radius 1-2: a row's two halo words kept as one, the left word's upper two pixels (-2, -1) and the
// right word's lower two (VEC, VEC + 1), the only ones the filter reads, in slot 0; the column sums and windows then
// hold KS_U + 1 words a row instead of KS_U + 2 (VEC = 16: 5 against 6). A parameter, not a rule: measured on the
// H200 (session 30, CUDA, 8192^2) it ran gauss5 in 16x4 groups of 16-pixel words 1.07x faster (78 registers against
// 88) but the tuned sobely entry 0.90x and box3's 0.98x.
#define KS_SHARED_HALO (SHARED_HALO && KS_HU == 1 && RADIUS <= 2)
#define KS_NK (KS_SHARED_HALO ? KS_U + 1 : KS_NU)   // words kept per row
#define KS_SLOT(w) (KS_SHARED_HALO && (w) == KS_NU - 1 ? 0 : (w))   // a read word's slot among the kept ones
#define KS_WSUM (W0 + 2 * ((RADIUS >= 1 ? W1 : 0) + (RADIUS >= 2 ? W2 : 0) + (RADIUS >= 3 ? W3 : 0) \
        + (RADIUS >= 4 ? W4 : 0) + (RADIUS >= 5 ? W5 : 0) + (RADIUS >= 6 ? W6 : 0) + (RADIUS >= 7 ? W7 : 0)))
#if !KS_SOBEL && 255 * KS_WSUM > 65535
#error "a column sum would overflow its 16-bit lane (255 x the weights' sum > 65535)"
#endif
// P holds for the weight of every tap within the radius (W0..W(RADIUS)); P is the name of a one-argument macro
#define KS_EVERY_WEIGHT(P) (P(W0) && (RADIUS < 1 || P(W1)) && (RADIUS < 2 || P(W2)) && (RADIUS < 3 || P(W3)) \
        && (RADIUS < 4 || P(W4)) && (RADIUS < 5 || P(W5)) && (RADIUS < 6 || P(W6)) && (RADIUS < 7 || P(W7)))
#define KS_IS_ONE(w) ((w) == 1)
#define KS_FITS_BYTE(w) ((w) <= 255)
// every weight 1 (a box): column running sums, and the row sums packed as well (Sobel leaves W0..W7 at their defaults)
#define KS_BOX (!KS_SOBEL && KS_EVERY_WEIGHT(KS_IS_ONE))
#define KS_HPACK (KS_BOX && 255 * KS_WSUM * KS_WSUM <= 65535)
// the box's window of split rows: kept in registers up to 64 of them, else the leaving row is read again
#define KS_KEEP (!KS_BOX || 2 * (2 * RADIUS + 1) * KS_NK <= 64)
#define KS_WIN (KS_KEEP ? 2 * RADIUS + 1 : 1)   // rows of the window arrays
// DOT_ROWS: the Gaussian's row sums as two-way dot products (dp2a: the two 16-bit lanes of a column-sum pair [s(m),
// s(m+2)] times two byte weights, added to a 32-bit sum), R + 1 of them per output, where the int32 path unpacks each
// column sum and takes 2R + 1 multiply-adds. With NORM = 2^16 (Q8 weights in both directions) the sum plus NORM / 2
// stays below 2^24 (255 x 256 x 256 + 2^15), so its byte 2 is the rounded grey level, which the byte permutes of the
// pack take as they are: no shift either. Where a weight does not fit a byte (a sigma so small that the centre takes
// all 256) the int32 path runs instead.
#define KS_DOT_ROWS (DOT_ROWS && FILTER == 0 && !KS_BOX && (NORM) == 65536 && KS_EVERY_WEIGHT(KS_FITS_BYTE))
// floor(t / NORM) = hi32(t * KS_M) whenever t NORM < 2^32 (every packed box sum: t < 2^16, NORM <= 225): t KS_M / 2^32
// exceeds t / NORM by t (KS_M NORM - 2^32) / (NORM 2^32) < t / 2^32 < 1 / NORM, the gap to the next integer
#define KS_M ((uint) ((0x100000000UL + (ulong) (NORM) - 1UL) / (ulong) (NORM)))

// NVIDIA's byte permute, funnel shift and 16-bit-lane min/max: CUDA's intrinsics, and on NVIDIA's OpenCL the same PTX
// instructions inline (the OpenCL backend defines KERNELSCOPE_NV_PTX as the device's sm number there); elsewhere
// portable C. Why: NVIDIA's OpenCL C has no such built-ins, and its compiler made two or three instructions of each
// (H200, session 30: PRMT 120 against 432 in NVRTC's box3 SASS, SHF 751 against 417, and the Sobel finish per lane);
// with them the packed filters ran 1.02-1.13x faster through NVIDIA OpenCL (sobelx, sobely 1.12-1.13x at 8192^2).
// The CUDA backend never defines KERNELSCOPE_NV_PTX; a CUDA compile that does takes the PTX branch (the nvcc
// translation test checks it so: CI has no NVIDIA OpenCL).
#if defined(KERNELSCOPE_CUDA) && !defined(KERNELSCOPE_NV_PTX)
#define KS_NV_BYTES 1
#define KS_NV_LANES16 1
static inline uint ks_byte_perm(uint a, uint b, uint selector) {
    return __byte_perm(a, b, selector);
}

static inline uint ks_funnel_right(uint lo, uint hi, uint shift) {
    return __funnelshift_r(lo, hi, shift);
}

static inline uint ks_min_u16x2(uint a, uint b) {
    return __vminu2(a, b);
}

static inline uint ks_max_u16x2(uint a, uint b) {
    return __vmaxu2(a, b);
}

static inline uint ks_dot2(uint pair, uint weights, uint sum) {   // sum + lane 0 x byte 0 + lane 1 x byte 1
    return __dp2a_lo(pair, weights, sum);
}
#elif defined(KERNELSCOPE_NV_PTX)
#define KS_NV_BYTES 1
#define KS_NV_LANES16 (KERNELSCOPE_NV_PTX >= 90)   // min/max.u16x2: PTX ISA 8.0, sm_90 and later
static inline uint ks_byte_perm(uint a, uint b, uint selector) {
    uint r;
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(selector));
    return r;
}

static inline uint ks_funnel_right(uint lo, uint hi, uint shift) {
    uint r;
    asm("shf.r.wrap.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(shift));
    return r;
}

static inline uint ks_dot2(uint pair, uint weights, uint sum) {   // dp2a: sm_61 and later, as every NVIDIA OpenCL device now
    uint r;
    asm("dp2a.lo.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(pair), "r"(weights), "r"(sum));
    return r;
}

#if KS_NV_LANES16
static inline uint ks_min_u16x2(uint a, uint b) {
    uint r;
    asm("min.u16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    return r;
}

static inline uint ks_max_u16x2(uint a, uint b) {
    uint r;
    asm("max.u16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
#endif
#else
#define KS_NV_BYTES 0
#define KS_NV_LANES16 0
static inline uint ks_dot2(uint pair, uint weights, uint sum) {
    return sum + (pair & 0xffffu) * (weights & 0xffu) + (pair >> 16) * ((weights >> 8) & 0xffu);
}
#endif

static inline uint ks_even(uint u) {            // pixels 0 and 2 of a word in two 16-bit lanes
    return u & 0x00ff00ffu;
}

static inline uint ks_odd(uint u) {             // pixels 1 and 3
#if KS_NV_BYTES
    return ks_byte_perm(u, 0u, 0x4341);  // bytes 1, zero, 3, zero: one PRMT instead of a shift and an AND
#else
    return (u >> 8) & 0x00ff00ffu;
#endif
}

static inline uint ks_funnel16(uint lo, uint hi) {   // the upper lane of lo, then the lower lane of hi
#if KS_NV_BYTES
    return ks_funnel_right(lo, hi, 16);
#else
    return (lo >> 16) | (hi << 16);
#endif
}

static inline uint ks_funnel_bytes(uint lo, uint hi, uint bytes) {   // bytes 0..3 into hi:lo, shifted right by them
#if KS_NV_BYTES
    return ks_funnel_right(lo, hi, 8u * bytes);
#else
    return (uint) (((((ulong) hi) << 32) | (ulong) lo) >> (8u * bytes));
#endif
}

static inline uint ks_pack4(uint b0, uint b1, uint b2, uint b3) {   // four grey levels (each < 256) as one word
#if KS_NV_BYTES
    return ks_byte_perm(ks_byte_perm(b0, b1, 0x0040), ks_byte_perm(b2, b3, 0x0040), 0x5410);
#else
    return b0 | (b1 << 8) | (b2 << 16) | (b3 << 24);
#endif
}

// The lane pair [s(m), s(m+2)] of the column sums, m relative to the first own column (-4 KS_HU .. VEC + 4 KS_HU - 3):
// an even or odd word as it is, or a funnel of two adjacent ones. m is a constant after unrolling.
#define KS_PAIR(E, O, m) ((((m) + 4 * KS_HU) & 3) == 0 ? E[KS_WORD(m)] \
        : (((m) + 4 * KS_HU) & 3) == 1 ? O[KS_WORD(m)] \
        : (((m) + 4 * KS_HU) & 3) == 2 ? ks_funnel16(E[KS_WORD(m)], E[KS_NEXT(m)]) \
        : ks_funnel16(O[KS_WORD(m)], O[KS_NEXT(m)]))
// the slot of m's word, and of the word after it (kept inside the array in the branches a constant m never takes)
#define KS_WORD(m) KS_SLOT(((m) + 4 * KS_HU) >> 2)
#define KS_NEXT(m) KS_SLOT((((m) + 4 * KS_HU) >> 2) + 1 < KS_NU ? (((m) + 4 * KS_HU) >> 2) + 1 : KS_NU - 1)
// One column sum s(m) as an int: its lane.
#define KS_LANE(E, O, m) ((((m) + 4 * KS_HU) & 3) == 0 ? (E[KS_WORD(m)] & 0xffffu) \
        : (((m) + 4 * KS_HU) & 3) == 1 ? (O[KS_WORD(m)] & 0xffffu) \
        : (((m) + 4 * KS_HU) & 3) == 2 ? (E[KS_WORD(m)] >> 16) : (O[KS_WORD(m)] >> 16))

// The kept words of a row read (KS_SHARED_HALO): the two halo words' read pixels in slot 0, one LOP3.
static inline void ks_keep_row(uint* raw) {
#if KS_SHARED_HALO
    raw[0] = (raw[0] & 0xffff0000u) | (raw[KS_NU - 1] & 0x0000ffffu);
#endif
}

// Four sums whose byte 2 is the grey level (each below 2^24: KS_DOT_ROWS) as one word of those bytes.
static inline uint ks_pack_byte2(uint s0, uint s1, uint s2, uint s3) {
#if KS_NV_BYTES
    return ks_byte_perm(ks_byte_perm(s0, s1, 0x0062), ks_byte_perm(s2, s3, 0x0062), 0x5410);
#else
    return ks_pack4(s0 >> 16, s1 >> 16, s2 >> 16, s3 >> 16);
#endif
}

// The byte weights of taps t and t + 2 of a row for ks_dot2 (0 past the radius: the pair's other lane is not a tap).
static inline uint ks_dot_weights(int t) {
    const int u = t + 2;
    const uint w0 = abs(t) <= RADIUS ? (uint) ks_row_a(abs(t)) : 0u;
    const uint w1 = abs(u) <= RADIUS ? (uint) ks_row_a(abs(u)) : 0u;
    return w0 | (w1 << 8);
}

// Four grey levels from two lane pairs [b0, b2] and [b1, b3] (each < 256): bytes b0, b1, b2, b3.
static inline uint ks_pack_lanes(uint ev, uint od) {
#if KS_NV_BYTES
    return ks_byte_perm(ev, od, 0x6240);  // one PRMT (a shift and an OR otherwise)
#else
    return ev | (od << 8);
#endif
}

// Sobel's differences are signed, and a negative lane would borrow from the lane above it, so every lane holds its
// value plus a bias that keeps it in 0..2040 < 2^16 through every step: the column difference bottom - top as bottom
// + (255 - top) in [0, 510] (255 - top never borrows: top <= 255), then per output pair gx = S(c+1) - S(c-1) of the
// smoothed columns (S <= 1020) as S(c+1) + (1020 - S(c-1)) and gy = D(c-1) + 2 D(c) + D(c+1) of the biased
// differences (bias 4 x 255): both g + 1020 in [0, 2040]. No step's lane goes below 0 or above 2^16 - 1, so every
// packed add and subtract is the lanes' own, exactly.
#define KS_SOBEL_BIAS 1020
#define KS_SOBEL_BIAS2 0x03fc03fcu   // the bias in both lanes

// the gradient in the low or high lane of a biased pair, as an int
static inline int ks_sobel_low(uint t) {
    return (int) (t & 0xffffu) - KS_SOBEL_BIAS;
}

static inline int ks_sobel_high(uint t) {
    return (int) (t >> 16) - KS_SOBEL_BIAS;
}

// The directional finish on both lanes: [g0 + 1020, g2 + 1020] -> [min(|g0|, 255), min(|g2|, 255)], ks_finish's
// min(|a|, 255) per lane; each result < 256 leaves the lane's high byte 0 for the byte packing.
static inline uint ks_sobel_saturate2(uint t) {
#if KS_NV_LANES16
    // |t - bias| as max - min (no lane borrows: max >= min in each): on sm_90 three VIMNMX.U16x2 and one IADD3 for
    // two outputs, where __vabsdiffu2 compiled (nvcc 13.0) to nine shifts, logic ops and permutes
    return ks_min_u16x2(ks_max_u16x2(t, KS_SOBEL_BIAS2) - ks_min_u16x2(t, KS_SOBEL_BIAS2), 0x00ff00ffu);
#else
    return min(abs_diff(t & 0xffffu, (uint) KS_SOBEL_BIAS), 255u)
            | (min(abs_diff(t >> 16, (uint) KS_SOBEL_BIAS), 255u) << 16);
#endif
}

#define KS_EDGE_FROM_OWN (RADIUS <= 3)   // the edge halo from the work-item's own words (mirror reads p(R) of them)

#if KS_EDGE_FROM_OWN
// The halo word of a work-item at the image's left edge (x0 = 0), pixels -4..-1, from its first own word
// c = [p0 p1 p2 p3], by the border rule; only the R <= 3 bytes next to it are read. No load and no branch: the
// edge work-items run the same code as the rest of their warp.
static inline uint ks_left_border_word(uint c) {
#if BORDER == 0          // replicate: p0
#if KS_NV_BYTES
    return ks_byte_perm(c, 0u, 0x0000);
#else
    return (c & 0xffu) * 0x01010101u;
#endif
#elif BORDER == 1        // mirror (reflect-101): pixel -d is p(d), so bytes 3, 2, 1 hold p1, p2, p3
#if KS_NV_BYTES
    return ks_byte_perm(c, 0u, 0x1230);
#else
    return ((c & 0xff00u) << 16) | (c & 0xff0000u) | ((c >> 16) & 0xff00u);
#endif
#else                    // constant
    return (uint) (BORDER_VALUE) * 0x01010101u;
#endif
}

// The halo word of a work-item ending at the image's right edge (x0 + VEC = width), pixels w..w+3, from its last own
// word c = [p(w-4) .. p(w-1)]: only bytes 0..R-1 are ever read.
static inline uint ks_right_border_word(uint c) {
#if BORDER == 0          // replicate: p(w-1)
#if KS_NV_BYTES
    return ks_byte_perm(c, 0u, 0x3333);
#else
    return (c >> 24) * 0x01010101u;
#endif
#elif BORDER == 1        // mirror: pixel w-1+d is p(w-1-d), so bytes 0, 1, 2 hold p(w-2), p(w-3), p(w-4)
#if KS_NV_BYTES
    return ks_byte_perm(c, 0u, 0x3012);
#else
    return ((c >> 16) & 0xffu) | (c & 0xff00u) | ((c & 0xffu) << 16);
#endif
#else
    return (uint) (BORDER_VALUE) * 0x01010101u;
#endif
}
#endif

#if KS_SKEWED
// The KS_NU words of a row segment inside the image (x0 - 4 KS_HU .. x0 + VEC + 4 KS_HU, one word more inside it)
// off the words' alignment: the aligned words around it, funnel-shifted by its byte offset (each row's own).
static inline void ks_load_skewed_row(__global const uchar* row, int x0, uint* raw) {
    __global const uchar* p = row + x0 - 4 * KS_HU;
    const uint skew = KS_SKEW(p);
    __global const uint* w = (__global const uint*) (p - skew);
    uint lo = w[0];
    #pragma unroll
    for (int i = 0; i < KS_NU; ++i) {
        // the word after the segment's last holds wanted bytes only when it is skewed: read only then. `|`, not
        // `||`: where the pitch is a multiple of 4 the skew is the constant 0 and NVIDIA's OpenCL compiler and
        // PoCL's clang warned "use of logical '||' with constant operand" on every such build (session 60)
        const uint hi = ((i + 1 < KS_NU) | (skew != 0u)) ? w[i + 1] : 0u;
        raw[i] = ks_funnel_bytes(lo, hi, skew);
        lo = hi;
    }
}
#endif

// The KS_NU words of row y around the work-item's columns (x0 - 4 KS_HU ..): aligned loads inside the image, pixel by
// pixel with the border outside it. whole (a constant after inlining): the row is inside the image (or its index
// clamped) and the work-item's own words are inside and aligned, nothing to test per row. left_in / right_in: the
// halo words lie inside the image; where one does not in the whole path (radius <= 3: the first and the last
// work-item of each image row) it comes from the work-item's own words. Why: until session 29 such a halo sent the
// work-item to the edge copy of the whole body, which its warp then ran beside the fast one (H200, box3 u8 8192^2,
// Nsight Compute: 23.7 active threads per warp of 32, the integer pipe 58% busy, 58 registers). In the form for a
// pitch the words do not align (KS_SKEWED), interior means the segment lies inside with a word to spare on the right,
// and its words come from ks_load_skewed_row.
static inline void ks_load_row(__global const uchar* src, int x0, int y, int width, int height, int pitch, int interior,
                        const int whole, int left_in, int right_in, uint* raw) {
#if BORDER == 2
    const int fast = whole || (interior && y >= 0 && y < height);  // a row outside is all constant: the pixel path
#else
    const int fast = whole || interior;
#endif
#if KS_SKEWED
    if (fast) {
        ks_load_skewed_row(src + (size_t) ks_border_index(y, height) * (size_t) pitch, x0, raw);
    } else
#else
    if (fast) {
        __global const uchar* row = src + (size_t) ks_border_index(y, height) * (size_t) pitch;
        ks_word_load(row + x0, KS_U, raw + KS_HU);
#if KS_EDGE_FROM_OWN
        raw[0] = left_in ? *((__global const uint*) (row + x0 - 4)) : ks_left_border_word(raw[1]);
        raw[1 + KS_U] = right_in ? *((__global const uint*) (row + x0 + VEC)) : ks_right_border_word(raw[KS_U]);
#elif KS_HU == 2 && VEC >= 8
        const uint2 left = *((__global const uint2*) (row + x0 - 8));    // 8-byte aligned: x0 and pitch are
        const uint2 right = *((__global const uint2*) (row + x0 + VEC));  // multiples of VEC
        raw[0] = left.x;
        raw[1] = left.y;
        raw[KS_HU + KS_U] = right.x;
        raw[KS_HU + KS_U + 1] = right.y;
#else
        #pragma unroll
        for (int i = 0; i < KS_HU; ++i) {
            raw[i] = *((__global const uint*) (row + x0 - 4 * (KS_HU - i)));
            raw[KS_HU + KS_U + i] = *((__global const uint*) (row + x0 + VEC + 4 * i));
        }
#endif
    } else
#endif
    {
        #pragma unroll
        for (int i = 0; i < KS_NU; ++i) {
            uint w = 0u;
            #pragma unroll
            for (int b = 0; b < 4; ++b) {
                const int x = x0 - 4 * KS_HU + 4 * i + b;
                // pixels the filter never reads (the words' far ends beyond the radius) may lie outside any border
                // rule's reach: they are read as 0, the lanes they feed are never used
                const int used = x >= x0 - RADIUS && x < x0 + VEC + RADIUS;
                w |= (used ? (uint) ks_load(src, x, y, width, height, pitch) : 0u) << (8 * b);
            }
            raw[i] = w;
        }
    }
}

// The column sums and the window before a walk's first row: zero.
static inline void ks_clear_sums(uint* colE, uint* colO, uint winE[KS_WIN][KS_NK], uint winO[KS_WIN][KS_NK]) {
    #pragma unroll
    for (int k = 0; k < KS_WIN; ++k) {
        #pragma unroll
        for (int i = 0; i < KS_NK; ++i) {
            winE[k][i] = 0u;
            winO[k][i] = 0u;
        }
    }
    #pragma unroll
    for (int i = 0; i < KS_NK; ++i) {
        colE[i] = 0u;
        colO[i] = 0u;
    }
}

#if KS_SKEWED
// The VEC output bytes of a row segment inside the image off the words' alignment, stored as the aligned words inside
// it, funnel-shifted, and its head and tail bytes (a byte and a short at most at each end). Why: stored byte by byte,
// each of a warp's VEC stores touched every sector of its span, VEC times the sector writes of one aligned store (H200,
// box3 u8 at 4097x3001: 52.9 us, 4x its copy's time, against 86% of the copy at 8192^2; 20.5 us in this form
// with the loads above; session 52).
static inline void ks_skewed_store(__global uchar* p, const uint* word) {
    const uint skew = KS_SKEW(p);
    const uint head = (4u - skew) & 3u;          // bytes before the first aligned word
    if (head & 1u) {
        p[0] = (uchar) word[0];
    }
    if (head & 2u) {
        *((__global ushort*) (p + head - 2u)) = (ushort) (word[0] >> (8u * (head - 2u)));
    }
    __global uint* q = (__global uint*) (p + head);
    if (head == 0u) {
        #pragma unroll
        for (int j = 0; j < KS_U; ++j) {
            q[j] = word[j];
        }
    } else {
        #pragma unroll
        for (int j = 0; j + 1 < KS_U; ++j) {
            q[j] = ks_funnel_bytes(word[j], word[j + 1], head);
        }
        __global uchar* t = p + VEC - skew;       // the tail: the last word's top skew bytes, 4-aligned
        const uint last = word[KS_U - 1] >> (8u * head);
        if (skew & 2u) {
            *((__global ushort*) t) = (ushort) last;
        }
        if (skew & 1u) {
            t[skew - 1u] = (uchar) (last >> (8u * (skew - 1u)));
        }
    }
}
#endif

// One input row (raw, row y0 - R + r, already read) into the column sums and window and, once the window is full, one
// output row (y0 + r - 2R): the body of every work-item's walk down its rows, unrolled (ks_filter_block) or rolled
// (ks_stream_block). Inlined into each so that the arrays stay in registers.
static inline KS_ALWAYS_INLINE void ks_row_step(__global const uchar* restrict src, __global uchar* restrict dst,
                                         const int width, const int height, const int pitch, const int x0,
                                         const int y0, const int interior, const int whole, const int left_in,
                                         const int right_in, const int r, const uint* raw, uint* colE, uint* colO,
                                         uint winE[KS_WIN][KS_NK], uint winO[KS_WIN][KS_NK])
{
#if KS_BOX
#if KS_KEEP
    #pragma unroll
    for (int i = 0; i < KS_NK; ++i) {   // winE[0]: the row leaving the window (0 while it fills)
        const uint e = ks_even(raw[i]);
        const uint o = ks_odd(raw[i]);
        colE[i] += e - winE[0][i];      // no lane borrows: the column still holds the leaving row
        colO[i] += o - winO[0][i];
        #pragma unroll
        for (int k = 0; k < 2 * RADIUS; ++k) {
            winE[k][i] = winE[k + 1][i];
            winO[k][i] = winO[k + 1][i];
        }
        winE[2 * RADIUS][i] = e;
        winO[2 * RADIUS][i] = o;
    }
#else
    uint old[KS_NU];
    if (r >= 2 * RADIUS + 1) {          // the row leaving the window, read again (L1: read 2R + 1 rows ago)
        ks_load_row(src, x0, y0 - 3 * RADIUS - 1 + r, width, height, pitch, interior, whole, left_in, right_in, old);
        ks_keep_row(old);
    } else {
        #pragma unroll
        for (int i = 0; i < KS_NK; ++i) {
            old[i] = 0u;
        }
    }
    #pragma unroll
    for (int i = 0; i < KS_NK; ++i) {
        colE[i] += ks_even(raw[i]) - ks_even(old[i]);
        colO[i] += ks_odd(raw[i]) - ks_odd(old[i]);
    }
#endif
#else
    #pragma unroll
    for (int i = 0; i < KS_NK; ++i) {
        #pragma unroll
        for (int k = 0; k < 2 * RADIUS; ++k) {
            winE[k][i] = winE[k + 1][i];
            winO[k][i] = winO[k + 1][i];
        }
        winE[2 * RADIUS][i] = ks_even(raw[i]);
        winO[2 * RADIUS][i] = ks_odd(raw[i]);
    }
#endif
    const int out = r - 2 * RADIUS;
    if (out >= 0 && (whole || y0 + out < height)) {
#if !KS_BOX && !KS_SOBEL
        // Gaussian columns: weighted sums of the window, symmetric pairs first (one multiply per distinct weight)
        #pragma unroll
        for (int i = 0; i < KS_NK; ++i) {
            uint e = (uint) ks_col_a(0) * winE[RADIUS][i];
            uint o = (uint) ks_col_a(0) * winO[RADIUS][i];
            #pragma unroll
            for (int k = 1; k <= RADIUS; ++k) {
                e += (uint) ks_col_a(k) * (winE[RADIUS - k][i] + winE[RADIUS + k][i]);
                o += (uint) ks_col_a(k) * (winO[RADIUS - k][i] + winO[RADIUS + k][i]);
            }
            colE[i] = e;
            colO[i] = o;
        }
#endif
        uint word[KS_U];
#if KS_SOBEL
        // the columns of rows y - 1, y, y + 1 (winE/winO[0..2]), smoothed [1 2 1] (<= 1020) and differenced
        // [-1 0 1] biased by 255 (above); the compiler drops those the filter does not read
        uint dfE[KS_NK];
        uint dfO[KS_NK];
        #pragma unroll
        for (int i = 0; i < KS_NK; ++i) {
            colE[i] = winE[0][i] + 2u * winE[1][i] + winE[2][i];
            colO[i] = winO[0][i] + 2u * winO[1][i] + winO[2][i];
            dfE[i] = winE[2][i] + (0x00ff00ffu - winE[0][i]);
            dfO[i] = winO[2][i] + (0x00ff00ffu - winO[0][i]);
        }
        #pragma unroll
        for (int j = 0; j < KS_U; ++j) {
            // lane pairs [g(4j), g(4j+2)] (ev) and [g(4j+1), g(4j+3)] (od), each lane g + 1020
            const uint gxEv = KS_PAIR(colE, colO, 4 * j + 1) + (KS_SOBEL_BIAS2 - KS_PAIR(colE, colO, 4 * j - 1));
            const uint gxOd = KS_PAIR(colE, colO, 4 * j + 2) + (KS_SOBEL_BIAS2 - KS_PAIR(colE, colO, 4 * j));
            const uint gyEv = KS_PAIR(dfE, dfO, 4 * j - 1) + 2u * KS_PAIR(dfE, dfO, 4 * j)
                    + KS_PAIR(dfE, dfO, 4 * j + 1);
            const uint gyOd = KS_PAIR(dfE, dfO, 4 * j) + 2u * KS_PAIR(dfE, dfO, 4 * j + 1)
                    + KS_PAIR(dfE, dfO, 4 * j + 2);
#if FILTER == 1
            // the magnitude: both gradients unpacked, then ks_finish as every variant calls it (the same float
            // sqrt and rounding, so on each backend the grey levels its other variants give)
            word[j] = ks_pack4((uint) ks_finish(ks_sobel_low(gxEv), ks_sobel_low(gyEv)),
                               (uint) ks_finish(ks_sobel_low(gxOd), ks_sobel_low(gyOd)),
                               (uint) ks_finish(ks_sobel_high(gxEv), ks_sobel_high(gyEv)),
                               (uint) ks_finish(ks_sobel_high(gxOd), ks_sobel_high(gyOd)));
#else
            // one direction: saturated on the lanes, then bytes g0, g1, g2, g3 (every lane < 256)
            const uint ev = ks_sobel_saturate2(FILTER == 2 ? gxEv : gyEv);
            const uint od = ks_sobel_saturate2(FILTER == 2 ? gxOd : gyOd);
            word[j] = ks_pack_lanes(ev, od);
#endif
        }
#elif KS_HPACK
        // row sums on lane pairs: T(c) = [S(c), S(c+2)]; direct for small radii, sliding by one column above
        uint t[VEC - 2];
#if RADIUS <= 2
        #pragma unroll
        for (int c = 0; c < VEC - 2; ++c) {
            if (c % 4 < 2) {
                uint s = 0u;
                #pragma unroll
                for (int d = -RADIUS; d <= RADIUS; ++d) {
                    s += KS_PAIR(colE, colO, c + d);
                }
                t[c] = s;
            }
        }
#else
        t[0] = 0u;
        #pragma unroll
        for (int d = -RADIUS; d <= RADIUS; ++d) {
            t[0] += KS_PAIR(colE, colO, d);
        }
        #pragma unroll
        for (int c = 1; c < VEC - 2; ++c) {
            t[c] = t[c - 1] + KS_PAIR(colE, colO, c + RADIUS) - KS_PAIR(colE, colO, c - 1 - RADIUS);
        }
#endif
        #pragma unroll
        for (int j = 0; j < KS_U; ++j) {
            const uint ev = t[4 * j];        // [S(4j), S(4j+2)]
            const uint od = t[4 * j + 1];    // [S(4j+1), S(4j+3)]
            const ulong c = (ulong) ((NORM) / 2) * (ulong) KS_M;   // round half up: (S + N/2) / N
            word[j] = ks_pack4((uint) (((ulong) (ev & 0xffffu) * KS_M + c) >> 32),
                               (uint) (((ulong) (od & 0xffffu) * KS_M + c) >> 32),
                               (uint) (((ulong) (ev >> 16) * KS_M + c) >> 32),
                               (uint) (((ulong) (od >> 16) * KS_M + c) >> 32));
        }
#elif KS_DOT_ROWS
        // row sums by dot products: taps d, d + 2 from the pair at c + d and d + 1, d + 3 from the next, d = -R step 4
        #pragma unroll
        for (int j = 0; j < KS_U; ++j) {
            uint s[4];
            #pragma unroll
            for (int b = 0; b < 4; ++b) {
                const int c = 4 * j + b;
                uint sum = (uint) ((NORM) / 2);
                #pragma unroll
                for (int d = -RADIUS; d <= RADIUS; d += 4) {
                    sum = ks_dot2(KS_PAIR(colE, colO, c + d), ks_dot_weights(d), sum);
                    if (d + 1 <= RADIUS) {
                        sum = ks_dot2(KS_PAIR(colE, colO, c + d + 1), ks_dot_weights(d + 1), sum);
                    }
                }
                s[b] = sum;
            }
            word[j] = ks_pack_byte2(s[0], s[1], s[2], s[3]);
        }
#else
        // row sums in int32: each column sum unpacked once, symmetric pairs first
        uint v[VEC + 2 * RADIUS];
        #pragma unroll
        for (int m = -RADIUS; m < VEC + RADIUS; ++m) {
            v[m + RADIUS] = KS_LANE(colE, colO, m);
        }
        #pragma unroll
        for (int j = 0; j < KS_U; ++j) {
            uint q[4];
            #pragma unroll
            for (int b = 0; b < 4; ++b) {
                const int c = 4 * j + b + RADIUS;
                uint s = (uint) ((NORM) / 2) + (uint) ks_row_a(0) * v[c];
                #pragma unroll
                for (int k = 1; k <= RADIUS; ++k) {
                    s += (uint) ks_row_a(k) * (v[c - k] + v[c + k]);
                }
                q[b] = s / (uint) (NORM);
            }
            word[j] = ks_pack4(q[0], q[1], q[2], q[3]);
        }
#endif
        const int yo = y0 + out;
        __global uchar* row = dst + (size_t) yo * (size_t) pitch;
#if KS_SKEWED
        if (whole || x0 + VEC <= width) {
            ks_skewed_store(row + x0, word);
        } else
#else
        if (whole || (pitch % VEC == 0 && x0 + VEC <= width)) {
            ks_word_store(row + x0, KS_U, word);
        } else
#endif
        {
            #pragma unroll
            for (int c = 0; c < VEC; ++c) {
                if (x0 + c < width) {
                    row[x0 + c] = (uchar) (word[c / 4] >> (8 * (c % 4)));
                }
            }
        }
    }
}

// The work-item's ROWS x VEC outputs. whole = 1 (a constant: the caller's branch is taken once per work-item) when
// every row read and written lies inside the image (or is clamped to it) and the work-item's own words are inside
// and aligned (its halo words may not be: ks_load_row): no test per row, so the compiler can issue
// the loads of all ROWS + 2R rows before the first is used. Why: with a test per row (whole = 0, the path for blocks
// at an edge) each row's loads sat in their own branch and a work-item waited for one row at a time (H100 SASS of
// box5, followup5: one BSSY/BSYNC region per row, its LDGs consumed right after). Measured (H100 8192^2, followup6):
// box5 69.2 -> 63.9 us, gauss5 77.4 -> 69.0, box7 76.4 -> 72.8, box3 unchanged (56.8 -> 56.5). The edge copy stays
// unrolled: rolled up (one load in flight per pixel) its warps took so long that box3 fell to 67 us (followup6/run1).
static inline KS_ALWAYS_INLINE void ks_filter_block(__global const uchar* restrict src, __global uchar* restrict dst,
                                             const int width, const int height, const int pitch, const int x0,
                                             const int y0, const int interior, const int whole,
                                             const int left_in, const int right_in)
{
    uint colE[KS_NK];   // the column sums, even and odd pixels (box: running; Gaussian: recomputed per output row;
    uint colO[KS_NK];   // Sobel: the smoothed columns, recomputed per output row)
    uint winE[KS_WIN][KS_NK];   // the last 2R + 1 rows, split (KS_KEEP; one unused row otherwise)
    uint winO[KS_WIN][KS_NK];
    ks_clear_sums(colE, colO, winE, winO);
    #pragma unroll
    for (int r = 0; r < ROWS + 2 * RADIUS; ++r) {
        uint raw[KS_NU];
        ks_load_row(src, x0, y0 - RADIUS + r, width, height, pitch, interior, whole, left_in, right_in, raw);
        ks_keep_row(raw);
        ks_row_step(src, dst, width, height, pitch, x0, y0, interior, whole, left_in, right_in, r, raw, colE, colO,
                    winE, winO);
    }
}

#if STREAM
// ---- STREAM: the rows of a work-item inside the image through a ring in local memory, S rows ahead ----
// Why: Nsight Compute on the tuned box3 (H200 8192^2, session 38) found it waiting on its loads (long-scoreboard
// stalls 11.3 warps per issue, issue active 40%) at 42% occupancy: every row's loads are issued together, so they take
// registers (64, with spills, for 8 rows) and the work-item then computes with nothing in flight. Here each row is
// copied S rows ahead into the work-item's own ring slots without registers, while the loop computes the row that has
// landed. A work-item reads only the words it copied itself: no barrier. The copies are cp.async, PTX for sm_80 on:
// CUDA and NVIDIA's OpenCL (inline, KERNELSCOPE_NV_PTX). Elsewhere the copy is a plain load and store done at once
// (the same ring and indices, one row in flight: PoCL in CI checks them). Measured (H200, session 38, 8192^2): box3
// 42.9 -> 40.6 us and box5 48.4 -> 45.6 through CUDA; box3 lost through NVIDIA OpenCL (48.3 against 44.2), and every
// filter whose window takes many registers (box7, gauss5, sobel) or image with few strips (3840x2160) lost.
#define KS_PRAGMA(text) _Pragma(#text)
#define KS_UNROLL(n) KS_PRAGMA(unroll n)      // #pragma unroll with a macro's value (a pragma's text is not expanded)
#define KS_RING (STREAM + 1)                  // slots per work-item: S rows in flight and the row being read
#define KS_ITEMS (GROUP_X * GROUP_Y)
#define KS_OWN_WORDS (KS_RING * KS_ITEMS * KS_U)                  // own words first, each item's VEC-aligned
#define KS_RING_WORDS (KS_OWN_WORDS + KS_RING * KS_ITEMS * 2)     // then one halo word a side
#if defined(KERNELSCOPE_CUDA) && !defined(KERNELSCOPE_NV_PTX) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define KS_ASYNC_COPIES 1
static inline uint ks_shared_address(__local const uint* p) {   // CUDA's generic pointer -> 32-bit shared address
    unsigned long long a;
    asm("cvta.to.shared.u64 %0, %1;" : "=l"(a) : "l"(p));
    return (uint) a;
}
#elif defined(KERNELSCOPE_NV_PTX) && KERNELSCOPE_NV_PTX >= 80
#define KS_ASYNC_COPIES 1
static inline uint ks_shared_address(__local const uint* p) {   // an OpenCL __local pointer's value is its shared address
    return (uint) (size_t) p;
}
#else
#define KS_ASYNC_COPIES 0
#endif
#if KS_ASYNC_COPIES

static inline void ks_copy_words(__local uint* to, __global const uchar* from, const int bytes) {
    if (bytes == 16) {   // .cg: the centre words are read once, so they skip L1; halo words keep it (.ca)
        asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(ks_shared_address(to)), "l"(from) : "memory");
    } else if (bytes == 8) {
        asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" :: "r"(ks_shared_address(to)), "l"(from) : "memory");
    } else {
        asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(ks_shared_address(to)), "l"(from) : "memory");
    }
}
#define KS_COPY_COMMIT() asm volatile("cp.async.commit_group;" ::: "memory")
#define KS_COPY_WAIT() asm volatile("cp.async.wait_group %0;" :: "n"(STREAM) : "memory")   // row r's group landed
#else
static inline void ks_copy_words(__local uint* to, __global const uchar* from, const int bytes) {
    for (int i = 0; i < bytes / 4; ++i) {
        to[i] = ((__global const uint*) from)[i];
    }
}
#define KS_COPY_COMMIT()
#define KS_COPY_WAIT()
#endif

// Row y's words around the work-item into ring slot `slot`: its own VEC bytes and the halo words inside the image.
static inline void ks_copy_row(__global const uchar* src, const int x0, const int y, const int height, const int pitch,
                        const int left_in, const int right_in, __local uint* ring, const int slot, const int item) {
    __global const uchar* row = src + (size_t) ks_border_index(y, height) * (size_t) pitch;
    __local uint* halo = ring + KS_OWN_WORDS + (slot * KS_ITEMS + item) * 2;
    ks_copy_words(ring + (slot * KS_ITEMS + item) * KS_U, row + x0, VEC);
    if (left_in) {
        ks_copy_words(halo, row + x0 - 4, 4);
    }
    if (right_in) {
        ks_copy_words(halo + 1, row + x0 + VEC, 4);
    }
}

// The row in ring slot `slot` as ks_load_row gives it: the halo word outside the image made from the own words.
static inline void ks_read_row(__local const uint* ring, const int slot, const int item, const int left_in,
                        const int right_in, uint* raw) {
    __local const uint* own = ring + (slot * KS_ITEMS + item) * KS_U;
    __local const uint* halo = ring + KS_OWN_WORDS + (slot * KS_ITEMS + item) * 2;
#if KS_U == 4
    const uint4 v = *((__local const uint4*) own);
    raw[1] = v.x;
    raw[2] = v.y;
    raw[3] = v.z;
    raw[4] = v.w;
#elif KS_U == 2
    const uint2 v = *((__local const uint2*) own);
    raw[1] = v.x;
    raw[2] = v.y;
#else
    raw[1] = own[0];
#endif
    raw[0] = left_in ? halo[0] : ks_left_border_word(raw[1]);
    raw[1 + KS_U] = right_in ? halo[1] : ks_right_border_word(raw[KS_U]);
}

// The work-item's ROWS x VEC outputs when all of them and the rows they read lie inside the image (ks_filter_block's
// whole = 1): a rolled walk down the rows, unrolled by the window's length so that its rows rotate by renaming.
static inline KS_ALWAYS_INLINE void ks_stream_block(__global const uchar* restrict src, __global uchar* restrict dst,
                                             const int width, const int height, const int pitch, const int x0,
                                             const int y0, const int interior, const int left_in, const int right_in,
                                             __local uint* ring, const int item)
{
    uint colE[KS_NK];
    uint colO[KS_NK];
    uint winE[KS_WIN][KS_NK];
    uint winO[KS_WIN][KS_NK];
    ks_clear_sums(colE, colO, winE, winO);
    #pragma unroll
    for (int d = 0; d < STREAM; ++d) {
        if (d < ROWS + 2 * RADIUS) {
            ks_copy_row(src, x0, y0 - RADIUS + d, height, pitch, left_in, right_in, ring, d, item);
        }
        KS_COPY_COMMIT();
    }
    int readSlot = 0;
    int writeSlot = STREAM;
    KS_UNROLL(KS_WIN)
    for (int r = 0; r < ROWS + 2 * RADIUS; ++r) {
        if (r + STREAM < ROWS + 2 * RADIUS) {
            ks_copy_row(src, x0, y0 - RADIUS + r + STREAM, height, pitch, left_in, right_in, ring, writeSlot, item);
        }
        KS_COPY_COMMIT();   // an empty group near the end keeps the count the wait relies on
        KS_COPY_WAIT();
        uint raw[KS_NU];
        ks_read_row(ring, readSlot, item, left_in, right_in, raw);
        ks_keep_row(raw);
        ks_row_step(src, dst, width, height, pitch, x0, y0, interior, 1, left_in, right_in, r, raw, colE, colO,
                    winE, winO);
        readSlot = readSlot + 1 == KS_RING ? 0 : readSlot + 1;
        writeSlot = writeSlot + 1 == KS_RING ? 0 : writeSlot + 1;
    }
}
#endif

__kernel KS_GROUP_SIZE_ATTRIBUTE
void stencil_packed(__global const uchar* restrict src, __global uchar* restrict dst,
                    const int width, const int height, const int pitch)
{
#if STREAM
    __local uint4 ring[(KS_RING_WORDS + 3) / 4];   // uint4: the own words' 16-byte copies and reads are aligned
#endif
    const int x0 = (int) get_global_id(0) * VEC;
    const int y0 = (int) get_global_id(1) * ROWS;
    if (x0 >= width || y0 >= height) {
        return;
    }
    // its halo words inside on the left, on the right
    const int left_in = x0 - 4 * KS_HU >= 0;
    const int right_in = x0 + VEC + 4 * KS_HU <= width;
#if KS_SKEWED
    // no row aligned (PITCH_ALIGN < VEC): the row segment inside the image, a word to spare on the right for the
    // funnel's last read, takes the skewed loads; every block tests its rows (whole = 0). Why: an unrolled copy
    // without the tests, as aligned blocks have, ran slower (H200, session 52, CUDA, 4097x3001: box3 22.5 against
    // 20.5 us, sobel 25.2 against 22.2) and doubled the compile
    const int interior = left_in && x0 + VEC + 4 * (KS_HU + 1) <= width;
    ks_filter_block(src, dst, width, height, pitch, x0, y0, interior, 0, left_in, right_in);
#else
#if BORDER == 2
    const int rows_inside = y0 - RADIUS >= 0 && y0 + ROWS + RADIUS <= height;   // no row of the constant
#else
    const int rows_inside = y0 + ROWS <= height;                                // rows outside are clamped/mirrored
#endif
    // the work-item's own words inside the image and aligned
    const int centre = pitch % VEC == 0 && x0 + VEC <= width;
    const int interior = centre && left_in && right_in;   // the whole row segment: word loads without border checks
#if KS_EDGE_FROM_OWN
    // at the image's left or right edge the halo word comes from the work-item's own words (ks_left_border_word)
    const int halo = (left_in || x0 == 0) && (right_in || x0 + VEC == width);
#else
    const int halo = left_in && right_in;
#endif
    if (centre && halo && rows_inside) {
#if STREAM
        const int item = (int) (get_local_id(1) * GROUP_X + get_local_id(0));
        ks_stream_block(src, dst, width, height, pitch, x0, y0, interior, left_in, right_in, (__local uint*) ring, item);
#else
        ks_filter_block(src, dst, width, height, pitch, x0, y0, interior, 1, left_in, right_in);
#endif
    } else {
        ks_filter_block(src, dst, width, height, pitch, x0, y0, interior, 0, left_in, right_in);
    }
#endif
}
