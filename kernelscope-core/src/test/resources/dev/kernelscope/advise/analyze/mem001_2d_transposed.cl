// expect: KS-MEM-001
// reject: KS-MEM-002
// 2-D kernel indexing with x as the row: neighbours in x are `width` elements apart.
__kernel void scale2d(__global float *img, int width, float a) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    img[x * width + y] *= a;
}
