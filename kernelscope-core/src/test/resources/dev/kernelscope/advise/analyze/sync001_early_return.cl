// expect: KS-SYNC-001
// The bounds check returns before the barrier: work-items past n never reach it.
__kernel void stage(__global const float *in, __global float *out, int n) {
    __local float tile[256];
    int i = get_global_id(0);
    if (i >= n) return;
    tile[get_local_id(0)] = in[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[i] = tile[255 - get_local_id(0)];
}
