// KS-ARITH-005 after: native_sin and native_exp (hardware approximations).
__kernel void waves(__global float *out, float freq, int iters) {
    int i = get_global_id(0);
    float acc = 0.0f;
    for (int k = 0; k < iters; ++k) {
        float t = (i + k) * freq;
        acc += native_sin(t) * native_exp(-0.001f * t);
    }
    out[i] = acc;
}
