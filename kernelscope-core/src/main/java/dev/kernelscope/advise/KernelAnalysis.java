/*
 * `kernelscope analyze` as a library call: parse the file (libclang), run the source rules on each kernel, compile
 * it on each device (resources, occupancy, resource rules), model what-if architectures, and time it when asked.
 */
package dev.kernelscope.advise;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.CompileFailures;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.device.KernelOccupancy;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.Program;
import dev.kernelscope.device.Timing;
import dev.kernelscope.kernels.gemm.Fp32Peak;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.occupancy.OccupancyModel;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.source.ClangFrontEnd;
import dev.kernelscope.source.KernelFunction;
import dev.kernelscope.source.SourceUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

public final class KernelAnalysis {
    /** Group size assumed for occupancy when neither --local nor reqd_work_group_size gives one. */
    public static final int DEFAULT_GROUP = 256;
    /** Bytes copied to measure the copy roof: far past the L2 of a GPU (H100: 50 MB); less on CPUs, whose copy is slow. */
    private static final long COPY_ROOF_BYTES = 256L << 20;
    private static final long COPY_ROOF_BYTES_CPU = 32L << 20;

    private KernelAnalysis() {}

    /** Parses and analyses {@code text} as the file {@code displayName}; a --run runs in this process. */
    public static AnalysisReport analyze(String displayName, String text, AnalysisOptions options) {
        return analyze(displayName, text, options, null);
    }

    /**
     * As {@link #analyze(String, String, AnalysisOptions)}, with each device run (compile, launch, read back,
     * measure) done by {@code elsewhere} (null: in this process, on the session that compiled the kernel).
     */
    public static AnalysisReport analyze(String displayName, String text, AnalysisOptions options,
                                         DeviceRun elsewhere) {
        if (!ClangFrontEnd.isAvailable()) {
            return withoutFrontEnd(displayName, text, options, elsewhere);
        }
        SourceUnit unit = ClangFrontEnd.parse(displayName, text, options.defines(), options.includeDirectories());
        List<KernelFunction> kernels = unit.kernels();
        if (options.kernel().isPresent()) {
            kernels = kernels.stream().filter(k -> k.name().equals(options.kernel().get())).toList();
            if (kernels.isEmpty()) {
                throw new InvalidInputException(displayName + " has no __kernel named '" + options.kernel().get()
                        + "'; its kernels are " + unit.kernels().stream().map(KernelFunction::name).toList() + ".");
            }
        }
        if (kernels.isEmpty()) {
            throw new InvalidInputException(displayName + " declares no __kernel function" + switchedOff(text) + ".");
        }
        List<Architecture> archs = options.archs().stream().map(KernelAnalysis::arch).toList();
        if (options.run() && options.devices().isEmpty()) {
            throw new InvalidInputException("--run needs a device, and none was found or selected.");
        }
        if (options.run() && options.global().length == 0) {
            throw new InvalidInputException("--run needs --global (and usually --local) to launch the kernel.");
        }
        if (options.run()) {
            for (KernelFunction kernel : kernels) {
                RunArguments.check(kernel, options.args(), kernels.size() > 1);
            }
        }
        // seed 002's narrow thread-ID advice pays only where registers are 16 bits wide (Apple, PowerVR)
        boolean sixteenBit = archs.stream().anyMatch(a -> a.family() == dev.kernelscope.model.arch.ArchFamily.APPLE
                || a.family() == dev.kernelscope.model.arch.ArchFamily.POWERVR);
        List<String> notes = new ArrayList<>();
        List<AnalysisReport.KernelReport> reports = new ArrayList<>();
        for (KernelFunction kernel : kernels) {
            java.util.Optional<long[]> declared = DeclaredGroupSize.of(kernel, unit.text(), options.defines());
            long localX = options.local().length > 0 ? options.local()[0] : declared.map(size -> size[0]).orElse(0L);
            reports.add(analyzeKernel(unit.text(), kernel.name(), kernel.location(), new SourceRules(kernel, localX,
                    sixteenBit, options.global()), declared, options, archs, elsewhere, notes));
        }
        return new AnalysisReport(displayName, ClangFrontEnd.version(), reports, notes);
    }

