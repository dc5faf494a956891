// Variant 5: vector loads and stores. Each work-item owns 4 adjacent columns and ROWS rows: it reads every input row
// as 2*HW+1 aligned 4-pixel words (uint = 4 uchar, uint2 = 4 half, float4) covering the 4 outputs and their
// RADIUS-wide halo, keeps the last 2R+1 row sums of its 4 columns in registers, and stores 4 outputs with one
// vector store. uchar and half stay 8/16-bit in memory and are widened to int/fp32 in registers.
// Tiles at the image's edges, or a pitch that is not a multiple of 4, take the scalar path with borders.
// Compiled after stencil_common.cl.

#ifndef GROUP_X
#define GROUP_X 32      // work-items per group along x (each owns 4 columns)
#endif
#ifndef GROUP_Y
#define GROUP_Y 8       // work-items per group along y (each owns ROWS rows)
#endif
#ifndef ROWS
#define ROWS 4          // output rows per work-item
#endif

#define KS_HW ((RADIUS + 3) / 4)            // halo words on each side
#define KS_WORDS (2 * KS_HW + 1)
#define KS_SEG (4 + 2 * RADIUS)

// The 4 pixels of the aligned word at (x, y), x a multiple of 4, widened.
inline void ks_load_word(__global const pix_t* src, size_t at, acc_t* out) {
#if TYPE == 0
    const uint v = *((__global const uint*) (src + at));
    out[0] = (int) (v & 0xffu);
    out[1] = (int) ((v >> 8) & 0xffu);
    out[2] = (int) ((v >> 16) & 0xffu);
    out[3] = (int) (v >> 24);
#elif TYPE == 1
    const uint2 v = *((__global const uint2*) (src + at));
    out[0] = ks_half_to_float(v.x & 0xffffu);
    out[1] = ks_half_to_float(v.x >> 16);
    out[2] = ks_half_to_float(v.y & 0xffffu);
    out[3] = ks_half_to_float(v.y >> 16);
#else
    const float4 v = *((__global const float4*) (src + at));
    out[0] = v.x;
    out[1] = v.y;
    out[2] = v.z;
    out[3] = v.w;
#endif
}

inline void ks_store_word(__global pix_t* dst, size_t at, const acc_t* v) {
#if TYPE == 0
    *((__global uint*) (dst + at)) = (uint) v[0] | ((uint) v[1] << 8) | ((uint) v[2] << 16) | ((uint) v[3] << 24);
#elif TYPE == 1
    uint2 w;
    w.x = (uint) ks_float_to_half(v[0]) | ((uint) ks_float_to_half(v[1]) << 16);
    w.y = (uint) ks_float_to_half(v[2]) | ((uint) ks_float_to_half(v[3]) << 16);
    *((__global uint2*) (dst + at)) = w;
#else
    float4 w;
    w.x = v[0];
    w.y = v[1];
    w.z = v[2];
    w.w = v[3];
    *((__global float4*) (dst + at)) = w;
#endif
}

__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void stencil_vector(__global const pix_t* restrict src, __global pix_t* restrict dst,
                    const int width, const int height, const int pitch)
{
    const int x0 = (int) get_global_id(0) * 4;
    const int y0 = (int) get_global_id(1) * ROWS;
    if (x0 >= width || y0 >= height) {
        return;
    }
    // the whole row segment is inside the image and every word is aligned: vector loads without border checks
    const int interior = (pitch & 3) == 0 && x0 - 4 * KS_HW >= 0 && x0 + 4 + 4 * KS_HW <= width;
    acc_t winA[KS_DIAMETER][4];
    acc_t winB[KS_DIAMETER][4];
    #pragma unroll
    for (int k = 0; k < KS_DIAMETER; ++k) {
        #pragma unroll
        for (int c = 0; c < 4; ++c) {
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
            acc_t px[4 * KS_WORDS];
            const size_t rowAt = (size_t) ks_border_index(y, height) * (size_t) pitch + (size_t) (x0 - 4 * KS_HW);
            #pragma unroll
            for (int w = 0; w < KS_WORDS; ++w) {
                ks_load_word(src, rowAt + (size_t) (4 * w), px + 4 * w);
            }
            #pragma unroll
            for (int i = 0; i < KS_SEG; ++i) {
                seg[i] = px[4 * KS_HW - RADIUS + i];
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
            for (int c = 0; c < 4; ++c) {
                winA[k][c] = winA[k + 1][c];
                winB[k][c] = winB[k + 1][c];
            }
        }
        #pragma unroll
        for (int c = 0; c < 4; ++c) {
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
            acc_t v[4];
            #pragma unroll
            for (int c = 0; c < 4; ++c) {
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
            if ((pitch & 3) == 0 && x0 + 4 <= width) {
                ks_store_word(dst, (size_t) yo * (size_t) pitch + (size_t) x0, v);
            } else {
                #pragma unroll
                for (int c = 0; c < 4; ++c) {
                    if (x0 + c < width) {
                        ks_store(dst, x0 + c, yo, pitch, v[c]);
                    }
                }
            }
        }
    }
}
