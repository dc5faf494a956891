// Rung 8: warp tiling. The group tile is split into one WM x WN tile per wave, and inside it each lane owns
// WITER_M x WITER_N sub-tiles of 4 x 4, LANES_M x LANES_N lanes side by side. A wave's reads of a k row of the
// local slices then touch few distinct 16-byte words (broadcasts for A, 128 consecutive bytes for B), every
// local read is 16 bytes, and the wave's working set stays compact, the level of tiling between group and lane.
// Global loads: float4, the next slice prefetched into registers (rung 5), A stored transposed and padded (rung 6).
// Contract (the Gemm API pads): K % BK == 0, lda % 4 == 0, ldb % 4 == 0, A readable for roundUp(M, BM) rows,
// B for roundUp(N, BN) columns; C is written (and read, unless beta == 0) only inside M x N.

#ifndef BM
#define BM 128       // rows of C per group
#endif
#ifndef BN
#define BN 128       // columns of C per group
#endif
#ifndef BK
#define BK 8         // depth of the K slice staged in local memory per step (a multiple of 4)
#endif
#ifndef WM
#define WM 32        // rows of C per wave (warp tile height)
#endif
#ifndef WN
#define WN 64        // columns of C per wave (warp tile width)
#endif
#ifndef LANES_M
#define LANES_M 4    // lanes of a wave stacked along M; the other WAVE / LANES_M lanes lie along N
#endif
#ifndef WAVE
#define WAVE 32      // lanes per wave (NVIDIA warp); the tiling is correct for any value, fastest for the real one
#endif
#ifndef PAD_A
#define PAD_A 4      // floats of padding per row of the transposed A tile (4: the transposing stores hit 32 banks)
#endif

#define LANES_N (WAVE / LANES_M)
#define THREADS ((BM / WM) * (BN / WN) * WAVE)            // work-items per group (1-D)
#define WITER_M (WM / (LANES_M * 4))                      // 4x4 sub-tiles per work-item along M
#define WITER_N (WN / (LANES_N * 4))                      // ... and along N
#define A_VECS (BM * BK / 4 / THREADS)                    // float4 loads of A per work-item per slice
#define B_VECS (BK * BN / 4 / THREADS)                    // float4 loads of B per work-item per slice
#define AS_ROW (BM + PAD_A)

#define VLOAD4(p) (*(__global const float4*)(p))            // 16-byte global load (p must be 16-byte aligned)
#define LDS4(array, i) (*(__local float4*)(&(array)[i]))     // 16-byte local load; i must be a multiple of 4

// registers nextA/nextB -> local memory (copy is 0 here; rung 9 keeps two copies): A transposed (4 scalar stores), B as one float4 per load
#define STORE_SLICE(copy)                                                                   \
    do {                                                                                    \
        _Pragma("unroll")                                                                   \
        for (int l = 0; l < A_VECS; ++l) {                                                  \
            const int e = tid + l * THREADS;                                                \
            const int at = (copy) * BK * AS_ROW + (e % (BK / 4)) * 4 * AS_ROW + e / (BK / 4); \
            As[at] = nextA[l].x;                                                            \
            As[at + AS_ROW] = nextA[l].y;                                                   \
            As[at + 2 * AS_ROW] = nextA[l].z;                                               \
            As[at + 3 * AS_ROW] = nextA[l].w;                                               \
        }                                                                                   \
        _Pragma("unroll")                                                                   \
        for (int l = 0; l < B_VECS; ++l) {                                                  \
            LDS4(Bs, (copy) * BK * BN + (tid + l * THREADS) * 4) = nextB[l];                \
        }                                                                                   \
    } while (0)

// alpha * (x0..x3) + beta * C for the 4 elements at (row, col..col+3); C is not read when beta == 0
#define STORE_C4(row, col, x0, x1, x2, x3)                                                  \
    do {                                                                                    \
        if ((row) < M && (col) + 3 < N && vectorC) {                                        \
            __global float4* c4 = (__global float4*)(C + (row) * ldc + (col));              \
            float4 v;                                                                       \
            if (beta == 0.0f) {                                                             \
                v.x = alpha * (x0); v.y = alpha * (x1); v.z = alpha * (x2); v.w = alpha * (x3); \
            } else {                                                                        \
                v = *c4;                                                                    \
                v.x = alpha * (x0) + beta * v.x; v.y = alpha * (x1) + beta * v.y;           \
                v.z = alpha * (x2) + beta * v.z; v.w = alpha * (x3) + beta * v.w;           \
            }                                                                               \
            *c4 = v;                                                                        \
        } else if ((row) < M) {                                                             \
            STORE_C1(row, (col) + 0, x0);                                                   \
            STORE_C1(row, (col) + 1, x1);                                                   \
            STORE_C1(row, (col) + 2, x2);                                                   \
            STORE_C1(row, (col) + 3, x3);                                                   \
        }                                                                                   \
    } while (0)
#define STORE_C1(row, col, x)                                                               \
    if ((col) < N) {                                                                        \
        const int c1 = (row) * ldc + (col);                                                 \
        C[c1] = (beta == 0.0f) ? alpha * (x) : alpha * (x) + beta * C[c1];                  \
    }

