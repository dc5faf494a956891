// Variant 11: separable in registers, the column pass first. Each lane owns COLS adjacent columns and walks down ROWS
// output rows; it reads every input row once, as its own COLS pixels only (no horizontal halo loads), and adds them,
// weighted, into the column sums of each output row whose window holds that row. When an output row's column sums are
// complete the lane takes the R column sums on each side from its neighbour lanes by warp shuffles (CUDA and NVIDIA
// OpenCL), sums across the row and stores its COLS outputs. Lanes at a group row's sides (ceil(R / COLS) each) hold
// only halo columns: computed and dropped. Where there are no shuffles (other OpenCL platforms) a lane also reads and
// sums its R halo columns on each side itself: no barrier (a local row exchanged per output row took PoCL's compiler
// over 15 minutes for one unrolled strip), more loads.
// A box (equal weights) sums both passes' windows in blocks (sr_box_add: about 3 adds per output at any radius).
// FMATH=1 (uchar) keeps the sums in fp32, exactly, as the vector rung can.
// Why: at radius 5-7 the vector rung loads 2 ceil(R / VEC) + 1 words per row per work-item (5 for f32 radius 7), and
// that access pattern alone ran at 70% of the copy on the H200 (session 22); here a lane loads one word per row
// (H200, session 31: f32 box15 at 8192^2 236 -> 135 us, 54% -> 94% of the copy; gauss15 234 -> 160 us).

#include "stencil_common.cl"   // types, borders, taps, rounding (the registry inlines it before compiling)

#ifndef GROUP_X
#define GROUP_X 32      // lanes per group row (halo lanes included): one warp, whose lanes exchange by shuffles
#endif
#ifndef GROUP_Y
#define GROUP_Y 4       // independent strips per group, one above the other
#endif
#ifndef ROWS
#define ROWS 8          // output rows per strip (each strip also reads 2 RADIUS halo rows)
#endif
#ifndef COLS
#define COLS 4          // adjacent columns per lane: one 4/8/16-byte word (two 16-byte words for 32 bytes)
#endif
#ifndef FMATH
#define FMATH 0         // uchar only: 1 sums in fp32, exactly (ks_finish_fmath says why); 0 in int32
#endif
#ifndef PITCH_ALIGN
#define PITCH_ALIGN 16  // the largest power of two up to 16 that divides the row pitch in bytes (Filter.pitchAlign)
#endif

// What the column sums and windows hold: fp32 for uchar with FMATH=1 (on sm_80/sm_90 the fp32 pipe issues twice the
// integer pipe's lanes per clock), else the accumulator type.
#if TYPE == 0 && FMATH
#define SR_FMATH 1
typedef float sacc_t;
#else
#define SR_FMATH 0
typedef acc_t sacc_t;
#endif

#define SR_HALO_LANES ((RADIUS + COLS - 1) / COLS)             // lanes on each side whose columns are only halo
#define SR_OUT_COLS ((GROUP_X - 2 * SR_HALO_LANES) * COLS)     // columns one group stores
#define SR_SPAN (GROUP_X * COLS)                              // columns one group row holds
#define SR_IN_ROWS (ROWS + 2 * RADIUS)                        // input rows one strip reads

#if TYPE == 0
#define SR_PIX_BYTES 1
#elif TYPE == 1
#define SR_PIX_BYTES 2
#else
#define SR_PIX_BYTES 4
#endif
#define SR_WORD_BYTES (COLS * SR_PIX_BYTES)
#define SR_WORDS (SR_WORD_BYTES == 4 || SR_WORD_BYTES == 8 || SR_WORD_BYTES == 16 || SR_WORD_BYTES == 32)
#define SR_PARTS (SR_WORD_BYTES >= 4 ? SR_WORD_BYTES / 4 : 1)   // 32-bit parts of a lane's COLS pixels
#define SR_CHUNK (SR_PARTS > 4 ? 4 : SR_PARTS)                  // parts per access (16 bytes at most)

#if KS_LANE_SHUFFLES
#define SR_SHUFFLE 1    // a group row is one warp (GROUP_X = 32): neighbours' column sums by shuffles
#define SR_HALO 0       // columns a lane sums beyond its own on each side
#else
#define SR_SHUFFLE 0
#define SR_HALO RADIUS
#endif
#define SR_SUM_COLS (COLS + 2 * SR_HALO)                       // column sums a lane keeps per output row
// A pitch that leaves every row's words off alignment (an odd width's dense rows; compiled only for such a pitch, so
// the aligned kernel is unchanged): groups inside the image read a lane's pixels one by one and store its outputs as
// aligned words completed from the lane on its left (ks_store_skewed_word), instead of pixel by pixel with borders.
#define SR_SKEWED (SR_SHUFFLE && SR_WORDS && SR_WORD_BYTES <= 16 && PITCH_ALIGN < SR_WORD_BYTES)

