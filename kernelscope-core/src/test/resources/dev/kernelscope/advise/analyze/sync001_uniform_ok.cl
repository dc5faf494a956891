// reject: KS-SYNC-001 KS-SYNC-002
// The barrier's condition depends only on the group id (uniform within a group) and a loop with a uniform bound.
__kernel void uniform_sync(__global float *x, __local float *tmp, int steps) {
    int lid = get_local_id(0);
    if (get_group_id(0) > 0) {
        for (int s = 0; s < steps; ++s) {
            tmp[lid] = x[get_global_id(0)];
            barrier(CLK_LOCAL_MEM_FENCE);
            x[get_global_id(0)] = tmp[(lid + 1) % 64];
            barrier(CLK_LOCAL_MEM_FENCE);
        }
    }
}
