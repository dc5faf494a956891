// expect: KS-SYNC-002
// reject: KS-SYNC-001
// Sharing through local memory only, but fencing global memory too.
__kernel void neighbours(__global const float *in, __global float *out) {
    __local float tile[64];
    int lid = get_local_id(0);
    tile[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    out[get_global_id(0)] = tile[(lid + 1) % 64];
}
