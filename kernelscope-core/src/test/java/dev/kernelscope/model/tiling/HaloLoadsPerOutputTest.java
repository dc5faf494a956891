/*
 * Loads per output with and without local memory and with k outputs per work-item: seed 000's 9 vs 1.56 for an
 * 8x8 tile, seed 002's Sobel at 2 pixels per thread (12 reads for 2 pixels, 6 per pixel).
 */
package dev.kernelscope.model.tiling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.api.Test;

class HaloLoadsPerOutputTest {
    @Test
    void seed000EightByEightTile() {
        HaloOverhead halo = new HaloOverhead(Tile.parse("8x8"), 1);
        assertThat(halo.loadsPerOutputWithoutLocalMemory()).isEqualTo(9.0);
        assertThat(halo.loadsPerOutputWithLocalMemory()).isEqualTo(1.5625);
    }

    @Test
    void seed002SobelTwoPixelsPerThreadReadsSixPerPixel() {
        HaloOverhead sobel = new HaloOverhead(Tile.parse("16x16"), 1);
        assertThat(sobel.loadsPerOutputWithOutputsPerItem(1)).isEqualTo(9.0);
        assertThat(sobel.loadsPerOutputWithOutputsPerItem(2) * 2).isEqualTo(12.0);
        assertThat(sobel.loadsPerOutputWithOutputsPerItem(2)).isEqualTo(6.0);
        assertThat(sobel.loadsPerOutputWithOutputsPerItem(4)).isEqualTo(4.5);
    }

    @Test
    void threeDimensionsAndWiderRadii() {
        HaloOverhead cube = new HaloOverhead(Tile.parse("4x4x4"), 1);
        assertThat(cube.loadsPerOutputWithoutLocalMemory()).isEqualTo(27.0);
        assertThat(cube.loadsPerOutputWithLocalMemory()).isEqualTo(216.0 / 64);
        assertThat(cube.loadsPerOutputWithOutputsPerItem(2)).isEqualTo(4 * 9 / 2.0);
        HaloOverhead wide = new HaloOverhead(Tile.parse("32x8"), 2);
        assertThat(wide.loadsPerOutputWithoutLocalMemory()).isEqualTo(25.0);
        assertThat(wide.loadsPerOutputWithLocalMemory()).isCloseTo(36.0 * 12 / 256, within(1e-12));
        assertThatThrownBy(() -> wide.loadsPerOutputWithOutputsPerItem(0)).isInstanceOf(InvalidInputException.class);
        assertThat(wide.loadsPerOutputWithOutputsPerItem(32)).isEqualTo((4.0 + 32) * 5 / 32);
        assertThatThrownBy(() -> wide.loadsPerOutputWithOutputsPerItem(33)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("32 for tile 32x8");
    }
}
