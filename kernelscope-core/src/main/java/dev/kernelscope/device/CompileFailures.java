/*
 * The one-line reason every tuner (GEMM rungs, stencil variants, user kernels) records for a configuration that did
 * not compile.
 */
package dev.kernelscope.device;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

public final class CompileFailures {
    private CompileFailures() {
    }

    /**
     * Why a compile failed, in one line: the compiler's first line that says "error" or "fatal"; when the log has none (NVRTC
     * succeeded with warnings and loading the module failed, or ptxas printed only its info lines) the exception's own
     * message, which names the native error and the call. Before, the log's first line was taken, and on the H100 the
     * report gave "warning #550-D: variable "lastA" was set but never used" and "ptxas info: 6 bytes gmem" as reasons.
     */
    public static String reason(GpuException failure) {
        String message = String.valueOf(failure.getMessage()).strip().lines().findFirst().orElse("compilation failed");
        return failure.buildLog().flatMap(CompileFailures::errorLine)
                .orElse(message.length() > 300 ? message.substring(0, 300) + "..." : message);
    }

    /** The log's first line that says "error" (or "fatal", as ptxas does for some failures). */
    private static Optional<String> errorLine(String log) {
        List<String> lines = log.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
        for (String line : lines) {
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.contains("error") || lower.contains("fatal")) {
                return Optional.of(line);
            }
        }
        return Optional.empty();
    }
}
