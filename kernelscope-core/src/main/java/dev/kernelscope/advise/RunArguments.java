/*
 * Checks analyze --run's argument specs (and a tune --space file's "args") against the kernel's parameters as the
 * source declares them, before any device work: a buffer for a __global/__constant pointer, local: for a __local one,
 * int: and float: for scalars.
 */
package dev.kernelscope.advise;

import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.source.AddressSpace;
import dev.kernelscope.source.ClangFrontEnd;
import dev.kernelscope.source.KernelFunction;
import dev.kernelscope.source.SourceUnit;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

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
        String hint = severalKernels ? " The file declares several kernels; name the one to run with --kernel." : "";
        check(kernel, specs, specs.size() + " --arg were given", i -> "--arg " + (i + 1), hint);
    }

    /**
     * The same check for a `tune --space` file's "args" ({@code spaceFile} names it), before any configuration is
     * compiled: such a file's mismatch used to fail every configuration on the device and end the run with exit code
     * 1. Done where the C front end (libclang) is present and parses the kernel with {@code defines} (those of the
     * space's first valid configuration; the space's constants are not defines); otherwise the device's own check
     * still names the problem.
     */
    public static void checkSpaceFile(String spaceFile, String kernelFileName, String source, String kernelName,
                                      Map<String, String> defines, List<KernelArgSpec> specs) {
        if (!ClangFrontEnd.isAvailable()) {
            return;
        }
        SourceUnit unit;
        try {
            unit = ClangFrontEnd.parse(kernelFileName, source, defines);
        } catch (RuntimeException unparsed) {   // a file that needs defines the space gives per configuration
            return;
        }
        for (KernelFunction kernel : unit.kernels()) {
            if (kernel.name().equals(kernelName)) {
                String args = "the 'args' of " + spaceFile;
                check(kernel, specs, specs.size() + " are in " + args, i -> "Argument " + i + " (0-based) of " + args,
                        "");
            }
        }
    }

    private static void check(KernelFunction kernel, List<KernelArgSpec> specs, String given,
                              IntFunction<String> argument, String hint) {
        List<KernelFunction.Param> params = kernel.params();
        if (specs.size() != params.size()) {
            throw new InvalidInputException("Kernel '" + kernel.name() + "' (line " + kernel.location().line()
                    + ") takes " + params.size() + " arguments; " + given + "." + hint);
        }
        for (int i = 0; i < params.size(); i++) {
            KernelFunction.Param param = params.get(i);
            String problem = mismatch(specs.get(i), param);
            if (problem != null) {
                throw new InvalidInputException(argument.apply(i) + " (" + describe(specs.get(i)) + ") cannot be"
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
