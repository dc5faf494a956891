// reject: KS-ARITH-007
// The literal is converted to half once, so the multiply stays in half; float code with float literals is fine.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void scale(__global half *x, __global float *y) {
    int i = get_global_id(0);
    half v = x[i];
    x[i] = v * (half)0.5f;
    y[i] = y[i] * 0.5f;
}
