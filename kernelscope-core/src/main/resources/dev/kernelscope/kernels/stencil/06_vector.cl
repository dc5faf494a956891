// Variant 5: vector loads and stores. Each work-item owns VEC adjacent columns and ROWS rows: it reads every input
// row as 2*HW+1 aligned VEC-pixel words (4, 8 or 16 bytes: uint, uint2, uint4) covering its outputs and their
// RADIUS-wide halo, keeps the last 2R+1 row sums of its VEC columns in registers, and stores VEC outputs with one
// vector store. uchar and half stay 8/16-bit in memory and are widened to int/fp32 in registers.
// Tiles at the image's edges, or a pitch that is not a multiple of 4, take the scalar path with borders.
// FMATH=1 (uchar only) does the uchar arithmetic in fp32 instead of int32, exactly: every sum of the ladder's uchar
// filters is an integer below 2^24 (box <= 225 x 255, Gaussian <= 255 x 65536, Sobel <= 1020^2 x 2), so fp32 adds
// and multiply-adds are exact. Why: on sm_80/sm_90 the integer ALU pipe issues 16 lanes per clock per SM quarter
// against 32 for fp32 (FADD/FFMA), and a uchar pixel leaves 4x fewer cycles per byte than a float one.
// SHUFFLE=1 (CUDA; OpenCL C 1.2 has no shuffles and keeps the loads): in warps whose work-items are all inside the
// image, a work-item reads only its centre word per row and takes the halo pixels from its neighbours' centre words
// through warp shuffles; the work-items at a warp's or a group row's ends load the halo words no neighbour holds.
// PATTERN=1/2 turn the kernel into its access pattern's roof, a copy with no arithmetic (the benchmark's "pattern
// roof"): 1 reads exactly the words and rows the filter reads (halo included) and stores the centre words, 2 reads and
// stores only the centre words (the lanes, widths, rows per work-item and group of the filter, no halo). dst = src.
// PITCH_ALIGN (bytes, set by Filter where lanes shuffle): below a word's bytes, no row's words are aligned; whole warps
// inside the image then read pixels one by one and store aligned words built across lanes (KS_SKEWED, below).

#include "stencil_common.cl"   // types, borders, taps, rounding (the registry inlines it before compiling)

#ifndef GROUP_X
#define GROUP_X 32      // work-items per group along x (each owns 4 columns)
#endif
#ifndef GROUP_Y
#define GROUP_Y 8       // work-items per group along y (each owns ROWS rows)
#endif
#ifndef ROWS
#define ROWS 4          // output rows per work-item
#endif
#ifndef VEC
#define VEC 4           // adjacent output columns per work-item = pixels per word: 4, 8, 16 (VEC x pixel bytes <= 16)
#endif
#ifndef FMATH
#define FMATH 0         // 1: uchar sums in fp32 (exact, see above); 0: in int32. Half and float always use fp32.
#endif
#ifndef PATTERN
#define PATTERN 0       // 0: the filter; 1: its access pattern as a copy, halo words included; 2: the centre words only
#endif
#ifndef SHUFFLE
#define SHUFFLE 0       // 1: halo words from the neighbouring work-items' centre words by warp shuffles (CUDA only)
#endif
#ifndef PITCH_ALIGN
#define PITCH_ALIGN 16  // the largest power of two up to 16 that divides the row pitch in bytes (Filter.pitchAlign)
#endif

#if TYPE == 0 && FMATH
typedef float vacc_t;   // what the window and the sums hold
#else
typedef acc_t vacc_t;
#endif
// uchar box in fp32: running sums, exact on integers (a float NaN leaving the window would stay in the sum, so float
// and half keep direct sums). Along the row: one add and one subtract per further output instead of 2R; down the
// column: the new row sum in, the oldest out, instead of 2R + 1 adds per output.
#if TYPE == 0 && FMATH && FILTER == 0 && W0 == 1 && W1 == 1 && W2 == 1 && W3 == 1 && W4 == 1 && W5 == 1 && W6 == 1 \
        && W7 == 1
#define KS_RUNNING 1
#else
#define KS_RUNNING 0
#endif
// With a large window ((2R+1) x VEC row sums in registers, over 64) the running sum re-reads the row leaving it (from
// L1/L2: the group read it 2R+1 rows ago) instead of keeping it: at R=7, VEC=8 the window alone took 120 registers.
#define KS_RELOAD (KS_RUNNING && KS_DIAMETER * VEC > 64)

