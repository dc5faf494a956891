/*
 * One line of a simulator program after parsing: a step kind with its instruction count (fixed or a range drawn per
 * wave or per group), and its options. LOOP steps repeat up to their matching END.
 */
package dev.kernelscope.model.sim;

/**
 * @param kind     what the step issues
 * @param low      smallest count (instructions, or loop iterations)
 * @param high     largest count; equal to low for a fixed count
 * @param perGroup a range is drawn once per group (true) or once per wave (false)
 * @param dependent each instruction waits for the previous one's result (a chain), not only the step's first
 * @param bytes    bytes one wave-instruction moves (memory steps); 0 = waveSize x bytesPerLane
 * @param conflict shared-memory bank-conflict multiplier (1 = conflict-free)
 * @param jump     LOOP: index of its END; END: index of its LOOP; else -1
 * @param line     source line, for messages
 * @param scoreboard NVIDIA scoreboard (0-5) this step's results set, -1 none: with scoreboards, a step waits only
 *                 for the scoreboards in its waitMask, not for the previous step (SASS-derived programs)
 * @param waitMask scoreboards (bit i = scoreboard i) whose results the step's first instruction waits for
 */
public record Step(StepKind kind, int low, int high, boolean perGroup, boolean dependent, int bytes, int conflict,
                   int jump, int line, int scoreboard, int waitMask) {

    public Step(StepKind kind, int low, int high, boolean perGroup, boolean dependent, int bytes, int conflict,
                int jump, int line) {
        this(kind, low, high, perGroup, dependent, bytes, conflict, jump, line, -1, 0);
    }

    /** Whether the step uses explicit scoreboards (sb= or waitsb=). */
    public boolean usesScoreboards() {
        return scoreboard >= 0 || waitMask != 0;
    }

    /** The count for one wave: fixed, or drawn from [low, high] by a hash of the wave (or group) and the step. */
    public int count(long waveId, long groupId, int index) {
        if (low == high) {
            return low;
        }
        long key = (perGroup ? groupId : waveId) * 0x9E3779B97F4A7C15L + index * 0xC2B2AE3D27D4EB4FL;
        key ^= key >>> 31;
        key *= 0xBF58476D1CE4E5B9L;
        key ^= key >>> 29;
        return low + (int) Math.floorMod(key, (long) high - low + 1);
    }

    Step withJump(int target) {
        return new Step(kind, low, high, perGroup, dependent, bytes, conflict, target, line, scoreboard, waitMask);
    }
}
