// Variant 4b: separable as two kernels. stencil_rows writes every pixel's row sums (channel A, and B for the Sobel
// magnitude, as the accumulator type) to a scratch image in global memory; stencil_cols reads 2R+1 of them down the
// column, applies the vertical border and finishes. Fewest taps, but the scratch image is written and read once more.
// Scratch layout: channel A at [0, height*width), channel B after it.

#include "stencil_common.cl"   // types, borders, taps, rounding (the registry inlines it before compiling)

#ifndef GROUP_X
#define GROUP_X 32      // work-items per group along x (both kernels)
#endif
#ifndef GROUP_Y
#define GROUP_Y 8       // work-items per group along y (both kernels)
#endif

__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void stencil_rows(__global const pix_t* restrict src, __global acc_t* restrict rows,
                  const int width, const int height, const int pitch)
{
    const int x = (int) get_global_id(0);
    const int y = (int) get_global_id(1);
    if (x >= width || y >= height) {
        return;
    }
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
    const size_t at = (size_t) y * (size_t) width + (size_t) x;
    rows[at] = rowA;
#if KS_TWO_CHANNELS
    rows[(size_t) width * (size_t) height + at] = rowB;
#endif
}

__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void stencil_cols(__global const acc_t* restrict rows, __global pix_t* restrict dst,
                  const int width, const int height, const int pitch)
{
    const int x = (int) get_global_id(0);
    const int y = (int) get_global_id(1);
    if (x >= width || y >= height) {
        return;
    }
    // a row outside the image under the constant border is the constant times the row weights' sum
    acc_t outsideA = 0;
    acc_t outsideB = 0;
#if BORDER == 2
    #pragma unroll
    for (int dx = -RADIUS; dx <= RADIUS; ++dx) {
        outsideA += ks_row_a(dx) * KS_BORDER_CONSTANT;
        outsideB += ks_row_b(dx) * KS_BORDER_CONSTANT;
    }
#endif
    acc_t a = 0;
    acc_t b = 0;
    #pragma unroll
    for (int dy = -RADIUS; dy <= RADIUS; ++dy) {
        const int yy = y + dy;
        acc_t rowA;
        acc_t rowB = 0;
#if BORDER == 2
        if (yy < 0 || yy >= height) {
            rowA = outsideA;
            rowB = outsideB;
        } else
#endif
        {
            const size_t at = (size_t) ks_border_index(yy, height) * (size_t) width + (size_t) x;
            rowA = rows[at];
#if KS_TWO_CHANNELS
            rowB = rows[(size_t) width * (size_t) height + at];
#endif
        }
        a += ks_col_a(dy) * rowA;
        b += ks_col_b(dy) * rowB;
    }
    ks_store(dst, x, y, pitch, ks_finish(a, b));
}
