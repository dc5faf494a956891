// reject: KS-ARITH-003
#define WIDTH 640
__kernel void unflatten(__global float *out) {
    int i = get_global_id(0);
    int row = i / WIDTH;
    int col = i % WIDTH;
    out[i] = (float)(row + col);
}
