/*
 * Proposes given configurations first (the settings in use now, so every run measures the baseline its speed-up is
 * quoted against; a run over several image sizes may have one per size), then defers to the wrapped strategy, which
 * is told every result.
 */
package dev.kernelscope.tune;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

final class StartingPoint implements SearchStrategy {
    private final Deque<Configuration> first;
    private final SearchStrategy then;

    StartingPoint(Configuration first, SearchStrategy then) {
        this(List.of(first), then);
    }

    /** {@code first} proposed in order, each once. */
    StartingPoint(List<Configuration> first, SearchStrategy then) {
        this.first = new ArrayDeque<>(new LinkedHashSet<>(first));
        this.then = then;
    }

    @Override
    public Optional<Configuration> next() {
        if (!first.isEmpty()) {
            return Optional.of(first.removeFirst());
        }
        return then.next();
    }

    @Override
    public void tell(Configuration configuration, double time) {
        then.tell(configuration, time);
    }

    @Override
    public Optional<String> heldReason(Configuration configuration) {
        return then.heldReason(configuration);
    }
}
