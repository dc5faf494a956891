/*
 * analyze --run's device run in a child JVM (IsolatedCell): the run goes to a `tune-worker` process as a one-cell
 * AnalyzeRunJob, so a kernel that corrupts native memory (a write outside its buffers) ends that process, not the
 * caller. Its death becomes one paragraph for the user (RunCrashedException), and so does a run that outlasts its
 * time bound (a kernel that never returns), whose process is then killed.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.advise.AnalysisOptions;
import dev.kernelscope.advise.AnalysisReport;
import dev.kernelscope.advise.DeviceRun;
import dev.kernelscope.advise.RunCrashedException;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.model.InvalidInputException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

public final class IsolatedRun implements DeviceRun {
    private final List<String> workerCommand;
    private final Duration timeout;

    /**
     * Runs in children started with {@code workerCommand} (`kernelscope tune-worker`: see {@link WorkerCommand}); a
     * child still running after {@code timeout} is killed and the run reported as hung.
     */
    public IsolatedRun(List<String> workerCommand, Duration timeout) {
        this.workerCommand = List.copyOf(workerCommand);
        this.timeout = timeout;
    }

    @Override
    public AnalysisReport.RunReport run(String source, String kernelName, Device device, AnalysisOptions options) {
        AnalyzeRunJob job = AnalyzeRunJob.of(source, kernelName, device, options);
        String what = "analyze --run on " + device.label();
        IsolatedCell.Ending ending;
        try (IsolatedCell cell = IsolatedCell.start(workerCommand, timeout, what)) {
            // the run tells no steps: the bound is the whole run's, from the sending of the job
            ending = cell.run(job, job.deviceId(), what, "the run of kernel " + kernelName);
        }
        return switch (ending) {
            case IsolatedCell.Measured(ObjectNode measured) -> {
                AnalyzeRunJob.Outcome outcome = AnalyzeRunJob.outcome(new SweepResult("0", measured,
                        device.label()));
                if (outcome.invalid() != null) {
                    throw new InvalidInputException(outcome.invalid());
                }
                yield outcome.run();
            }
            case IsolatedCell.Hung hung -> throw new RunCrashedException(hung(kernelName, device, hung));
            case IsolatedCell.Crashed crashed -> throw new RunCrashedException(crashed(kernelName, device, options,
                    crashed));
        };
    }

    /** The paragraph for a child that was killed at the time bound. */
    private static String hung(String kernelName, Device device, IsolatedCell.Hung hung) {
        return String.format(Locale.ROOT, "analyze --run of kernel %s on %s did not finish within %s: the process "
                        + "running it was stopped, so there are no run results. The usual cause is a kernel that never "
                        + "returns: a loop whose end some work-item never reaches, or a barrier that not every "
                        + "work-item of a group reaches. A correct kernel that is only slow needs a longer "
                        + "--run-timeout.", kernelName, device.label(), hung.boundText());
    }

    /** The paragraph for a child that ended without a result. */
    private static String crashed(String kernelName, Device device, AnalysisOptions options,
                                  IsolatedCell.Crashed crashed) {
        return String.format(Locale.ROOT, "analyze --run of kernel %s on %s did not finish: the process running it "
                        + "%s, so there are no run results. The usual cause is an access outside the buffers given "
                        + "with --arg (%s) by the global size %s%s: check each index against its buffer's size. %s",
                kernelName, device.label(), crashed.how(), buffers(options.args()), sizes(options.global()),
                options.local().length == 0 ? "" : " (groups of " + sizes(options.local()) + ")",
                crashed.logSentence());
    }

    /** "argument 0: 16 float (64 B), argument 1: 1 float (4 B)", or "none" without buffers. */
    static String buffers(List<KernelArgSpec> args) {
        List<String> buffers = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i) instanceof KernelArgSpec.BufferSpec b) {
                buffers.add(String.format(Locale.ROOT, "argument %d: %d %s (%d B)", i, b.count(),
                        b.type().name().toLowerCase(Locale.ROOT), b.count() * b.type().bytes()));
            }
        }
        return buffers.isEmpty() ? "none" : String.join(", ", buffers);
    }

    /** "1048576 x 4": a launch's sizes. */
    static String sizes(long[] sizes) {
        return Arrays.stream(sizes).mapToObj(Long::toString).collect(Collectors.joining(" x "));
    }
}
