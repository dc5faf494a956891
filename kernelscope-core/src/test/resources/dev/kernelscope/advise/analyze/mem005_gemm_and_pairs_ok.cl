// reject: KS-MEM-005
// expect: KS-MEM-006
// No window: a naive GEMM's row and K loop (row * K + k, k * N + col; untiled, hence KS-MEM-006), a two-element
// difference, and an in-place update whose buffer is also written.
__kernel void gemm(__global const float *A, __global const float *B, __global float *C, int M, int N, int K) {
    int col = get_global_id(0);
    int row = get_global_id(1);
    float acc = 0.0f;
    for (int k = 0; k < K; ++k) {
        acc += A[row * K + k] * B[k * N + col];
    }
    C[row * N + col] = acc;
}

__kernel void difference(__global const float *a, __global float *d, int n) {
    int i = get_global_id(0);
    if (i + 1 < n) d[i] = a[i + 1] - a[i];
}

__kernel void relax(__global float *u, int n) {
    int i = get_global_id(0);
    if (i > 0 && i < n - 1) u[i] = (u[i - 1] + u[i] + u[i + 1]) / 3.0f;
}

// One shifted element read three times (a weight update indexed tx + 1): the same element, not a window.
__kernel void adjust(__global const float *delta, __global float *w, __global float *old, int hid) {
    int tx = get_local_id(0);
    int i = tx + 1;
    w[i] += 0.3f * delta[i] + 0.3f * old[i];
    old[i] = 0.3f * delta[i];
    w[0] += delta[i];
}
