// expect: KS-ARITH-009
// x < 0 ? -x : x is fabs(x); a < b ? a : b is fmin(a, b): the built-ins are as fast or faster (seed 002).
__kernel void l1_clip(__global float *x, __global const float *limit) {
    int i = get_global_id(0);
    float v = x[i];
    float a = v < 0.0f ? -v : v;
    float l = limit[i];
    x[i] = a < l ? a : l;
}
