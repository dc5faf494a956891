// 256-bin histogram of bytes with per-group local bins.
__kernel void histogram(__global const uchar* data, int n, __global uint* bins) {
    __local uint local_bins[256];
    for (int i = get_local_id(0); i < 256; i += get_local_size(0)) local_bins[i] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) atomic_inc(&local_bins[data[i]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_local_id(0); i < 256; i += get_local_size(0)) atomic_add(&bins[i], local_bins[i]);
}
