/*
 * The AMDGPU listing reader and its analyses on real clang-15 listings (test resources dev/kernelscope/isa, compiled
 * from the .cl files beside them with the AMDGPU prelude): resources, wave-invariant vector loads (seed 003 A35/A39),
 * address math per load in loops (seed 004 R37/R38), the VGPR live-range peak and idle values (A48/A50).
 */
package dev.kernelscope.model.isa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AmdKernelIsaTest {

    static List<String> listing(String name) {
        try (InputStream in = AmdKernelIsaTest.class.getResourceAsStream("/dev/kernelscope/isa/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static AmdKernelIsa only(String name) {
        AmdListing parsed = AmdListing.parse(listing(name));
        assertThat(parsed.kernels()).hasSize(1);
        return AmdKernelIsa.of(parsed.kernels().getFirst());
    }

    @Test
    void readsResourcesFromTheMetadataAndTheKernelInfo() {
        AmdListing parsed = AmdListing.parse(listing("matrix_global_gfx1100.s"));
        AmdKernelListing k = parsed.kernels().getFirst();
        assertThat(parsed.target()).isEqualTo("gfx1100");
        assertThat(k.name()).isEqualTo("transform");
        assertThat(k.vgprs()).isEqualTo(23);
        assertThat(k.sgprs()).isEqualTo(18);
        assertThat(k.waveSize()).isEqualTo(32);
        assertThat(k.compilerOccupancy()).isEqualTo(16);
        assertThat(k.maxFlatWorkGroupSize()).isEqualTo(256);
        assertThat(k.scratchBytes()).isZero();
        assertThat(k.calls()).isEmpty();

        AmdKernelListing cdna = AmdListing.parse(listing("sgemm_tiled_gfx90a.s")).kernels().getFirst();
        assertThat(cdna.waveSize()).isEqualTo(64);
        assertThat(cdna.allocatedVectorRegisters()).isEqualTo(50);   // TotalNumVgprs: VGPRs and AGPRs share the file
        assertThat(cdna.requiredWorkGroupSize()).containsExactly(16, 16, 1);
    }

    @Test
    void halvesPackTwoPerVgprWithPackedMathFromGfx9ButNotOnGcn3() {
        // seed 000/003 A49 (and A43's packing): half_pack.cl keeps 32 values live across a loop
        AmdKernelListing floats = AmdListing.parse(listing("half_pack_gfx900_float.s")).kernels().getFirst();
        AmdKernelListing halves = AmdListing.parse(listing("half_pack_gfx900_half.s")).kernels().getFirst();
        assertThat(floats.vgprs()).isEqualTo(36);
        assertThat(halves.vgprs()).isEqualTo(20);                    // 32 halves in 16 VGPRs plus the rest
        assertThat(mnemonics(halves, "v_pk_fma_f16")).isEqualTo(16); // two FMAs per instruction: Vega's double rate
        assertThat(mnemonics(floats, "v_fma_f32") + mnemonics(floats, "v_fmac_f32_e32")
                + mnemonics(floats, "v_mac_f32_e32") + mnemonics(floats, "v_mad_f32")).isEqualTo(32);
        // gfx803 (GCN3) has 16-bit instructions but no packed math: one half per 32-bit VGPR, and more of them
        AmdKernelListing gcn3 = AmdListing.parse(listing("half_pack_gfx803_half.s")).kernels().getFirst();
        assertThat(gcn3.vgprs()).isGreaterThan(AmdListing.parse(listing("half_pack_gfx803_float.s")).kernels()
                .getFirst().vgprs());
        assertThat(mnemonics(gcn3, "v_pk_fma_f16")).isZero();
    }

    @Test
    void unrollingTheInnerLoopLeavesFixedLdsOffsetsOfOnePaddedRowAndNoInnerLoop() {
        // seed 004 R35 (kernel 7): #pragma unroll 8 in C gives the ISA the article wrote by hand: the k loop is gone
        // and each copy reads LDS at a constant offset, padded As rows 132 x 4 = 0x210 B apart, Bs rows 0x200
        AmdKernelIsa unrolled = only("lds_unroll_gfx1100.s");
        AmdKernelIsa rolled = only("lds_rolled_gfx1100.s");
        assertThat(new AmdControlFlow(unrolled.kernel()).loops()).hasSize(1);
        assertThat(new AmdControlFlow(rolled.kernel()).loops()).hasSize(2);
        List<String> loads = unrolled.kernel().instructions().stream().map(AmdInstruction::text)
                .filter(t -> t.startsWith("ds_load")).toList();
        assertThat(loads).hasSize(8);
        for (String load : loads) {
            int step = offset(load, "offset1") - offset(load, "offset0");
            int bytes = load.startsWith("ds_load_2addr_stride64_b32") ? step * 64 * 4 : step * 4;
            assertThat(bytes).as(load).isEqualTo(load.startsWith("ds_load_2addr_stride64") ? 0x200 : 0x210);
        }
    }

    private static int offset(String instruction, String field) {
        var m = java.util.regex.Pattern.compile(field + ":(\\d+)").matcher(instruction);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    private static long mnemonics(AmdKernelListing kernel, String mnemonic) {
        return kernel.instructions().stream().filter(i -> i.mnemonic().equals(mnemonic)).count();
    }

    @Test
    void matrixThroughAGlobalPointerIsLoadedPerLaneAndThroughConstantIntoSgprs() {
        // seed 003 A39: the 4x4 matrix is wave-invariant; as per-lane loads it takes 16 VGPRs, as s_load none
        AmdKernelIsa global = only("matrix_global_gfx1100.s");
        assertThat(global.uniformVectorLoads()).hasSize(4);
        assertThat(global.uniformVectorLoads().stream().mapToInt(AmdInstruction::vgprDefs).sum()).isEqualTo(16);
        AmdKernelIsa constant = only("matrix_constant_gfx1100.s");
        assertThat(constant.uniformVectorLoads()).isEmpty();
        assertThat(constant.kernel().instructions()).anyMatch(i -> i.mnemonic().equals("s_load_b512"));
        assertThat(global.kernel().vgprs() - constant.kernel().vgprs()).isEqualTo(13);
        // the per-lane input vector load (address from the work-item id) is not wave-invariant
        assertThat(constant.count(AmdInstruction.Kind.VECTOR_LOAD)).isEqualTo(1);
    }

    @Test
    void perLoadAddressMathInTheLoopAndItsSgprBaseFix() {
        // seed 004 R37: 64-bit per-lane address math for every load; R38: SGPR bases and one 32-bit offset each
        AmdKernelIsa.LoopAddressMath tiled = only("sgemm_tiled_gfx1100.s").loops().getFirst();
        assertThat(tiled.vectorLoads()).isEqualTo(8);
        assertThat(tiled.sgprBaseLoads()).isZero();
        assertThat(tiled.addressValuPerLoad()).isGreaterThanOrEqualTo(2.5);
        assertThat(tiled.addressMnemonics()).containsKeys("v_lshlrev_b64", "v_add_co_u32", "v_add_co_ci_u32_e32");
        AmdKernelIsa sbase = only("sgemm_tiled_sbase_gfx1100.s");
        AmdKernelIsa.LoopAddressMath fixed = sbase.loops().getFirst();
        assertThat(fixed.sgprBaseLoads()).isEqualTo(8);
        assertThat(fixed.addressValuPerLoad()).isLessThanOrEqualTo(1.0);
        assertThat(sbase.kernel().vgprs()).isLessThan(only("sgemm_tiled_gfx1100.s").kernel().vgprs());
    }

    @Test
    void valuesUsedEarlyAndLateSitIdleAcrossTheLoopThatMakesThePeak() {
        AmdKernelIsa isa = only("early_late_gfx1100.s");
        AmdKernelIsa.LiveRange live = isa.liveRange();
        assertThat(live.peakInLoop()).isTrue();
        assertThat(live.idleRegisters()).hasSizeGreaterThanOrEqualTo(8);   // keep[0..7]
        assertThat(live.producers().getFirst().what()).isEqualTo("FMA results");
        assertThat(live.producers().getFirst().registers()).isEqualTo(32);  // acc[32]
    }

    @Test
    void anUnrolledGatherHoistsItsLoadsAndTheirAddressesWhileTheRolledLoopKeepsThemInTheBody() {
        // seed 003 A48: with a static trip count the compiler unrolls, loads all 16 indices and widens them to 64-bit
        // addresses at once; kept rolled (#pragma unroll 1) the same kernel needs a handful of VGPRs
        AmdKernelIsa unrolled = only("gather_unrolled_gfx1100.s");
        AmdKernelIsa rolled = only("gather_rolled_gfx1100.s");
        assertThat(unrolled.kernel().vgprs()).isEqualTo(36);
        assertThat(rolled.kernel().vgprs()).isEqualTo(7);
        // 16 indices widened to 64-bit addresses: 32 registers, less the first one or two used within a few instructions
        assertThat(unrolled.liveRange().waitingAddressRegisters()).hasSizeBetween(28, 32);
        assertThat(rolled.liveRange().waitingAddressRegisters()).hasSizeLessThanOrEqualTo(3);   // one 64-bit address
        assertThat(rolled.liveRange().hoistedLoadRegisters()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"matrix_global_gfx1100.s", "matrix_constant_gfx1100.s", "sgemm_tiled_gfx1100.s",
        "sgemm_tiled_sbase_gfx1100.s", "early_late_gfx1100.s", "sgemm_tiled_gfx90a.s", "gather_unrolled_gfx1100.s",
        "gather_rolled_gfx1100.s", "sgemm_tiled_spill_gfx1100.s"})
    void thePeakOfLiveVgprsNeverExceedsWhatTheCompilerAllocated(String name) {
        AmdKernelIsa isa = only(name);
        int peak = isa.liveRange().peakVgprs();
        assertThat(peak).isLessThanOrEqualTo(isa.kernel().vgprs());
        // LLVM packs these kernels tightly: the peak is within a few registers of the allocation; gfx90a needs 64-bit
        // tuples on even registers (LLVM's FeatureRequiresAlignedVGPRs), which leaves holes (44 live, 50 allocated)
        int slack = name.contains("gfx90a") ? 8 : 4;
        assertThat(peak).isGreaterThanOrEqualTo(isa.kernel().vgprs() - slack);
    }

    @Test
    void operandsDefsAndUses() {
        AmdInstruction store = AmdInstruction.parse(1, "global_store_b128 v[4:5], v[7:10], off");
        assertThat(store.defs()).isEmpty();
        assertThat(store.uses()).contains(4, 5, 7, 10);
        assertThat(store.addressRegisters()).containsExactly(4, 5);
        AmdInstruction fmac = AmdInstruction.parse(2, "v_fmac_f32_e32 v3, s0, v2");
        assertThat(fmac.defs()).containsExactly(3);
        assertThat(fmac.uses()).contains(3, 2);
        assertThat(AmdInstruction.parse(3, "v_cmpx_gt_i32_e64 s37, v0").defs()).isEmpty();
        assertThat(AmdInstruction.parse(4, "global_atomic_add_u32 v1, v[2:3], v4, off glc").defs()).containsExactly(1);
        assertThat(AmdInstruction.parse(5, "global_atomic_add_u32 v[2:3], v4, off").defs()).isEmpty();
        AmdInstruction dual = AmdInstruction.parse(6, "v_dual_mul_f32 v7, s5, v1 :: v_dual_fmac_f32 v8, s2, v0");
        assertThat(dual.kind()).isEqualTo(AmdInstruction.Kind.VALU_DUAL);
        assertThat(dual.defs()).containsExactlyInAnyOrder(7, 8);
        assertThat(dual.uses()).contains(1, 0, 8);
        AmdInstruction sbase = AmdInstruction.parse(7, "global_load_b32 v23, v19, s[0:1] offset:16");
        assertThat(sbase.scalarBase()).isTrue();
        assertThat(sbase.addressRegisters()).containsExactly(19);
        assertThat(AmdInstruction.parse(8, "global_load_b32 v2, v[37:38], off").scalarBase()).isFalse();
        AmdInstruction mfma = AmdInstruction.parse(9, "v_mfma_f32_32x32x2f32 a[0:15], v1, v2, a[0:15]");
        assertThat(mfma.defs()).contains(AmdInstruction.AGPR_BASE, AmdInstruction.AGPR_BASE + 15);
        assertThat(AmdInstruction.parse(10, "ds_store_b32 v1, v2").defs()).isEmpty();
        assertThat(AmdInstruction.parse(11, "ds_load_b32 v1, v2 offset:4").defs()).containsExactly(1);
        assertThat(AmdInstruction.parse(12, "s_load_b512 s[0:15], s[16:17], 0x0").kind())
                .isEqualTo(AmdInstruction.Kind.SCALAR_MEMORY);
    }

    @Test
    void textThatIsNotAnAmdgpuListingIsRefused() {
        assertThatThrownBy(() -> AmdListing.parse(List.of("\t.text", "main:", "\tret")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("no AMDGPU kernel");
    }
}
