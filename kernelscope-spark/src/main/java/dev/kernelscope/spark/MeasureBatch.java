// Executor-side: the body of one Spark task. Measures a batch of configurations (their Kernel Tuner keys) of a sweep
// job on the GPU Spark gave the task (TaskContext resources "gpu"), with this JVM's warm evaluator for that GPU, and
// returns one JSON line per configuration: key, record, device, seconds. Results leave only when the task succeeds,
// so a task whose executor dies delivers nothing and Spark's re-run measures the batch again, without duplicates.
// A configuration that runs past the hang bound ends its executor (a hung native call cannot be interrupted and its
// context is lost): Spark re-runs the task elsewhere, and the backend isolates and records the configuration.
package dev.kernelscope.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.tune.Configuration;
import dev.kernelscope.tune.EvaluationWatchdog;
import dev.kernelscope.tune.KernelTunerCache;
import dev.kernelscope.tune.sweep.SweepJob;
import dev.kernelscope.tune.sweep.SweepResult;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.resource.ResourceInformation;

final class MeasureBatch implements FlatMapFunction<Iterator<String>, String> {
    private static final long serialVersionUID = 1L;
    static final ObjectMapper JSON = new ObjectMapper();
    /** The resource name Spark's GPU scheduling uses (spark.task.resource.gpu.amount). */
    static final String GPU = "gpu";

    private final String jobId;
    private final String jobJson;
    private final String deviceTemplate;
    private final long configTimeoutNanos;   // 0: no hang bound

    MeasureBatch(String jobId, String jobJson, String deviceTemplate, java.time.Duration configTimeout) {
        this.jobId = jobId;
        this.jobJson = jobJson;
        this.deviceTemplate = deviceTemplate;
        this.configTimeoutNanos = configTimeout == null ? 0 : configTimeout.toNanos();
    }

    @Override
    public Iterator<String> call(Iterator<String> keys) throws Exception {
        String gpu = gpuAddress(TaskContext.get());
        String address = deviceTemplate.replace(SparkSweepSettings.GPU_PLACEHOLDER, gpu);
        SweepJob job = SweepJob.fromJson(jobJson);
        List<String> lines = new ArrayList<>();
        while (keys.hasNext()) {
            String key = keys.next();
            SparkSweepBackend.measuring(jobId, key, false);
            WarmEvaluators.Warm warm = WarmEvaluators.acquire(jobId, jobJson, address);
            String device = warm.evaluator.device().labelOn(host());
            synchronized (warm) {
                long start = System.nanoTime();
                ObjectNode record;
                ExecutorHangGuard.Armed guard = configTimeoutNanos == 0 ? null : ExecutorHangGuard.arm(key, device,
                        EvaluationWatchdog.boundNanosFor(configTimeoutNanos, warm.slowestNanos));
                try {
                    Configuration configuration = job.space().configurationOfKey(key).orElseThrow(
                            () -> new IllegalArgumentException("key " + key + " is not a configuration of the job"));
                    record = warm.evaluator.evaluate(configuration.values());
                    if (WarmEvaluators.exiting() && KernelTunerCache.failure(record) != null) {
                        throw new IllegalStateException("this JVM is exiting: " + record.path("error").asText());
                    }
                    if (warm.lastEnd != 0) {
                        record.put(SweepResult.DISPATCH_TIME, (start - warm.lastEnd) / 1e6);
                    }
                } catch (RuntimeException failure) {
                    if (WarmEvaluators.exiting()) {
                        throw failure;   // the task fails and delivers nothing: the configuration stays unmeasured
                    }
                    // A device error may have poisoned the context: this configuration is recorded as failed with
                    // the error, and the next one opens the device afresh.
                    record = SweepResult.lost(key, device, "failed on " + device + ": " + failure).record();
                    WarmEvaluators.discard(warm);
                } finally {
                    if (guard != null) {
                        guard.disarm();
                    }
                }
                warm.lastEnd = System.nanoTime();
                warm.slowestNanos = Math.max(warm.slowestNanos, warm.lastEnd - start);
                lines.add(line(key, record, device, start));
                SparkSweepBackend.measuring(jobId, key, true);
            }
        }
        return lines.iterator();
    }

    private static String line(String key, ObjectNode record, String device, long start) {
        ObjectNode line = JSON.createObjectNode();
        line.put("key", key);
        line.put("device", device);
        line.put("seconds", (System.nanoTime() - start) / 1e9);
        line.set("record", record);
        return line.toString();
    }

    /** The task's GPU address, or "0" where Spark schedules no GPUs (local mode). */
    static String gpuAddress(TaskContext context) {
        ResourceInformation gpus = context == null ? null : context.resourcesJMap().get(GPU);
        return gpus == null || gpus.addresses().length == 0 ? "0" : gpus.addresses()[0];
    }

    private static String host() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "unknown host";
        }
    }
}
