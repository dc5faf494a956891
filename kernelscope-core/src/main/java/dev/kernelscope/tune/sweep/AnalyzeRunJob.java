/*
 * The device run of `kernelscope analyze --run` as a one-cell CellJob, so that IsolatedRun can hand it to a
 * `tune-worker` child process: the kernel's source and name, the device, and the launch, arguments and hints of
 * the options. Its one cell compiles, launches, reads back and measures the kernel (KernelAnalysis.runAlone).
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.advise.AnalysisOptions;
import dev.kernelscope.advise.AnalysisReport;
import dev.kernelscope.advise.KernelAnalysis;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * @param deviceId the device's id (as --device names one) in {@code backend}
 * @param options what the run needs of analyze's options: defines, launch, arguments, hints and repetitions (the
 *     child's own copy names only this one device, so bad arguments come back as {@link Outcome#invalid})
 */
public record AnalyzeRunJob(String source, String kernelName, String deviceId, BackendKind backend,
                            AnalysisOptions options) implements CellJob {
    public static final String KIND = "analyze-run";

    /** What the cell measured: the run's report, or the message of bad input (an InvalidInputException). */
    public record Outcome(AnalysisReport.RunReport run, String invalid) {}

    @Override
    public String kind() { return KIND; }

    @Override
    public int cells() {
        return 1;
    }

    @Override
    public String describe(int cell) {
        return "kernel " + kernelName + " on device " + deviceId;
    }

    @Override
    public ObjectNode toJson() {
        ObjectNode json = MatrixCells.header(KIND, backend, "", false);
        json.put("source", source).put("kernel", kernelName).put("device", deviceId);
        ObjectNode defines = json.putObject("defines");
        options.defines().forEach(defines::put);
        ArrayNode includes = json.putArray("includeDirectories");
        options.includeDirectories().forEach(includes::add);
        MatrixCells.putLongs(json, "global", options.global());
        MatrixCells.putLongs(json, "local", options.local());
        ArrayNode args = json.putArray("args");
        options.args().forEach(a -> args.add(a.spec()));
        json.put("bytes", options.bytesHint()).put("flops", options.flopsHint()).put("repetitions", options.repetitions());
        return json;
    }

    public static AnalyzeRunJob fromJson(JsonNode json) {
        Map<String, String> defines = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = json.path("defines").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> d = it.next();
            defines.put(d.getKey(), d.getValue().isNull() ? null : d.getValue().asText());
        }
        List<KernelArgSpec> args = new ArrayList<>();
        json.path("args").forEach(a -> args.add(KernelArgSpec.parse(a.asText())));
        List<String> includeDirectories = new ArrayList<>();
        json.path("includeDirectories").forEach(d -> includeDirectories.add(d.asText()));
        AnalysisOptions options = new AnalysisOptions(Optional.empty(), defines, MatrixCells.longs(json.path("global")),
                MatrixCells.longs(json.path("local")), List.of(), 0, List.of(), true, args, json.path("bytes").asDouble(),
                json.path("flops").asDouble(), json.path("repetitions").asInt(), includeDirectories);
        return new AnalyzeRunJob(json.path("source").asText(), json.path("kernel").asText(),
                json.path("device").asText(), MatrixCells.backend(json), options);
    }

    /** Opens the device; its one cell runs the kernel there (as the parent's options would, on one device). */
    @Override
    public SweepEvaluator open(String address) {
        return MatrixCells.open(address, backend, (session, cell) -> {
            AnalysisOptions onThisDevice = new AnalysisOptions(options.kernel(), options.defines(), options.global(),
                    options.local(), List.of(), 0, List.of(session.device()), true, options.args(),
                    options.bytesHint(), options.flopsHint(), options.repetitions(), options.includeDirectories());
            try {
                return new Outcome(KernelAnalysis.runAlone(session, source, kernelName, onThisDevice), null);
            } catch (InvalidInputException bad) {
                return new Outcome(null, bad.getMessage());
            }
        });
    }

    /** The job for {@code device}. */
    public static AnalyzeRunJob of(String source, String kernelName, Device device, AnalysisOptions options) {
        return new AnalyzeRunJob(source, kernelName, device.id(), device.backend(), options);
    }

    /** The outcome a worker sent back; null when the record holds none (the pool gave the cell up). */
    static Outcome outcome(SweepResult result) {
        return MatrixCells.report(result, Outcome.class);
    }
}
