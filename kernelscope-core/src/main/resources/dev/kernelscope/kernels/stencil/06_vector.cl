// Variant 5: vector loads and stores. Each work-item owns VEC adjacent columns and ROWS rows: it reads every input
// row as 2*HW+1 aligned VEC-pixel words (4, 8 or 16 bytes: uint, uint2, uint4) covering its outputs and their
// RADIUS-wide halo, keeps the last 2R+1 row sums of its VEC columns in registers, and stores VEC outputs with one
// vector store. uchar and half stay 8/16-bit in memory and are widened to int/fp32 in registers.
// Tiles at the image's edges, or a pitch that is not a multiple of 4, take the scalar path with borders.

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

#if TYPE == 0
#define KS_PIX_BYTES 1
#elif TYPE == 1
#define KS_PIX_BYTES 2
#else
#define KS_PIX_BYTES 4
#endif
#define KS_UINTS (VEC * KS_PIX_BYTES / 4)    // 32-bit parts of one word: 1 (uint), 2 (uint2) or 4 (uint4)
#define KS_HW ((RADIUS + VEC - 1) / VEC)     // halo words on each side
#define KS_WORDS (2 * KS_HW + 1)
#define KS_SEG (VEC + 2 * RADIUS)

// The VEC pixels of the aligned word at element `at` (a multiple of VEC), widened.
inline void ks_load_word(__global const pix_t* src, size_t at, acc_t* out) {
    uint u[KS_UINTS];
#if KS_UINTS == 1
    u[0] = *((__global const uint*) (src + at));
#elif KS_UINTS == 2
    const uint2 v = *((__global const uint2*) (src + at));
    u[0] = v.x;
    u[1] = v.y;
#else
    const uint4 v = *((__global const uint4*) (src + at));
    u[0] = v.x;
    u[1] = v.y;
    u[2] = v.z;
    u[3] = v.w;
#endif
    #pragma unroll
    for (int k = 0; k < VEC; ++k) {
#if TYPE == 0
        out[k] = (int) ((u[k / 4] >> (8 * (k % 4))) & 0xffu);
#elif TYPE == 1
        out[k] = ks_half_to_float((u[k / 2] >> (16 * (k % 2))) & 0xffffu);
#else
        out[k] = as_float(u[k]);
#endif
    }
}

inline void ks_store_word(__global pix_t* dst, size_t at, const acc_t* v) {
    uint u[KS_UINTS];
    #pragma unroll
    for (int i = 0; i < KS_UINTS; ++i) {
        u[i] = 0u;
    }
    #pragma unroll
    for (int k = 0; k < VEC; ++k) {
#if TYPE == 0
        u[k / 4] |= ((uint) v[k]) << (8 * (k % 4));
#elif TYPE == 1
        u[k / 2] |= ((uint) ks_float_to_half(v[k])) << (16 * (k % 2));
#else
        u[k] = as_uint(v[k]);
#endif
    }
#if KS_UINTS == 1
    *((__global uint*) (dst + at)) = u[0];
#elif KS_UINTS == 2
    uint2 w;
    w.x = u[0];
    w.y = u[1];
    *((__global uint2*) (dst + at)) = w;
#else
    uint4 w;
    w.x = u[0];
    w.y = u[1];
    w.z = u[2];
    w.w = u[3];
    *((__global uint4*) (dst + at)) = w;
#endif
}

__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void stencil_vector(__global const pix_t* restrict src, __global pix_t* restrict dst,
                    const int width, const int height, const int pitch)
{
    const int x0 = (int) get_global_id(0) * VEC;
    const int y0 = (int) get_global_id(1) * ROWS;
    if (x0 >= width || y0 >= height) {
        return;
    }
    // the whole row segment is inside the image and every word is aligned: vector loads without border checks
    const int interior = pitch % VEC == 0 && x0 - VEC * KS_HW >= 0 && x0 + VEC + VEC * KS_HW <= width;
    acc_t winA[KS_DIAMETER][VEC];
    acc_t winB[KS_DIAMETER][VEC];
    #pragma unroll
    for (int k = 0; k < KS_DIAMETER; ++k) {
        #pragma unroll
        for (int c = 0; c < VEC; ++c) {
            winA[k][c] = 0;
            winB[k][c] = 0;
        }
    }
    #pragma unroll
    for (int r = 0; r < ROWS + 2 * RADIUS; ++r) {
        const int y = y0 - RADIUS + r;
        acc_t seg[KS_SEG];
#if BORDER == 2
        const int fast = interior && y >= 0 && y < height;  // a row outside is all constant: the scalar path
#else
        const int fast = interior;
#endif
        if (fast) {
            acc_t px[VEC * KS_WORDS];
            const size_t rowAt = (size_t) ks_border_index(y, height) * (size_t) pitch + (size_t) (x0 - VEC * KS_HW);
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
                seg[i] = ks_load(src, x0 - RADIUS + i, y, width, height, pitch);
            }
        }
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
            acc_t rowA = 0;
            acc_t rowB = 0;
            #pragma unroll
            for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
                rowA += ks_row_a(dx) * seg[c + RADIUS + dx];
#if KS_TWO_CHANNELS
                rowB += ks_row_b(dx) * seg[c + RADIUS + dx];
#endif
            }
            winA[KS_DIAMETER - 1][c] = rowA;
            winB[KS_DIAMETER - 1][c] = rowB;
        }
        const int out = r - 2 * RADIUS;
        if (out >= 0 && y0 + out < height) {
            acc_t v[VEC];
            #pragma unroll
            for (int c = 0; c < VEC; ++c) {
                acc_t a = 0;
                acc_t b = 0;
                #pragma unroll
                for (int k = 0; k < KS_DIAMETER; ++k) {
                    a += ks_col_a(k - RADIUS) * winA[k][c];
#if KS_TWO_CHANNELS
                    b += ks_col_b(k - RADIUS) * winB[k][c];
#endif
                }
                v[c] = ks_finish(a, b);
            }
            const int yo = y0 + out;
            if (pitch % VEC == 0 && x0 + VEC <= width) {
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