__kernel __attribute__((reqd_work_group_size(THREADS, 1, 1)))
void sgemm_warp_tiling(const int M, const int N, const int K, const float alpha,
                           __global const float* A, const int lda,
                           __global const float* B, const int ldb,
                           const float beta, __global float* C, const int ldc)
{
    __local float As[BK * AS_ROW] __attribute__((aligned(16)));   // the transposed A slice: [k][m]
    __local float Bs[BK * BN] __attribute__((aligned(16)));       // the B slice: [k][n]

    const int tid = (int) get_local_id(0);
    const int lane = tid % WAVE;
    const int wave = tid / WAVE;
    const int waveM = wave / (BN / WN);                   // this wave's tile inside the group tile
    const int waveN = wave % (BN / WN);
    const int laneM = lane / LANES_N;                     // this lane's place inside the wave's sub-tile
    const int laneN = lane % LANES_N;
    const int bm = (int) get_group_id(1) * BM;
    const int bn = (int) get_group_id(0) * BN;
    A += bm * lda;
    B += bn;
    const int aFrag = waveM * WM + laneM * 4;             // first m of this lane's A fragment inside a slice
    const int bFrag = waveN * WN + laneN * 4;             // first n of this lane's B fragment

    float acc[WITER_M * 4][WITER_N * 4];
    #pragma unroll
    for (int i = 0; i < WITER_M * 4; ++i) {
        #pragma unroll
        for (int j = 0; j < WITER_N * 4; ++j) {
            acc[i][j] = 0.0f;
        }
    }
    float4 nextA[A_VECS];
    float4 nextB[B_VECS];

    // slice 0: global -> registers -> local memory
    #pragma unroll
    for (int l = 0; l < A_VECS; ++l) {
        const int e = tid + l * THREADS;
        nextA[l] = VLOAD4(A + (e / (BK / 4)) * lda + (e % (BK / 4)) * 4);
    }
    #pragma unroll
    for (int l = 0; l < B_VECS; ++l) {
        const int e = tid + l * THREADS;
        nextB[l] = VLOAD4(B + (e / (BN / 4)) * ldb + (e % (BN / 4)) * 4);
    }
    STORE_SLICE(0);
    barrier(CLK_LOCAL_MEM_FENCE);

    for (int k0 = 0; k0 < K; k0 += BK) {
        const bool more = k0 + BK < K;
        if (more) {                                       // the next slice: global -> registers, in flight during the math
            #pragma unroll
            for (int l = 0; l < A_VECS; ++l) {
                const int e = tid + l * THREADS;
                nextA[l] = VLOAD4(A + (e / (BK / 4)) * lda + k0 + BK + (e % (BK / 4)) * 4);
            }
            #pragma unroll
            for (int l = 0; l < B_VECS; ++l) {
                const int e = tid + l * THREADS;
                nextB[l] = VLOAD4(B + (k0 + BK + e / (BN / 4)) * ldb + (e % (BN / 4)) * 4);
            }
        }
        const int aSlice = 0;
        const int bSlice = 0;
        #pragma unroll
        for (int k = 0; k < BK; ++k) {
            float a[WITER_M * 4];
            float b[WITER_N * 4];
            #pragma unroll
            for (int wm = 0; wm < WITER_M; ++wm) {        // one 16-byte read per 4 rows: a broadcast within a phase
                const float4 v = LDS4(As, aSlice + k * AS_ROW + aFrag + wm * LANES_M * 4);
                a[wm * 4 + 0] = v.x; a[wm * 4 + 1] = v.y; a[wm * 4 + 2] = v.z; a[wm * 4 + 3] = v.w;
            }
            #pragma unroll
            for (int wn = 0; wn < WITER_N; ++wn) {        // 8 lanes of a phase read 128 consecutive bytes
                const float4 v = LDS4(Bs, bSlice + k * BN + bFrag + wn * LANES_N * 4);
                b[wn * 4 + 0] = v.x; b[wn * 4 + 1] = v.y; b[wn * 4 + 2] = v.z; b[wn * 4 + 3] = v.w;
            }
            #pragma unroll
            for (int i = 0; i < WITER_M * 4; ++i) {
                #pragma unroll
                for (int j = 0; j < WITER_N * 4; ++j) {
                    acc[i][j] += a[i] * b[j];
                }
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);                     // everyone is done reading this slice
        if (more) {
            STORE_SLICE(0);
        }
        barrier(CLK_LOCAL_MEM_FENCE);                     // the next slice is visible to everyone
    }

    // epilogue: each 4-wide row piece of a sub-tile goes out as one float4 when it lies wholly inside C
    const bool vectorC = (ldc & 3) == 0;
    #pragma unroll
    for (int wm = 0; wm < WITER_M; ++wm) {
        #pragma unroll
        for (int i = 0; i < 4; ++i) {
            const int row = bm + aFrag + wm * LANES_M * 4 + i;
            #pragma unroll
            for (int wn = 0; wn < WITER_N; ++wn) {
                const int col = bn + bFrag + wn * LANES_N * 4;
                STORE_C4(row, col, acc[wm * 4 + i][wn * 4 + 0], acc[wm * 4 + i][wn * 4 + 1],
                         acc[wm * 4 + i][wn * 4 + 2], acc[wm * 4 + i][wn * 4 + 3]);
            }
        }
    }
}
