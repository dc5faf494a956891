// KS-MEM-003 after: scale[row] read once before the loop.
__kernel void scale_rows(__global float *data, __global const float *scale, int cols, int n) {
    int row = get_global_id(0);
    float s = scale[row];
    for (int c = 0; c < cols; ++c) {
        data[c * n + row] *= s;
    }
}
