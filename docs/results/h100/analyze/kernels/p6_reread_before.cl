// KS-MEM-003 before: scale[row] is re-read on every iteration of the column loop.
__kernel void scale_rows(__global float *data, __global const float *scale, int cols, int n) {
    int row = get_global_id(0);
    for (int c = 0; c < cols; ++c) {
        data[c * n + row] *= scale[row];
    }
}
