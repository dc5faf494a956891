// reject: KS-ARITH-001
__kernel void half_it(__global float *x) {
    int i = get_global_id(0);
    x[i] = x[i] * 0.5f;
}
