/*
 * Compiles an OpenCL C source with clang the two ways the product's kernels are built and returns clang's warnings:
 * for a CPU as PoCL builds it (-Dinline=, the optimizer) and for NVPTX as NVIDIA's OpenCL parses it (whose own clang
 * prints "1 warning generated." on standard error for each build that warns). Used by the sources-warning-free tests;
 * CI installs clang-15.
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
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return List.of(label + ": clang did not finish in 120 s");
            }
            return output.lines().filter(line -> line.contains("warning:") || line.contains("error:"))
                    .map(line -> label + ": " + line).toList();
        } catch (IOException e) {
            return List.of(label + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of(label + ": interrupted");
        }
    }
}
