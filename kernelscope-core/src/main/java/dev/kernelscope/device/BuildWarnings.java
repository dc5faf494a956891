/*
 * A diagnostic of the compilers' warnings: with -Dkernelscope.compile.warnings=print, the build log of every program
 * whose compiler warned goes to standard error, with the program's kernels and options named (a driver's clang prints
 * only "1 warning generated." there, and the warning itself lands in a build log nobody reads after a good build).
 */
package dev.kernelscope.device;

import dev.kernelscope.device.cuda.CudaDialect;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

final class BuildWarnings {
    private static final boolean PRINT = "print".equals(System.getProperty("kernelscope.compile.warnings"));
    /**
     * A compiler's warning: clang's "warning:", NVRTC's "warning #177-D:", ptxas's "ptxas warning :". Lower case:
     * NVIDIA's OpenCL writes "Warning: Function k is a kernel, so overriding noinline attribute" into every build log
     * (session 59, H200), a note about its own inlining, not about the source.
     */
    private static final Pattern WARNING = Pattern.compile("\\bwarning\\b");

    private BuildWarnings() {}

    static void report(String source, List<String> options, String buildLog, Device device) {
        if (PRINT) {
            describe(source, options, buildLog, device.label()).ifPresent(System.err::println);
        }
    }

    /** What {@link #report} prints for a build log that holds a warning; empty for any other log. */
    static Optional<String> describe(String source, List<String> options, String buildLog, String deviceLabel) {
        if (buildLog == null || !WARNING.matcher(buildLog).find()) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "compiler warnings on %s for kernels %s, options %s:%n%s",
                deviceLabel, CudaDialect.kernelNames(source), options, buildLog.strip()));
    }
}
