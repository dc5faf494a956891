/*
 * Compiles an OpenCL C source with clang the two ways the product's kernels are built and returns clang's warnings:
 * for a CPU as PoCL builds it (-Dinline=, the optimizer) and for NVPTX as NVIDIA's OpenCL parses it (whose own clang
 * prints "1 warning generated." on standard error for each build that warns), or only preprocesses it. Used by the
 * sources-warning-free tests and StencilPitchFormTest; CI installs clang-15.
 */
package dev.kernelscope.kernels;

import dev.kernelscope.source.AmdgpuCompiler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

public final class ClangWarnings {
    /**
     * A CPU as PoCL compiles for it: -Dinline= and the optimizer, where a #pragma unroll that cannot be honoured warns
     * (helpers left external by -Dinline=, session 59); NVPTX as NVIDIA's OpenCL parses it, with its inline PTX (asm
     * is clang's __asm__ in OpenCL C).
     */
    public static final List<List<String>> TARGETS = List.of(
            List.of("-target", "x86_64-pc-linux-gnu", "-Dinline=", "-O2", "-c", "-emit-llvm", "-o", "/dev/null"),
            List.of("-target", "nvptx64-nvidia-nvcl", "-DKERNELSCOPE_NV_PTX=90", "-Dasm=__asm__", "-fsyntax-only"));

    private ClangWarnings() {
    }

    /** The clang on PATH, if any (the tests that need it are skipped without one). */
    public static Optional<Path> clang() {
        return AmdgpuCompiler.find(null).clang();
    }

    /**
     * clang's warning and error lines for {@code source} with these defines and one of TARGETS, each prefixed with
     * {@code label}; empty when it compiles clean.
     */
    public static List<String> compile(Path clang, Path source, Map<String, Long> defines, List<String> target,
                                       String label) {
        List<String> command = new ArrayList<>(List.of(clang.toString(), "-x", "cl", "-cl-std=CL1.2", "-Xclang",
                "-finclude-default-header"));
        command.addAll(target);
        defines.forEach((name, value) -> command.add("-D" + name + "=" + value));
        command.add(source.toString());
        Run run = run(command);
        if (run.failure() != null) {
            return List.of(label + ": " + run.failure());
        }
        return run.output().lines().filter(line -> line.contains("warning:") || line.contains("error:"))
                .map(line -> label + ": " + line).toList();
    }

    /**
     * clang's preprocessed text (-E -P) of {@code source} with these defines for one of TARGETS (its target and its
     * -D options); an AssertionError where clang fails.
     */
    public static String preprocess(Path clang, Path source, Map<String, Long> defines, List<String> target) {
        List<String> command = new ArrayList<>(List.of(clang.toString(), "-x", "cl", "-cl-std=CL1.2", "-E", "-P",
                target.get(0), target.get(1)));
        target.stream().filter(option -> option.startsWith("-D")).forEach(command::add);
        defines.forEach((name, value) -> command.add("-D" + name + "=" + value));
        command.add(source.toString());
        Run run = run(command);
        if (run.failure() != null || run.exitCode() != 0) {
            throw new AssertionError("clang -E failed: " + command + "\n"
                    + (run.failure() != null ? run.failure() : run.output()));
        }
        return run.output();
    }

    /** A finished clang: its output (standard error merged), exit code, or why it did not finish (null if it did). */
    private record Run(String output, int exitCode, String failure) {}

    private static Run run(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return new Run("", -1, "clang did not finish in 120 s");
            }
            return new Run(output, process.exitValue(), null);
        } catch (IOException e) {
            return new Run("", -1, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Run("", -1, "interrupted");
        }
    }
}
