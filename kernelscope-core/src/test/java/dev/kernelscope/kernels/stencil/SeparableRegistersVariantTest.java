/*
 * Rung 11 (separable-registers) without a device: its launch geometry (a group row is one warp of 32 lanes, of which
 * ceil(R / COLS) on each side hold only halo columns), the strip the halo model sees, what it computes, and the
 * constraints checked before compiling, each a user error naming its rule.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.device.Geometry;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.tiling.Tile;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SeparableRegistersVariantTest {
    private static final StencilVariant V = StencilVariant.SEPARABLE_REGISTERS;

    @Test
    void groupsCoverTheirLanesLessTheHaloLanes() {
        FilterSpec box15 = FilterSpec.box(7);
        Map<String, Long> p = V.parameters(Map.of(), box15);
        // radius 7 in 4-column lanes: 2 halo lanes each side, 28 x 4 = 112 columns; strips of 8 rows, 4 per group
        assertThat(V.geometry(p, box15, 8192, 8192)).isEqualTo(Geometry.of(74 * 32, 256 * 4, 32, 4));
        assertThat(V.outputTile(p, box15)).isEqualTo(Tile.of2d(112, 8));
        // 8 columns per lane: 1 halo lane, 240 columns; radius 1 in 4-column lanes: 1 halo lane, 120 columns
        Map<String, Long> wide = V.parameters(Map.of("COLS", 8L), box15);
        assertThat(V.outputTile(wide, box15)).isEqualTo(Tile.of2d(240, 8));
        FilterSpec box3 = FilterSpec.box(1);
        assertThat(V.outputTile(V.parameters(Map.of(), box3), box3)).isEqualTo(Tile.of2d(120, 8));
        // single pixels per lane at radius 7: 7 halo lanes each side, 18 lanes of outputs
        assertThat(V.outputTile(V.parameters(Map.of("COLS", 1L), box15), box15)).isEqualTo(Tile.of2d(18, 8));
        // a 1-pixel image still gets one group
        assertThat(V.geometry(p, box15, 1, 1)).isEqualTo(Geometry.of(32, 4, 32, 4));
    }

    @Test
    void itComputesEveryFilterOfOnePassAndIteratesByLaunches() {
        assertThat(V.fusesPasses()).isFalse();
        assertThat(V.computes(FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE), PixelType.U8)).isTrue();
        assertThat(V.computes(FilterSpec.gaussian(7), PixelType.F16)).isTrue();
        assertThat(StencilVariant.parse("11")).isEqualTo(V);
        assertThat(StencilVariant.parse("separable-registers")).isEqualTo(V);
    }

    @Test
    void constraintsAreCheckedBeforeCompiling() {
        FilterSpec gauss15 = FilterSpec.gaussian(7);
        assertThatThrownBy(() -> V.parameters(Map.of("GROUP_X", 64L), gauss15))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("GROUP_X = 32");
        assertThatThrownBy(() -> V.parameters(Map.of("COLS", 3L), gauss15))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("COLS in {1, 2, 4, 8}");
        assertThatThrownBy(() -> V.parameters(Map.of("ROWS", 65L), gauss15))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("ROWS <= 64");
        assertThatThrownBy(() -> V.parameters(Map.of("VEC", 4L), gauss15))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("has no parameter 'VEC'");
        assertThat(V.parameters(Map.of("COLS", 8L, "GROUP_Y", 16L), gauss15)).containsEntry("COLS", 8L)
                .containsEntry("GROUP_Y", 16L);
        // fp32 sums are for uchar: half and float sum in fp32 already
        Map<String, Long> fmath = V.parameters(Map.of("FMATH", 1L), gauss15);
        V.checkType(fmath, PixelType.U8);
        assertThatThrownBy(() -> V.checkType(fmath, PixelType.F32))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("Leave FMATH at 0 for f32");
        assertThatThrownBy(() -> V.parameters(Map.of("FMATH", 2L), gauss15))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("FMATH in {0, 1}");
    }
}
