/*
 * Checks analyze --run's argument specs against the kernel's parameters as the source declares them, before any
 * device work: a buffer for a __global/__constant pointer, local: for a __local one, int: and float: for scalars.
 */
package dev.kernelscope.advise;

import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.source.AddressSpace;
import dev.kernelscope.source.KernelFunction;
import java.util.List;
import java.util.Set;

public final class RunArguments {
    /** Scalar types an int: value (4 bytes) may not be given for; a float: value may not go to an integer one. */
    private static final Set<String> FLOATING = Set.of("float", "double", "half");

    private RunArguments() {}

    /**
     * Refuses specs that cannot match {@code kernel}'s parameters: a wrong count, or a kind that the parameter cannot
     * take. Such a run once failed on the device (CL_INVALID_ARG_SIZE) with exit code 0, or - an int: for a float
     * parameter - ran on the integer's bits as a float. Types the source names through a typedef are not judged.
     */
    public static void check(KernelFunction kernel, List<KernelArgSpec> specs, boolean severalKernels) {
        List<KernelFunction.Param> params = kernel.params();
        String hint = severalKernels ? " The file declares several kernels; name the one to run with --kernel." : "";
        if (specs.size() != params.size()) {
            throw new InvalidInputException("Kernel '" + kernel.name() + "' (line " + kernel.location().line()
                    + ") takes " + params.size() + " arguments; " + specs.size() + " --arg were given." + hint);
        }
        for (int i = 0; i < params.size(); i++) {
            KernelFunction.Param param = params.get(i);
            String problem = mismatch(specs.get(i), param);
            if (problem != null) {
                throw new InvalidInputException("--arg " + (i + 1) + " (" + describe(specs.get(i)) + ") cannot be"
                        + " parameter '" + param.name() + "' of kernel '" + kernel.name() + "' (line "
                        + param.location().line() + ", " + param.type() + "): " + problem + "." + hint);
            }
        }
    }

    private static String mismatch(KernelArgSpec spec, KernelFunction.Param param) {
        AddressSpace space = param.pointer() ? param.space() : null;
        String scalar = param.pointer() ? null : SourceRules.unqualified(param.type());
        return switch (spec) {
            case KernelArgSpec.BufferSpec b -> space == AddressSpace.GLOBAL || space == AddressSpace.CONSTANT ? null
                    : space == AddressSpace.LOCAL ? "a __local pointer takes local:BYTES"
                    : "a buffer goes to a __global or __constant pointer";
            case KernelArgSpec.LocalSpec l -> space == AddressSpace.LOCAL ? null
                    : "local:BYTES goes to a __local pointer";
            case KernelArgSpec.IntSpec v -> scalar == null ? "give a buffer (buf:...) or local:BYTES for a pointer"
                    : FLOATING.contains(scalar) ? "write float:V for a floating-point parameter" : null;
            case KernelArgSpec.FloatSpec v -> scalar == null ? "give a buffer (buf:...) or local:BYTES for a pointer"
                    : SourceRules.isInteger(scalar) ? "write int:V for an integer parameter" : null;
        };
    }

    private static String describe(KernelArgSpec spec) {
        return switch (spec) {
            case KernelArgSpec.BufferSpec b -> "buf:" + b.type().name().toLowerCase(java.util.Locale.ROOT) + ":"
                    + b.count();
            case KernelArgSpec.LocalSpec l -> "local:" + l.bytes();
            case KernelArgSpec.IntSpec v -> "int:" + v.value();
            case KernelArgSpec.FloatSpec v -> "float:" + v.value();
        };
    }
}
