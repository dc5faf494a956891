/*
 * GemmProduct, no device: which calls run as their untransposed twin written transposed where allowed (TT calls
 * whose C rows are 4 floats aligned, outside the matrix-vector class), and the twin's sizes, leading dimensions and
 * operand order for both storage orders; off by default. The twin's results are checked on PoCL by GemmConformance's TT cases.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GemmProductTest {

    @Test
    void aRowMajorTtCallIsTheUntransposedProductOfItsOperandsSwappedWrittenTransposed() {
        // C = A^T B^T, 300 x 500 x 200: A stored 200 x 300 (lda 304), B stored 500 x 200 (ldb 208), C ldc 512
        GemmShape call = new GemmShape(Layout.ROW_MAJOR, true, true, 300, 500, 200, 304, 208, 512);
        GemmProduct product = GemmProduct.of(call, true);
        assertThat(product.transposedC()).isTrue();
        assertThat(product.swapsOperands()).isTrue();   // the kernel's A is the caller's B
        GemmShape row = product.row();
        assertThat(row.transA()).isFalse();
        assertThat(row.transB()).isFalse();
        assertThat(new int[] {row.m(), row.n(), row.k(), row.lda(), row.ldb()})
                .containsExactly(500, 300, 200, 208, 304);
        assertThat(product.ldc()).isEqualTo(512);
        assertThat(product.cElementsSpanned()).isEqualTo(300L * 512);   // C's 300 rows as stored, not the twin's 500
        assertThat(product.row().ldc() % 4).isZero();   // GemmOperands asks for no UNALIGNED_C twin
    }

    @Test
    void aColumnMajorTtCallIsTheRowMajorUntransposedProductOfItsOperandsInOrder() {
        GemmShape call = GemmShape.packed(Layout.COLUMN_MAJOR, true, true, 300, 500, 200);
        GemmProduct product = GemmProduct.of(call, true);
        assertThat(product.transposedC()).isTrue();
        assertThat(product.swapsOperands()).isFalse();  // swapped for the storage, and back for the twin
        assertThat(new int[] {product.row().m(), product.row().n(), product.row().k()}).containsExactly(300, 500, 200);
        assertThat(product.row().transA() || product.row().transB()).isFalse();
        assertThat(product.ldc()).isEqualTo(300);
    }

    @Test
    void otherCallsRunAsTheirRowMajorView() {
        GemmShape unalignedC = new GemmShape(Layout.ROW_MAJOR, true, true, 300, 500, 200, 300, 200, 501);
        GemmShape notAllowed = GemmShape.packed(Layout.ROW_MAJOR, true, true, 300, 500, 200);
        GemmShape matrixVector = GemmShape.packed(Layout.ROW_MAJOR, true, true, 8, 4096, 4096);
        GemmShape twinIsMatrixVector = GemmShape.packed(Layout.ROW_MAJOR, true, true, 4096, 8, 4096);
        GemmShape oneTransposed = GemmShape.packed(Layout.COLUMN_MAJOR, true, false, 300, 500, 200);
        for (GemmShape call : new GemmShape[] {unalignedC, matrixVector, twinIsMatrixVector, oneTransposed}) {
            GemmProduct product = GemmProduct.of(call, true);
            assertThat(product.transposedC()).as(call.toString()).isFalse();
            assertThat(product.row()).isEqualTo(call.toRowMajor());
            assertThat(product.swapsOperands()).isEqualTo(call.swapsOperands());
            assertThat(product.ldc()).isEqualTo(call.ldc());
        }
        assertThat(GemmProduct.of(notAllowed, false).transposedC()).isFalse();
        assertThat(GemmProduct.of(notAllowed, false).row()).isEqualTo(notAllowed);
        assertThat(GemmProduct.TRANSPOSED_C_DEFAULT).as("off unless -Dkernelscope.gemm.transposedC=on").isFalse();
    }
}
