// reject: KS-ARITH-002
__kernel void copy32(__global const float *in, __global float *out) {
    int i = get_global_id(0);
    out[i] = in[i];
}
