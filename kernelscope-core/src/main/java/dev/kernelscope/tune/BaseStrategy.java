/*
 * What the strategies share: the space, a seeded random source, the results told so far (so none proposes a
 * configuration twice), and a random unmeasured valid configuration when they need a fresh start.
 */
package dev.kernelscope.tune;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

abstract class BaseStrategy implements SearchStrategy {
    /** Spaces with at most this many valid points are listed once and sampled without replacement. */
    static final int LISTED_LIMIT = 1 << 20;
    private static final int REJECTION_TRIES = 10_000;

    final SearchSpace space;
    final SplittableRandom random;
    final Map<Configuration, Double> measured = new HashMap<>();
    private List<Configuration> shuffled;   // null: not listed (yet or ever)
    private boolean listingTried;
    private int shuffledNext;
    Configuration best;
    double bestTime = Double.POSITIVE_INFINITY;

    BaseStrategy(SearchSpace space, long seed) {
        this.space = space;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public void tell(Configuration configuration, double time) {
        measured.put(configuration, time);
        if (time < bestTime) {
            bestTime = time;
            best = configuration;
        }
        observe(configuration, time);
    }

    /** Strategy-specific bookkeeping after {@link #tell}. */
    void observe(Configuration configuration, double time) {}

    boolean isMeasured(Configuration c) {
        return measured.containsKey(c);
    }

    /** A valid configuration not measured yet, uniformly at random; empty when none is left. */
    Optional<Configuration> randomUnmeasured() {
        if (shuffled == null && !listingTried && measured.size() > 64) {
            listingTried = true;   // many draws already: list the space if small, to stop rejection from stalling
            space.allValid(LISTED_LIMIT).ifPresent(all -> {
                shuffled = new ArrayList<>(all);
                Collections.shuffle(shuffled, new java.util.Random(random.nextLong()));
            });
        }
        if (shuffled != null) {
            while (shuffledNext < shuffled.size()) {
                Configuration c = shuffled.get(shuffledNext++);
                if (!isMeasured(c)) {
                    return Optional.of(c);
                }
            }
            return Optional.empty();
        }
        for (int i = 0; i < REJECTION_TRIES; i++) {
            Optional<Configuration> c = space.randomValid(random);
            if (c.isEmpty()) {
                return c;
            }
            if (!isMeasured(c.get())) {
                return c;
            }
        }
        return Optional.empty();
    }

    /** The time told for {@code c}, +infinity when failed, NaN when not measured. */
    double timeOf(Configuration c) {
        Double t = measured.get(c);
        return t == null ? Double.NaN : t;
    }
}
