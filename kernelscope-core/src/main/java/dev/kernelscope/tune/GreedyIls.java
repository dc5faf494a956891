/*
 * Greedy iterated local search: first-improvement hill climbing over one-parameter changes (neighbours in random
 * order); at a local optimum, a random walk of 3 valid moves from the best found starts the next climb.
 */
package dev.kernelscope.tune;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

final class GreedyIls extends BaseStrategy {
    private static final int PERTURBATION = 3;

    private Configuration current;
    private double currentTime = Double.POSITIVE_INFINITY;
    private final Deque<Configuration> pending = new ArrayDeque<>();

    GreedyIls(SearchSpace space, long seed) {
        super(space, seed);
    }

    @Override
    Optional<Configuration> propose() {
        for (int restarts = 0; restarts < 100; restarts++) {
            if (current == null) {
                Optional<Configuration> start = randomUnmeasured();
                if (start.isEmpty()) {
                    return start;
                }
                return start;
            }
            while (!pending.isEmpty()) {
                Configuration c = pending.poll();
                if (!isMeasured(c)) {
                    return Optional.of(c);
                }
            }
            // local optimum: perturb from the best and climb again
            Configuration walk = best != null ? best : current;
            for (int i = 0; i < PERTURBATION; i++) {
                List<Configuration> around = space.neighbours(walk, false);
                if (around.isEmpty()) {
                    break;
                }
                walk = around.get(random.nextInt(around.size()));
            }
            moveTo(walk, isMeasured(walk) ? timeOf(walk) : Double.POSITIVE_INFINITY);
            if (!isMeasured(walk)) {
                return Optional.of(walk);
            }
        }
        return randomUnmeasured();
    }

    @Override
    void observe(Configuration configuration, double time) {
        if (current == null || time < currentTime || configuration.equals(current)) {
            moveTo(configuration, time);
        }
    }

    private void moveTo(Configuration c, double time) {
        current = c;
        currentTime = time;
        List<Configuration> around = new ArrayList<>(space.neighbours(c, false));
        Collections.shuffle(around, new java.util.Random(random.nextLong()));
        pending.clear();
        pending.addAll(around);
    }
}
