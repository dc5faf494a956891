/*
 * Seed 004's design rules for a dual-issue stream (R31), measured on consecutive v_dual_ instructions: do the
 * destinations of each two instructions write all four VGPR banks, and do X and Y read equally many registers that
 * the previous instruction did not already read (what a VGPR cache could serve; its policy is not documented, so
 * this counts repeats from the previous instruction only).
 */
package dev.kernelscope.model.isa;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * @param windows pairs of consecutive dual instructions
 * @param allBankWrites pairs whose four destinations fall in four different banks
 * @param freshReadsX source VGPRs the X halves read that the previous instruction did not read
 * @param freshReadsY the same for the Y halves
 */
public record VopdBankPattern(int windows, int allBankWrites, int freshReadsX, int freshReadsY) {

    public static VopdBankPattern of(List<VopdInstruction> instructions) {
        int allBanks = 0;
        int freshX = 0;
        int freshY = 0;
        Set<Integer> previousReads = Set.of();
        for (int i = 0; i < instructions.size(); i++) {
            VopdInstruction current = instructions.get(i);
            if (i > 0 && destinationBanks(instructions.get(i - 1), current) == VopdOperand.VGPR_BANKS) {
                allBanks++;
            }
            freshX += fresh(current.x(), previousReads);
            freshY += fresh(current.y(), previousReads);
            Set<Integer> reads = new HashSet<>();
            sources(current.x(), reads);
            sources(current.y(), reads);
            previousReads = reads;
        }
        return new VopdBankPattern(Math.max(0, instructions.size() - 1), allBanks, freshX, freshY);
    }

    /** X and Y read equally many registers from the file: seed 004 kernel 6's symmetric pattern. */
    public boolean symmetric() {
        return freshReadsX == freshReadsY;
    }

    private static int destinationBanks(VopdInstruction a, VopdInstruction b) {
        Set<Integer> banks = new HashSet<>();
        for (VopdHalf half : List.of(a.x(), a.y(), b.x(), b.y())) {
            if (half.destination().isVgpr()) {
                banks.add(half.destination().bank());
            }
        }
        return banks.size();
    }

    private static int fresh(VopdHalf half, Set<Integer> previousReads) {
        Set<Integer> reads = new HashSet<>();
        sources(half, reads);
        reads.removeAll(previousReads);
        return reads.size();
    }

    private static void sources(VopdHalf half, Set<Integer> into) {
        for (int s = 0; s < Math.min(2, half.sources().size()); s++) {
            VopdOperand source = half.sources().get(s);
            if (source.isVgpr()) {
                into.add(source.vgpr().getAsInt());
            }
        }
    }
}
