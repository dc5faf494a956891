// reject: KS-MEM-003 KS-MEM-001
// The invariant value is read once before the loop.
__kernel void scale_rows(__global float *data, __global const float *scale, int cols) {
    int row = get_global_id(0);
    float s = scale[row];
    for (int c = 0; c < cols; ++c) {
        data[c * 1024 + row] *= s;
    }
}

// a load in a for's init runs once, before the loop: not a re-read (CSR rows: the row's first entry)
__kernel void csr_rows(__global const int* row_start, __global const float* values, __global float* out, int rows) {
    int row = get_global_id(0);
    if (row >= rows) {
        return;
    }
    float sum = 0.0f;
    int end = row_start[row + 1];
    for (int k = row_start[row]; k < end; ++k) {
        sum += values[k];
    }
    out[row] = sum;
}
