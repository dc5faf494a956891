/*
 * The tune loop over a sweep backend: asks the strategy for enough configurations to keep every worker busy
 * (capacity() in flight), tells each result as it arrives, in arrival order, and appends it to the same Kernel
 * Tuner cache at once, with the device that measured it. A resumed cache answers what was measured before, as in
 * TuneSession; budgets count the same way (cached results included). Configurations a backend measures in this
 * process are marked in the cache's .inflight file while they are measured, so one that kills the run is retried once
 * on resume.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.tune.CacheWriter;
import dev.kernelscope.tune.Configuration;
import dev.kernelscope.tune.KernelTunerCache;
import dev.kernelscope.tune.SearchSpace;
import dev.kernelscope.tune.SearchStrategy;
import dev.kernelscope.tune.TuneSession;
import dev.kernelscope.tune.TuningLoop;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

public final class ParallelTuneSession {

    /**
     * What the sweep cost besides measuring. dispatch: per configuration, how long its worker's device sat idle
     * before it (the backend's dispatch_time; the first configuration of each worker, which waits for the worker
     * to start, is excluded); wall: from the first submit to the last result.
     */
    public record Statistics(String backend, int measured, double wallSeconds, double configurationsPerSecond,
                             double evaluateSeconds, double medianDispatchMs, double meanDispatchMs,
                             double maxDispatchMs, Map<String, Long> perDevice, Map<String, Object> backendCounts,
                             int abandonedAtTimeLimit) {}

    public record Outcome(TuneSession.Outcome outcome, Statistics statistics) {}

    /** Consecutive proposals of known configurations after which the strategy is deemed stalled (as TuningLoop). */
    private static final int STALL_LIMIT = 100_000;

    /**
     * How long results still in flight are awaited past --time-limit: at least this, or twice the slowest
     * configuration measured so far. A Spark task measures a batch of configurations one after another and a worker
     * holds one queued behind the one it measures, so waiting for all of them could outlast the limit by a batch;
     * those still out after the grace are abandoned, recorded nowhere (a resumed run measures them), and the caller's
     * close() cancels them.
     */
    static final Duration MIN_TIME_LIMIT_GRACE = Duration.ofSeconds(10);

    private final SearchSpace space;
    private final SearchStrategy strategy;
    private final CacheWriter cache;   // null: no cache file
    private final long maxEvals;
    private final Duration timeLimit;
    private Duration minGrace = MIN_TIME_LIMIT_GRACE;

    public ParallelTuneSession(SearchSpace space, SearchStrategy strategy, CacheWriter cache, long maxEvals,
                               Duration timeLimit) {
        this.space = space;
        this.strategy = strategy;
        this.cache = cache;
        this.maxEvals = maxEvals;
        this.timeLimit = timeLimit;
    }

    /** Tests: a shorter least wait for results past the time limit than MIN_TIME_LIMIT_GRACE. */
    ParallelTuneSession withMinGrace(Duration grace) {
        this.minGrace = grace;
        return this;
    }

    public Outcome run(SweepBackend backend, Consumer<TuneSession.Finished> progress) {
        long deadline = timeLimit == null ? Long.MAX_VALUE : System.nanoTime() + timeLimit.toNanos();
        double slowestMs = 0;               // compile, verification and benchmark of the slowest configuration
        int abandoned = 0;
        InFlightMarks marks = new InFlightMarks(cache);
        Map<Configuration, ObjectNode> knownRecords = new HashMap<>();
        if (cache != null) {
            cache.resumed().forEach((key, record) -> space.configurationOfKey(key)
                    .ifPresent(c -> knownRecords.put(c, record)));
        }
        Map<String, Configuration> inFlight = new LinkedHashMap<>();   // by key
        Map<Configuration, Integer> duplicates = new HashMap<>();      // proposed again while in flight
        Map<Configuration, Long> strategyNanos = new HashMap<>();
        Map<Configuration, Double> seen = new HashMap<>();
        List<TuneSession.Finished> finished = new ArrayList<>();
        List<Double> overheads = new ArrayList<>();
        List<Double> dispatches = new ArrayList<>();
        Map<String, Long> perDevice = new LinkedHashMap<>();
        LinkedBlockingQueue<SweepResult> arrivals = new LinkedBlockingQueue<>();
        if (cache != null) {
            backend.onMeasuringHere(marks);
        }
        long firstSubmit = 0;
        long lastResult = 0;
        double evaluateMs = 0;
        int measured = 0;
        int repeats = 0;
        boolean strategyEmpty = false;
        TuningLoop.Stop stop = null;
        while (true) {
            // fill the backend: ask until it is full, the budget is taken, or the strategy must wait for results
            List<Configuration> batch = new ArrayList<>();
            boolean asking = !strategyEmpty;
            while (asking && stop == null && finished.size() + inFlight.size() < maxEvals
                    && inFlight.size() < backend.capacity() && System.nanoTime() <= deadline) {
                long t0 = System.nanoTime();
                Optional<Configuration> next = strategy.next();
                long asked = System.nanoTime() - t0;
                if (next.isEmpty()) {
                    strategyEmpty = true;
                    break;
                }
                Configuration c = next.get();
                Double earlier = seen.get(c);
                if (earlier != null) {
                    tell(c, earlier);
                    if (++repeats > STALL_LIMIT) {
                        stop = TuningLoop.Stop.STALLED;
                    }
                    continue;
                }
                if (inFlight.containsKey(c.key())) {
                    duplicates.merge(c, 1, Integer::sum);   // told when its result comes; ask again after it
                    asking = false;
                    continue;
                }
                repeats = 0;
                ObjectNode cached = knownRecords.get(c);
                if (cached != null) {
                    double time = KernelTunerCache.time(cached);
                    seen.put(c, time);
                    TuneSession.Finished f = new TuneSession.Finished(c, cached, true, finished.size() + 1);
                    finished.add(f);
                    progress.accept(f);
                    tell(c, time);
                    continue;
                }
                strategyNanos.put(c, asked);
                inFlight.put(c.key(), c);
                batch.add(c);
            }
            if (!batch.isEmpty()) {
                if (firstSubmit == 0) {
                    firstSubmit = System.nanoTime();
                }
                backend.submit(List.copyOf(batch), arrivals::add);
            }
            if (inFlight.isEmpty()) {
                if (stop == null) {
                    stop = finished.size() >= maxEvals ? TuningLoop.Stop.MAX_EVALS
                            : System.nanoTime() > deadline ? TuningLoop.Stop.TIME_LIMIT
                            : strategyEmpty ? TuningLoop.Stop.SPACE_EXHAUSTED
                            : backend.capacity() == 0 ? TuningLoop.Stop.WORKERS_LOST : null;
                }
                if (stop != null) {
                    break;
                }
                continue;
            }
            long now = System.nanoTime();
            if (deadline != Long.MAX_VALUE && now - deadline > graceNanos(slowestMs)) {
                stop = TuningLoop.Stop.TIME_LIMIT;
                abandoned = inFlight.size();
                marks.abandon();
                break;
            }
            SweepResult result;
            try {
                result = arrivals.poll(1, TimeUnit.SECONDS);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                stop = TuningLoop.Stop.TIME_LIMIT;
                break;
            }
            if (result == null) {
                continue;
            }
            long handleStart = System.nanoTime();
            lastResult = handleStart;
            Configuration c = inFlight.remove(result.key());
            if (c == null) {
                continue;   // a result for a configuration not asked for (a backend's duplicate): ignored
            }
            ObjectNode record = result.record();
            ObjectNode full = KernelTunerCache.JSON.createObjectNode();
            c.values().forEach(full::put);
            full.setAll(record);
            full.put("device", result.device());
            strategy.heldReason(c).ifPresent(reason -> full.put("deprioritized", reason));
            double time = KernelTunerCache.time(full);
            long tellStart = System.nanoTime();
            tell(c, time);
            Integer again = duplicates.remove(c);
            for (int i = 0; again != null && i < again; i++) {
                tell(c, time);
            }
            double strategyMs = (strategyNanos.getOrDefault(c, 0L) + System.nanoTime() - tellStart) / 1e6;
            strategyNanos.remove(c);
            double dispatchMs = record.path(SweepResult.DISPATCH_TIME).asDouble(Double.NaN);
            full.put("strategy_time", strategyMs);
            full.put("timestamp", Instant.now().toString());
            double handlingMs = (System.nanoTime() - handleStart) / 1e6;
            // framework: the worker's idle gap before it when the backend measured one, else the driver's handling
            full.put("framework_time", Double.isFinite(dispatchMs) ? dispatchMs : handlingMs);
            if (cache != null) {
                cache.append(c.key(), full);
            }
            if (Double.isFinite(dispatchMs) && dispatchMs >= 0) {
                dispatches.add(dispatchMs);
            }
            overheads.add(strategyMs + (Double.isFinite(dispatchMs) ? dispatchMs : handlingMs));
            double configurationMs = record.path("compile_time").asDouble() + record.path("verification_time").asDouble()
                    + record.path("benchmark_time").asDouble();
            evaluateMs += configurationMs;
            slowestMs = Math.max(slowestMs, configurationMs);
            measured++;
            perDevice.merge(result.device(), 1L, Long::sum);
            seen.put(c, time);
            strategyEmpty = false;   // a result can give the strategy something new to propose
            TuneSession.Finished f = new TuneSession.Finished(c, full, false, finished.size() + 1);
            finished.add(f);
            progress.accept(f);
        }
        double wall = firstSubmit == 0 ? 0 : (lastResult - firstSubmit) / 1e9;
        int resumed = (int) finished.stream().filter(TuneSession.Finished::resumed).count();
        TuneSession.Outcome outcome = new TuneSession.Outcome(finished, stop, percentile(overheads, 0.5),
                percentile(overheads, 1.0), resumed);
        double[] d = dispatches.stream().mapToDouble(Double::doubleValue).toArray();
        Statistics statistics = new Statistics(backend.describe(), measured, wall,
                wall > 0 ? measured / wall : 0, evaluateMs / 1e3, percentile(dispatches, 0.5),
                d.length == 0 ? 0 : Arrays.stream(d).average().orElse(0), percentile(dispatches, 1.0), perDevice,
                backend.statistics(), abandoned);
        return new Outcome(outcome, statistics);
    }

    /**
     * The cache's in-flight marks of the configurations measured in this process (CacheWriter.begin / end), and
     * which of them are being measured now, so that abandoning them at the time limit takes their marks back: the
     * run was not killed by them, and a resumed run must not count a start.
     */
    private static final class InFlightMarks implements SweepBackend.MeasuringHere {
        private final CacheWriter cache;
        private final List<String> measuring = new ArrayList<>();   // one entry per begin not yet ended
        private boolean abandoned;

        InFlightMarks(CacheWriter cache) {
            this.cache = cache;
        }

        @Override
        public synchronized void started(String key) {
            if (!abandoned) {
                measuring.add(key);
                cache.begin(key);
            }
        }

        @Override
        public synchronized void ended(String key) {
            if (!abandoned && measuring.remove(key)) {
                cache.end(key);
            }
        }

        /** Takes back every mark still held; starts and ends reported later change nothing. */
        synchronized void abandon() {
            abandoned = true;
            if (cache != null) {
                measuring.forEach(cache::end);
            }
            measuring.clear();
        }
    }

    /** The least grace (MIN_TIME_LIMIT_GRACE), or twice the slowest configuration so far where that is longer. */
    private long graceNanos(double slowestMs) {
        return Math.max(minGrace.toNanos(), (long) (2e6 * slowestMs));
    }

    private void tell(Configuration c, double time) {
        strategy.tell(c, time);
    }

    private static double percentile(List<Double> values, double q) {
        if (values.isEmpty()) {
            return 0;
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    }
}
