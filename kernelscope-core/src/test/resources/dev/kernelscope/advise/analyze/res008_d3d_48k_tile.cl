// launch: --global 4096,4096 --local 16,16
// expect: KS-RES-008
// A 64 x 192 float tile is 49,152 B of __local memory: fine on CUDA (48 KiB) and on 64 KiB LDS, but above the
// 32 KiB of groupshared memory a D3D11/D3D12 compute shader may declare (seeds 000/003, background).
__kernel void tile_48k(__global const float *in, __global float *out, int n) {
    __local float tile[64][192];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    for (int r = ly; r < 64; r += 16) {
        for (int c = lx; c < 192; c += 16) {
            tile[r][c] = in[(get_group_id(1) * 64 + r) * n + get_group_id(0) * 192 + c];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(1) * n + get_global_id(0)] = tile[ly * 4][lx * 12];
}
