/*
 * One half (OPX or OPY) of a VOPD instruction: `v_dual_fmac_f32 v10, v189, v207`. Sources are src0 and vsrc1 as the
 * encoding names them; fmamk/fmaak's mandatory literal K is kept apart, so vsrc1 is always the VGPR slot the bank
 * rule applies to.
 */
package dev.kernelscope.model.isa;

import java.util.List;
import java.util.Optional;

public record VopdHalf(String opcode, VopdOperand destination, List<VopdOperand> sources,
        Optional<VopdOperand> literalK) {
    public VopdHalf {
        sources = List.copyOf(sources);
    }

    /**
     * Opcodes allowed only in the OPY slot: OPX has a 4-bit opcode field and OPY a 5-bit one (LLVM
     * VOPDInstructions.td, VOPDe&lt;bits&lt;4&gt; opX, bits&lt;5&gt; opY&gt;; RDNA3 ISA guide, VOPD opcode table).
     */
    static final List<String> Y_ONLY = List.of("v_dual_add_nc_u32", "v_dual_lshlrev_b32", "v_dual_and_b32");

    public Optional<VopdOperand> source(int index) {
        return index < sources.size() ? Optional.of(sources.get(index)) : Optional.empty();
    }

    /** v_dual_fmac_f32 accumulates into its destination: SRC2 is the destination register. */
    public boolean accumulates() {
        return opcode.startsWith("v_dual_fmac");
    }
}
