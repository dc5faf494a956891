// KS-ARITH-003 after: the width is a compile-time constant (-D WIDTH=640), so / and % become multiply and shift.
#ifndef WIDTH
#define WIDTH 640
#endif
__kernel void divs(__global int *out, int width, int iters) {
    int i = get_global_id(0);
    int acc = 0;
    for (int k = 0; k < iters; ++k) {
        int j = i + k * 7919;
        acc += j / WIDTH + j % WIDTH;
    }
    out[i] = acc;
}
