/*
 * The one interface every search strategy implements (Kernel Tuner's strategies as plug-ins): ask for the next
 * configuration, be told what it measured. The tuner owns evaluation, caching and budgets; a strategy only decides.
 */
package dev.kernelscope.tune;

import java.util.Optional;

public interface SearchStrategy {

    /** The next configuration to measure, or empty when the strategy has nothing left to propose. */
    Optional<Configuration> next();

    /**
     * The result of a configuration this strategy proposed: its time in the objective's unit, or
     * {@link Double#POSITIVE_INFINITY} when it failed (compile, launch, verification or device limits).
     */
    void tell(Configuration configuration, double time);

    /**
     * Why this configuration was held back before it was proposed (the occupancy estimate: DeprioritizedLast), for
     * its cache record; empty for a configuration proposed in its turn.
     */
    default java.util.Optional<String> heldReason(Configuration configuration) {
        return java.util.Optional.empty();
    }
}
