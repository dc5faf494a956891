/*
 * Proposes one given configuration first (the setting in use now, so every run measures the baseline its
 * speed-up is quoted against), then defers to the wrapped strategy, which is told every result.
 */
package dev.kernelscope.tune;

import java.util.Optional;

final class StartingPoint implements SearchStrategy {
    private final Configuration first;
    private final SearchStrategy then;
    private boolean proposed;

    StartingPoint(Configuration first, SearchStrategy then) {
        this.first = first;
        this.then = then;
    }

    @Override
    public Optional<Configuration> next() {
        if (!proposed) {
            proposed = true;
            return Optional.of(first);
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
