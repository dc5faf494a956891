/*
 * The native APIs KernelScope can run kernels through, with the name the CLI's --backend flag uses.
 * This enum is the single list of backends: discovery (Devices) walks it and asks each for its driver.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

public enum BackendKind {
    /** Any vendor's OpenCL through the ICD loader libOpenCL.so.1 (PoCL on a CPU, NVIDIA, AMD, Intel...). */
    OPENCL("opencl"),
    /** NVIDIA's driver API (libcuda.so.1) with NVRTC; added by the CUDA backend. */
    CUDA("cuda");

    private final String cliName;

    BackendKind(String cliName) {
        this.cliName = cliName;
    }

    /** The lower-case name used on the command line and in JSON records. */
    public String cliName() {
        return cliName;
    }

    /** Parses a --backend value; an unknown name is a user error that lists the valid ones. */
    public static BackendKind parse(String name) {
        for (BackendKind kind : values()) {
            if (kind.cliName.equalsIgnoreCase(name.strip())) {
                return kind;
            }
        }
        throw new InvalidInputException("Unknown backend '" + name + "': use one of "
                + Arrays.stream(values()).map(BackendKind::cliName).collect(Collectors.joining(", ")) + ".");
    }

    @Override
    public String toString() {
        return cliName.toLowerCase(Locale.ROOT);
    }
}
