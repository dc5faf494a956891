/*
 * Checks RDNA3 dual-issue (VOPD) instructions against the pairing rules and annotates their VGPR banks.
 * Rules (RDNA3 ISA guide, VOPD; the same checks as LLVM's AMDGPU assembler, AMDGPUBaseInfo.h
 * VOPD_VGPR_BANK_MASKS = {1, 3, 3, 1} for DST, SRC0, SRC1, SRC2, and GCNVOPDUtils.cpp checkVOPDRegConstraints):
 * one destination even and the other odd; SRC0 of X and Y in different banks (reg mod 4); VSRC1 of X and Y in
 * different banks; X and Y independent (Y must not read X's destination: it would see the old value); at most one
 * unique literal (LLVM test gfx11_asm_vopd_err.s: "only one unique literal operand is allowed"); ADD_NC_U32 /
 * LSHLREV_B32 / AND_B32 only as OPY. Bank notes follow seed 004's reading: the four
 * source reads (SRC0, SRC1 of both halves) should hit four different banks; a bank read through two different VGPRs
 * is a cache hit or a conflict.
 */
package dev.kernelscope.model.isa;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;

public final class VopdCheck {
    /**
     * An FP32 FMA issued alone (seed 004 R25: the HIP compiler mixes these into the v_dual_fmac stream; rocBLAS's
     * loop, R7, has only v_fmac_f32_e32): v_fmac_f32, v_fma_f32, v_fmamk_f32, v_fmaak_f32 in any encoding.
     */
    private static final java.util.regex.Pattern SINGLE_FMA = java.util.regex.Pattern.compile(
            "^\\s*v_fma(c|mk|ak)?_f32(_e32|_e64|_dpp|_sdwa)?\\s");

    private VopdCheck() {
    }

    /** Every VOPD line of a listing and what the checker says about it. */
    /** An AMD instruction line: a mnemonic of the vector or scalar units (v_..., s_...) first on the line. */
    private static final java.util.regex.Pattern AMD_INSTRUCTION = java.util.regex.Pattern.compile(
            "^\\s*[vs]_[a-z0-9_]+(\\s|$)");

    /**
     * Whether {@code lines} hold any AMD GPU instruction at all: a listing without v_dual lines is a legitimate
     * answer (no dual issue), a file without instructions (OpenCL or HIP source given by mistake) is not a listing.
     */
    public static boolean hasAmdInstructions(List<String> lines) {
        return lines.stream().anyMatch(line -> AMD_INSTRUCTION.matcher(line).find());
    }

    public static VopdReport check(List<String> lines) {
        List<VopdInstruction> instructions = new ArrayList<>();
        List<VopdFinding> findings = new ArrayList<>();
        int singleFmas = 0;
        for (int i = 0; i < lines.size(); i++) {
            Optional<VopdInstruction> instruction = VopdInstruction.parseLine(i + 1, lines.get(i));
            if (instruction.isPresent()) {
                instructions.add(instruction.get());
                findings.addAll(check(instruction.get()));
            } else if (SINGLE_FMA.matcher(lines.get(i)).find()) {
                singleFmas++;
            }
        }
        return new VopdReport(instructions, findings, singleFmas);
    }

