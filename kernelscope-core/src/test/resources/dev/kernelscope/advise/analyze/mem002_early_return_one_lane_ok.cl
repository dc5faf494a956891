// reject: KS-MEM-002 KS-MEM-001
// Only the first work-item of the group continues after the early return and reads the local array with stride 8:
// one lane, no conflict and no uncoalesced store.
__kernel void first_item_sums(__global float *sums, __global const float *in, int stride) {
    __local float values[256 * 8];
    int lid = get_local_id(0);
    values[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid != 0) {
        return;
    }
    sums[get_group_id(0) + lid * stride] = values[lid * 8] + values[lid * 8 + 1];
}
