// expect: KS-MEM-002
// The lanes below 16 take the branch and read with stride 4: the guard narrows the warp to 16 lanes, which still
// hit 2 words per bank (4 without the guard).
__kernel void even_pairs(__global float *out, __global const float *in) {
    __local float values[512];
    int lid = get_local_id(0);
    values[lid] = in[get_global_id(0)];
    values[lid + 256] = in[get_global_id(0) + 256];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 16) {
        out[get_global_id(0)] = values[lid * 4];
    }
}
