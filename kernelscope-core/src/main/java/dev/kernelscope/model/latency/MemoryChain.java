/*
 * Latency of a wave's memory reads grouped by dependency (seed 002, "Latency and occupancy"): reads in one level
 * are independent and overlap, each level waits for the one before it (a real dependency, or a false one such as an
 * `if` on the first result). A level of n reads with at most `inFlight` outstanding costs ceil(n / inFlight)
 * round trips plus one issue interval per extra read. Seed 002: sample -> if -> sample = 2 x latency; both samples
 * issued up front = 1 x latency (keep at least two in flight).
 */
package dev.kernelscope.model.latency;

import dev.kernelscope.model.InvalidInputException;
import java.util.List;

public record MemoryChain(List<Integer> readsPerLevel, double latencyCycles, double issueCycles, int inFlight) {
    public MemoryChain {
        readsPerLevel = List.copyOf(readsPerLevel);
        if (readsPerLevel.isEmpty() || readsPerLevel.stream().anyMatch(n -> n == null || n < 1 || n > 1 << 20)) {
            throw new InvalidInputException("a chain needs at least one level and 1 to 2^20 reads per level, not "
                    + readsPerLevel + ".");
        }
        if (!(latencyCycles > 0) || Double.isInfinite(latencyCycles) || !(issueCycles >= 0)
                || Double.isInfinite(issueCycles)) {
            throw new InvalidInputException("latency must be positive and issue cycles not negative (got "
                    + latencyCycles + " and " + issueCycles + ").");
        }
        if (inFlight < 1) {
            throw new InvalidInputException("reads in flight must be at least 1, not " + inFlight + ".");
        }
    }

    /** n dependent reads: n levels of one. */
    public static MemoryChain serial(int reads, double latencyCycles) {
        return new MemoryChain(java.util.Collections.nCopies(reads, 1), latencyCycles, 1, Integer.MAX_VALUE);
    }

    /** n independent reads issued together: one level of n. */
    public static MemoryChain independent(int reads, double latencyCycles) {
        return new MemoryChain(List.of(reads), latencyCycles, 1, Integer.MAX_VALUE);
    }

    public long reads() {
        return readsPerLevel.stream().mapToLong(Integer::longValue).sum();
    }

    /** Cycles from the first issue until the last result is back. */
    public double cycles() {
        double total = 0;
        for (int reads : readsPerLevel) {
            long roundTrips = Math.ceilDiv(reads, inFlight);
            total += roundTrips * latencyCycles + (Math.min(reads, inFlight) - 1) * issueCycles;
        }
        return total;
    }

    /** cycles / latency: how many round trips the wave waits (seed 002: 2 for sample -> if -> sample, 1 for both up front). */
    public double latencies() {
        return cycles() / latencyCycles;
    }

    /** Reads the wave has outstanding on average: reads x latency / cycles (1 for a serial chain). */
    public double averageInFlight() {
        return reads() * latencyCycles / cycles();
    }

    /**
     * The most reads the wave has outstanding at once: the widest level, capped by inFlight and by the reads issued
     * while the first is still out (ceil(latency / issue cycles)). Without that cap a level of 2 reads issued 1e9
     * cycles apart counted as "two in flight: the wave overlaps its own latency" although they never overlap.
     */
    public int peakInFlight() {
        long issuedWhileOut = issueCycles > 0 ? (long) Math.ceil(latencyCycles / issueCycles) : Integer.MAX_VALUE;
        return readsPerLevel.stream().mapToInt(n -> (int) Math.min(Math.min(n, inFlight), issuedWhileOut)).max()
                .orElse(1);
    }

    /** Seed 002's rule of thumb: at least two reads outstanding together, or the wave overlaps none of its latency. */
    public boolean meetsTwoInFlight() {
        return peakInFlight() >= 2;
    }
}
