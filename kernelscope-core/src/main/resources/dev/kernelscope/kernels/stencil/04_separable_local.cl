// Variant 4a: separable in one kernel through local memory. The group stages tile + halo in __local, a row pass
// writes (TILE_Y+2R) x TILE_X row sums to a second __local array, a barrier, and a column pass combines 2R+1 of
// them: 2(2R+1) taps per output instead of (2R+1)^2, at the price of a second barrier and more local memory.

#include "stencil_common.cl"   // types, borders, taps, rounding (the registry inlines it before compiling)

#ifndef TILE_X
#define TILE_X 32       // outputs (= work-items) per group along x
#endif
#ifndef TILE_Y
#define TILE_Y 8        // outputs (= work-items) per group along y
#endif

#define KS_TW (TILE_X + 2 * RADIUS)
#define KS_TH (TILE_Y + 2 * RADIUS)

__kernel __attribute__((reqd_work_group_size(TILE_X, TILE_Y, 1)))
void stencil_separable_local(__global const pix_t* restrict src, __global pix_t* restrict dst,
                             const int width, const int height, const int pitch)
{
    __local acc_t tile[KS_TH * KS_TW];
    __local acc_t rowsA[KS_TH * TILE_X];
#if KS_TWO_CHANNELS
    __local acc_t rowsB[KS_TH * TILE_X];
#endif
    const int lx = (int) get_local_id(0);
    const int ly = (int) get_local_id(1);
    const int lid = ly * TILE_X + lx;
    const int x0 = (int) get_group_id(0) * TILE_X - RADIUS;
    const int y0 = (int) get_group_id(1) * TILE_Y - RADIUS;
    for (int i = lid; i < KS_TH * KS_TW; i += TILE_X * TILE_Y) {
        const int ty = i / KS_TW;
        const int tx = i - ty * KS_TW;
        tile[i] = ks_load(src, x0 + tx, y0 + ty, width, height, pitch);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = lid; i < KS_TH * TILE_X; i += TILE_X * TILE_Y) {   // row pass, halo rows included
        const int ty = i / TILE_X;
        const int tx = i - ty * TILE_X;
        acc_t rowA = 0;
        acc_t rowB = 0;
        #pragma unroll
        for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
            const acc_t p = tile[ty * KS_TW + tx + RADIUS + dx];
            rowA += ks_row_a(dx) * p;
#if KS_TWO_CHANNELS
            rowB += ks_row_b(dx) * p;
#endif
        }
        rowsA[i] = rowA;
#if KS_TWO_CHANNELS
        rowsB[i] = rowB;
#endif
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    const int x = x0 + RADIUS + lx;
    const int y = y0 + RADIUS + ly;
    if (x >= width || y >= height) {
        return;
    }
    acc_t a = 0;
    acc_t b = 0;
    #pragma unroll
    for (int dy = -RADIUS; dy <= RADIUS; ++dy) {
        a += ks_col_a(dy) * rowsA[(ly + RADIUS + dy) * TILE_X + lx];
#if KS_TWO_CHANNELS
        b += ks_col_b(dy) * rowsB[(ly + RADIUS + dy) * TILE_X + lx];
#endif
    }
    ks_store(dst, x, y, pitch, ks_finish(a, b));
}
