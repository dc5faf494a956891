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

    @Override
    IdleResources idle(OccupancyQuery q, OccupancyCore core) {
        long bytesPerRegister = 4L * arch.waveSize();
        long registerFile = registerStore * bytesPerRegister;
        long registersUsed = (long) core.groupsPerUnit() * core.wavesPerGroup() * q.registersPerThread() * bytesPerRegister;
        long sharedUsed = (long) core.groupsPerUnit() * roundUp(q.sharedBytesPerGroup(), arch.sharedGranule());
        return IdleResources.of(registerFile, registersUsed, arch.sharedPerUnit(), sharedUsed);
    }

    @Override
    List<String> assumptions(OccupancyQuery query) {
        List<String> list = new ArrayList<>();
        list.add(String.format(Locale.ROOT, "model, not vendor data: a USC holds %d tasks of %d work-items; temporaries: %d per "
                        + "work-item per slot (%d per lane in all); local memory: %,d B common store in %d-byte units",
                slots, arch.waveSize(), arch.registersPerSlot(), registerStore, arch.sharedPerUnit(), arch.sharedGranule()));
        list.addAll(arch.assumptions());
        return List.copyOf(list);
    }
}
