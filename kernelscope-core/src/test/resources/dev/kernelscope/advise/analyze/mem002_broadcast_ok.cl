// reject: KS-MEM-002 KS-SYNC-001
// Every lane reads the same local word (a broadcast): no conflict.
__kernel void bias(__global float *x, __global const float *b) {
    __local float shared_bias[1];
    if (get_local_id(0) == 0) shared_bias[0] = b[get_group_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    x[get_global_id(0)] += shared_bias[0];
}
