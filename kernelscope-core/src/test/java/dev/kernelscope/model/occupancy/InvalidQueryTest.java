/*
 * Bad input: each hard limit a user can break gives an InvalidInputException whose message names the limit.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

class InvalidQueryTest {
    private static Architecture arch(String id) {
        return ArchRegistry.presets().get(id);
    }

    private static void rejects(OccupancyQuery query, String... fragments) {
        assertThatThrownBy(() -> Occupancy.calculate(query)).isInstanceOf(InvalidInputException.class).hasMessageContainingAll(fragments);
    }

    @Test
    void threadsAboveTheMaximumGroupSize() {
        rejects(OccupancyQuery.of(arch("sm_90"), 1025, 32, 0), "1025 threads", "1024");
        rejects(OccupancyQuery.of(arch("rogue"), 513, 0, 0), "513", "512");
        rejects(OccupancyQuery.of(arch("apple-a8"), 1024, 0, 0), "512");
    }

    @Test
    void registersAboveTheAddressableCount() {
        rejects(OccupancyQuery.of(arch("sm_90"), 256, 257, 0), "257 registers", "256");
        rejects(OccupancyQuery.of(arch("gfx1100"), 64, 257, 0), "257 VGPRs", "256");
        rejects(OccupancyQuery.of(arch("gfx90a"), 64, 513, 0), "513 VGPRs", "512");
        rejects(OccupancyQuery.of(arch("apple7"), 64, 257, 0), "257", "256");
        rejects(OccupancyQuery.of(arch("gcn"), 64, 24, 0).withScalarRegisters(113), "113 SGPRs", "112");
    }

    @Test
    void sharedAboveThePerGroupMaximum() {
        rejects(OccupancyQuery.of(arch("sm_90"), 256, 32, 232_449), "232,449 B", "232,448 B");
        rejects(OccupancyQuery.of(arch("sm_75"), 256, 32, 65_537), "65,536 B");
        rejects(OccupancyQuery.of(arch("gfx1100"), 256, 32, 65_537), "LDS", "65,536 B");
        rejects(OccupancyQuery.of(arch("apple-a8"), 256, 0, 16_353), "16,352 B");
    }

    @Test
    void negativeValues() {
        assertThatThrownBy(() -> OccupancyQuery.of(arch("sm_90"), -1, 0, 0)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("threads per group");
        assertThatThrownBy(() -> OccupancyQuery.of(arch("sm_90"), 0, 0, 0)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> OccupancyQuery.of(arch("sm_90"), 64, -2, 0)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("registers");
        assertThatThrownBy(() -> OccupancyQuery.of(arch("sm_90"), 64, 0, -5)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("shared");
        assertThatThrownBy(() -> OccupancyQuery.of(arch("gcn"), 64, 0, 0).withScalarRegisters(-1))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("scalar");
        assertThatThrownBy(() -> OccupancyQuery.of(arch("gcn"), 64, 0, 0).withWaveSize(48))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("32 or 64");
    }

    @Test
    void waveSizeModeAndViewTheArchitectureDoesNotHave() {
        rejects(OccupancyQuery.of(arch("gcn"), 64, 0, 0).withWaveSize(32), "wave size 32", "gcn");
        rejects(OccupancyQuery.of(arch("sm_90"), 64, 0, 0).withWaveSize(64), "wave size 64");
        rejects(OccupancyQuery.of(arch("gcn"), 64, 0, 0).withMode(UnitMode.WGP), "mode wgp", "RDNA");
        rejects(OccupancyQuery.of(arch("sm_90"), 64, 0, 0).withMode(UnitMode.CU), "mode cu");
        rejects(OccupancyQuery.of(arch("sm_90"), 64, 0, 0).withView(View.COMPILER), "view compiler", "AMD");
        rejects(OccupancyQuery.of(arch("apple7"), 64, 0, 0).withScalarRegisters(8), "SGPRs");
    }

    @Test
    void unknownNamesListTheChoices() {
        assertThatThrownBy(() -> ArchRegistry.presets().get("sm_91")).isInstanceOf(InvalidInputException.class)
                .hasMessageContainingAll("sm_91", "sm_90", "gfx1100", "apple7");
        assertThatThrownBy(() -> UnitMode.parse("simd")).hasMessageContainingAll("wgp", "cu");
        assertThatThrownBy(() -> View.parse("llvm")).hasMessageContainingAll("hardware", "compiler", "hip");
        assertThatThrownBy(() -> SweepVariable.parse("vgprs")).hasMessageContainingAll("registers", "shared", "threads");
    }
}