    /**
     * Without libclang: no static findings, but a named kernel still compiles, gets its resources, occupancy and
     * what-ifs, and runs. Anything else says which package to install.
     */
    private static AnalysisReport withoutFrontEnd(String displayName, String text, AnalysisOptions options,
                                                  DeviceRun elsewhere) {
        String missing = ClangFrontEnd.missingLibrary() + "; the source rules cannot run without it";
        if (options.kernel().isEmpty() || (options.devices().isEmpty() && options.archs().isEmpty())) {
            throw GpuException.unavailable("C front end (libclang)", missing + "; with --kernel NAME and a device, "
                    + "analyze still compiles, models and runs the kernel.");
        }
        List<Architecture> archs = options.archs().stream().map(KernelAnalysis::arch).toList();
        List<String> notes = new ArrayList<>(List.of("static findings skipped: " + missing));
        AnalysisReport.KernelReport report = analyzeKernel(text, options.kernel().get(),
                new dev.kernelscope.source.SourceLocation(displayName, 1, 1), null, java.util.Optional.empty(), options,
                archs, elsewhere, notes);
        return new AnalysisReport(displayName, "unavailable", List.of(report), notes);
    }

    private static AnalysisReport.KernelReport analyzeKernel(String text, String kernelName,
            dev.kernelscope.source.SourceLocation location, SourceRules rules, java.util.Optional<long[]> declared,
            AnalysisOptions options, List<Architecture> archs, DeviceRun elsewhere, List<String> notes) {
        List<Finding> findings = new ArrayList<>(rules == null ? List.of() : rules.run());
        if (rules != null) {
            launchFinding(kernelName, location, options, rules).ifPresent(findings::add);
        }
        boolean hasBarrier = rules != null && rules.hasBarrier();

        long groupSize = options.groupSize();
        String groupFrom = groupSize > 0 ? "--local" : "";
        if (groupSize == 0 && declared.isPresent()) {
            groupSize = product(declared.get());
            groupFrom = "reqd_work_group_size";
        }
        long[] requiredByDevice = null;   // what a device's compile reports: exact, where the source read was not
        long staticLocal = rules == null ? 0 : rules.staticLocalBytes();
        long localArgs = options.args().stream().filter(a -> a instanceof KernelArgSpec.LocalSpec)
                .mapToLong(a -> ((KernelArgSpec.LocalSpec) a).bytes()).sum();

        if (rules != null) {
            PortabilityRules.d3dCompute(kernelName, location, staticLocal + localArgs, options.local())
                    .ifPresent(findings::add);
        }

        List<AnalysisReport.CompileReport> compiles = new ArrayList<>();
        List<AnalysisReport.RunReport> runs = new ArrayList<>();
        int compiledRegisters = 0;
        for (Device device : options.devices()) {
            try (DeviceSession session = Devices.open(device)) {
                Program program = session.compile(text, Map.of(), compileOptions(options, device));
                try (Kernel compiled = program.kernel(kernelName)) {
                    KernelResources resources = compiled.resources();
                    long group = groupSize;
                    if (resources.hasRequiredGroupSize()) {
                        long[] required = resources.requiredGroupSize().stream().mapToLong(Long::longValue).toArray();
                        if (requiredByDevice == null) {
                            requiredByDevice = required;
                        }
                        if (options.groupSize() > 0) {
                            mismatchedLocal(kernelName, location, options.local(), required).ifPresent(findings::add);
                        } else {
                            group = product(required);
                            groupFrom = "reqd_work_group_size";
                        }
                    }
                    if (group == 0) {
                        group = Math.min(DEFAULT_GROUP, resources.maxGroupSize());
                        groupFrom = "assumed: no --local";
                    }
                    KernelOccupancy occupancy = KernelOccupancy.of(compiled, group, localArgs);
                    if (resources.registersPerThread().isPresent()) {
                        compiledRegisters = resources.registersPerThread().getAsInt();
                    }
                    compiles.add(new AnalysisReport.CompileReport(device.label(), device.backend().name().toLowerCase(
                            Locale.ROOT), device.archPreset(), null, resources.maxGroupSize(),
                            resources.registersPerThread().isPresent() ? resources.registersPerThread().getAsInt() : null,
                            resources.spillStoreBytes().isPresent() ? resources.spillStoreBytes().getAsLong() : null,
                            resources.spillLoadBytes().isPresent() ? resources.spillLoadBytes().getAsLong() : null,
                            resources.sharedMemBytes().orElse(resources.localMemBytes()), resources.privateMemBytes(),
                            program.compileTime().toNanos() / 1e6, occupancy.summary(), occupancy.result().orElse(null)));
                    occupancy.result().ifPresent(result -> findings.addAll(ResourceRules.check(kernelName,
                            location, device.label(), result, resources.registersPerThread().isPresent(),
                            hasBarrier)));
                    if (resources.spillStoreBytes().orElse(0) > 0 || resources.spillLoadBytes().orElse(0) > 0) {
                        findings.add(new Finding(Rule.PRIVATE_ARRAY_DYNAMIC_INDEX, kernelName, location,
                                device.label() + ": the compiler spills " + resources.spillStoreBytes().orElse(0)
                                        + " B stores / " + resources.spillLoadBytes().orElse(0) + " B loads per work-item "
                                        + "to the stack", "each spilled value is a memory round trip"));
                    }
                    if (options.run()) {
                        runs.add(elsewhere == null ? run(session, compiled, device, options)
                                : reported(device, options, () -> elsewhere.run(text, kernelName, device, options)));
                    }
                }
            } catch (GpuException failure) {
                compiles.add(new AnalysisReport.CompileReport(device.label(), device.backend().name().toLowerCase(
                        Locale.ROOT), device.archPreset(), failure.getMessage() + failure.buildLog()
                        .map(log -> ": " + CompileFailures.named(log.strip(), location.file()))
                        .orElse("") + (device.backend() == BackendKind.CUDA ? CUDA_COMPILE_HINT : ""), null, null,
                        null, null, null, null, null, null, null));
            }
        }
        if (options.groupSize() > 0 && requiredByDevice == null && declared.isPresent()) {
            mismatchedLocal(kernelName, location, options.local(), declared.get()).ifPresent(findings::add);
        }
        if (options.groupSize() == 0 && requiredByDevice != null) {
            groupSize = product(requiredByDevice);
            groupFrom = "reqd_work_group_size";
        }
        if (groupSize == 0) {
            groupSize = DEFAULT_GROUP;
            if (groupFrom.isEmpty()) {
                groupFrom = "assumed: no --local";
            }
        }
        List<AnalysisReport.WhatIf> whatIfs = new ArrayList<>();
        for (Architecture arch : archs) {
            List<String> assumptions = new ArrayList<>();
            int registers = options.registersHint() > 0 ? options.registersHint() : compiledRegisters;
            if (options.registersHint() > 0) {
                assumptions.add("registers from --registers");
            } else if (compiledRegisters > 0) {
                assumptions.add("registers as the compiled kernel uses on the device (another compiler may differ)");
            } else {
                assumptions.add("registers unknown (no compiler reported them; give --registers): not modelled as a limit");
            }
            if (groupFrom.startsWith("assumed")) {
                // an assumed size is fitted to the architecture; one the user or the kernel gave is not (below)
                assumptions.add("group size " + Math.min(groupSize, arch.maxThreadsPerGroup()) + " assumed (give --local)");
            }
            long shared = staticLocal + localArgs;
            long modelled = groupFrom.startsWith("assumed") ? Math.min(groupSize, arch.maxThreadsPerGroup()) : groupSize;
            OccupancyResult result;
            try {
                if (modelled > arch.maxThreadsPerGroup()) {
                    throw new InvalidInputException(String.format(Locale.ROOT, "a group of %,d work-items (%s) is"
                            + " more than the %,d it launches", modelled, groupFrom, arch.maxThreadsPerGroup()));
                }
                result = OccupancyModel.of(arch).calculate(OccupancyQuery.of(arch, Math.toIntExact(modelled),
                        registers, Math.toIntExact(Math.min(shared, Integer.MAX_VALUE))));
            } catch (InvalidInputException doesNotFit) {
                // a kernel that cannot launch on this architecture is a result about the kernel, not bad input: the
                // static findings stand (hashcat's bcrypt with 1 MiB of __local lost them all, exit 2)
                findings.add(cannotLaunch(kernelName, location, arch.id(), doesNotFit.getMessage()));
                continue;
            }
            if (result.groupsPerUnit() == 0) {
                findings.add(cannotLaunch(kernelName, location, arch.id(), "these resources together fit no group on"
                        + " a unit (limited by " + result.limiters().stream().map(dev.kernelscope.model.occupancy.Limiter::key)
                        .collect(java.util.stream.Collectors.joining(", ")) + ")"));
            }
            whatIfs.add(new AnalysisReport.WhatIf(arch.id(), result.threadsPerGroup(), registers, shared, result,
                    assumptions));
            findings.addAll(ResourceRules.check(kernelName, location, arch.id(), result, registers > 0, hasBarrier));
        }
        return new AnalysisReport.KernelReport(kernelName, location, groupSize, groupFrom,
                dedupe(findings), compiles, whatIfs, runs);
    }

