// reject: KS-CTRL-005 KS-SYNC-001
// The sequential reduction gives trip s's work to work-items 0 .. s - 1 (whole warps until s < 32); one work-item
// per quad writing a result (a constant k, the same lanes every time) and a parity test with an else (KS-CTRL-003's
// case) are not this pattern.
__kernel void reduce_sequential(__global const float* in, __global float* out, __local float* scratch) {
    int lid = get_local_id(0);
    scratch[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s) scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int q = 0; q < 4; q++) {
        if (lid % 4 == 0) out[get_global_id(0) / 4 + q] = scratch[lid + q];
    }
    if (lid == 0) out[get_group_id(0)] = scratch[0];
}
