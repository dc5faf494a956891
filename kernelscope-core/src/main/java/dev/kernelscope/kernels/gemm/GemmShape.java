/*
 * One SGEMM call's shape as BLAS describes it: C (m x n) = alpha * op(A) (m x k) * op(B) (k x n) + beta * C, with
 * storage layout, transposes and leading dimensions. Validated on construction; toRowMajor() expresses any call in the
 * one layout the kernels implement (row-major, C = A*B), swapping operands for column-major (C^T = B^T A^T).
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.model.InvalidInputException;
import java.util.Optional;

/**
 * @param layout how A, B and C are stored
 * @param transA A is stored as op(A)^T (k x m)
 * @param transB B is stored as op(B)^T (n x k)
 * @param lda leading dimension of A as stored (distance between consecutive rows, or columns when column-major)
 */
public record GemmShape(Layout layout, boolean transA, boolean transB, int m, int n, int k, int lda, int ldb, int ldc) {

    public GemmShape {
        if (layout == null) {
            // a null layout would otherwise read as column-major (every test below asks "row-major?")
            throw new InvalidInputException("A GEMM shape needs a layout: Layout.ROW_MAJOR or Layout.COLUMN_MAJOR;"
                    + " got null.");
        }
        if (m < 1 || n < 1 || k < 1) {
            throw new InvalidInputException("GEMM sizes must be at least 1: got M=" + m + ", N=" + n + ", K=" + k + ".");
        }
        boolean rowMajor = layout == Layout.ROW_MAJOR;
        // the length of a stored row (row-major) or column (column-major) of each operand
        int aLine = rowMajor == transA ? m : k;
        int bLine = rowMajor == transB ? k : n;
        int cLine = rowMajor ? n : m;
        checkLeading("lda", lda, aLine, "A");
        checkLeading("ldb", ldb, bLine, "B");
        checkLeading("ldc", ldc, cLine, "C");
    }

    /** A tightly packed row-major, non-transposed problem. */
    public static GemmShape rowMajor(int m, int n, int k) {
        return new GemmShape(Layout.ROW_MAJOR, false, false, m, n, k, k, n, n);
    }

    /** Tightly packed (leading dimensions as small as allowed) for the given layout and transposes. */
    public static GemmShape packed(Layout layout, boolean transA, boolean transB, int m, int n, int k) {
        boolean rowMajor = layout == Layout.ROW_MAJOR;
        return new GemmShape(layout, transA, transB, m, n, k, rowMajor == transA ? m : k, rowMajor == transB ? k : n,
                rowMajor ? n : m);
    }

    /**
     * A tightly packed shape from the names {@link #layoutId()} and {@link #transposes()} give (records, sweep jobs):
     * "row" or "col", and "NN", "NT", "TN" or "TT".
     */
    public static GemmShape packed(String layoutId, String transposes, int m, int n, int k) {
        if (!"row".equals(layoutId) && !"col".equals(layoutId) || transposes == null
                || !transposes.matches("[NT][NT]")) {
            throw new InvalidInputException("A GEMM shape's storage is row or col and its transposes NN, NT, TN or TT;"
                    + " got '" + layoutId + "' and '" + transposes + "'.");
        }
        return packed("row".equals(layoutId) ? Layout.ROW_MAJOR : Layout.COLUMN_MAJOR, transposes.charAt(0) == 'T',
                transposes.charAt(1) == 'T', m, n, k);
    }

    /** "row" or "col", as records and the command line name the storage. */
    public String layoutId() {
        return layout == Layout.ROW_MAJOR ? "row" : "col";
    }

    /** "NN", "NT", "TN" or "TT": A's then B's transpose, as BLAS and the command line name them. */
    public String transposes() {
        return (transA ? "T" : "N") + (transB ? "T" : "N");
    }

    /**
     * "MxNxK" for a row-major untransposed call, else "MxNxK:row|col:NN|NT|TN|TT": the command line's syntax (leading
     * dimensions are not shown).
     */
    public String label() {
        String dims = m + "x" + n + "x" + k;
        return storageLabel().map(storage -> dims + ":" + storage).orElse(dims);
    }

    /** "row|col:NN|NT|TN|TT", or empty for a row-major untransposed call (the label's part after the sizes). */
    public Optional<String> storageLabel() {
        return layout == Layout.ROW_MAJOR && !transA && !transB ? Optional.empty()
                : Optional.of(layoutId() + ":" + transposes());
    }

    /** The same computation in row-major form: column-major C = op(A) op(B) is row-major C^T = op(B)^T op(A)^T. */
    public GemmShape toRowMajor() {
        return layout == Layout.ROW_MAJOR ? this
                : new GemmShape(Layout.ROW_MAJOR, transB, transA, n, m, k, ldb, lda, ldc);
    }

    /** True when this is the shape these BLAS arguments describe (equals without building one). */
    public boolean is(Layout layout, boolean transA, boolean transB, int m, int n, int k, int lda, int ldb, int ldc) {
        return this.layout == layout && this.transA == transA && this.transB == transB && this.m == m && this.n == n
                && this.k == k && this.lda == lda && this.ldb == ldb && this.ldc == ldc;
    }

    /** True when the operands were swapped by toRowMajor() (the kernel's A is the caller's B). */
    public boolean swapsOperands() {
        return layout == Layout.COLUMN_MAJOR;
    }

    /** Elements the stored A must hold: (lines - 1) * lda + line length. */
    public long aElements() {
        boolean rowMajor = layout == Layout.ROW_MAJOR;
        return elements(rowMajor == transA ? k : m, rowMajor == transA ? m : k, lda);
    }

    public long bElements() {
        boolean rowMajor = layout == Layout.ROW_MAJOR;
        return elements(rowMajor == transB ? n : k, rowMajor == transB ? k : n, ldb);
    }

    public long cElements() {
        boolean rowMajor = layout == Layout.ROW_MAJOR;
        return elements(rowMajor ? m : n, rowMajor ? n : m, ldc);
    }

    /** Floating-point operations of the multiply (2 m n k; the alpha/beta epilogue is not counted, as BLAS does). */
    public double flops() {
        return 2.0 * m * n * k;
    }

    @Override
    public String toString() {
        return m + "x" + n + "x" + k + (layout == Layout.COLUMN_MAJOR ? " col-major" : "") + (transA ? " A^T" : "")
                + (transB ? " B^T" : "");
    }

    private static long elements(int lines, int lineLength, int leading) {
        return (long) (lines - 1) * leading + lineLength;
    }

    private static void checkLeading(String name, int value, int atLeast, String matrix) {
        if (value < atLeast) {
            throw new InvalidInputException("The leading dimension " + name + "=" + value + " is smaller than the "
                    + "length of a stored line of " + matrix + " (" + atLeast + ").");
        }
    }
}