    private static long product(long[] size) {
        return java.util.Arrays.stream(size).reduce(1L, (a, b) -> a * b);
    }

    private static Finding cannotLaunch(String kernelName, dev.kernelscope.source.SourceLocation location, String where,
                                        String why) {
        return new Finding(Rule.CANNOT_LAUNCH, kernelName, location, "kernel " + kernelName + " cannot launch on "
                + where + ": " + why, "every launch fails: smaller groups, fewer registers or less __local memory");
    }

    /** --local against the reqd_work_group_size the kernel declares: OpenCL refuses every launch where they differ. */
    private static java.util.Optional<Finding> mismatchedLocal(String kernelName,
            dev.kernelscope.source.SourceLocation location, long[] local, long[] required) {
        for (int d = 0; d < 3; d++) {
            long given = d < local.length ? local[d] : 1;
            if (given != required[d]) {
                String declared = java.util.Arrays.stream(required).mapToObj(Long::toString)
                        .collect(java.util.stream.Collectors.joining(", "));
                String asked = java.util.Arrays.stream(local).mapToObj(Long::toString)
                        .collect(java.util.stream.Collectors.joining(","));
                return java.util.Optional.of(new Finding(Rule.LOCAL_CONTRADICTS_REQUIRED, kernelName, location,
                        "--local " + asked + " differs from the kernel's reqd_work_group_size(" + declared + ")",
                        "every launch with that group size fails (CL_INVALID_WORK_GROUP_SIZE): launch with --local "
                                + declared.replace(" ", "")));
            }
        }
        return java.util.Optional.empty();
    }

