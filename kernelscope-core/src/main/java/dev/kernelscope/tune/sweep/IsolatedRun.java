/*
 * analyze --run's device run in a child JVM: one `tune-worker` process (WorkerCommand, speaking SweepWorker's JSON
 * lines) is sent the run as a one-cell AnalyzeRunJob, so a kernel that corrupts native memory (a write outside its
 * buffers) ends that process, not the caller. A child that dies is not restarted, as a sweep's would be: the same
 * kernel would crash again. Its death becomes one paragraph for the user (RunCrashedException), and so does a run
 * that outlasts its time bound (a kernel that never returns), whose process is then killed.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.advise.AnalysisOptions;
import dev.kernelscope.advise.AnalysisReport;
import dev.kernelscope.advise.DeviceRun;
import dev.kernelscope.advise.RunCrashedException;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.model.InvalidInputException;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

public final class IsolatedRun implements DeviceRun {
    /** The child JVM's fatal-error log, %p its pid: in the temporary folder, never the user's working folder. */
    static final String CRASH_LOG = "kernelscope-hs_err_pid%p.log";
    private static final Map<Integer, String> SIGNALS = Map.of(4, "SIGILL", 6, "SIGABRT", 7, "SIGBUS", 8, "SIGFPE",
            9, "SIGKILL", 11, "SIGSEGV", 15, "SIGTERM");

    private final List<String> workerCommand;
    private final Path crashLogFolder;
    private final Duration timeout;

    /**
     * Runs in children started with {@code workerCommand} (`kernelscope tune-worker`: see {@link WorkerCommand}); a
     * child still running after {@code timeout} is killed and the run reported as hung.
     */
    public IsolatedRun(List<String> workerCommand, Duration timeout) {
        this(workerCommand, Path.of(System.getProperty("java.io.tmpdir")), timeout);
    }

    IsolatedRun(List<String> workerCommand, Path crashLogFolder, Duration timeout) {
        this.workerCommand = List.copyOf(workerCommand);
        this.crashLogFolder = crashLogFolder;
        this.timeout = timeout;
    }

    @Override
    public AnalysisReport.RunReport run(String source, String kernelName, Device device, AnalysisOptions options) {
        AnalyzeRunJob job = AnalyzeRunJob.of(source, kernelName, device, options);
        // no core file either: with `ulimit -c unlimited` it would land in the user's working folder
        List<String> command = WorkerCommand.withJvmOptions(workerCommand,
                "-XX:ErrorFile=" + crashLogFolder.resolve(CRASH_LOG), "-XX:-CreateCoredumpOnCrash");
        Process process;
        try {
            process = WorkerCommand.processBuilder(command).redirectErrorStream(true).start();
        } catch (IOException failure) {
            throw GpuException.unavailable("analyze --run", "cannot start the process that runs the kernel ('"
                    + String.join(" ", command) + "'): " + failure.getMessage());
        }
        AtomicBoolean hung = new AtomicBoolean();
        Thread.ofPlatform().daemon().name("analyze-run-timeout").start(() -> {
            try {
                if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    hung.set(true);
                    process.destroyForcibly();   // a kernel that never returns cannot be interrupted from inside
                }
            } catch (InterruptedException ignored) {
                // never interrupted: a daemon thread that ends with the run
            }
        });
        try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)) {
            in.write(SweepWorker.openRequest(job, job.deviceId()) + "\n");
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
                } else if (reply.has("key")) {
                    record = reply.get("record");
                }
            }
        } catch (IOException brokenPipe) {
            // its output ended with it: the exit status says how
        }
        int status = exitStatus(process);
        if (record instanceof ObjectNode measured) {
            AnalyzeRunJob.Outcome outcome = AnalyzeRunJob.outcome(new SweepResult("0", measured, device.label()));
            if (outcome.invalid() != null) {
                throw new InvalidInputException(outcome.invalid());
            }
            return outcome.run();
        }
        if (openError != null) {
            throw GpuException.unavailable("analyze --run on " + device.label(), openError);
        }
        if (hung.get()) {
            throw new RunCrashedException(hung(kernelName, device));
        }
        throw new RunCrashedException(crashed(kernelName, device, options, status, process.pid()));
    }

    /** The paragraph for a child that was killed at the time bound. */
    private String hung(String kernelName, Device device) {
        return String.format(Locale.ROOT, "analyze --run of kernel %s on %s did not finish within %s: the process "
                        + "running it was stopped, so there are no run results. The usual cause is a kernel that never "
                        + "returns: a loop whose end some work-item never reaches, or a barrier that not every "
                        + "work-item of a group reaches. A correct kernel that is only slow needs a longer "
                        + "--run-timeout.", kernelName, device.label(), seconds(timeout));
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : String.format(Locale.ROOT, "%.1f s",
                d.toMillis() / 1000.0);
    }

    /** The paragraph for a child that ended without a result. */
    private String crashed(String kernelName, Device device, AnalysisOptions options, int status, long pid) {
        Path log = crashLogFolder.resolve(CRASH_LOG.replace("%p", Long.toString(pid)));
        boolean logged = Files.isRegularFile(log);
        String signal = logged ? loggedSignal(log) : SIGNALS.get(status - 128);
        String how = status > 128 || logged ? "stopped on a native crash (" + (signal == null ? "" : signal + ", ")
                + LocalWorkerPool.exit(status) + ")" : "ended abnormally (" + LocalWorkerPool.exit(status) + ")";
        return String.format(Locale.ROOT, "analyze --run of kernel %s on %s did not finish: the process running it "
                        + "%s, so there are no run results. The usual cause is an access outside the buffers given "
                        + "with --arg (%s) by the global size %s%s: check each index against its buffer's size. %s",
                kernelName, device.label(), how, buffers(options.args()), sizes(options.global()),
                options.local().length == 0 ? "" : " (groups of " + sizes(options.local()) + ")",
                logged ? "The JVM's crash log is " + log + "."
                        : "It was ended before the JVM could write a crash log (it would be " + log + ").");
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

    /** "argument 0: 16 float (64 B), argument 1: 1 float (4 B)", or "none" without buffers. */
    private static String buffers(List<KernelArgSpec> args) {
        List<String> buffers = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i) instanceof KernelArgSpec.BufferSpec b) {
                buffers.add(String.format(Locale.ROOT, "argument %d: %d %s (%d B)", i, b.count(),
                        b.type().name().toLowerCase(Locale.ROOT), b.count() * b.type().bytes()));
            }
        }
        return buffers.isEmpty() ? "none" : String.join(", ", buffers);
    }

    private static String sizes(long[] sizes) {
        return Arrays.stream(sizes).mapToObj(Long::toString).collect(Collectors.joining(" x "));
    }

    private static int exitStatus(Process process) {
        try {
            return process.waitFor();
        } catch (InterruptedException interrupted) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw GpuException.unavailable("analyze --run", "interrupted while the kernel ran");
        }
    }
}