    public static List<VopdFinding> check(VopdInstruction instruction) {
        List<VopdFinding> findings = new ArrayList<>();
        int line = instruction.lineNumber();
        VopdHalf x = instruction.x();
        VopdHalf y = instruction.y();
        if (VopdHalf.Y_ONLY.contains(x.opcode())) {
            findings.add(new VopdFinding(line, VopdFinding.Kind.RULE, x.opcode() + " is valid only as OPY (the"
                    + " second half)"));
        }
        if (x.destination().isVgpr() && y.destination().isVgpr()
                && x.destination().vgpr().getAsInt() % 2 == y.destination().vgpr().getAsInt() % 2) {
            findings.add(new VopdFinding(line, VopdFinding.Kind.RULE, "destinations " + x.destination() + " and "
                    + y.destination() + " are both " + (x.destination().vgpr().getAsInt() % 2 == 0 ? "even" : "odd")
                    + ": one must be even and the other odd"));
        }
        String[] slot = {"SRC0", "VSRC1"};
        for (int s = 0; s < slot.length; s++) {
            Optional<VopdOperand> sx = x.source(s);
            Optional<VopdOperand> sy = y.source(s);
            if (sx.isPresent() && sy.isPresent() && sx.get().isVgpr() && sy.get().isVgpr()
                    && sx.get().bank() == sy.get().bank()) {
                findings.add(new VopdFinding(line, VopdFinding.Kind.RULE, slot[s] + " of X (" + sx.get()
                        + ") and Y (" + sy.get() + ") are both in VGPR bank " + sx.get().bank()
                        + ": they must use different banks (bank = reg mod 4)"));
            }
        }
        long uniqueLiterals = java.util.stream.Stream.concat(literals(x).stream(), literals(y).stream())
                .map(VopdOperand::text).distinct().count();
        if (uniqueLiterals > 1) {
            findings.add(new VopdFinding(line, VopdFinding.Kind.RULE, "only one unique literal is allowed across"
                    + " both halves, found " + uniqueLiterals));
        }
        if (x.destination().isVgpr()) {
            int written = x.destination().vgpr().getAsInt();
            List<VopdOperand> yReads = new ArrayList<>(y.sources());
            if (y.accumulates()) {
                yReads.add(y.destination());
            }
            if (yReads.stream().anyMatch(o -> o.isVgpr() && o.vgpr().getAsInt() == written)) {
                findings.add(new VopdFinding(line, VopdFinding.Kind.WARNING, "OPY reads " + x.destination()
                        + ", which OPX writes: X and Y must be independent (Y sees the old value)"));
            }
        }
        Map<Integer, TreeSet<Integer>> registersPerBank = new LinkedHashMap<>();
        for (VopdHalf half : List.of(x, y)) {
            for (int s = 0; s < Math.min(2, half.sources().size()); s++) {
                VopdOperand source = half.sources().get(s);
                if (source.isVgpr()) {
                    registersPerBank.computeIfAbsent(source.bank(), ignored -> new TreeSet<>())
                            .add(source.vgpr().getAsInt());
                }
            }
        }
        registersPerBank.forEach((bank, registers) -> {
            if (registers.size() > 1) {
                findings.add(new VopdFinding(line, VopdFinding.Kind.BANK, "bank " + bank + " is read through "
                        + registers.stream().map(r -> "v" + r).collect(Collectors.joining(" and "))
                        + ": a VGPR-cache hit or a bank conflict"));
            }
        });
        return findings;
    }

    /** Banks of (DST, SRC0, VSRC1) of a half, -1 for a non-VGPR operand: seed 004's "FMAC Bank2, Bank1, Bank3". */
    public static int[] banks(VopdHalf half) {
        int[] banks = new int[1 + Math.min(2, half.sources().size())];
        banks[0] = half.destination().isVgpr() ? half.destination().bank() : -1;
        for (int s = 1; s < banks.length; s++) {
            VopdOperand source = half.sources().get(s - 1);
            banks[s] = source.isVgpr() ? source.bank() : -1;
        }
        return banks;
    }

    /** Distinct banks the four source reads hit (4 is ideal, seed 004's first example). */
    public static int distinctSourceBanks(VopdInstruction instruction) {
        TreeSet<Integer> banks = new TreeSet<>();
        for (VopdHalf half : List.of(instruction.x(), instruction.y())) {
            int[] all = banks(half);
            Arrays.stream(all, 1, all.length).filter(b -> b >= 0).forEach(banks::add);
        }
        return banks.size();
    }

    private static List<VopdOperand> literals(VopdHalf half) {
        List<VopdOperand> literals = new ArrayList<>();
        half.literalK().ifPresent(literals::add);
        half.sources().stream().filter(VopdOperand::isLiteral).forEach(literals::add);
        return literals;
    }
}
