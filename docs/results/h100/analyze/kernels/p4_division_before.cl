// KS-ARITH-003 before: integer division and modulo by a run-time width in the inner loop.
__kernel void divs(__global int *out, int width, int iters) {
    int i = get_global_id(0);
    int acc = 0;
    for (int k = 0; k < iters; ++k) {
        int j = i + k * 7919;
        acc += j / width + j % width;
    }
    out[i] = acc;
}
