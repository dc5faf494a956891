// launch: --global 4096,4096 --local 16,16
// reject: KS-RES-008
// Exactly 32 KiB (64 x 128 floats = 32,768 B) and 256 threads: within D3D's groupshared and group-size limits.
__kernel void tile_32k(__global const float *in, __global float *out, int n) {
    __local float tile[64][128];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    for (int r = ly; r < 64; r += 16) {
        for (int c = lx; c < 128; c += 16) {
            tile[r][c] = in[(get_group_id(1) * 64 + r) * n + get_group_id(0) * 128 + c];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(1) * n + get_global_id(0)] = tile[ly * 4][lx * 8];
}
