/*
 * What the benchmark matrices' CellJobs share: a worker's evaluator that opens the device once and measures each
 * cell into a record holding the cell's report; in the driver, reading such a report back and merging the cells'
 * reports into one; the JSON of entries' overrides and of the backend.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.tune.KernelTunerCache;
import dev.kernelscope.device.GpuException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

final class MatrixCells {
    /** The record field holding a cell's result: the in-process benchmark's report of that one cell. */
    static final String REPORT = "report";
    /** Reads a worker's report back; derived accessors it serialised (DeviceInfo.isCpu as "cpu") are skipped. */
    private static final ObjectMapper READER = KernelTunerCache.JSON.copy()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private MatrixCells() {}

    /**
     * Opens the device {@code address} names (as --device names one) for all the cells a worker takes;
     * {@code measure} runs one cell (its index) on the open session and returns its report.
     */
    static SweepEvaluator open(String address, BackendKind backend,
                               BiFunction<DeviceSession, Integer, Object> measure) {
        return open(address, backend, (session, cell, stages) -> measure.apply(session, cell));
    }

    /** A cell's measurement that tells the steps it takes as they begin (see SweepEvaluator). */
    @FunctionalInterface
    interface StagedMeasure {
        Object measure(DeviceSession session, int cell, Consumer<String> stages);
    }

    /** As above for a measurement that tells its steps. */
    static SweepEvaluator open(String address, BackendKind backend, StagedMeasure measure) {
        Device device = Devices.select(Devices.discover(), address, backend);
        DeviceSession session = Devices.open(device);
        return new SweepEvaluator() {
            @Override
            public ObjectNode evaluate(Map<String, Long> values) {
                return evaluate(values, stage -> { });
            }

            @Override
            public ObjectNode evaluate(Map<String, Long> values, Consumer<String> stages) {
                Long cell = values.get(CellJob.CELL);
                ObjectNode record = KernelTunerCache.JSON.createObjectNode();
                record.set(REPORT, KernelTunerCache.JSON.valueToTree(measure.measure(session,
                        cell == null ? -1 : cell.intValue(), stages)));
                return record;
            }

            @Override
            public Device device() {
                return device;
            }

            @Override
            public void close() {
                session.close();
            }
        };
    }

    /** The report a worker measured for one cell; null for a cell the pool gave up on. */
    static <T> T report(SweepResult result, Class<T> type) {
        JsonNode report = result.record().get(REPORT);
        if (report == null) {
            return null;
        }
        try {
            return READER.treeToValue(report, type);
        } catch (JsonProcessingException impossible) {   // driver and worker are the same program
            throw new IllegalStateException("a worker's report cannot be read: " + impossible.getMessage(),
                    impossible);
        }
    }

    /**
     * The one report of a whole matrix from its cells' results, in cell order: {@code parts} gives a measured
     * cell's rows (its groups or shapes), {@code lost} the row of a cell the pool gave up on (cell, device, error),
     * {@code assemble} the report from the first measured cell's and all the rows. GpuException when none was measured.
     */
    static <R, P> R merge(List<SweepResult> results, Class<R> type, Function<R, List<P>> parts,
                          LostCell<P> lost, BiFunction<R, List<P>, R> assemble, String what) {
        List<P> rows = new ArrayList<>();
        R first = null;
        String firstError = null;
        for (int cell = 0; cell < results.size(); cell++) {
            SweepResult result = results.get(cell);
            R report = report(result, type);
            if (report == null) {
                String error = result.record().path("error").asText("no result");
                firstError = firstError == null ? error : firstError;
                rows.add(lost.row(cell, result.device(), error));
                continue;
            }
            first = first == null ? report : first;
            rows.addAll(parts.apply(report));
        }
        if (first == null) {
            throw GpuException.unavailable(what, "no cell was measured (" + firstError + ")");
        }
        return assemble.apply(first, rows);
    }

    /** The row standing for a lost cell. */
    @FunctionalInterface
    interface LostCell<P> {
        P row(int cell, String device, String error);
    }

    /** An entry's parameter overrides as JSON. */
    static void putOverrides(ObjectNode entry, Map<String, Long> overrides) {
        ObjectNode json = entry.putObject("overrides");
        overrides.forEach(json::put);
    }

    /** An entry's parameter overrides from JSON, sorted by name. */
    static Map<String, Long> overrides(JsonNode entry) {
        Map<String, Long> overrides = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = entry.path("overrides").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> o = it.next();
            overrides.put(o.getKey(), o.getValue().asLong());
        }
        return overrides;
    }

    /** A job's JSON with the fields every matrix has: kind, backend (null: any), command line, progress. */
    static ObjectNode header(String kind, BackendKind backend, String commandLine, boolean progress) {
        ObjectNode json = KernelTunerCache.JSON.createObjectNode();
        json.put("kind", kind);
        json.put("backend", backend == null ? null : backend.cliName());
        json.put("command_line", commandLine);
        json.put("progress", progress);
        return json;
    }

    /** {@code values} as the array {@code name} of {@code json} (a launch's sizes). */
    static void putLongs(ObjectNode json, String name, long[] values) {
        var array = json.putArray(name);
        for (long v : values) {
            array.add(v);
        }
    }

    /** A JSON array of integers as written by {@link #putLongs}. */
    static long[] longs(JsonNode array) {
        return java.util.stream.StreamSupport.stream(array.spliterator(), false).mapToLong(JsonNode::asLong)
                .toArray();
    }

    /** The job's backend from its JSON ("backend", null: any). */
    static BackendKind backend(JsonNode job) {
        return job.path("backend").isTextual() ? BackendKind.parse(job.path("backend").asText()) : null;
    }

    /** Progress of a worker's benchmark, on its standard error (the driver's), when asked for. */
    static Consumer<String> progress(boolean wanted, DeviceSession session) {
        return line -> {
            if (wanted) {
                System.err.println(session.device().label() + ": " + line);
            }
        };
    }
}
