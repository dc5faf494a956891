/*
 * The model-level built-in scenarios: the source documents' cases (seed 001's latency hiding, seed 000's barrier
 * with 1 vs 2 groups per CU, seed 004's kernel 8 with its global loads together or split) and a generic stencil.
 * Programs are resources next to this class (scenarios/*.ksim).
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.TextResources;
import java.util.List;

public final class SeedScenarios {
    private SeedScenarios() {
    }

    public static List<Scenario> all() {
        return List.of(
                load("seed001-latency", "rogue", "seed 001: 500-cycle latency, 50 ALU per access -> ~10 warps hide it"),
                load("seed000-barrier-1group", "gcn", "seed 000: 1024-thread groups, 40 VGPRs -> 1 group per CU idles at barriers"),
                load("seed000-barrier-2groups", "gcn", "seed 000: 1024-thread groups, 32 VGPRs -> 2 groups per CU overlap barriers"),
                load("seed004-kernel8-joint", "gfx1100", "seed 004 kernel 8: 6 waves per SIMD (CU mode), 16 global loads together"),
                load("seed004-kernel8-split", "gfx1100", "seed 004 kernel 8: the 16 global loads split in two halves (R42)"),
                load("stencil-3x3", "sm_90", "generic 3x3 stencil, 16x16 tile staged in shared memory (not a filter-ladder rung)"));
    }

    private static Scenario load(String name, String arch, String description) {
        String resource = "scenarios/" + name + ".ksim";
        String text = TextResources.read(SeedScenarios.class, resource);
        return new Scenario(name, arch, description, ProgramParser.parse(name, text));
    }
}
