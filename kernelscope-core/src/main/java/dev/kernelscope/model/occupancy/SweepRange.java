/*
 * An inclusive range of values for a sweep: from, from + step, ..., up to to.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.InvalidInputException;

public record SweepRange(int from, int to, int step) {
    public SweepRange {
        if (from < 0 || to < from || step < 1) {
            throw new InvalidInputException("a sweep range needs 0 <= from <= to and step >= 1, got from " + from + ", to " + to
                    + ", step " + step + ".");
        }
    }

    /** Whether the range steps on this value. */
    public boolean contains(int value) {
        return value >= from && value <= to && (value - from) % step == 0;
    }

    /**
     * Whether the range passes over this positive value without stepping on it (100 threads in 32, 64, ... 1,024, or 8
     * below it); 0, where registers or SGPRs mean "not known", is never passed over.
     */
    public boolean stepsOver(int value) {
        return value >= 1 && value <= to && !contains(value);
    }

    public int size() {
        return (to - from) / step + 1;
    }
}
