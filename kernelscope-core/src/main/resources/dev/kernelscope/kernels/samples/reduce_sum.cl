/* Sample kernels: sum reduction. Each work-group accumulates a grid-stride slice of the input per work-item, then
 * halves a local-memory array with a barrier between steps and writes one partial sum per group; the host (or a
 * second launch) adds the partial sums. reduce_sum uses a static __local array and reqd_work_group_size;
 * reduce_sum_local_arg takes its scratch as a __local pointer argument and works for any power-of-two group size. */

#ifndef GROUP_SIZE
#define GROUP_SIZE 256 /* work-items per group of reduce_sum; a power of two, because the tree halves it */
#endif

__kernel __attribute__((reqd_work_group_size(GROUP_SIZE, 1, 1)))
void reduce_sum(__global const float* input, __global float* partial_sums, const int n) {
    __local float scratch[GROUP_SIZE];
    const int lid = get_local_id(0);
    float sum = 0.0f;
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        sum += input[i];
    }
    scratch[lid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = GROUP_SIZE / 2; stride > 0; stride >>= 1) {
        if (lid < stride) {
            scratch[lid] += scratch[lid + stride];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        partial_sums[get_group_id(0)] = scratch[0];
    }
}

__kernel void reduce_sum_local_arg(__global const float* input, __global float* partial_sums,
                                   __local float* scratch, const int n) {
    const int lid = get_local_id(0);
    const int size = get_local_size(0);
    float sum = 0.0f;
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        sum += input[i];
    }
    scratch[lid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = size / 2; stride > 0; stride >>= 1) {
        if (lid < stride) {
            scratch[lid] += scratch[lid + stride];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        partial_sums[get_group_id(0)] = scratch[0];
    }
}
