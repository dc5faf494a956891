/*
 * The VOPD checker's result for one listing: the dual-issue instructions found and the findings, with counts, and
 * how many FP32 FMAs were issued in pairs against alone (seed 004 R25).
 */
package dev.kernelscope.model.isa;

import java.util.List;

/** @param singleFmas FP32 FMA instructions issued alone (v_fmac_f32, v_fma_f32, v_fmamk/fmaak_f32). */
public record VopdReport(List<VopdInstruction> instructions, List<VopdFinding> findings, int singleFmas) {
    private static final java.util.regex.Pattern DUAL_FMA = java.util.regex.Pattern.compile("v_dual_fma(c|mk|ak)_f32");

    public VopdReport {
        instructions = List.copyOf(instructions);
        findings = List.copyOf(findings);
    }

    public long count(VopdFinding.Kind kind) {
        return findings.stream().filter(f -> f.kind() == kind).count();
    }

    /** Instructions whose four source reads hit four different banks. */
    public long fourBankInstructions() {
        return instructions.stream().filter(i -> VopdCheck.distinctSourceBanks(i) == 4).count();
    }

    /** Seed 004's R31 design rules measured on the stream: banks written per two instructions, X/Y symmetry. */
    public VopdBankPattern pattern() {
        return VopdBankPattern.of(instructions);
    }

    /** FMAs issued as halves of v_dual_fmac / fmamk / fmaak instructions. */
    public long dualFmas() {
        return instructions.stream().flatMap(i -> java.util.stream.Stream.of(i.x(), i.y()))
                .filter(h -> isFma(h.opcode())).count();
    }

    /**
     * Issue slots the FMAs take (one per dual, one per single) against the fewest possible, ceil(FMAs / 2): 1.0 when
     * every FMA is paired, 2.0 when none is.
     */
    public double fmaIssueRatio() {
        long fmas = dualFmas() + singleFmas;
        if (fmas == 0) {
            return 0;
        }
        long slots = dualInstructionsWithFma() + singleFmas;
        return (double) slots / Math.ceilDiv(fmas, 2);
    }

    private long dualInstructionsWithFma() {
        return instructions.stream().filter(i -> isFma(i.x().opcode()) || isFma(i.y().opcode())).count();
    }

    /** An FP32 FMA half of a dual instruction: v_dual_fmac / fmamk / fmaak_f32. */
    private static boolean isFma(String opcode) {
        return DUAL_FMA.matcher(opcode).matches();
    }
}
