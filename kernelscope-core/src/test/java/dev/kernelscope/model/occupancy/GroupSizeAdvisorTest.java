/*
 * Idle lanes for group sizes that are not a multiple of the wave (seed 001: 48 threads on PowerVR, 96 on GCN) and
 * the group-size advice of seeds 000/003 (no LDS -> at most 256; divergent loops -> single-wave groups).
 */
package dev.kernelscope.model.occupancy;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GroupSizeAdvisorTest {
    private static Architecture arch(String id) {
        return ArchRegistry.presets().get(id);
    }

    @ParameterizedTest(name = "{0}, {1} threads: {2} waves, {3} idle lanes")
    @CsvSource({"rogue, 48, 2, 16, 0.75", "gcn, 96, 2, 32, 0.75", "gcn, 256, 4, 0, 1.0", "sm_90, 33, 2, 31, 0.515625",
        "gfx1100, 1, 1, 31, 0.03125"})
    void idleLanesOfPartialWaves(String id, int threads, int waves, int idle, double utilization) {
        LaneUtilization lanes = LaneUtilization.of(arch(id), threads);
        assertThat(lanes.waves()).isEqualTo(waves);
        assertThat(lanes.idleLanes()).isEqualTo(idle);
        assertThat(lanes.utilization()).isEqualTo(utilization);
    }

    @Test
    void largeGroupWithoutLocalMemoryIsAdvisedDownTo256AtNoOccupancyCost() {
        List<GroupSizeAdvisor.GroupSizeAdvice> advice = GroupSizeAdvisor.advise(arch("gcn"), 1024, 32, 0, false);
        assertThat(advice).singleElement().satisfies(a -> {
            assertThat(a.suggestedThreads()).isEqualTo(256);
            assertThat(a.occupancySuggested()).isGreaterThanOrEqualTo(a.occupancyNow());
            assertThat(a.reason()).contains("no local memory");
        });
        // 40 VGPRs: one 1,024-thread group per CU (40%); 256-thread groups pack the CU more finely.
        GroupSizeAdvisor.GroupSizeAdvice at40 = GroupSizeAdvisor.advise(arch("gcn"), 1024, 40, 0, false).getFirst();
        assertThat(at40.occupancyNow()).isEqualTo(0.4);
        assertThat(at40.occupancySuggested()).isGreaterThan(0.4);
    }

    @Test
    void divergentLoopsGetSingleWaveGroupsAndPartialWavesARoundedSize() {
        assertThat(GroupSizeAdvisor.advise(arch("gcn"), 256, 32, 4096, true)).singleElement()
                .satisfies(a -> assertThat(a.suggestedThreads()).isEqualTo(64));
        assertThat(GroupSizeAdvisor.advise(arch("gcn"), 96, 32, 1024, false)).singleElement()
                .satisfies(a -> assertThat(a.suggestedThreads()).isEqualTo(128));
        assertThat(GroupSizeAdvisor.advise(arch("gcn"), 256, 32, 4096, false)).isEmpty();
    }
}
