/*
 * Offline AMDGPU compilation of an OpenCL C kernel with the clang found on PATH (or given): `clang -x cl
 * -target amdgcn-amd-amdhsa -mcpu=GFX -nogpulib -O3 -S`, with a prelude (amdgpu-prelude.h) that maps the work-item
 * functions, barriers and common math to AMDGPU builtins, since there are no ROCm device libraries to link.
 * No AMD GPU or ROCm is needed; the result is the real ISA of the chosen gfx target as LLVM emits it.
 */
package dev.kernelscope.source;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.TextResources;
import dev.kernelscope.model.UserText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

public final class AmdgpuCompiler {
    /** Names tried on PATH, newest first: any clang built with the AMDGPU backend (Debian's clang-NN is). */
    static final List<String> CLANG_NAMES = List.of("clang", "clang-21", "clang-20", "clang-19", "clang-18",
            "clang-17", "clang-16", "clang-15", "clang-14");
    /** Debian/Ubuntu package that provides a suitable clang. */
    public static final String PACKAGE_HINT = "clang-15 (apt-get install clang-15; any clang with the AMDGPU"
            + " backend works, give it with --clang PATH)";
    private static final String PRELUDE = "amdgpu-prelude.h";
    private static final long TIMEOUT_SECONDS = 120;

    /**
     * What to compile.
     *
     * @param target the gfx processor (gfx1100, gfx90a, gfx1030 ...), optionally with features (gfx90a:xnack-)
     * @param wave64 RDNA only: compile for wave64 instead of the default wave32
     * @param defines -D NAME[=VALUE] in order (a null value is a bare -D NAME)
     * @param clStandard the -cl-std value (CL1.2, CL2.0, CL3.0)
     */
    public record Options(String target, boolean wave64, Map<String, String> defines, String clStandard) {
        public Options {
            if (target == null || !target.matches("gfx[0-9a-f]{3,5}(:[a-z0-9_]+[+-])*")) {
                throw new InvalidInputException("--target " + UserText.quote(target) + " is not a gfx processor name such"
                        + " as gfx1100,"
                        + " gfx1030, gfx90a or gfx942 (features may follow: gfx90a:xnack-).");
            }
            if (!clStandard.matches("CL(1\\.[012]|2\\.0|3\\.0)")) {
                throw new InvalidInputException("--cl-std " + UserText.quote(clStandard) + " is not one of CL1.0, CL1.1, CL1.2, CL2.0,"
                        + " CL3.0.");
            }
            defines = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(defines));
        }