    private static List<Finding> dedupe(List<Finding> findings) {
        return findings.stream().distinct().toList();
    }

    private static java.util.Optional<Finding> launchFinding(String kernelName,
            dev.kernelscope.source.SourceLocation location, AnalysisOptions options, SourceRules rules) {
        long[] global = options.global();
        long[] local = options.local();
        if (global.length == 0 || local.length == 0 || global.length != local.length) {
            return java.util.Optional.empty();
        }
        for (int d = 0; d < global.length; d++) {
            if (local[d] > 0 && global[d] % local[d] != 0 && !rules.hasBoundsCheck()) {
                long rounded = (global[d] + local[d] - 1) / local[d] * local[d];
                return java.util.Optional.of(new Finding(Rule.GLOBAL_SIZE_NOT_MULTIPLE, kernelName, location,
                        String.format(Locale.ROOT, "global size %d in dimension %d is not a multiple of the group size "
                                + "%d, and the kernel never compares its id with a bound: rounded up to %d, %d work-items "
                                + "run past the data", global[d], d, local[d], rounded, rounded - global[d]),
                        "correctness: add if (get_global_id(" + d + ") >= n) return; (before any barrier)"));
            }
        }
        return java.util.Optional.empty();
    }

    /**
     * After a CUDA compile error: the CUDA backend translates OpenCL C, and what it does not map (images, a scalar
     * assigned to a vector, ?: on vectors, vendor extensions) the same GPU's OpenCL driver compiles.
     */
    static final String CUDA_COMPILE_HINT = " (the CUDA backend translates OpenCL C to CUDA C++ and maps most of it, "
            + "not images and samplers, a scalar assigned to a vector outside a declaration, ?: on vectors or "
            + "vendor extensions such as Intel's sub-groups: README, The CUDA backend; "
            + "--backend opencl compiles "
            + "the kernel as written on the same GPU)";

