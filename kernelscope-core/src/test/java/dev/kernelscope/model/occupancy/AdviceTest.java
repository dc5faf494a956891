/*
 * Advice: the examples the documents use, and over a grid of configurations that every suggested value really
 * gains the group it claims while one unit more does not (it is the largest such value).
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AdviceTest {
    private static final Architecture GCN = ArchRegistry.presets().get("gcn");

    @Test
    void gcnRegisters40To32GainsTheSecondGroup() {
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GCN, 1024, 40, 32 * 1024));
        assertThat(r.advice()).singleElement().satisfies(a -> {
            assertThat(a.resource()).isEqualTo(Limiter.REGISTERS);
            assertThat(a.summary()).isEqualTo("registers 40 -> 32: 1 -> 2 groups per CU, 40% -> 80%");
            assertThat(a.message()).isEqualTo("Use at most 32 VGPRs per thread (now 40) to fit 2 work-groups per CU instead of 1: "
                    + "occupancy 40% -> 80%.");
        });
    }

    @Test
    void tiedLimitersGiveNoAdviceBecauseNeitherAloneGainsAGroup() {
        // 48 VGPRs (5 waves -> 1 group) and 40 KiB of LDS (1 group): lowering either alone keeps 1 group.
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GCN, 1024, 48, 40 * 1024));
        assertThat(r.limiters()).containsExactly(Limiter.REGISTERS, Limiter.SHARED);
        assertThat(r.advice()).isEmpty();
    }

    @Test
    void sharedAdviceOnRdnaWgp() {
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(ArchRegistry.presets().get("gfx1100"), 128, 216, 20_000));
        assertThat(r.advice()).singleElement().satisfies(a -> {
            assertThat(a.resource()).isEqualTo(Limiter.SHARED);
            assertThat(a.to()).isEqualTo(18_432);
            assertThat(a.summary()).isEqualTo("shared 20000 -> 18432: 6 -> 7 groups per WGP, 37.5% -> 43.75%");
        });
    }

    @Test
    void waveSlotAdviceShrinksTheGroup() {
        // 1024-thread groups: 2 per CU (80%); 832 threads = 13 waves: 3 per CU = 39 of 40 slots.
        OccupancyResult r = Occupancy.calculate(OccupancyQuery.of(GCN, 1024, 0, 0));
        assertThat(r.advice()).singleElement().satisfies(a -> {
            assertThat(a.resource()).isEqualTo(Limiter.WAVES);
            assertThat(a.to()).isEqualTo(832);
            assertThat(a.occupancyTo()).isEqualTo(39.0 / 40);
        });
    }

    @Test
    void everySuggestionGainsItsGroupAndIsTheLargestThatDoes() {
        int checked = 0;
        for (String id : new String[]{"sm_70", "sm_86", "sm_90", "gcn", "gfx90a", "gfx1030", "gfx1100", "rogue", "apple7"}) {
            Architecture arch = ArchRegistry.presets().get(id);
            for (int threads : new int[]{64, 128, 192, 256, 512, 1024}) {
                if (threads > arch.maxThreadsPerGroup()) {
                    continue;
                }
                for (int registers = 8; registers <= 248; registers += 20) {
                    for (int shared = 0; shared <= 32_768; shared += 6_000) {
                        OccupancyQuery q = OccupancyQuery.of(arch, threads, registers, shared);
                        OccupancyResult r = Occupancy.calculate(q);
                        for (Advice a : r.advice()) {
                            OccupancyQuery better = apply(q, a.resource(), a.to());
                            assertThat(Occupancy.core(better).groupsPerUnit()).as("%s %s", q, a).isGreaterThan(r.groupsPerUnit())
                                    .isEqualTo(a.groupsTo());
                            if (a.resource() != Limiter.WAVES) {
                                assertThat(Occupancy.core(apply(q, a.resource(), a.to() + 1)).groupsPerUnit()).as("%s %s", q, a)
                                        .isEqualTo(r.groupsPerUnit());
                            }
                            checked++;
                        }
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(200);
    }

    private static OccupancyQuery apply(OccupancyQuery q, Limiter resource, int value) {
        return switch (resource) {
            case REGISTERS -> q.withRegisters(value);
            case SHARED -> q.withShared(value);
            case SCALAR_REGISTERS -> q.withScalarRegisters(value);
            case WAVES -> q.withThreads(value);
            default -> throw new IllegalArgumentException(resource.key());
        };
    }
}
