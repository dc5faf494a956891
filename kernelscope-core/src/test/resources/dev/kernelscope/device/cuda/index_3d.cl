// Test kernel for the CUDA backend: every work-item of a 3-D launch writes a code built from all its work-item
// functions, so that a test can check get_global_id/get_local_id/get_group_id/get_local_size/get_num_groups/
// get_global_size in each dimension against the geometry it launched.
__kernel void index_3d(__global int* out)
{
    const size_t sx = get_global_size(0);
    const size_t sy = get_global_size(1);
    const size_t x = get_global_id(0);
    const size_t y = get_global_id(1);
    const size_t z = get_global_id(2);
    const size_t flat = (z * sy + y) * sx + x;
    // Each field is checked separately by the test: global id consistency with group/local ids and sizes.
    const int consistent =
            x == get_group_id(0) * get_local_size(0) + get_local_id(0)
            && y == get_group_id(1) * get_local_size(1) + get_local_id(1)
            && z == get_group_id(2) * get_local_size(2) + get_local_id(2)
            && get_global_size(2) == get_num_groups(2) * get_local_size(2)
            && get_local_id(3) == 0 && get_local_size(3) == 1;
    out[flat] = consistent ? (int) (x + 1000 * y + 1000000 * z) : -1;
}
