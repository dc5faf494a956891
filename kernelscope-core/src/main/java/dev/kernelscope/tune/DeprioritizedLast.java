/*
 * Wraps any strategy so that configurations the occupancy model rates below the threshold (OccupancyPriority) are
 * held back instead of measured: the wrapped strategy keeps them as proposed-and-not-told (so it proposes others),
 * and they are measured, best estimate first, when the strategy has nothing else, or one after every
 * MAX_CONSECUTIVE_HELD proposals held in a row. Nothing is dropped; each held configuration is listed with its reason.
 */
package dev.kernelscope.tune;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public final class DeprioritizedLast implements SearchStrategy {
    /**
     * Held proposals in a row after which one held configuration is measured anyway: a space where most points rate
     * low still progresses, and a strategy that insists on a region is heard.
     */
    static final int MAX_CONSECUTIVE_HELD = 64;

    private final SearchStrategy inner;
    private final OccupancyPriority priority;
    private final Map<Configuration, String> waiting = new LinkedHashMap<>();
    private final Map<Configuration, String> released = new LinkedHashMap<>();
    private boolean innerExhausted;

    public DeprioritizedLast(SearchStrategy inner, OccupancyPriority priority) {
        this.inner = inner;
        this.priority = priority;
    }

    /** {@code strategy} unchanged when {@code priority} is null (the threshold is off or the device has no model). */
    public static SearchStrategy wrap(SearchStrategy strategy, OccupancyPriority priority) {
        return priority == null ? strategy : new DeprioritizedLast(strategy, priority);
    }

    @Override
    public Optional<Configuration> next() {
        int held = 0;
        while (!innerExhausted && held < MAX_CONSECUTIVE_HELD) {
            Optional<Configuration> proposal = inner.next();
            if (proposal.isEmpty()) {
                innerExhausted = true;
                break;
            }
            Configuration c = proposal.get();
            Optional<String> reason = waiting.containsKey(c) || released.containsKey(c) ? Optional.empty()
                    : priority.reason(c);
            if (reason.isEmpty()) {
                return proposal;
            }
            waiting.put(c, reason.get());
            held++;
        }
        return releaseOne();
    }

    /** The held configuration with the highest estimate, now measured. */
    private Optional<Configuration> releaseOne() {
        Optional<Configuration> pick = waiting.keySet().stream()
                .max(Comparator.comparingDouble(c -> priority.estimate(c).orElse(0.0)));
        pick.ifPresent(c -> released.put(c, waiting.remove(c)));
        return pick;
    }

    @Override
    public void tell(Configuration configuration, double time) {
        inner.tell(configuration, time);
    }

    /** The reason {@code c} was held back before it was measured, or empty. */
    @Override
    public Optional<String> heldReason(Configuration c) {
        return Optional.ofNullable(released.get(c));
    }

    /** Every configuration held back, measured later or not. */
    public List<OccupancyPriority.Held> held() {
        List<OccupancyPriority.Held> list = new ArrayList<>();
        released.forEach((c, r) -> list.add(new OccupancyPriority.Held(c.key(), c.values(),
                priority.estimate(c).orElse(Double.NaN), r, true)));
        waiting.forEach((c, r) -> list.add(new OccupancyPriority.Held(c.key(), c.values(),
                priority.estimate(c).orElse(Double.NaN), r, false)));
        return list;
    }
}
