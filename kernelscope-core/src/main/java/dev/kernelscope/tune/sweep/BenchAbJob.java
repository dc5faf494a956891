/*
 * `kernelscope bench ab` as a one-cell CellJob, so that IsolatedComparison can hand it to a `tune-worker` child
 * process: both variants (source, kernel, defines, launch), the arguments and the settings. Its one cell runs
 * KernelComparison there (compile, output check, interleaved rounds), telling each variant's step as it begins, and
 * sends back what was measured, or the bad input or device error that stopped it, as the same run in one process would.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.advise.KernelComparison;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.Timing;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.stats.PairedRatio;
import dev.kernelscope.tune.KernelTunerCache;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

/** @param deviceId the device's id (as --device names one) in {@code backend} */
public record BenchAbJob(KernelComparison.Variant a, KernelComparison.Variant b, KernelComparison.Options options,
                         String deviceId, BackendKind backend) implements CellJob {
    public static final String KIND = "bench-ab";

    /**
     * What the cell sent back: exactly one of what was measured, the message of bad input (InvalidInputException),
     * a device error (GpuException), or another failure's message (a bug).
     */
    public record Outcome(Measured measured, String invalid, DeviceError deviceError, String failure) {}

    /** A KernelComparison.Result without the variants, which the parent already holds. */
    public record Measured(Resources resourcesA, Resources resourcesB, List<Timing> roundsA, List<Timing> roundsB,
                           KernelComparison.OutputCheck check, double[] ratios, boolean[] bFirst,
                           PairedRatio comparison) {
        static Measured of(KernelComparison.Result result) {
            return new Measured(Resources.of(result.a().resources()), Resources.of(result.b().resources()),
                    result.a().rounds(), result.b().rounds(), result.check(), result.ratios(), result.bFirst(),
                    result.comparison());
        }

        /** The result for the variants {@code a} and {@code b} that were sent. */
        KernelComparison.Result result(KernelComparison.Variant a, KernelComparison.Variant b) {
            return new KernelComparison.Result(new KernelComparison.VariantRun(a, resourcesA.resources(), roundsA),
                    new KernelComparison.VariantRun(b, resourcesB.resources(), roundsB), check, ratios, bFirst,
                    comparison);
        }
    }

    /** KernelResources as JSON holds it: an absent value is null (the JSON mapper has no Optional support). */
    public record Resources(long maxGroupSize, long localMemBytes, long privateMemBytes, long preferredGroupMultiple,
                            List<Long> requiredGroupSize, Integer registersPerThread, Long spillStoreBytes,
                            Long spillLoadBytes, Long sharedMemBytes) {
        static Resources of(KernelResources r) {
            return new Resources(r.maxGroupSize(), r.localMemBytes(), r.privateMemBytes(), r.preferredGroupMultiple(),
                    r.requiredGroupSize(), r.registersPerThread().isPresent() ? r.registersPerThread().getAsInt()
                    : null, boxed(r.spillStoreBytes()), boxed(r.spillLoadBytes()), boxed(r.sharedMemBytes()));
        }

        KernelResources resources() {
            return new KernelResources(maxGroupSize, localMemBytes, privateMemBytes, preferredGroupMultiple,
                    requiredGroupSize, registersPerThread == null ? OptionalInt.empty()
                    : OptionalInt.of(registersPerThread), optional(spillStoreBytes), optional(spillLoadBytes),
                    optional(sharedMemBytes));
        }

        private static Long boxed(OptionalLong value) {
            return value.isPresent() ? value.getAsLong() : null;
        }

        private static OptionalLong optional(Long value) {
            return value == null ? OptionalLong.empty() : OptionalLong.of(value);
        }
    }

    /** A GpuException's parts, so the parent throws the same one. */
    public record DeviceError(int nativeCode, String errorName, String call, String detail, String buildLog) {
        static DeviceError of(GpuException e) {
            return new DeviceError(e.nativeCode(), e.errorName(), e.call(), e.detail(), e.buildLog().orElse(null));
        }

        GpuException exception() {
            return new GpuException(nativeCode, errorName, call, detail, buildLog);
        }
    }

    /** The job for {@code device}. */
    public static BenchAbJob of(KernelComparison.Variant a, KernelComparison.Variant b,
                                KernelComparison.Options options, Device device) {
        return new BenchAbJob(a, b, options, device.id(), device.backend());
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public int cells() {
        return 1;
    }

    @Override
    public String describe(int cell) {
        return "A/B of " + a.identity() + " and " + b.identity() + " on device " + deviceId;
    }

    @Override
    public ObjectNode toJson() {
        ObjectNode json = MatrixCells.header(KIND, backend, "", false);
        json.put("device", deviceId);
        json.set("a", variantJson(a));
        json.set("b", variantJson(b));
        ArrayNode args = json.putArray("args");
        options.args().forEach(arg -> args.add(arg.spec()));
        json.put("rounds", options.rounds()).put("repetitions", options.repetitions())
                .put("warmups", options.warmups()).put("confidence", options.confidence())
                .put("tolerance", options.tolerance());
        return json;
    }

    public static BenchAbJob fromJson(JsonNode json) {
        List<KernelArgSpec> args = new ArrayList<>();
        json.path("args").forEach(arg -> args.add(KernelArgSpec.parse(arg.asText())));
        KernelComparison.Options options = new KernelComparison.Options(args, json.path("rounds").asInt(),
                json.path("repetitions").asInt(), json.path("warmups").asInt(), json.path("confidence").asDouble(),
                json.path("tolerance").asDouble());
        return new BenchAbJob(variant(json.path("a")), variant(json.path("b")), options,
                json.path("device").asText(), MatrixCells.backend(json));
    }

    /** Opens the device; its one cell runs the comparison there, telling each variant's step. */
    @Override
    public SweepEvaluator open(String address) {
        return MatrixCells.open(address, backend, (session, cell, stages) -> {
            try {
                return new Outcome(Measured.of(KernelComparison.run(session, a, b, options, stages)), null, null,
                        null);
            } catch (InvalidInputException bad) {
                return new Outcome(null, bad.getMessage(), null, null);
            } catch (GpuException device) {
                return new Outcome(null, null, DeviceError.of(device), null);
            } catch (RuntimeException bug) {
                return new Outcome(null, null, null, String.valueOf(bug.getMessage()));
            }
        });
    }

    /** The outcome a worker sent back; null when the record holds none. */
    static Outcome outcome(SweepResult result) {
        return MatrixCells.report(result, Outcome.class);
    }

    private static ObjectNode variantJson(KernelComparison.Variant v) {
        ObjectNode json = KernelTunerCache.JSON.createObjectNode();
        json.put("label", v.label()).put("file", v.file()).put("source", v.source()).put("kernel", v.kernelName());
        ArrayNode compileOptions = json.putArray("options");
        v.options().forEach(compileOptions::add);
        MatrixCells.putLongs(json, "global", v.geometry().globalSize());
        MatrixCells.putLongs(json, "local", v.geometry().localSize().orElse(new long[0]));
        return json;
    }

    private static KernelComparison.Variant variant(JsonNode json) {
        List<String> compileOptions = new ArrayList<>();
        json.path("options").forEach(o -> compileOptions.add(o.asText()));
        return new KernelComparison.Variant(json.path("label").asText(), json.path("file").asText(),
                json.path("source").asText(), json.path("kernel").asText(), compileOptions,
                Geometry.ofSizes(MatrixCells.longs(json.path("global")), MatrixCells.longs(json.path("local"))));
    }
}
