// Measures what the Spark backend costs besides measuring: a real GEMM sweep (PoCL or any OpenCL device) on a
// standalone cluster of W workers started here, the devices' idle gaps between configurations (dispatch_time), the
// gap per task, and the sweep's efficiency; writes the raw numbers as JSON. Run by scripts/spark-dispatch.sh;
// a benchmark, not a test (performance is never asserted in tests).
package dev.kernelscope.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.tune.SearchSpace;
import dev.kernelscope.tune.Strategies;
import dev.kernelscope.tune.TuneSession;
import dev.kernelscope.tune.GemmSpaces;
import dev.kernelscope.tune.sweep.ParallelTuneSession;
import dev.kernelscope.tune.sweep.SweepBackend;
import dev.kernelscope.tune.sweep.SweepBackendProvider;
import dev.kernelscope.tune.sweep.SweepJob;
import dev.kernelscope.tune.sweep.SweepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

public final class SparkDispatchBenchmark {
    private SparkDispatchBenchmark() {}

    /** Usage: OUT.json [WORKERS] [TASK_SECONDS] [SIZE]. */
    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int workers = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        String taskSeconds = args.length > 2 ? args[2] : Double.toString(SparkSweepSettings.DEFAULT_TASK_SECONDS);
        int size = args.length > 3 ? Integer.parseInt(args[3]) : 128;
        Device device = Devices.discover().devices(BackendKind.OPENCL).getFirst();
        // 40 configurations of the coalesced rung: work-group shapes from 2x1 to 64x16
        SearchSpace space = GemmSpaces.space(GemmRung.COALESCED, device, Map.of(), Map.of(
                "GROUP_X", List.of(2L, 4L, 8L, 16L, 32L, 64L, 128L, 256L), "GROUP_Y", List.of(1L, 2L, 4L, 8L, 16L)));
        SweepJob job = SweepJob.of(new SweepJob.GemmJob(GemmRung.COALESCED, size, size, size), space,
                BackendKind.OPENCL, 1, 5);
        Path work = Files.createTempDirectory("spark-dispatch");
        List<Double> dispatch = new ArrayList<>();
        List<Double> evaluate = new ArrayList<>();
        ObjectNode report = new ObjectMapper().createObjectNode();
        long started = System.nanoTime();
        try (StandaloneCluster cluster = StandaloneCluster.start(work, workers)) {
            double clusterSeconds = (System.nanoTime() - started) / 1e9;
            Map<String, String> options = Map.of("device", device.id(), "task-seconds", taskSeconds,
                    "spark.driver.host", "127.0.0.1", "spark.driver.bindAddress", "127.0.0.1",
                    "spark.ui.enabled", "false", "spark.executor.memory", "1g",
                    "spark.executor.extraClassPath", StandaloneCluster.executorClassPath());
            long opened = System.nanoTime();
            ParallelTuneSession.Outcome run;
            try (SweepBackend spark = SweepBackendProvider.named("spark").open(cluster.masterUrl(), job, options)) {
                double openSeconds = (System.nanoTime() - opened) / 1e9;
                run = new ParallelTuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), null, 10_000, null)
                        .run(spark, f -> {});
                report.put("backend", spark.describe());
                report.putPOJO("backend_counts", spark.statistics());
                report.put("cluster_start_seconds", clusterSeconds);
                report.put("backend_open_seconds", openSeconds);
            }
            ArrayNode results = report.putArray("results");
            for (TuneSession.Finished f : run.outcome().finished()) {
                var r = f.record();
                double eval = r.path("compile_time").asDouble() + r.path("verification_time").asDouble()
                        + r.path("benchmark_time").asDouble();
                evaluate.add(eval);
                if (r.has(SweepResult.DISPATCH_TIME)) {
                    dispatch.add(r.path(SweepResult.DISPATCH_TIME).asDouble());
                }
                results.addObject().put("key", f.configuration().key()).put("device", r.path("device").asText())
                        .put("time", r.path("time").asText()).put("evaluate_ms", eval)
                        .put("dispatch_ms", r.path(SweepResult.DISPATCH_TIME).asDouble(Double.NaN));
            }
            ParallelTuneSession.Statistics s = run.statistics();
            double evaluateMs = evaluate.stream().mapToDouble(Double::doubleValue).sum();
            double dispatchMs = dispatch.stream().mapToDouble(Double::doubleValue).sum();
            double[] gaps = dispatch.stream().mapToDouble(Double::doubleValue).filter(d -> d > 1.0).sorted().toArray();
            report.put("date", Instant.now().toString());
            report.put("device", device.label());
            report.put("driver", device.driverVersion());
            report.put("workers", workers);
            report.put("task_seconds", Double.parseDouble(taskSeconds));
            report.put("gemm_size", size);
            report.put("configurations", s.measured());
            report.put("wall_seconds", s.wallSeconds());
            report.put("configurations_per_second", s.configurationsPerSecond());
            report.put("mean_evaluate_ms", evaluateMs / Math.max(1, evaluate.size()));
            report.put("dispatch_fraction", dispatchMs / (dispatchMs + evaluateMs));
            report.put("efficiency", evaluateMs / 1e3 / (s.wallSeconds() * workers));
            report.put("median_dispatch_ms", s.medianDispatchMs());
            report.put("mean_dispatch_ms", s.meanDispatchMs());
            report.put("max_dispatch_ms", s.maxDispatchMs());
            report.put("task_gaps", gaps.length);
            report.put("median_task_gap_ms", gaps.length == 0 ? 0 : gaps[gaps.length / 2]);
            report.put("mean_task_gap_ms", Arrays.stream(gaps).average().orElse(0));
            report.put("load_average", java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                    .getSystemLoadAverage());
            report.put("cpus", Runtime.getRuntime().availableProcessors());
        }
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                .writeValueAsString(report) + "\n");
        System.out.println(new ObjectMapper().writeValueAsString(report.deepCopy().without("results")));
    }
}
