/*
 * Everything the CUDA driver says about one device that KernelScope uses: identity, compute capability, clocks,
 * memory, and the per-block and per-SM limits the occupancy model needs (threads, blocks, registers, shared memory
 * including the opt-in maximum and the per-block reservation). Read once per device with cuDeviceGetAttribute.
 */
package dev.kernelscope.device.cuda;

import dev.kernelscope.device.cuda.internal.CuDeviceAttribute;
import dev.kernelscope.device.cuda.internal.CuDriver;
import java.util.List;

/**
 * @param ordinal the CUDA device ordinal (cuDeviceGet)
 * @param name cuDeviceGetName, e.g. "NVIDIA H100 80GB HBM3"
 * @param ccMajor compute capability major
 * @param ccMinor compute capability minor
 * @param multiprocessors SM count
 * @param clockKhz the SM clock the driver reports (CU_DEVICE_ATTRIBUTE_CLOCK_RATE), kHz
 * @param memoryClockKhz peak memory clock, kHz
 * @param memoryBusWidthBits global memory bus width, bits
 * @param totalMemBytes cuDeviceTotalMem
 * @param l2CacheBytes L2 cache size
 * @param warpSize threads per warp
 * @param maxThreadsPerBlock threads per block
 * @param maxBlockDims block dimension limits x, y, z
 * @param maxGridDims grid dimension limits x, y, z
 * @param sharedMemPerBlock shared memory a block gets without opting in (48 KiB)
 * @param sharedMemPerBlockOptin the most shared memory a block may opt in to
 * @param sharedMemPerMultiprocessor shared memory per SM
 * @param reservedSharedMemPerBlock shared memory the driver reserves for every block (1 KiB from cc 8.0)
 * @param registersPerBlock 32-bit registers one block may use
 * @param registersPerMultiprocessor 32-bit registers per SM
 * @param maxThreadsPerMultiprocessor resident threads per SM
 * @param maxBlocksPerMultiprocessor resident blocks per SM
 * @param integrated whether the GPU shares memory with the host
 * @param eccEnabled whether ECC is on
 */
public record CudaDeviceInfo(
        int ordinal,
        String name,
        int ccMajor,
        int ccMinor,
        int multiprocessors,
        int clockKhz,
        int memoryClockKhz,
        int memoryBusWidthBits,
        long totalMemBytes,
        long l2CacheBytes,
        int warpSize,
        int maxThreadsPerBlock,
        List<Integer> maxBlockDims,
        List<Integer> maxGridDims,
        int sharedMemPerBlock,
        int sharedMemPerBlockOptin,
        int sharedMemPerMultiprocessor,
        int reservedSharedMemPerBlock,
        int registersPerBlock,
        int registersPerMultiprocessor,
        int maxThreadsPerMultiprocessor,
        int maxBlocksPerMultiprocessor,
        boolean integrated,
        boolean eccEnabled) {

    public CudaDeviceInfo {
        maxBlockDims = List.copyOf(maxBlockDims);
        maxGridDims = List.copyOf(maxGridDims);
    }

    /** Reads every attribute of device {@code ordinal}; cuInit must have succeeded. */
    public static CudaDeviceInfo query(int ordinal) {
        int device = CuDriver.cuDeviceGet(ordinal);
        return new CudaDeviceInfo(
                ordinal,
                CuDriver.cuDeviceGetName(device),
                get(CuDeviceAttribute.COMPUTE_CAPABILITY_MAJOR, device),
                get(CuDeviceAttribute.COMPUTE_CAPABILITY_MINOR, device),
                get(CuDeviceAttribute.MULTIPROCESSOR_COUNT, device),
                get(CuDeviceAttribute.CLOCK_RATE, device),
                get(CuDeviceAttribute.MEMORY_CLOCK_RATE, device),
                get(CuDeviceAttribute.GLOBAL_MEMORY_BUS_WIDTH, device),
                CuDriver.cuDeviceTotalMem(device),
                get(CuDeviceAttribute.L2_CACHE_SIZE, device),
                get(CuDeviceAttribute.WARP_SIZE, device),
                get(CuDeviceAttribute.MAX_THREADS_PER_BLOCK, device),
                List.of(get(CuDeviceAttribute.MAX_BLOCK_DIM_X, device), get(CuDeviceAttribute.MAX_BLOCK_DIM_Y, device),
                        get(CuDeviceAttribute.MAX_BLOCK_DIM_Z, device)),
                List.of(get(CuDeviceAttribute.MAX_GRID_DIM_X, device), get(CuDeviceAttribute.MAX_GRID_DIM_Y, device),
                        get(CuDeviceAttribute.MAX_GRID_DIM_Z, device)),
                get(CuDeviceAttribute.MAX_SHARED_MEMORY_PER_BLOCK, device),
                get(CuDeviceAttribute.MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, device),
                get(CuDeviceAttribute.MAX_SHARED_MEMORY_PER_MULTIPROCESSOR, device),
                get(CuDeviceAttribute.RESERVED_SHARED_MEMORY_PER_BLOCK, device),
                get(CuDeviceAttribute.MAX_REGISTERS_PER_BLOCK, device),
                get(CuDeviceAttribute.MAX_REGISTERS_PER_MULTIPROCESSOR, device),
                get(CuDeviceAttribute.MAX_THREADS_PER_MULTIPROCESSOR, device),
                get(CuDeviceAttribute.MAX_BLOCKS_PER_MULTIPROCESSOR, device),
                get(CuDeviceAttribute.INTEGRATED, device) != 0,
                get(CuDeviceAttribute.ECC_ENABLED, device) != 0);
    }

    /** The real architecture NVRTC compiles for, e.g. "sm_90" (never a virtual compute_XX). */
    public String architecture() {
        return "sm_" + ccMajor + ccMinor;
    }

    /** "9.0" */
    public String computeCapability() {
        return ccMajor + "." + ccMinor;
    }

    /** Theoretical DRAM bandwidth in bytes/s: 2 transfers per memory clock (DDR) times the bus width. */
    public double peakMemoryBandwidthBytesPerSecond() {
        return 2.0 * memoryClockKhz * 1000.0 * memoryBusWidthBits / 8.0;
    }

    private static int get(CuDeviceAttribute attribute, int device) {
        return CuDriver.cuDeviceGetAttribute(attribute, device);
    }
}
