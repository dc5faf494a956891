/*
 * Latency hiding (seed 001): while one wave waits `latency` cycles on memory, the other resident waves must keep the
 * ALU busy. Each wave issues `aluPerMemory` arithmetic instructions of `cyclesPerInstruction` cycles between memory
 * instructions, so ceil(latency / (aluPerMemory x cyclesPerInstruction)) waves are needed; against a number of
 * residency slots that is the occupancy needed. Seed 001: ratio 50, ~500 cycles -> 10 warps = 63% of 16 slots.
 */
package dev.kernelscope.model.latency;

import dev.kernelscope.model.InvalidInputException;

public record LatencyHiding(double latencyCycles, double aluPerMemory, double cyclesPerInstruction, int slots) {
    /** Absorbs binary rounding so that 500 / (50 x 1.0) or 0.3 / 0.1 does not become one wave too many. */
    private static final double CEILING_TOLERANCE = 1e-9;

    public LatencyHiding {
        requirePositive("latency", latencyCycles, "cycles");
        requirePositive("ALU instructions per memory instruction", aluPerMemory, "");
        requirePositive("cycles per instruction", cyclesPerInstruction, "");
        if (slots < 1) {
            throw new InvalidInputException("residency slots must be at least 1 wave per unit, not " + slots + ".");
        }
    }

    /** Cycles of ALU work one wave offers between two memory instructions. */
    public double cyclesCoveredPerWave() {
        return aluPerMemory * cyclesPerInstruction;
    }

    /** Resident waves needed to cover the latency: ceil(latency / (ALU per memory x cycles per instruction)). */
    public long wavesNeeded() {
        double exact = latencyCycles / cyclesCoveredPerWave();
        return Math.max(1, (long) Math.ceil(exact - CEILING_TOLERANCE));
    }

    /** wavesNeeded / slots; above 1.0 when the slots cannot hide the latency at all. */
    public double occupancyNeeded() {
        return (double) wavesNeeded() / slots;
    }

    /** Whether the unit has enough slots to hold the waves needed. */
    public boolean hideable() {
        return wavesNeeded() <= slots;
    }

    /** The longest latency the full unit (all slots resident) hides at this arithmetic intensity. */
    public double latencyHiddenAtFullOccupancy() {
        return slots * cyclesCoveredPerWave();
    }

    private static void requirePositive(String name, double value, String unit) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new InvalidInputException(name + " must be a positive number" + (unit.isEmpty() ? "" : " of " + unit)
                    + ", not " + value + ".");
        }
    }
}
