/*
 * The worker side of the local pool: a child process (`kernelscope tune-worker`) speaking JSON lines. It reads one
 * open request (a tuning job or a benchmark matrix's CellJob, and a device address), opens it there once (warm
 * context, program cache, inputs) and answers "ready"; then, per request line {"key", "values"}, it says "started", measures, and answers the record
 * with its evaluation time and how long the device sat idle before it (an evaluator may tell the steps of a
 * measurement on the way: {"stage": "..."}). Its replies start with PREFIX so that
 * anything a native library prints to standard output is told apart (and passed on); end of input ends it.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.tune.KernelTunerCache;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

public final class SweepWorker {
    /** Every protocol line a worker writes starts with this. */
    public static final String PREFIX = "@kernelscope-sweep ";
    /** The reply that tells which step of a measurement begins (IsolatedCell bounds each and names the last). */
    static final String STAGE = "stage";
    /** The exit code of a worker that could not open its job or whose device failed under it. */
    public static final int EXIT_FAILED = 3;
    /**
     * Fault injection for tests and drills: a worker started with -Dkernelscope.sweep.haltOn=KEY halts (as a GPU
     * fault that takes the process down would) when it starts measuring that configuration.
     */
    public static final String HALT_ON_PROPERTY = "kernelscope.sweep.haltOn";
    /** The exit status of such a halt (SIGABRT's 128 + 6, as a crashed process reports it). */
    static final int HALT_STATUS = 134;
    /** Fault injection: with -Dkernelscope.sweep.hangOn=KEY a worker never finishes that configuration (a hung call). */
    public static final String HANG_ON_PROPERTY = "kernelscope.sweep.hangOn";

    private SweepWorker() {}

    /** The open request the pool writes first. */
    static String openRequest(SweepJob job, String address) {
        ObjectNode request = KernelTunerCache.JSON.createObjectNode();
        try {
            request.set("job", KernelTunerCache.JSON.readTree(job.toJson()));
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        request.put("device", address);
        return request.toString();
    }

    /** The open request for a benchmark matrix's cells. */
    static String openRequest(CellJob cells, String address) {
        ObjectNode request = KernelTunerCache.JSON.createObjectNode();
        request.set("cells", cells.toJson());
        request.put("device", address);
        return request.toString();
    }

    /** One configuration request. */
    static String evaluateRequest(String key, Map<String, Long> values) {
        ObjectNode request = KernelTunerCache.JSON.createObjectNode();
        request.put("key", key);
        ObjectNode v = request.putObject("values");
        values.forEach(v::put);
        return request.toString();
    }

    /**
     * Serves requests from {@code in} until its end; replies on {@code out}. Returns the exit code: 0 after the
     * input ended, {@link #EXIT_FAILED} when the job could not be opened or a measurement threw (a device error
     * that may have poisoned the context: the pool retries that configuration on a fresh worker).
     */
    public static int serve(BufferedReader in, PrintStream out) throws IOException {
        // the device libraries start (PoCL's platform, CUDA's driver) while the parent is still deciding what to send:
        // a child started ahead of its cell (IsolatedCell) is then ready sooner; the open's own discovery reports
        // any failure
        try {
            Devices.discover();
        } catch (RuntimeException reportedByTheOpen) {
            // the same discovery, when the job opens, says what is wrong
        }
        String first = in.readLine();
        if (first == null) {
            return 0;
        }
        SweepEvaluator evaluator;
        try {
            JsonNode open = KernelTunerCache.JSON.readTree(first);
            evaluator = open.has("cells") ? CellJob.fromJson(open.get("cells")).open(open.path("device").asText())
                    : SweepJob.fromJson(open.path("job").toString()).openEvaluator(open.path("device").asText());
        } catch (IOException | RuntimeException failure) {
            reply(out, KernelTunerCache.JSON.createObjectNode().put("error", String.valueOf(failure.getMessage())));
            return EXIT_FAILED;
        }
        try (evaluator) {
            reply(out, KernelTunerCache.JSON.createObjectNode().put("ready", evaluator.device().label())
                    .put("pid", ProcessHandle.current().pid()));
            long idleSince = -1;   // end of the previous evaluation; -1 before the first
            String line;
            while ((line = in.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode request = KernelTunerCache.JSON.readTree(line);
                String key = request.path("key").asText();
                Map<String, Long> values = new LinkedHashMap<>();
                for (Iterator<Map.Entry<String, JsonNode>> it = request.path("values").fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    values.put(e.getKey(), e.getValue().asLong());
                }
                reply(out, KernelTunerCache.JSON.createObjectNode().put("started", key));
                if (key.equals(System.getProperty(HALT_ON_PROPERTY))) {
                    Runtime.getRuntime().halt(HALT_STATUS);
                }
                while (key.equals(System.getProperty(HANG_ON_PROPERTY))) {
                    try {
                        Thread.sleep(60_000);
                    } catch (InterruptedException ignored) {
                        // hangs on, as a native call would
                    }
                }
                long start = System.nanoTime();
                ObjectNode record;
                try {
                    record = evaluator.evaluate(values, stage -> reply(out,
                            KernelTunerCache.JSON.createObjectNode().put(STAGE, stage)));
                } catch (RuntimeException failure) {
                    // not a failure record but an exception: the device or context may be unusable; dying here
                    // lets the pool retry this configuration once on a fresh worker, then record it failed
                    System.err.println("kernelscope tune-worker: " + key + " threw " + failure);
                    return EXIT_FAILED;
                }
                long end = System.nanoTime();
                ObjectNode reply = KernelTunerCache.JSON.createObjectNode();
                reply.put("key", key);
                reply.set("record", record);
                reply.put("eval_ms", (end - start) / 1e6);
                if (idleSince >= 0) {
                    reply.put("idle_ms", (start - idleSince) / 1e6);
                }
                reply(out, reply);
                idleSince = end;   // the reply's writing counts as idle time: the device has no work during it
            }
        }
        return 0;
    }

    private static void reply(PrintStream out, ObjectNode message) {
        out.print(PREFIX + message + "\n");
        out.flush();
    }
}