// Equal weights within the radius (a box): window sums in blocks (below) instead of 2R + 1 taps per output
#define SR_EQUAL(k) (RADIUS < (k) || (W##k) == (W0))
#define SR_BOX (FILTER == 0 && SR_EQUAL(1) && SR_EQUAL(2) && SR_EQUAL(3) && SR_EQUAL(4) && SR_EQUAL(5) && SR_EQUAL(6) \
        && SR_EQUAL(7))

#if KS_TWO_CHANNELS
#define SR_CHANNELS 2   // the Sobel magnitude: both derivatives' column sums cross the row
#else
#define SR_CHANNELS 1
#endif

// The lane's COLS pixels at `at` (aligned to their width) by one or two accesses, widened.
static inline void sr_load_word(__global const pix_t* at, sacc_t* v) {
#if SR_WORDS
    uint part[SR_PARTS];
    #pragma unroll
    for (int i = 0; i < SR_PARTS; i += SR_CHUNK) {
        ks_word_load(at + i * 4 / SR_PIX_BYTES, SR_CHUNK, part + i);
    }
    #pragma unroll
    for (int c = 0; c < COLS; ++c) {
#if SR_FMATH
        v[c] = ks_word_pixel_fp32(part, c);
#else
        v[c] = ks_word_pixel(part, c);
#endif
    }
#endif
}

// Row y at the lane's columns from x0 (and SR_HALO more on each side, v[SR_HALO] being column x0) with the border
// applied: the lane's own as one word where they lie inside the image and the pitch keeps words aligned (always when
// `fast`), else pixel by pixel (a lane beyond an edge reads the columns the border maps it to); the halo pixel by pixel.
static inline KS_ALWAYS_INLINE void sr_load_row(const int fast, __global const pix_t* src, int x0, int y, int width,
                                         int height, int pitch, int words, sacc_t* v) {
    #pragma unroll
    for (int c = 0; c < SR_HALO; ++c) {
        v[c] = (sacc_t) ks_load(src, x0 - SR_HALO + c, y, width, height, pitch);
        v[SR_HALO + COLS + c] = (sacc_t) ks_load(src, x0 + COLS + c, y, width, height, pitch);
    }
    if (fast) {
#if SR_SKEWED
        __global const pix_t* at = src + (size_t) y * (size_t) pitch + (size_t) x0;
        #pragma unroll
        for (int c = 0; c < COLS; ++c) {
            v[SR_HALO + c] = (sacc_t) ks_to_acc(at[c]);
        }
#else
        sr_load_word(src + (size_t) y * (size_t) pitch + (size_t) x0, v + SR_HALO);
#endif
        return;
    }
#if BORDER == 2
    if (y < 0 || y >= height) {
        #pragma unroll
        for (int c = 0; c < COLS; ++c) {
            v[SR_HALO + c] = (sacc_t) KS_BORDER_CONSTANT;
        }
        return;
    }
#endif
#if SR_WORDS
    if (words) {
        sr_load_word(src + (size_t) ks_border_index(y, height) * (size_t) pitch + (size_t) x0, v + SR_HALO);
        return;
    }
#endif
    #pragma unroll
    for (int c = 0; c < COLS; ++c) {
        v[SR_HALO + c] = (sacc_t) ks_load(src, x0 + c, y, width, height, pitch);
    }
}

#if TYPE == 0 && !SR_FMATH
#define SR_BITS(v) ((uint) (v))
#define SR_VALUE(u) ((int) (u))
#else
#define SR_BITS(v) as_uint(v)
#define SR_VALUE(u) as_float(u)
#endif

// The lane's column sums of one output row (per channel) with the R neighbouring columns on each side:
// ext[ch][RADIUS + c] is the lane's column c. By shuffles from the lanes beside it, or its own halo sums.
static inline void sr_exchange(sacc_t col[SR_CHANNELS][SR_SUM_COLS], sacc_t ext[SR_CHANNELS][COLS + 2 * RADIUS]) {
#if SR_SHUFFLE
    // column x0 - 1 - j is column COLS - 1 - j % COLS of the lane 1 + j / COLS to the left; x0 + COLS + j is column
    // j % COLS of the lane 1 + j / COLS to the right (a halo lane at the warp's end gets a value it never uses)
    #pragma unroll
    for (int ch = 0; ch < SR_CHANNELS; ++ch) {
        #pragma unroll
        for (int c = 0; c < COLS; ++c) {
            ext[ch][RADIUS + c] = col[ch][c];
        }
        #pragma unroll
        for (int j = 0; j < RADIUS; ++j) {
            const uint lanes = (uint) (1 + j / COLS);
            ext[ch][RADIUS - 1 - j] = SR_VALUE(ks_from_left(SR_BITS(col[ch][COLS - 1 - j % COLS]), lanes));
            ext[ch][RADIUS + COLS + j] = SR_VALUE(ks_from_right(SR_BITS(col[ch][j % COLS]), lanes));
        }
    }
#else
    #pragma unroll
    for (int ch = 0; ch < SR_CHANNELS; ++ch) {
        #pragma unroll
        for (int c = 0; c < SR_SUM_COLS; ++c) {
            ext[ch][c] = col[ch][c];
        }
    }
#endif
}

