/*
 * The VOPD checker against seed 004's worked examples (bank numbers, the compiler's kernel-5 stream, the
 * hand-allocated kernel-6 loop) and against each pairing rule it enforces.
 */
package dev.kernelscope.model.isa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class VopdCheckTest {
    private static VopdInstruction parse(String line) {
        return VopdInstruction.parseLine(1, line).orElseThrow();
    }

    private static List<String> resource(String name) throws IOException {
        try (InputStream in = VopdCheckTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    @Test
    void seed004FirstExampleReadsFourBanksAndWritesBanksOneAndTwo() {
        VopdInstruction dual = parse("v_dual_fmac_f32 v10, v189, v207 :: v_dual_fmac_f32 v9, v190, v20");
        assertThat(VopdCheck.banks(dual.x())).containsExactly(2, 1, 3);
        assertThat(VopdCheck.banks(dual.y())).containsExactly(1, 2, 0);
        assertThat(VopdCheck.distinctSourceBanks(dual)).isEqualTo(4);
        assertThat(VopdCheck.check(dual)).isEmpty();
    }

    @Test
    void seed004SecondExampleIsLegalButReadsBanksZeroAndThreeTwice() {
        VopdInstruction dual = parse("v_dual_fmac_f32 v123, v139, v144 :: v_dual_fmac_f32 v114, v140, v143");
        assertThat(VopdCheck.banks(dual.x())).containsExactly(3, 3, 0);
        assertThat(VopdCheck.banks(dual.y())).containsExactly(2, 0, 3);
        List<VopdFinding> findings = VopdCheck.check(dual);
        assertThat(findings).extracting(VopdFinding::kind).containsOnly(VopdFinding.Kind.BANK);
        assertThat(findings).extracting(VopdFinding::message)
                .anyMatch(m -> m.contains("bank 3") && m.contains("v139") && m.contains("v143"))
                .anyMatch(m -> m.contains("bank 0") && m.contains("v144") && m.contains("v140"));
    }

    @Test
    void seed004Kernel6LoopIs64LegalDualsOverAll128AccumulatorsWithFourBanksEach() throws IOException {
        VopdReport report = VopdCheck.check(resource("seed004-kernel6-loop.s"));
        // The article says "128 v_dual_fmac instructions"; the listing has 64 duals = 128 FMAs.
        assertThat(report.instructions()).hasSize(64);
        assertThat(report.findings()).isEmpty();
        assertThat(report.fourBankInstructions()).isEqualTo(64);
        TreeSet<Integer> accumulators = new TreeSet<>();
        for (VopdInstruction dual : report.instructions()) {
            accumulators.add(dual.x().destination().vgpr().getAsInt());
            accumulators.add(dual.y().destination().vgpr().getAsInt());
        }
        assertThat(accumulators).hasSize(128).contains(2, 117, 120, 124, 126, 129, 131, 133, 214)
                .doesNotContain(118, 119, 125, 130, 132);
    }

    @Test
    void seed004CompilerStreamIsLegalButRarelyReadsFourBanks() throws IOException {
        VopdReport report = VopdCheck.check(resource("seed004-kernel5-hipcc.s"));
        assertThat(report.instructions()).hasSize(16);
        assertThat(report.count(VopdFinding.Kind.RULE)).isZero();
        assertThat(report.fourBankInstructions()).isEqualTo(4);
        assertThat(report.count(VopdFinding.Kind.BANK)).isEqualTo(16);
    }

    @Test
    void clangMixesSingleFmasIntoTheDualStreamAsSeed004SaysAndKernel6PairsThemAll() throws IOException {
        // R25: clang-15's gfx1100 code for sgemm_tiled.cl (a 4x4 tile: 16 FMAs per k) pairs only 6 of them
        VopdReport clang = VopdCheck.check(resource("/dev/kernelscope/isa/sgemm_tiled_gfx1100.s"));
        assertThat(clang.dualFmas()).isEqualTo(6);
        assertThat(clang.singleFmas()).isEqualTo(10);
        assertThat(clang.fmaIssueRatio()).isEqualTo(13.0 / 8);    // 3 duals + 10 singles for at best 8 slots
        VopdReport kernel6 = VopdCheck.check(resource("seed004-kernel6-loop.s"));
        assertThat(kernel6.dualFmas()).isEqualTo(128);
        assertThat(kernel6.singleFmas()).isZero();
        assertThat(kernel6.fmaIssueRatio()).isEqualTo(1.0);
        // R7: rocBLAS's loop has only v_fmac_f32_e32: every FMA takes its own slot
        VopdReport singles = VopdCheck.check(List.of("  v_fmac_f32_e32 v1, v2, v3", "  v_fmac_f32_e32 v4, v5, v6",
                "  v_fma_f32 v7, v8, v9, v10", "  v_fmaak_f32 v1, v2, v3, 0x3f800000", "  v_fmac_f16_e32 v1, v2, v3"));
        assertThat(singles.singleFmas()).isEqualTo(4);
        assertThat(singles.fmaIssueRatio()).isEqualTo(2.0);
    }

    @Test
    void kernel6FollowsTheDesignRulesAndTheCompilersStreamIsNotSymmetric() throws IOException {
        // R31: kernel 6 writes all 4 banks in every two instructions and X and Y read the file equally (33 each)
        VopdBankPattern kernel6 = VopdCheck.check(resource("seed004-kernel6-loop.s")).pattern();
        assertThat(kernel6.windows()).isEqualTo(63);
        assertThat(kernel6.allBankWrites()).isEqualTo(63);
        assertThat(kernel6.freshReadsX()).isEqualTo(33);
        assertThat(kernel6.symmetric()).isTrue();
        // R32: A_col only from banks 2-3 (SRC0), B_row only from banks 0-1 (VSRC1)
        for (VopdInstruction dual : VopdCheck.check(resource("seed004-kernel6-loop.s")).instructions()) {
            for (VopdHalf half : List.of(dual.x(), dual.y())) {
                assertThat(half.sources().get(0).bank()).as(dual.text()).isIn(2, 3);
                assertThat(half.sources().get(1).bank()).as(dual.text()).isIn(0, 1);
            }
        }
        VopdBankPattern compiler = VopdCheck.check(resource("seed004-kernel5-hipcc.s")).pattern();
        assertThat(compiler.freshReadsX()).isEqualTo(17);
        assertThat(compiler.freshReadsY()).isEqualTo(24);
        assertThat(compiler.symmetric()).isFalse();
        // two instructions writing banks 1, 0, 1, 0 do not write all four
        VopdBankPattern repeated = VopdCheck.check(List.of("v_dual_fmac_f32 v1, v10, v11 :: v_dual_fmac_f32 v4, v13, v12",
                "v_dual_fmac_f32 v5, v10, v11 :: v_dual_fmac_f32 v8, v13, v12")).pattern();
        assertThat(repeated.allBankWrites()).isZero();
        assertThat(repeated.freshReadsX() + repeated.freshReadsY()).isEqualTo(4);   // the second reads nothing new
    }

    @Test
    void destinationsOfTheSameParityBreakTheRule() {
        assertThat(VopdCheck.check(parse("v_dual_fmac_f32 v10, v189, v207 :: v_dual_fmac_f32 v8, v190, v20")))
                .extracting(VopdFinding::message).anyMatch(m -> m.contains("both even"));
    }

    @Test
    void sourcesInOneBankBreakTheRulePerSlot() {
        List<VopdFinding> src0 = VopdCheck.check(parse("v_dual_mul_f32 v1, v4, v5 :: v_dual_mul_f32 v2, v8, v6"));
        assertThat(src0).filteredOn(f -> f.kind() == VopdFinding.Kind.RULE).extracting(VopdFinding::message)
                .singleElement().asString().startsWith("SRC0");
        List<VopdFinding> src1 = VopdCheck.check(parse("v_dual_mul_f32 v1, v4, v7 :: v_dual_mul_f32 v2, v5, v3"));
        assertThat(src1).filteredOn(f -> f.kind() == VopdFinding.Kind.RULE).extracting(VopdFinding::message)
                .singleElement().asString().startsWith("VSRC1");
    }

    @Test
    void scalarAndConstantSourcesTakeNoBank() {
        assertThat(VopdCheck.check(parse("v_dual_mul_f32 v1, s4, v7 :: v_dual_mov_b32 v2, s8"))).isEmpty();
        assertThat(VopdCheck.check(parse("v_dual_add_f32 v1, 1.0, v7 :: v_dual_mov_b32 v2, -4"))).isEmpty();
    }

    @Test
    void yReadingXsDestinationIsFlagged() {
        assertThat(VopdCheck.check(parse("v_dual_mov_b32 v1, v4 :: v_dual_add_f32 v2, v1, v6")))
                .extracting(VopdFinding::kind).contains(VopdFinding.Kind.WARNING);
    }

    @Test
    void twoDifferentLiteralsAndYOnlyOpcodesInXBreakTheRules() {
        assertThat(VopdCheck.check(parse(
                "v_dual_mul_f32 v11, 0x24681357, v2 :: v_dual_mul_f32 v10, 0xbabe, v5")))
                .extracting(VopdFinding::message).anyMatch(m -> m.contains("one unique literal"));
        assertThat(VopdCheck.check(parse("v_dual_fmaak_f32 v11, v1, v2, 0x1234 :: v_dual_fmamk_f32 v10, v4,"
                + " 0x1234, v3"))).isEmpty();
        assertThat(VopdCheck.check(parse("v_dual_add_nc_u32 v1, v4, v5 :: v_dual_mov_b32 v2, v6")))
                .extracting(VopdFinding::message).anyMatch(m -> m.contains("only as OPY"));
    }

    @Test
    void commentsAndOtherLinesAreIgnoredAndAHalfMissingIsAnError() {
        assertThat(VopdInstruction.parseLine(1, "  s_waitcnt lgkmcnt(0)")).isEmpty();
        assertThat(VopdInstruction.parseLine(1, "\tv_dual_fmac_f32 v5, v186, v184 :: v_dual_fmac_f32 v2, v187, v185"
                + " ; encoding: [0x..]")).isPresent();
        assertThatThrownBy(() -> VopdInstruction.parseLine(7, "v_dual_fmac_f32 v5, v186, v184"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("line 7");
    }
}
