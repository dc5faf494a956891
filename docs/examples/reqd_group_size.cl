/* Seed 001's recommendation to declare reqd_work_group_size, as a variant pair for `kernelscope bench ab`
 * (docs/bench-ab.md): a block sum through local memory with barriers, with (REQD=1) and without (REQD=0) the
 * attribute; launch both with --local 256. Through CUDA the attribute becomes __launch_bounds__(256), so the
 * compiler may allocate registers for exactly 256 threads; PowerVR's compiler drops barriers for single-warp groups. */

#ifndef REQD
#define REQD 0 /* 1: declare reqd_work_group_size(GROUP, 1, 1) */
#endif
#define GROUP 256

#if REQD
#define GROUP_SIZE_ATTRIBUTE __attribute__((reqd_work_group_size(GROUP, 1, 1)))
#else
#define GROUP_SIZE_ATTRIBUTE
#endif

__kernel GROUP_SIZE_ATTRIBUTE void block_sum(__global const float* in, __global float* partial, const int n) {
    __local float scratch[GROUP];
    const int lid = get_local_id(0);
    float sum = 0.0f;
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        sum += in[i];
    }
    scratch[lid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int step = GROUP / 2; step > 0; step /= 2) {
        if (lid < step) {
            scratch[lid] += scratch[lid + step];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        partial[get_group_id(0)] = scratch[0];
    }
}
