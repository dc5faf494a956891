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
// SHUFFLE=1 (GROUP_X = 32, where warps shuffle: CUDA and NVIDIA's OpenCL) takes the edge values from the neighbour
// lanes by warp shuffles instead: no exchange and no barrier per row for the groups inside the image.
// FMATH=1 (uchar) sums every pass in fp32 and rounds it there, exactly (ks_round_fmath): the integer build's rounded
// division by the window's area (a multiply-high and shifts per pass and pixel) and its byte unpacking were most of
// its loop (659 PTX instructions per three rows against f32's 535, session 11).
// Needs RADIUS <= COLS (a tap reaches the next lane only). FILTER must be 0.

#include "stencil_common.cl"   // types, borders, taps, rounding (the registry inlines it before compiling)

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
#define AHEAD 4         // rows loaded ahead of the one a step uses (raw words inside the image, values at its edges)
#endif
#ifndef SHUFFLE
#define SHUFFLE 0       // 1: the inner groups' edge values by warp shuffles (a group row is one warp), 0: local memory
#endif
#ifndef FMATH
#define FMATH 0         // uchar only: 1 sums and rounds every pass in fp32, exactly; 0 in int32
#endif
#define KR_SHUFFLE (SHUFFLE && KS_LANE_SHUFFLES && GROUP_X == 32)
// What the windows, rows and exchange hold: fp32 for uchar with FMATH=1, else the accumulator type.
#if TYPE == 0 && FMATH
#define KR_FMATH 1
typedef float racc_t;
#define KR_BITS(v) as_uint(v)
#define KR_VALUE(u) as_float(u)
#else
#define KR_FMATH 0
typedef acc_t racc_t;
#define KR_BITS(v) ks_acc_bits(v)
#define KR_VALUE(u) ks_acc_value(u)
#endif
// Where each row's barriers sit. NVIDIA's compilers (CUDA, NVIDIA OpenCL) get the measured form: the groups inside
// the image one barrier per row (none with KR_SHUFFLE), the side groups two, each inside its branch of the group's
// uniform choice. Elsewhere both barriers are in straight-line code, the side groups' row and the inner groups' edge
// values stored before the first and read after it: Ubuntu 24.04's PoCL 5.0 (LLVM 16) aborted the whole process
// compiling the barriers in the branches ("Cannot add context restore for a PHI node at the region entry!", session
// 37), as no other PoCL here did (3.1, 6.0).
#if defined(KERNELSCOPE_CUDA) || defined(KERNELSCOPE_NV_PTX)
#define KR_STRAIGHT_BARRIERS 0
#else
#define KR_STRAIGHT_BARRIERS 1
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

// This file's helpers stay plain `inline`, unlike stencil_common.cl's `static inline` ones: PoCL compiles with
// -Dinline=, which leaves them external functions that its barrier passes inline themselves. Made static, clang
// inlined kr_walk's barriers into the kernel's uniform `if (fast)` branches first, and PoCL 3.1 then ran box3x4 u8
// with wrong pixels (12,453 of 257x255, grey levels off by up to 127) and 5x slower (session 59, CI on PoCL); the
// NVIDIA compilers gave the same results either way (797 of 797 through CUDA).

// The lane's COLS pixels at `at` as one word (KR_WORDS; `at` aligned to it), as 32-bit parts.
inline void kr_fetch_word(__global const pix_t* at, uint* part) {
#if KR_WORDS
    ks_word_load(at, KR_PARTS, part);
#endif
}

// A word's parts widened to the lane's COLS values.
inline void kr_unpack_word(const uint* part, racc_t* v) {
    #pragma unroll
    for (int c = 0; c < COLS; ++c) {
#if KR_FMATH
        v[c] = ks_word_pixel_fp32(part, c);
#else
        v[c] = ks_word_pixel(part, c);
#endif
    }
}

// The lane's COLS pixels at `at` as one word (KR_WORDS; `at` aligned to it), widened.
inline void kr_load_word(__global const pix_t* at, racc_t* v) {
#if KR_WORDS
    uint part[KR_PARTS];
    kr_fetch_word(at, part);
    kr_unpack_word(part, v);
#endif
}

