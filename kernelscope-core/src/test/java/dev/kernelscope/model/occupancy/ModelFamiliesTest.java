/*
 * The parameterized PowerVR Rogue and Apple models: their rules on the preset numbers, and the assumptions every
 * result must state (including numbers a user overrides through an architecture file).
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.arch.AppleArch;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.RogueArch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class ModelFamiliesTest {
    private static final Architecture ROGUE = ArchRegistry.presets().get("rogue");
    private static final Architecture APPLE7 = ArchRegistry.presets().get("apple7");

    @Test
    void rogueFillsSixteenResidencySlotsWithTasksOf32() {
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(ROGUE, 128, 0, 0));
        assertThat(r.unit()).isEqualTo("USC");
        assertThat(r.wavesPerGroup()).isEqualTo(4);
        assertThat(r.groupsPerUnit()).isEqualTo(4);
        assertThat(r.maxWavesPerUnit()).isEqualTo(16);
        assertThat(r.occupancy()).isEqualTo(1.0);
        assertThat(r.limiters()).containsExactly(Limiter.WAVES);
    }

    @Test
    void rogueRegistersAboveTheSlotBudgetKeepFewerTasks() {
        // 16 slots x 32 temporaries = 512 per lane; 64 temporaries -> 8 tasks -> 2 groups of 4 tasks.
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(ROGUE, 128, 64, 0));
        assertThat(r.groupsPerUnit()).isEqualTo(2);
        assertThat(r.occupancy()).isEqualTo(0.5);
        assertThat(r.limiters()).containsExactly(Limiter.REGISTERS);
        assertThat(r.advice()).singleElement().satisfies(a -> assertThat(a.to()).isEqualTo(42));  // 512 / 42 = 12 tasks
    }

    @Test
    void rogueLocalMemoryComesFromTheCommonStore() {
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(ROGUE, 64, 0, 20_000));
        assertThat(r.groupsPerUnit()).isEqualTo(3);
        assertThat(r.limiters()).containsExactly(Limiter.SHARED);
    }

    @Test
    void rogueStatesItsAssumptionsWithTheNumbersUsed() {
        RogueArch preset = (RogueArch) ROGUE;
        RogueArch custom = new RogueArch("my-rogue", "custom", 32, 512, 32, 248, 24, 32768, 32768, 4, java.util.List.of(), java.util.Map.of());
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(custom, 128, 48, 0));
        assertThat(r.assumptions()).isNotEmpty();
        assertThat(r.assumptions().getFirst()).contains("32 tasks", "24 per work-item", "32,768 B");
        // 32 x 24 = 768 per lane / 48 = 16 tasks -> 4 groups of 4.
        assertThat(r.groupsPerUnit()).isEqualTo(4);
        assertThat(Occupancy.calculate(OccupancyQuery.of(preset, 32, 0, 0)).assumptions()).containsAll(preset.assumptions());
    }

    @ParameterizedTest(name = "apple7: {0} registers allow {1} threads per core")
    @CsvSource({"1, 1024", "104, 1024", "105, 896", "112, 896", "128, 832", "136, 768", "144, 704", "160, 640",
            "184, 576", "208, 512", "232, 448", "256, 384"})
    void apple7ResidentThreadsFollowTheAsahiTable(int registers, int threads) {
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(APPLE7, 32, registers, 0));
        assertThat(r.wavesPerUnit() * 32).isEqualTo(threads);
    }

    @Test
    void apple7ThreadgroupTooLargeForItsRegistersCannotLaunch() {
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(APPLE7, 1024, 128, 0));
        assertThat(r.groupsPerUnit()).isZero();
        assertThat(r.occupancy()).isZero();
        assertThat(r.limiters()).containsExactly(Limiter.REGISTERS);
        assertThat(r.advice()).singleElement().satisfies(a -> {
            assertThat(a.to()).isEqualTo(104);
            assertThat(a.groupsTo()).isEqualTo(1);
        });
        assertThat(Occupancy.calculate(OccupancyQuery.of(APPLE7, 832, 128, 0)).groupsPerUnit()).isEqualTo(1);
    }

    @Test
    void appleThreadgroupMemoryIsAllocatedIn16ByteUnits() {
        // 32 KiB / roundUp(4,097, 16) = 32,768 / 4,112 = 7.
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(APPLE7, 64, 0, 4097));
        assertThat(r.groupsPerUnit()).isEqualTo(7);
        assertThat(r.idle().sharedIdleBytes()).isEqualTo(32768 - 7 * 4112);
        assertThat(r.idle().registerFileIdleBytes()).isEqualTo(212_992L);
    }

    @Test
    void appleA8DoesNotModelRegistersAndSaysSo() {
        Architecture a8 = ArchRegistry.presets().get("apple-a8");
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(a8, 256, 40, 4096));
        assertThat(r.limits().applies(Limiter.REGISTERS)).isFalse();
        assertThat(r.idle().registerFileBytes()).isNull();
        assertThat(r.groupsPerUnit()).isEqualTo(2);
        assertThat(r.assumptions().getFirst()).contains("registers are not modeled", "40 registers given are ignored");
        assertThat(((AppleArch) a8).threadsByRegisters()).isEmpty();
    }
}
