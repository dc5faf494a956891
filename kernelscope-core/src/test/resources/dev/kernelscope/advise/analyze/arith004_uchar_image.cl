// expect: KS-ARITH-004
// 8-bit pixels processed in float.
__kernel void brighten(__global const uchar *in, __global uchar *out, float gain) {
    int i = get_global_id(0);
    float v = in[i] * gain;
    out[i] = convert_uchar_sat(v);
}
