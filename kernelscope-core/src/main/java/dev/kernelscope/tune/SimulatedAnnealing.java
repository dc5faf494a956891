/*
 * Simulated annealing on log time: a move changes one parameter to another of its values; a worse configuration is
 * accepted with probability exp(-(log t_new - log t_cur) / T). T falls geometrically from 0.5 (a 1.65x slower
 * move accepted with p = 1/e) to 0.01 over 500 evaluations, then the walk restarts from the best found.
 * Failed configurations are never accepted.
 */
package dev.kernelscope.tune;

import java.util.Optional;

final class SimulatedAnnealing extends BaseStrategy {
    private static final double T_START = 0.5;
    private static final double T_END = 0.01;
    private static final int SCHEDULE = 500;
    private static final int MAX_INTERNAL_STEPS = 2_000;

    private Configuration current;
    private double currentLog = Double.POSITIVE_INFINITY;
    private int step;

    SimulatedAnnealing(SearchSpace space, long seed) {
        super(space, seed);
    }

    @Override
    Optional<Configuration> propose() {
        for (int i = 0; i < MAX_INTERNAL_STEPS; i++) {
            if (current == null || !Double.isFinite(currentLog)) {
                Optional<Configuration> start = randomUnmeasured();
                if (start.isPresent()) {
                    return start;
                }
                if (best == null) {
                    return Optional.empty();
                }
                current = best;
                currentLog = Math.log(bestTime);
            }
            Configuration candidate = move(current);
            if (candidate == null) {
                current = null;
                continue;
            }
            if (!isMeasured(candidate)) {
                return Optional.of(candidate);
            }
            consider(candidate, timeOf(candidate));   // known already: free to walk through
        }
        return randomUnmeasured();
    }

    @Override
    void observe(Configuration configuration, double time) {
        step++;
        if (step % SCHEDULE == 0 && best != null) {
            current = best;   // reheat from the best
            currentLog = Math.log(bestTime);
            return;
        }
        if (current == null || !Double.isFinite(currentLog)) {
            if (Double.isFinite(time)) {
                current = configuration;
                currentLog = Math.log(time);
            }
            return;
        }
        consider(configuration, time);
    }

    private void consider(Configuration candidate, double time) {
        if (!Double.isFinite(time)) {
            return;
        }
        double delta = Math.log(time) - currentLog;
        double temperature = T_START * Math.pow(T_END / T_START, (step % SCHEDULE) / (double) SCHEDULE);
        if (delta <= 0 || random.nextDouble() < Math.exp(-delta / temperature)) {
            current = candidate;
            currentLog = Math.log(time);
        }
    }

    /** A random valid one-parameter change of {@code from}, or null after many invalid tries. */
    private Configuration move(Configuration from) {
        for (int attempt = 0; attempt < 64; attempt++) {
            int d = random.nextInt(space.dimensions());
            int n = space.cardinality(d);
            if (n < 2) {
                continue;
            }
            int v = random.nextInt(n - 1);
            if (v >= from.index(d)) {
                v++;
            }
            Configuration candidate = from.with(d, v);
            if (space.isValid(candidate.indices())) {
                return candidate;
            }
        }
        return null;
    }
}
