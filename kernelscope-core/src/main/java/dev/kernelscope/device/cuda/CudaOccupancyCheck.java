/*
 * Cross-checks KernelScope's NVIDIA occupancy model against the driver on a real GPU: compiles the sample kernels
 * and a register-pressure probe at several register caps (--maxrregcount), and for a sweep of block sizes and
 * dynamic shared memory sizes compares OccupancyModel's groups per SM with cuOccupancyMaxActiveBlocksPerMultiprocessor.
 * Every row must agree; a disagreement is a model bug. Also compares the model's preset with the device's attributes.
 */
package dev.kernelscope.device.cuda;

import dev.kernelscope.device.Backend;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.SampleKernel;
import dev.kernelscope.device.SessionOptions;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.TextResources;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.NvidiaArch;
import dev.kernelscope.model.occupancy.OccupancyCore;
import dev.kernelscope.model.occupancy.OccupancyModel;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class CudaOccupancyCheck {
    /** Register caps compiled for every kernel; 0 = no cap. */
    public static final List<Integer> REGISTER_CAPS = List.of(0, 32, 64, 128);
    /** Values the probe keeps live: spreads registers per thread from ~16 to the 255 ceiling. */
    public static final List<Long> PRESSURE_LEVELS = List.of(8L, 40L, 96L, 160L);
    /** Dynamic shared memory sizes swept (bytes), each kept only while static + dynamic fits the opt-in maximum. */
    public static final List<Integer> DYNAMIC_SHARED = List.of(0, 1, 1024, 4096, 12_345, 32_768, 49_152, 65_536,
            100_000, 163_840);
    /** Block sizes swept: every multiple of 32 up to 1024, plus a few that are not warp multiples. */
    public static final List<Integer> BLOCK_SIZES = blockSizes();

    private static final String PROBE_RESOURCE = "register_pressure.cl";

    private CudaOccupancyCheck() {}

    /** One compared configuration. */
    public record Row(String kernel, String defines, int registerCap, int registersPerThread, int staticSharedBytes,
            int localBytesPerThread, int threadsPerBlock, int dynamicSharedBytes, int modelBlocksPerSm,
            int driverBlocksPerSm, String modelLimiters) {
        public boolean agrees() {
            return modelBlocksPerSm == driverBlocksPerSm;
        }
    }

    /** A preset field next to the device's own value. */
    public record PresetField(String field, long preset, long device) {
        public boolean agrees() {
            return preset == device;
        }
    }

    /** The whole check on one device. */
    public record Result(String device, String architecture, String preset, String driverVersion,
            List<PresetField> presetFields, List<Row> rows) {
        public Result {
            presetFields = List.copyOf(presetFields);
            rows = List.copyOf(rows);
        }

        public long agreeing() {
            return rows.stream().filter(Row::agrees).count();
        }

        public List<Row> disagreements() {
            return rows.stream().filter(row -> !row.agrees()).toList();
        }

        public boolean allAgree() {
            return agreeing() == rows.size() && presetFields.stream().allMatch(PresetField::agrees);
        }

        /** "1234 of 1234 configurations agree" */
        public String summary() {
            return agreeing() + " of " + rows.size() + " configurations agree (model " + preset
                    + " vs cuOccupancyMaxActiveBlocksPerMultiprocessor on " + device + ")";
        }
    }

    /** Runs the check on a CUDA device; the model's preset for its architecture must exist. */
    public static Result run(Device device) {
        Architecture arch = ArchRegistry.presets().find(device.archPreset()).orElseThrow(() ->
                new InvalidInputException("The occupancy model has no preset for " + device.architecture() + " ("
                        + device.label() + "); known: " + String.join(", ", ArchRegistry.presets().ids()) + "."));
        if (!(arch instanceof NvidiaArch nvidia)) {
            throw new InvalidInputException(device.label() + " maps to the non-NVIDIA preset " + arch.id() + ".");
        }
        OccupancyModel model = OccupancyModel.of(nvidia);
        List<Row> rows = new ArrayList<>();
        try (CudaBackend backend = CudaBackendDriver.instance().openBackend(device, SessionOptions.NO_PROFILING)) {
            for (Program program : programs()) {
                for (int cap : REGISTER_CAPS) {
                    List<String> options = new ArrayList<>(program.defines());
                    if (cap > 0) {
                        options.add("--maxrregcount=" + cap);
                    }
                    Backend.CompiledProgram compiled = backend.compile(program.source(), options);
                    try {
                        for (String entry : program.entryPoints()) {
                            Backend.KernelHandle kernel = backend.kernel(compiled.handle(), entry);
                            sweep(backend, model, nvidia, kernel, program, cap, rows);
                            backend.release(kernel);
                        }
                    } finally {
                        backend.release(compiled.handle());
                    }
                }
            }
            return new Result(device.label(), device.architecture(), nvidia.id(), device.driverVersion(),
                    presetFields(nvidia, backend.info()), rows);
        }
    }

    private static void sweep(CudaBackend backend, OccupancyModel model, NvidiaArch arch, Backend.KernelHandle kernel,
            Program program, int cap, List<Row> rows) {
        CudaFunctionAttributes attributes = backend.attributes(kernel);
        int maxDynamic = backend.info().sharedMemPerBlockOptin() - attributes.staticSharedBytes();
        // The model assumes the kernel opted in to large shared memory (CUDA requires it above 48 KiB).
        backend.optInDynamicShared(kernel, maxDynamic);
        List<Integer> dynamicSizes = new ArrayList<>();
        for (int bytes : DYNAMIC_SHARED) {
            if (bytes <= maxDynamic) {
                dynamicSizes.add(bytes);
            }
        }
        dynamicSizes.add(maxDynamic);
        for (int threads : BLOCK_SIZES) {
            if (threads > attributes.maxThreadsPerBlock()) {
                continue; // the kernel cannot launch with more (registers or __launch_bounds__ limit it)
            }
            for (int dynamic : dynamicSizes.stream().distinct().toList()) {
                int driver = backend.occupancyBlocksPerMultiprocessor(kernel, threads, dynamic);
                OccupancyCore core = model.core(OccupancyQuery.of(arch, threads, attributes.registersPerThread(),
                        attributes.staticSharedBytes() + dynamic));
                rows.add(new Row(kernel.name(), String.join(" ", program.defines()), cap,
                        attributes.registersPerThread(), attributes.staticSharedBytes(),
                        attributes.localBytesPerThread(), threads, dynamic, core.groupsPerUnit(), driver,
                        core.limitersJoined()));
            }
        }
    }

    private static List<PresetField> presetFields(NvidiaArch arch, CudaDeviceInfo info) {
        Map<String, long[]> fields = new LinkedHashMap<>();
        fields.put("maxThreadsPerGroup", new long[] {arch.maxThreadsPerGroup(), info.maxThreadsPerBlock()});
        fields.put("maxThreadsPerUnit", new long[] {arch.maxThreadsPerUnit(), info.maxThreadsPerMultiprocessor()});
        fields.put("maxGroupsPerUnit", new long[] {arch.maxGroupsPerUnit(), info.maxBlocksPerMultiprocessor()});
        fields.put("waveSize", new long[] {arch.waveSize(), info.warpSize()});
        fields.put("registersPerUnit", new long[] {arch.registersPerUnit(), info.registersPerMultiprocessor()});
        fields.put("registersPerGroup", new long[] {arch.registersPerGroup(), info.registersPerBlock()});
        fields.put("sharedPerUnit", new long[] {arch.sharedPerUnit(), info.sharedMemPerMultiprocessor()});
        fields.put("sharedPerGroupOptin", new long[] {arch.sharedPerGroupOptin(), info.sharedMemPerBlockOptin()});
        fields.put("sharedReservedPerGroup", new long[] {arch.sharedReservedPerGroup(),
                info.reservedSharedMemPerBlock()});
        List<PresetField> result = new ArrayList<>();
        fields.forEach((name, values) -> result.add(new PresetField(name, values[0], values[1])));
        return result;
    }

    /** A source compiled for the check, with its defines and the entry points to query. */
    private record Program(String name, String source, List<String> defines, List<String> entryPoints) {}

    private static List<Program> programs() {
        List<Program> programs = new ArrayList<>();
        for (SampleKernel sample : SampleKernel.values()) {
            programs.add(new Program(sample.file(), sample.source(), List.of(), sample.entryPoints()));
        }
        String probe = probeSource();
        for (long live : PRESSURE_LEVELS) {
            programs.add(new Program(PROBE_RESOURCE, probe, List.of("-DLIVE=" + live), List.of("register_pressure")));
        }
        return programs;
    }

    private static String probeSource() {
        return TextResources.read(CudaOccupancyCheck.class, PROBE_RESOURCE);
    }

    private static List<Integer> blockSizes() {
        List<Integer> sizes = new ArrayList<>();
        for (int threads = 32; threads <= 1024; threads += 32) {
            sizes.add(threads);
        }
        sizes.addAll(List.of(1, 33, 100, 250, 777, 1000));
        return List.copyOf(sizes);
    }
}
