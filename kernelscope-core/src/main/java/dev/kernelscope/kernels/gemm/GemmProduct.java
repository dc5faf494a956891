/*
 * The product the tile kernels compute for one call: its row-major view (GemmShape.toRowMajor), or for a call whose
 * operands are both transposed the untransposed twin written transposed (10_tuned.cl's TRANS_C), and which of the
 * caller's buffers is the kernel's A. Gemm plans with it and GemmShapeClass classifies by it.
 */
package dev.kernelscope.kernels.gemm;

import java.util.Locale;

/**
 * @param row            the row-major product the kernel computes, M x N x K with its operands' transposes and
 *                       leading dimensions (with transposedC, its ldc is not C's: see {@link #of})
 * @param swapsOperands  the kernel's A is the caller's B (and its B the caller's A)
 * @param transposedC    the kernel writes output (i, j) of {@code row} at C + j * ldc + i (TRANS_C)
 * @param ldc            C's leading dimension, as the kernel is given it
 */
record GemmProduct(GemmShape row, boolean swapsOperands, boolean transposedC, int ldc) {

    /**
     * Whether calls with both operands transposed run as their untransposed twin written transposed: off by default
     * (the TRANS_A / TRANS_B twin reads both operands in place, or they are packed); -Dkernelscope.gemm.transposedC=on
     * (or true) where C's rows are a multiple of 4 floats apart. On the H200 (docs/results/h200/session33/call2, 24 TT
     * calls, kernel-only % of cuBLAS, the twin against the TRANS_A / TRANS_B path in alternating processes) the twin
     * lost 84.8 -> 73.0% over all 24: where C's rows were unaligned its 4-byte stores down C's columns cost up to 92
     * points (4787x6336x14 column-major 124.0 -> 32.2); where they were aligned it won 3112x532x6113 87.3 -> 92.7 and
     * 556x132x624 82.8 -> 94.5 but lost 5932x416x9 116.9 -> 102.5 and 943x2160x700 94.4 -> 88.8 (its twin 2160x943
     * takes the general class's 128x256 tiles where the call took general-fine's 64x128), 4500x700x6500 even. On 11
     * more aligned ones (call3): 91.5 -> 88.2%, 4 of 11 faster.
     */
    static final boolean TRANSPOSED_C_DEFAULT = switch (String.valueOf(System.getProperty(
            "kernelscope.gemm.transposedC")).toLowerCase(Locale.ROOT)) {
        case "on", "true" -> true;
        default -> false;
    };

    /**
     * The product for {@code shape}. A row-major TT call C = A^T B^T (M x N; A stored K x M, B stored N x K) is
     * C^T = B A: an N x M product of two untransposed operands as stored (the caller's B first), written transposed.
     * So is a column-major TT call, whose row-major view is TT too. Only with {@code transposedCAllowed} (the tuned
     * rung: the other rungs' kernels have no TRANS_C), where C's rows are a multiple of 4 floats apart (the twin then
     * stores float4 down C's columns, one float at a time only on an edge: 10_tuned.cl, STORE_C4_DOWN; with every
     * store one float it lost up to 92 points, see TRANSPOSED_C_DEFAULT) and where neither form is a matrix-vector
     * call (gemv.cl reads transposed operands in place).
     */
    static GemmProduct of(GemmShape shape, boolean transposedCAllowed) {
        GemmShape row = shape.toRowMajor();
        if (transposedCAllowed && row.transA() && row.transB() && row.ldc() % 4 == 0) {
            // the twin's own ldc stands only for GemmShape's check that its C rows hold N floats: the kernel is given
            // the caller's, along which it writes the twin's columns (the smallest aligned one that passes the check)
            GemmShape twin = new GemmShape(Layout.ROW_MAJOR, false, false, row.n(), row.m(), row.k(), row.ldb(),
                    row.lda(), (row.m() + 3) / 4 * 4);
            if (GemmShapeClass.ofProduct(row) != GemmShapeClass.VECTOR
                    && GemmShapeClass.ofProduct(twin) != GemmShapeClass.VECTOR) {
                return new GemmProduct(twin, !shape.swapsOperands(), true, row.ldc());
            }
        }
        return new GemmProduct(row, shape.swapsOperands(), false, row.ldc());
    }

    /** Elements of C as stored that the kernel's index reaches, from its first (rows of C times ldc, at most). */
    long cElementsSpanned() {
        return (long) (transposedC ? row.n() : row.m()) * ldc;
    }
}
