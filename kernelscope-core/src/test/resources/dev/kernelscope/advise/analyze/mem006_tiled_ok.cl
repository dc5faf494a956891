// reject: KS-MEM-006
// The same product from 16x16 tiles in __local memory (the source document's Kernel 2): the loop reads local tiles.
#define TS 16
__kernel void matmul_tiled(__global const float *A, __global const float *B, __global float *C, int N) {
    __local float As[TS][TS];
    __local float Bs[TS][TS];
    int tx = get_local_id(0), ty = get_local_id(1);
    int row = get_global_id(1), col = get_global_id(0);
    float acc = 0.0f;
    for (int t = 0; t < N; t += TS) {
        As[ty][tx] = A[row * N + t + tx];
        Bs[ty][tx] = B[(t + ty) * N + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TS; k++) {
            acc += As[ty][k] * Bs[k][tx];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    C[row * N + col] = acc;
}