#if TYPE == 0
#define KS_PIX_BYTES 1
#elif TYPE == 1
#define KS_PIX_BYTES 2
#else
#define KS_PIX_BYTES 4
#endif
#define KS_UINTS (VEC * KS_PIX_BYTES / 4)    // 32-bit parts of one word: 1 (uint), 2 (uint2) or 4 (uint4)
// A pitch that leaves every row's words off alignment (an odd width's dense rows; compiled only for such a pitch, so
// the aligned kernel is unchanged): in warps whose work-items all lie inside, a row's pixels are read one by one and
// its outputs stored as aligned words, each lane's completed by its left neighbour's (ks_store_skewed_word). Where
// lanes do not shuffle such rows keep the pixel-by-pixel path with borders.
#define KS_SKEWED (PITCH_ALIGN < VEC * KS_PIX_BYTES && KS_LANE_SHUFFLES && (GROUP_X * GROUP_Y) % 32 == 0)
#define KS_HW ((RADIUS + VEC - 1) / VEC)     // halo words on each side
#define KS_WORDS (2 * KS_HW + 1)
#define KS_SEG (VEC + 2 * RADIUS)
// Shuffles serve a halo of KS_HW words per side: halo word w (1..KS_HW) on the left is the centre word of the
// work-item w lanes to the left, on the right of the one w lanes to the right. Only the 32-bit parts that hold halo
// pixels move: of left word w those from its pixel w VEC - R on, of right word w those before its pixel
// R - (w - 1) VEC. Why more than one word: at radius 5-7 in float (VEC 4) each work-item loaded 5 words per row for
// its 4 outputs, and that pattern alone ran at 70% of the copy (H200, session 22, radius7: box15's pattern roof).
#if SHUFFLE && defined(KERNELSCOPE_CUDA) && !KS_SKEWED
#define KS_SHUFFLE 1
#else
#define KS_SHUFFLE 0
#endif
#define KS_WHOLE_WARPS (KS_SHUFFLE || KS_SKEWED)   // the fast path taken by whole warps, voted
#define KS_LEFT_FROM(w) ((w) * VEC > RADIUS ? ((w) * VEC - RADIUS) * KS_PIX_BYTES / 4 : 0)
#define KS_RIGHT_TO(w) min(KS_UINTS, ((RADIUS - ((w) - 1) * VEC) * KS_PIX_BYTES + 3) / 4)

// One aligned word at element `at` as KS_UINTS 32-bit parts: one 4, 8 or 16-byte load.
static inline void ks_load_raw(__global const pix_t* src, size_t at, uint* u) {
    ks_word_load(src + at, KS_UINTS, u);
}

// One aligned word at element `at` from KS_UINTS 32-bit parts: one 4, 8 or 16-byte store.
static inline void ks_store_raw(__global pix_t* dst, size_t at, const uint* u) {
    ks_word_store(dst + at, KS_UINTS, u);
}

// The VEC pixels of a word given as its KS_UINTS 32-bit parts, widened.
static inline void ks_widen_word(const uint* u, vacc_t* out) {
    #pragma unroll
    for (int k = 0; k < VEC; ++k) {
#if TYPE == 0 && FMATH
        out[k] = ks_word_pixel_fp32(u, k);
#else
        out[k] = ks_word_pixel(u, k);
#endif
    }
}

// The VEC pixels of the aligned word at element `at` (a multiple of VEC), widened.
static inline void ks_load_word(__global const pix_t* src, size_t at, vacc_t* out) {
    uint u[KS_UINTS];
    ks_load_raw(src, at, u);
    ks_widen_word(u, out);
}

static inline void ks_store_word(__global pix_t* dst, size_t at, const acc_t* v) {
    uint u[KS_UINTS];
    ks_pack_word(v, VEC, KS_UINTS, u);
    ks_store_raw(dst, at, u);
}