// Row y of the image at the lane's COLS columns from x0, the border applied: one word where it lies inside the image
// and the pitch keeps words aligned, else pixel by pixel.
inline void kr_load_row(__global const pix_t* src, int x0, int y, int width, int height, int pitch, int words,
                        racc_t* v) {
#if BORDER == 2
    if (y < 0 || y >= height) {
        #pragma unroll
        for (int c = 0; c < COLS; ++c) {
            v[c] = (racc_t) KS_BORDER_CONSTANT;
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
        v[c] = (racc_t) ks_load(src, x0 + c, y, width, height, pitch);
    }
}


// The weighted sum across one row: ext holds the lane's COLS values with R neighbours' values on each side.
inline void kr_row_sums(const racc_t* ext, racc_t* h) {
    #pragma unroll
    for (int c = 0; c < COLS; ++c) {
        // from the first tap, not from 0: fp32 cannot drop an add of 0 (-0 + 0 is +0), so FMATH would pay one more
        racc_t s = (racc_t) ks_row_a(-RADIUS) * ext[c];
        #pragma unroll
        for (int dx = -RADIUS + 1; dx <= RADIUS; ++dx) {
            s += (racc_t) ks_row_a(dx) * ext[RADIUS + c + dx];
        }
        h[c] = s;
    }
}

// A group inside the image: the R left and R right values of each pass's row, stored for the neighbour lanes in this
// step's buffer of the exchange.
inline void kr_put_edges(__local racc_t* buf, const int plane, const int me, racc_t pend[PASSES][COLS]) {
    #pragma unroll
    for (int k = 0; k < PASSES; ++k) {
        #pragma unroll
        for (int r = 0; r < RADIUS; ++r) {
            buf[((k * 2 + 0) * RADIUS + r) * plane + me] = pend[k][r];
            buf[((k * 2 + 1) * RADIUS + r) * plane + me] = pend[k][COLS - 1 - r];
        }
    }
}

// A group inside the image: each pass's row sums, the neighbours' edge values from the exchange (after its barrier),
// or from the neighbour lanes by warp shuffles (KR_SHUFFLE).
inline void kr_inner_sums(__local const racc_t* buf, const int plane, const int sy, const int left, const int right,
                          racc_t pend[PASSES][COLS], racc_t sums[PASSES][COLS]) {
    #pragma unroll
    for (int k = 0; k < PASSES; ++k) {
        racc_t ext[COLS + 2 * RADIUS];
        #pragma unroll
        for (int r = 0; r < RADIUS; ++r) {
#if KR_SHUFFLE
            // the left lane's last R columns and the right lane's first R, from the same warp: no barrier (a lane at
            // the warp's end gets its own values back, and is a halo lane that stores nothing)
            ext[RADIUS - 1 - r] = KR_VALUE(ks_from_left(KR_BITS(pend[k][COLS - 1 - r]), 1u));
            ext[RADIUS + COLS + r] = KR_VALUE(ks_from_right(KR_BITS(pend[k][r]), 1u));
#else
            ext[RADIUS - 1 - r] = buf[((k * 2 + 1) * RADIUS + r) * plane + sy * GROUP_X + left];
            ext[RADIUS + COLS + r] = buf[((k * 2 + 0) * RADIUS + r) * plane + sy * GROUP_X + right];
#endif
        }
        #pragma unroll
        for (int c = 0; c < COLS; ++c) {
            ext[RADIUS + c] = pend[k][c];
        }
        kr_row_sums(ext, sums[k]);
    }
}

// A group at the left or right edge: every pass's whole row stored in local memory ...
inline void kr_put_row(__local racc_t* xch, const int sy, const int lane, racc_t pend[PASSES][COLS]) {
    #pragma unroll
    for (int k = 0; k < PASSES; ++k) {
        #pragma unroll
        for (int c = 0; c < COLS; ++c) {
            xch[(k * GROUP_Y + sy) * KR_SPAN + lane * COLS + c] = pend[k][c];
        }
    }
}

// ... and, after the barrier, each tap read where the border maps it (these groups are a few percent of the image).
inline void kr_side_sums(__local const racc_t* xch, const int sy, const int x0, const int gx0, const int width,
                         racc_t sums[PASSES][COLS]) {
    #pragma unroll
    for (int k = 0; k < PASSES; ++k) {
        racc_t ext[COLS + 2 * RADIUS];
        #pragma unroll
        for (int i = 0; i < COLS + 2 * RADIUS; ++i) {
            const int x = x0 - RADIUS + i;
#if BORDER == 2
            if (x < 0 || x >= width) {
                ext[i] = (racc_t) KS_BORDER_CONSTANT;
                continue;
            }
#endif
            // a lane whose columns lie outside the image computes values nobody reads: clamp its reads
            const int at = clamp(ks_border_index(x, width) - gx0, 0, KR_SPAN - 1);
            ext[i] = xch[(k * GROUP_Y + sy) * KR_SPAN + at];
        }
        kr_row_sums(ext, sums[k]);
    }
}

// A pass's output from its 2D sum, as the next pass reads it: rounded to the pixel type (FMATH: in fp32, exactly).
inline racc_t kr_pass_value(racc_t a) {
#if KR_FMATH
    return ks_round_fmath(a);
#else
    return ks_round_trip(ks_finish(a, 0));
#endif
}

// The last pass's output from its 2D sum, as it is stored.
inline acc_t kr_output(racc_t a) {
#if KR_FMATH
    return ks_finish_fmath(a, 0.0f);
#else
    return ks_round_trip(ks_finish(a, 0));
#endif
}

// One work-item's walk down its strip. `fast` is a literal after inlining (the kernel calls the walk twice): 1 for a
// group whose rows and columns, in every pass, lie inside the image and whose rows load as words, which then compiles
// without any border code (the load's clamp, the per-row border branch of each pass, the side groups' path); 0 for
// the rest. Written once with one branch per row and pass, the border code cost every group (docs/stencil-ladder.md).
inline void kr_walk(const int fast, __global const pix_t* restrict src, __global pix_t* restrict dst,
                    const int width, const int height, const int pitch, __local racc_t* xch, const int gx0,
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
    // the border walk the same AHEAD rows, as values with the border applied: without them its steps waited on their
    // loads, and a group at the image's edge took about 3.6 times an inner group's time (f32 box3x4 on the H200
    // through CUDA, 4.3 through NVIDIA OpenCL: fitted to four images of 2^26 pixels with 1.5-11% such groups). With
    // them: 8192^2 190.6 -> 185.4 us, 3840x2160 47.6 -> 42.5, box3x2 there 35.7 -> 27.7 (session 41)
    racc_t aheadRows[AHEAD][COLS];
    #pragma unroll
    for (int d = 0; d < AHEAD; ++d) {
        if (fast) {
            kr_fetch_word(src + (size_t) min(ystrip - KR_HALO + d, height - 1) * (size_t) pitch + (size_t) x0,
                          ahead[d]);
        } else {
            kr_load_row(src, x0, ystrip - KR_HALO + d, width, height, pitch, words, aheadRows[d]);
        }
    }
#endif
    racc_t win[PASSES][KS_DIAMETER][COLS];  // per pass: row sums of its input rows, slot (t mod 2R+1)
    racc_t pend[PASSES][COLS];              // pend[0]: the row just read; pend[k]: pass k's last row (pass k+1's input)
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
#if AHEAD > 0
                    #pragma unroll
                    for (int c = 0; c < COLS; ++c) {
                        pend[0][c] = aheadRows[0][c];
                    }
                    #pragma unroll
                    for (int d = 0; d + 1 < AHEAD; ++d) {
                        #pragma unroll
                        for (int c = 0; c < COLS; ++c) {
                            aheadRows[d][c] = aheadRows[d + 1][c];
                        }
                    }
                    // rows past the strip's last are loaded and never used: the border maps them into the image
                    kr_load_row(src, x0, yin + AHEAD, width, height, pitch, words, aheadRows[AHEAD - 1]);
#else
                    kr_load_row(src, x0, yin, width, height, pitch, words, pend[0]);
#endif
                }
                racc_t sums[PASSES][COLS];                            // sums[k]: row sums of pend[k], pass k+1's input
#if KR_STRAIGHT_BARRIERS
                __local racc_t* buf = xch + (t & 1) * (PASSES * 2 * RADIUS) * plane;   // this step's exchange buffer
                if (fast || interior) {
                    kr_put_edges(buf, plane, me, pend);
                } else {
                    kr_put_row(xch, sy, lane, pend);
                }
                barrier(CLK_LOCAL_MEM_FENCE);
                if (fast || interior) {
                    kr_inner_sums(buf, plane, sy, left, right, pend, sums);
                } else {
                    kr_side_sums(xch, sy, x0, gx0, width, sums);
                }
                barrier(CLK_LOCAL_MEM_FENCE);
#else
                if (fast || interior) {
                    __local racc_t* buf = xch + (t & 1) * (PASSES * 2 * RADIUS) * plane;
#if !KR_SHUFFLE
                    kr_put_edges(buf, plane, me, pend);
                    barrier(CLK_LOCAL_MEM_FENCE);
#endif
                    kr_inner_sums(buf, plane, sy, left, right, pend, sums);
                } else {
                    kr_put_row(xch, sy, lane, pend);
                    barrier(CLK_LOCAL_MEM_FENCE);
                    kr_side_sums(xch, sy, x0, gx0, width, sums);
                    barrier(CLK_LOCAL_MEM_FENCE);
                }
#endif
                // the passes from last to first: pass k reads pend[k-1] before pass k-1 replaces it
                #pragma unroll
                for (int k = PASSES; k >= 1; --k) {
                    #pragma unroll
                    for (int c = 0; c < COLS; ++c) {
                        win[k - 1][phase][c] = sums[k - 1][c];          // the newest row: tap dy = +R
                    }
                    const int y = yin - (k - 1) - k * RADIUS;           // the row pass k completes now
                    racc_t area[COLS];                                   // the pass's 2D sums
                    #pragma unroll
                    for (int c = 0; c < COLS; ++c) {
                        racc_t a;
                        if (fast || k == 1 || (y - RADIUS >= 0 && y + RADIUS < height)) {
                            // slot of tap dy: the newest (phase) holds dy = +R, the one after it the oldest, dy = -R;
                            // from the first tap, as the row sums
                            a = (racc_t) ks_col_a(-RADIUS) * win[k - 1][(phase + 1) % KS_DIAMETER][c];
                            #pragma unroll
                            for (int dy = -RADIUS + 1; dy <= RADIUS; ++dy) {
                                a += (racc_t) ks_col_a(dy) * win[k - 1][(phase + 1 + RADIUS + dy) % KS_DIAMETER][c];
                            }
                        } else {
                            // a tap outside the image: pass k-1's row there is the border of pass k-1's image, i.e.
                            // the row (within R of y) the border maps it to, or the constant (uniform per row)
                            a = 0;
                            #pragma unroll
                            for (int dy = -RADIUS; dy <= RADIUS; ++dy) {
                                racc_t v = 0;
#if BORDER == 2
                                if (y + dy < 0 || y + dy >= height) {
                                    #pragma unroll
                                    for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
                                        v += (racc_t) (ks_row_a(dx) * KS_BORDER_CONSTANT);
                                    }
                                } else
#endif
                                {
                                    const int from = ks_border_index(y + dy, height) - y;
#if defined(KERNELSCOPE_CUDA)
                                    #pragma unroll
                                    for (int j = -RADIUS; j <= RADIUS; ++j) {
                                        v = from == j ? win[k - 1][(phase + 1 + RADIUS + j) % KS_DIAMETER][c] : v;
                                    }
#else
                                    // the slot picked by a bit of a one-hot mask, not by from == j: NVIDIA's OpenCL
                                    // compiler put from in place of j under that test, made the slot an index computed
                                    // at run time and moved the whole window to local memory (324 LDL per turn in the
                                    // border walk of the f32 box3x4 entry; 261 -> 214 us at 8192^2, session 40). NVRTC
                                    // keeps the selects, and ran the mask 3-11% slower there.
                                    const uint onehot = from >= -RADIUS && from <= RADIUS ? 1u << (from + RADIUS) : 0u;
                                    #pragma unroll
                                    for (int j = -RADIUS; j <= RADIUS; ++j) {
                                        v = (onehot >> (j + RADIUS)) & 1u
                                                ? win[k - 1][(phase + 1 + RADIUS + j) % KS_DIAMETER][c] : v;
                                    }
#endif
                                }
                                a += (racc_t) ks_col_a(dy) * v;
                            }
                        }
                        area[c] = a;
                    }
                    if (k < PASSES) {
                        #pragma unroll
                        for (int c = 0; c < COLS; ++c) {
                            pend[k][c] = kr_pass_value(area[c]);
                        }
                    } else if (stores && y >= ystrip && y < ystrip + ROWS && y < height) {
                        acc_t out[COLS];
                        #pragma unroll
                        for (int c = 0; c < COLS; ++c) {
                            out[c] = kr_output(area[c]);
                        }
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
    __local racc_t xch[KR_LOCAL];
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
