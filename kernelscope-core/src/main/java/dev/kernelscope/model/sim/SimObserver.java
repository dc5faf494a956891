/*
 * Hooks into a running simulation for tests and tools: every issue, barrier release, memory service interval and
 * finished wave. The default methods do nothing; the simulator calls them only when an observer is given.
 */
package dev.kernelscope.model.sim;

public interface SimObserver {
    /** Wave {@code waveId} in {@code slot} issued step {@code step} on {@code scheduler} at {@code cycle}, holding it {@code busy} cycles. */
    default void issued(long cycle, int scheduler, int slot, long waveId, int step, StepKind kind, int busy) {
    }

    /** A barrier of the group in position {@code groupPosition} released its waves at {@code cycle}. */
    default void released(int groupPosition, long groupId, long cycle, long[] waveIds, long[] readyAt) {
    }

    /** The memory pipe served {@code bytes} from {@code start} to {@code end} (cycles). */
    default void memoryServed(double start, double end, int bytes) {
    }

    default void waveFinished(long waveId, long cycle) {
    }
}