// The VEC + 2R pixels around a work-item's VEC columns on row y, widened: aligned words inside, borders at the edges.
// whole (a constant after inlining): row y lies inside the image and the words are aligned, nothing to test.
static inline void ks_load_segment(__global const pix_t* src, int x0, int y, int width, int height, int pitch, int interior,
                            const int whole, vacc_t* seg) {
#if BORDER == 2
    const int fast = whole || (interior && y >= 0 && y < height);  // a row outside is all constant: the scalar path
#else
    const int fast = whole || interior;
#endif
#if KS_SKEWED
    if (fast) {   // the row's words are off alignment: its pixels one by one
        __global const pix_t* at = src + (size_t) (whole ? y : ks_border_index(y, height)) * (size_t) pitch
                + (size_t) (x0 - RADIUS);
        #pragma unroll
        for (int i = 0; i < KS_SEG; ++i) {
            seg[i] = (vacc_t) ks_to_acc(at[i]);
        }
    } else
#endif
    if (fast) {
        vacc_t px[VEC * KS_WORDS];
        const int row = whole ? y : ks_border_index(y, height);
        const size_t rowAt = (size_t) row * (size_t) pitch + (size_t) (x0 - VEC * KS_HW);
#if KS_SHUFFLE
        if (whole) {   // the whole warp is here (the caller's branch is warp-uniform): every lane takes part
            uint part[KS_WORDS][KS_UINTS];
            ks_load_raw(src, rowAt + (size_t) (VEC * KS_HW), part[KS_HW]);
            const uint lane = ks_lane_id();
            const int lx = (int) get_local_id(0);
            #pragma unroll
            for (int w = 1; w <= KS_HW; ++w) {
                #pragma unroll
                for (int i = 0; i < KS_UINTS; ++i) {
                    part[KS_HW - w][i] = i >= KS_LEFT_FROM(w)
                            ? ks_shuffle_up(part[KS_HW][i], (uint) w, 0xffffffffu) : 0u;
                    part[KS_HW + w][i] = i < KS_RIGHT_TO(w)
                            ? ks_shuffle_down(part[KS_HW][i], (uint) w, 0xffffffffu) : 0u;
                }
                if (lane < (uint) w || lx < w) {                          // no neighbour w lanes left in this row
                    ks_load_raw(src, rowAt + (size_t) (VEC * (KS_HW - w)), part[KS_HW - w]);
                }
                if (lane > 31u - (uint) w || lx > GROUP_X - 1 - w) {      // none w lanes right
                    ks_load_raw(src, rowAt + (size_t) (VEC * (KS_HW + w)), part[KS_HW + w]);
                }
            }
            #pragma unroll
            for (int w = 0; w < KS_WORDS; ++w) {
                ks_widen_word(part[w], px + VEC * w);
            }
        } else
#endif
        #pragma unroll
        for (int w = 0; w < KS_WORDS; ++w) {
            ks_load_word(src, rowAt + (size_t) (VEC * w), px + VEC * w);
        }
        #pragma unroll
        for (int i = 0; i < KS_SEG; ++i) {
            seg[i] = px[VEC * KS_HW - RADIUS + i];
        }
    } else {
        #pragma unroll
        for (int i = 0; i < KS_SEG; ++i) {
            seg[i] = (vacc_t) ks_load(src, x0 - RADIUS + i, y, width, height, pitch);
        }
    }
}

// Box row sums of a segment as a running sum: 2R + 1 adds for the first column, one add and one subtract after.
static inline void ks_running_row(const vacc_t* seg, vacc_t* row) {
    vacc_t run = 0;
    #pragma unroll
    for (int i = 0; i < KS_DIAMETER; ++i) {
        run += seg[i];
    }
    #pragma unroll
    for (int c = 0; c < VEC; ++c) {
        if (c > 0) {
            run += seg[c + 2 * RADIUS] - seg[c - 1];
        }
        row[c] = run;
    }
}

