// KS-MEM-001 before: x is the row, so neighbouring work-items are `width` floats apart.
__kernel void scale2d(__global float *img, int width, float a) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    img[x * width + y] *= a;
}
