// arch: apple7
// launch: --global 4096 --local 256
// expect: KS-ARITH-008
// A local ID held in uint on a GPU with 16-bit registers: ushort holds any local ID (seed 002).
__kernel void reverse_tile(__global float *x) {
    __local float tile[256];
    uint lid = get_local_id(0);
    int g = get_global_id(0);
    tile[lid] = x[g];
    barrier(CLK_LOCAL_MEM_FENCE);
    x[g] = tile[255 - lid];
}
