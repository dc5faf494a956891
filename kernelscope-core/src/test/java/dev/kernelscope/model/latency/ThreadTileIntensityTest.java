/*
 * Seed 004 R12: the LDS latency (~90 cycles, kernel 2's profile) against the ALU work between LDS reads. Naive LDS
 * tiling (one FMA per two reads) cannot hide it at any occupancy; an 8x8 thread tile read with ds_load_b128 can.
 */
package dev.kernelscope.model.latency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import org.junit.jupiter.api.Test;

class ThreadTileIntensityTest {

    @Test
    void aTileNeedsNoMoreAccumulatorsThanALaneHasRegisters() {
        assertThatThrownBy(() -> new ThreadTileIntensity(64, 64, 4)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("4096 accumulators");
        assertThat(new ThreadTileIntensity(16, 16, 4).fmasPerStep()).isEqualTo(256);
        assertThat(new ThreadTileIntensity(64, 4, 4).fmasPerStep()).isEqualTo(256);
    }

    @Test
    void naiveLdsTilingCannotHideNinetyCyclesEvenWithSixteenWaves() {
        ThreadTileIntensity naive = new ThreadTileIntensity(1, 1, 1);
        assertThat(naive.fmasPerLoad()).isEqualTo(0.5);
        LatencyHiding hiding = new LatencyHiding(90, naive.fmasPerLoad(), 1, 16);
        assertThat(hiding.wavesNeeded()).isEqualTo(180);
        assertThat(hiding.hideable()).isFalse();
    }

    @Test
    void anEightByEightTileWithWideReadsNeedsSixWaves() {
        ThreadTileIntensity tile = new ThreadTileIntensity(8, 8, 4);
        assertThat(tile.loadsPerStep()).isEqualTo(4);       // 2 x ds_load_b128 for A, 2 for B
        assertThat(tile.fmasPerLoad()).isEqualTo(16);
        LatencyHiding hiding = new LatencyHiding(90, tile.fmasPerLoad(), 1, 16);
        assertThat(hiding.wavesNeeded()).isEqualTo(6);
        assertThat(hiding.hideable()).isTrue();
        // scalar reads of the same tile: 64 FMAs per 16 reads, 23 waves, still more than 16 slots
        assertThat(new LatencyHiding(90, new ThreadTileIntensity(8, 8, 1).fmasPerLoad(), 1, 16).hideable()).isFalse();
    }

    @Test
    void oddTilesRoundTheReadsUpAndNonsenseIsRefused() {
        assertThat(new ThreadTileIntensity(16, 8, 4).loadsPerStep()).isEqualTo(6);   // kernel 5: 12 b64 or 6 b128
        assertThat(new ThreadTileIntensity(3, 5, 4).loadsPerStep()).isEqualTo(3);
        assertThatThrownBy(() -> new ThreadTileIntensity(0, 8, 1)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> new ThreadTileIntensity(8, 8, 3)).isInstanceOf(InvalidInputException.class);
    }
}
