/*
 * NDRange arithmetic against seed 001's figure (512 = 32 x 16 work-items in 8 x 4 groups = 16 groups) and the
 * rounding up to whole groups that OpenCL 1.2 requires.
 */
package dev.kernelscope.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class NdRangeTest {

    @Test
    void seed001sGridIsSixteenGroupsOfThirtyTwo() {
        NdRange range = new NdRange(new long[] {32, 16}, new long[] {8, 4});
        assertThat(range.workItems()).isEqualTo(512);
        assertThat(range.groupSize()).isEqualTo(32);
        assertThat(range.groups(0)).isEqualTo(4);
        assertThat(range.groups(1)).isEqualTo(4);
        assertThat(range.groups(2)).isEqualTo(1);
        assertThat(range.groupCount()).isEqualTo(16);
        assertThat(range.uniform()).isTrue();
        assertThat(range.launchedWorkItems()).isEqualTo(512);
        assertThat(range.groupOf(0, 0, 0)).isZero();
        assertThat(range.groupOf(7, 3, 0)).isZero();
        assertThat(range.groupOf(8, 0, 0)).isEqualTo(1);
        assertThat(range.groupOf(0, 4, 0)).isEqualTo(4);
        assertThat(range.groupOf(31, 15, 0)).isEqualTo(15);
    }

    @Test
    void aRangeThatIsNotWholeGroupsIsLaunchedRoundedUp() {
        NdRange range = new NdRange(new long[] {1027, 515}, new long[] {16, 16});
        assertThat(range.uniform()).isFalse();
        assertThat(range.launchedGlobal()).containsExactly(1040, 528);
        assertThat(range.groupCount()).isEqualTo(65 * 33);
        assertThat(range.launchedWorkItems() - range.workItems()).isEqualTo(1040 * 528 - 1027 * 515);
        NdRange cube = new NdRange(new long[] {64, 12, 6}, new long[] {16, 4, 2});
        assertThat(cube.groupCount()).isEqualTo(4 * 3 * 3);
        assertThat(cube.groupOf(63, 11, 5)).isEqualTo(35);
        assertThat(cube.groupOf(16, 4, 2)).isEqualTo(1 + 4 * (1 + 3 * 1));
    }

    @Test
    void mismatchedOrEmptySizesAreRefused() {
        assertThatThrownBy(() -> new NdRange(new long[] {4, 4}, new long[] {2}))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("the same number");
        assertThatThrownBy(() -> new NdRange(new long[] {4, 0}, new long[] {2, 2}))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("at least 1");
        long[] global = {8};
        NdRange range = new NdRange(global, new long[] {4});
        global[0] = 99;
        range.global()[0] = 99;
        assertThat(range.global(0)).isEqualTo(8);   // the record keeps its own copies
    }
}
