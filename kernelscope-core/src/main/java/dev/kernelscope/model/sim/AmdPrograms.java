/*
 * `simulate --isa` as a library call: parses an AMDGPU listing, picks the kernel, turns the --iterations text (one
 * trip count for every loop, or LABEL=N per loop by the label of its head) into trip counts, and derives the
 * program (AmdProgram).
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.isa.AmdKernelListing;
import dev.kernelscope.model.isa.AmdListing;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

public final class AmdPrograms {
    /** The derived program and the gfx processor it was compiled for (its features, such as :xnack-, left off). */
    public record Derived(AmdProgram.Derivation derivation, String processor) {
    }

    private AmdPrograms() {
    }

    /**
     * @param target the processor when the listing does not name one (.amdgcn_target), else null
     * @param kernelName the kernel, null when the listing has one
     */
    public static Derived derive(String source, List<String> lines, String target, String kernelName, int threads,
                                 OptionalInt registers, OptionalInt shared, String iterations) {
        AmdListing listing = AmdListing.parse(lines);
        String processor = listing.target().isEmpty() ? target : listing.target();
        if (processor == null || processor.isEmpty()) {
            throw new InvalidInputException(source + " does not name its target (.amdgcn_target): give --target GFX.");
        }
        int colon = processor.indexOf(':');
        processor = colon < 0 ? processor : processor.substring(0, colon);
        AmdKernelListing kernel = kernel(source, listing, kernelName);
        List<AmdProgram.Loop> loops = AmdProgram.loops(source, kernel, processor);
        int everyLoop = SassPrograms.DEFAULT_TRIPS;
        Map<String, Integer> byLabel = new HashMap<>();
        if (iterations != null && !iterations.isBlank()) {
            if (iterations.strip().matches("\\d+")) {
                everyLoop = SassPrograms.parseCount(iterations.strip());
            } else {
                for (String part : iterations.split(",")) {
                    String[] kv = part.strip().split("=", 2);
                    if (kv.length != 2 || kv[0].isBlank()) {
                        throw new InvalidInputException("--iterations takes N or LABEL=N,... (the label of a loop's head,"
                                + " e.g. .LBB0_2=64), not '" + part + "'.");
                    }
                    String label = kv[0].strip();
                    if (loops.stream().noneMatch(l -> l.label().equals(label))) {
                        throw new InvalidInputException("--iterations names " + label + ", where no loop of "
                                + kernel.name() + " starts; its loops: " + (loops.isEmpty() ? "none" : loops.stream()
                                .map(l -> l.label() + " (line " + l.line() + ")").collect(Collectors.joining(", ")))
                                + ".");
                    }
                    if (byLabel.put(label, SassPrograms.parseCount(kv[1].strip())) != null) {
                        throw SassPrograms.named(label);
                    }
                }
            }
        }
        int fallback = everyLoop;
        boolean named = !byLabel.isEmpty();
        String how = loops.isEmpty() ? "no loops" : named ? "trips as --iterations names them, "
                + SassPrograms.DEFAULT_TRIPS + " for the others" : "every loop runs " + everyLoop + " trips"
                + (iterations == null ? " (the default; set them with --iterations)" : "");
        Optional<Architecture> preset = ArchRegistry.presets().findProcessor(processor);
        AmdProgram.Derivation derivation = AmdProgram.derive(source, kernel, processor, new AmdProgram.Options(threads,
                registers, shared, loop -> byLabel.getOrDefault(loop.label(), named ? SassPrograms.DEFAULT_TRIPS : fallback),
                List.of(kernel.name() + " from " + source + ": " + how), preset.map(SimParameters::forArch).orElse(null),
                preset.map(Architecture::id).orElse(null)));
        return new Derived(derivation, processor);
    }

    private static AmdKernelListing kernel(String source, AmdListing listing, String name) {
        List<String> names = listing.kernels().stream().map(AmdKernelListing::name).toList();
        if (name == null) {
            if (listing.kernels().size() == 1) {
                return listing.kernels().getFirst();
            }
            throw new InvalidInputException(source + " holds " + names.size() + " kernels (" + String.join(", ", names)
                    + "): give --kernel NAME.");
        }
        return listing.kernel(name).orElseThrow(() -> new InvalidInputException("No kernel named " + name + " in "
                + source + "; it has " + String.join(", ", names) + "."));
    }
}
