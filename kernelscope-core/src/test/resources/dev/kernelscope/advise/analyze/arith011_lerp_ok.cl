// reject: KS-ARITH-011
// t is a blend weight, not a comparison: this is a linear interpolation, not a select.
__kernel void blend(__global float *x, __global const float *y, __global const float *w) {
    int i = get_global_id(0);
    float t = w[i];
    x[i] = t * x[i] + (1.0f - t) * y[i];
}
