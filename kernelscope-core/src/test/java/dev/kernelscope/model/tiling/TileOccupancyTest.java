/*
 * Tiles against occupancy (seed 000's trade-off): a tile too large for the architecture is a row that says why; a
 * register count no tile can launch with is bad input.
 */
package dev.kernelscope.model.tiling;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TileOccupancyTest {
    private static final Architecture GCN = ArchRegistry.presets().get("gcn");

    @Test
    void aTileTooLargeIsARowThatSaysWhy() {
        TileOccupancy big = TileOccupancy.of(new HaloOverhead(Tile.parse("64x64"), 1), GCN, 32, ElementType.FLOAT);
        assertThat(big.result()).isEmpty();
        assertThat(big.whyNot()).contains("4096 threads per group exceeds gcn's maximum");
        TileOccupancy fits = TileOccupancy.of(new HaloOverhead(Tile.parse("16x16"), 1), GCN, 32, ElementType.FLOAT);
        assertThat(fits.result()).get().extracting(r -> r.groupsPerUnit()).isEqualTo(8);
    }

    /** `halo --tile 8x8 --arch gcn --registers 300` printed a "cannot launch" row per tile and exited 0. */
    @Test
    void registersNoTileCanLaunchWithAreBadInput() {
        assertThatThrownBy(() -> TileOccupancy.of(new HaloOverhead(Tile.parse("8x8"), 1), GCN, 300, ElementType.FLOAT))
                .isInstanceOf(InvalidInputException.class).hasMessage("300 VGPRs per thread exceeds gcn's addressable"
                        + " maximum of 256.");
    }
}
