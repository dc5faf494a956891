/*
 * Dependency-chain latency against seed 002's arithmetic (sample -> if -> sample = 2 x latency, both samples up
 * front = 1 x, keep at least two reads in flight) and the in-flight cap.
 */
package dev.kernelscope.model.latency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

class MemoryChainTest {
    @Test
    void seed002SerialSamplesWaitTwiceIndependentOnesOnce() {
        MemoryChain dependent = MemoryChain.serial(2, 200);
        assertThat(dependent.latencies()).isEqualTo(2.0);
        assertThat(dependent.averageInFlight()).isEqualTo(1.0);
        assertThat(dependent.meetsTwoInFlight()).isFalse();

        MemoryChain upFront = MemoryChain.independent(2, 200);
        assertThat(upFront.latencies()).isCloseTo(1.0, within(0.01));
        assertThat(upFront.averageInFlight()).isCloseTo(2.0, within(0.02));
        assertThat(upFront.peakInFlight()).isEqualTo(2);
        assertThat(upFront.meetsTwoInFlight()).isTrue();
        assertThat(new MemoryChain(List.of(2), 200, 0, 1).meetsTwoInFlight()).isFalse();
    }

    @Test
    void aLevelWiderThanTheInFlightLimitTakesSeveralRoundTrips() {
        MemoryChain capped = new MemoryChain(List.of(16), 500, 4, 4);
        assertThat(capped.cycles()).isEqualTo(4 * 500 + 3 * 4);
        MemoryChain mixed = new MemoryChain(List.of(1, 3), 100, 0, 2);
        assertThat(mixed.cycles()).isEqualTo(100 + 2 * 100);
        assertThat(mixed.reads()).isEqualTo(4);
    }

    @Test
    void readsIssuedFurtherApartThanTheLatencyNeverOverlap() {
        // two reads 600 cycles apart with a 500-cycle latency: the first is back before the second leaves
        MemoryChain apart = new MemoryChain(List.of(2), 500, 600, Integer.MAX_VALUE);
        assertThat(apart.peakInFlight()).isEqualTo(1);
        assertThat(apart.meetsTwoInFlight()).isFalse();
        // one per cycle: at most 500 of a 1,000-read level are out at once
        assertThat(new MemoryChain(List.of(1000), 500, 1, Integer.MAX_VALUE).peakInFlight()).isEqualTo(500);
        assertThat(new MemoryChain(List.of(2), 500, 499, Integer.MAX_VALUE).peakInFlight()).isEqualTo(2);
    }

    @Test
    void badChainsAreRefused() {
        assertThatThrownBy(() -> new MemoryChain(List.of(), 100, 1, 1)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> new MemoryChain(List.of(0), 100, 1, 1)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> new MemoryChain(List.of(1), 0, 1, 1)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> new MemoryChain(List.of(1), 10, 1, 0)).isInstanceOf(InvalidInputException.class);
    }
}