// A box's window sums over a sequence (van Herk / Gil-Werman): inputs in blocks of D = 2R + 1 from the first, the
// window [i - 2R, i] is one whole block or the suffix of one block from i - 2R plus the next block's prefix to i.
// About 3 adds per output against 2R, no subtraction: a NaN or infinity gives what the direct sum gives. Everything
// is indexed by constants after unrolling; a kept input or suffix no window reads is dead code.
// sr_box_add: input i (n values) goes into its block's prefix `pre` and is kept; at a block's end the block's suffix
// sums are formed in `suf` (slot s: its inputs s..D-1).
static inline KS_ALWAYS_INLINE void sr_box_add(const int i, const int n, const sacc_t* in, sacc_t* keep, sacc_t* suf,
                                        sacc_t* pre) {
    const int j = i % KS_DIAMETER;
    #pragma unroll
    for (int c = 0; c < n; ++c) {
        pre[c] = j == 0 ? in[c] : pre[c] + in[c];
        keep[j * n + c] = in[c];
    }
    if (j == KS_DIAMETER - 1) {   // the block is complete; the previous block's suffixes were last read at j = D-2
        #pragma unroll
        for (int c = 0; c < n; ++c) {
            suf[(KS_DIAMETER - 1) * n + c] = keep[(KS_DIAMETER - 1) * n + c];
            #pragma unroll
            for (int t = KS_DIAMETER - 2; t >= 0; --t) {
                suf[t * n + c] = keep[t * n + c] + suf[(t + 1) * n + c];
            }
        }
    }
}

// sr_box_window: after sr_box_add of input i >= 2R, the sums of the window [i - 2R, i], times `weight`.
static inline KS_ALWAYS_INLINE void sr_box_window(const int i, const int n, const sacc_t* suf, const sacc_t* pre,
                                           const sacc_t weight, sacc_t* sum) {
    const int j = i % KS_DIAMETER;
    #pragma unroll
    for (int c = 0; c < n; ++c) {   // window start i - 2R: slot j + 1 of the previous block, or this whole block
        sum[c] = (j == KS_DIAMETER - 1 ? suf[c] : suf[(j + 1) * n + c] + pre[c]) * weight;
    }
}

// The output from the channel sums: the integer finish, or its fp32 twin for uchar with FMATH.
static inline acc_t sr_finish(sacc_t a, sacc_t b) {
#if SR_FMATH
    return ks_finish_fmath(a, b);
#else
    return ks_finish(a, b);
#endif
}

