// reject: KS-CTRL-004
// A group loading its tile and halo together (seed 000's halo tiles): each work-item starts at its local id and steps
// by the group's size, so the lanes of a warp make the same trips or one more; as a while loop and as a for loop with
// the step a variable set to get_local_size(0).
__kernel void tile_with_halo(__global const float *in, __global float *out, __local float *tile, int n, int r) {
    int lid = get_local_id(0);
    int group = get_local_size(0);
    int first = max((int) get_group_id(0) * group - r, 0);
    int last = min((int) get_group_id(0) * group + group + r, n - 1);
    int cur = first + lid;
    while (cur <= last) {
        tile[cur - first] = in[cur];
        cur += group;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = first + lid; i <= last; i += group) {
        out[i] = 0.5f * tile[i - first];
    }
}
