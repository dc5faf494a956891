/*
 * The ask-measure-tell loop shared by live tuning and replay: asks the strategy, answers a configuration already
 * known (a resumed cache) without measuring it again, stops at the evaluation budget, the time limit or when the
 * strategy has nothing left. A configuration proposed twice is answered from memory and not counted twice.
 */
package dev.kernelscope.tune;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public final class TuningLoop {

    /** Measures one configuration; returns its time or +infinity when it failed (and records why itself). */
    @FunctionalInterface
    public interface Measure {
        double time(Configuration configuration);
    }

    /** One evaluation in order: the configuration, its time (+inf: failed), whether it came from the cache. */
    public record Evaluation(Configuration configuration, double time, boolean fromCache) {}

    /** Why the loop stopped (WORKERS_LOST: a parallel sweep's every worker died and none could be restarted). */
    public enum Stop { MAX_EVALS, TIME_LIMIT, SPACE_EXHAUSTED, STALLED, WORKERS_LOST }

    public record Result(List<Evaluation> evaluations, Stop stop) {
        /** Best-so-far time after each evaluation (+inf until the first success). */
        public double[] bestSoFar() {
            double[] best = new double[evaluations.size()];
            double b = Double.POSITIVE_INFINITY;
            for (int i = 0; i < best.length; i++) {
                b = Math.min(b, evaluations.get(i).time());
                best[i] = b;
            }
            return best;
        }
    }

    /** Consecutive proposals of known configurations after which the strategy is deemed stalled. */
    private static final int STALL_LIMIT = 100_000;

    private TuningLoop() {}

    /**
     * Runs until {@code maxEvals} evaluations (cached ones included, so a resumed run stops where an uninterrupted
     * one would), {@code timeLimit} (null: none) or the strategy's end. {@code known}: results already in the cache.
     */
    public static Result run(SearchStrategy strategy, Measure measure, Map<Configuration, Double> known, long maxEvals,
                             Duration timeLimit, java.util.function.Consumer<Evaluation> listener) {
        long deadline = timeLimit == null ? Long.MAX_VALUE : System.nanoTime() + timeLimit.toNanos();
        Map<Configuration, Double> seen = new HashMap<>();
        List<Evaluation> evaluations = new ArrayList<>();
        int repeats = 0;
        while (evaluations.size() < maxEvals) {
            if (System.nanoTime() > deadline) {
                return new Result(evaluations, Stop.TIME_LIMIT);
            }
            Optional<Configuration> next = strategy.next();
            if (next.isEmpty()) {
                return new Result(evaluations, Stop.SPACE_EXHAUSTED);
            }
            Configuration c = next.get();
            Double earlier = seen.get(c);
            if (earlier != null) {
                strategy.tell(c, earlier);
                if (++repeats > STALL_LIMIT) {
                    return new Result(evaluations, Stop.STALLED);
                }
                continue;
            }
            repeats = 0;
            Double cached = known.get(c);
            double time = cached != null ? cached : measure.time(c);
            seen.put(c, time);
            Evaluation evaluation = new Evaluation(c, time, cached != null);
            evaluations.add(evaluation);
            listener.accept(evaluation);
            strategy.tell(c, time);
        }
        return new Result(evaluations, Stop.MAX_EVALS);
    }
}
