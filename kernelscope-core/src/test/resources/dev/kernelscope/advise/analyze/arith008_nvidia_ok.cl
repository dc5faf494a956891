// arch: sm_90
// launch: --global 4096 --local 256
// reject: KS-ARITH-008
// The same uint local ID on NVIDIA: 32-bit registers, nothing to gain from ushort, so no note.
__kernel void reverse_tile(__global float *x) {
    __local float tile[256];
    uint lid = get_local_id(0);
    int g = get_global_id(0);
    tile[lid] = x[g];
    barrier(CLK_LOCAL_MEM_FENCE);
    x[g] = tile[255 - lid];
}
