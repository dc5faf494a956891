/* Sample kernel: out = in, 16 bytes per work-item (float4), for device memory bandwidth; the global size is the
 * number of float4 elements. Bytes moved = 2 x buffer size (one read, one write). */

__kernel void copy_float4(__global const float4* in, __global float4* out) {
    const size_t i = get_global_id(0);
    out[i] = in[i];
}
