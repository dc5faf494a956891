/*
 * The CUdevice_attribute values KernelScope reads (codes from CUDA 13's cuda.h): identity, limits and the
 * per-SM resources the occupancy model needs. Only the attributes used are listed; the code is the enum's value.
 */
package dev.kernelscope.device.cuda.internal;

public enum CuDeviceAttribute {
    MAX_THREADS_PER_BLOCK(1),
    MAX_BLOCK_DIM_X(2),
    MAX_BLOCK_DIM_Y(3),
    MAX_BLOCK_DIM_Z(4),
    MAX_GRID_DIM_X(5),
    MAX_GRID_DIM_Y(6),
    MAX_GRID_DIM_Z(7),
    MAX_SHARED_MEMORY_PER_BLOCK(8),
    TOTAL_CONSTANT_MEMORY(9),
    WARP_SIZE(10),
    MAX_REGISTERS_PER_BLOCK(12),
    CLOCK_RATE(13),
    MULTIPROCESSOR_COUNT(16),
    INTEGRATED(18),
    ECC_ENABLED(32),
    PCI_BUS_ID(33),
    MEMORY_CLOCK_RATE(36),
    GLOBAL_MEMORY_BUS_WIDTH(37),
    L2_CACHE_SIZE(38),
    MAX_THREADS_PER_MULTIPROCESSOR(39),
    COMPUTE_CAPABILITY_MAJOR(75),
    COMPUTE_CAPABILITY_MINOR(76),
    MAX_SHARED_MEMORY_PER_MULTIPROCESSOR(81),
    MAX_REGISTERS_PER_MULTIPROCESSOR(82),
    MAX_SHARED_MEMORY_PER_BLOCK_OPTIN(97),
    MAX_BLOCKS_PER_MULTIPROCESSOR(106),
    RESERVED_SHARED_MEMORY_PER_BLOCK(111);

    private final int code;

    CuDeviceAttribute(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }
}
