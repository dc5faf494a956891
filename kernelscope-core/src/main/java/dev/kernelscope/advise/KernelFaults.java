/*
 * What a failed run of the user's kernel means when the driver's words do not say it: a fault inside the kernel
 * (an access outside its buffers or __local arrays) is sticky and surfaces at the next API call, a free or a finish,
 * so the error names that call. Measured on the H200 (session 55): an n-body whose __local tile of 128 took groups of
 * 256 failed at cuMemFreeHost with CUDA_ERROR_ILLEGAL_ADDRESS and at clFinish with CL_INVALID_COMMAND_QUEUE.
 */
package dev.kernelscope.advise;

import java.util.List;

final class KernelFaults {
    /**
     * Error names that, after a launch of the user's kernel, mean the kernel itself faulted (NVIDIA's OpenCL reports a
     * fault as an invalid queue at the next finish; CL_OUT_OF_RESOURCES is left out: it also means a launch too large
     * for the compiled kernel's registers, which is no fault).
     */
    private static final List<String> FAULTS = List.of("CUDA_ERROR_ILLEGAL_ADDRESS", "CUDA_ERROR_MISALIGNED_ADDRESS",
            "CUDA_ERROR_ILLEGAL_INSTRUCTION", "CUDA_ERROR_INVALID_ADDRESS_SPACE", "CUDA_ERROR_INVALID_PC",
            "CUDA_ERROR_HARDWARE_STACK_ERROR", "CUDA_ERROR_LAUNCH_FAILED", "CL_INVALID_COMMAND_QUEUE");

    private KernelFaults() {}

    /** The driver's message, with what it means for the kernel when it is a fault of the kernel's own. */
    static String explained(String message) {
        if (message == null || FAULTS.stream().noneMatch(message::contains)) {
            return message;
        }
        return message + " (the kernel faulted on the device: most likely it read or wrote outside its buffers or "
                + "its __local arrays, or past the group size its arrays assume; the driver reports such a fault at "
                + "the next call, named above. Check the indices against --global, --local and the --arg sizes; "
                + "compute-sanitizer names the line)";
    }
}
