/*
 * How a CUDA launch sequence picks among its graph instances (CudaBackend.holding, leastRecentlyUsed): the instance
 * whose every node holds the call's argument values byte for byte, else the least recently used one to rewrite.
 * Pure Java: the instances here hold no driver objects, so it runs without a GPU.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.cuda.CudaBackend.GraphInstance;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

class GraphInstancesTest {
    private static final int SLOT = 16;   // CudaBackend's VALUE_SLOT: bytes per argument value

    @Test
    void aCallFindsTheInstanceWhoseEveryNodeHoldsItsValues() {
        GraphInstance[] instances = {instance(0, new long[] {1, 2}, new long[] {7}),
                instance(0, new long[] {3, 4}, new long[] {7}), instance(0, new long[] {3, 4}, new long[] {8})};
        assertThat(CudaBackend.holding(instances, 3, values(new long[] {3, 4}, new long[] {8}), new int[2]))
                .isSameAs(instances[2]);
        assertThat(CudaBackend.holding(instances, 3, values(new long[] {1, 2}, new long[] {7}), new int[2]))
                .isSameAs(instances[0]);
    }

    @Test
    void oneDifferingNodeOrDynamicSharedSizeIsAMiss() {
        GraphInstance[] instances = {instance(0, new long[] {1, 2}, new long[] {7})};
        assertThat(CudaBackend.holding(instances, 1, values(new long[] {1, 2}, new long[] {9}), new int[2])).isNull();
        assertThat(CudaBackend.holding(instances, 1, values(new long[] {1, 3}, new long[] {7}), new int[2])).isNull();
        assertThat(CudaBackend.holding(instances, 1, values(new long[] {1, 2}, new long[] {7}), new int[] {0, 256}))
                .isNull();
    }

    @Test
    void onlyTheBuiltInstancesAreSearched() {
        GraphInstance[] instances = {instance(0, new long[] {1}, new long[] {1}),
                instance(0, new long[] {5}, new long[] {5})};
        assertThat(CudaBackend.holding(instances, 1, values(new long[] {5}, new long[] {5}), new int[2])).isNull();
    }

    @Test
    void theLeastRecentlyUsedInstanceIsTheOneRewritten() {
        GraphInstance[] instances = {instance(5, new long[] {1}, new long[] {1}),
                instance(2, new long[] {2}, new long[] {2}), instance(9, new long[] {3}, new long[] {3})};
        assertThat(CudaBackend.leastRecentlyUsed(instances, 3)).isSameAs(instances[1]);
        instances[1].lastUse = 10;
        assertThat(CudaBackend.leastRecentlyUsed(instances, 3)).isSameAs(instances[0]);
        assertThat(CudaBackend.leastRecentlyUsed(instances, 1)).isSameAs(instances[0]);
    }

    /** An instance of two nodes holding these values (one long per argument), last used at {@code lastUse}. */
    private static GraphInstance instance(long lastUse, long[] first, long[] second) {
        GraphInstance instance = new GraphInstance(MemorySegment.NULL, MemorySegment.NULL,
                new MemorySegment[] {MemorySegment.NULL, MemorySegment.NULL}, values(first, second), new int[2]);
        instance.lastUse = lastUse;
        return instance;
    }

    private static MemorySegment[] values(long[]... nodes) {
        MemorySegment[] segments = new MemorySegment[nodes.length];
        for (int n = 0; n < nodes.length; n++) {
            segments[n] = MemorySegment.ofArray(new byte[nodes[n].length * SLOT]);
            for (int a = 0; a < nodes[n].length; a++) {
                segments[n].set(ValueLayout.JAVA_LONG_UNALIGNED, (long) a * SLOT, nodes[n][a]);
            }
        }
        return segments;
    }
}
