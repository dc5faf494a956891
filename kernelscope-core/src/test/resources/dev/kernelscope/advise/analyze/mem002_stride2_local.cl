// expect: KS-MEM-002
// Tree reduction with interleaved addressing: stride-2 local accesses, 2-way conflicts.
__kernel void reduce_interleaved(__global const float *in, __global float *out, __local float *scratch) {
    int lid = get_local_id(0);
    scratch[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = 1; s < 256; s *= 2) {
        if (lid % (2 * s) == 0) {
            scratch[lid] += scratch[lid + s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) out[get_group_id(0)] = scratch[0];
    scratch[2 * lid] = 0.0f;
}
