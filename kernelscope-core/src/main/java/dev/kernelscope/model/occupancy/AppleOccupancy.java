/*
 * Apple GPU occupancy as a stated model: SIMD-groups of 32 threads per GPU core; on Apple7 (M1 class) the
 * resident threads per core fall with the 16-bit register count (the Asahi driver's table); threadgroup memory is
 * allocated in 16-byte units. Every result lists the assumptions it rests on.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.arch.AppleArch;
import dev.kernelscope.model.arch.ArchFamily;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.VendorTerms;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

final class AppleOccupancy extends OccupancyModel {
    private final AppleArch arch;
    private final int maxSimdGroups;
    private final boolean registersModeled;

    AppleOccupancy(AppleArch arch) {
        this.arch = arch;
        this.maxSimdGroups = arch.maxThreadsPerUnit() / arch.waveSize();
        this.registersModeled = !arch.threadsByRegisters().isEmpty();
    }

    @Override
    public Architecture arch() {
        return arch;
    }

    @Override
    public String unitName(OccupancyQuery query) {
        return "core";
    }

    @Override
    VendorTerms vocabulary() {
        return VendorTerms.of(ArchFamily.APPLE);
    }

    @Override
    OccupancyCore compute(OccupancyQuery q) {
        rejectAmdOnly(q, arch.waveSize());
        checkThreads(q, arch.maxThreadsPerGroup(), "threadgroup");
        if (registersModeled) {
            checkRegisters(q, arch.maxRegistersPerThread(), "16-bit registers");
        }
        checkShared(q, arch.maxSharedPerGroup(), "threadgroup memory");
        int simdGroups = ceilDiv(q.threadsPerGroup(), arch.waveSize());
        int[] limits = newLimits();
        limits[Limiter.WAVES.ordinal()] = maxSimdGroups / simdGroups;
        if (registersModeled) {
            // Resident threads per core for this register count; a threadgroup larger than that cannot launch (0).
            limits[Limiter.REGISTERS.ordinal()] = q.registersPerThread() == 0 ? GroupLimits.UNLIMITED
                    : arch.maxThreadsForRegisters(q.registersPerThread()) / arch.waveSize() / simdGroups;
        }
        limits[Limiter.SHARED.ordinal()] = q.sharedBytesPerGroup() == 0 ? GroupLimits.UNLIMITED
                : arch.sharedPerUnit() / roundUp(q.sharedBytesPerGroup(), arch.sharedGranule());
        return finish(limits, simdGroups, maxSimdGroups, arch.waveSize(), 0, -1);
    }

    @Override
    IdleResources idle(OccupancyQuery q, OccupancyCore core) {
        long sharedUsed = (long) core.groupsPerUnit() * roundUp(q.sharedBytesPerGroup(), arch.sharedGranule());
        if (!registersModeled || arch.registerFileBytesPerUnit() == null) {
            return IdleResources.withoutRegisters(arch.sharedPerUnit(), sharedUsed);
        }
        long registersUsed = 2L * core.groupsPerUnit() * core.wavesPerGroup() * arch.waveSize() * q.registersPerThread();
        return IdleResources.of(arch.registerFileBytesPerUnit(), registersUsed, arch.sharedPerUnit(), sharedUsed);
    }

    @Override
    List<String> assumptions(OccupancyQuery query) {
        List<String> list = new ArrayList<>();
        list.add(String.format(Locale.ROOT, "model, not vendor data: a core holds %,d threads (%d SIMD-groups of %d) and %,d B of "
                        + "threadgroup memory in %d-byte units; %s", arch.maxThreadsPerUnit(), maxSimdGroups, arch.waveSize(),
                arch.sharedPerUnit(), arch.sharedGranule(), registersModeled
                        ? "resident threads fall with the 16-bit register count: " + registerTable()
                        : "registers are not modeled for " + arch.id() + (query.registersPerThread() > 0
                        ? " (the " + query.registersPerThread() + " registers given are ignored)" : "")));
        list.addAll(arch.assumptions());
        return List.copyOf(list);
    }

    private String registerTable() {
        StringBuilder sb = new StringBuilder();
        for (AppleArch.RegisterStep step : arch.threadsByRegisters()) {
            sb.append(sb.isEmpty() ? "" : ", ").append("<=").append(step.registers()).append(" -> ").append(step.maxThreads());
        }
        return sb.toString();
    }
}