    private static List<String> compileOptions(AnalysisOptions options, Device device) {
        List<String> arguments = new java.util.ArrayList<>(ClangFrontEnd.defineArguments(options.defines()));
        options.includeDirectories().forEach(directory -> arguments.add("-I" + directory));
        return arguments;
    }

    private static AnalysisReport.RunReport run(DeviceSession session, Kernel kernel, Device device,
            AnalysisOptions options) {
        return reported(device, options, () -> measure(session, kernel, device, options));
    }

    /**
     * The device run of a child process (tune.sweep.IsolatedRun): compiles {@code kernelName} of {@code source} on
     * {@code session} and measures it as {@code options} say; a device error is the report's error, bad arguments
     * InvalidInputException (as in this process, when {@code options} names one device).
     */
    public static AnalysisReport.RunReport runAlone(DeviceSession session, String source, String kernelName,
                                                    AnalysisOptions options) {
        Device device = session.device();
        return reported(device, options, () -> {
            Program program = session.compile(source, Map.of(), compileOptions(options, device));
            try (Kernel compiled = program.kernel(kernelName)) {
                return measure(session, compiled, device, options);
            }
        });
    }

    /**
     * {@code measure}'s report, or one holding its device error; bad input with one device, and a crashed run, are
     * thrown as they are.
     */
    private static AnalysisReport.RunReport reported(Device device, AnalysisOptions options,
                                                     java.util.function.Supplier<AnalysisReport.RunReport> measure) {
        try {
            return measure.get();
        } catch (GpuException | InvalidInputException failure) {
            if (failure instanceof InvalidInputException input && (options.devices().size() == 1
                    || input instanceof RunCrashedException)) {
                throw input;
            }
            return new AnalysisReport.RunReport(device.label(), Geometry.ofSizes(options.global(), options.local())
                    .toString(), Double.NaN, List.of(), 0, "", null, null, null, null, null, "",
                    KernelFaults.explained(failure.getMessage()));
        }
    }

    private static AnalysisReport.RunReport measure(DeviceSession session, Kernel kernel, Device device,
            AnalysisOptions options) {
        Geometry geometry = Geometry.ofSizes(options.global(), options.local());
        try (KernelArgSpec.Materialized args = KernelArgSpec.materialize(options.args(), session, 42)) {
            kernel.args(args.values());
            Timing timing = kernel.time(geometry, 3, options.repetitions());
            double seconds = timing.medianNs() * 1e-9;
            double bytes = options.bytesHint() > 0 ? options.bytesHint() : args.bufferBytes();
            String bytesFrom = options.bytesHint() > 0 ? "--bytes" : "every buffer once (no --bytes hint)";
            double achievedGBps = bytes / seconds / 1e9;
            Double roof = copyRoof(session, device);
            Double flops = options.flopsHint() > 0 ? options.flopsHint() : null;
            Double gflops = flops == null ? null : flops / seconds / 1e9;
            Double peak = Fp32Peak.of(device).map(Fp32Peak::gflops).orElse(null);
            String verdict = verdict(achievedGBps, roof, gflops, peak);
            return new AnalysisReport.RunReport(device.label(), geometry.toString(), timing.medianNs() / 1e3,
                    timing.samplesNs(), bytes, bytesFrom, achievedGBps, roof, flops, gflops, peak, verdict, null);
        }
    }

