// A user's sum reduction: interleaved addressing (bank conflicts, divergent modulo) then sequential.
__kernel void reduce_interleaved(__global const float* in, __global float* out, __local float* scratch, int n) {
    int lid = get_local_id(0);
    int gid = get_global_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = 1; s < get_local_size(0); s *= 2) {
        if (lid % (2 * s) == 0) scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) out[get_group_id(0)] = scratch[0];
}

__kernel void reduce_sequential(__global const float* in, __global float* out, __local float* scratch, int n) {
    int lid = get_local_id(0);
    int gid = get_global_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s) scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) out[get_group_id(0)] = scratch[0];
}
