// reject: KS-ARITH-001
// A double kernel on purpose: double literals are right here.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void axpy(__global double *y, __global const double *x, double a) {
    int i = get_global_id(0);
    y[i] = a * x[i] + 1.0;
}
