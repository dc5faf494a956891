// reject: KS-MEM-001 KS-MEM-004
// float4 elements, one per work-item: 16 B per lane, contiguous.
__kernel void add4(__global const float4 *a, __global const float4 *b, __global float4 *c) {
    int i = get_global_id(0);
    c[i] = a[i] + b[i];
}
