/*
 * `kernelscope bench ab A.cl B.cl`: an A/B test of two variants of your kernel (two files, or one file twice with
 * --define-a / --define-b, and --global-b / --local-b for a different launch) on one device: same arguments, outputs
 * compared, then interleaved timed rounds and a verdict with a confidence interval, run in a worker process unless
 * --in-process. Exit code 1 when the outputs differ (the times are still reported) or a variant crashed or hung.
 */
package dev.kernelscope.cli;

import dev.kernelscope.advise.KernelAnalysis;
import dev.kernelscope.advise.KernelComparison;
import dev.kernelscope.advise.RunCrashedException;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.device.Timing;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.model.stats.PairedRatio;
import dev.kernelscope.report.Formats;
import dev.kernelscope.report.OutputFiles;
import dev.kernelscope.source.ClangFrontEnd;
import dev.kernelscope.source.KernelSourceFile;
import dev.kernelscope.tune.sweep.IsolatedComparison;
import dev.kernelscope.tune.sweep.WorkerCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "ab", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"A/B test two variants of your kernel on one device: the same arguments (and launch, unless "
                + "--global-b/--local-b), outputs compared, then timed in interleaved rounds (A B, B A, ...) with a "
                + "distribution-free confidence interval for the B/A time ratio. Give two files, or one file twice "
                + "with --define-a/--define-b. Both variants run in a child process (a worker, as tune --space "
                + "uses), so one that writes outside its buffers or never returns ends that process, not this one.",
                "Exit codes: 0 done, 1 the outputs differ (times still reported) or a variant crashed or hung the "
                        + "process running it, 2 bad input or a variant that does not compile, 3 device errors."})