// One strip: `fast` is a literal after inlining (the kernel calls the walk twice), 1 for a group whose rows and
// columns all lie inside the image with aligned words, which then compiles without border code.
static inline KS_ALWAYS_INLINE void sr_walk(const int fast, __global const pix_t* restrict src, __global pix_t* restrict dst,
                                     const int width, const int height, const int pitch, const int gx0,
                                     const int ystrip) {
    const int lane = (int) get_local_id(0);
    const int x0 = gx0 + lane * COLS;
    const int words = fast || (pitch % COLS == 0 && x0 >= 0 && x0 + COLS <= width);
    const int stores = lane >= SR_HALO_LANES && lane < GROUP_X - SR_HALO_LANES && x0 < width;

    // acc[r]: output row r's column sums so far; input row i (image row ystrip - R + i) adds into every output row
    // r with i - 2R <= r <= i, tap dy = i - r - R, so each sum gathers its taps in the order dy = -R..R
    sacc_t acc[ROWS][SR_CHANNELS][SR_SUM_COLS];
#if SR_BOX
    sacc_t keep[KS_DIAMETER * SR_SUM_COLS];
    sacc_t suf[KS_DIAMETER * SR_SUM_COLS];
    sacc_t pre[SR_SUM_COLS];
#endif
    #pragma unroll
    for (int i = 0; i < SR_IN_ROWS; ++i) {
        sacc_t in[SR_SUM_COLS];
        sr_load_row(fast, src, x0, ystrip - RADIUS + i, width, height, pitch, words, in);
#if SR_BOX
        sr_box_add(i, SR_SUM_COLS, in, keep, suf, pre);
        if (i >= 2 * RADIUS) {   // output row i - 2R's column sums
            sr_box_window(i, SR_SUM_COLS, suf, pre, (sacc_t) ks_col_a(0), acc[i - 2 * RADIUS][0]);
        }
#else
        #pragma unroll
        for (int r = 0; r < ROWS; ++r) {
            const int dy = i - r - RADIUS;
            if (dy >= -RADIUS && dy <= RADIUS) {
                #pragma unroll
                for (int c = 0; c < SR_SUM_COLS; ++c) {
                    const sacc_t a = (sacc_t) ks_col_a(dy) * in[c];
                    acc[r][0][c] = dy == -RADIUS ? a : acc[r][0][c] + a;
#if KS_TWO_CHANNELS
                    const sacc_t b = (sacc_t) ks_col_b(dy) * in[c];
                    acc[r][1][c] = dy == -RADIUS ? b : acc[r][1][c] + b;
#endif
                }
            }
        }
#endif
        const int r = i - 2 * RADIUS;   // the output row whose column sums this input row completed
        if (r >= 0) {
            sacc_t ext[SR_CHANNELS][COLS + 2 * RADIUS];
            sr_exchange(acc[r], ext);
            acc_t out[COLS];
#if SR_BOX
            {
                sacc_t hkeep[KS_DIAMETER];
                sacc_t hsuf[KS_DIAMETER];
                sacc_t hpre[1];
                #pragma unroll
                for (int k = 0; k < COLS + 2 * RADIUS; ++k) {
                    sr_box_add(k, 1, ext[0] + k, hkeep, hsuf, hpre);
                    if (k >= 2 * RADIUS) {
                        sacc_t a;
                        sr_box_window(k, 1, hsuf, hpre, (sacc_t) ks_row_a(0), &a);
                        out[k - 2 * RADIUS] = sr_finish(a, 0);
                    }
                }
            }
#else
            #pragma unroll
            for (int c = 0; c < COLS; ++c) {
                sacc_t a = 0;
                sacc_t b = 0;
                #pragma unroll
                for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
                    a += (sacc_t) ks_row_a(dx) * ext[0][RADIUS + c + dx];
#if KS_TWO_CHANNELS
                    b += (sacc_t) ks_row_b(dx) * ext[1][RADIUS + c + dx];
#endif
                }
                out[c] = sr_finish(a, b);
            }
#endif
#if SR_SKEWED
            if (fast) {   // the group lies inside: every lane of the warp here together
                ks_store_skewed_word(dst + (size_t) (ystrip + r) * (size_t) pitch + (size_t) x0, COLS, out, stores,
                                     lane > SR_HALO_LANES, lane < GROUP_X - SR_HALO_LANES - 1);
            } else
#endif
            if (stores && ystrip + r < height) {
                ks_store_columns(dst + (size_t) (ystrip + r) * (size_t) pitch + (size_t) x0, x0, width, COLS,
                                 SR_WORDS ? SR_PARTS : 0, words, out);
            }
        }
    }
}

__kernel KS_GROUP_SIZE_ATTRIBUTE
void stencil_separable_registers(__global const pix_t* restrict src, __global pix_t* restrict dst,
                                 const int width, const int height, const int pitch)
{
    const int gx0 = (int) get_group_id(0) * SR_OUT_COLS - SR_HALO_LANES * COLS;   // the group's first column
    const int ygroup = (int) get_group_id(1) * GROUP_Y * ROWS;                     // its first output row
    const int ystrip = ygroup + (int) get_local_id(1) * ROWS;                      // the strip's first output row
    // every row the group reads and every column it holds inside the image, words aligned or the skewed form's
    // (uniform per group)
    // (the words' test by the preprocessor: NVIDIA's OpenCL compiler warned "use of logical '&&' with constant
    // operand" on SR_WORDS && (SR_SKEWED || ...) and printed "1 warning generated." for every such build)
#if SR_WORDS && SR_SKEWED
    const int wordsFit = 1;
#elif SR_WORDS
    const int wordsFit = pitch % COLS == 0;
#else
    const int wordsFit = 0;
#endif
    const int fast = wordsFit && gx0 >= 0 && gx0 + SR_SPAN <= width
            && ygroup - RADIUS >= 0 && ygroup + GROUP_Y * ROWS + RADIUS <= height;
    if (fast) {
        sr_walk(1, src, dst, width, height, pitch, gx0, ystrip);
    } else {
        sr_walk(0, src, dst, width, height, pitch, gx0, ystrip);
    }
}
