/*
 * What the strategies share: the space, a seeded random source, the results told so far and the proposals not yet
 * told (so none proposes a configuration twice, also when a parallel sweep asks for several before any result
 * comes back), and a random unmeasured valid configuration when they need a fresh start.
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
    // proposed and not told yet: empty between asks in a sequential run, up to the backend's capacity in a sweep
    private final java.util.Set<Configuration> outstanding = new java.util.HashSet<>();
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
    public final Optional<Configuration> next() {
        Optional<Configuration> proposal = propose();
        proposal.ifPresent(outstanding::add);
        return proposal;
    }

    /** The strategy's next proposal; {@link #isMeasured} is true for configurations proposed and not told yet. */
    abstract Optional<Configuration> propose();

    @Override
    public void tell(Configuration configuration, double time) {
        outstanding.remove(configuration);
        measured.put(configuration, time);
        if (time < bestTime) {
            bestTime = time;
            best = configuration;
        }
        observe(configuration, time);
    }

    /** Strategy-specific bookkeeping after {@link #tell}. */
    void observe(Configuration configuration, double time) {}

    /** Told, or proposed and waiting for its result: either way not to be proposed again. */
    boolean isMeasured(Configuration c) {
        return measured.containsKey(c) || outstanding.contains(c);
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
