// KS-ARITH-001 before: 0.999 and 0.5 are double literals, so the loop runs in double precision.
__kernel void poly(__global float *x, int iters) {
    int i = get_global_id(0);
    float v = x[i];
    for (int k = 0; k < iters; ++k) {
        v = v * 0.999 + 0.5;
    }
    x[i] = v;
}
