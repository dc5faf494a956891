/*
 * Rung 10 (register-fused) without a device: its launch geometry (halo lanes store nothing, so a group of 32 lanes x 4
 * columns covers 120 output columns at 4 passes of radius 1), the output block the halo model sees (one strip), and the
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

class RegisterFusedVariantTest {
    private static final StencilVariant V = StencilVariant.REGISTER_FUSED;

    @Test
    void groupsCoverTheirLanesLessTheHaloLanes() {
        FilterSpec box3x4 = FilterSpec.box(1).iterated(4);
        Map<String, Long> p = V.parameters(Map.of(), box3x4);
        // 4 halo columns = 1 lane of 4 on each side: 30 lanes x 4 = 120 columns; 8192 rows in strips of 32, 4 per group
        assertThat(V.geometry(p, box3x4, 8192, 8192)).isEqualTo(Geometry.of(69 * 32, 64 * 4, 32, 4));
        // the halo model's block: one strip (the group's 4 strips each read their own halo rows)
        assertThat(V.outputTile(p, box3x4)).isEqualTo(Tile.of2d(120, 32));
        // 8 passes: 2 halo lanes each side, 112 columns; a 1-pixel image still gets one group
        FilterSpec box3x8 = FilterSpec.box(1).iterated(8);
        assertThat(V.geometry(V.parameters(Map.of(), box3x8), box3x8, 113, 1)).isEqualTo(Geometry.of(64, 4, 32, 4));
        assertThat(V.geometry(p, box3x4, 1, 1)).isEqualTo(Geometry.of(32, 4, 32, 4));
        assertThat(V.fusesPasses()).isTrue();
    }

    @Test
    void constraintsAreCheckedBeforeCompiling() {
        // the defaults grow COLS to the radius (StencilVariant.defaultsFor); a COLS the user sets is checked
        assertThatThrownBy(() -> V.parameters(Map.of("COLS", 4L), FilterSpec.box(5).iterated(2)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("RADIUS <= COLS");
        assertThat(V.parameters(Map.of("COLS", 8L), FilterSpec.box(5).iterated(2))).containsEntry("COLS", 8L);
        assertThatThrownBy(() -> V.parameters(Map.of("GROUP_X", 2L), FilterSpec.box(1).iterated(4)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("GROUP_X > 2");
        assertThatThrownBy(() -> V.parameters(Map.of("COLS", 3L), FilterSpec.box(1).iterated(2)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("COLS in {1, 2, 4, 8}");
        assertThatThrownBy(() -> V.parameters(Map.of("GROUP_X", 256L, "GROUP_Y", 4L, "COLS", 8L),
                FilterSpec.box(1).iterated(8))).isInstanceOf(InvalidInputException.class).hasMessageContaining("48 KiB");
        assertThatThrownBy(() -> V.parameters(Map.of(), FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("box or Gaussian");
        assertThat(V.computes(FilterSpec.sobel(FilterSpec.Kind.SOBEL_X))).isFalse();
    }
}
