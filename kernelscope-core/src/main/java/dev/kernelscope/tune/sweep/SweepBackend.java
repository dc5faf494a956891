/*
 * Where a parallel sweep's configurations are measured: the local pool of one worker process per device, or a
 * cluster (the Spark backend of the optional kernelscope-spark module). The tune loop keeps at most capacity()
 * configurations in flight and submits them in batches; each comes back exactly once, as a result or a failure.
 */
package dev.kernelscope.tune.sweep;

import dev.kernelscope.tune.Configuration;
import java.util.List;
import java.util.function.Consumer;

public interface SweepBackend extends AutoCloseable {

    /**
     * How many configurations the loop should keep in flight to keep every worker busy (e.g. two per worker: one
     * running, one waiting); 0 when no worker is left, which ends the sweep.
     */
    int capacity();

    /**
     * Hands a batch to the workers and returns at once. {@code sink} receives exactly one {@link SweepResult} per
     * configuration, from any thread, in any order. A configuration whose worker died is retried once on another
     * worker; when that one dies too it is delivered as {@link SweepResult#lost}.
     */
    void submit(List<Configuration> batch, Consumer<SweepResult> sink);

    /** What a backend that measures in this process tells of each configuration as it measures it. */
    interface MeasuringHere {
        /** {@code key} starts: a crash or hang from now on may be its doing. */
        void started(String key);

        /** {@code key} is measured (its result may come later, with its task's): a crash from now on is not its. */
        void ended(String key);
    }

    /**
     * Asks to be told when each configuration's measuring starts and ends, where that happens in this process
     * (Spark's local mode): a crash or hang there ends the run, and the cache's in-flight marks must name the
     * configurations being measured, not the ones queued or measured but not yet delivered (marking a queue of 21
     * made two Ctrl-C's record all 21 as failed). Backends that measure in other processes never call it: a run
     * they serve dies of a kill, not of a configuration, and a resume measures what was in flight as anything else
     * not in the cache.
     */
    default void onMeasuringHere(MeasuringHere listener) {
        // measured in other processes: nothing to tell
    }

    /** What the backend runs on, for the report: e.g. "2 workers: NVIDIA H200 (cuda:0), NVIDIA H200 (cuda:1)". */
    String describe();

    /** Counts for the report (workers started, restarted, dropped; configurations retried, lost). */
    default java.util.Map<String, Object> statistics() {
        return java.util.Map.of();
    }

    /** Stops every worker this backend started; results still in flight are not delivered. */
    @Override
    void close();
}
