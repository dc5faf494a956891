// A user's tiled matrix transpose (out = in^T, in is H x W row-major): a TILE x TILE tile staged in local memory,
// each work-item moving ROWS elements, PAD columns of padding against bank conflicts. The README's example of
// `kernelscope tune --space docs/examples/transpose-space.json` (session 19 tuned it on the H200: TILE=64 ROWS=8 PAD=1).
__kernel void transpose(__global const float* in, __global float* out, const int W, const int H) {
    __local float tile[TILE][TILE + PAD];
    const int tx = get_local_id(0), ty = get_local_id(1);
    const int x = get_group_id(0) * TILE + tx;
    const int y0 = get_group_id(1) * TILE;
    for (int r = ty; r < TILE; r += TILE / ROWS) {
        const int y = y0 + r;
        if (x < W && y < H) tile[r][tx] = in[(size_t) y * W + x];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    const int ox = y0 + tx;                      // column of out = row of in
    const int oy0 = get_group_id(0) * TILE;
    for (int r = ty; r < TILE; r += TILE / ROWS) {
        const int oy = oy0 + r;
        if (ox < H && oy < W) out[(size_t) oy * H + ox] = tile[tx][r];
    }
}
