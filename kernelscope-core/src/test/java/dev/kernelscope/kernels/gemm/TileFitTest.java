/*
 * TileFit, no device: the share of padded tiles that is C, and the general class's choice among its tilings by the
 * weighted fit (the earliest tiling on a tie, the tall ones only past their weight's margin).
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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
        assertThat(TileFit.generalClass(6144, 600)).isEqualTo(GemmShapeClass.GENERAL_TALL);  // 0.78 against 0.94 x 0.95
        assertThat(TileFit.generalClass(175, 4806)).isEqualTo(GemmShapeClass.GENERAL_FINE);  // 0.68 against 0.90 x 0.92
        // N just past a multiple of 128: 128x64 tiles pad 175 to 192 and 311 to 320, every other tiling to 256 and 384
        assertThat(TileFit.generalClass(2709, 175)).isEqualTo(GemmShapeClass.GENERAL_NARROW);  // 0.66 against 0.88 x 0.92
        assertThat(TileFit.generalClass(6144, 311)).isEqualTo(GemmShapeClass.GENERAL_NARROW);  // 0.81 x 0.95, 0.97 x 0.92
        // the tall fit 2% better: within the margin, the wide tiles keep it
        assertThat(TileFit.generalClass(2500, 6000)).isEqualTo(GemmShapeClass.GENERAL);
    }

    @Test
    void tiesGoToTheEarlierTiling() {
        // 64 x 64 fits the fine and the narrow tiles alike (0.5 each, weighted 0.46) and the wide ones at 0.125
        assertThat(TileFit.generalClass(64, 64)).isEqualTo(GemmShapeClass.GENERAL_FINE);
        assertThat(TileFit.TILINGS.getFirst()).isEqualTo(TileFit.WIDE);
    }

    @Test
    void theTilesAreTheBuiltInEntriesOfTheirClasses() {
        for (TileFit.Tiling tiling : TileFit.TILINGS) {
            Map<String, Long> parameters =
                    GemmTuning.builtIn().lookup("", "sm_90", "NVIDIA", tiling.shapes()).parameters();
            assertThat(parameters).as(tiling.shapes().id()).containsEntry("BM", (long) tiling.m())
                    .containsEntry("BN", (long) tiling.n());
        }
    }

    @Test
    void explainNamesEachTilingsFitAndWeight() {
        assertThat(TileFit.describe(6055, 311))
                .startsWith("128x256 0.60, 64x128 0.81 x 0.92, 256x128 0.80 x 0.95, 128x64 0.96 x 0.92");
        assertThat(TileFit.splitsClass(GemmShapeClass.GENERAL_TALL)).isTrue();
        assertThat(TileFit.splitsClass(GemmShapeClass.SMALL)).isFalse();
    }
}
