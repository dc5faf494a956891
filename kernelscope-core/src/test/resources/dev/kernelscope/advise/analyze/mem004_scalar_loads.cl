// expect: KS-MEM-004
// Four scalar loads of consecutive elements: one vload4.
__kernel void sum4(__global const float *in, __global float *out) {
    int i = get_global_id(0);
    out[i] = in[4 * i] + in[4 * i + 1] + in[4 * i + 2] + in[4 * i + 3];
}
