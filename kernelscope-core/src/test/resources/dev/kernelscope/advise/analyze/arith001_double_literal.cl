// expect: KS-ARITH-001
// reject: KS-MEM-001
// 0.5 is a double: the multiply runs in double precision.
__kernel void half_it(__global float *x) {
    int i = get_global_id(0);
    x[i] = x[i] * 0.5;
}
