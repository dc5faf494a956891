// Rung 2: the naive kernel with the NDRange turned around. Dimension 0 (the fastest-varying work-item index,
// the lanes of a wave) now walks the COLUMNS of C: a wave reads 32 consecutive floats of a B row and writes 32
// consecutive floats of C (one transaction each), while all its lanes read the same A element (a broadcast).
// Any M, N, K >= 1 (bounds checked); C is not read when beta == 0.

#ifndef GROUP_X
#define GROUP_X 32   // work-items per group along dimension 0 (columns of C); a multiple of the wave size
#endif
#ifndef GROUP_Y
#define GROUP_Y 8    // work-items per group along dimension 1 (rows of C)
#endif

__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void sgemm_coalesced(const int M, const int N, const int K, const float alpha,
                     __global const float* A, const int lda,
                     __global const float* B, const int ldb,
                     const float beta, __global float* C, const int ldc)
{
    const int col = (int) get_global_id(0);
    const int row = (int) get_global_id(1);
    if (row >= M || col >= N) {
        return;
    }
    float acc = 0.0f;
    for (int k = 0; k < K; ++k) {
        acc += A[row * lda + k] * B[k * ldb + col];
    }
    const int c = row * ldc + col;
    C[c] = (beta == 0.0f) ? alpha * acc : alpha * acc + beta * C[c];
}
