// KS-ARITH-005 before: full-precision sin and exp in the inner loop.
__kernel void waves(__global float *out, float freq, int iters) {
    int i = get_global_id(0);
    float acc = 0.0f;
    for (int k = 0; k < iters; ++k) {
        float t = (i + k) * freq;
        acc += sin(t) * exp(-0.001f * t);
    }
    out[i] = acc;
}
