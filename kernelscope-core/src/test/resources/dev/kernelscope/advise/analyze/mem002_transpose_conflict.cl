// expect: KS-MEM-002
// reject: KS-MEM-001 KS-SYNC-001
// Tiled transpose reading the tile by columns without padding: 32-way conflicts on a 32x32 tile.
#define TILE 32
__kernel void transpose(__global const float *in, __global float *out, int n) {
    __local float tile[TILE][TILE];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int gx = get_group_id(0) * TILE;
    int gy = get_group_id(1) * TILE;
    tile[ly][lx] = in[(gy + ly) * n + gx + lx];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[(gx + ly) * n + gy + lx] = tile[lx][ly];
}