// The work-item's ROWS x VEC outputs. whole = 1 (a constant: the caller's branch is taken once per work-item) when
// every row read lies inside the image and every word is aligned: no test per row, so the compiler can issue the
// loads of all ROWS + 2R rows before the first is used, as the packed rung's block does (08_packed.cl, where it took
// H100 box5 from 69.2 to 63.9 us). whole = 0 is the path of the blocks at an edge, with borders.
static inline KS_ALWAYS_INLINE void ks_vector_block(__global const pix_t* restrict src, __global pix_t* restrict dst,
                                             const int width, const int height, const int pitch, const int x0,
                                             const int y0, const int interior, const int whole)
{
    vacc_t winA[KS_DIAMETER][VEC];
    vacc_t winB[KS_DIAMETER][VEC];
    vacc_t colA[VEC];   // KS_RUNNING: the sum of the window's row sums per column
    #pragma unroll
    for (int k = 0; k < KS_DIAMETER; ++k) {
        #pragma unroll
        for (int c = 0; c < VEC; ++c) {
            winA[k][c] = 0;
            winB[k][c] = 0;
            colA[c] = 0;
        }
    }
    #pragma unroll
    for (int r = 0; r < ROWS + 2 * RADIUS; ++r) {
        const int y = y0 - RADIUS + r;
        vacc_t seg[KS_SEG];
        ks_load_segment(src, x0, y, width, height, pitch, interior, whole, seg);
        vacc_t rowA[VEC];
        vacc_t rowB[VEC];
#if KS_RELOAD
        ks_running_row(seg, rowA);
        if (r >= KS_DIAMETER) {            // the row leaving the window, read again
            vacc_t old[VEC];
            ks_load_segment(src, x0, y - KS_DIAMETER, width, height, pitch, interior, whole, seg);
            ks_running_row(seg, old);
            #pragma unroll
            for (int c = 0; c < VEC; ++c) {
                colA[c] += rowA[c] - old[c];
            }
        } else {
            #pragma unroll
            for (int c = 0; c < VEC; ++c) {
                colA[c] += rowA[c];
            }
        }
#elif KS_RUNNING
        ks_running_row(seg, rowA);
        #pragma unroll
        for (int c = 0; c < VEC; ++c) {
            rowB[c] = 0;
            colA[c] += rowA[c] - winA[0][c];   // winA[0]: the row sum leaving the window (0 while it fills)
        }
#else
        #pragma unroll
        for (int c = 0; c < VEC; ++c) {
            vacc_t a = 0;
            vacc_t b = 0;
            #pragma unroll
            for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
                a += (vacc_t) ks_row_a(dx) * seg[c + RADIUS + dx];
#if KS_TWO_CHANNELS
                b += (vacc_t) ks_row_b(dx) * seg[c + RADIUS + dx];
#endif
            }
            rowA[c] = a;
            rowB[c] = b;
        }
#endif
#if !KS_RELOAD
        #pragma unroll
        for (int k = 0; k < KS_DIAMETER - 1; ++k) {
            #pragma unroll
            for (int c = 0; c < VEC; ++c) {
                winA[k][c] = winA[k + 1][c];
                winB[k][c] = winB[k + 1][c];
            }
        }
        #pragma unroll
        for (int c = 0; c < VEC; ++c) {
            winA[KS_DIAMETER - 1][c] = rowA[c];
            winB[KS_DIAMETER - 1][c] = rowB[c];
        }
#endif
        const int out = r - 2 * RADIUS;
        if (out >= 0 && (whole || y0 + out < height)) {
            acc_t v[VEC];
            #pragma unroll
            for (int c = 0; c < VEC; ++c) {
                vacc_t a = 0;
                vacc_t b = 0;
#if KS_RUNNING
                a = colA[c];
#else
                #pragma unroll
                for (int k = 0; k < KS_DIAMETER; ++k) {
                    a += (vacc_t) ks_col_a(k - RADIUS) * winA[k][c];
#if KS_TWO_CHANNELS
                    b += (vacc_t) ks_col_b(k - RADIUS) * winB[k][c];
#endif
                }
#endif
#if TYPE == 0 && FMATH
                v[c] = ks_finish_fmath(a, b);
#else
                v[c] = ks_finish(a, b);
#endif
            }
            const int yo = y0 + out;
#if KS_SKEWED
            if (whole) {   // a whole warp: every lane stores here together
                const int lx = (int) get_local_id(0);
                const int lane = (lx + GROUP_X * (int) get_local_id(1)) & 31;
                ks_store_skewed_word(dst + (size_t) yo * (size_t) pitch + (size_t) x0, VEC, v, 1,
                                     lx > 0 && lane > 0, lx < GROUP_X - 1 && lane < 31);
            } else
#endif
            if (whole || (pitch % VEC == 0 && x0 + VEC <= width)) {
                ks_store_word(dst, (size_t) yo * (size_t) pitch + (size_t) x0, v);
            } else {
                #pragma unroll
                for (int c = 0; c < VEC; ++c) {
                    if (x0 + c < width) {
                        ks_store(dst, x0 + c, yo, pitch, v[c]);
                    }
                }
            }
        }
    }
}