    /**
     * Device-to-device copy bandwidth (read + write bytes per second), the memory roof a kernel can reach: the faster
     * of the driver's copy and the copy_float4 kernel, as `bench copy` measures both. PoCL's driver copy runs on one
     * thread (29 GB/s against the kernel's 66 GB/s on a 2-core VM), and a kernel moving exactly what --bytes said read
     * as 147% of it, "more than a copy moves".
     */
    private static Double copyRoof(DeviceSession session, Device device) {
        long elements = Math.min(device.isGpu() ? COPY_ROOF_BYTES : COPY_ROOF_BYTES_CPU, device.maxAllocBytes() / 2)
                / Float.BYTES / (4 * COPY_ROOF_GROUP) * (4 * COPY_ROOF_GROUP);   // whole float4 groups
        double bytesMoved = 2.0 * elements * Float.BYTES;
        Double best = null;
        try (var source = session.floats(elements); var target = session.floats(elements)) {
            source.fill(1.0f);
            Timing driver = session.timeCopy(source, target, elements, 2, 10);
            best = bytesMoved / (driver.medianNs() * 1e-9) / 1e9;
            try (Kernel copy = dev.kernelscope.device.SampleKernel.COPY_FLOAT4.compile(session).kernel("copy_float4")) {
                copy.args(source, target);
                Timing kernel = copy.time(Geometry.of(elements / 4, COPY_ROOF_GROUP), 2, 10);
                best = Math.max(best, bytesMoved / (kernel.medianNs() * 1e-9) / 1e9);
            }
        } catch (GpuException | InvalidInputException failure) {
            return best;   // the driver's copy alone, or nothing
        }
        return best;
    }

    /** The copy kernel's work-group size, as `bench copy` launches it. */
    private static final int COPY_ROOF_GROUP = 256;

    /** Below this share of every known roof a kernel is bound by neither: it waits on latency. */
    static final double FAR_FROM_ROOFS = 0.25;
    /** Above this share of the copy's bandwidth the bytes counted are not what the launch moved (5%: the copy's noise). */
    static final double ABOVE_THE_COPY = 1.05;

    static String verdict(double gbps, Double roof, Double gflops, Double peak) {
        Double memory = roof == null ? null : gbps / roof;
        Double compute = gflops == null || peak == null ? null : gflops / peak;
        if (memory == null && compute == null) {
            return "no roof known for this device";
        }
        String point = rooflinePoint(gbps, roof, gflops, peak);
        String ofPeak = compute == null ? "" : String.format(Locale.ROOT, " (%.0f%% of FP32 peak)", 100 * compute);
        if (memory != null && memory > ABOVE_THE_COPY) {
            return String.format(Locale.ROOT, "%.0f%% of the copy bandwidth, more than a copy moves: the launch moved "
                    + "fewer bytes from memory than counted (a strided or partial access, or data the cache held); "
                    + "give --bytes%s", 100 * memory, ofPeak) + point;
        }
        boolean farFromMemory = memory == null || memory < FAR_FROM_ROOFS;
        boolean farFromCompute = compute == null || compute < FAR_FROM_ROOFS;
        if (farFromMemory && farFromCompute) {
            if (compute == null) {
                String place = gflops == null ? "give --flops to place it against FP32 peak"
                        : "no FP32 peak is known for this device to place its FLOP/s against";
                return String.format(Locale.ROOT, "not memory-bound: %.0f%% of the copy bandwidth; %s (it may be "
                        + "compute-bound; else it waits on latency: too few work-items in flight or a chain of "
                        + "dependent operations)", 100 * memory, place) + point;
            }
            return String.format(Locale.ROOT, "latency-bound: %s%.0f%% of FP32 peak, far from both roofs: too few "
                    + "work-items in flight or a chain of dependent operations (see the occupancy above and "
                    + "`kernelscope simulate`)", memory == null ? "" : String.format(Locale.ROOT,
                    "%.0f%% of the copy bandwidth and ", 100 * memory), 100 * compute) + point;
        }
        if (compute == null || (memory != null && memory >= compute)) {
            return String.format(Locale.ROOT, "memory-bound: %.0f%% of the copy bandwidth%s", 100 * memory, ofPeak)
                    + point;
        }
        return String.format(Locale.ROOT, "compute-bound: %.0f%% of FP32 peak%s", 100 * compute,
                memory == null ? "" : String.format(Locale.ROOT, " (%.0f%% of the copy bandwidth)", 100 * memory)) + point;
    }

