// KS-MEM-002 after: the tile padded by one column, conflict-free.
#define TILE 32
__kernel void transpose(__global const float *in, __global float *out, int n) {
    __local float tile[TILE][TILE + 1];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int gx = get_group_id(0) * TILE;
    int gy = get_group_id(1) * TILE;
    for (int r = 0; r < TILE; r += 8) {
        tile[ly + r][lx] = in[(gy + ly + r) * n + gx + lx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int r = 0; r < TILE; r += 8) {
        out[(gx + ly + r) * n + gy + lx] = tile[lx][ly + r];
    }
}
