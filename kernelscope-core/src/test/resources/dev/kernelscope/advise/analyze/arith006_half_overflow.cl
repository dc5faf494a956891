// expect: KS-ARITH-006
// 65,535 as a half is infinity (seed 002): the largest finite half is 65,504.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void normalize16(__global const ushort *in, __global half *out) {
    int i = get_global_id(0);
    half scale = 65535.0f;
    out[i] = (half)in[i] / scale;
}
