/*
 * Latency hiding against seed 001's example (ratio 50, ~500 cycles -> 10 warps = 63% of 16 slots) and its edges.
 */
package dev.kernelscope.model.latency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.api.Test;

class LatencyHidingTest {
    @Test
    void seed001RatioFiftyLatencyFiveHundredNeedsTenWavesOrSixtyThreePercentOfSixteenSlots() {
        LatencyHiding hiding = new LatencyHiding(500, 50, 1, 16);
        assertThat(hiding.wavesNeeded()).isEqualTo(10);
        assertThat(hiding.occupancyNeeded()).isEqualTo(0.625);
        assertThat(Math.round(hiding.occupancyNeeded() * 100)).isEqualTo(63);
        assertThat(hiding.hideable()).isTrue();
    }

    @Test
    void partialWavesRoundUp() {
        assertThat(new LatencyHiding(501, 50, 1, 16).wavesNeeded()).isEqualTo(11);
        assertThat(new LatencyHiding(500, 50, 4, 16).wavesNeeded()).isEqualTo(3);
        assertThat(new LatencyHiding(10, 50, 1, 16).wavesNeeded()).isEqualTo(1);
    }

    @Test
    void binaryRoundingDoesNotAddAWave() {
        // 2.1 / 0.3 is 7.000000000000001 in binary; 2.1 / (0.7 x 1) is 3.0000000000000004.
        assertThat(new LatencyHiding(2.1, 0.3, 1, 16).wavesNeeded()).isEqualTo(7);
        assertThat(new LatencyHiding(2.1, 0.7, 1, 16).wavesNeeded()).isEqualTo(3);
    }

    @Test
    void tooFewSlotsIsReportedNotClamped() {
        LatencyHiding hiding = new LatencyHiding(500, 5, 1, 16);
        assertThat(hiding.wavesNeeded()).isEqualTo(100);
        assertThat(hiding.occupancyNeeded()).isEqualTo(6.25);
        assertThat(hiding.hideable()).isFalse();
        assertThat(hiding.latencyHiddenAtFullOccupancy()).isEqualTo(80);
    }

    @Test
    void nonPositiveInputsAreInputErrors() {
        assertThatThrownBy(() -> new LatencyHiding(-1, 50, 1, 16)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("latency");
        assertThatThrownBy(() -> new LatencyHiding(500, 0, 1, 16)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> new LatencyHiding(500, 50, Double.NaN, 16)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> new LatencyHiding(500, 50, 1, 0)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("slots");
    }
}
