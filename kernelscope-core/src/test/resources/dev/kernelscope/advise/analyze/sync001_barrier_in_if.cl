// expect: KS-SYNC-001
// Only the first half of the group reaches the barrier.
__kernel void bad_sync(__global float *x, __local float *tmp) {
    int lid = get_local_id(0);
    tmp[lid] = x[get_global_id(0)];
    if (lid < 128) {
        barrier(CLK_LOCAL_MEM_FENCE);
        x[get_global_id(0)] = tmp[lid + 1];
    }
}
