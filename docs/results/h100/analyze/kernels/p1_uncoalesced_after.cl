// KS-MEM-001 after: x is the column (fastest index), so a warp touches contiguous floats.
__kernel void scale2d(__global float *img, int width, float a) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    img[y * width + x] *= a;
}
