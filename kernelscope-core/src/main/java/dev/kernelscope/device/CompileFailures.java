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
        return reason(failure, "<source>");
    }

    /**
     * As {@link #reason(GpuException)}, with the driver's name for the source in a diagnostic's location replaced by
     * {@code sourceName} (the user's file name): PoCL compiles a temporary copy, so every failure named its own
     * "/root/.cache/pocl/kcache/tempfile_N2Euhz.cl:12:29:", which told the user nothing and made 48 failures with
     * one cause 48 different reasons ("the commonest reason (1 of 48)"). Line and column are kept: the driver
     * compiles the source as given, so they are the file's.
     */
    public static String reason(GpuException failure, String sourceName) {
        String message = String.valueOf(failure.getMessage()).strip().lines().findFirst().orElse("compilation failed");
        return failure.buildLog().flatMap(CompileFailures::errorLine)
                .map(line -> named(line, sourceName))
                .orElse(message.length() > 300 ? message.substring(0, 300) + "..." : message);
    }

    /**
     * A compiler log with every driver's name for the compiled source replaced by {@code sourceName}, the user's
     * file: NVRTC's "kernel.cl(12): error" read as if the user's file were called kernel.cl.
     */
    public static String named(String log, String sourceName) {
        return DRIVER_SOURCE_NAME.matcher(log).replaceAll(java.util.regex.Matcher.quoteReplacement(sourceName));
    }

    /** The name the CUDA backend gives NVRTC for a translated OpenCL source (the preludes have names of their own). */
    public static final String CUDA_PROGRAM_NAME = "kernel.cl";

    /**
     * The names drivers give the source they compile: before ":LINE:COLUMN:", PoCL's temporary copy
     * (".../kcache/tempfile_XXXXXX.cl") and "<kernel>" or "<source>" (NVIDIA's and Intel's OpenCL); NVRTC's program
     * name before "(LINE)" and after "of" ("detected during instantiation of ... at line 12 of kernel.cl"). A real
     * header's path (an #include) is left as it is.
     */
    private static final java.util.regex.Pattern DRIVER_SOURCE_NAME = java.util.regex.Pattern.compile(
            "(?:\\S*[/\\\\])?tempfile_\\w+\\.cl(?=:\\d+:\\d+:)|<(?:kernel|source)>(?=:\\d+:\\d+:)"
                    + "|(?<![\\w./\\\\-])" + java.util.regex.Pattern.quote(CUDA_PROGRAM_NAME)
                    + "(?=\\(\\d+\\)|$|[\\s,;:])");

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
