// reject: KS-ARITH-005
__kernel void wave(__global float *out, float freq) {
    int i = get_global_id(0);
    out[i] = native_sin(i * freq) * native_exp(-0.001f * i);
}