__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void stencil_vector(__global const pix_t* restrict src, __global pix_t* restrict dst,
                    const int width, const int height, const int pitch)
{
    const int x0 = (int) get_global_id(0) * VEC;
    const int y0 = (int) get_global_id(1) * ROWS;
#if KS_SKEWED
    // the whole row segment is inside the image: its pixels read without border checks
    const int interior = x0 - RADIUS >= 0 && x0 + VEC + RADIUS <= width;
#else
    // the whole row segment is inside the image and every word is aligned: vector loads without border checks
    const int interior = pitch % VEC == 0 && x0 - VEC * KS_HW >= 0 && x0 + VEC + VEC * KS_HW <= width;
#endif
    // every row the block reads lies inside the image: no constant row and none that the border maps
    const int rows_inside = y0 - RADIUS >= 0 && y0 + ROWS + RADIUS <= height;
#if KS_WHOLE_WARPS
    // voted before any work-item returns, while the warp is whole (groups are whole warps: a constraint)
    const int all_inside = ks_all_lanes(interior && rows_inside);
#endif
    if (x0 >= width || y0 >= height) {
        return;
    }
#if PATTERN
    // the access pattern's roof: out = in, through the same words. The halo words are folded into the stored word
    // with an AND by `keep`, 0 for every image but unknown to the compiler, so their loads stay (one LOP3 per word).
    if (!interior || pitch % VEC != 0) {
        for (int r = 0; r < ROWS && y0 + r < height; ++r) {
            for (int c = 0; c < VEC && x0 + c < width; ++c) {
                dst[(size_t) (y0 + r) * (size_t) pitch + (size_t) (x0 + c)] =
                        src[(size_t) (y0 + r) * (size_t) pitch + (size_t) (x0 + c)];
            }
        }
        return;
    }
    const uint keep = (uint) width >> 31;
#if PATTERN == 1
    uint fold[KS_UINTS];
    uint centre[KS_DIAMETER][KS_UINTS];   // the centre words of the last 2R + 1 rows: the output row is the middle one
    #pragma unroll
    for (int i = 0; i < KS_UINTS; ++i) {
        fold[i] = 0u;
        #pragma unroll
        for (int k = 0; k < KS_DIAMETER; ++k) {
            centre[k][i] = 0u;
        }
    }
    #pragma unroll
    for (int r = 0; r < ROWS + 2 * RADIUS; ++r) {
        const size_t rowAt = (size_t) clamp(y0 - RADIUS + r, 0, height - 1) * (size_t) pitch
                + (size_t) (x0 - VEC * KS_HW);
        #pragma unroll
        for (int k = 0; k < KS_DIAMETER - 1; ++k) {
            #pragma unroll
            for (int i = 0; i < KS_UINTS; ++i) {
                centre[k][i] = centre[k + 1][i];
            }
        }
        #pragma unroll
        for (int w = 0; w < KS_WORDS; ++w) {
            uint u[KS_UINTS];
            ks_load_raw(src, rowAt + (size_t) (VEC * w), u);
            #pragma unroll
            for (int i = 0; i < KS_UINTS; ++i) {
                if (w == KS_HW) {
                    centre[KS_DIAMETER - 1][i] = u[i];
                } else {
                    fold[i] |= u[i];
                }
            }
        }
        const int out = r - 2 * RADIUS;
        if (out >= 0 && y0 + out < height) {
            uint u[KS_UINTS];
            #pragma unroll
            for (int i = 0; i < KS_UINTS; ++i) {
                u[i] = centre[RADIUS][i] | (fold[i] & keep);
            }
            ks_store_raw(dst, (size_t) (y0 + out) * (size_t) pitch + (size_t) x0, u);
        }
    }
#else
    #pragma unroll
    for (int r = 0; r < ROWS; ++r) {
        if (y0 + r < height) {
            uint u[KS_UINTS];
            ks_load_raw(src, (size_t) (y0 + r) * (size_t) pitch + (size_t) x0, u);
            ks_store_raw(dst, (size_t) (y0 + r) * (size_t) pitch + (size_t) x0, u);
        }
    }
#endif
    (void) keep;
    return;
#endif
#if KS_WHOLE_WARPS
    if (all_inside) {     // shuffles need the whole warp on the same path: warps at an edge take the edge path
#else
    if (interior && rows_inside) {
#endif
        ks_vector_block(src, dst, width, height, pitch, x0, y0, 1, 1);
    } else {
        ks_vector_block(src, dst, width, height, pitch, x0, y0, interior, 0);
    }
}
