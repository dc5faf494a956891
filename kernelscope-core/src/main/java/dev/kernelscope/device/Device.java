/*
 * One compute device as its driver describes it: identity, backend, limits, and the architecture preset of the
 * occupancy model it matches ("unknown" when the driver gives no reliable identification; never a guess).
 * A Device is plain data and can be listed without opening it; Devices.open(device) gives a DeviceSession.
 */
package dev.kernelscope.device;

import java.util.List;

/**
 * @param id stable within one machine and driver set: "opencl:P.D" (platform P, device D) or "cuda:N"
 * @param backend the API this device is reached through
 * @param platform the platform (OpenCL) or runtime (CUDA) name, e.g. "NVIDIA CUDA" or "Portable Computing Language"
 * @param name the device name, e.g. "NVIDIA H100 80GB HBM3" or "gfx1100"
 * @param vendor the vendor string the driver reports
 * @param driverVersion the driver version string the driver reports
 * @param deviceVersion the API version the device supports, e.g. "OpenCL 3.0 CUDA"
 * @param type GPU, CPU, accelerator
 * @param computeUnits streaming multiprocessors (NVIDIA), compute units (AMD), cores (CPU)
 * @param clockMhz the maximum clock the driver reports, in MHz
 * @param globalMemBytes device memory
 * @param localMemBytes local (shared) memory one work-group may use
 * @param maxAllocBytes the largest single buffer (CL_DEVICE_MAX_MEM_ALLOC_SIZE)
 * @param globalCacheBytes the last-level cache in front of global memory, 0 when unknown
 * @param maxGroupSize the most work-items in one work-group (CL_DEVICE_MAX_WORK_GROUP_SIZE)
 * @param maxGroupSizes the most work-items per dimension (CL_DEVICE_MAX_WORK_ITEM_SIZES), one entry per dimension
 * @param preferredGroupMultiple the warp/wavefront/SIMD width groups should be a multiple of, 0 when unknown
 * @param architecture what the driver says the architecture is ("sm_90" from the compute capability, "gfx1100" from
 *     an AMD device name), or "" when it does not say
 * @param archPreset the occupancy-model preset id matching {@code architecture} when the model has one, else
 *     {@link #UNKNOWN_ARCH}
 */
public record Device(
        String id,
        BackendKind backend,
        String platform,
        String name,
        String vendor,
        String driverVersion,
        String deviceVersion,
        DeviceType type,
        int computeUnits,
        int clockMhz,
        long globalMemBytes,
        long localMemBytes,
        long maxAllocBytes,
        long globalCacheBytes,
        long maxGroupSize,
        List<Long> maxGroupSizes,
        int preferredGroupMultiple,
        String architecture,
        String archPreset) {

    /** The preset id of a device KernelScope cannot identify reliably. */
    public static final String UNKNOWN_ARCH = "unknown";

    public Device {
        maxGroupSizes = List.copyOf(maxGroupSizes);
    }

    /** CUDA's cap on the static __shared__ memory of one block, on every architecture since Fermi. */
    public static final long CUDA_STATIC_SHARED_BYTES = 48 * 1024;

    /**
     * Local memory a work-group may declare in the kernel's own {@code __local} arrays. On OpenCL that is all of
     * {@link #localMemBytes}; on CUDA those arrays become static __shared__ memory, capped at 48 KiB per block (ptxas
     * refuses more), and the rest of {@link #localMemBytes} (the opt-in maximum) is reachable only through
     * {@code __local} kernel arguments, which the CUDA backend passes as dynamic shared memory.
     */
    public long kernelLocalMemBytes() {
        return backend == BackendKind.CUDA ? Math.min(localMemBytes, CUDA_STATIC_SHARED_BYTES) : localMemBytes;
    }

    public boolean isGpu() {
        return type == DeviceType.GPU;
    }

    /** "NVIDIA H100 80GB HBM3 (opencl:1.0)": enough to tell two devices apart in a message. */
    public String label() {
        return name + " (" + id + ")";
    }

    /** The label of this device on another host, as a cluster sweep records it: "NAME (ID) @ HOST". */
    public String labelOn(String host) {
        return label() + " @ " + host;
    }

    /**
     * The device's name in a label that {@link #label()} or {@link #labelOn} wrote: the kind of device a sweep's
     * result came from (two H200s of one host, or of two hosts, are one kind).
     */
    public static String nameInLabel(String label) {
        String s = label;
        int host = s.lastIndexOf(" @ ");
        if (host >= 0) {
            s = s.substring(0, host);
        }
        int id = s.lastIndexOf(" (");
        return (id > 0 && s.endsWith(")") ? s.substring(0, id) : s).strip();
    }
}
