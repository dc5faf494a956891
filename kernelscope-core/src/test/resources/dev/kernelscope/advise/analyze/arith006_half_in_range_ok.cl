// reject: KS-ARITH-006
// 65,504 is the largest finite half; 1/65,535 and 60,000 are in range too.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void normalize16(__global const ushort *in, __global half *out) {
    int i = get_global_id(0);
    half top = 65504.0f;
    half mid = (half)60000;
    out[i] = min((half)((float)in[i] * (1.0f / 65535.0f)), top) + mid * (half)0.0f;
}
