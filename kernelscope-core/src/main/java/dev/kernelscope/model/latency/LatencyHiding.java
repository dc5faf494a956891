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

    /*
     * Physical ranges: a GPU memory latency is hundreds to a few thousand cycles (a TLB miss to host memory tens of
     * thousands), so 1..1,000,000 covers every real case; a kernel issues between 1 ALU instruction per 100 memory
     * instructions and a million per memory instruction; an instruction occupies 0.1..1,000 cycles; a unit holds
     * 1..4,096 waves. Outside them the answer (e.g. 10^300 waves) means nothing and would only print noise.
     */
    public static final double MAX_LATENCY_CYCLES = 1_000_000;
    public static final double MIN_ALU_PER_MEMORY = 0.01;
    public static final double MAX_ALU_PER_MEMORY = 1_000_000;
    public static final double MIN_CYCLES_PER_INSTRUCTION = 0.1;
    public static final double MAX_CYCLES_PER_INSTRUCTION = 1_000;
    public static final int MAX_SLOTS = 4096;

    public LatencyHiding {
        requireRange("latency", latencyCycles, 1, MAX_LATENCY_CYCLES, "cycles");
        requireRange("ALU instructions per memory instruction", aluPerMemory, MIN_ALU_PER_MEMORY, MAX_ALU_PER_MEMORY, "");
        requireRange("cycles per instruction", cyclesPerInstruction, MIN_CYCLES_PER_INSTRUCTION,
                MAX_CYCLES_PER_INSTRUCTION, "");
        if (slots < 1 || slots > MAX_SLOTS) {
            throw new InvalidInputException("residency slots must be 1 to " + MAX_SLOTS + " waves per unit (no GPU unit"
                    + " holds more), not " + slots + ".");
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

    private static void requireRange(String name, double value, double min, double max, String unit) {
        if (!(value >= min && value <= max)) {
            throw new InvalidInputException(name + " must lie in " + plain(min) + ".." + plain(max)
                    + (unit.isEmpty() ? "" : " " + unit) + " (the physical range), not "
                    + (!Double.isFinite(value) ? String.valueOf(value) : value != 0 && (Math.abs(value) < 1e-6
                    || Math.abs(value) > 1e9) ? String.format(java.util.Locale.ROOT, "%.3g", value) : plain(value)) + ".");
        }
    }

    private static String plain(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
