/*
 * A user's AMD kernel as a listing: an AMDGPU assembly file (.s from clang -S or hipcc --save-temps) read as it is,
 * or OpenCL C compiled for a gfx target with clang (AmdgpuCompiler). Shared by `kernelscope isa` and
 * `kernelscope simulate --isa`.
 */
package dev.kernelscope.source;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.model.isa.AmdListing;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

public final class AmdListingInput {
    /**
     * The listing's lines and how they were made.
     *
     * @param lines the assembly text
     * @param command the clang command line (empty for a listing read as given)
     * @param how one line for the report: "listing read as given" or the compiler and flags
     * @param warnings clang's warnings, may be empty
     */
    public record Loaded(List<String> lines, List<String> command, String how, String warnings) {
        public Loaded {
            lines = List.copyOf(lines);
            command = List.copyOf(command);
        }
    }

    private AmdListingInput() {
    }

    /** Whether {@code text} of {@code file} is already a listing rather than OpenCL C. */
    public static boolean isListing(Path file, String text) {
        return file.toString().endsWith(".s") || text.contains(".amdgcn_target");
    }

    /**
     * Reads a listing or compiles OpenCL C. {@code target} is required for OpenCL C; {@code defines} and
     * {@code wave64} only apply to it.
     */
    public static Loaded load(Path file, String text, String target, boolean wave64, Map<String, String> defines,
                              String clStandard, Path clang, String command) {
        if (isListing(file, text)) {
            if (!defines.isEmpty() || wave64) {
                throw new InvalidInputException("-D and --wave64 apply when compiling a .cl file; " + file
                        + " is already a listing.");
            }
            List<String> lines = text.lines().toList();
            checkTargetAgrees(file, lines, target);
            return new Loaded(lines, List.of(), "listing read as given", "");
        }
        if (target == null) {
            throw new InvalidInputException("Give --target GFX (gfx1100, gfx1030, gfx90a, gfx940 ...) to compile "
                    + file + " for an AMD GPU.");
        }
        AmdgpuCompiler.Availability found = AmdgpuCompiler.find(clang);
        if (found.clang().isEmpty()) {
            throw new InvalidInputException(command + " needs clang with the AMDGPU backend to compile " + file + ": "
                    + found.reason() + ". A listing (.s) is read without one.");
        }
        AmdgpuCompiler.Result result = AmdgpuCompiler.compile(found.clang().get(), file, text,
                new AmdgpuCompiler.Options(target, wave64, defines, clStandard));
        if (result.lines().stream().noneMatch(l -> l.contains("@function"))) {
            // else the listing's "no AMDGPU kernel: expected LLVM's assembly" blamed clang's own output
            throw new InvalidInputException(file + " compiles to no function at all: it defines no __kernel function"
                    + " (is it empty, or all behind an #if?).");
        }
        String how = result.clangVersion() + ", -mcpu=" + target + (wave64 ? " -mwavefrontsize64" : "")
                + ", -O3 with the AMDGPU prelude (no ROCm device libraries)";
        return new Loaded(result.lines(), result.command(), how, result.warnings());
    }

    /**
     * A --target beside a listing that names another processor was ignored: `isa gfx90a.s --target gfx1100` reported
     * gfx90a without a word. The processor must agree; its features (gfx90a:xnack-) may differ.
     */
    private static void checkTargetAgrees(Path file, List<String> lines, String target) {
        String named = AmdListing.namedTarget(lines);
        if (target == null || named.isEmpty() || processor(named).equals(processor(target))) {
            return;
        }
        throw new InvalidInputException("--target " + UserText.quote(target) + " is not the target " + file
                + " was compiled for (" + named + ", its .amdgcn_target); a listing is read as it is. Drop --target, or"
                + " compile the OpenCL C source with --target " + UserText.quote(target) + ".");
    }

    private static String processor(String target) {
        int colon = target.indexOf(':');
        return (colon < 0 ? target : target.substring(0, colon)).strip();
    }
}
