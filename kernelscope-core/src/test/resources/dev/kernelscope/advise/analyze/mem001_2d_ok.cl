// reject: KS-MEM-001
// 2-D kernel with x as the fastest index: coalesced.
__kernel void scale2d(__global float *img, int width, float a) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    img[y * width + x] *= a;
}
