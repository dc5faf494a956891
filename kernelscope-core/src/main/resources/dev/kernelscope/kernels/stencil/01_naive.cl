// Variant 1: naive. One output per work-item; every one of the (2R+1)^2 taps is read from global memory with the
// border applied per tap. Neighbouring work-items read the same pixels again: only the caches make it bearable.

#include "stencil_common.cl"   // types, borders, taps, rounding (the registry inlines it before compiling)

#ifndef GROUP_X
#define GROUP_X 32      // work-items per group along x (a warp reads 32 consecutive pixels)
#endif
#ifndef GROUP_Y
#define GROUP_Y 8       // work-items per group along y
#endif

__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void stencil_naive(__global const pix_t* restrict src, __global pix_t* restrict dst,
                   const int width, const int height, const int pitch)
{
    const int x = (int) get_global_id(0);
    const int y = (int) get_global_id(1);
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
            const acc_t p = ks_load(src, x + dx, y + dy, width, height, pitch);
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
