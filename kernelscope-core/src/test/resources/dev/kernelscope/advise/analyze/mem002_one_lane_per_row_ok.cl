// reject: KS-MEM-002 KS-MEM-001
// launch: --global 256,256 --local 16,16
// After a reduction in a 16x16 tile, the work-item with tx == 0 of each row reads the row's column: two lanes of a
// warp (rows 0 and 1) take part, not 32, so tile[tx * 16 + ty] has no bank conflict.
#define TILE 16
__kernel void column_of_tile(__global const float *in, __global float *partial, int width) {
    __local float tile[TILE * TILE];
    int tx = get_local_id(0);
    int ty = get_local_id(1);
    int gx = get_global_id(0);
    int gy = get_global_id(1);
    tile[ty * TILE + tx] = in[gy * width + gx];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tx == 0) {
        partial[get_group_id(1) * width + gy] = tile[tx * TILE + ty];
    }
}
