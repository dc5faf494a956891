/*
 * The benchmark's host warm-up order of buffer sets (GemmBenchmark.warmSet): with one graph instance per CUDA launch
 * sequence (the default) as with several (-Dkernelscope.cuda.graphInstances), it must take both the call that finds
 * its instance and the call that rewrites one.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class GemmBenchmarkWarmUpTest {

    /** Replays the order through a least-recently-used cache of {@code capacity}, as CudaBackend keeps instances. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 8})
    void theWarmUpBothFindsAndRewritesGraphInstances(int capacity) {
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
        assertThat(hits).isGreaterThan(400);       // the second call of every pair
        // the first of a pair on sets 1-9 (one call in four): nine sets, fewer places
        assertThat(rewrites).isGreaterThan(200);
    }
}
