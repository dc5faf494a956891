// Variant 3: several outputs per work-item (seed 002's Sobel). Each work-item walks ROWS outputs down a column:
// it reads each input row once (2R+1 taps, from global memory through L1), reduces it to a row sum, and keeps the
// last 2R+1 row sums in registers (a sliding window), so an input row is read once per column, not 2R+1 times.

#include "stencil_common.cl"   // types, borders, taps, rounding (the registry inlines it before compiling)

#ifndef GROUP_X
#define GROUP_X 64      // work-items (columns) per group along x
#endif
#ifndef GROUP_Y
#define GROUP_Y 4       // work-items per group along y, each owning ROWS consecutive rows
#endif
#ifndef ROWS
#define ROWS 8          // outputs per work-item, down the column
#endif

__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void stencil_register_column(__global const pix_t* restrict src, __global pix_t* restrict dst,
                             const int width, const int height, const int pitch)
{
    const int x = (int) get_global_id(0);
    const int y0 = (int) get_global_id(1) * ROWS;
    if (x >= width || y0 >= height) {
        return;
    }
    acc_t winA[KS_DIAMETER];
    acc_t winB[KS_DIAMETER];
    #pragma unroll
    for (int k = 0; k < KS_DIAMETER; ++k) {
        winA[k] = 0;
        winB[k] = 0;
    }
    #pragma unroll
    for (int r = 0; r < ROWS + 2 * RADIUS; ++r) {
        const int y = y0 - RADIUS + r;
        acc_t rowA = 0;
        acc_t rowB = 0;
        #pragma unroll
        for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
            const acc_t p = ks_load(src, x + dx, y, width, height, pitch);
            rowA += ks_row_a(dx) * p;
#if KS_TWO_CHANNELS
            rowB += ks_row_b(dx) * p;
#endif
        }
        #pragma unroll
        for (int k = 0; k < KS_DIAMETER - 1; ++k) {   // slide: a register shift once unrolled
            winA[k] = winA[k + 1];
            winB[k] = winB[k + 1];
        }
        winA[KS_DIAMETER - 1] = rowA;
        winB[KS_DIAMETER - 1] = rowB;
        const int out = r - 2 * RADIUS;                 // the output row this input row completes
        if (out >= 0 && y0 + out < height) {
            acc_t a = 0;
            acc_t b = 0;
            #pragma unroll
            for (int k = 0; k < KS_DIAMETER; ++k) {
                a += ks_col_a(k - RADIUS) * winA[k];
#if KS_TWO_CHANNELS
                b += ks_col_b(k - RADIUS) * winB[k];
#endif
            }
            ks_store(dst, x, y0 + out, pitch, ks_finish(a, b));
        }
    }
}
