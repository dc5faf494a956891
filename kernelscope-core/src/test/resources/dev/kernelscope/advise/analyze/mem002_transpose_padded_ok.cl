// reject: KS-MEM-002 KS-MEM-001 KS-SYNC-001 KS-SYNC-002
// The same transpose with the tile padded by one column: conflict-free.
#define TILE 32
__kernel void transpose(__global const float *in, __global float *out, int n) {
    __local float tile[TILE][TILE + 1];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int gx = get_group_id(0) * TILE;
    int gy = get_group_id(1) * TILE;
    tile[ly][lx] = in[(gy + ly) * n + gx + lx];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[(gx + ly) * n + gy + lx] = tile[lx][ly];
}
