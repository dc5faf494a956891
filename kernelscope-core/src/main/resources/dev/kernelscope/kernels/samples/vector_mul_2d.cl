/* Seed 001's first kernel, corrected so it compiles: c = a * b element-wise over a width x height matrix stored row
 * by row, one work-item per element on a 2-D NDRange (x = get_global_id(0) the column, y = get_global_id(1) the row).
 * The article's version indexes c[i][j] on float* and loops over an undeclared j; the guard lets any rounded-up grid
 * run. */

__kernel void vector_mul_2d(__global const float* a, __global const float* b, __global float* c, const int width,
                            const int height) {
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    if (x < width && y < height) {
        const int i = y * width + x;
        c[i] = a[i] * b[i];
    }
}
