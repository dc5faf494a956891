/*
 * `kernelscope bench ab` in a child JVM (IsolatedCell): both variants' compile, output check and timed rounds run in
 * a `tune-worker` process as a one-cell BenchAbJob, so a variant that corrupts native memory (a write outside its
 * buffers) or never returns ends or hangs that process, not the caller. Each step of one variant gets the time bound;
 * a crash or hang becomes one paragraph naming the step (RunCrashedException). The result is the one the same
 * comparison gives in this process (KernelComparison.run): the child sends back every sample.
 */
package dev.kernelscope.tune.sweep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.advise.KernelComparison;
import dev.kernelscope.advise.RunCrashedException;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.stats.PairedRatio;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

public final class IsolatedComparison implements AutoCloseable {
    private final IsolatedCell cell;

    private IsolatedComparison(IsolatedCell cell) {
        this.cell = cell;
    }

    /**
     * Starts the child now (with {@code workerCommand}, `kernelscope tune-worker`: see {@link WorkerCommand}), so
     * that its JVM start and device discovery overlap the caller's reading of the sources and its own discovery. A
     * child still in one step of a variant (its compile, its output-check launch, its launches in one round) after
     * {@code stepBound} is killed and the comparison reported as hung in that step.
     */
    public static IsolatedComparison start(List<String> workerCommand, Duration stepBound) {
        return new IsolatedComparison(IsolatedCell.start(workerCommand, stepBound, "bench ab"));
    }

    /** Ends a child that was never given the comparison (the caller stopped on bad input first). */
    @Override
    public void close() {
        cell.close();
    }

    /**
     * As {@link KernelComparison#run} on {@code device} (once): bad input is an InvalidInputException and a device
     * error a GpuException, with the messages of a run in this process; a child that a kernel crashed or hung is a
     * RunCrashedException; one that died before any kernel ran (its start, a compile) is a GpuException.
     */
    public KernelComparison.Result run(Device device, KernelComparison.Variant a, KernelComparison.Variant b,
                                       KernelComparison.Options options) {
        PairedRatio.checkRounds(options.rounds(), options.confidence());   // before a process is started
        BenchAbJob job = BenchAbJob.of(a, b, options, device);
        String start = "the start of the process that runs the variants (it opens " + device.label() + ")";
        IsolatedCell.Ending ending = cell.run(job, job.deviceId(), "bench ab on " + device.label(), start);
        return switch (ending) {
            case IsolatedCell.Measured(ObjectNode record) -> {
                BenchAbJob.Outcome outcome = BenchAbJob.outcome(new SweepResult("0", record, device.label()));
                if (outcome == null) {
                    throw new IllegalStateException("the process that ran the variants sent no outcome");
                }
                if (outcome.invalid() != null) {
                    throw new InvalidInputException(outcome.invalid());
                }
                if (outcome.deviceError() != null) {
                    throw outcome.deviceError().exception();
                }
                if (outcome.failure() != null) {
                    throw new IllegalStateException(outcome.failure());
                }
                yield outcome.measured().result(a, b);
            }
            case IsolatedCell.Hung hung -> throw new RunCrashedException(String.format(Locale.ROOT,
                    "bench ab on %s did not finish: %s was still running after %s, the bound of one step "
                            + "(--run-timeout), so the process running the variants was stopped and there are no "
                            + "results. %s A correct kernel that is only slow needs a longer --run-timeout (it bounds "
                            + "each step of one variant: its compile, its output-check launch, its launches in one "
                            + "round).%s", device.label(), hung.stage(), hung.boundText(), likelyCause(hung.stage(),
                            start), launchesBefore(hung.before())));
            case IsolatedCell.Crashed crashed when crashed.stage().equals(start)
                    || crashed.stage().startsWith(KernelComparison.COMPILE_STEP) ->
                // no kernel had run: the JVM, the driver's start or its compiler died, not the user's code
                throw GpuException.unavailable("bench ab on " + device.label(), String.format(Locale.ROOT,
                        "the process running the variants %s during %s, before any kernel ran (a driver's or the "
                                + "JVM's failure; --in-process would take this command down the same way). %s",
                        crashed.how(), crashed.stage(), crashed.logSentence()));
            case IsolatedCell.Crashed crashed -> throw new RunCrashedException(String.format(Locale.ROOT,
                    "bench ab on %s did not finish: the process running the variants %s during %s, so there are no "
                            + "results. The usual cause is an access outside the buffers given with --arg (%s) by a "
                            + "launch (A: %s; B: %s): check each index against its buffer's size.%s %s",
                    device.label(), crashed.how(), crashed.stage(), IsolatedRun.buffers(options.args()),
                    launch(a.geometry()), launch(b.geometry()), launchesBefore(crashed.before()),
                    crashed.logSentence()));
        };
    }

    /**
     * The last two launches that ran before the step a process crashed or hung in, as a sentence (" Memory a launch
     * corrupts ... before this step it ran X and Y."; "" for none): a write outside a buffer corrupts memory that
     * glibc or the driver may trip over a step or two later (on PoCL, the output-check launch of a variant that wrote
     * outside its buffer has ended the process in the next round, and once left it deadlocked there: CI, session 51).
     */
    static String launchesBefore(List<String> before) {
        List<String> launches = before.stream().filter(step -> step.startsWith(KernelComparison.OUTPUT_CHECK_STEP)
                || step.startsWith(KernelComparison.ROUND_STEP)).toList();
        if (launches.isEmpty()) {
            return "";
        }
        List<String> last = launches.subList(Math.max(0, launches.size() - 2), launches.size());
        return " Memory a launch corrupts can end or stall the process a step or two later; before this step it ran "
                + String.join(" and ", last) + ".";
    }

    /** Why a step as told by KernelComparison (or the child's start) would not end. */
    private static String likelyCause(String stage, String start) {
        if (stage.equals(start)) {
            return "No kernel had run yet: starting a JVM and opening the device took that long (a heavily loaded "
                    + "machine, a driver that is slow to start).";
        }
        if (stage.startsWith(KernelComparison.COMPILE_STEP)) {
            return "The driver's compiler did not finish: a loop it unrolls or inlines without bound, or a driver "
                    + "that hangs.";
        }
        return "The usual cause is a kernel that never returns: a loop whose end some work-item never reaches, or a "
                + "barrier that not every work-item of a group reaches.";
    }

    /** "global size 1048576, groups of 64" (or "groups chosen by the driver"). */
    private static String launch(Geometry geometry) {
        return "global size " + IsolatedRun.sizes(geometry.globalSize()) + geometry.localSize().map(l ->
                ", groups of " + IsolatedRun.sizes(l)).orElse(", groups chosen by the driver");
    }
}
