// reject: KS-MEM-005
// The 3x3 box from a __local tile and its halo (the stencil ladder's rung 2): the window is read from local memory.
#define TX 16
#define TY 16
__kernel void blur3_tile(__global const float *in, __global float *out, int w, int h) {
    __local float tile[TY + 2][TX + 2];
    int x = get_global_id(0), y = get_global_id(1);
    int lx = get_local_id(0), ly = get_local_id(1);
    for (int j = ly; j < TY + 2; j += TY) {
        for (int i = lx; i < TX + 2; i += TX) {
            int gx = clamp((int) get_group_id(0) * TX + i - 1, 0, w - 1);
            int gy = clamp((int) get_group_id(1) * TY + j - 1, 0, h - 1);
            tile[j][i] = in[gy * w + gx];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (x >= w || y >= h) return;
    float sum = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
        for (int dx = 0; dx < 3; ++dx)
            sum += tile[ly + dy][lx + dx];
    out[y * w + x] = sum / 9.0f;
}
