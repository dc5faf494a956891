// expect: KS-ARITH-007
// x * 0.5f with x a half is a float multiply (the widest input decides), then a conversion back.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void scale(__global half *x) {
    int i = get_global_id(0);
    half v = x[i];
    x[i] = v * 0.5f;
}
