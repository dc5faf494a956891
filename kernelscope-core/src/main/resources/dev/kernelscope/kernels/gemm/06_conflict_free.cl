// Rung 6: a local-memory layout without bank conflicts (the source document's kernel 5). A is stored transposed,
// As[k][m], padded by PAD_A floats per row so that the transposing stores of a wave hit 32 different banks; each
// work-item owns rows ty + i*(BM/TM) and columns tx + j*(BN/TN) (strided, not a contiguous block), so the lanes of
// a wave read consecutive local addresses (or one broadcast address) in the inner loop. Otherwise rung 5.
// Contract (the Gemm API pads): K % BK == 0, A readable for roundUp(M, BM) rows, B for roundUp(N, BN) columns.

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
#ifndef PAD_A
#define PAD_A 4      // floats of padding per row of the transposed A tile (4: the stores of a wave hit 32 banks)
#endif

#define THREADS ((BM / TM) * (BN / TN))                    // work-items per group (1-D)
#define A_LOADS (BM * BK / THREADS)                       // A elements each work-item stages per slice
#define B_LOADS (BK * BN / THREADS)                       // B elements each work-item stages per slice
#define ROW_STRIDE (BM / TM)                              // distance between the rows one work-item owns
#define COL_STRIDE (BN / TN)                              // distance between the columns one work-item owns

__kernel __attribute__((reqd_work_group_size(THREADS, 1, 1)))
void sgemm_conflict_free(const int M, const int N, const int K, const float alpha,
                         __global const float* A, const int lda,
                         __global const float* B, const int ldb,
                         const float beta, __global float* C, const int ldc)
{
    // aligned(16): so both compilers merge neighbouring local reads into 128-bit loads (see rung 3)
    __local float As[BK][BM + PAD_A] __attribute__((aligned(16)));   // transposed: a k row holds BM values of m
    __local float Bs[BK][BN] __attribute__((aligned(16)));

    const int tid = (int) get_local_id(0);
    const int tx = tid % COL_STRIDE;
    const int ty = tid / COL_STRIDE;
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
    float nextA[A_LOADS];
    float nextB[B_LOADS];

    #pragma unroll
    for (int l = 0; l < A_LOADS; ++l) {
        const int e = tid + l * THREADS;
        As[e % BK][e / BK] = A[(e / BK) * lda + e % BK];
    }
    #pragma unroll
    for (int l = 0; l < B_LOADS; ++l) {
        const int e = tid + l * THREADS;
        Bs[e / BN][e % BN] = B[(e / BN) * ldb + e % BN];
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    for (int k0 = 0; k0 < K; k0 += BK) {
        const bool more = k0 + BK < K;
        if (more) {
            #pragma unroll
            for (int l = 0; l < A_LOADS; ++l) {
                const int e = tid + l * THREADS;
                nextA[l] = A[(e / BK) * lda + k0 + BK + e % BK];
            }
            #pragma unroll
            for (int l = 0; l < B_LOADS; ++l) {
                const int e = tid + l * THREADS;
                nextB[l] = B[(k0 + BK + e / BN) * ldb + e % BN];
            }
        }
        #pragma unroll
        for (int k = 0; k < BK; ++k) {
            #pragma unroll
            for (int i = 0; i < TM; ++i) {
                a[i] = As[k][ty + i * ROW_STRIDE];        // lanes of a wave: at most two addresses, adjacent
            }
            #pragma unroll
            for (int j = 0; j < TN; ++j) {
                b[j] = Bs[k][tx + j * COL_STRIDE];        // lanes of a wave: consecutive addresses
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
        if (more) {
            #pragma unroll
            for (int l = 0; l < A_LOADS; ++l) {
                const int e = tid + l * THREADS;
                As[e % BK][e / BK] = nextA[l];
            }
            #pragma unroll
            for (int l = 0; l < B_LOADS; ++l) {
                const int e = tid + l * THREADS;
                Bs[e / BN][e % BN] = nextB[l];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    #pragma unroll
    for (int i = 0; i < TM; ++i) {
        const int row = bm + ty + i * ROW_STRIDE;
        #pragma unroll
        for (int j = 0; j < TN; ++j) {
            const int col = bn + tx + j * COL_STRIDE;     // a wave writes consecutive columns: coalesced
            if (row < M && col < N) {
                const int c = row * ldc + col;
                C[c] = (beta == 0.0f) ? alpha * acc[i][j] : alpha * acc[i][j] + beta * C[c];
            }
        }
    }
}