    /**
     * The kernel as a point on the roofline when FLOPs, bytes and both roofs are known: its arithmetic intensity
     * against the ridge (FP32 peak / copy bandwidth), and the share of the attainable FLOP/s it reached.
     */
    static String rooflinePoint(double gbps, Double roof, Double gflops, Double peak) {
        if (roof == null || gflops == null || peak == null || !(gbps > 0) || !(gflops > 0)) {
            return "";
        }
        dev.kernelscope.model.roofline.Roofline line = new dev.kernelscope.model.roofline.Roofline(peak, roof);
        double intensity = gflops / gbps;
        double attainable = line.attainableGflops(intensity);
        return String.format(Locale.ROOT, "; roofline: %.2f FLOP/B against a ridge of %.1f FLOP/B (%s side), "
                + "attainable %,.0f GFLOP/s, %.0f%% of it reached", intensity, line.ridgeIntensity(),
                line.memoryBound(intensity) ? "memory" : "compute", attainable, 100 * gflops / attainable);
    }

    private static Architecture arch(String id) {
        if (id.isBlank()) {
            throw new InvalidInputException("--arch has an empty name (two commas in a row, or a trailing comma);"
                    + " give names such as sm_90,gfx90a.");
        }
        return ArchRegistry.presets().find(id).orElseThrow(() -> new InvalidInputException("--arch " + id
                + " is not a known architecture; choose one of " + ArchRegistry.presets().ids() + "."));
    }

    /**
     * Where the text spells __kernel although clang saw no kernel: the preprocessor removed them (CLBlast's
     * '#if defined(ROUTINE_SYMM)', '#if 0'), so the user needs the host program's defines, not another file.
     */
    static String switchedOff(String text) {
        List<Integer> lines = new java.util.ArrayList<>();
        String[] rows = text.split("\\R", -1);
        java.util.regex.Pattern kernel = java.util.regex.Pattern.compile("^\\s*(__kernel|kernel)\\b");
        for (int i = 0; i < rows.length && lines.size() < 5; i++) {
            if (kernel.matcher(rows[i]).find()) {
                lines.add(i + 1);
            }
        }
        if (lines.isEmpty()) {
            return "";
        }
        return "; its __kernel text (line" + (lines.size() == 1 ? " " : "s ") + lines.stream().map(String::valueOf)
                .collect(java.util.stream.Collectors.joining(", ")) + ") sits inside #if/#ifdef blocks that the "
                + "defines given turn off: give the -D defines the host program builds it with";
    }

    /**
     * The -I directories as absolute paths (the device compile and a --run child resolve them the same way); one that
     * is not a directory is the user's mistake, said before any parse.
     */
    public static List<String> includeDirectories(List<java.nio.file.Path> directories) {
        List<String> absolute = new java.util.ArrayList<>();
        for (java.nio.file.Path directory : directories) {
            if (!java.nio.file.Files.isDirectory(directory)) {
                throw new InvalidInputException("-I " + directory + " is not a directory; give the directory that holds "
                        + "the kernel's #include files.");
            }
            absolute.add(directory.toAbsolutePath().normalize().toString());
        }
        return absolute;
    }

    /** Parses "1024" or "1024,768" into sizes (each at least 1). */
    public static long[] sizes(String text, String option) {
        if (text == null || text.isBlank()) {
            return new long[0];
        }
        try {
            // -1 keeps a trailing empty part: "8," (a size left out) was read as 8
            long[] sizes = Arrays.stream(text.split(",", -1)).map(String::strip).mapToLong(Long::parseLong).toArray();
            if (sizes.length > 3 || Arrays.stream(sizes).anyMatch(s -> s < 1)) {
                throw new NumberFormatException();
            }
            return sizes;
        } catch (NumberFormatException failure) {
            throw new InvalidInputException(option + " " + text + " is not X[,Y[,Z]] with positive integers.");
        }
    }
}