public final class BenchAbCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "A.cl", description = "Variant A (the baseline).")
    Path fileA;

    @Parameters(index = "1", paramLabel = "B.cl", description = "Variant B (may be the same file as A).")
    Path fileB;

    @Option(names = "--kernel", paramLabel = "NAME", description = "The kernel to run (default: the file's only "
            + "__kernel).")
    String kernel;

    @Option(names = "--kernel-b", paramLabel = "NAME", description = "B's kernel when its name differs from A's.")
    String kernelB;

    @Option(names = "-D", paramLabel = "NAME[=VALUE]", description = "A define for both variants.")
    List<String> defines = new ArrayList<>();

    @Option(names = "--define-a", paramLabel = "NAME[=VALUE]", description = "A define for A only.")
    List<String> definesA = new ArrayList<>();

    @Option(names = "--define-b", paramLabel = "NAME[=VALUE]", description = "A define for B only.")
    List<String> definesB = new ArrayList<>();

    @Option(names = "--global", paramLabel = "X[,Y[,Z]]", required = true, description = "Global size of the launch.")
    String global;

    @Option(names = "--local", paramLabel = "X[,Y[,Z]]", description = "Work-group size (default: the kernel's "
            + "reqd_work_group_size, else the driver's choice).")
    String local;

    @Option(names = "--global-b", paramLabel = "X[,Y[,Z]]", description = "B's global size when it differs from A's "
            + "(e.g. B does more work per work-item).")
    String globalB;

    @Option(names = "--local-b", paramLabel = "X[,Y[,Z]]", description = "B's work-group size when it differs from A's.")
    String localB;

    @Option(names = "--arg", paramLabel = "SPEC", description = "A kernel argument, in order, the same for both: "
            + KernelArgSpec.GRAMMAR + ".")
    List<String> args = new ArrayList<>();

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "20", description = "Interleaved rounds, each timing "
            + "A and B (default ${DEFAULT-VALUE}; at least 6 for 95%% confidence).")
    int rounds;

    @Option(names = "--repetitions", paramLabel = "N", defaultValue = "10", description = "Timed launches per variant "
            + "per round; the round's median is its time (default ${DEFAULT-VALUE}).")
    int repetitions;

    @Option(names = "--warmups", paramLabel = "N", defaultValue = "3", description = "Untimed launches of each "
            + "variant before the first round (default ${DEFAULT-VALUE}).")
    int warmups;

    @Option(names = "--confidence", paramLabel = "C", defaultValue = "0.95", description = "Confidence of the "
            + "interval, 0.5 to below 1 (default ${DEFAULT-VALUE}).")
    double confidence;

    @Option(names = "--tolerance", paramLabel = "T", defaultValue = "1e-5", description = "Largest relative "
            + "difference ||B - A|| / ||A|| of any buffer after one run of each (default ${DEFAULT-VALUE}).")
    double tolerance;

    @Option(names = "--run-timeout", paramLabel = "DURATION", defaultValue = "120s", description = "How long one "
            + "step of one variant (its compile, its output-check launch, its launches in one round) may take in "
            + "the worker before it counts as hung and the worker is stopped (default ${DEFAULT-VALUE}).")
    String runTimeout;

    @Option(names = "--in-process", description = "Run the variants in this process instead of a worker: no "
            + "--run-timeout (a kernel that never returns cannot be stopped from inside), and a kernel that "
            + "corrupts memory can take the command down. Measured on PoCL (2 shared cores): the worker adds "
            + "about 0.9 s per run; the kernel times are the same.")
    boolean inProcess;

    @Mixin
    DeviceSelection selection;

    @Mixin
    RecordOutput recordOutput;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Rounds are few numbers each; the bound keeps a typo from running for days. */
    static final int MAX_ROUNDS = 10_000;

    @Override
    public Integer call() {
        OptionBounds.check("--rounds", rounds, 2, MAX_ROUNDS, "each round times both variants");
        OptionBounds.repetitions("--repetitions", repetitions);
        OptionBounds.warmups("--warmups", warmups);
        if (!(tolerance >= 0) || Double.isInfinite(tolerance)) {
            throw new InvalidInputException("--tolerance must be a number of at least 0; got " + tolerance + ".");
        }
        PairedRatio.checkRounds(rounds, confidence);
        if (inProcess && !GivenOptions.among(spec, "--run-timeout").isEmpty()) {
            throw new InvalidInputException("--run-timeout bounds the worker process that runs the variants; with "
                    + "--in-process there is none, and a kernel that never returns cannot be stopped from inside "
                    + "this one. Give one or the other.");
        }
        java.time.Duration stepBound = inProcess ? null : TuneArguments.duration("--run-timeout", runTimeout);
        Geometry geometryA = geometry(global, "--global", local, "--local");
        Geometry geometryB = geometry(globalB != null ? globalB : global, globalB != null ? "--global-b" : "--global",
                localB != null ? localB : local, localB != null ? "--local-b" : "--local");
        List<KernelArgSpec> argSpecs = KernelArgSpec.parseAll(args);
        List<String> optionsA = options(definesA);
        List<String> optionsB = options(definesB);
        recordOutput.check();
        if (recordOutput.output != null) {   // never over a kernel this run reads, even with --force
            OutputFiles.checkWritable(recordOutput.output, true, "JSON record", fileA, fileB);
        }
        Device device;
        KernelComparison.Result result;
        // the worker starts before the sources are read and the device is chosen, so that its JVM start and device
        // discovery overlap this process's own (measured in docs/results/cpu/bench-ab-worker-cost.md)
        try (IsolatedComparison worker = inProcess ? null : IsolatedComparison.start(
                WorkerCommand.sameJvm(KernelScope.class, "tune-worker"), stepBound)) {
            String sourceA = KernelSourceFile.read(fileA);
            String sourceB = KernelSourceFile.read(fileB);
            String nameA = kernel != null ? kernel : KernelComparison.onlyKernel(fileA.toString(), sourceA);
            String nameB = kernelB != null ? kernelB : kernel != null ? kernel
                    : KernelComparison.onlyKernel(fileB.toString(), sourceB);
            KernelComparison.Variant a = new KernelComparison.Variant("A", fileA.toString(), sourceA, nameA,
                    optionsA, geometryA);
            KernelComparison.Variant b = new KernelComparison.Variant("B", fileB.toString(), sourceB, nameB,
                    optionsB, geometryB);
            KernelComparison.Options settings = new KernelComparison.Options(argSpecs, rounds,
                    repetitions, warmups, confidence, tolerance);
            device = selection.select(Devices.discover());
            if (worker == null) {
                try (DeviceSession session = Devices.open(device)) {
                    result = KernelComparison.run(session, a, b, settings);
                }
            } else {
                try {
                    result = worker.run(device, a, b, settings);
                } catch (RunCrashedException crashedOrHung) {
                    // the kernel's fault, not the command line's: exit 1, as outputs that differ
                    spec.commandLine().getErr().println("kernelscope: " + UserText.shortenRuns(
                            crashedOrHung.getMessage()));
                    return 1;
                }
            }
        }
        Map<String, Object> record = RunRecord.header("ab", spec, device);
        record.put("parameters", parameters());
        record.put("variants", List.of(json(result.a()), json(result.b())));
        record.put("outputs", outputs(result.check()));
        record.put("rounds", roundsJson(result));
        record.put("comparison", comparison(result));
        recordOutput.emit(record, spec.commandLine().getOut(), out -> table(out, device, result));
        return result.check().same() ? 0 : 1;
    }

    private static Geometry geometry(String global, String globalOption, String local, String localOption) {
        return Geometry.ofSizes(KernelAnalysis.sizes(global, globalOption), KernelAnalysis.sizes(local, localOption));
    }

    private List<String> options(List<String> own) {
        List<String> all = new ArrayList<>(defines);
        all.addAll(own);
        return ClangFrontEnd.defineArguments(ClangFrontEnd.defines(all));
    }

    private void table(java.io.PrintWriter out, Device device, KernelComparison.Result result) {
        out.printf(Locale.ROOT, "A/B on %s (%s, driver %s): %d rounds of %d timed launches per variant, order "
                        + "alternating (A B, B A, ...)%n", device.label(), device.platform(), device.driverVersion(),
                rounds, repetitions);
        TextTable table = new TextTable("", "FILE", "KERNEL", "DEFINES", "LAUNCH", "MEDIAN", "MIN", "ROUNDS FASTER",
                "REGS");
        long bWins = Arrays.stream(result.ratios()).filter(r -> r < 1).count();
        long aWins = Arrays.stream(result.ratios()).filter(r -> r > 1).count();
        for (KernelComparison.VariantRun run : List.of(result.a(), result.b())) {
            KernelComparison.Variant v = run.variant();
            table.row(v.label(), v.file(), v.kernelName(), v.options().isEmpty() ? "-" : String.join(" ", v.options()),
                    launch(v.geometry()), micros(run.medianNs()), micros(run.minNs()), v.label().equals("A") ? aWins : bWins,
                    run.resources().registersPerThread().isPresent()
                            ? run.resources().registersPerThread().getAsInt() : "?");
        }
        out.print(table.render());
        KernelComparison.OutputCheck check = result.check();
        out.println(check.same()
                ? String.format(Locale.ROOT, "Outputs: the same (%d buffers, %,d elements; largest relative "
                        + "difference %s, tolerance %.3g).", check.buffers(), check.elements(),
                        check.worstRelative() == 0 ? "0, bit for bit" : String.format(Locale.ROOT, "%.3g",
                                check.worstRelative()), tolerance)
                : "Outputs DIFFER: " + check.detail() + ". The times below compare kernels that compute different "
                        + "things.");
        out.printf(Locale.ROOT, "At %s confidence: %s%n", Formats.percent(confidence), result.comparison().sentence());
    }

    private static String launch(Geometry geometry) {
        StringBuilder text = new StringBuilder();
        for (int d = 0; d < geometry.dimensions(); d++) {
            text.append(d == 0 ? "" : "x").append(geometry.global(d));
        }
        if (geometry.hasLocal()) {
            text.append(" / ");
            for (int d = 0; d < geometry.dimensions(); d++) {
                text.append(d == 0 ? "" : "x").append(geometry.local(d));
            }
        }
        return text.toString();
    }

    private static String micros(double ns) {
        return ns >= 1e6 ? String.format(Locale.ROOT, "%.3f ms", ns / 1e6) : String.format(Locale.ROOT, "%.2f us", ns / 1e3);
    }

    private Map<String, Object> parameters() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("rounds", rounds);
        map.put("repetitions", repetitions);
        map.put("warmups", warmups);
        map.put("confidence", confidence);
        map.put("tolerance", tolerance);
        map.put("args", args);
        return map;
    }

    private static Map<String, Object> json(KernelComparison.VariantRun run) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("label", run.variant().label());
        map.put("file", run.variant().file());
        map.put("kernel", run.variant().kernelName());
        map.put("options", run.variant().options());
        map.put("geometry", run.variant().geometry().toString());
        map.put("medianNs", run.medianNs());
        map.put("minNs", run.minNs());
        map.put("resources", RunRecord.resources(run.resources()));
        return map;
    }

    private static Map<String, Object> outputs(KernelComparison.OutputCheck check) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("same", check.same());
        map.put("buffers", check.buffers());
        map.put("elements", check.elements());
        map.put("worstRelativeDifference", check.worstRelative());
        map.put("detail", check.detail());
        return map;
    }

    private static List<Map<String, Object>> roundsJson(KernelComparison.Result result) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (int i = 0; i < result.ratios().length; i++) {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("round", i + 1);
            map.put("order", result.bFirst()[i] ? "BA" : "AB");
            map.put("ratio", result.ratios()[i]);
            Timing a = result.a().rounds().get(i);
            Timing b = result.b().rounds().get(i);
            map.put("a", RunRecord.timing(a));
            map.put("b", RunRecord.timing(b));
            list.add(map);
        }
        return list;
    }

    private static Map<String, Object> comparison(KernelComparison.Result result) {
        Map<String, Object> map = new LinkedHashMap<>();
        var c = result.comparison();
        map.put("statistic", "median of per-round B/A time ratios; order-statistic interval for the median");
        map.put("medianRatio", c.median());
        map.put("lower", c.lower());
        map.put("upper", c.upper());
        map.put("coverage", c.coverage());
        map.put("verdict", c.verdict().name().toLowerCase(Locale.ROOT));
        map.put("sentence", c.sentence());
        return map;
    }

}
