// Rung 3: local-memory (LDS / shared) tiling. A group of TILE x TILE work-items computes a TILE x TILE block of C;
// per step it stages a TILE x TILE slice of A and of B in local memory once, then every work-item reads its row of
// the A slice and its column of the B slice from there, so each global element is read by one work-item, not TILE.
// Contract (the Gemm API pads when needed): K % TILE == 0, A readable for roundUp(M, TILE) rows and B for
// roundUp(N, TILE) columns; C is written (and read, unless beta == 0) only inside M x N.

#ifndef TILE
#define TILE 32      // edge of the square block of C a group computes, and depth of one K step
#endif

__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void sgemm_shared_tiling(const int M, const int N, const int K, const float alpha,
                         __global const float* A, const int lda,
                         __global const float* B, const int ldb,
                         const float beta, __global float* C, const int ldc)
{
    // 16-byte alignment lets the compiler merge the unrolled reads of an As row into 128-bit loads. NVRTC assumes it
    // anyway; NVIDIA's OpenCL JIT only with the attribute (H100: 16 LDS.128 instead of 64 LDS per tile, rungs 3-6).
    __local float As[TILE][TILE] __attribute__((aligned(16)));
    __local float Bs[TILE][TILE] __attribute__((aligned(16)));

    const int tx = (int) get_local_id(0);                 // column inside the tile: the fast lane index
    const int ty = (int) get_local_id(1);
    const int row = (int) get_group_id(1) * TILE + ty;
    const int col = (int) get_group_id(0) * TILE + tx;

    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += TILE) {
        As[ty][tx] = A[row * lda + k0 + tx];               // a wave reads a contiguous piece of an A row
        Bs[ty][tx] = B[(k0 + ty) * ldb + col];             // and of a B row: both coalesced
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (int k = 0; k < TILE; ++k) {
            acc += As[ty][k] * Bs[k][tx];                  // As[ty][k] is a broadcast, Bs[k][tx] conflict-free
        }
        barrier(CLK_LOCAL_MEM_FENCE);                      // nobody may overwrite the tile while others read it
    }
    if (row < M && col < N) {
        const int c = row * ldc + col;
        C[c] = (beta == 0.0f) ? alpha * acc : alpha * acc + beta * C[c];
    }
}
