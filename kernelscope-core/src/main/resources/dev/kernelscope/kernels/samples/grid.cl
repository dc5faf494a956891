/* Sample kernels for multi-dimensional launches: a 2-D matrix transpose through a local-memory tile (barrier
 * between the coalesced load and the transposed store; any width and height, the grid is rounded up to TILE), a
 * 3-D kernel that writes each work-item's global, local and group coordinates so the host can check the launch, and
 * work_item_ids, behind `kernelscope ndrange --run`: every id per dimension, and the order in which groups started. */

#ifndef TILE
#define TILE 16 /* edge of the square tile a TILE x TILE work-group transposes through local memory */
#endif

__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void transpose(__global const float* in, __global float* out, const int width, const int height) {
    __local float tile[TILE][TILE + 1]; /* +1 column: the transposed read walks columns without bank conflicts */
    const int lx = get_local_id(0);
    const int ly = get_local_id(1);
    int x = get_group_id(0) * TILE + lx;
    int y = get_group_id(1) * TILE + ly;
    if (x < width && y < height) {
        tile[ly][lx] = in[y * width + x];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    x = get_group_id(1) * TILE + lx;
    y = get_group_id(0) * TILE + ly;
    if (x < height && y < width) {
        out[y * height + x] = tile[lx][ly];
    }
}

__kernel void coordinates_3d(__global int* global_ids, __global int* local_ids, __global int* group_ids) {
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    const int z = get_global_id(2);
    const int index = (z * get_global_size(1) + y) * get_global_size(0) + x;
    global_ids[index] = x + 1024 * y + 1048576 * z;
    local_ids[index] = get_local_id(0) + 1024 * get_local_id(1) + 1048576 * get_local_id(2);
    group_ids[index] = get_group_id(0) + 1024 * get_group_id(1) + 1048576 * get_group_id(2);
}

/* Per work-item (linear index x + X * (y + Y * z) of the global grid) nine ints: get_global_id(0..2),
 * get_local_id(0..2), get_group_id(0..2). Work-item 0 of each group takes a ticket from a global counter and writes
 * it at the group's linear id: the order in which groups reached that point (OpenCL promises no order). */
__kernel void work_item_ids(__global int* ids, __global int* start_order, __global int* counter) {
    const int index = (get_global_id(2) * get_global_size(1) + get_global_id(1)) * get_global_size(0) + get_global_id(0);
    __global int* mine = ids + 9 * index;
    for (int d = 0; d < 3; d++) {
        mine[d] = get_global_id(d);
        mine[3 + d] = get_local_id(d);
        mine[6 + d] = get_group_id(d);
    }
    if (get_local_id(0) == 0 && get_local_id(1) == 0 && get_local_id(2) == 0) {
        const int group = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) * get_num_groups(0) + get_group_id(0);
        start_order[group] = atomic_inc(counter);
    }
}
