/*
 * How a tuner's search is executed once its space, strategy and cache are set: in-process on one open device
 * (TuneSession over an evaluator), or spread over the workers of a sweep (tune.sweep). The tuners build the space,
 * the baseline and the report; the runner only measures.
 */
package dev.kernelscope.tune;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.Supplier;

@FunctionalInterface
public interface TuneRunner {

    /** What finished, and the sweep's own figures for the report (null when run in-process). */
    record Result(TuneSession.Outcome outcome, Object sweep) {}

    Result run(SearchSpace space, SearchStrategy strategy, CacheWriter cache, long maxEvals, Duration timeLimit,
               Consumer<TuneSession.Finished> progress);

    /**
     * As run, each finished configuration also written to the Kernel Tuner cache {@code cacheFile} (null: none),
     * opened for {@code header} (resumed where it matches) and closed whatever the search ends by.
     */
    default Result runWritingCache(SearchSpace space, SearchStrategy strategy, Path cacheFile,
                                   KernelTunerCache.Header header, long maxEvals, Duration timeLimit,
                                   Consumer<TuneSession.Finished> progress) {
        CacheWriter cache = cacheFile == null ? null : CacheWriter.open(cacheFile, header);
        try {
            return run(space, strategy, cache, maxEvals, timeLimit, progress);
        } finally {
            if (cache != null) {
                cache.close();
            }
        }
    }

    /**
     * Measures in this process with the evaluator {@code open} creates (closed at the end); {@code watchdog} (null:
     * none) bounds one configuration's evaluation (a sweep's workers have their own, --config-timeout).
     */
    static <T extends TuneSession.Evaluator & AutoCloseable> TuneRunner inProcess(Supplier<T> open,
                                                                                 EvaluationWatchdog watchdog) {
        return (space, strategy, cache, maxEvals, timeLimit, progress) -> {
            T target = open.get();
            try {
                return new Result(new TuneSession(space, strategy, cache, maxEvals, timeLimit).watchdog(watchdog)
                        .run(target, progress),
                        null);
            } finally {
                try {
                    target.close();
                } catch (RuntimeException failure) {
                    throw failure;
                } catch (Exception failure) {
                    throw new IllegalStateException(failure);
                }
            }
        };
    }
}
