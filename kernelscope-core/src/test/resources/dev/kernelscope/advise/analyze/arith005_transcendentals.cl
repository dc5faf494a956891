// expect: KS-ARITH-005
__kernel void wave(__global float *out, float freq) {
    int i = get_global_id(0);
    out[i] = sin(i * freq) * exp(-0.001f * i);
}
