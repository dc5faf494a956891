/*
 * Findings and occupancy from real AMDGPU listings (clang-15, test resources dev/kernelscope/isa): each seed item's
 * rule fires on the kernel that shows it and stays silent on its fixed form; the model's LLVM view agrees with the
 * listing's "; Occupancy:" where it should and says why where it does not.
 */
package dev.kernelscope.advise;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.isa.AmdListing;
import dev.kernelscope.model.occupancy.Limiter;
import dev.kernelscope.model.occupancy.Occupancy;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.model.occupancy.View;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class IsaReviewTest {

    private static IsaReview review(String name, long groupSize) {
        try (InputStream in = IsaReviewTest.class.getResourceAsStream("/dev/kernelscope/isa/" + name)) {
            AmdListing listing = AmdListing.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
            return IsaReview.of(listing.kernels().getFirst(), listing.target(),
                    groupSize == 0 ? new long[0] : new long[] {groupSize});
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> items(IsaReview review) {
        return review.findings().stream().map(IsaReview.IsaFinding::seedItems).toList();
    }

    @Test
    void wavInvariantMatrixLoadsAreFlaggedAndTheConstantFormIsNot() {
        IsaReview global = review("matrix_global_gfx1100.s", 0);
        assertThat(items(global)).contains("A35, A39");
        assertThat(global.findings().getFirst().message()).contains("16 VGPRs per lane").contains("__constant");
        assertThat(items(review("matrix_constant_gfx1100.s", 0))).doesNotContain("A35, A39");
    }

    @Test
    void perLoadAddressMathIsFlaggedAndSgprBaseAddressingIsNot() {
        assertThat(items(review("sgemm_tiled_gfx1100.s", 0))).contains("R37, R38");
        assertThat(items(review("sgemm_tiled_sbase_gfx1100.s", 0))).doesNotContain("R37, R38");
    }

    @Test
    void hoistedLoadsAndAddressesAtThePeakAreNamedAndTheRolledLoopIsClean() {
        IsaReview unrolled = review("gather_unrolled_gfx1100.s", 0);
        assertThat(items(unrolled)).contains("A48");
        assertThat(unrolled.findings().stream().filter(f -> f.seedItems().equals("A48")).findFirst().orElseThrow()
                .message()).containsPattern("(29|30|31|32) hold addresses of loads issued later");
        assertThat(items(review("gather_rolled_gfx1100.s", 0))).doesNotContain("A48");
    }

    @Test
    void spillsAreReadFromTheCodeObjectAndFlagged() {
        // seed 000/003 A2: the same kernel held to 24 VGPRs (amdgpu_num_vgpr) spills 20 VGPRs to 60 B of scratch
        IsaReview spilled = review("sgemm_tiled_spill_gfx1100.s", 0);
        assertThat(spilled.isa().kernel().vgprSpills()).isEqualTo(20);
        assertThat(spilled.isa().kernel().scratchBytes()).isEqualTo(60);
        assertThat(spilled.isa().count(dev.kernelscope.model.isa.AmdInstruction.Kind.SCRATCH)).isPositive();
        assertThat(items(spilled)).contains("A2");
        assertThat(items(review("sgemm_tiled_gfx1100.s", 0))).doesNotContain("A2");
    }

    @Test
    void aSpillPressedAgainstTheLaunchBoundsCeilingSaysWhichBoundLiftsIt() {
        // seed 004 R17/R18: amdgpu_flat_work_group_size(1, 1024) on gfx1030 (WGP mode) holds the 8x16 tile to 128
        IsaReview bounded = review("launch_bound_gfx1030_1024.s", 0);
        String spill = bounded.findings().stream().filter(f -> f.seedItems().equals("A2")).findFirst().orElseThrow()
                .message();
        assertThat(spill).contains("group bound of 1024 work-items", "caps VGPRs at 128", "A bound of 512",
                "raises it to 256");
        assertThat(items(review("launch_bound_gfx1030_512.s", 0))).doesNotContain("A2");
        // held by amdgpu_num_vgpr, far below the bound's ceiling: no launch-bound advice
        assertThat(review("sgemm_tiled_spill_gfx1100.s", 0).findings().stream()
                .filter(f -> f.seedItems().equals("A2")).findFirst().orElseThrow().message())
                .doesNotContain("group bound");
    }

    @Test
    void idleValuesAcrossThePeakAreParkingCandidates() {
        IsaReview review = review("early_late_gfx1100.s", 0);
        assertThat(items(review)).contains("A50");
        assertThat(review.findings().stream().filter(f -> f.seedItems().equals("A50")).findFirst().orElseThrow()
                .message()).contains("the loop around the peak never reads them");
    }

    /** clang compiles a reqd_work_group_size no AMD GPU runs; the review said "no findings" and only noted it. */
    @Test
    void aRequiredGroupSizeNoGpuRunsIsAnError() {
        IsaReview review = review("reqd_oversized_gfx1100.s", 0);
        assertThat(review.groupSize()).isEqualTo(4096);
        assertThat(review.occupancy()).isEmpty();
        assertThat(review.findings()).first().satisfies(finding -> {
            assertThat(finding.severity()).isEqualTo(Severity.ERROR);
            assertThat(finding.message()).isEqualTo("reqd_work_group_size(64, 64, 1) asks for 4,096 work-items per"
                    + " group; gfx1100 runs at most 1,024: every launch of this kernel fails (the runtime refuses it"
                    + " with CL_INVALID_WORK_GROUP_SIZE).");
        });
        assertThat(review("sgemm_tiled_gfx1100.s", 0).findings()).noneMatch(f -> f.severity() == Severity.ERROR);
    }

    /** A --local the kernel's reqd_work_group_size forbids was modelled as if it launched (analyze: KS-LAUNCH-003). */
    @Test
    void aLaunchGroupThatContradictsTheRequiredOneIsNotModelled() {
        IsaReview contradicted = review("sgemm_tiled_gfx1100.s", 64);
        assertThat(contradicted.groupSize()).isEqualTo(256);
        assertThat(contradicted.groupSizeFrom()).isEqualTo("reqd_work_group_size");
        assertThat(contradicted.notes()).anySatisfy(note -> assertThat(note).isEqualTo("--local 64 contradicts"
                + " reqd_work_group_size(16, 16, 1): a launch with it fails (CL_INVALID_WORK_GROUP_SIZE), so the"
                + " declared group is modelled"));
        try (InputStream in = IsaReviewTest.class.getResourceAsStream("/dev/kernelscope/isa/sgemm_tiled_gfx1100.s")) {
            AmdListing listing = AmdListing.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
            // the same 256 work-items in another shape cannot launch either; the declared shape can
            IsaReview transposed = IsaReview.of(listing.kernels().getFirst(), listing.target(), new long[] {256});
            assertThat(transposed.notes()).anyMatch(note -> note.startsWith("--local 256 contradicts"));
            IsaReview declared = IsaReview.of(listing.kernels().getFirst(), listing.target(), new long[] {16, 16});
            assertThat(declared.groupSizeFrom()).isEqualTo("--local");
            assertThat(declared.notes()).noneMatch(note -> note.contains("contradicts"));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void occupancyComesFromTheRealCountsAndAgreesWithLlvmOnRdna3() {
        IsaReview review = review("sgemm_tiled_gfx1100.s", 0);
        assertThat(review.groupSizeFrom()).isEqualTo("reqd_work_group_size");
        assertThat(review.groupSize()).isEqualTo(256);
        assertThat(review.occupancy()).isPresent();
        assertThat(review.occupancy().get().registersPerThread()).isEqualTo(40);
        assertThat(review.compilerView().orElseThrow().compilerOccupancy()).isEqualTo(16);
        assertThat(review.crossCheck()).startsWith("agrees with LLVM");
        assertThat(review(("matrix_global_gfx1100.s"), 64).groupSize()).isEqualTo(64);
    }

    /*
     * gfx6/gfx7 against clang-15's own number: a kernel of 48 uniform arguments takes 54 SGPRs on gfx701. LLVM (no
     * trap handler in this bare build) gives 9 waves per SIMD: 512 / alignUp(54, 8) = 512 / 56. The gfx7 preset
     * without a trap handler must say the same; with ROCm's 16 trap-handler SGPRs it says 512 / 72 = 7 and the
     * review names the reason.
     */
    @Test
    void gcn2SgprLimitedKernelAgreesWithLlvmWithoutTheTrapHandler() {
        IsaReview review = review("sgpr_heavy_gfx701.s", 0);
        assertThat(review.modelArch()).contains("gfx7");
        assertThat(review.occupancy().orElseThrow().scalarRegisters()).isEqualTo(54);
        assertThat(review.occupancy().orElseThrow().limiters()).containsExactly(Limiter.SCALAR_REGISTERS);
        assertThat(review.compilerView().orElseThrow().compilerOccupancy()).isEqualTo(7);
        assertThat(review.crossCheck()).contains("LLVM 9").contains("trap handler");
        Architecture bare = ArchRegistry.presets().withoutTrapHandler().get("gfx7");
        OccupancyResult llvm = Occupancy.calculate(OccupancyQuery.of(bare, 64, 20, 0).withScalarRegisters(54)
                .withView(View.COMPILER));
        assertThat(llvm.compilerOccupancy()).isEqualTo(9);
    }

    @Test
    void cdnaUsesTheUnifiedRegisterFileAndWave64() {
        IsaReview review = review("sgemm_tiled_gfx90a.s", 0);
        assertThat(review.modelArch()).contains("gfx90a");
        assertThat(review.occupancy().orElseThrow().waveSize()).isEqualTo(64);
        assertThat(review.occupancy().orElseThrow().registersPerThread()).isEqualTo(50);
        assertThat(review.crossCheck()).containsAnyOf("agrees with LLVM", "trap handler");
    }
}
