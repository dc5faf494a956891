// expect: KS-SYNC-001 KS-CTRL-004
// A loop whose trip count depends on the work-item contains a barrier.
__kernel void ragged(__global float *x, __global const int *counts, __local float *tmp) {
    int i = get_global_id(0);
    for (int k = 0; k < counts[i]; ++k) {
        tmp[get_local_id(0)] = x[i] + k;
        barrier(CLK_LOCAL_MEM_FENCE);
        x[i] = tmp[0];
    }
}
