// expect: KS-ARITH-004
// 8-bit pixels loaded into a variable first, then scaled in float.
__kernel void darken(__global const uchar *in, __global float *out, float gain) {
    int i = get_global_id(0);
    uchar pixel = in[i];
    out[i] = pixel * gain;
}
