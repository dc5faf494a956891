/*
 * The slice depth a call runs (GemmSliceDepth): the entry's for a long K whose tail is read in place, else a divisor
 * of K up to the entry's BK (for a short K none divides, a depth that pads it least), the deepest that holds the tiles
 * in one wave, else the fewest waves. Resident groups per depth are given here (the H100's, docs/results/h100/
 * gemm-e2e-4.md), not compiled.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

class GemmSliceDepthTest {
    // 32x64 tiles of 64 work-items: BK a multiple of 8 (A's float4 loads over 64 work-items)
    private static final IntPredicate VALID = depth -> depth % 8 == 0;
    // groups per SM on the H100 for BK = 40, 32, 24, 16, 8 (registers 201, 177, ~150, 127, 109), times 132 SMs
    private static final Map<Integer, Integer> RESIDENT = Map.of(40, 528, 32, 528, 24, 792, 16, 1056, 8, 1056);
    private static final IntUnaryOperator H100 = RESIDENT::get;

    @Test
    void theDeepestSliceThatHoldsTheTilesInOneWave() {
        assertThat(GemmSliceDepth.choose(40, 200, 512, VALID, H100)).isEqualTo(40);    // 1000x1000x200
        assertThat(GemmSliceDepth.choose(40, 128, 608, VALID, H100)).isEqualTo(16);    // 1200x1000x128
        assertThat(GemmSliceDepth.choose(40, 128, 1024, VALID, H100)).isEqualTo(16);   // 1024x2048x128
    }

    @Test
    void elseTheFewestWavesAndTheDeeperOnATie() {
        assertThat(GemmSliceDepth.choose(40, 64, 2016, VALID, H100)).isEqualTo(16);    // 2000x2000x64: 2 waves
        assertThat(GemmSliceDepth.choose(40, 120, 1824, VALID, H100)).isEqualTo(8);    // 1800x2000x120
    }

    @Test
    void aLongKThatNoValidDepthDividesKeepsTheEntrysDepthAndNothingIsCompiled() {
        IntUnaryOperator never = depth -> {
            throw new AssertionError("compiled depth " + depth);
        };
        assertThat(GemmSliceDepth.choose(40, 1001, 1000, VALID, never)).isEqualTo(40); // 25 slices, packed whole
        assertThat(GemmSliceDepth.choose(8, 1000, 1000, VALID, never)).isEqualTo(8);   // the only depth
        assertThat(GemmSliceDepth.choose(32, 200, 28, VALID, never)).isEqualTo(8);     // 200^3, tiny entry
    }

    @Test
    void aShortKThatNoDepthDividesTakesTheDepthsThatPadItLeastByWaves() {
        IntUnaryOperator never = depth -> {
            throw new AssertionError("compiled depth " + depth);
        };
        // K = 87: 88 at depth 8 against 96 at 32, 24 and 16; the only such depth, so nothing is compiled
        assertThat(GemmSliceDepth.choose(32, 87, 312, true, VALID, never)).isEqualTo(8);
        // K = 30: 32 at 32, 16 and 8; 550 tiles take two waves at 32 (528 groups), one at 16
        assertThat(GemmSliceDepth.choose(32, 30, 550, true, VALID, H100)).isEqualTo(16);
        // K = 555 under 40-deep slices: 560 at 40, 16 and 8; 1000 tiles in one wave from 16
        assertThat(GemmSliceDepth.choose(40, 555, 1000, VALID, H100)).isEqualTo(16);
        // K = 17: 24 at 24 and 8, both in one wave for 42 tiles: the deeper
        assertThat(GemmSliceDepth.choose(32, 17, 42, true, VALID, H100)).isEqualTo(24);
        // K = 133: 136 at 8 alone (144 at 24 and 16, 160 at 32)
        assertThat(GemmSliceDepth.choose(32, 133, 160, true, VALID, H100)).isEqualTo(8);
    }

    @Test
    void aLongKWhoseTailIsReadInPlaceKeepsTheEntrysDepth() {
        IntUnaryOperator never = depth -> {
            throw new AssertionError("compiled depth " + depth);
        };
        assertThat(GemmSliceDepth.choose(16, 3000, 32, true, VALID, never)).isEqualTo(16);   // 32x2000x3000
        assertThat(GemmSliceDepth.choose(16, 3000, 32, false, VALID, H100)).isEqualTo(8);    // its tail packed
        assertThat(GemmSliceDepth.choose(16, 256, 32, true, VALID, never)).isEqualTo(16);    // 16 slices
        assertThat(GemmSliceDepth.choose(32, 200, 28, true, VALID, H100)).isEqualTo(8);      // 200^3: 7 slices
        assertThat(GemmSliceDepth.choose(40, 120, 1824, true, VALID, H100)).isEqualTo(8);    // short K: by waves
    }
}
