/*
 * What `kernelscope analyze` was asked: which kernel, the defines, the launch (global and local sizes), the
 * architectures for what-if occupancy, the devices to compile and run on, and the run's arguments and hints.
 */
package dev.kernelscope.advise;

import dev.kernelscope.device.Device;
import dev.kernelscope.device.KernelArgSpec;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * @param kernel only this kernel (empty: every kernel in the file)
 * @param defines -D NAME[=VALUE], in order (a null value is a bare -D NAME)
 * @param global the global size per dimension, empty when not given
 * @param local the group size per dimension, empty when not given
 * @param archs architecture presets for what-if occupancy (sm_90, gfx1100, rogue, apple7 ...)
 * @param registersHint registers per work-item for what-if architectures when no compiler reports them (0: none)
 * @param devices devices to compile (and run) on; may be empty (static findings and what-ifs only)
 * @param run whether to run and time the kernel on each device
 * @param args the kernel's arguments for the run
 * @param bytesHint bytes one launch moves (0: the sum of the buffers, labelled as an assumption)
 * @param flopsHint floating-point operations of one launch (0: unknown)
 * @param repetitions timed launches per device
 * @param includeDirectories -I directories, in order, for parsing and compiling (#include "x.h" outside the file's
 *     own directory, as the host program's build options give them)
 */
public record AnalysisOptions(Optional<String> kernel, Map<String, String> defines, long[] global, long[] local,
        List<String> archs, int registersHint, List<Device> devices, boolean run, List<KernelArgSpec> args,
        double bytesHint, double flopsHint, int repetitions, List<String> includeDirectories) {

    public AnalysisOptions {
        includeDirectories = List.copyOf(includeDirectories);
        archs = List.copyOf(archs);
        devices = List.copyOf(devices);
        args = List.copyOf(args);
        global = global.clone();
        local = local.clone();
    }

    /** Without include directories. */
    public AnalysisOptions(Optional<String> kernel, Map<String, String> defines, long[] global, long[] local,
            List<String> archs, int registersHint, List<Device> devices, boolean run, List<KernelArgSpec> args,
            double bytesHint, double flopsHint, int repetitions) {
        this(kernel, defines, global, local, archs, registersHint, devices, run, args, bytesHint, flopsHint,
                repetitions, List.of());
    }

    /** Static analysis only: no devices, no launch, no what-ifs. */
    public static AnalysisOptions staticOnly() {
        return new AnalysisOptions(Optional.empty(), Map.of(), new long[0], new long[0], List.of(), 0, List.of(), false,
                List.of(), 0, 0, 20);
    }

    public AnalysisOptions withLaunch(long[] newGlobal, long[] newLocal) {
        return new AnalysisOptions(kernel, defines, newGlobal, newLocal, archs, registersHint, devices, run, args,
                bytesHint, flopsHint, repetitions, includeDirectories);
    }

    public AnalysisOptions withArchs(List<String> newArchs) {
        return new AnalysisOptions(kernel, defines, global, local, newArchs, registersHint, devices, run, args,
                bytesHint, flopsHint, repetitions, includeDirectories);
    }

    /**
     * With {@code directory} searched first for #include files: the kernel file's own directory, which the parse
     * searches by itself (it reads the file) but a device compile of the text does not (drivers compile from memory).
     */
    public AnalysisOptions withIncludeFirst(String directory) {
        List<String> directories = new java.util.ArrayList<>(List.of(directory));
        includeDirectories.stream().filter(d -> !d.equals(directory)).forEach(directories::add);
        return new AnalysisOptions(kernel, defines, global, local, archs, registersHint, devices, run, args,
                bytesHint, flopsHint, repetitions, directories);
    }

    /** The work-items per group when --local was given, else 0. */
    public long groupSize() {
        long size = local.length == 0 ? 0 : 1;
        for (long l : local) {
            size *= l;
        }
        return size;
    }
}
