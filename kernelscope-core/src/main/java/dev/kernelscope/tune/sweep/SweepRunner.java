/*
 * The TuneRunner of a sweep: opens a backend for the tuner's space (the local worker pool, or a cluster's through
 * a SweepBackendProvider), runs the parallel loop over it, closes it, and hands the sweep's figures to the report.
 */
package dev.kernelscope.tune.sweep;

import dev.kernelscope.tune.SearchSpace;
import dev.kernelscope.tune.TuneRunner;
import java.util.function.Function;

public final class SweepRunner {
    private SweepRunner() {}

    /** For each space, a runner that measures over the backend {@code open} starts for it. */
    public static Function<SearchSpace, TuneRunner> over(Function<SearchSpace, SweepBackend> open) {
        return forSpace -> (space, strategy, cache, maxEvals, timeLimit, progress) -> {
            try (SweepBackend backend = open.apply(forSpace)) {
                ParallelTuneSession.Outcome outcome = new ParallelTuneSession(space, strategy, cache, maxEvals,
                        timeLimit).run(backend, progress);
                return new TuneRunner.Result(outcome.outcome(), outcome.statistics());
            }
        };
    }
}
