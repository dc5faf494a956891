/*
 * One cell of a CellJob that runs a user's kernel (analyze --run, bench ab) in a child JVM: a `tune-worker` process
 * (WorkerCommand, speaking SweepWorker's JSON lines), so a kernel that corrupts native memory (a write outside its
 * buffers) ends that process, not the caller. A child that dies is not restarted, as a sweep's would be: the same
 * kernel would crash again. It may be started before its cell is known, so that its JVM start and device discovery
 * overlap the caller's own. Each step the child tells of ({"stage"} replies; before the first, the opening of its
 * job) gets the time bound, and a child still in one step after it is killed (a kernel that never returns cannot be
 * stopped from inside). The ending says how it went: the cell's record, or hung or crashed, in which step.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.tune.KernelTunerCache;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

public final class IsolatedCell implements AutoCloseable {
    private static final Map<Integer, String> SIGNALS = Map.of(4, "SIGILL", 6, "SIGABRT", 7, "SIGBUS", 8, "SIGFPE",
            9, "SIGKILL", 11, "SIGSEGV", 15, "SIGTERM");

    /** How the child ended. */
    public sealed interface Ending permits Measured, Hung, Crashed {}

    /** It sent the cell's record. */
    public record Measured(ObjectNode record) implements Ending {}

    /**
     * It was killed after {@code bound} in one step, {@code stage}; {@code before}: the steps it told of before it, in
     * order (a launch that wrote outside its buffers can deadlock a CPU runtime's threads a step later).
     */
    public record Hung(String stage, List<String> before, Duration bound) implements Ending {
        public Hung {
            before = List.copyOf(before);
        }

        /** The bound for a message: "4 s", "1.5 s". */
        public String boundText() {
            return bound.toMillis() % 1000 == 0 ? bound.toSeconds() + " s" : String.format(Locale.ROOT, "%.1f s",
                    bound.toMillis() / 1000.0);
        }
    }

    /**
     * It ended without a result during {@code stage} (the last step it told of: a corrupted heap may fail a step or
     * two later).
     *
     * @param before the steps it told of before {@code stage}, in order (the job's opening first)
     * @param how "stopped on a native crash (SIGSEGV, exit code 1)" or "ended abnormally (exit code 3)"
     * @param log where its JVM's crash log is, or would be
     * @param logged whether that log was written
     */
    public record Crashed(String stage, List<String> before, String how, Path log, boolean logged) implements Ending {
        public Crashed {
            before = List.copyOf(before);
        }

        /** The sentence that names the crash log. */
        public String logSentence() {
            return logged ? "The JVM's crash log is " + log + "."
                    : "It was ended before the JVM could write a crash log (it would be " + log + ").";
        }
    }

    private final Process process;
    private final Duration stepBound;
    private final Instant started;   // a crash log at the child's path older than this is another process's
    private boolean given;   // its cell was sent: from then on the child ends by itself

    private IsolatedCell(Process process, Duration stepBound, Instant started) {
        this.process = process;
        this.stepBound = stepBound;
        this.started = started;
    }

    /**
     * Starts a child with {@code workerCommand} (`kernelscope tune-worker`: see {@link WorkerCommand}) that waits for
     * its cell; one still in one step of the cell after {@code stepBound} is killed. {@code what} names the run in the
     * error of a child that cannot be started.
     */
    public static IsolatedCell start(List<String> workerCommand, Duration stepBound, String what) {
        // its crash log goes to the temporary folder (WorkerCommand.crashLog); no core file either: with
        // `ulimit -c unlimited` it would land in the user's working folder
        List<String> command = WorkerCommand.withJvmOptions(workerCommand, "-XX:-CreateCoredumpOnCrash");
        // a second early: file times may be that coarse, and a stale log of the same process id is far older
        Instant started = Instant.now().minusSeconds(1);
        try {
            return new IsolatedCell(WorkerCommand.processBuilder(command).redirectErrorStream(true).start(),
                    stepBound, started);
        } catch (IOException failure) {
            throw GpuException.unavailable(what, "cannot start the process that runs the kernel ('"
                    + String.join(" ", command) + "'): " + failure.getMessage());
        }
    }

    /**
     * Runs the one cell of {@code job} in the child on the device {@code address} names (once); {@code what}
     * ("analyze --run on NAME") names the run in a device error, {@code firstStage} the step before the child tells
     * of any. A child that cannot open the device is a GpuException with its reason.
     */
    public Ending run(CellJob job, String address, String what, String firstStage) {
        if (given) {
            throw new IllegalStateException("a child runs one cell");
        }
        given = true;
        Step step = new Step(firstStage);
        Thread.ofPlatform().daemon().name("isolated-cell-timeout").start(() -> step.bound(process, stepBound));
        try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)) {
            in.write(SweepWorker.openRequest(job, address) + "\n");
            in.write(SweepWorker.evaluateRequest("0", Map.of(CellJob.CELL, 0L)) + "\n");
        } catch (IOException brokenPipe) {
            // it died before reading its requests: its exit status says how
        }
        JsonNode record = null;
        String openError = null;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (!line.startsWith(SweepWorker.PREFIX)) {
                    continue;   // the JVM's own fatal-error banner, a driver's chatter: not for the user
                }
                JsonNode reply = KernelTunerCache.JSON.readTree(line.substring(SweepWorker.PREFIX.length()));
                if (reply.has("error")) {
                    openError = reply.get("error").asText();
                } else if (reply.has(SweepWorker.STAGE)) {
                    step.begin(reply.get(SweepWorker.STAGE).asText());
                } else if (reply.has("key")) {
                    record = reply.get("record");
                }
            }
        } catch (IOException brokenPipe) {
            // its output ended with it: the exit status says how
        }
        int status = exitStatus(process, what);
        if (record instanceof ObjectNode measured) {
            return new Measured(measured);
        }
        if (openError != null) {
            throw GpuException.unavailable(what, openError);
        }
        if (step.hungIn != null) {
            return new Hung(step.hungIn, step.before(), stepBound);
        }
        Path log = WorkerCommand.crashLog(process.pid());
        boolean logged = writtenSince(log, started);
        String signal = logged ? loggedSignal(log) : SIGNALS.get(status - 128);
        String how = status > 128 || logged ? "stopped on a native crash (" + (signal == null ? "" : signal + ", ")
                + LocalWorkerPool.exit(status) + ")" : "ended abnormally (" + LocalWorkerPool.exit(status) + ")";
        return new Crashed(step.stage, step.before(), how, log, logged);
    }

    /** Ends a child that was never given its cell (its caller stopped first, on bad input); nothing after run. */
    @Override
    public void close() {
        if (!given) {
            process.destroy();
        }
    }

    /** The step the child is in, since when, and the one it was killed in (the reader and the timer share it). */
    private static final class Step {
        volatile String stage;
        volatile long since = System.nanoTime();
        volatile String hungIn;
        private final List<String> before = new java.util.ArrayList<>();   // the reader's; read after the child ends

        Step(String first) {
            this.stage = first;
        }

        synchronized void begin(String next) {
            before.add(stage);
            since = System.nanoTime();
            stage = next;
        }

        synchronized List<String> before() {
            return List.copyOf(before);
        }

        /** Kills {@code process} once one step has lasted {@code bound}; returns when it ends. */
        void bound(Process process, Duration bound) {
            try {
                while (true) {
                    long left = bound.toNanos() - (System.nanoTime() - since);
                    if (left <= 0) {
                        hungIn = stage;
                        process.destroyForcibly();   // a kernel that never returns cannot be interrupted from inside
                        return;
                    }
                    if (process.waitFor(left, TimeUnit.NANOSECONDS)) {
                        return;
                    }
                }
            } catch (InterruptedException ignored) {
                // never interrupted: a daemon thread that ends with the run
            }
        }
    }

    /**
     * Whether {@code log} is a file written at or after {@code started}: the temporary folder may hold the crash log of
     * an earlier process that had the same id (session 41: a child that merely exited with status 1 was reported as a
     * native crash because /tmp held a log of that id from ten hours before).
     */
    static boolean writtenSince(Path log, Instant started) {
        try {
            return Files.isRegularFile(log) && !Files.getLastModifiedTime(log).toInstant().isBefore(started);
        } catch (IOException gone) {
            return false;
        }
    }

    /**
     * The signal the JVM's crash log names in its header ("#  SIGSEGV (0xb) at pc=..."), null if none: a JVM that
     * handled the crash exits with status 1 (no core dump asked), so only its log says which signal it was.
     */
    private static String loggedSignal(Path log) {
        try (var lines = Files.lines(log, StandardCharsets.ISO_8859_1)) {
            return lines.limit(20).map(String::strip).filter(l -> l.startsWith("#") && l.substring(1).strip()
                    .startsWith("SIG")).map(l -> l.substring(1).strip().split("\\s+")[0]).findFirst().orElse(null);
        } catch (IOException | java.io.UncheckedIOException unreadable) {
            return null;
        }
    }

    private static int exitStatus(Process process, String what) {
        try {
            return process.waitFor();
        } catch (InterruptedException interrupted) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw GpuException.unavailable(what, "interrupted while the kernel ran");
        }
    }
}
