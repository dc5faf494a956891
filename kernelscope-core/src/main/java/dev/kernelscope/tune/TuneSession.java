/*
 * One live tuning run: the strategy proposes, the evaluator measures (compile, verify, time), every finished
 * configuration is appended to the Kernel Tuner cache at once, and a resumed cache answers what was measured
 * before a kill. Records the tuner's own time per configuration (strategy and bookkeeping, everything but
 * compiling, verifying and running) in strategy_time and framework_time, as Kernel Tuner does.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

public final class TuneSession {

    /** Measures one configuration into a Kernel Tuner record: "time" (ms) or a failure marker, and its timings. */
    @FunctionalInterface
    public interface Evaluator {
        ObjectNode evaluate(Configuration configuration);
    }

    /** A finished configuration: its record as cached, whether it came from a resumed cache. */
    public record Finished(Configuration configuration, ObjectNode record, boolean resumed, int evaluation) {
        public double time() {
            return KernelTunerCache.time(record);
        }
    }

    public record Outcome(List<Finished> finished, TuningLoop.Stop stop, double medianOverheadMs,
                          double maxOverheadMs, int resumedCount) {
        public Optional<Finished> best() {
            return finished.stream().filter(f -> Double.isFinite(f.time()))
                    .min(java.util.Comparator.comparingDouble(Finished::time));
        }
    }

    private final SearchSpace space;
    private final SearchStrategy strategy;
    private final CacheWriter cache;   // null: no cache file
    private final long maxEvals;
    private final Duration timeLimit;
    private EvaluationWatchdog watchdog;   // null: no bound on one configuration's evaluation

    public TuneSession(SearchSpace space, SearchStrategy strategy, CacheWriter cache, long maxEvals, Duration timeLimit) {
        this.space = space;
        this.strategy = strategy;
        this.cache = cache;
        this.maxEvals = maxEvals;
        this.timeLimit = timeLimit;
    }

    /**
     * Bounds each configuration's evaluation: one that outlasts the watchdog's bound is written to the cache as
     * failed with the reason, then the watchdog's action runs (the command line ends the process).
     */
    public TuneSession watchdog(EvaluationWatchdog bound) {
        this.watchdog = bound;
        return this;
    }

    public Outcome run(Evaluator evaluator, Consumer<Finished> progress) {
        Map<Configuration, Double> known = new HashMap<>();
        Map<Configuration, ObjectNode> knownRecords = new HashMap<>();
        if (cache != null) {
            for (Map.Entry<String, ObjectNode> entry : cache.resumed().entrySet()) {
                space.configurationOfKey(entry.getKey()).ifPresent(c -> {
                    known.put(c, KernelTunerCache.time(entry.getValue()));
                    knownRecords.put(c, entry.getValue());
                });
            }
        }
        List<Finished> finished = new ArrayList<>();
        List<Double> overheads = new ArrayList<>();
        // the strategy's time: measured around next() and tell() by wrapping it
        long[] strategyNanos = {0};
        SearchStrategy timed = new SearchStrategy() {
            @Override
            public Optional<Configuration> next() {
                long t0 = System.nanoTime();
                try {
                    return strategy.next();
                } finally {
                    strategyNanos[0] += System.nanoTime() - t0;
                }
            }

            @Override
            public void tell(Configuration configuration, double time) {
                long t0 = System.nanoTime();
                strategy.tell(configuration, time);
                strategyNanos[0] += System.nanoTime() - t0;
            }
        };
        long[] lastEnd = {System.nanoTime()};
        TuningLoop.Result result = TuningLoop.run(timed, c -> {
            long start = System.nanoTime();
            if (cache != null) {
                cache.begin(c.key());   // a run that dies in this configuration retries it once, then skips it
            }
            ObjectNode hung = KernelTunerCache.JSON.createObjectNode();
            if (watchdog != null) {
                watchdog.arm(c.key(), hang -> {
                    c.values().forEach(hung::put);
                    hung.put("time", KernelTunerCache.RUNTIME_FAILED);
                    hung.put("error", hang.reason());
                    hung.put("timestamp", Instant.now().toString());
                    if (cache != null) {
                        cache.append(c.key(), hung);
                    }
                });
            }
            ObjectNode record = evaluator.evaluate(c);
            if (watchdog != null && !watchdog.disarm()) {
                knownRecords.put(c, hung);   // declared hung: its record is in the cache already
                return Double.POSITIVE_INFINITY;
            }
            long end = System.nanoTime();
            ObjectNode full = KernelTunerCache.JSON.createObjectNode();
            c.values().forEach(full::put);
            full.setAll(record);
            strategy.heldReason(c).ifPresent(reason -> full.put("deprioritized", reason));
            double measuredMs = record.path("compile_time").asDouble() + record.path("verification_time").asDouble()
                    + record.path("benchmark_time").asDouble();
            double strategyMs = strategyNanos[0] / 1e6;
            // framework: from the previous configuration's end to this one's, less strategy and measurement
            double frameworkMs = Math.max(0, (end - lastEnd[0]) / 1e6 - strategyMs - measuredMs);
            full.put("strategy_time", strategyMs);
            full.put("framework_time", frameworkMs);
            full.put("timestamp", Instant.now().toString());
            if (cache != null) {
                long appendStart = System.nanoTime();
                cache.append(c.key(), full);
                frameworkMs += (System.nanoTime() - appendStart) / 1e6;
            }
            overheads.add(strategyMs + frameworkMs);
            strategyNanos[0] = 0;
            lastEnd[0] = System.nanoTime();
            knownRecords.put(c, full);
            return KernelTunerCache.time(full);
        }, known, maxEvals, timeLimit, evaluation -> {
            Finished f = new Finished(evaluation.configuration(), knownRecords.get(evaluation.configuration()),
                    evaluation.fromCache(), finished.size() + 1);
            finished.add(f);
            progress.accept(f);
            strategyNanos[0] = 0;
        });
        double[] sorted = overheads.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double median = sorted.length == 0 ? 0 : sorted[sorted.length / 2];
        double max = sorted.length == 0 ? 0 : sorted[sorted.length - 1];
        int resumed = (int) finished.stream().filter(Finished::resumed).count();
        return new Outcome(finished, result.stop(), median, max, resumed);
    }
}
