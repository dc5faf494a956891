/*
 * The benchmark's host warm-up order of buffer sets (GemmBenchmark.warmSet): with CUDA's 8 graph instances per launch
 * sequence, it must take both the call that finds its instance and the call that rewrites the oldest one.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;

class GemmBenchmarkWarmUpTest {

    /** Replays the order through a least-recently-used cache of 8, as CudaBackend keeps its graph instances. */
    @Test
    void theWarmUpBothFindsAndRewritesGraphInstances() {
        int capacity = 8;
        Deque<Integer> recent = new ArrayDeque<>();
        int hits = 0;
        int rewrites = 0;
        for (int i = 0; i < 1000; i++) {
            int set = GemmBenchmark.warmSet(i);
            assertThat(set).isBetween(0, 9);
            if (recent.remove(set)) {
                hits++;
            } else if (recent.size() == capacity) {
                recent.removeLast();
                rewrites++;
            }
            recent.addFirst(set);
        }
        assertThat(hits).isGreaterThan(400);       // set 0, every other call
        assertThat(rewrites).isGreaterThan(400);   // sets 1-9 in turn, nine for the seven places left
    }
}
