/*
 * The copies of a problem's inputs the benchmarks rotate over: past twice the L2, at least two, within the memory
 * allowed, and never more than MAX_SETS (a 1x1x1 GEMM once wanted 83,886,080 copies). A problem past the memory
 * the benchmarks use is refused saying that limit, not just the device's memory.
 */
package dev.kernelscope.kernels;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.api.Test;

class InputRotationTest {
    private static final long L2 = 50L << 20;
    private static final long PLENTY = 64L << 30;

    @Test
    void enoughCopiesToPassTwiceTheL2() {
        assertThat(InputRotation.sets(L2, 768L << 10, PLENTY)).isEqualTo(134);   // 256^3: 100 MiB / 768 KiB, up
        assertThat(InputRotation.sets(L2, 64L << 20, PLENTY)).isEqualTo(2);      // larger than the L2: still two
        assertThat(InputRotation.sets(0, 1024, PLENTY)).isEqualTo(2);            // no L2 reported
    }

    @Test
    void tinyProblemsStopAtTheCap() {
        assertThat(InputRotation.sets(L2, 12, PLENTY)).isEqualTo(InputRotation.MAX_SETS);
        assertThat(InputRotation.sets(480L << 20, 12, PLENTY)).isEqualTo(InputRotation.MAX_SETS);
    }

    @Test
    void theMemoryAllowedBoundsTheCopies() {
        assertThat(InputRotation.sets(L2, 1L << 20, 3L << 20)).isEqualTo(3);
        assertThat(InputRotation.sets(L2, 5L << 20, 3L << 20)).isEqualTo(1);     // one copy even when it does not fit
        assertThatThrownBy(() -> InputRotation.sets(L2, 0, PLENTY)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aProblemPastHalfTheMemoryIsRefusedNamingTheHalfItMayUse() {
        long memory = 16_737_579_008L;   // PoCL's global memory here
        InputRotation.requireFits("Shape 16384x16384x16384", 3L * 4 * 16384 * 16384, "cpu", memory);
        // once: "needs 12884901888 bytes for A, B and C; ... has 16737579008", a refusal that read like a fit
        assertThatThrownBy(() -> InputRotation.requireFits("Shape 32768x32768x32768", 3L * 4 * 32768 * 32768, "cpu",
                memory)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("Shape 32768x32768x32768 needs 12.0 GiB")
                .hasMessageContaining("at most half of cpu's 15.6 GiB of global memory (7.8 GiB)")
                .hasMessageContaining("smaller");
    }
}
