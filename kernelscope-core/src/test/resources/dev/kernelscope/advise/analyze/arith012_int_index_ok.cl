// reject: KS-ARITH-012
// The same index in int (a ushort would promote to int and be fine too).
__kernel void scale2d(__global float *x, int width) {
    int col = get_global_id(0);
    int row = get_global_id(1);
    x[row * width + col] *= 2.0f;
}
