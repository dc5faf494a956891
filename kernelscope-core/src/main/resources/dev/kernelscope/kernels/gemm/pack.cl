// The Gemm API's edge path: copies the operands the kernel cannot read in place into the layout every tiled rung
// assumes (row-major, not transposed, rows and columns padded with zeros to the tile multiples, leading dimension a
// multiple of the vector width). Zeros in the padding add nothing to C, so a rung's kernel needs no bounds checks.
// One launch packs both operands (a call with two packs pays one launch, not two), block by block of PACK_TILE x
// PACK_TILE outputs through local memory, so a transposed operand is read and written along rows (coalesced both
// ways; the element-by-element copy this replaces read a transposed operand with a stride: 22.6 us for a 2048^2
// transpose on the H100, docs/results/h100/gemm-e2e.md).

#ifndef PACK_TILE
#define PACK_TILE 32     // outputs per block side
#endif
#ifndef PACK_ROWS
#define PACK_ROWS 8      // work-item rows per group: each work-item copies PACK_TILE / PACK_ROWS elements
#endif

// One operand's block `block` (row-major over the output's blocks): dst (rowsOut x colsOut, leading dimension ldOut) =
// the rows x cols matrix in src with its element (0, 0) at (rowLead, colLead), zero elsewhere; src holds it row-major
// with leading dimension ld, or its transpose (cols x rows) when transposed != 0. A lead puts a K tail's zeros before
// K's values, where the GEMM kernel reads the other operand's tail first (10_tuned.cl, K_TAIL). Every work-item of
// the group reaches the barrier.
#define PACK_BLOCK(block, rows, cols, src, ld, transposed, rowsOut, colsOut, dst, ldOut, rowLead, colLead)      \
    do {                                                                                                    \
        const int blocksPerRow = ((colsOut) + PACK_TILE - 1) / PACK_TILE;                                    \
        const int r0 = ((block) / blocksPerRow) * PACK_TILE;                                                  \
        const int c0 = ((block) % blocksPerRow) * PACK_TILE;                                                  \
        for (int i = 0; i < PACK_TILE; i += PACK_ROWS) {                                                    \
            /* read along the source's rows: for a transposed source those are the output's columns */      \
            const int slow = ly + i;                                                                        \
            const int r = ((transposed) ? r0 + lx : r0 + slow) - (rowLead);                                 \
            const int c = ((transposed) ? c0 + slow : c0 + lx) - (colLead);                                 \
            float value = 0.0f;                                                                             \
            if (r >= 0 && r < (rows) && c >= 0 && c < (cols)) {                                             \
                value = (transposed) ? (src)[c * (ld) + r] : (src)[r * (ld) + c];                           \
            }                                                                                               \
            tile[slow][lx] = value;                                                                         \
        }                                                                                                   \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                       \
        for (int i = 0; i < PACK_TILE; i += PACK_ROWS) {                                                    \
            const int r = r0 + ly + i;                                                                      \
            const int c = c0 + lx;                                                                          \
            if (r < (rowsOut) && c < (colsOut)) {                                                           \
                (dst)[r * (ldOut) + c] = (transposed) ? tile[lx][ly + i] : tile[ly + i][lx];                \
            }                                                                                               \
        }                                                                                                   \
    } while (0)

// Groups 0 .. blocksA - 1 pack the first operand, the next blocksB groups the second (blocksB may be 0; then the
// second operand's arguments are never read).
__kernel __attribute__((reqd_work_group_size(PACK_TILE * PACK_ROWS, 1, 1)))
void gemm_pack_pair(const int blocksA,
                    const int rowsA, const int colsA, __global const float* srcA, const int ldA, const int transA,
                    const int rowsOutA, const int colsOutA, __global float* dstA, const int ldOutA,
                    const int rowLeadA, const int colLeadA,
                    const int rowsB, const int colsB, __global const float* srcB, const int ldB, const int transB,
                    const int rowsOutB, const int colsOutB, __global float* dstB, const int ldOutB,
                    const int rowLeadB, const int colLeadB)
{
    __local float tile[PACK_TILE][PACK_TILE + 1];   // +1: a column of the block spans all the banks
    const int lx = (int) get_local_id(0) % PACK_TILE;
    const int ly = (int) get_local_id(0) / PACK_TILE;
    const int group = (int) get_group_id(0);
    // the operand chosen by value, not by a branch around the barrier (PoCL duplicates code after such barriers)
    const bool second = group >= blocksA;
    const int block = second ? group - blocksA : group;
    const int rows = second ? rowsB : rowsA;
    const int cols = second ? colsB : colsA;
    __global const float* src = second ? srcB : srcA;
    const int ld = second ? ldB : ldA;
    const int transposed = second ? transB : transA;
    const int rowsOut = second ? rowsOutB : rowsOutA;
    const int colsOut = second ? colsOutB : colsOutA;
    __global float* dst = second ? dstB : dstA;
    const int ldOut = second ? ldOutB : ldOutA;
    const int rowLead = second ? rowLeadB : rowLeadA;
    const int colLead = second ? colLeadB : colLeadA;
    PACK_BLOCK(block, rows, cols, src, ld, transposed, rowsOut, colsOut, dst, ldOut, rowLead, colLead);
}
