/*
 * The rules that need the occupancy model: registers or local memory just above a step (from the model's advice),
 * a group that is not a multiple of the wave, a group limit that caps occupancy, one large group per unit with
 * barriers, and a barrier in a group of one wave. The model is the one `kernelscope occupancy` uses.
 */
package dev.kernelscope.advise;

import dev.kernelscope.model.occupancy.Advice;
import dev.kernelscope.model.occupancy.Limiter;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.source.SourceLocation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

public final class ResourceRules {
    /**
     * "Just above a step": the advice asks for at most this fraction less of the resource, or at most
     * {@link #REGISTER_MARGIN} registers (register files are allocated in steps of 8: 40 -> 32 is one step).
     */
    static final double STEP_MARGIN = 0.125;
    static final int REGISTER_MARGIN = 8;
    /** Groups of at least this many work-items count as large for the barrier-stall rule (000: 1024 vs 256). */
    static final int LARGE_GROUP = 256;

    private ResourceRules() {}

    /**
     * Findings for one kernel on one architecture.
     *
     * @param where "sm_90" or the device label, named in each message
     * @param result the model's answer for the kernel's group size, registers and local memory
     * @param registersKnown whether the registers came from a compiler (else the register rule is skipped)
     */
    public static List<Finding> check(String kernel, SourceLocation location, String where, OccupancyResult result,
            boolean registersKnown, boolean hasBarrier) {
        List<Finding> findings = new ArrayList<>();
        int group = result.threadsPerGroup();
        int wave = result.waveSize();
        for (Advice advice : result.advice()) {
            int margin = (int) Math.floor(advice.from() * STEP_MARGIN);
            if (advice.resource() == Limiter.REGISTERS) {
                margin = Math.max(margin, REGISTER_MARGIN);
            }
            boolean close = advice.from() > 0 && advice.from() - advice.to() <= margin
                    && advice.groupsTo() > advice.groupsFrom();
            if (close && advice.resource() == Limiter.REGISTERS && registersKnown) {
                findings.add(new Finding(Rule.REGISTERS_ABOVE_STEP, kernel, location, where + ": "
                        + advice.from() + " registers per work-item, " + (advice.from() - advice.to())
                        + " above the step at " + advice.to(), advice.summary()));
            } else if (close && advice.resource() == Limiter.SHARED) {
                findings.add(new Finding(Rule.LOCAL_MEMORY_ABOVE_STEP, kernel, location, where + ": "
                        + advice.from() + " B of local memory per group, " + (advice.from() - advice.to())
                        + " B above the step at " + advice.to() + " B", advice.summary()));
            }
        }
        if (group % wave != 0) {
            int lanes = group % wave;
            findings.add(new Finding(Rule.GROUP_NOT_WAVE_MULTIPLE, kernel, location, String.format(Locale.ROOT,
                    "%s: groups of %d work-items are not a multiple of the wave of %d: the last wave of each group has "
                            + "%d of %d lanes busy", where, group, wave, lanes, wave),
                    String.format(Locale.ROOT, "%.0f%% of the lanes idle; groups of %d use them all",
                            100.0 * (wave - lanes) / ((group + wave - 1) / wave * wave),
                            Math.max(wave, Math.round((double) group / wave) * wave))));
        }
        if (result.limiters().contains(Limiter.GROUPS) && result.occupancy() < 1.0 && result.groupsPerUnit() > 0) {
            findings.add(new Finding(Rule.SMALL_GROUP_CAP, kernel, location, String.format(Locale.ROOT,
                    "%s: groups of %d work-items reach the limit of %d resident groups per %s at occupancy %s",
                    where, group, result.groupsPerUnit(), result.unit(), result.occupancyPercent()),
                    String.format(Locale.ROOT, "larger groups (%d work-items) fill the wave slots: occupancy %s -> up to %s",
                            Math.min(4 * group, 1024), result.occupancyPercent(),
                            String.format(Locale.ROOT, "%.0f%%", Math.min(100.0, 400.0 * result.occupancy())))));
        }
        if (hasBarrier && result.groupsPerUnit() == 1 && group >= LARGE_GROUP) {
            findings.add(new Finding(Rule.LARGE_GROUP_BARRIER_STALL, kernel, location, String.format(Locale.ROOT,
                    "%s: one group of %d work-items per %s, and it waits at barriers: the %s idles at each barrier",
                    where, group, result.unit(), result.unit()),
                    "two groups per unit overlap one group's barrier wait with the other's work"));
        }
        if (hasBarrier && group <= wave) {
            findings.add(new Finding(Rule.SINGLE_WAVE_BARRIER, kernel, location, String.format(Locale.ROOT,
                    "%s: the group of %d work-items fits one wave of %d; barrier() is more than it needs", where, group,
                    wave), "a sub-group barrier or mem_fence costs less than a work-group barrier"));
        }
        return findings;
    }
}
