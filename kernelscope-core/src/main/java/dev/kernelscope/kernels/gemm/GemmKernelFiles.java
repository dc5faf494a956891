/*
 * The OpenCL C files beside the GEMM classes (the ladder's rungs, pack.cl, gemv.cl), read from the jar: one place that
 * knows where they live and what a missing one means.
 */
package dev.kernelscope.kernels.gemm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

final class GemmKernelFiles {
    private GemmKernelFiles() {}

    /** The text of kernel file {@code name} (e.g. "gemv.cl"). */
    static String read(String name) {
        try (InputStream in = GemmKernelFiles.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing kernel resource " + name + " next to "
                        + GemmKernelFiles.class.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
        }
    }
}
