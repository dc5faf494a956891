// expect: KS-ARITH-011
// keep is 0 or 1 (a comparison): keep * x + (1 - keep) * fallback is a select in disguise (seed 002).
__kernel void clamp_low(__global float *x, __global const float *fallback, float lo) {
    int i = get_global_id(0);
    float v = x[i];
    float keep = (float)(v >= lo);
    x[i] = keep * v + (1.0f - keep) * fallback[i];
}
