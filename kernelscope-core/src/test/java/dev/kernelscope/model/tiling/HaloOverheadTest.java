/*
 * Halo overhead against seed 000's numbers (2D as border/interior, 3D as border/total) and the closed forms for any
 * radius and tile.
 */
package dev.kernelscope.model.tiling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.kernelscope.model.InvalidInputException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HaloOverheadTest {
    @ParameterizedTest(name = "{0} radius 1: {2} border / {1} interior = {4}%")
    @CsvSource({
        "8x8,     64,  36,  100, 56",
        "16x16,  256,  68,  324, 27",
        "32x32, 1024, 132, 1156, 13",
    })
    void seed000TwoDimensionalOverheadsAreBorderPerInterior(String tile, long interior, long border, long total,
            long seedPercent) {
        HaloOverhead halo = new HaloOverhead(Tile.parse(tile), 1);
        assertThat(halo.interior()).isEqualTo(interior);
        assertThat(halo.border()).isEqualTo(border);
        assertThat(halo.total()).isEqualTo(total);
        assertThat(Math.round(halo.borderPerInterior() * 100)).isEqualTo(seedPercent);
    }

    @ParameterizedTest(name = "{0} radius 1: {2} border / {3} total")
    @CsvSource({
        "4x4x4,  64, 152,  216, 0.7037",
        "8x8x8, 512, 488, 1000, 0.488",
    })
    void seed000ThreeDimensionalOverheadsAreBorderPerTotal(String tile, long interior, long border, long total,
            double ratio) {
        HaloOverhead halo = new HaloOverhead(Tile.parse(tile), 1);
        assertThat(halo.interior()).isEqualTo(interior);
        assertThat(halo.border()).isEqualTo(border);
        assertThat(halo.total()).isEqualTo(total);
        assertThat(halo.borderPerTotal()).isCloseTo(ratio, within(1e-4));
    }

    @Test
    void squareTileWithOnePixelBorderReadsXSquaredPlusFourXPlusFour() {
        for (int x = 1; x <= 64; x++) {
            HaloOverhead halo = new HaloOverhead(Tile.of2d(x, x), 1);
            assertThat(halo.total()).isEqualTo((long) x * x + 4L * x + 4);
        }
    }

    @Test
    void radiusGrowsTheBorderOnEverySideAndOnlyInXYForA2dTile() {
        HaloOverhead flat = new HaloOverhead(Tile.of2d(16, 8), 2);
        assertThat(flat.total()).isEqualTo(20 * 12);
        HaloOverhead box = new HaloOverhead(Tile.of3d(16, 8, 4), 3);
        assertThat(box.total()).isEqualTo(22 * 14 * 10);
        assertThat(box.interior()).isEqualTo(16 * 8 * 4);
    }

    @Property
    void borderIsTheGrownTileMinusTheTile(@ForAll @IntRange(min = 1, max = 512) int x,
            @ForAll @IntRange(min = 1, max = 512) int y, @ForAll @IntRange(min = 1, max = 64) int z,
            @ForAll @IntRange(min = 0, max = 8) int r) {
        HaloOverhead halo = new HaloOverhead(Tile.of3d(x, y, z), r);
        long expected = (long) (x + 2 * r) * (y + 2 * r) * (z + 2 * r) - (long) x * y * z;
        assertThat(halo.border()).isEqualTo(expected);
        assertThat(halo.borderPerTotal()).isLessThan(1.0);
        assertThat(halo.borderPerTotal()).isLessThanOrEqualTo(halo.borderPerInterior());
    }

    @Test
    void radiusZeroHasNoBorder() {
        HaloOverhead halo = new HaloOverhead(Tile.of2d(16, 16), 0);
        assertThat(halo.border()).isZero();
        assertThat(halo.borderPerInterior()).isZero();
    }

    @Test
    void sharedBytesCountTheWholeLoadedTile() {
        HaloOverhead halo = new HaloOverhead(Tile.of2d(16, 16), 1);
        assertThat(halo.sharedBytes(ElementType.FLOAT)).isEqualTo(324 * 4);
        assertThat(halo.sharedBytes(ElementType.HALF)).isEqualTo(324 * 2);
        assertThat(halo.sharedBytes(ElementType.FLOAT4)).isEqualTo(324 * 16);
        assertThat(halo.sharedBytes(ElementType.UCHAR)).isEqualTo(324);
    }

    @Test
    void badRadiusIsAnInputError() {
        assertThatThrownBy(() -> new HaloOverhead(Tile.of2d(8, 8), -1))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("0 to");
    }
}
