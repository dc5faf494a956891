// expect: KS-MEM-006
// The textbook matrix product (the source document's naive kernel, with coalesced B): every work-item walks K
// reading a row of A and a column of B from global memory; A's element is the same for a whole row of the group.
__kernel void matmul(__global const float *A, __global const float *B, __global float *C, int N) {
    int row = get_global_id(1);
    int col = get_global_id(0);
    float acc = 0.0f;
    for (int k = 0; k < N; k++) {
        acc += A[row * N + k] * B[k * N + col];
    }
    C[row * N + col] = acc;
}
