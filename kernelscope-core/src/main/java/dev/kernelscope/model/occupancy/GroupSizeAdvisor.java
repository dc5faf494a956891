/*
 * Group-size advice from seeds 000/003 and 001, for a kernel described by its resources: without local memory there
 * is no reason for large groups (64-256 threads; AMD's default is 256, which fits its work distribution); a kernel
 * with highly variable loops (sphere tracing) does best with single-wave groups, which free their resources as soon
 * as the wave ends and need no barrier; a size that is not a multiple of the wave leaves lanes idle. Each piece of
 * advice carries the occupancy the model computes for the suggested size beside the current one.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.arch.Architecture;
import java.util.ArrayList;
import java.util.List;

public final class GroupSizeAdvisor {
    /** Seed 000/003: "64-256 threads" without LDS, 256 by default on AMD. */
    static final int LARGEST_WITHOUT_LOCAL_MEMORY = 256;

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
        OccupancyModel model = OccupancyModel.of(arch);
        double now = model.calculate(OccupancyQuery.of(arch, threadsPerGroup, registersPerThread,
                sharedBytesPerGroup)).occupancy();
        int wave = arch.defaultWaveSize();
        List<GroupSizeAdvice> advice = new ArrayList<>();
        if (divergentLoops && threadsPerGroup > wave) {
            advice.add(new GroupSizeAdvice(wave, "loops with very different trip counts: single-wave groups of " + wave
                    + " free their resources as soon as their wave ends and need no barrier",
                    now, occupancy(model, arch, wave, registersPerThread, sharedBytesPerGroup),
                    "seed 000/003, when to use large thread groups"));
        }
        if (sharedBytesPerGroup == 0 && threadsPerGroup > LARGEST_WITHOUT_LOCAL_MEMORY) {
            int suggested = Math.max(wave, LARGEST_WITHOUT_LOCAL_MEMORY / wave * wave);
            advice.add(new GroupSizeAdvice(suggested, "no local memory: nothing is shared across the group, so"
                    + " large groups only tie resources together; use 64-256 threads (256 is AMD's default)",
                    now, occupancy(model, arch, suggested, registersPerThread, 0),
                    "seed 000/003, when to use large thread groups"));
        }
        LaneUtilization lanes = LaneUtilization.of(arch, threadsPerGroup);
        if (lanes.idleLanes() > 0) {
            int rounded = lanes.lanes() <= arch.maxThreadsPerGroup() ? lanes.lanes() : lanes.lanes() - wave;
            advice.add(new GroupSizeAdvice(rounded, threadsPerGroup + " threads fill " + lanes.waves() + " waves of "
                    + wave + " and leave " + lanes.idleLanes() + " lanes idle; use a multiple of " + wave,
                    now, occupancy(model, arch, rounded, registersPerThread, sharedBytesPerGroup),
                    "seed 001, work-group size guidelines"));
        }
        return List.copyOf(advice);
    }

    private static double occupancy(OccupancyModel model, Architecture arch, int threads, int registers,
            int shared) {
        return model.calculate(OccupancyQuery.of(arch, threads, registers, shared)).occupancy();
    }
}
