// Rung 1 of the SGEMM ladder: one work-item per element of C, C = alpha * A * B + beta * C (row-major).
// Dimension 0 of the NDRange walks the ROWS of C, so neighbouring work-items read A rows K floats apart and
// write C a whole row apart: every access of a wave is a separate memory transaction (uncoalesced).
// Any M, N, K >= 1: every work-item checks its bounds; C is not read when beta == 0 (so NaN in C is overwritten).

#ifndef GROUP_X
#define GROUP_X 16   // work-items per group along dimension 0 (rows of C)
#endif
#ifndef GROUP_Y
#define GROUP_Y 16   // work-items per group along dimension 1 (columns of C)
#endif

__kernel __attribute__((reqd_work_group_size(GROUP_X, GROUP_Y, 1)))
void sgemm_naive(const int M, const int N, const int K, const float alpha,
                 __global const float* A, const int lda,
                 __global const float* B, const int ldb,
                 const float beta, __global float* C, const int ldc)
{
    const int row = (int) get_global_id(0);
    const int col = (int) get_global_id(1);
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
