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

    public int size() {
        return (to - from) / step + 1;
    }
}
