/*
 * Sweeps: default ranges per family, the staircase shape (never rising as a resource grows) and agreement with
 * single calculations.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OccupancySweepTest {
    private static final Architecture SM90 = ArchRegistry.presets().get("sm_90");

    @Test
    void registerSweepIsANonRisingStaircaseOverTheAddressableRange() {
        List<SweepPoint> points = OccupancySweep.sweep(OccupancyQuery.of(SM90, 256, 32, 0), SweepVariable.REGISTERS);
        assertThat(points).hasSize(256);
        assertThat(points.getFirst().value()).isEqualTo(1);
        for (int i = 1; i < points.size(); i++) {
            assertThat(points.get(i).occupancy()).isLessThanOrEqualTo(points.get(i - 1).occupancy());
        }
        // 64 registers: 2,048 per warp, 32 warps per SM = 4 blocks of 8 warps = 50%.
        assertThat(points.get(63).groupsPerUnit()).isEqualTo(4);
        assertThat(points.get(63).occupancy()).isEqualTo(0.5);
        assertThat(points.get(63).limitersJoined()).isEqualTo("registers");
    }

    @Test
    void sharedSweepCoversEveryByte() {
        SweepRange range = OccupancySweep.defaultRange(OccupancyQuery.of(SM90, 256, 32, 0), SweepVariable.SHARED);
        assertThat(range.from()).isZero();
        assertThat(range.step()).isEqualTo(1);
        assertThat(range.to()).isEqualTo(232_448);
    }

    @Test
    void threadSweepUsesWholeWavesAndMatchesSingleCalculations() {
        OccupancyQuery base = OccupancyQuery.of(ArchRegistry.presets().get("gfx1100"), 64, 96, 4096);
        List<SweepPoint> points = OccupancySweep.sweep(base, SweepVariable.THREADS);
        assertThat(points).hasSize(32);
        for (SweepPoint p : points) {
            OccupancyCore core = Occupancy.core(base.withThreads(p.value()));
            assertThat(p.groupsPerUnit()).isEqualTo(core.groupsPerUnit());
            assertThat(p.occupancy()).isEqualTo(core.occupancy());
        }
    }

    @Test
    void explicitRangeAndScalarSweeps() {
        OccupancyQuery gcn = OccupancyQuery.of(ArchRegistry.presets().get("gcn"), 256, 24, 0);
        List<SweepPoint> points = OccupancySweep.sweep(gcn, SweepVariable.SCALAR_REGISTERS, new SweepRange(16, 112, 16));
        assertThat(points).extracting(SweepPoint::groupsPerUnit).containsExactly(10, 10, 10, 10, 8, 7, 6);
        assertThatThrownBy(() -> OccupancySweep.defaultRange(OccupancyQuery.of(SM90, 64, 0, 0), SweepVariable.SCALAR_REGISTERS))
                .isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> new SweepRange(10, 5, 1)).isInstanceOf(InvalidInputException.class);
    }
}
