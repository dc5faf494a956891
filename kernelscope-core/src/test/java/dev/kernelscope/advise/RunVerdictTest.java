/*
 * analyze --run's verdict: which roof the kernel is closer to, and with FLOPs and both roofs known, its point on the
 * roofline (intensity against the ridge, share of the attainable FLOP/s), on any device with a peak (AMD included);
 * far from both roofs it is latency, and above the copy the byte count is wrong.
 */
package dev.kernelscope.advise;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RunVerdictTest {
    @Test
    void memoryBoundKernelIsPlacedLeftOfTheRidge() {
        // 800 GB/s of a 960 GB/s copy roof at 200 GFLOP/s on a 61,440 GFLOP/s device: 0.25 FLOP/B, ridge 64
        String verdict = KernelAnalysis.verdict(800, 960.0, 200.0, 61_440.0);
        assertThat(verdict).startsWith("memory-bound: 83% of the copy bandwidth")
                .contains("roofline: 0.25 FLOP/B against a ridge of 64.0 FLOP/B (memory side), attainable 240 GFLOP/s,"
                        + " 83% of it reached");
    }

    @Test
    void computeBoundKernelAndMissingRoofs() {
        assertThat(KernelAnalysis.verdict(100, 3000.0, 50_000.0, 66_908.0)).startsWith("compute-bound: 75% of FP32 peak")
                .contains("(compute side)", "attainable 66,908 GFLOP/s");
        assertThat(KernelAnalysis.verdict(100, 3000.0, null, 66_908.0)).doesNotContain("roofline");
        assertThat(KernelAnalysis.verdict(100, null, null, null)).isEqualTo("no roof known for this device");
    }

    @Test
    void farFromBothRoofsIsLatencyAndAboveTheCopyIsABadByteCount() {
        // session 55's reduction on the H200: 20% of the copy, no FLOPs given
        assertThat(KernelAnalysis.verdict(850, 4150.0, null, 66_908.0)).startsWith("not memory-bound: 20% of the copy")
                .contains("give --flops");
        assertThat(KernelAnalysis.verdict(850, 4150.0, 1_000.0, 66_908.0))
                .startsWith("latency-bound: 20% of the copy bandwidth and 1% of FP32 peak");
        // a stride-8 saxpy on PoCL counted as every buffer once: 281% of the copy
        assertThat(KernelAnalysis.verdict(112.4, 40.0, null, null)).startsWith("281% of the copy bandwidth, more than")
                .contains("give --bytes");
        assertThat(KernelAnalysis.verdict(41, 40.0, null, null)).startsWith("memory-bound: 102%");
    }
}
