/*
 * The vendor's SGEMM measured beside the ladder in the same process, on the same buffers and the same clock
 * (cuBLAS on CUDA). Row-major C (m x n) = alpha * A (m x k) * B (k x n) + beta * C, tightly packed.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.Buffer;

public interface VendorSgemm extends AutoCloseable {
    /** "cuBLAS". */
    String name();

    /** The library's own version string. */
    String version();

    /** The math mode in force, e.g. "CUBLAS_PEDANTIC_MATH (FP32, no TF32)". */
    String mathMode();

    /** Enqueues one call. */
    void sgemm(int m, int n, int k, float alpha, Buffer a, Buffer b, float beta, Buffer c);

    /** Times one call with device timestamps, in nanoseconds. */
    long timeOnceNs(int m, int n, int k, float alpha, Buffer a, Buffer b, float beta, Buffer c);

    /** Enqueues one call of any layout, transposes and leading dimensions. */
    void sgemm(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c);

    /**
     * Times {@code count} calls with device timestamps, one sample each. {@code launchExcluded}: the events bracket
     * the device work only (the stream is held while the calls are enqueued, as KernelScope's own launches are
     * timed); otherwise each event pair on an idle stream also spans the host's time to enqueue the call.
     */
    long[] timeEachNs(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c, int count,
                      boolean launchExcluded);

    @Override
    void close();
}
