/*
 * NVIDIA occupancy (compute capability 7.0 and later) with the rules of the CUDA toolkit's own calculator
 * (cuda_occupancy.h, cudaOccMaxActiveBlocksPerMultiprocessor), kernels assumed to opt in to large shared memory
 * and the default shared-memory carveout. Units: warps, blocks, SM.
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.arch.ArchFamily;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.NvidiaArch;
import dev.kernelscope.model.arch.VendorTerms;

final class NvidiaOccupancy extends OccupancyModel {
    private final NvidiaArch arch;
    private final int warpSize;
    private final int maxWarpsPerUnit;
    private final int maxBlocks;
    private final int registersPerSubPartition;
    private final int subPartitions;
    private final int registersPerBlock;
    private final int registerUnit;
    private final int sharedCapacity;
    private final int sharedReserved;
    private final int sharedGranularity;
    private final int barrierLimit;

    NvidiaOccupancy(NvidiaArch arch) {
        this.arch = arch;
        this.warpSize = arch.waveSize();
        this.maxWarpsPerUnit = arch.maxThreadsPerUnit() / warpSize;
        this.maxBlocks = arch.maxGroupsPerUnit();
        this.subPartitions = arch.registerSubPartitions();
        this.registersPerSubPartition = arch.registersPerUnit() / subPartitions;
        this.registersPerBlock = arch.registersPerGroup();
        this.registerUnit = arch.registerAllocationUnit();
        this.sharedCapacity = arch.sharedPerUnit();
        this.sharedReserved = arch.sharedReservedPerGroup();
        this.sharedGranularity = arch.sharedGranularity();
        this.barrierLimit = arch.barriersPerUnit() == null ? GroupLimits.ABSENT : arch.barriersPerUnit();
    }

    @Override
    public Architecture arch() {
        return arch;
    }

    @Override
    public String unitName(OccupancyQuery query) {
        return "SM";
    }

    @Override
    VendorTerms vocabulary() {
        return VendorTerms.of(ArchFamily.NVIDIA);
    }

    @Override
    OccupancyCore compute(OccupancyQuery q) {
        rejectAmdOnly(q, warpSize);
        checkThreads(q, arch.maxThreadsPerGroup(), "block");
        checkRegisters(q, arch.maxRegistersPerThread(), "registers");
        checkShared(q, arch.sharedPerGroupOptin(), "shared memory (opt-in maximum)");

        int warps = ceilDiv(q.threadsPerGroup(), warpSize);
        int[] limits = newLimits();
        limits[Limiter.WAVES.ordinal()] = maxWarpsPerUnit / warps;
        limits[Limiter.GROUPS.ordinal()] = maxBlocks;
        limits[Limiter.REGISTERS.ordinal()] = registerLimit(q.registersPerThread(), warps);
        limits[Limiter.SHARED.ordinal()] = sharedLimit(q.sharedBytesPerGroup());
        limits[Limiter.BARRIERS.ordinal()] = barrierLimit;
        return finish(limits, warps, maxWarpsPerUnit, warpSize, 0, -1);
    }

    /** Registers per warp for R registers per thread, rounded to the allocation unit (256). */
    int registersPerWarp(int registersPerThread) {
        return roundUp(registersPerThread * warpSize, registerUnit);
    }

    /** Shared bytes one block allocates: static + dynamic + the driver's reserve, rounded to the granularity. */
    int sharedAllocation(int sharedBytes) {
        return roundUp(sharedBytes + sharedReserved, sharedGranularity);
    }

    private int registerLimit(int registersPerThread, int warps) {
        if (registersPerThread == 0) {
            return GroupLimits.UNLIMITED;
        }
        int perWarp = registersPerWarp(registersPerThread);
        // The hardware checks a block's registers as if its warps were spread over all sub-partitions at once.
        if ((long) perWarp * roundUp(warps, subPartitions) > registersPerBlock || (long) perWarp * warps > registersPerBlock) {
            return 0;
        }
        // A warp's registers live in one sub-partition: whole warps per sub-partition, times the sub-partitions.
        return registersPerSubPartition / perWarp * subPartitions / warps;
    }

    private int sharedLimit(int sharedBytes) {
        int allocation = sharedAllocation(sharedBytes);
        return allocation == 0 ? GroupLimits.UNLIMITED : sharedCapacity / allocation;
    }

    @Override
    IdleResources idle(OccupancyQuery q, OccupancyCore core) {
        long registerFile = 4L * arch.registersPerUnit();
        long registersUsed = 4L * core.groupsPerUnit() * core.wavesPerGroup() * registersPerWarp(q.registersPerThread());
        long sharedUsed = (long) core.groupsPerUnit() * sharedAllocation(q.sharedBytesPerGroup());
        return IdleResources.of(registerFile, registersUsed, sharedCapacity, sharedUsed);
    }
}
