// The Spark backend on a real standalone cluster (a Master and two Workers started here from plain java on
// 127.0.0.1, one fake GPU each; PoCL is the device behind it): a small GEMM space is swept to completion while one
// executor is killed with SIGKILL, and the result set equals a single-process run's, each configuration delivered
// once. Every process the test starts is stopped, also when it fails.
package dev.kernelscope.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.tune.CacheWriter;
import dev.kernelscope.tune.Configuration;
import dev.kernelscope.tune.GemmSpaces;
import dev.kernelscope.tune.KernelTunerCache;
import dev.kernelscope.tune.SearchSpace;
import dev.kernelscope.tune.Strategies;
import dev.kernelscope.tune.TuneSession;
import dev.kernelscope.tune.TuningLoop;
import dev.kernelscope.tune.sweep.ParallelTuneSession;
import dev.kernelscope.tune.sweep.SweepBackend;
import dev.kernelscope.tune.sweep.SweepBackendProvider;
import dev.kernelscope.tune.sweep.SweepEvaluator;
import dev.kernelscope.tune.sweep.SweepJob;
import dev.kernelscope.tune.sweep.SweepResult;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SparkClusterSweepTest {

    /**
     * 10 configurations of the coalesced rung (GROUP_X 32 and GROUP_Y 8, the defaults, are always in): small kernels
     * that PoCL compiles and runs in a fraction of a second.
     */
    static SearchSpace space(Device device) {
        return GemmSpaces.space(GemmRung.COALESCED, device, Map.of(),
                Map.of("GROUP_X", List.of(4L, 8L, 16L, 32L, 64L), "GROUP_Y", List.of(2L, 8L)));
    }

    static SweepJob job(SearchSpace space) {
        return SweepJob.of(new SweepJob.GemmJob(GemmRung.COALESCED, 96, 80, 64), space, BackendKind.OPENCL, 0, 2);
    }

    @Test
    void aSweepOnTwoWorkersSurvivesAKilledExecutorAndMatchesOneProcess(@TempDir Path work) throws Exception {
        DeviceInventory inventory = Devices.discover();
        assumeTrue(!inventory.devices(BackendKind.OPENCL).isEmpty(), "no OpenCL device (CI installs PoCL)");
        assumeTrue(SparkSweepBackend.hostNameResolves(), "this machine's host name does not resolve, which Spark needs"
                + " (tune --spark says so and exits 2)");
        Device device = inventory.devices(BackendKind.OPENCL).getFirst();
        SearchSpace space = space(device);
        SweepJob job = job(space);

        // the single-process run: the same job's evaluator, the sequential loop
        TuneSession.Outcome single;
        try (SweepEvaluator evaluator = job.openEvaluator(device)) {
            single = new TuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), null, 1000, null)
                    .run(evaluator, f -> {});
        }

        try (StandaloneCluster cluster = StandaloneCluster.start(work, 2)) {
            Map<String, String> options = Map.of(
                    "device", device.id(),
                    "task-seconds", "1",
                    "executor-wait", "60",
                    "spark.driver.host", "127.0.0.1",
                    "spark.driver.bindAddress", "127.0.0.1",
                    "spark.ui.enabled", "false",
                    "spark.executor.memory", "512m",
                    // C1 only: the executors' JIT cost most of their CPU in this short run on 2 cores
                    "spark.executor.extraJavaOptions", "-XX:TieredStopAtLevel=1",
                    // the executors run on this test's class path (the Workers' SPARK_HOME/jars is empty)
                    "spark.executor.extraClassPath", StandaloneCluster.executorClassPath());
            Map<String, Integer> deliveries = new ConcurrentHashMap<>();
            AtomicReference<Optional<Long>> killed = new AtomicReference<>(Optional.empty());
            AtomicInteger finishedAtKill = new AtomicInteger(-1);
            Path cacheFile = work.resolve("sweep.json");
            ParallelTuneSession.Outcome run;
            try (SweepBackend spark = SweepBackendProvider.named("spark").open(cluster.masterUrl(), job, options);
                 CacheWriter cache = CacheWriter.open(cacheFile, header(space, device))) {
                SweepBackend counted = counting(spark, deliveries);
                AtomicInteger finished = new AtomicInteger();
                run = new ParallelTuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), cache, 1000, null)
                        .run(counted, f -> {
                            // after the third result both executors are warm and busy: kill one mid-sweep
                            if (finished.incrementAndGet() == 3) {
                                try {
                                    finishedAtKill.set(finished.get());
                                    killed.set(cluster.killAnExecutor());
                                } catch (Exception e) {
                                    throw new IllegalStateException(e);
                                }
                            }
                        });
            } catch (RuntimeException | AssertionError failure) {
                throw new AssertionError(failure + "\n" + cluster.logs(), failure);
            }

            assertThat(killed.get()).as("an executor was killed mid-sweep").isPresent();
            assertThat(finishedAtKill.get()).isLessThan(single.finished().size());
            assertThat(run.outcome().stop()).isEqualTo(TuningLoop.Stop.SPACE_EXHAUSTED);
            assertThat(deliveries.values()).as("each configuration delivered exactly once").containsOnly(1);
            assertThat(outcomes(run.outcome().finished())).isEqualTo(outcomes(single.finished()));
            KernelTunerCache cached = KernelTunerCache.read(cacheFile);
            assertThat(cached.entries().keySet()).isEqualTo(outcomes(single.finished()).keySet());
            assertThat(cached.entries().values()).allSatisfy(record ->
                    assertThat(record.path("device").asText()).contains(device.name()));
            assertThat(CacheWriter.inflightOf(cacheFile)).doesNotExist();
        }
    }

    /** Key -> "ok" or the failure marker: timings differ between runs, which configurations work must not. */
    static Map<String, String> outcomes(List<TuneSession.Finished> finished) {
        return finished.stream().collect(Collectors.toMap(f -> f.configuration().key(),
                f -> f.record().path("time").isNumber() ? "ok" : f.record().path("time").asText(),
                (a, b) -> a + " twice", TreeMap::new));
    }

    static KernelTunerCache.Header header(SearchSpace space, Device device) {
        Map<String, List<JsonNode>> params = new LinkedHashMap<>();
        space.parameters().forEach(p -> params.put(p.name(), p.values().stream()
                .map(v -> (JsonNode) KernelTunerCache.JSON.getNodeFactory().numberNode(v)).toList()));
        return new KernelTunerCache.Header(device.name(), GemmRung.COALESCED.kernelName(),
                KernelTunerCache.JSON.createArrayNode().add(96).add(80).add(64), space.names(), params, "time");
    }

    /** The backend with every delivery counted per key. */
    static SweepBackend counting(SweepBackend backend, Map<String, Integer> deliveries) {
        return new SweepBackend() {
            @Override
            public int capacity() {
                return backend.capacity();
            }

            @Override
            public void submit(List<Configuration> batch, Consumer<SweepResult> sink) {
                backend.submit(batch, result -> {
                    deliveries.merge(result.key(), 1, Integer::sum);
                    sink.accept(result);
                });
            }

            @Override
            public String describe() {
                return backend.describe();
            }

            @Override
            public Map<String, Object> statistics() {
                return backend.statistics();
            }

            @Override
            public void close() {
                backend.close();
            }
        };
    }
}
