/*
 * How a matrix is stored: rows contiguous (C, Java, NumPy) or columns contiguous (BLAS, Fortran, cuBLAS).
 */
package dev.kernelscope.kernels.gemm;

public enum Layout {
    ROW_MAJOR,
    COLUMN_MAJOR
}
