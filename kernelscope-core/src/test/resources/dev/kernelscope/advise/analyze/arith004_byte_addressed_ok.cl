// reject: KS-ARITH-004
// Buffers passed as char* with byte offsets and cast to float* before use: the data is float, the char type only
// makes the offsets byte counts.
__kernel void add_bias_rows(__global char *src, ulong src_offset, __global char *dst, ulong dst_offset, int row_bytes,
                            float bias) {
    int row = get_group_id(0);
    int col = get_local_id(0);
    __global const float *x = (__global const float *)(src + src_offset + row * row_bytes);
    __global float *y = (__global float *)(dst + dst_offset + row * row_bytes);
    y[col] = x[col] + bias;
}
