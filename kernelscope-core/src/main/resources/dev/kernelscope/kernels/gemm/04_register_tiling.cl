// Rung 4: register tiling. Each work-item computes a TM x TN block of C in registers, so a value read from local
// memory feeds TN (or TM) multiply-adds instead of one: arithmetic intensity per local load rises from 1 to ~TM*TN/(TM+TN).
// A group of (BM/TM) x (BN/TN) work-items computes a BM x BN block of C, stepping through K in slices of BK.
// Contract (the Gemm API pads when needed): K % BK == 0, A readable for roundUp(M, BM) rows, B for roundUp(N, BN) columns.

#ifndef BM
#define BM 128       // rows of C per group
#endif
#ifndef BN
#define BN 128       // columns of C per group
#endif
#ifndef BK
#define BK 8         // depth of the K slice staged in local memory per step
#endif
#ifndef TM
#define TM 8         // rows of C per work-item
#endif
#ifndef TN
#define TN 8         // columns of C per work-item
#endif

#define THREADS ((BM / TM) * (BN / TN))                    // work-items per group (1-D)

__kernel __attribute__((reqd_work_group_size(THREADS, 1, 1)))
void sgemm_register_tiling(const int M, const int N, const int K, const float alpha,
                           __global const float* A, const int lda,
                           __global const float* B, const int ldb,
                           const float beta, __global float* C, const int ldc)
{
    // aligned(16): so both compilers merge neighbouring local reads into 128-bit loads (see rung 3)
    __local float As[BM][BK] __attribute__((aligned(16)));   // as A is laid out: row m, then k
    __local float Bs[BK][BN] __attribute__((aligned(16)));

    const int tid = (int) get_local_id(0);
    const int tx = tid % (BN / TN);                       // which TN-wide column strip of the tile
    const int ty = tid / (BN / TN);                       // which TM-high row strip
    const int bm = (int) get_group_id(1) * BM;
    const int bn = (int) get_group_id(0) * BN;
    A += bm * lda;
    B += bn;

    float acc[TM][TN];
    #pragma unroll
    for (int i = 0; i < TM; ++i) {
        #pragma unroll
        for (int j = 0; j < TN; ++j) {
            acc[i][j] = 0.0f;
        }
    }
    float a[TM];
    float b[TN];

    for (int k0 = 0; k0 < K; k0 += BK) {
        #pragma unroll
        for (int l = 0; l < BM * BK / THREADS; ++l) {
            const int e = tid + l * THREADS;
            As[e / BK][e % BK] = A[(e / BK) * lda + k0 + e % BK];
        }
        #pragma unroll
        for (int l = 0; l < BK * BN / THREADS; ++l) {
            const int e = tid + l * THREADS;
            Bs[e / BN][e % BN] = B[(k0 + e / BN) * ldb + e % BN];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (int k = 0; k < BK; ++k) {
            #pragma unroll
            for (int i = 0; i < TM; ++i) {
                a[i] = As[ty * TM + i][k];
            }
            #pragma unroll
            for (int j = 0; j < TN; ++j) {
                b[j] = Bs[k][tx * TN + j];
            }
            #pragma unroll
            for (int i = 0; i < TM; ++i) {
                #pragma unroll
                for (int j = 0; j < TN; ++j) {
                    acc[i][j] += a[i] * b[j];
                }
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    #pragma unroll
    for (int i = 0; i < TM; ++i) {
        const int row = bm + ty * TM + i;
        #pragma unroll
        for (int j = 0; j < TN; ++j) {
            const int col = bn + tx * TN + j;
            if (row < M && col < N) {
                const int c = row * ldc + col;
                C[c] = (beta == 0.0f) ? alpha * acc[i][j] : alpha * acc[i][j] + beta * C[c];
            }
        }
    }
}
