/*
 * The launch-bound VGPR ceiling against LLVM's rule and against clang-15's own output: listings of launch_bound.cl
 * (an 8x16 register tile needing 157 VGPRs) compiled at bounds of 1,024, 512 and OpenCL's default 256 on gfx900 and
 * gfx1030 (test resources dev/kernelscope/isa), plus seed 004's kernel-4 pitfall worked from the article's numbers.
 */
package dev.kernelscope.model.occupancy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.isa.AmdKernelListing;
import dev.kernelscope.model.isa.AmdListing;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class VgprCeilingTest {

    private static AmdArch amd(String id) {
        return (AmdArch) ArchRegistry.presets().get(id);
    }

    private static AmdKernelListing listing(String name) {
        try (InputStream in = VgprCeilingTest.class.getResourceAsStream("/dev/kernelscope/isa/" + name)) {
            return AmdListing.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList())
                    .kernels().getFirst();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void seed004Kernel4SpillsUnderHipsDefaultBoundAndFitsUnderLaunchBounds256() {
        // the article builds with -mcumode; kernel 5 reached 208 VGPRs (kernel 6 says 208 -> 214)
        VgprCeiling hipDefault = VgprCeiling.of(amd("gfx1100"), VgprCeiling.HIP_DEFAULT_BOUND, 0, 0, UnitMode.CU);
        assertThat(hipDefault.wavesPerSimd()).isEqualTo(16);          // 32 waves over the CU's 2 SIMDs
        assertThat(hipDefault.ceiling()).isEqualTo(96);               // 1,536 / 16
        assertThat(hipDefault.spills(208)).isTrue();
        VgprCeiling bounded = VgprCeiling.of(amd("gfx1100"), 256, 0, 0, UnitMode.CU);
        assertThat(bounded.ceiling()).isEqualTo(256);                 // 1,536 / 4 = 384, capped at the addressable 256
        assertThat(bounded.spills(208)).isFalse();
        assertThat(hipDefault.largestBoundFor(208)).isEqualTo(448);   // 14 waves / 2 SIMDs = 7: alignDown(219, 24) = 216
        // WGP mode (HIP's default placement): 4 SIMDs share the group, 1,024 threads leave 192, still short of 208
        VgprCeiling wgp = VgprCeiling.of(amd("gfx1100"), 1024, 0, 0, null);
        assertThat(wgp.ceiling()).isEqualTo(192);
        assertThat(wgp.largestBoundFor(208)).isEqualTo(896);          // 28 waves / 4 = 7: alignDown(219, 24) = 216
    }

    @ParameterizedTest(name = "{0} at a bound of {1}, {2} mode -> {3} VGPRs")
    @CsvSource({
        // LLVM: alignDown(file / ceil(ceil(T / wave) / EUs), granule), at most the addressable VGPRs
        "gfx900, 1024, wgp, 64", "gfx900, 512, wgp, 128", "gfx900, 256, wgp, 256", "gfx900, 64, wgp, 256",
        "gfx1030, 1024, wgp, 128", "gfx1030, 1024, cu, 64", "gfx1030, 512, cu, 128", "gfx1030, 256, cu, 256",
        "gfx1100, 1024, wgp, 192", "gfx1100, 800, wgp, 216", "gcn, 1024, wgp, 64", "gcn, 320, wgp, 128"})
    void followsLlvmsRule(String arch, int bound, String mode, int expected) {
        AmdArch a = amd(arch);
        UnitMode placement = a.hasWgpMode() ? UnitMode.parse(mode) : null;
        int ceiling = VgprCeiling.of(a, bound, 0, 0, placement).ceiling();
        assertThat(ceiling).isEqualTo(Math.min(expected, a.maxVgprsPerThread()));
    }

    @Test
    void anExplicitWavesPerSimdMinimumLowersTheCeilingOnlyWhenAboveTheGroupsOwn() {
        AmdArch gfx1030 = amd("gfx1030");
        assertThat(VgprCeiling.of(gfx1030, 256, 8, 0, null).ceiling()).isEqualTo(128);   // 1,024 / 8
        assertThat(VgprCeiling.of(gfx1030, 1024, 2, 0, null).ceiling()).isEqualTo(128);  // the group's 8 win
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"launch_bound_gfx900_1024.s, gfx900", "launch_bound_gfx900_512.s, gfx900",
        "launch_bound_gfx900_default.s, gfx900", "launch_bound_gfx1030_1024.s, gfx1030",
        "launch_bound_gfx1030_512.s, gfx1030"})
    void clangNeverExceedsTheCeilingAndSpillsExactlyWhenTheTileDoesNotFit(String file, String arch) {
        AmdKernelListing kernel = listing(file);
        // the same source unbounded by registers needs 157 VGPRs (OpenCL's default bound leaves 256 on gfx900)
        int need = listing("launch_bound_gfx900_default.s").vgprs();
        assertThat(need).isEqualTo(157);
        VgprCeiling ceiling = VgprCeiling.of(amd(arch), kernel.maxFlatWorkGroupSize(), 0, kernel.waveSize(),
                kernel.cuMode() ? UnitMode.CU : null);
        assertThat(kernel.vgprs()).isLessThanOrEqualTo(ceiling.ceiling());
        assertThat(kernel.vgprSpills() > 0).as("spills").isEqualTo(ceiling.spills(need));
        if (ceiling.spills(need)) {
            assertThat(kernel.vgprs()).isGreaterThan(ceiling.ceiling() - ceiling.granule());   // pressed to the cap
        }
    }

    @Test
    void openClsDefaultBoundIs256() {
        assertThat(listing("launch_bound_gfx900_default.s").maxFlatWorkGroupSize())
                .isEqualTo(VgprCeiling.OPENCL_DEFAULT_BOUND);
    }

    @Test
    void refusesWhatTheHardwareCannotDo() {
        assertThatThrownBy(() -> VgprCeiling.of(amd("gfx900"), 256, 0, 0, UnitMode.CU))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("no CU mode");
        assertThatThrownBy(() -> VgprCeiling.of(amd("gfx1100"), 2048, 0, 0, null))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("outside 1 to 1024");
        assertThatThrownBy(() -> VgprCeiling.of(amd("gfx1100"), 256, 17, 0, null))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("--min-waves-per-simd 17");
    }
}
