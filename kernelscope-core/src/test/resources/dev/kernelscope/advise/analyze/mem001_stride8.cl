// expect: KS-MEM-001
// Stride-8 reads across a warp: 8x the sectors of a coalesced read.
__kernel void gather8(__global const float *in, __global float *out) {
    int i = get_global_id(0);
    out[i] = in[i * 8];
}
