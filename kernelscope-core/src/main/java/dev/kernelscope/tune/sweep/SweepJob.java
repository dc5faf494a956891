/*
 * One tuning target as a self-contained, JSON-serialisable job that a worker on this host or another can measure:
 * a GEMM rung and shape, a stencil variant with its filter, pixel type, border and size, or a user kernel with its
 * space file's JSON and kernel source embedded; the space's parameters and values in order (so a configuration's
 * Kernel Tuner key means the same everywhere), the backend, warm-ups and repetitions. A worker opens it on a device
 * named by an address: anything `--device` accepts, or "gpu:N", the N-th GPU (a Spark GPU address "N").
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.tune.Configuration;
import dev.kernelscope.tune.GemmTuneTarget;
import dev.kernelscope.tune.GemmTuner;
import dev.kernelscope.tune.KernelTunerCache;
import dev.kernelscope.tune.SearchSpace;
import dev.kernelscope.tune.StencilTuneTarget;
import dev.kernelscope.tune.TuneParameter;
import dev.kernelscope.tune.UserKernelSpace;
import dev.kernelscope.tune.UserKernelTarget;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public record SweepJob(Target target, Map<String, List<Long>> parameters, BackendKind backend, int warmups,
                       int repetitions) {

    /** The format version written as "sweep_job"; a worker refuses a job of another (2: a stencil's "sizes"). */
    public static final int FORMAT = 2;
    /** An address naming the N-th GPU of the job's backend, as a cluster manager hands GPUs out ("gpu:0"). */
    public static final String GPU_PREFIX = "gpu:";

    /** What is tuned. */
    public sealed interface Target permits GemmJob, StencilJob, UserKernelJob {
        /** The cache's kernel_name for this target. */
        String kernelName();
    }

    /** @param shape the call tuned: sizes, storage and transposes (tightly packed) */
    public record GemmJob(GemmRung rung, GemmShape shape) implements Target {
        /** A row-major, untransposed m x n x k call. */
        public GemmJob(GemmRung rung, int m, int n, int k) {
            this(rung, GemmShape.rowMajor(m, n, k));
        }

        @Override
        public String kernelName() { return GemmTuner.kernelName(rung, shape); }
    }

    /** {@code sizes}: the images each configuration is measured on (StencilTuneTarget). */
    public record StencilJob(StencilVariant variant, FilterSpec filter, PixelType type, Border border,
                             List<StencilBenchmark.Size> sizes) implements Target {
        public StencilJob {
            sizes = List.copyOf(sizes);
        }

        @Override
        public String kernelName() {
            return String.join("+", variant.kernelNames()) + " " + filter.id() + " " + type.id() + " " + border.id();
        }
    }

    /**
     * A user kernel: the space file's path (argument files, file=..., resolve beside it on the worker), its JSON
     * text and the kernel's source text, so no file but argument data needs to exist where the job runs.
     */
    public record UserKernelJob(String spaceFile, String spaceJson, String kernelSource) implements Target {
        public UserKernelSpace space() {
            try {
                return UserKernelSpace.parse(KernelTunerCache.JSON.readTree(spaceJson), Path.of(spaceFile),
                        kernelSource);
            } catch (IOException failure) {
                throw new InvalidInputException("The sweep job's space file JSON cannot be read: "
                        + UserText.parserMessage(String.valueOf(failure.getMessage())) + ".");
            }
        }

        @Override
        public String kernelName() { return space().kernelName(); }
    }

    public SweepJob {
        parameters = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        if (warmups < 0 || repetitions < 1) {
            throw new InvalidInputException("A sweep job needs at least 1 repetition and no negative warm-up count.");
        }
    }

    /** The job for {@code space} (its parameters and values, in order) of {@code target}. */
    public static SweepJob of(Target target, SearchSpace space, BackendKind backend, int warmups, int repetitions) {
        Map<String, List<Long>> parameters = new LinkedHashMap<>();
        for (TuneParameter p : space.parameters()) {
            parameters.put(p.name(), p.values());
        }
        return new SweepJob(target, parameters, backend, warmups, repetitions);
    }

    /**
     * The space a worker maps values into: the job's parameters without restrictions (the driver's space checked
     * those; a worker's device can only refuse a configuration by failing it, which is recorded).
     */
    public SearchSpace space() {
        List<TuneParameter> list = new ArrayList<>();
        parameters.forEach((name, values) -> list.add(new TuneParameter(name, values)));
        return new SearchSpace(list, Map.of(), List.of());
    }

    /** The configuration of {@link #space} with these values; a value outside the job's lists is refused. */
    public Configuration configuration(Map<String, Long> values) {
        return space().configuration(values).orElseThrow(() -> new InvalidInputException("The values " + values
                + " are not a configuration of this sweep job (parameters " + parameters.keySet() + ")."));
    }

    // ---------------------------------------------------------------- JSON

    public String toJson() {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("sweep_job", FORMAT);
        ObjectNode t = root.putObject("target");
        switch (target) {
            case GemmJob g -> {
                t.put("kind", "gemm");
                t.put("rung", g.rung().name());
                t.put("m", g.shape().m());
                t.put("n", g.shape().n());
                t.put("k", g.shape().k());
                t.put("layout", g.shape().layoutId());
                t.put("transposes", g.shape().transposes());
            }
            case StencilJob s -> {
                t.put("kind", "stencil");
                t.put("variant", s.variant().id());
                t.put("filter", s.filter().id());
                t.put("type", s.type().id());
                t.put("border", s.border().id());
                ArrayNode sizes = t.putArray("sizes");
                s.sizes().forEach(size -> sizes.add(size.width() + "x" + size.height()));
            }
            case UserKernelJob u -> {
                t.put("kind", "user");
                t.put("space_file", u.spaceFile());
                t.put("space_json", u.spaceJson());
                t.put("kernel_source", u.kernelSource());
            }
        }
        ObjectNode params = root.putObject("parameters");
        parameters.forEach((name, values) -> {
            ArrayNode array = params.putArray(name);
            values.forEach(array::add);
        });
        if (backend != null) {
            root.put("backend", backend.cliName());
        }
        root.put("warmups", warmups);
        root.put("repetitions", repetitions);
        return root.toString();
    }

    /** A stencil job's "sizes" ("WxH" each), parsed as the command line's are. */
    private static List<StencilBenchmark.Size> sizes(JsonNode sizes) {
        List<StencilBenchmark.Size> parsed = new ArrayList<>();
        sizes.forEach(size -> parsed.add(StencilBenchmark.Size.parse(size.asText())));
        if (parsed.isEmpty()) {
            throw new InvalidInputException("A stencil sweep job names no image size (its \"sizes\" field is empty"
                    + " or missing).");
        }
        return parsed;
    }

    public static SweepJob fromJson(String json) {
        JsonNode root;
        try {
            root = KernelTunerCache.JSON.readTree(json);
        } catch (IOException failure) {
            throw new InvalidInputException("A sweep job is not valid JSON: "
                    + UserText.parserMessage(String.valueOf(failure.getMessage())) + ".");
        }
        if (root == null || root.path("sweep_job").asInt(-1) != FORMAT) {
            throw new InvalidInputException("Not a sweep job of format " + FORMAT + " (its \"sweep_job\" field is "
                    + (root == null ? "missing" : root.path("sweep_job")) + "); driver and worker must run the same"
                    + " KernelScope version.");
        }
        JsonNode t = root.path("target");
        Target target = switch (t.path("kind").asText()) {
            case "gemm" -> new GemmJob(GemmRung.valueOf(t.path("rung").asText()), GemmShape.packed(
                    t.path("layout").asText("row"), t.path("transposes").asText("NN"), t.path("m").asInt(),
                    t.path("n").asInt(), t.path("k").asInt()));
            case "stencil" -> new StencilJob(StencilVariant.parse(t.path("variant").asText()),
                    FilterSpec.parse(t.path("filter").asText()), PixelType.parse(t.path("type").asText()),
                    Border.parse(t.path("border").asText()), sizes(t.path("sizes")));
            case "user" -> new UserKernelJob(t.path("space_file").asText(), t.path("space_json").asText(),
                    t.path("kernel_source").asText());
            default -> throw new InvalidInputException("A sweep job's target kind '"
                    + UserText.quote(t.path("kind").asText()) + "' is not gemm, stencil or user.");
        };
        Map<String, List<Long>> parameters = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("parameters").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            List<Long> values = new ArrayList<>();
            e.getValue().forEach(v -> values.add(v.asLong()));
            parameters.put(e.getKey(), values);
        }
        BackendKind backend = root.hasNonNull("backend") ? BackendKind.parse(root.get("backend").asText()) : null;
        return new SweepJob(target, parameters, backend, root.path("warmups").asInt(), root.path("repetitions").asInt());
    }

    // ---------------------------------------------------------------- devices

    /**
     * The device an address names: "gpu:N" is the N-th GPU of the job's backend (with none given: of CUDA when it
     * lists a GPU, else of OpenCL), as a cluster manager numbers the GPUs it hands out; anything else is resolved
     * as {@code --device} resolves it (index, id such as opencl:0.0, or a unique part of the name).
     */
    public Device resolve(String address, DeviceInventory inventory) {
        String a = address.strip();
        if (a.regionMatches(true, 0, GPU_PREFIX, 0, GPU_PREFIX.length())) {
            String number = a.substring(GPU_PREFIX.length());
            if (!number.matches("\\d{1,6}")) {
                throw new InvalidInputException("The GPU address '" + UserText.quote(address) + "' is not gpu:N with"
                        + " N a GPU's number (0, 1, ...).");
            }
            List<Device> gpus = gpus(inventory);
            int index = Integer.parseInt(number);
            if (index >= gpus.size()) {
                throw new InvalidInputException("GPU " + index + " was asked for, but " + (gpus.isEmpty() ? "no GPU"
                        : gpus.size() + " GPU(s)") + " of " + (backend == null ? "CUDA or OpenCL"
                        : backend.cliName()) + " are on this host" + (gpus.isEmpty() ? "" : " (0 to "
                        + (gpus.size() - 1) + ")") + "; run 'kernelscope devices'.");
            }
            return gpus.get(index);
        }
        return Devices.select(inventory, a, backend);
    }

    /**
     * The address of the GPU a cluster manager handed out as {@code address} (Spark's
     * TaskContext.resources().get("gpu").addresses: "0", "1", ...): "gpu:" + address, the N-th GPU of the job's
     * backend in the inventory's order. That order is CUDA's device order (nvidia-smi's, PCI bus order, when
     * CUDA_DEVICE_ORDER=PCI_BUS_ID is set, as it should be where a discovery script numbers GPUs by nvidia-smi).
     */
    public static String gpuAddress(String address) {
        return GPU_PREFIX + address.strip();
    }

    /** The GPUs a "gpu:N" address counts, in the inventory's order. */
    public List<Device> gpus(DeviceInventory inventory) {
        if (backend != null) {
            return inventory.devices(backend).stream().filter(Device::isGpu).toList();
        }
        List<Device> cuda = inventory.devices(BackendKind.CUDA).stream().filter(Device::isGpu).toList();
        return cuda.isEmpty() ? inventory.devices(BackendKind.OPENCL).stream().filter(Device::isGpu).toList() : cuda;
    }

    /**
     * Opens the job on the device {@code address} names: a session (a warm context with its program cache) and
     * the target's inputs, held until the evaluator is closed. Device errors propagate as GpuException.
     */
    public SweepEvaluator openEvaluator(String address) {
        return openEvaluator(resolve(address, Devices.discover()));
    }

    public SweepEvaluator openEvaluator(Device device) {
        DeviceSession session = Devices.open(device);
        try {
            return switch (target) {
                case GemmJob g -> new Opened(session, space(), new GemmTuneTarget(session, g.rung(), g.shape(),
                        warmups, repetitions, Map.of()));
                case StencilJob s -> new Opened(session, space(), new StencilTuneTarget(session, s.variant(),
                        s.filter(), s.type(), s.border(), s.sizes(), warmups, repetitions));
                case UserKernelJob u -> {
                    UserKernelSpace user = u.space();
                    yield new Opened(session, user.space(), new UserKernelTarget(session, user, warmups, repetitions));
                }
            };
        } catch (RuntimeException failure) {
            session.close();
            throw failure;
        }
    }

    /** A target open on one session; values are mapped into the target's own space (a user kernel's indices). */
    private record Opened(DeviceSession session, SearchSpace space, AutoCloseable target) implements SweepEvaluator {
        @Override
        public ObjectNode evaluate(Map<String, Long> values) {
            Configuration c = space.configuration(values).orElseThrow(() -> new InvalidInputException("The values "
                    + values + " are not a configuration of this sweep job (parameters " + space.names() + ")."));
            return ((dev.kernelscope.tune.TuneSession.Evaluator) target).evaluate(c);
        }

        @Override
        public Device device() {
            return session.device();
        }

        @Override
        public void close() {
            try {
                target.close();
            } catch (Exception failure) {
                throw failure instanceof RuntimeException r ? r : new IllegalStateException(failure);
            } finally {
                session.close();
            }
        }
    }
}
