/*
 * The local pool on PoCL, two worker processes on its one device (`tune-worker`, as the CLI starts them): a worker
 * killed with SIGKILL mid-sweep costs nothing (its configuration is retried, the worker restarted) and the result set
 * equals a single-process run's; a configuration that hangs every worker that measures it is killed by the
 * configuration timeout, retried once, then recorded as failed, and the sweep goes on. Every process started is
 * stopped.
 */
package dev.kernelscope.tune.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.cli.KernelScope;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Devices;
import dev.kernelscope.tune.KernelTunerCache;
import dev.kernelscope.tune.SearchSpace;
import dev.kernelscope.tune.Strategies;
import dev.kernelscope.tune.TuneSession;
import dev.kernelscope.tune.TuningLoop;
import dev.kernelscope.tune.UserKernelSpace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class LocalWorkerPoolTest {

    /**
     * Enough cells that a worker killed at the first result still leaves work that needs a live worker: before the
     * kill, at most the first result's worker and one more (waiting for the listener) have delivered, and each may
     * hold DEPTH finished cells unread. With fewer, the pool could finish and close before the killed worker's death
     * was noticed, and so never report it (a 3-shape matrix failed that way under load in session 53's CI run).
     */
    static final int CELLS_THAT_OUTLAST_A_KILL = 2 + 2 * LocalWorkerPool.DEPTH + 2;

    /**
     * The configuration timeout of the hang test: long enough that a healthy configuration never overruns it twice,
     * which would lose it too. 3 s was overrun at load 15; 6 s was overrun twice on a 2-core CI machine (a fresh
     * worker's first configuration starts a JVM and compiles on PoCL while other test classes run). The hung one costs
     * the test twice this.
     */
    static final java.time.Duration HEALTHY_NEVER_OVERRUNS = java.time.Duration.ofSeconds(20);

    /**
     * The tune-worker command with a property naming {@code run}, so that a kill finds this run's workers only: test
     * classes run two at a time in one JVM, and another class's workers are tune-worker children too.
     */
    static List<String> workerCommandMarked(String run) {
        List<String> command = new ArrayList<>(WorkerCommand.sameJvm(KernelScope.class, "tune-worker"));
        command.add(1, "-Dkernelscope.test.run=" + run);
        return command;
    }

    /** SIGKILLs one worker started with {@link #workerCommandMarked} for {@code run}. */
    static void killOneWorkerOf(String run) {
        ProcessHandle.current().children()
                .filter(p -> p.info().commandLine().map(line -> line.contains("-Dkernelscope.test.run=" + run + " "))
                        .orElse(false))
                .findFirst().orElseThrow(() -> new AssertionError("no worker of run " + run + " to kill"))
                .destroyForcibly();
    }

    static Device device() {
        List<Device> opencl = Devices.discover().devices(BackendKind.OPENCL);
        assumeTrue(!opencl.isEmpty(), "no OpenCL device on this machine (CI has PoCL)");
        return opencl.getFirst();
    }

    static SweepJob vaddJob() throws Exception {
        Path space = Path.of(LocalWorkerPoolTest.class.getResource("/dev/kernelscope/tune/user/vadd-space.json").toURI());
        UserKernelSpace user = UserKernelSpace.read(space);
        return SweepJob.of(new SweepJob.UserKernelJob(space.toString(), Files.readString(space), user.source()),
                user.space(), BackendKind.OPENCL, 0, 2);
    }

    /** Configuration key to outcome: "measured" or the Kernel Tuner failure marker. */
    static Map<String, String> outcomes(List<TuneSession.Finished> finished) {
        return finished.stream().collect(Collectors.toMap(f -> f.configuration().key(),
                f -> Double.isFinite(f.time()) ? "measured" : KernelTunerCache.failure(f.record()), (a, b) -> a,
                TreeMap::new));
    }

    @Test
    void aWorkerKilledMidSweepLosesNothingAndTheResultsEqualASingleProcessRun() throws Exception {
        Device device = device();
        SweepJob job = vaddJob();
        SearchSpace space = job.target() instanceof SweepJob.UserKernelJob u ? u.space().space() : null;
        TuneSession.Outcome single;
        try (SweepEvaluator evaluator = job.openEvaluator(device)) {
            single = new TuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), null, 8, null)
                    .run(evaluator, f -> {});
        }
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean killed = new AtomicBoolean();
        ParallelTuneSession.Outcome parallel;
        try (LocalWorkerPool pool = LocalWorkerPool.start(job, List.of(device.id(), device.id()),
                WorkerCommand.sameJvm(KernelScope.class, "tune-worker"), log::add)) {
            assertThat(pool.capacity()).isEqualTo(2 * LocalWorkerPool.DEPTH);
            parallel = new ParallelTuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), null, 8, null)
                    .run(pool, f -> {
                        if (f.evaluation() == 3 && killed.compareAndSet(false, true)) {
                            long pid = pool.runningWorkers().getFirst().getValue();
                            ProcessHandle.of(pid).orElseThrow().destroyForcibly();   // SIGKILL
                        }
                    });
            assertThat(pool.statistics()).containsEntry("workers_restarted", 1).containsEntry("configurations_lost", 0);
        }
        assertThat(killed).isTrue();
        assertThat(log).as("the pool says what happened").anyMatch(line -> line.contains("died (exit code 137,"
                + " killed by signal 9)") && line.contains("restarting it"));
        assertThat(parallel.outcome().stop()).isEqualTo(TuningLoop.Stop.MAX_EVALS);
        // brute force proposes in one order: the first 8 configurations, each measured once, as in one process
        assertThat(outcomes(parallel.outcome().finished())).hasSize(8).isEqualTo(outcomes(single.finished()));
        assertThat(parallel.outcome().finished()).allSatisfy(f ->
                assertThat(f.record().path("device").asText()).isEqualTo(device.label()));
    }

    @Test
    void aConfigurationThatHangsEveryWorkerIsKilledRetriedOnceThenRecordedAsFailed() throws Exception {
        Device device = device();
        SweepJob job = vaddJob();
        SearchSpace space = ((SweepJob.UserKernelJob) job.target()).space().space();
        String fatal = "16,4";   // the third in brute-force order
        List<String> command = faultyWorkers(SweepWorker.HANG_ON_PROPERTY, fatal);   // a hung compiler or kernel
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        ParallelTuneSession.Outcome parallel;
        try (LocalWorkerPool pool = LocalWorkerPool.start(job, List.of(device.id(), device.id()), command,
                log::add, HEALTHY_NEVER_OVERRUNS)) {
            parallel = new ParallelTuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), null, 6, null)
                    .run(pool, f -> {});
            // the hung configuration is retried once and lost; a healthy one that overran the timeout once on a
            // loaded machine is retried too, so the counts are lower bounds except the loss
            assertThat(pool.statistics()).containsEntry("configurations_lost", 1);
            assertThat(((Number) pool.statistics().get("configurations_retried")).intValue()).isGreaterThanOrEqualTo(1);
            assertThat(((Number) pool.statistics().get("workers_restarted")).intValue()).isGreaterThanOrEqualTo(2);
        }
        Map<String, String> outcomes = outcomes(parallel.outcome().finished());
        assertThat(outcomes).hasSize(6).containsEntry(fatal, KernelTunerCache.RUNTIME_FAILED);
        assertThat(outcomes.values().stream().filter("measured"::equals)).hasSize(5);
        TuneSession.Finished lost = parallel.outcome().finished().stream()
                .filter(f -> f.configuration().key().equals(fatal)).findFirst().orElseThrow();
        assertThat(lost.record().path("error").asText()).contains("died twice")
                .contains("still measuring " + fatal + " after the configuration timeout of "
                        + HEALTHY_NEVER_OVERRUNS.toMillis() / 1000.0 + " s");
        assertThat(log).anyMatch(line -> line.contains(fatal + " is retried on another worker"));
    }

    /**
     * One worker (--devices 0 isolates a kernel that may crash the process): a configuration that crashes it twice is
     * recorded as failed and the worker restarted; it used to be dropped as a device that keeps dying, and every
     * configuration after that one was recorded as failed ("no worker is left").
     */
    @Test
    void aConfigurationThatCrashesTheOnlyWorkerIsRecordedAndTheSweepGoesOn() throws Exception {
        SweepJob job = vaddJob();
        String fatal = "16,2";   // the second in brute-force order
        ParallelTuneSession.Outcome parallel;
        SearchSpace space = ((SweepJob.UserKernelJob) job.target()).space().space();
        try (LocalWorkerPool pool = LocalWorkerPool.start(job, List.of(device().id()),
                faultyWorkers(SweepWorker.HALT_ON_PROPERTY, fatal), line -> { },
                java.time.Duration.ofSeconds(60))) {
            parallel = new ParallelTuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), null, 4, null)
                    .run(pool, f -> {});
            assertThat(pool.statistics()).containsEntry("configurations_lost", 1).containsEntry("workers_dropped", 0);
        }
        Map<String, String> outcomes = outcomes(parallel.outcome().finished());
        assertThat(outcomes).hasSize(4).containsEntry(fatal, KernelTunerCache.RUNTIME_FAILED);
        assertThat(outcomes.values().stream().filter("measured"::equals)).hasSize(3);
    }

    /**
     * The last configuration crashes the only worker twice: the pool starts a new worker, the run ends, and closing
     * the pool destroys the worker still starting. That printed "its output could not be read (Stream closed)".
     */
    @Test
    void closingThePoolWhileAWorkerStartsReportsNothing() throws Exception {
        SweepJob job = vaddJob();
        SearchSpace space = ((SweepJob.UserKernelJob) job.target()).space().space();
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        try (LocalWorkerPool pool = LocalWorkerPool.start(job, List.of(device().id()),
                faultyWorkers(SweepWorker.HALT_ON_PROPERTY, "16,2"), log::add, java.time.Duration.ofSeconds(60))) {
            new ParallelTuneSession(space, Strategies.BRUTE_FORCE.create(space, 1), null, 2, null).run(pool, f -> {});
        }
        assertThat(log).as(String.join("\n", log)).anyMatch(line -> line.contains("started in place of"))
                .noneMatch(line -> line.contains("could not be read"));
    }

    /** The tune-worker command with a fault injected at configuration {@code key} (a SweepWorker property). */
    private static List<String> faultyWorkers(String property, String key) {
        List<String> command = new ArrayList<>(WorkerCommand.sameJvm(KernelScope.class, "tune-worker"));
        command.add(1, "-D" + property + "=" + key);
        return command;
    }
}
