/*
 * The VOPD checker's result for one listing: the dual-issue instructions found and the findings, with counts.
 */
package dev.kernelscope.model.isa;

import java.util.List;

public record VopdReport(List<VopdInstruction> instructions, List<VopdFinding> findings) {
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
}
