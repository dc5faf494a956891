/*
 * Parsing tiles from the command line's XxY[xZ] form and rejecting what is not a tile.
 */
package dev.kernelscope.model.tiling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TileTest {
    @Test
    void parsesTwoAndThreeDimensions() {
        assertThat(Tile.parse("16x16")).isEqualTo(Tile.of2d(16, 16));
        assertThat(Tile.parse("8X4")).isEqualTo(Tile.of2d(8, 4));
        assertThat(Tile.parse(" 8x8x8 ")).isEqualTo(Tile.of3d(8, 8, 8));
        assertThat(Tile.parse("16*16*4").dimensions()).isEqualTo(3);
        assertThat(Tile.parse("16x16x4").toString()).isEqualTo("16x16x4");
        assertThat(Tile.parse("16x16").elements()).isEqualTo(256);
    }

    @ParameterizedTest
    @ValueSource(strings = {"16", "16x", "x16", "16x16x4x2", "16xabc", "-4x4", "0x16", "16x16x0", "99999999999x1",
        "70000x1", ""})
    void rejectsWhatIsNotATile(String text) {
        assertThatThrownBy(() -> Tile.parse(text)).isInstanceOf(InvalidInputException.class);
    }

    /** A number too large to be an extent was "not a whole number of elements". */
    @Test
    void aHugeExtentIsOutOfRangeNotANonNumber() {
        assertThatThrownBy(() -> Tile.parse("2147483647x2")).hasMessage("tile '2147483647x2': extent 2147483647 is out"
                + " of range: each extent is 1 to 65536 elements.");
        assertThatThrownBy(() -> Tile.parse("16xq")).hasMessageContaining("'q' is not a whole number of elements");
    }
}
