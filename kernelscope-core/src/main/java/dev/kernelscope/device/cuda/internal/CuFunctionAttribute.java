/*
 * The CUfunction_attribute values KernelScope reads or sets (codes from CUDA 13's cuda.h): the compiled kernel's
 * resources, and MAX_DYNAMIC_SHARED_SIZE_BYTES, the opt-in a launch needs for more than 48 KiB of shared memory.
 */
package dev.kernelscope.device.cuda.internal;

public enum CuFunctionAttribute {
    MAX_THREADS_PER_BLOCK(0),
    SHARED_SIZE_BYTES(1),
    CONST_SIZE_BYTES(2),
    LOCAL_SIZE_BYTES(3),
    NUM_REGS(4),
    PTX_VERSION(5),
    BINARY_VERSION(6),
    MAX_DYNAMIC_SHARED_SIZE_BYTES(8),
    PREFERRED_SHARED_MEMORY_CARVEOUT(9);

    private final int code;

    CuFunctionAttribute(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }
}
