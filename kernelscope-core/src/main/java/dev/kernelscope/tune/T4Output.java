/*
 * The T4 results format of the autotuning-methodology tools (schema 1.0.0, as Kernel Tuner's --output_file
 * writes it): one result per evaluated configuration with its timings, validity and the objective's measurement.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

public final class T4Output {
    private T4Output() {}

    public static ObjectNode of(List<TuneSession.Finished> finished, List<String> parameterNames) {
        ObjectNode root = KernelTunerCache.JSON.createObjectNode();
        ArrayNode results = root.putArray("results");
        for (TuneSession.Finished f : finished) {
            ObjectNode record = f.record();
            ObjectNode result = results.addObject();
            result.put("timestamp", record.path("timestamp").asText(""));
            ObjectNode configuration = result.putObject("configuration");
            for (String name : parameterNames) {
                configuration.set(name, record.get(name));
            }
            ObjectNode times = result.putObject("times");
            times.put("compilation_time", record.path("compile_time").asDouble());
            times.put("framework", record.path("framework_time").asDouble());
            times.put("search_algorithm", record.path("strategy_time").asDouble());
            times.put("validation", record.path("verification_time").asDouble());
            times.put("benchmark", record.path("benchmark_time").asDouble());
            ArrayNode runtimes = times.putArray("runtimes");
            record.path("times").forEach(runtimes::add);
            String failure = KernelTunerCache.failure(record);
            result.put("invalidity", failure == null ? "correct" : switch (failure) {
                case KernelTunerCache.COMPILE_FAILED -> "compile";
                case KernelTunerCache.RUNTIME_FAILED -> record.path("error").asText("").startsWith("verification")
                        ? "correctness" : "runtime";
                default -> "constraints";
            });
            result.put("correctness", failure == null ? 1 : 0);
            ArrayNode measurements = result.putArray("measurements");
            if (failure == null) {
                ObjectNode m = measurements.addObject();
                m.put("name", "time");
                m.put("value", record.path("time").asDouble());
                m.put("unit", "ms");
            }
            result.putArray("objectives").add("time");
        }
        root.put("schema_version", "1.0.0");
        root.putObject("metadata").put("timeunit", "milliseconds");
        return root;
    }
}
