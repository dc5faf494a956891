/*
 * What a live tuning run tells whoever shows its progress: first how many evaluations it can make (the budget, or
 * fewer when the space holds fewer valid configurations), then each finished configuration.
 */
package dev.kernelscope.tune;

import java.util.function.Consumer;

public interface TuneProgressListener extends Consumer<TuneSession.Finished> {

    /** Called once the space is known, before the first configuration: evaluations this run can make at most. */
    void expect(long evaluations);

    /** Tells {@code progress} what {@code space} allows within {@code maxEvals}, if it is a listener that asks. */
    static void expect(Consumer<TuneSession.Finished> progress, SearchSpace space, long maxEvals) {
        if (progress instanceof TuneProgressListener listener) {
            listener.expect(space.countValid(maxEvals));
        }
    }
}
