/*
 * The parallel tune loop against an in-process backend of threads with a synthetic objective: every strategy copes
 * with several outstanding asks (no configuration measured twice, the budget kept), brute force finds the same set
 * as the sequential loop, and the cache it writes is a Kernel Tuner cache that a second run resumes whole.
 */
package dev.kernelscope.tune.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.tune.CacheWriter;
import dev.kernelscope.tune.Configuration;
import dev.kernelscope.tune.KernelTunerCache;
import dev.kernelscope.tune.Restriction;
import dev.kernelscope.tune.SearchSpace;
import dev.kernelscope.tune.Strategies;
import dev.kernelscope.tune.TuneParameter;
import dev.kernelscope.tune.TuneSession;
import dev.kernelscope.tune.TuningLoop;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ParallelTuneSessionTest {

    static SearchSpace space() {
        return new SearchSpace(List.of(new TuneParameter("A", List.of(1L, 2L, 4L, 8L, 16L)),
                new TuneParameter("B", List.of(1L, 2L, 4L, 8L)), new TuneParameter("C", List.of(0L, 1L, 2L))),
                Map.of(), List.of(Restriction.of("A * B <= 64")));
    }

    /** A smooth objective with its optimum inside the space; A = 16, B = 4, C = 2 fails (a compile error). */
    static ObjectNode measure(Map<String, Long> v) {
        ObjectNode record = KernelTunerCache.JSON.createObjectNode();
        if (v.get("A") == 16 && v.get("B") == 4 && v.get("C") == 2) {
            record.put("time", KernelTunerCache.COMPILE_FAILED);
            record.put("error", "synthetic");
            return record;
        }
        double t = 1 + Math.abs(Math.log(v.get("A") / 4.0)) + Math.abs(Math.log(v.get("B") / 2.0)) + 0.1 * v.get("C");
        record.put("time", t);
        record.put("compile_time", 0.1);
        record.put("verification_time", 0.0);
        record.put("benchmark_time", 0.2);
        return record;
    }

    /** N threads, two configurations in flight per thread, results delivered from the threads. */
    static class ThreadBackend implements SweepBackend {
        final ExecutorService pool;
        final int threads;
        final Set<String> submitted = java.util.concurrent.ConcurrentHashMap.newKeySet();
        final List<String> twice = java.util.Collections.synchronizedList(new ArrayList<>());

        ThreadBackend(int threads) {
            this.threads = threads;
            this.pool = Executors.newFixedThreadPool(threads);
        }

        @Override
        public int capacity() {
            return 2 * threads;
        }

        @Override
        public void submit(List<Configuration> batch, Consumer<SweepResult> sink) {
            for (Configuration c : batch) {
                if (!submitted.add(c.key())) {
                    twice.add(c.key());
                }
                pool.submit(() -> {
                    try {
                        Thread.sleep(1);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    sink.accept(new SweepResult(c.key(), measure(c.values()), Thread.currentThread().getName()));
                });
            }
        }

        @Override
        public String describe() {
            return threads + " threads";
        }

        @Override
        public void close() {
            pool.shutdownNow();
        }
    }

    /** Measures "in this process" on two threads, so the session's in-flight marks apply; subclasses submit. */
    abstract static class MarkingBackend implements SweepBackend {
        final ThreadBackend threads = new ThreadBackend(2);
        private final int capacity;
        MeasuringHere measuring;

        MarkingBackend(int capacity) {
            this.capacity = capacity;
        }

        @Override
        public int capacity() {
            return capacity;
        }

        @Override
        public void onMeasuringHere(MeasuringHere listener) {
            measuring = listener;
        }

        @Override
        public String describe() {
            return "this process";
        }

        @Override
        public void close() {
            threads.close();
        }
    }

    @ParameterizedTest
    @EnumSource(Strategies.class)
    void everyStrategyCopesWithSeveralOutstandingAsks(Strategies strategy) {
        SearchSpace space = space();
        try (ThreadBackend backend = new ThreadBackend(4)) {
            ParallelTuneSession.Outcome run = new ParallelTuneSession(space, strategy.create(space, 7), null, 40,
                    null).run(backend, f -> {});
            List<TuneSession.Finished> finished = run.outcome().finished();
            assertThat(backend.twice).as("no configuration handed out twice").isEmpty();
            assertThat(finished).hasSize(40);
            assertThat(finished.stream().map(f -> f.configuration().key()).distinct()).hasSize(40);
            assertThat(run.outcome().stop()).isEqualTo(TuningLoop.Stop.MAX_EVALS);
            assertThat(run.statistics().perDevice().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(40);
        }
    }

    @Test
    void bruteForceMeasuresTheSameSetAsTheSequentialLoop(@TempDir Path dir) {
        SearchSpace space = space();
        TuneSession.Outcome sequential = new TuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), null,
                1000, null).run(c -> measure(c.values()), f -> {});
        Path file = dir.resolve("sweep.json");
        ParallelTuneSession.Outcome parallel;
        try (ThreadBackend backend = new ThreadBackend(3); CacheWriter cache = CacheWriter.open(file, header(space))) {
            parallel = new ParallelTuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), cache, 1000, null)
                    .run(backend, f -> {});
        }
        assertThat(parallel.outcome().stop()).isEqualTo(TuningLoop.Stop.SPACE_EXHAUSTED);
        assertThat(times(parallel.outcome().finished())).isEqualTo(times(sequential.finished()));
        KernelTunerCache read = KernelTunerCache.read(file);
        assertThat(read.entries()).hasSize(sequential.finished().size());
        assertThat(read.entries().values()).allSatisfy(r -> assertThat(r.path("device").asText()).startsWith("pool-"));
        assertThat(CacheWriter.inflightOf(file)).doesNotExist();

        // resumed: every configuration answered by the cache, none measured again
        try (ThreadBackend backend = new ThreadBackend(2); CacheWriter cache = CacheWriter.open(file, header(space))) {
            ParallelTuneSession.Outcome resumed = new ParallelTuneSession(space,
                    Strategies.BRUTE_FORCE.create(space, 1), cache, 1000, null).run(backend, f -> {});
            assertThat(backend.submitted).isEmpty();
            assertThat(resumed.outcome().resumedCount()).isEqualTo(sequential.finished().size());
        }
    }

    @Test
    void onlyConfigurationsStartedInThisProcessAreMarkedInFlight(@TempDir Path dir) throws Exception {
        // A Spark sweep once marked every queued configuration in flight: two Ctrl-C's recorded all of them as
        // "stopped the run twice", failed and never measured. Marks name what is being measured here.
        SearchSpace space = space();
        Path file = dir.resolve("marks.json");
        Path marks = CacheWriter.inflightOf(file);
        List<String> markedWhenQueued = java.util.Collections.synchronizedList(new ArrayList<>());
        List<String> missingWhenStarted = java.util.Collections.synchronizedList(new ArrayList<>());
        List<String> markedWhenEnded = java.util.Collections.synchronizedList(new ArrayList<>());
        class InThisProcess extends MarkingBackend {
            InThisProcess() {
                super(8);
            }

            @Override
            public void submit(List<Configuration> batch, Consumer<SweepResult> sink) {
                for (Configuration c : batch) {
                    if (inflight(marks).contains(c.key())) {
                        markedWhenQueued.add(c.key());
                    }
                }
                threads.pool.submit(() -> batch.forEach(c -> {
                    measuring.started(c.key());
                    if (!eventuallyInflight(marks, c.key())) {
                        missingWhenStarted.add(c.key());
                    }
                    measuring.ended(c.key());
                    if (inflight(marks).contains(c.key())) {
                        markedWhenEnded.add(c.key());   // measured, its result on its way: not the run's killer
                    }
                    sink.accept(new SweepResult(c.key(), measure(c.values()), "here"));
                }));
            }
        }
        try (InThisProcess backend = new InThisProcess(); CacheWriter cache = CacheWriter.open(file, header(space))) {
            new ParallelTuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), cache, 1000, null)
                    .run(backend, f -> {});
        }
        assertThat(markedWhenQueued).as("queued, not started: not in flight").isEmpty();
        assertThat(missingWhenStarted).as("started here: in flight while measured").isEmpty();
        assertThat(markedWhenEnded).as("measured, not yet delivered: not in flight").isEmpty();
        // other processes measure: no marks at all (a run killed then was not killed by a configuration)
        Path other = dir.resolve("other.json");
        try (ThreadBackend backend = new ThreadBackend(2) {
            @Override
            public void submit(List<Configuration> batch, Consumer<SweepResult> sink) {
                assertThat(CacheWriter.inflightOf(other)).doesNotExist();
                super.submit(batch, sink);
            }
        }; CacheWriter cache = CacheWriter.open(other, header(space))) {
            new ParallelTuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), cache, 1000, null)
                    .run(backend, f -> {});
        }
    }

    @Test
    @org.junit.jupiter.api.Timeout(60)     // before the grace, this run waited for the hung result for ever
    void resultsStillOutAfterTheTimeLimitAndItsGraceAreAbandonedAndTheirMarksTakenBack(@TempDir Path dir)
            throws Exception {
        // A Spark task measures a batch in turn: waiting for every one past --time-limit outlasted the limit by a batch
        SearchSpace space = space();
        Path file = dir.resolve("late.json");
        java.util.concurrent.CountDownLatch hung = new java.util.concurrent.CountDownLatch(1);
        class OneHangs extends MarkingBackend {
            int submitted;

            OneHangs() {
                super(2);
            }

            @Override
            public void submit(List<Configuration> batch, Consumer<SweepResult> sink) {
                for (Configuration c : batch) {
                    boolean hangs = submitted++ == 3;     // the fourth never returns
                    threads.pool.submit(() -> {
                        measuring.started(c.key());
                        if (hangs) {
                            hung.countDown();
                            return;                       // no end, no result: a task still running
                        }
                        measuring.ended(c.key());
                        sink.accept(new SweepResult(c.key(), measure(c.values()), "here"));
                    });
                }
            }
        }
        long start = System.nanoTime();
        ParallelTuneSession.Outcome outcome;
        try (OneHangs backend = new OneHangs(); CacheWriter cache = CacheWriter.open(file, header(space))) {
            outcome = new ParallelTuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), cache, 1000,
                    java.time.Duration.ofMillis(300)).withMinGrace(java.time.Duration.ofMillis(200))
                    .run(backend, f -> {});
        }
        assertThat(hung.await(5, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(outcome.outcome().stop()).isEqualTo(TuningLoop.Stop.TIME_LIMIT);
        assertThat(outcome.statistics().abandonedAtTimeLimit()).isEqualTo(1);
        assertThat(outcome.outcome().finished()).hasSizeGreaterThanOrEqualTo(3);
        assertThat((System.nanoTime() - start) / 1e9).as("seconds, against a limit of 0.3 and a grace of 0.2")
                .isLessThan(5);
        assertThat(inflight(CacheWriter.inflightOf(file))).as("the abandoned one did not stop the run").isEmpty();
    }

    /** Read a few times: the loop's thread rewrites the file (truncate, write) as other results are recorded. */
    private static boolean eventuallyInflight(Path marks, String key) {
        for (int i = 0; i < 100; i++) {
            if (inflight(marks).contains(key)) {
                return true;
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return false;
    }

    private static List<String> inflight(Path marks) {
        try {
            return java.nio.file.Files.exists(marks) ? java.nio.file.Files.readAllLines(marks).stream()
                    .map(line -> line.substring(line.indexOf(' ') + 1)).toList() : List.of();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Map<String, String> times(List<TuneSession.Finished> finished) {
        return finished.stream().collect(Collectors.toMap(f -> f.configuration().key(),
                f -> f.record().path("time").asText(), (a, b) -> a, java.util.TreeMap::new));
    }

    static KernelTunerCache.Header header(SearchSpace space) {
        Map<String, List<JsonNode>> params = new LinkedHashMap<>();
        for (TuneParameter p : space.parameters()) {
            params.put(p.name(), p.values().stream()
                    .map(v -> (JsonNode) KernelTunerCache.JSON.getNodeFactory().numberNode(v)).toList());
        }
        return new KernelTunerCache.Header("synthetic", "synthetic_kernel",
                KernelTunerCache.JSON.createArrayNode().add(1), space.names(), params, "time");
    }

    @Test
    void aJobTravelsAsJson() {
        SweepJob job = SweepJob.of(new SweepJob.GemmJob(dev.kernelscope.kernels.gemm.GemmRung.TUNED, 256, 128, 64),
                space(), dev.kernelscope.device.BackendKind.OPENCL, 1, 3);
        SweepJob back = SweepJob.fromJson(job.toJson());
        assertThat(back).isEqualTo(job);
        // a column-major NT call keeps its storage and transposes on the way (a worker tuned it row-major NN before)
        SweepJob transposed = SweepJob.of(new SweepJob.GemmJob(dev.kernelscope.kernels.gemm.GemmRung.TUNED,
                dev.kernelscope.kernels.gemm.GemmShape.packed(dev.kernelscope.kernels.gemm.Layout.COLUMN_MAJOR, false,
                        true, 70, 40, 36)), space(), dev.kernelscope.device.BackendKind.OPENCL, 1, 3);
        assertThat(SweepJob.fromJson(transposed.toJson())).isEqualTo(transposed);
        assertThat(transposed.target().kernelName()).isEqualTo("sgemm_tuned col:NT");
        assertThat(back.configuration(Map.of("A", 4L, "B", 2L, "C", 1L)).key()).isEqualTo("4,2,1");
        SweepJob stencil = SweepJob.of(new SweepJob.StencilJob(
                dev.kernelscope.kernels.stencil.StencilVariant.parse("vector"),
                dev.kernelscope.kernels.stencil.FilterSpec.parse("gauss5:1.5x2"),
                dev.kernelscope.kernels.stencil.PixelType.parse("f16"),
                dev.kernelscope.kernels.stencil.Border.parse("reflect-101"),
                List.of(new dev.kernelscope.kernels.stencil.StencilBenchmark.Size(640, 480),
                        new dev.kernelscope.kernels.stencil.StencilBenchmark.Size(17, 9))), space(), null, 0, 1);
        assertThat(SweepJob.fromJson(stencil.toJson())).isEqualTo(stencil);
        // a job without its sizes (another version's) is refused in words, not run on a default image
        String sizeless = stencil.toJson().replace("\"sizes\":[\"640x480\",\"17x9\"]", "\"sizes\":[]");
        assertThat(sizeless).isNotEqualTo(stencil.toJson());
        assertThatThrownBy(() -> SweepJob.fromJson(sizeless))
                .isInstanceOf(dev.kernelscope.model.InvalidInputException.class).hasMessageContaining("no image size");
        SweepJob user = SweepJob.of(new SweepJob.UserKernelJob("/work/space.json", "{\"kernel\": \"k.cl\"}",
                "__kernel void k(__global float *x) { x[0] = 1.0f; /* \"quoted\" */ }\n"), space(), null, 2, 5);
        assertThat(SweepJob.fromJson(user.toJson())).isEqualTo(user);
        Set<String> keys = new HashSet<>();
        back.space().valid().forEach(c -> keys.add(c.key()));
        assertThat(keys).as("the worker's space has no restrictions: the driver's decide").hasSize(5 * 4 * 3);
    }
}
