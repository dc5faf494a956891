/*
 * AMD worked checks from the occupancy spec (GCN, RDNA3 in WGP and CU mode), LLVM's compiler occupancy and the
 * HIP view. Each number here is derived by hand from the LLVM/HIP rules, not read back from the implementation.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AmdOccupancyTest {
    private static final Architecture GCN = ArchRegistry.presets().get("gcn");
    private static final Architecture GFX1100 = ArchRegistry.presets().get("gfx1100");

    private static OccupancyResult gcn(int threads, int vgprs, int lds) {
        return Occupancy.calculate(OccupancyQuery.of(GCN, threads, vgprs, lds));
    }

    @Test
    void gcn1024Threads40VgprsIsOneGroupAtFortyPercentWithIdleVgprsAndLds() {
        OccupancyResult r = gcn(1024, 40, 32 * 1024);
        assertThat(r.wavesPerGroup()).isEqualTo(16);
        assertThat(r.groupsPerUnit()).isEqualTo(1);
        assertThat(r.wavesPerSimd()).isEqualTo(4.0);
        assertThat(r.occupancy()).isEqualTo(0.4);
        assertThat(r.limiters()).containsExactly(Limiter.REGISTERS);
        assertThat(r.limits().limit(Limiter.REGISTERS)).hasValue(1);
        assertThat(r.limits().limit(Limiter.WAVES)).hasValue(2);
        assertThat(r.limits().limit(Limiter.SHARED)).hasValue(2);
        // 256 - 4 x 40 = 96 VGPRs per lane per SIMD idle: 96 x 64 lanes x 4 B x 4 SIMDs = 96 KiB of the 256 KiB file.
        assertThat(r.idle().registerFileBytes()).isEqualTo(256L * 1024);
        assertThat(r.idle().registerFileIdleBytes()).isEqualTo(96L * 1024);
        assertThat(r.idle().registerFileIdlePercent()).isEqualTo(37.5);
        assertThat(r.idle().sharedIdleBytes()).isEqualTo(32L * 1024);
        assertThat(r.idle().sharedIdlePercent()).isEqualTo(50.0);
        // LLVM: min(ceil(2 groups x 16 waves / 4 SIMDs) = 8, 256 / 40 = 6) = 6.
        assertThat(r.compilerOccupancy()).isEqualTo(6);
    }

    @Test
    void gcn1024ThreadsAt48VgprsIsOneGroupAndAt32VgprsTwo() {
        assertThat(gcn(1024, 48, 32 * 1024).groupsPerUnit()).isEqualTo(1);
        OccupancyResult r = gcn(1024, 32, 32 * 1024);
        assertThat(r.groupsPerUnit()).isEqualTo(2);
        assertThat(r.wavesPerSimd()).isEqualTo(8.0);
        assertThat(r.occupancy()).isEqualTo(0.8);
        assertThat(r.limiters()).containsExactly(Limiter.WAVES, Limiter.GROUPS, Limiter.REGISTERS, Limiter.SHARED);
        assertThat(gcn(1024, 32, 32 * 1024 + 1).groupsPerUnit()).isEqualTo(1);
    }

    @Test
    void gcn512ThreadsAt32VgprsIsFourGroupsAndFiveNeedsAtMost24VgprsAnd12800BytesOfLds() {
        OccupancyResult r = gcn(512, 32, 0);
        assertThat(r.groupsPerUnit()).isEqualTo(4);
        assertThat(r.wavesPerSimd()).isEqualTo(8.0);
        assertThat(r.limits().limit(Limiter.WAVES)).hasValue(5);   // the seed's "up to 5": min(40 / 8, 16)
        assertThat(r.limits().limit(Limiter.BARRIERS)).hasValue(16);
        assertThat(gcn(512, 24, 12_800).groupsPerUnit()).isEqualTo(5);
        assertThat(gcn(512, 25, 12_800).groupsPerUnit()).isEqualTo(4);
        assertThat(gcn(512, 24, 12_801).groupsPerUnit()).isEqualTo(4);
    }

    @Test
    void gcnSlotCeilingIsTwo1024ThreadGroupsOrFive512ThreadGroups() {
        OccupancyResult big = gcn(1024, 0, 0);
        assertThat(big.groupsPerUnit()).isEqualTo(2);
        // The slot limit binds; the spec's `groups` limit, min(slots, barriers), ties with it.
        assertThat(big.limiters()).containsExactly(Limiter.WAVES, Limiter.GROUPS);
        assertThat(big.limits().limit(Limiter.GROUPS)).hasValue(2);
        assertThat(gcn(512, 0, 0).groupsPerUnit()).isEqualTo(5);
        assertThat(gcn(512, 0, 0).limits().limit(Limiter.GROUPS)).hasValue(5);   // min(40 / 8 slots, 16 barriers)
    }

    @ParameterizedTest(name = "gfx1100 wave32, {0} VGPRs: {1} waves per SIMD")
    @CsvSource({"256, 5", "240, 6", "216, 7", "200, 7", "192, 8", "96, 16"})
    void gfx1100Wave32VgprWavesPerSimd(int vgprs, int wavesPerSimd) {
        // Single-wave groups fill every SIMD, so the register-limited waves per SIMD show directly.
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GFX1100, 32, vgprs, 0));
        assertThat(r.wavesPerSimd()).isEqualTo(wavesPerSimd);
        assertThat(r.compilerOccupancy()).isEqualTo(wavesPerSimd);
    }

    @Test
    void gfx1100128Threads216VgprsIsSevenGroupsPerWgpAndThreePerCu() {
        OccupancyQuery query = OccupancyQuery.of(GFX1100, 128, 216, 0);
        OccupancyResult wgp = Occupancy.calculate(query);
        assertThat(wgp.unit()).isEqualTo("WGP");
        assertThat(wgp.mode()).isEqualTo(UnitMode.WGP);
        assertThat(wgp.groupsPerUnit()).isEqualTo(7);
        assertThat(wgp.wavesPerSimd()).isEqualTo(7.0);
        assertThat(wgp.occupancy()).isEqualTo(0.4375);
        assertThat(wgp.occupancyPercent()).isEqualTo("43.75%");

        OccupancyResult cu = Occupancy.calculate(query.withMode(UnitMode.CU));
        assertThat(cu.unit()).isEqualTo("CU");
        assertThat(cu.groupsPerUnit()).isEqualTo(3);
        assertThat(cu.wavesPerSimd()).isEqualTo(6.0);   // the seed's "6 waves per SIMD"
        assertThat(cu.maxWavesPerUnit()).isEqualTo(32);
    }

    @ParameterizedTest(name = "gfx1100 WGP, 128 threads, 216 VGPRs, {0} B LDS: {1} groups")
    @CsvSource({"18432, 7", "18433, 6", "20000, 6", "21504, 6", "21505, 5"})
    void gfx1100WgpLdsBetween18433And21504GivesSixGroups(int lds, int groups) {
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GFX1100, 128, 216, lds));
        assertThat(r.groupsPerUnit()).isEqualTo(groups);
        if (groups == 6) {
            assertThat(r.limiters()).containsExactly(Limiter.SHARED);
        }
    }

    @Test
    void wave64OnRdnaUsesTheWave64RegisterFile() {
        // gfx1100 wave64: 768 VGPRs per lane, granule 12. 128 VGPRs -> 132 -> 5 waves per SIMD.
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GFX1100, 64, 128, 0).withWaveSize(64));
        assertThat(r.waveSize()).isEqualTo(64);
        assertThat(r.wavesPerSimd()).isEqualTo(5.0);
    }

    @Test
    void sgprsLimitGcnButNotRdna() {
        // 800 / (roundUp(96, 16) + 16 trap-handler SGPRs) = 7 waves per SIMD -> 4 x 7 / 4 = 7 groups of 256 threads;
        // VGPRs allow 10. LLVM AMDGPUBaseInfo.cpp getMaxNumSGPRs(7 waves) = alignDown(800 / 7 - 16, 16) = 96 fits,
        // getMaxNumSGPRs(8) = alignDown(100 - 16, 16) = 80 does not: LLVM agrees on 7.
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GCN, 256, 24, 0).withScalarRegisters(96));
        assertThat(r.groupsPerUnit()).isEqualTo(7);
        assertThat(r.limiters()).containsExactly(Limiter.SCALAR_REGISTERS);
        assertThat(r.compilerOccupancy()).isEqualTo(7);
        OccupancyResult rdna = Occupancy.calculate(OccupancyQuery.of(GFX1100, 256, 24, 0).withScalarRegisters(106));
        assertThat(rdna.limits().applies(Limiter.SCALAR_REGISTERS)).isFalse();
        assertThat(rdna.limiters()).doesNotContain(Limiter.SCALAR_REGISTERS);
    }

    @Test
    void singleWaveGroupsUseNoBarriersAndFillEverySimd() {
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GCN, 64, 0, 0));
        assertThat(r.limits().asMap()).containsEntry("barriers", null);
        assertThat(r.groupsPerUnit()).isEqualTo(40);
        assertThat(r.occupancy()).isEqualTo(1.0);
    }

    @Test
    void ldsLimitOnSingleWaveGroupsCanLeaveSimdsUneven() {
        // 3 groups of one wave on 4 SIMDs: 0.75 waves per SIMD.
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GCN, 64, 0, 20_000));
        assertThat(r.groupsPerUnit()).isEqualTo(3);
        assertThat(r.wavesPerSimd()).isEqualTo(0.75);
        assertThat(r.occupancy()).isEqualTo(3.0 / 40);
    }

    @Test
    void compilerViewHeadlinesLlvmsNumber() {
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GCN, 1024, 40, 32 * 1024).withView(View.COMPILER));
        assertThat(r.view()).isEqualTo(View.COMPILER);
        assertThat(r.groupsPerUnit()).isEqualTo(1);          // whole groups stay the hardware's
        assertThat(r.wavesPerSimd()).isEqualTo(6.0);
        assertThat(r.occupancy()).isEqualTo(0.6);
        assertThat(r.limiters()).containsExactly(Limiter.REGISTERS);
        // LLVM would gain a wave per SIMD at 36 VGPRs (256 / 36 = 7).
        assertThat(r.advice()).singleElement().satisfies(a -> {
            assertThat(a.to()).isEqualTo(36);
            assertThat(a.message()).contains("from 6 to 7 waves per SIMD");
        });
    }

    @Test
    void hipViewUsesEightWavesPerSimdOnGfx9AndNoBarrierLimitNorLdsGranule() {
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GCN, 1024, 40, 32 * 1024).withView(View.HIP));
        assertThat(r.maxWavesPerUnit()).isEqualTo(32);
        assertThat(r.occupancy()).isEqualTo(0.5);
        assertThat(r.limits().applies(Limiter.BARRIERS)).isFalse();
        // 64 KiB / 13,000 B = 5 with exact bytes; the hardware's 512 B granule (13,312 B) gives 4.
        assertThat(Occupancy.calculate(OccupancyQuery.of(GCN, 64, 0, 13_000).withView(View.HIP)).limits().limit(Limiter.SHARED)).hasValue(5);
        assertThat(Occupancy.calculate(OccupancyQuery.of(GCN, 64, 0, 13_000)).limits().limit(Limiter.SHARED)).hasValue(4);
        // The HIP runtime adds 16 trap-handler SGPRs: 800 / (96 + 16) = 7 waves.
        OccupancyResult sgpr = Occupancy.calculate(OccupancyQuery.of(GCN, 64, 0, 0).withScalarRegisters(96).withView(View.HIP));
        assertThat(sgpr.limits().limit(Limiter.SCALAR_REGISTERS)).hasValue(28);
    }

    @Test
    void cdnaHasEightWavesPerSimdAndA512EntryUnifiedVgprFile() {
        Architecture gfx90a = ArchRegistry.presets().get("gfx90a");
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(gfx90a, 256, 128, 0));
        // 512 / 128 = 4 waves per SIMD; 4 SIMDs x 4 / 4 waves per group = 4 groups; 16 of 32 slots.
        assertThat(r.groupsPerUnit()).isEqualTo(4);
        assertThat(r.occupancy()).isEqualTo(0.5);
        assertThat(Occupancy.calculate(OccupancyQuery.of(gfx90a, 64, 512, 0)).wavesPerSimd()).isEqualTo(1.0);
    }

    /*
     * Trap-handler SGPRs (issue 10): every HSA (ROCm/HIP) code object on gfx9/CDNA has a trap handler, and LLVM
     * (AMDGPUBaseInfo.cpp getMaxNumSGPRs, TRAP_NUM_SGPRS = 16) budgets each wave's SGPRs without those 16; a kernel
     * of 96 SGPRs therefore fits 800 / (96 + 16) = 7 waves per SIMD, in the hardware, compiler and HIP views alike.
     */
    @ParameterizedTest
    @CsvSource({"gfx900", "gfx906", "gfx908", "gfx90a", "gfx942"})
    void trapHandlerSgprsAreChargedInEveryViewOnHsaTargets(String id) {
        Architecture arch = ArchRegistry.presets().get(id);
        for (View view : View.values()) {
            OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(arch, 256, 32, 0).withScalarRegisters(96)
                    .withView(view));
            assertThat(r.limits().limit(Limiter.SCALAR_REGISTERS)).as(id + " " + view).hasValue(7);
            assertThat(r.groupsPerUnit()).as(id + " " + view).isEqualTo(7);
            assertThat(r.assumptions()).as(id + " " + view).anyMatch(text -> text.contains("trap handler"));
        }
        assertThat(Occupancy.calculate(OccupancyQuery.of(arch, 256, 32, 0).withScalarRegisters(96)
                .withView(View.COMPILER)).compilerOccupancy()).isEqualTo(7);
    }

    @Test
    void aTargetWithoutATrapHandlerGetsTheWholeSgprShare() {
        Architecture bare = ArchRegistry.presets().withoutTrapHandler().get("gfx900");
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(bare, 256, 32, 0).withScalarRegisters(96));
        // 800 / 96 = 8 waves per SIMD; VGPRs (256 / 32 = 8) tie.
        assertThat(r.groupsPerUnit()).isEqualTo(8);
        assertThat(r.assumptions()).anyMatch(text -> text.contains("no SGPRs are reserved"));
    }

    /*
     * gfx6/gfx7 (GCN1/2, seeds 000/003's "512 SGPRs up to GCN3"): LLVM's getTotalNumSGPRs is 512 there, allocated in
     * 8s (getSGPRAllocGranule), so with the HSA trap handler's 16 a wave of S SGPRs fits 512 / (alignUp(S, 8) + 16)
     * waves per SIMD. Without a trap handler the closed form gives LLVM's own gfx6/7 step table
     * (getOccupancyWithNumSGPRs: <= 48 -> 10, <= 56 -> 9, <= 64 -> 8, <= 72 -> 7, <= 80 -> 6, else 5) up to 96
     * SGPRs. 64-thread groups (one wave) at 24 VGPRs keep SGPRs the only limit below the 10 wave slots.
     */
    @ParameterizedTest(name = "{0} at {1} SGPRs: {2} waves per SIMD with the trap handler, {3} without")
    @CsvSource({"gfx6, 32, 10, 10", "gfx7, 33, 9, 10", "gfx7, 40, 9, 10", "gfx7, 48, 8, 10", "gfx7, 56, 7, 9",
            "gfx7, 64, 6, 8", "gfx7, 72, 5, 7", "gfx7, 80, 5, 6", "gfx6, 88, 4, 5", "gfx7, 96, 4, 5", "gfx7, 104, 4, 4"})
    void gcn1And2Have512SgprsPerSimdInEights(String id, int sgprs, int withTrap, int withoutTrap) {
        Architecture arch = ArchRegistry.presets().get(id);
        Architecture bare = ArchRegistry.presets().withoutTrapHandler().get(id);
        for (View view : View.values()) {
            OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(arch, 64, 24, 0).withScalarRegisters(sgprs)
                    .withView(view));
            assertThat(r.limits().limit(Limiter.SCALAR_REGISTERS)).as(id + " " + view).hasValue(4 * withTrap);
        }
        assertThat(Occupancy.calculate(OccupancyQuery.of(arch, 64, 24, 0).withScalarRegisters(sgprs)
                .withView(View.COMPILER)).compilerOccupancy()).isEqualTo(withTrap);
        assertThat(Occupancy.calculate(OccupancyQuery.of(bare, 64, 24, 0).withScalarRegisters(sgprs)
                .withView(View.COMPILER)).compilerOccupancy()).isEqualTo(withoutTrap);
    }

    @Test
    void gcn1And2RefuseMoreThan104SgprsAndGfx6MoreThan32KibOfLdsPerGroup() {
        Architecture gfx6 = ArchRegistry.presets().get("gfx6");
        Architecture gfx7 = ArchRegistry.presets().get("gfx7");
        assertThatThrownBy(() -> Occupancy.calculate(OccupancyQuery.of(gfx7, 64, 24, 0).withScalarRegisters(105)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("maximum of 104");
        // FeatureSouthernIslands: a work-group addresses 32 KiB of LDS on gfx6, 64 KiB from gfx7 on.
        assertThatThrownBy(() -> Occupancy.calculate(OccupancyQuery.of(gfx6, 256, 24, 32 * 1024 + 1)))
                .isInstanceOf(InvalidInputException.class);
        assertThat(Occupancy.calculate(OccupancyQuery.of(gfx6, 256, 24, 32 * 1024)).groupsPerUnit()).isEqualTo(2);
        assertThat(Occupancy.calculate(OccupancyQuery.of(gfx7, 256, 24, 48 * 1024)).groupsPerUnit()).isEqualTo(1);
        // gfx6 allocates LDS in 256 B, gfx7 in 512 B: 13,056 B (51 x 256) per group is 5 groups on gfx6
        // (65,536 / 13,056) and 4 on gfx7 (65,536 / 13,312).
        assertThat(Occupancy.calculate(OccupancyQuery.of(gfx6, 64, 24, 13_056)).groupsPerUnit()).isEqualTo(5);
        assertThat(Occupancy.calculate(OccupancyQuery.of(gfx7, 64, 24, 13_056)).groupsPerUnit()).isEqualTo(4);
    }

    /** Seeds 000/003: 800 SGPRs from GCN3 "means 3,200 SGPRs per CU, 12.5 KiB"; 512 before is 2,048 (8 KiB). */
    @Test
    void theSgprFileIsPrintedPerSimdAndPerCu() {
        assertThat(gcn(256, 24, 0).assumptions()).contains(
                "SGPR file: 800 per SIMD x 4 SIMDs = 3,200 per CU (12.5 KiB of 32-bit registers), allocated to a wave in 16s.");
        assertThat(Occupancy.calculate(OccupancyQuery.of(ArchRegistry.presets().get("gfx7"), 256, 24, 0)).assumptions())
                .contains("SGPR file: 512 per SIMD x 4 SIMDs = 2,048 per CU (8 KiB of 32-bit registers), allocated to a wave in 8s.");
        // gfx10+: SGPRs never limit occupancy, so no SGPR line (and no AMD assumption at all).
        assertThat(Occupancy.calculate(OccupancyQuery.of(GFX1100, 256, 24, 0)).assumptions()).isNull();
    }

    /** hipamd ihipOccupancyMaxActiveBlocksPerMultiprocessor: MaxWavesPerSimd = versionMajor() <= 9 ? 8 : 16. */
    @ParameterizedTest
    @CsvSource({"gfx1010", "gfx1030", "gfx1100", "gfx1102", "gfx1201"})
    void hipViewHasSixteenWaveSlotsPerSimdOnEveryGfx10Plus(String id) {
        Architecture arch = ArchRegistry.presets().get(id);
        // One-wave groups with nothing else limiting: the wave slots alone set the count, 16 per SIMD, 2 SIMDs per CU.
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(arch, 32, 8, 0).withMode(UnitMode.CU)
                .withView(View.HIP));
        assertThat(r.limits().limit(Limiter.WAVES)).as(id).hasValue(32);
    }
}
