/*
 * ScalarLoadsCost, no device: the model takes the calls the H200 ran faster with the SCALAR_LOADS twin in place and
 * keeps the packs of those it ran slower (docs/results/h200/session27/scalar-loads), each with a pack of the operand
 * its plan packed (the scratch's padding approximated).
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.kernels.gemm.GemmOperands.Pack;
import org.junit.jupiter.api.Test;

class ScalarLoadsCostTest {
    /** A pack's launch through CUDA's graphs (the measurements below are CUDA's). */
    private static final double GRAPHS = ScalarLoadsCost.PACK_LAUNCH_NS;

    /** A pack of a rows x cols operand into scratch padded to 4 floats along its rows. */
    private static Pack pack(int rows, int cols) {
        int ldOut = (cols + 3) / 4 * 4;
        return new Pack("pack", "alignment", rows, cols, cols, false, rows, cols, ldOut);
    }

    @Test
    void aShortCallReadsInPlace() {
        // 685x1175x21: 7.7 -> 6.3 us end to end without its pack
        ScalarLoadsCost cost = ScalarLoadsCost.of(GemmShape.rowMajor(685, 1175, 21), pack(685, 21), null, GRAPHS);
        assertThat(cost.inPlaceIsCheaper()).as(cost.describe()).isTrue();
    }

    @Test
    void aLargeCallWhosePackIsAFullPassOverItsLargestOperandReadsInPlace() {
        // 311x6055x6859 column-major TT: the pack moved 332 MB in 101 us; in place 763 -> 728 us
        ScalarLoadsCost cost = ScalarLoadsCost.of(GemmShape.rowMajor(6055, 311, 6859), null, pack(6859, 6055), GRAPHS);
        assertThat(cost.inPlaceIsCheaper()).as(cost.describe()).isTrue();
    }

    @Test
    void aLargeCallWithASmallPackKeepsIt() {
        // 5000x5001x700: 796 us packed, 884 in place
        ScalarLoadsCost cost = ScalarLoadsCost.of(GemmShape.rowMajor(5000, 5001, 700), null, pack(700, 5001), GRAPHS);
        assertThat(cost.inPlaceIsCheaper()).as(cost.describe()).isFalse();
        // 1111x1111x9999 column-major, both operands packed: 642 us packed, 659 in place
        cost = ScalarLoadsCost.of(GemmShape.rowMajor(1111, 1111, 9999), pack(1111, 9999), pack(9999, 1111), GRAPHS);
        assertThat(cost.inPlaceIsCheaper()).as(cost.describe()).isFalse();
    }

    @Test
    void aLongKOverFewTilesKeepsItsPack() {
        // 170x42x1055: its kernel is K steps one after another (19.3 us); 18.6 us packed, 18.9 in place
        ScalarLoadsCost cost = ScalarLoadsCost.of(GemmShape.rowMajor(170, 42, 1055), pack(170, 1055), null, GRAPHS);
        assertThat(cost.inPlaceIsCheaper()).as(cost.describe()).isFalse();
        assertThat(cost.describe()).contains("us against about").contains("H200-measured");
    }
}
