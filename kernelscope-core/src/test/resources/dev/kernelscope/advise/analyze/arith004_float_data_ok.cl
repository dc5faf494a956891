// reject: KS-ARITH-004
__kernel void brighten(__global const float *in, __global float *out, float gain) {
    int i = get_global_id(0);
    out[i] = in[i] * gain;
}
