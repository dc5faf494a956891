// expect: KS-CTRL-005
// reject: KS-SYNC-001 KS-CTRL-003
// The interleaved reduction (a classic first version): on trip s only every (2 s)-th work-item adds, so a warp
// issues for 32 lanes and works for 16, 8, 4 ... of them, and those lanes' __local accesses lie 2 s apart. The mask
// form (bits under 2 s - 1 clear) is the same pattern.
__kernel void reduce_interleaved(__global const float* in, __global float* out, __local float* scratch, int n) {
    int lid = get_local_id(0);
    int gid = get_global_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = 1; s < get_local_size(0); s *= 2) {
        if (lid % (2 * s) == 0) {
            scratch[lid] += scratch[lid + s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) out[get_group_id(0)] = scratch[0];
}

__kernel void reduce_interleaved_mask(__global const float* in, __global float* out, __local float* scratch) {
    int lid = get_local_id(0);
    scratch[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = 1; s < get_local_size(0); s <<= 1) {
        if ((lid & (2 * s - 1)) == 0) scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) out[get_group_id(0)] = scratch[0];
}
