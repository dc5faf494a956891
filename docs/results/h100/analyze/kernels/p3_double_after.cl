// KS-ARITH-001 after: float literals, the loop stays in float.
__kernel void poly(__global float *x, int iters) {
    int i = get_global_id(0);
    float v = x[i];
    for (int k = 0; k < iters; ++k) {
        v = v * 0.999f + 0.5f;
    }
    x[i] = v;
}
