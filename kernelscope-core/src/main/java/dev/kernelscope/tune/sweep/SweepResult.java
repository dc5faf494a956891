/*
 * One configuration's result as a sweep backend delivers it: its Kernel Tuner key, its record (the evaluator's,
 * or a failure record when the workers that took it died), and the device that measured it (its label, "name
 * (id)", or the host and GPU for a remote worker).
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.tune.KernelTunerCache;
import java.util.Objects;

public record SweepResult(String key, ObjectNode record, String device) {

    /** Record field (ms) a backend may add: how long the worker's device sat without work before this one. */
    public static final String DISPATCH_TIME = "dispatch_time";

    public SweepResult {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(device, "device");
    }

    /**
     * The result of a configuration given up on: every worker that took it died (a kill, a crash, a GPU fault);
     * recorded as Kernel Tuner's runtime failure with the reason, so readers skip it and a resume does not retry it.
     */
    public static SweepResult lost(String key, String device, String reason) {
        ObjectNode record = KernelTunerCache.JSON.createObjectNode();
        record.put("time", KernelTunerCache.RUNTIME_FAILED);
        record.put("error", reason);
        record.put("compile_time", 0.0);
        record.put("verification_time", 0.0);
        record.put("benchmark_time", 0.0);
        return new SweepResult(key, record, device);
    }
}