        public String processor() {
            int colon = target.indexOf(':');
            return colon < 0 ? target : target.substring(0, colon);
        }
    }

    /**
     * A compiled listing.
     *
     * @param lines the assembly text, line by line
     * @param command the clang command line that produced it, with the user's file, the prelude's name and kernel.s
     *        in place of the temporary copies
     * @param clangVersion clang's first --version line
     * @param warnings what clang printed on standard error (warnings), may be empty
     */
    public record Result(List<String> lines, List<String> command, String clangVersion, String warnings) {
        public Result {
            lines = List.copyOf(lines);
            command = List.copyOf(command);
        }
    }

    /** Where clang is, or why there is none. */
    public record Availability(Optional<Path> clang, String reason) {
    }

    private AmdgpuCompiler() {
    }

    /** The clang given ({@code explicit}, which must exist) or the first suitable one on PATH. */
    public static Availability find(Path explicit) {
        if (explicit != null) {
            if (!Files.isRegularFile(explicit) || !Files.isExecutable(explicit)) {
                throw new InvalidInputException("--clang " + explicit + " is not an executable file.");
            }
            return new Availability(Optional.of(explicit), "");
        }
        String path = Optional.ofNullable(System.getenv("PATH")).orElse("");
        for (String name : CLANG_NAMES) {
            for (String dir : path.split(java.io.File.pathSeparator)) {
                if (dir.isEmpty()) {
                    continue;
                }
                Path candidate = Path.of(dir, name);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return new Availability(Optional.of(candidate), "");
                }
            }
        }
        return new Availability(Optional.empty(), "no clang on PATH (looked for " + String.join(", ", CLANG_NAMES)
                + "); install " + PACKAGE_HINT);
    }

    /** clang's first --version line ("Debian clang version 15.0.6"), or why it could not be run. */
    public static String version(Path clang) {
        Path work = null;
        try {
            work = Files.createTempDirectory("kernelscope-clang-");
            Run run = run(List.of(clang.toString(), "--version"), work);
            String first = run.stdout.lines().findFirst().orElse("");
            return run.exitCode == 0 && !first.isBlank() ? first : "does not run (exit " + run.exitCode + ")";
        } catch (IOException | InvalidInputException e) {
            return "does not run: " + e.getMessage();
        } finally {
            delete(work);
        }
    }

    /** The prelude's text (for the docs and for users who compile by hand). */
    public static String prelude() {
        return TextResources.read(AmdgpuCompiler.class, PRELUDE);
    }

    /**
     * Compiles {@code source} (the text of {@code sourceFile}, whose directory stays on the include path) to AMDGPU
     * assembly. Throws {@link InvalidInputException} with clang's messages when the kernel does not compile or clang
     * does not know the target.
     */
    public static Result compile(Path clang, Path sourceFile, String source, Options options) {
        Path work = null;
        try {
            work = Files.createTempDirectory("kernelscope-amdgpu-");
            Path prelude = work.resolve(PRELUDE);
            Files.writeString(prelude, prelude(), StandardCharsets.UTF_8);
            Path input = work.resolve("kernel.cl");
            Files.writeString(input, source, StandardCharsets.UTF_8);
            Path output = work.resolve("kernel.s");
            List<String> command = new ArrayList<>(List.of(clang.toString(), "-x", "cl",
                    "-cl-std=" + options.clStandard(), "-target", "amdgcn-amd-amdhsa", "-mcpu=" + options.target(),
                    "-nogpulib", "-O3", "-include", prelude.toString()));
            if (options.wave64()) {
                command.add("-mwavefrontsize64");
            }
            Path directory = sourceFile.toAbsolutePath().getParent();
            if (directory != null) {
                command.add("-I" + directory);
            }
            command.addAll(ClangFrontEnd.defineArguments(options.defines()));
            command.addAll(List.of("-S", input.toString(), "-o", output.toString()));
            Run run = run(command, work);
            if (run.exitCode != 0 || !Files.isRegularFile(output)) {
                String log = firstLines(run.stderr.replace(input.toString(), sourceFile.toString()).strip());
                if (log.isEmpty()) {
                    // a --clang that is no clang (a script, /bin/true) wrote nothing: the message ended in ": "
                    throw new InvalidInputException(clang + " wrote no listing for " + sourceFile + " and said nothing"
                            + " (exit code " + run.exitCode + "): is it clang with the AMDGPU backend? kernelscope isa"
                            + " --which-clang shows the one found on PATH.");
                }
                throw new InvalidInputException("clang could not compile " + sourceFile + " for " + options.target()
                        + (log.contains("invalid target ID") || log.contains("unknown target CPU")
                                ? " (this clang does not know " + options.processor() + "; a newer clang may: "
                                        + "gfx942 needs LLVM 17, gfx1200/gfx1201 LLVM 18; give it with --clang PATH, or use gfx940 for gfx942's"
                                        + " GFX9.4 ISA)"
                                : "") + ":\n" + log);
            }
            String version = version(clang);
            // the command as the user can rerun it: their file, the prelude by name (AmdgpuCompiler.prelude() has it)
            List<String> shown = command.stream().map(a -> a.equals(input.toString()) ? sourceFile.toString()
                    : a.equals(prelude.toString()) ? PRELUDE : a.equals(output.toString()) ? "kernel.s" : a).toList();
            return new Result(Files.readAllLines(output, StandardCharsets.UTF_8), shown, version,
                    run.stderr.replace(input.toString(), sourceFile.toString()).strip());
        } catch (IOException e) {
            throw new InvalidInputException("Cannot run " + clang + ": " + e.getMessage());
        } finally {
            delete(work);
        }
    }

    /** clang's first errors: a kernel with hundreds of them must still give a one-paragraph message. */
    private static String firstLines(String log) {
        List<String> lines = log.lines().toList();
        String head = String.join("\n", lines.subList(0, Math.min(8, lines.size())));
        if (head.length() > 900) {
            head = head.substring(0, 900) + " ...";
        }
        return lines.size() > 8 ? head + "\n(" + (lines.size() - 8) + " more lines from clang)" : head;
    }

    private record Run(int exitCode, String stdout, String stderr) {
    }

    private static Run run(List<String> command, Path work) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile());
        builder.redirectOutput(work.resolve("stdout.txt").toFile());
        builder.redirectError(work.resolve("stderr.txt").toFile());
        Process process = builder.start();
        try {
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new InvalidInputException(command.getFirst() + " did not finish within " + TIMEOUT_SECONDS
                        + " s.");
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new InvalidInputException("Interrupted while " + command.getFirst() + " compiled.");
        }
        return new Run(process.exitValue(), Files.readString(work.resolve("stdout.txt")),
                Files.readString(work.resolve("stderr.txt")));
    }

    private static void delete(Path directory) {
        if (directory == null) {
            return;
        }
        try (Stream<Path> walk = Files.walk(directory)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a temporary directory left behind is harmless
        }
    }
}
