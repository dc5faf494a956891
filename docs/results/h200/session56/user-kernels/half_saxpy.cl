// A user's half-precision saxpy: y = a * x + y on half storage with half arithmetic (cl_khr_fp16).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_saxpy(__global const half* x, __global half* y, float a, int n) {
    int i = get_global_id(0);
    if (i < n) {
        half ah = (half) a;
        y[i] = ah * x[i] + y[i];
    }
}
