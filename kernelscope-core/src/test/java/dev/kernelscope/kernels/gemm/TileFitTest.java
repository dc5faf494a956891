/*
 * TileFit, no device: the share of padded tiles that is C, and the general class's choice among its tilings by the
 * weighted fit (the wide tiles on a tie, the tall ones only past TALL_WEIGHT's margin).
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TileFitTest {

    @Test
    void theFitIsTheShareOfThePaddedTilesThatIsC() {
        assertThat(TileFit.of(4096, 4096, 128, 256)).isEqualTo(1.0);
        assertThat(TileFit.of(1, 1, 128, 256)).isEqualTo(1.0 / (128 * 256));
        // 311 columns in two 256-wide tiles: 311 / 512
        assertThat(TileFit.of(6144, 311, 128, 256)).isCloseTo(311.0 / 512, within(1e-12));
        assertThat(TileFit.of(6144, 311, 256, 128)).isCloseTo(311.0 / 384, within(1e-12));
    }

    @Test
    void tilesThatDivideCKeepTheWideTiles() {
        assertThat(TileFit.generalClass(4096, 4096)).isEqualTo(GemmShapeClass.GENERAL);
        assertThat(TileFit.generalClass(8192, 1024)).isEqualTo(GemmShapeClass.GENERAL);
        assertThat(TileFit.generalClass(1024, 8192)).isEqualTo(GemmShapeClass.GENERAL);
    }

    @Test
    void aRaggedSideGoesToTheTilingThatPadsItLeast() {
        assertThat(TileFit.generalClass(6055, 311)).isEqualTo(GemmShapeClass.GENERAL_TALL);  // 0.61 against 0.80
        assertThat(TileFit.generalClass(175, 4806)).isEqualTo(GemmShapeClass.GENERAL_FINE);  // 0.68 against 0.90
        // the tall fit 2% better: within the margin, the wide tiles keep it
        assertThat(TileFit.generalClass(2500, 6000)).isEqualTo(GemmShapeClass.GENERAL);
    }

    @Test
    void theTilesAreTheBuiltInEntriesOfTheirClasses() {
        record Tile(GemmShapeClass shapes, int m, int n) {}
        for (Tile tile : List.of(new Tile(GemmShapeClass.GENERAL, TileFit.WIDE_M, TileFit.WIDE_N),
                new Tile(GemmShapeClass.GENERAL_TALL, TileFit.TALL_M, TileFit.TALL_N),
                new Tile(GemmShapeClass.GENERAL_FINE, TileFit.FINE_M, TileFit.FINE_N))) {
            Map<String, Long> parameters =
                    GemmTuning.builtIn().lookup("", "sm_90", "NVIDIA", tile.shapes()).parameters();
            assertThat(parameters).as(tile.shapes().id()).containsEntry("BM", (long) tile.m())
                    .containsEntry("BN", (long) tile.n());
        }
    }

    @Test
    void explainNamesEachTilingsFitAndWeight() {
        assertThat(TileFit.describe(6055, 311)).startsWith("128x256 0.60, 256x128 0.80 x 0.95, 64x128 0.81 x 0.92");
        assertThat(TileFit.splitsClass(GemmShapeClass.GENERAL_TALL)).isTrue();
        assertThat(TileFit.splitsClass(GemmShapeClass.SMALL)).isFalse();
    }
}
