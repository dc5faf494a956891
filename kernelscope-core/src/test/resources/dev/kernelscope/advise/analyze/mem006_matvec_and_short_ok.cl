// reject: KS-MEM-006
// No group-shared operand: a 1-D matrix-vector product (each row read by one work-item, x by all: a broadcast), and a
// 2-D kernel whose loop is a short constant one (a 4-tap colour sum).
__kernel void matvec(__global const float *A, __global const float *x, __global float *y, int n) {
    int row = get_global_id(0);
    float acc = 0.0f;
    for (int k = 0; k < n; k++) {
        acc += A[row * n + k] * x[k];
    }
    y[row] = acc;
}

__kernel void channels(__global const float *rgba, __global const float *weights, __global float *gray, int w) {
    int x = get_global_id(0), y = get_global_id(1);
    float acc = 0.0f;
    for (int c = 0; c < 4; c++) {
        acc += rgba[(y * w + x) * 4 + c] * weights[y * 4 + c];
    }
    gray[y * w + x] = acc;
}
