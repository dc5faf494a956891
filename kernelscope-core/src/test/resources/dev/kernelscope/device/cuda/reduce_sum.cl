// Test kernel for the CUDA backend: each group sums GROUP consecutive floats in a __local array with a tree of
// barriers and writes one partial sum per group; exercises __local declarations, barrier and a __local pointer helper.
#ifndef GROUP
#define GROUP 256    // work-items per group, a power of two; also the local array's length
#endif

inline float pair_sum(__local const float* values, int i, int stride)
{
    return values[i] + values[i + stride];
}

__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void reduce_sum(__global const float* in, __global float* partial, const int n)
{
    __local float scratch[GROUP];
    const int lid = (int) get_local_id(0);
    const size_t gid = get_global_id(0);
    scratch[lid] = gid < (size_t) n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = GROUP / 2; stride > 0; stride /= 2) {
        if (lid < stride) {
            scratch[lid] = pair_sum(scratch, lid, stride);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        partial[get_group_id(0)] = scratch[0];
    }
}
