/*
 * What the benchmark matrices' CellJobs share: a worker's evaluator that opens the device once and measures each
 * cell into a record holding the cell's report, and reading such a report back in the driver.
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
import java.util.Map;
import java.util.function.BiFunction;

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
        Device device = Devices.select(Devices.discover(), address, backend);
        DeviceSession session = Devices.open(device);
        return new SweepEvaluator() {
            @Override
            public ObjectNode evaluate(Map<String, Long> values) {
                Long cell = values.get(CellJob.CELL);
                ObjectNode record = KernelTunerCache.JSON.createObjectNode();
                record.set(REPORT, KernelTunerCache.JSON.valueToTree(measure.apply(session,
                        cell == null ? -1 : cell.intValue())));
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

    /** Progress of a worker's benchmark, on its standard error (the driver's), when asked for. */
    static java.util.function.Consumer<String> progress(boolean wanted, DeviceSession session) {
        return line -> {
            if (wanted) {
                System.err.println(session.device().label() + ": " + line);
            }
        };
    }
}
