// arch: apple7
// launch: --global 1048576 --local 256
// reject: KS-ARITH-008
// The local ID is a ushort; the global ID exceeds 65,535 (global size 2^20), so it stays int.
__kernel void reverse_tile(__global float *x) {
    __local float tile[256];
    ushort lid = get_local_id(0);
    int g = get_global_id(0);
    tile[lid] = x[g];
    barrier(CLK_LOCAL_MEM_FENCE);
    x[g] = tile[255 - lid];
}
