// expect: KS-MEM-003
// scale[0] is loop-invariant but read on every iteration.
__kernel void scale_rows(__global float *data, __global const float *scale, int cols) {
    int row = get_global_id(0);
    for (int c = 0; c < cols; ++c) {
        data[c * 1024 + row] *= scale[row];
    }
}
