/*
 * The envelope every benchmark's JSON record shares (DESIGN.md convention 10): what ran (the command line), when,
 * on which device and driver, with which KernelScope and Java, plus the benchmark's parameters, results and every
 * raw sample. Also the JSON views of devices, kernel resources and timings, so all commands print them alike.
 */
package dev.kernelscope.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.kernelscope.device.BackendStatus;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.Timing;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;

final class RunRecord {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private RunRecord() {}

    /** The common header: benchmark name, command line, date, versions and the device. */
    static Map<String, Object> header(String benchmark, CommandLine.Model.CommandSpec spec, Device device) {
        Map<String, Object> record = envelope(benchmark, spec);
        record.put("backend", device.backend().cliName());
        record.put("driver", device.driverVersion());
        record.put("device", device(device));
        String icd = System.getenv("OCL_ICD_FILENAMES");
        String vendors = System.getenv("OCL_ICD_VENDORS");
        if (icd != null || vendors != null) {
            Map<String, String> environment = new LinkedHashMap<>();
            if (icd != null) {
                environment.put("OCL_ICD_FILENAMES", icd);
            }
            if (vendors != null) {
                environment.put("OCL_ICD_VENDORS", vendors);
            }
            record.put("environment", environment);
        }
        return record;
    }

    /**
     * The part of the header that needs no device (bench simulator): benchmark name, command line, date, KernelScope,
     * Java and OS versions.
     */
    static Map<String, Object> envelope(String benchmark, CommandLine.Model.CommandSpec spec) {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("benchmark", benchmark);
        record.put("command", commandLine(spec));
        record.put("date", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        record.put("kernelscope", BuildVersion.label());
        record.put("java", Runtime.version().toString());
        record.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        return record;
    }

    static String commandLine(CommandLine.Model.CommandSpec spec) {
        CommandLine root = spec.commandLine();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        CommandLine.ParseResult parsed = root.getParseResult();
        return "kernelscope" + (parsed == null ? "" : " " + String.join(" ", parsed.originalArgs()));
    }

    static Map<String, Object> device(Device device) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("id", device.id());
        map.put("backend", device.backend().cliName());
        map.put("platform", device.platform());
        map.put("name", device.name());
        map.put("vendor", device.vendor());
        map.put("driverVersion", device.driverVersion());
        map.put("deviceVersion", device.deviceVersion());
        map.put("type", device.type().name().toLowerCase(java.util.Locale.ROOT));
        map.put("computeUnits", device.computeUnits());
        map.put("clockMhz", device.clockMhz());
        map.put("globalMemBytes", device.globalMemBytes());
        map.put("localMemBytes", device.localMemBytes());
        map.put("maxAllocBytes", device.maxAllocBytes());
        map.put("globalCacheBytes", device.globalCacheBytes());
        map.put("maxGroupSize", device.maxGroupSize());
        map.put("maxGroupSizes", device.maxGroupSizes());
        map.put("preferredGroupMultiple", device.preferredGroupMultiple());
        map.put("architecture", device.architecture());
        map.put("archPreset", device.archPreset());
        return map;
    }

    static Map<String, Object> status(BackendStatus status) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("backend", status.backend().cliName());
        map.put("available", status.available());
        map.put("library", status.library());
        map.put("reason", status.reason());
        map.put("platforms", status.platforms());
        map.put("hints", status.hints());
        return map;
    }

    static Map<String, Object> resources(KernelResources resources) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("maxGroupSize", resources.maxGroupSize());
        map.put("localMemBytes", resources.localMemBytes());
        map.put("privateMemBytes", resources.privateMemBytes());
        map.put("preferredGroupMultiple", resources.preferredGroupMultiple());
        map.put("requiredGroupSize", resources.requiredGroupSize());
        map.put("registersPerThread", resources.registersPerThread().isPresent() ? resources.registersPerThread().getAsInt() : null);
        map.put("spillStoreBytes", resources.spillStoreBytes().isPresent() ? resources.spillStoreBytes().getAsLong() : null);
        map.put("spillLoadBytes", resources.spillLoadBytes().isPresent() ? resources.spillLoadBytes().getAsLong() : null);
        map.put("sharedMemBytes", resources.sharedMemBytes().isPresent() ? resources.sharedMemBytes().getAsLong() : null);
        return map;
    }

    /** Median, min, max and every sample (device nanoseconds). */
    static Map<String, Object> timing(Timing timing) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("warmups", timing.warmups());
        map.put("repetitions", timing.repetitions());
        map.put("medianNs", timing.medianNs());
        map.put("minNs", timing.minNs());
        map.put("maxNs", timing.maxNs());
        map.put("samplesNs", timing.samplesNs());
        return map;
    }

    static String toJson(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException("maps of plain values always serialize", impossible);
        }
    }
}
