/*
 * Resource descriptors in SGPRs (seeds 000/003: image 8, sampler 4, buffer 4 SGPRs each): the count, its occupancy
 * cost on GCN derived by hand from LLVM's SGPR rule, the sampler advice, and the inputs refused.
 */
package dev.kernelscope.model.occupancy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class SgprDescriptorsTest {
    private static final OccupancyQuery GCN_40_SGPRS = OccupancyQuery.of(ArchRegistry.presets().get("gcn"), 256, 24, 0)
            .withScalarRegisters(40);

    @Test
    void parsesAnyOrderAndCountsEightPerImageAndFourPerSamplerOrBuffer() {
        SgprDescriptors d = SgprDescriptors.parse("samplers=4, images=4,buffers=2");
        assertThat(d).isEqualTo(new SgprDescriptors(4, 4, 2));
        assertThat(d.sgprs()).isEqualTo(4 * 8 + 4 * 4 + 2 * 4);
        assertThat(d.breakdown()).isEqualTo("4 images x 8 + 4 samplers x 4 + 2 buffers x 4 = 56 SGPRs");
        assertThat(SgprDescriptors.parse("images=1")).isEqualTo(new SgprDescriptors(1, 0, 0));
    }

    @Test
    void descriptorsAddToTheKernelsSgprsAndCostOccupancy() {
        // gcn: a wave of S SGPRs fits 800 / (alignUp(S, 16) + 16) waves per SIMD. 40 alone: 800 / 64 = 12 (slots: 10);
        // + 56 of descriptors = 96: 800 / 112 = 7 waves, so 7 groups of 4 waves on 4 SIMDs.
        assertThat(Occupancy.calculate(GCN_40_SGPRS).groupsPerUnit()).isEqualTo(10);
        OccupancyQuery with = new SgprDescriptors(4, 4, 2).apply(GCN_40_SGPRS);
        assertThat(with.scalarRegisters()).isEqualTo(96);
        OccupancyResult r = Occupancy.calculate(with);
        assertThat(r.groupsPerUnit()).isEqualTo(7);
        assertThat(r.limiters()).containsExactly(Limiter.SCALAR_REGISTERS);
    }

    @Test
    void adviceSaysWhatOneSamplerAndNoSamplerGiveBack() {
        List<String> advice = new SgprDescriptors(4, 4, 2).advice(GCN_40_SGPRS);
        assertThat(advice).hasSize(2);
        // One sampler: 96 - 12 = 84 SGPRs, alignUp 96 + 16 = 112 -> still 7 waves. None: 80 + 16 = 96 -> 8.
        assertThat(advice.get(0)).startsWith("Share one sampler: 12 SGPRs back (SGPRs 96 -> 84, work-groups per CU"
                + " unchanged at 7)");
        assertThat(advice.get(1)).contains("SGPRs 96 -> 80, work-groups per CU 7 -> 8, occupancy 70% -> 80%");
        assertThat(new SgprDescriptors(2, 1, 0).advice(GCN_40_SGPRS)).hasSize(1);
        assertThat(new SgprDescriptors(0, 0, 8).advice(GCN_40_SGPRS)).isEmpty();
    }

    @Test
    void refusesArchitecturesWithoutAnSgprLimitAndSumsAboveTheWaveMaximum() {
        OccupancyQuery rdna = OccupancyQuery.of(ArchRegistry.presets().get("gfx1100"), 256, 24, 0);
        assertThatThrownBy(() -> new SgprDescriptors(1, 1, 0).apply(rdna)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("gfx9 and older");
        OccupancyQuery nvidia = OccupancyQuery.of(ArchRegistry.presets().get("sm_90"), 256, 24, 0);
        assertThatThrownBy(() -> new SgprDescriptors(1, 1, 0).apply(nvidia)).isInstanceOf(InvalidInputException.class);
        // gfx7 allows 104 per wave: 40 + 8 images x 8 = 104 fits, one more buffer does not.
        OccupancyQuery gfx7 = OccupancyQuery.of(ArchRegistry.presets().get("gfx7"), 256, 24, 0).withScalarRegisters(40);
        assertThat(new SgprDescriptors(8, 0, 0).apply(gfx7).scalarRegisters()).isEqualTo(104);
        assertThatThrownBy(() -> new SgprDescriptors(8, 0, 1).apply(gfx7)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("108 SGPRs per wave, above gfx7's maximum of 104");
    }

    @Test
    void malformedListsAreRefused() {
        for (String bad : List.of("", "images", "images=", "images=-1", "images=1.5", "textures=2", "images=1,images=2",
                "images=65", "images=99999999999", "images=2;samplers=1")) {
            assertThatThrownBy(() -> SgprDescriptors.parse(bad)).as(bad).isInstanceOf(InvalidInputException.class);
        }
    }
}
