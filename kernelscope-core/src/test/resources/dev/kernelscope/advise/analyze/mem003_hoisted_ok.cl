// reject: KS-MEM-003 KS-MEM-001
// The invariant value is read once before the loop.
__kernel void scale_rows(__global float *data, __global const float *scale, int cols) {
    int row = get_global_id(0);
    float s = scale[row];
    for (int c = 0; c < cols; ++c) {
        data[c * 1024 + row] *= s;
    }
}
