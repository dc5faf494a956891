// Rung 5: global-memory double buffering through registers (the source document's kernel 4). While the group
// multiplies the K slice already in local memory, each work-item has the NEXT slice's loads in flight into private
// registers; they are written to local memory only after the multiply, so global latency hides behind arithmetic.
// Otherwise rung 4. Contract (the Gemm API pads): K % BK == 0, A readable for roundUp(M, BM) rows, B for roundUp(N, BN) columns.

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
#define A_LOADS (BM * BK / THREADS)                       // A elements each work-item stages per slice
#define B_LOADS (BK * BN / THREADS)                       // B elements each work-item stages per slice

__kernel __attribute__((reqd_work_group_size(THREADS, 1, 1)))
void sgemm_global_prefetch(const int M, const int N, const int K, const float alpha,
                           __global const float* A, const int lda,
                           __global const float* B, const int ldb,
                           const float beta, __global float* C, const int ldc)
{
    // aligned(16): so both compilers merge neighbouring local reads into 128-bit loads (see rung 3)
    __local float As[BM][BK] __attribute__((aligned(16)));
    __local float Bs[BK][BN] __attribute__((aligned(16)));

    const int tid = (int) get_local_id(0);
    const int tx = tid % (BN / TN);
    const int ty = tid / (BN / TN);
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
    float nextA[A_LOADS];                                 // the prefetched slice, held in registers
    float nextB[B_LOADS];

    // the first slice goes straight to local memory
    #pragma unroll
    for (int l = 0; l < A_LOADS; ++l) {
        const int e = tid + l * THREADS;
        As[e / BK][e % BK] = A[(e / BK) * lda + e % BK];
    }
    #pragma unroll
    for (int l = 0; l < B_LOADS; ++l) {
        const int e = tid + l * THREADS;
        Bs[e / BN][e % BN] = B[(e / BN) * ldb + e % BN];
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    for (int k0 = 0; k0 < K; k0 += BK) {
        const bool more = k0 + BK < K;
        if (more) {                                       // issue the next slice's loads; nobody waits for them yet
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
        barrier(CLK_LOCAL_MEM_FENCE);                     // everyone is done reading this slice
        if (more) {
            #pragma unroll
            for (int l = 0; l < A_LOADS; ++l) {
                const int e = tid + l * THREADS;
                As[e / BK][e % BK] = nextA[l];
            }
            #pragma unroll
            for (int l = 0; l < B_LOADS; ++l) {
                const int e = tid + l * THREADS;
                Bs[e / BN][e % BN] = nextB[l];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);                     // the next slice is visible to everyone
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
