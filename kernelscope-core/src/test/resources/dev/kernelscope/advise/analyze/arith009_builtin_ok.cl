// reject: KS-ARITH-009
// Built-ins, and a select between two different loads (not min, max or abs).
__kernel void l1_clip(__global float *x, __global const float *limit, __global const float *other) {
    int i = get_global_id(0);
    float v = x[i];
    float a = fabs(v);
    float l = limit[i];
    x[i] = fmin(a, l) + (v < 0.0f ? other[i] : limit[i]);
}
