/*
 * The OpenCL C files beside the GEMM classes (the ladder's rungs, pack.cl, gemv.cl), read from the jar: one place that
 * knows where they live and what a missing one means.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.model.TextResources;

final class GemmKernelFiles {
    private GemmKernelFiles() {}

    /** The text of kernel file {@code name} (e.g. "gemv.cl"). */
    static String read(String name) {
        return TextResources.read(GemmKernelFiles.class, name);
    }
}
