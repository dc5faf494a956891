// expect: KS-CTRL-004
// reject: KS-SYNC-001
// A loop that runs while each work-item's own data says so, and one bounded by a remainder of the id: neighbouring
// lanes run different counts (0..31 for i % 32), so every warp waits for its longest lane (seed 001).
__kernel void chase(__global const int *next, __global float *out) {
    int i = get_global_id(0);
    int at = i;
    float hops = 0.0f;
    while (next[at] > 0) {
        at = next[at];
        hops += 1.0f;
    }
    for (int k = 0; k < i % 32; ++k) {
        hops *= 0.5f;
    }
    out[i] = hops;
}
