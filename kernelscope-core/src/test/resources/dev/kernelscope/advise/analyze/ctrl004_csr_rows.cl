// expect: KS-CTRL-004
// reject: KS-CTRL-003 KS-SYNC-001
// One work-item per row of a CSR matrix: each loops over its own row, whose length is loaded per work-item, so a
// warp runs as many iterations as its longest row while the lanes of shorter rows idle (seed 001).
__kernel void spmv_csr_scalar(__global const int *row_start, __global const int *col, __global const float *val,
                              __global const float *x, __global float *y, int rows) {
    int row = get_global_id(0);
    if (row < rows) {
        float sum = 0.0f;
        int start = row_start[row];
        int end = row_start[row + 1];
        for (int k = start; k < end; ++k) {
            sum += val[k] * x[col[k]];
        }
        y[row] = sum;
    }
}
