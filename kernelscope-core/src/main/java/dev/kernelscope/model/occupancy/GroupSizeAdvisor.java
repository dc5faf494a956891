/*
 * Group-size advice from seeds 000/003 and 001, for a kernel described by its resources and traits: without local
 * memory there is no reason for large groups (64-256 threads; AMD's default is 256, which fits its work
 * distribution); a kernel with highly variable loops (sphere tracing) does best with single-wave groups, which free
 * their resources as soon as the wave ends and need no barrier; a size that is not a multiple of the wave leaves lanes
 * idle; on PowerVR a small group with a compile-time size is packed several per task. Each piece of advice carries
 * the occupancy the model computes for the suggested size beside the current one.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchFamily;
import dev.kernelscope.model.arch.Architecture;
import java.util.ArrayList;
import java.util.List;

public final class GroupSizeAdvisor {
    /** Seed 000/003: "64-256 threads" without LDS, 256 by default on AMD. */
    static final int LARGEST_WITHOUT_LOCAL_MEMORY = 256;
    private static final String LARGE_GROUPS = "seed 000/003, when to use large thread groups";

    /** One suggestion: the size, why, and the occupancy at the current and the suggested size. */
    public record GroupSizeAdvice(int suggestedThreads, String reason, double occupancyNow,
            double occupancySuggested, String source) {
    }

    private GroupSizeAdvisor() {
    }

    /**
     * @param divergentLoops whether the kernel's loops run very different trip counts per work-item
     */
    public static List<GroupSizeAdvice> advise(Architecture arch, int threadsPerGroup, int registersPerThread,
            int sharedBytesPerGroup, boolean divergentLoops) {
        OccupancyQuery query = OccupancyQuery.of(arch, threadsPerGroup, registersPerThread, sharedBytesPerGroup)
                .withTraits(new KernelTraits(false, divergentLoops, false));
        return advise(query);
    }

    /** The advice for a full query (wave size, mode and kernel traits included). */
    public static List<GroupSizeAdvice> advise(OccupancyQuery query) {
        OccupancyModel model = OccupancyModel.of(query.arch());
        return advise(model, query, model.core(query));
    }

    static List<GroupSizeAdvice> advise(OccupancyModel model, OccupancyQuery q, OccupancyCore core) {
        Architecture arch = q.arch();
        int threads = q.threadsPerGroup();
        double now = core.occupancy();
        int wave = core.waveSize();
        List<GroupSizeAdvice> advice = new ArrayList<>();
        if (q.traits().divergentLoops() && threads > wave) {
            add(advice, model, q.withThreads(wave), "loops with very different trip counts: single-wave groups of "
                    + wave + " free their resources as soon as their wave ends and need no barrier", now, LARGE_GROUPS);
        }
        if (q.sharedBytesPerGroup() == 0 && threads > LARGEST_WITHOUT_LOCAL_MEMORY) {
            int suggested = Math.max(wave, LARGEST_WITHOUT_LOCAL_MEMORY / wave * wave);
            add(advice, model, q.withThreads(suggested), "no local memory: nothing is shared across the group, so"
                    + " large groups only tie resources together; use 64-256 threads (256 is AMD's default)", now,
                    LARGE_GROUPS);
        }
        LaneUtilization lanes = model.lanes(q, core);
        if (lanes.idleLanes() > 0) {
            if (lanes.groupsPerWave() > 1) {
                add(advice, model, q.withThreads(lanes.lanes()), lanes.groupsPerWave() + " groups share a " + wave
                        + "-lane " + model.vocabulary().wave() + " in slots of " + lanes.lanes() + " lanes; " + threads
                        + " work-items leave " + lanes.idleLanes() + " of each slot idle; use " + lanes.lanes(), now,
                        "seed 001, work-group size guidelines");
            } else {
                int rounded = lanes.lanes() <= arch.maxThreadsPerGroup() ? lanes.lanes() : lanes.lanes() - wave;
                add(advice, model, q.withThreads(rounded), threads + " threads fill " + lanes.waves() + " "
                        + model.vocabulary().wave() + (lanes.waves() == 1 ? "" : "s") + " of " + wave + " and leave "
                        + lanes.idleLanes() + " lanes idle; use a multiple of " + wave, now,
                        "seed 001, work-group size guidelines");
            }
        }
        if (arch.family() == ArchFamily.POWERVR && !q.traits().compileTimeGroupSize() && threads <= wave / 2) {
            OccupancyQuery fixed = q.withTraits(new KernelTraits(q.traits().barriers(), q.traits().divergentLoops(),
                    true));
            LaneUtilization packed = model.lanes(fixed, model.core(fixed));
            add(advice, model, fixed, String.format(java.util.Locale.ROOT, "declare __attribute__((reqd_work_group_size"
                    + "(...))) for this %d-item group: PowerVR then packs %d groups into each task instead of one"
                    + " (working lanes %.0f%% -> %.0f%%, resident groups per USC %d -> %d)", threads,
                    packed.groupsPerWave(), 100 * lanes.utilization(), 100 * packed.utilization(),
                    core.groupsPerUnit(), model.core(fixed).groupsPerUnit()), now,
                    "seed 001, work-group size guidelines");
        }
        return List.copyOf(advice);
    }

    private static void add(List<GroupSizeAdvice> advice, OccupancyModel model, OccupancyQuery suggested,
            String reason, double now, String source) {
        double occupancy;
        try {
            occupancy = model.core(suggested).occupancy();
        } catch (InvalidInputException notValidThere) {
            return; // the suggested size is not a valid group on this architecture: no advice
        }
        advice.add(new GroupSizeAdvice(suggested.threadsPerGroup(), reason, now, occupancy, source));
    }
}
