/*
 * What a compiled kernel needs from a compute unit and what it allows, as the driver reports it after compiling:
 * the inputs of the occupancy model for a real kernel. Registers, spills and shared memory are known on NVIDIA
 * (from the -cl-nv-verbose build log in OpenCL, from cuFuncGetAttribute in CUDA); elsewhere they are empty.
 */
package dev.kernelscope.device;

import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * @param maxGroupSize the largest work-group this kernel can be launched with on this device
 *     (CL_KERNEL_WORK_GROUP_SIZE; lower than the device limit when the kernel uses many registers)
 * @param localMemBytes local memory the kernel uses statically, plus what __local arguments were set to at query time
 * @param privateMemBytes private memory per work-item (CL_KERNEL_PRIVATE_MEM_SIZE; often spills on GPUs)
 * @param preferredGroupMultiple the group-size multiple the driver prefers (the warp or wavefront width on GPUs)
 * @param requiredGroupSize reqd_work_group_size from the source, one entry per dimension, empty when none
 * @param registersPerThread registers per work-item (NVIDIA), empty when the driver does not say
 * @param spillStoreBytes bytes of spill stores per work-item (NVIDIA), empty when unknown
 * @param spillLoadBytes bytes of spill loads per work-item (NVIDIA), empty when unknown
 * @param sharedMemBytes static shared memory per block as the compiler reports it (NVIDIA), empty when unknown
 */
public record KernelResources(
        long maxGroupSize,
        long localMemBytes,
        long privateMemBytes,
        long preferredGroupMultiple,
        List<Long> requiredGroupSize,
        OptionalInt registersPerThread,
        OptionalLong spillStoreBytes,
        OptionalLong spillLoadBytes,
        OptionalLong sharedMemBytes) {

    public KernelResources {
        requiredGroupSize = List.copyOf(requiredGroupSize);
    }

    /** True when the source fixes the group size with __attribute__((reqd_work_group_size(x, y, z))). */
    public boolean hasRequiredGroupSize() {
        return !requiredGroupSize.isEmpty();
    }
}
