/*
 * PowerVR Rogue occupancy as a stated model: tasks of 32 work-items fill the USC's residency slots; temporaries come
 * from the unified store (a per-slot budget), local memory from the common store. Every number is a parameter of
 * the architecture entry, and every result lists the assumptions it rests on.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.arch.ArchFamily;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.RogueArch;
import dev.kernelscope.model.arch.VendorTerms;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

final class RogueOccupancy extends OccupancyModel {
    private final RogueArch arch;
    private final int slots;
    private final int registerStore;

    RogueOccupancy(RogueArch arch) {
        this.arch = arch;
        this.slots = arch.residencySlots();
        this.registerStore = arch.residencySlots() * arch.registersPerSlot();
    }

    @Override
    public Architecture arch() {
        return arch;
    }

    @Override
    public String unitName(OccupancyQuery query) {
        return "USC";
    }

    @Override
    VendorTerms vocabulary() {
        return VendorTerms.of(ArchFamily.POWERVR);
    }

    @Override
    OccupancyCore compute(OccupancyQuery q) {
        rejectAmdOnly(q, arch.waveSize());
        checkThreads(q, arch.maxThreadsPerGroup(), "work-group");
        checkRegisters(q, arch.maxRegistersPerThread(), "temporary registers");
        checkShared(q, arch.maxSharedPerGroup(), "local memory");
        int packed = groupsPerTask(q);
        if (packed > 1) {
            return packedCore(q, packed);
        }
        int tasks = ceilDiv(q.threadsPerGroup(), arch.waveSize());
        int[] limits = newLimits();
        limits[Limiter.WAVES.ordinal()] = slots / tasks;
        // The unified store holds slots x registersPerSlot temporaries per lane; a heavier kernel keeps fewer tasks.
        limits[Limiter.REGISTERS.ordinal()] = q.registersPerThread() == 0 ? GroupLimits.UNLIMITED
                : registerStore / q.registersPerThread() / tasks;
        limits[Limiter.SHARED.ordinal()] = q.sharedBytesPerGroup() == 0 ? GroupLimits.UNLIMITED
                : arch.sharedPerUnit() / roundUp(q.sharedBytesPerGroup(), arch.sharedGranule());
        return finish(limits, tasks, slots, arch.waveSize(), 0, -1);
    }

    /**
     * Seed 001: "for smaller workgroup sizes such as 4, 8 and 16, if the workgroup size is specified at compile-time,
     * multiple workgroups are packed into a warp". A group of at most half a task with a compile-time size takes the
     * next power of two of lanes (the alignment the article says leaves non-standard sizes underpopulated; the exact
     * granule is this model's assumption), so 32 / that many groups share a task. 1 = no packing.
     */
    int groupsPerTask(OccupancyQuery q) {
        int wave = arch.waveSize();
        if (!q.traits().compileTimeGroupSize() || q.threadsPerGroup() > wave / 2) {
            return 1;
        }
        return wave / Integer.highestOneBit(2 * q.threadsPerGroup() - 1);
    }

    /** Several groups per task: slots and temporaries count tasks, local memory counts groups. */
    private OccupancyCore packedCore(OccupancyQuery q, int packed) {
        int[] limits = newLimits();
        limits[Limiter.WAVES.ordinal()] = slots * packed;
        limits[Limiter.REGISTERS.ordinal()] = q.registersPerThread() == 0 ? GroupLimits.UNLIMITED
                : registerStore / q.registersPerThread() * packed;
        limits[Limiter.SHARED.ordinal()] = q.sharedBytesPerGroup() == 0 ? GroupLimits.UNLIMITED
                : arch.sharedPerUnit() / roundUp(q.sharedBytesPerGroup(), arch.sharedGranule());
        GroupLimits groupLimits = new GroupLimits(limits);
        int groups = groupLimits.min();
        int tasks = ceilDiv(groups, packed);
        return new OccupancyCore(groups, 1, tasks, slots, (double) tasks / slots, groupLimits.mask(groups),
                groupLimits, arch.waveSize(), 0, -1);
    }

    @Override
    LaneUtilization lanes(OccupancyQuery q, OccupancyCore core) {
        return new LaneUtilization(q.threadsPerGroup(), arch.waveSize(), groupsPerTask(q));
    }

    /** Seed 001: a group of one task synchronizes in lock-step for free; larger ones switch tasks at every barrier. */
    @Override
    List<String> warnings(OccupancyQuery q, OccupancyCore core) {
        List<String> list = new ArrayList<>(super.warnings(q, core));
        if (q.traits().barriers() && core.wavesPerGroup() > 1) {
            list.add(String.format(Locale.ROOT, "the kernel has barriers and a work-group of %d work-items spans %d "
                    + "tasks: every barrier makes the USC switch between them (seed 001); a work-group of %d "
                    + "work-items is one task and synchronizes in lock-step for free", q.threadsPerGroup(),
                    core.wavesPerGroup(), arch.waveSize()));
        }
        return List.copyOf(list);
    }

    @Override
    IdleResources idle(OccupancyQuery q, OccupancyCore core) {
        long bytesPerRegister = 4L * arch.waveSize();
        long registerFile = registerStore * bytesPerRegister;
        // tasks in use (wavesPerUnit), not groups x tasks per group: packed groups share their task's temporaries
        long registersUsed = (long) core.wavesPerUnit() * q.registersPerThread() * bytesPerRegister;
        long sharedUsed = (long) core.groupsPerUnit() * roundUp(q.sharedBytesPerGroup(), arch.sharedGranule());
        return IdleResources.of(registerFile, registersUsed, arch.sharedPerUnit(), sharedUsed);
    }

    @Override
    List<String> assumptions(OccupancyQuery query) {
        List<String> list = new ArrayList<>();
        list.add(String.format(Locale.ROOT, "model, not vendor data: a USC holds %d tasks of %d work-items; temporaries: %d per "
                        + "work-item per slot (%d per lane in all); local memory: %,d B common store in %d-byte units",
                slots, arch.waveSize(), arch.registersPerSlot(), registerStore, arch.sharedPerUnit(), arch.sharedGranule()));
        int packed = groupsPerTask(query);
        if (packed > 1) {
            list.add(String.format(Locale.ROOT, "compile-time group size (reqd_work_group_size): %d groups of %d "
                    + "work-items packed into each %d-wide task (each takes a power-of-two share of %d lanes; seed 001 "
                    + "names the packing, the power-of-two granule is this model's assumption)", packed,
                    query.threadsPerGroup(), arch.waveSize(), arch.waveSize() / packed));
        }
        list.addAll(arch.assumptions());
        return List.copyOf(list);
    }
}
