// Variant 2: local-memory halo tile (seeds 000/003). A TILE_X x TILE_Y group stages its tile plus a RADIUS-wide
// halo in __local once (border applied while loading: no padding pass), one barrier, then computes every tap from
// local memory. The halo is the price: (TILE_X+2R)(TILE_Y+2R) loads for TILE_X*TILE_Y outputs (`kernelscope halo`).

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
void stencil_local_tile(__global const pix_t* restrict src, __global pix_t* restrict dst,
                        const int width, const int height, const int pitch)
{
    __local acc_t tile[KS_TH * KS_TW];
    const int lx = (int) get_local_id(0);
    const int ly = (int) get_local_id(1);
    const int x0 = (int) get_group_id(0) * TILE_X - RADIUS;
    const int y0 = (int) get_group_id(1) * TILE_Y - RADIUS;
    for (int i = ly * TILE_X + lx; i < KS_TH * KS_TW; i += TILE_X * TILE_Y) {
        const int ty = i / KS_TW;
        const int tx = i - ty * KS_TW;
        tile[i] = ks_load(src, x0 + tx, y0 + ty, width, height, pitch);
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
        acc_t rowA = 0;
        acc_t rowB = 0;
        #pragma unroll
        for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
            const acc_t p = tile[(ly + RADIUS + dy) * KS_TW + lx + RADIUS + dx];
            rowA += ks_row_a(dx) * p;
#if KS_TWO_CHANNELS
            rowB += ks_row_b(dx) * p;
#endif
        }
        a += ks_col_a(dy) * rowA;
        b += ks_col_b(dy) * rowB;
    }
    ks_store(dst, x, y, pitch, ks_finish(a, b));
}
