/*
 * `kernelscope tune`: the autotuner. Live: searches a GEMM rung's space for one shape, a stencil variant's for one
 * filter, type and size, or a user kernel's space file on a device, resumable through a Kernel Tuner cache, and
 * prints the top configurations against the setting in use. Replay: runs a
 * strategy against complete brute-force caches with no device and reports evaluations to within 5% of the optimum.
 */
package dev.kernelscope.cli;

import dev.kernelscope.advise.RunArguments;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.kernels.gemm.GemmTuning;
import dev.kernelscope.kernels.stencil.StencilTuning;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.report.ChartFile;
import dev.kernelscope.report.ChartUnavailableException;
import dev.kernelscope.report.ConvergenceChart;
import dev.kernelscope.report.Messages;
import dev.kernelscope.report.OutputFiles;
import dev.kernelscope.report.TuneOutputFiles;
import dev.kernelscope.report.TuneProgress;
import dev.kernelscope.report.TuneReport;
import dev.kernelscope.report.TuningDatabaseFiles;
import dev.kernelscope.tune.CacheWriter;
import dev.kernelscope.tune.EvaluationWatchdog;
import dev.kernelscope.tune.GemmTuner;
import dev.kernelscope.tune.ReplayComparison;
import dev.kernelscope.tune.ReplayStudy;
import dev.kernelscope.tune.StencilTuner;
import dev.kernelscope.tune.Strategies;
import dev.kernelscope.tune.TuneSession;
import dev.kernelscope.tune.UserKernelSpace;
import dev.kernelscope.tune.UserKernelTuner;
import dev.kernelscope.tune.sweep.DeviceList;
import dev.kernelscope.tune.sweep.SweepBackendProvider;
import dev.kernelscope.tune.sweep.SweepJob;
import dev.kernelscope.tune.sweep.TuneExecution;
import dev.kernelscope.tune.sweep.WorkerCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "tune", mixinStandardHelpOptions = true,
        description = {
            "Autotunes a GEMM rung, a stencil variant or a user kernel (--space) on a device (verify, then time every"
                + " configuration; resumable Kernel Tuner cache), or replays a search strategy against complete Kernel Tuner caches without a device.",
            "Strategies: brute-force, random, annealing, genetic, greedy-ils, surrogate (default)."},
        footer = {"", "Examples:",
            "  kernelscope tune --rung 10 --shape 4096x4096x4096 --max-evals 60 \\",
            "      --cache tune-4096.json --chart conv.png",
            "  kernelscope tune --stencil vector --filter gauss5 --type u8 \\",
            "      --size 8192x8192,3840x2160 --write-database st.json",
            "  kernelscope tune --replay gemm_RTX_2080_Ti.json.gz --strategy surrogate \\",
            "      --max-evals 200 --seeds 20",
            "  kernelscope tune --replay a.json.gz,b.json.gz --strategy all --seeds 5 \\",
            "      --format json"})
final class TuneCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    DeviceSelection selection;

    @Mixin
    RecordOutput record;

    @Option(names = "--replay", split = ",", paramLabel = "CACHE.json[.gz]",
            description = "Replay against these complete caches instead of tuning on a device.")
    List<Path> replay;

    @Option(names = "--strategy", defaultValue = "surrogate", paramLabel = "NAME",
            description = "Search strategy (default: ${DEFAULT-VALUE}); with --replay also a list or 'all'.")
    String strategy;

    @Option(names = "--max-evals", paramLabel = "N",
            description = "Evaluations at most (default: 200 for replay, 60 live).")
    Integer maxEvals;

    @Option(names = "--time-limit", paramLabel = "DURATION", description = "Stop after this long, e.g. 90s, 10m.")
    String timeLimit;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Random seed (replay: the first seed).")
    long seed;

    @Option(names = "--seeds", defaultValue = "20", paramLabel = "K", description = "Replay: seeds per strategy and cache.")
    int seeds;

    @Option(names = "--space", paramLabel = "FILE.json",
            description = "Tune a user kernel described by this space file (kernel, name, tune_params, restrictions,"
                + " constants, global/local expressions, args, outputs) instead of a GEMM rung.")
    Path userSpace;

    @Mixin
    StencilTuneOptions stencilChoice;

    @Option(names = "--rung", defaultValue = "10", paramLabel = "RUNG", description = "GEMM rung to tune (default: 10).")
    String rung;

    @Option(names = "--shape", defaultValue = "1024x1024x1024", paramLabel = "MxNxK",
            description = "Problem shape (default: ${DEFAULT-VALUE}); N or MxNxK, row-major and untransposed unless"
                + " it names its own storage and transposes as gemm --shapes does: MxNxK:col:NT.")
    String shape;

    @Option(names = "--param", paramLabel = "NAME=V1,V2,...",
            description = "GEMM: the values to try for one parameter instead of the built-in ones (repeatable, e.g."
                + " --param BM=32,64,128 --param STAGES=1); the setting in use is always added.")
    List<String> parameterValues = new ArrayList<>();

    @Option(names = "--cache", paramLabel = "FILE.json",
            description = "Kernel Tuner cache: appended as each configuration finishes; an existing one is resumed.")
    Path cache;

    @Option(names = "--t4", paramLabel = "FILE.json", description = "Also write the results in the T4 format.")
    Path t4;

    @Option(names = "--chart", paramLabel = "FILE.png|svg", description = "Draw the convergence (best so far vs evaluations).")
    Path chart;

    @Option(names = "--write-database", paramLabel = "FILE.json",
            description = "Add or update this device's entry in a tuning database file (GEMM, or stencil with"
                + " --stencil; created from the built-in one if missing) when the best configuration beats the setting"
                + " in use.")
    Path database;

    @Option(names = "--warmups", defaultValue = "3", paramLabel = "N", description = "Untimed runs per configuration.")
    int warmups;

    @Option(names = "--repetitions", defaultValue = "10", paramLabel = "N", description = "Timed runs per configuration (median).")
    int repetitions;

    @Option(names = "--top", defaultValue = "5", paramLabel = "N", description = "Configurations listed (default: 5).")
    int top;

    @Option(names = "--quiet", description = "No progress on standard error.")
    boolean quiet;

    @Option(names = "--devices", paramLabel = "all|D1,D2,...",
            description = "Sweep over several devices of this host: one worker process per device, each keeping its"
                + " context and compiled programs, all appending to one cache (the device per configuration is"
                + " recorded). 'all': every GPU of one backend (--backend, else CUDA when present); or devices as"
                + " --device names them, comma-separated (0,1 or cuda:0,cuda:1). A device listed twice gets two"
                + " workers (e.g. --devices 0,0 to try it on one device).")
    String devices;

    @Option(names = "--in-process",
            description = "With --space: measure the kernel in this process (a worker process is the default for a"
                + " user's kernel, so one that writes outside its buffers or hangs costs that configuration, not the"
                + " run; measured on PoCL: 0.7 ms of dispatch per configuration and 0.5 s of start).")
    boolean inProcess;

    @Option(names = "--config-timeout", paramLabel = "DURATION|none",
            description = "One configuration (compile, verify, time) gets this long, or 10x the slowest one so far if"
                + " more, before it counts as hung (a compiler, driver or kernel that never returns). In this process"
                + " (GEMM and stencil tuning, --in-process) it is recorded in the cache as failed and the run ends (exit"
                + " code 3; the same command resumes and skips it); in a worker (--space, --devices) the worker is killed and the configuration retried once"
                + " elsewhere, then recorded failed; on --spark the executor halts, Spark re-runs its task, and the"
                + " configuration alone is then recorded lost (local[N] measures in this process: no bound there)."
                + " 'none': no bound."
                + " Default: 120s.")
    String configTimeout;

    @Option(names = "--spark", paramLabel = "MASTER-URL",
            description = "Sweep on an Apache Spark cluster (spark://HOST:7077, yarn, k8s://..., local[N]): one task"
                + " per GPU; needs the kernelscope-spark module on the path.")
    String spark;

    @Option(names = "--hang-timeout", paramLabel = "DURATION",
            description = "Deprecated: the old name of --config-timeout (same meaning); it will be removed.")
    String hangTimeout;

    @Option(names = "--min-occupancy", paramLabel = "P",
            description = "Deprioritize configurations whose occupancy the model estimates before compiling (work-items"
                + " per group and declared local memory; registers are unknown until compiled) below P, e.g. 25%% or"
                + " 0.25: they are measured after the others, never dropped, and listed with the reason. 0 turns it"
                + " off (default: 0, chosen by replay; docs/tuning.md).")
    String minOccupancy;

    @Mixin
    ReplayOccupancyOptions replayOccupancy;

    /** Evaluations of one run: each is a cache line and a row in memory; a million is weeks of device time. */
    static final int MAX_EVALS = 1_000_000;
    /** Replay seeds per strategy and cache: 10,000 x 200 evaluations of the surrogate take hours. */
    static final int MAX_SEEDS = 10_000;
    /** The --min-occupancy threshold as a fraction (0: off), and the --config-timeout bound (null: none). */
    private double occupancyThreshold;
    private Duration configBound;

    @Override
    public Integer call() {
        record.check();
        if (maxEvals != null) {
            OptionBounds.check("--max-evals", maxEvals, 1, MAX_EVALS, "each evaluation is a cache line and a row");
        }
        OptionBounds.check("--seeds", seeds, 1, MAX_SEEDS, "each seed replays the whole budget");
        OptionBounds.warmups("--warmups", warmups);
        OptionBounds.repetitions("--repetitions", repetitions);
        OptionBounds.check("--top", top, 1, 10_000, "rows of the table");
        Duration limit = timeLimit == null ? null : TuneArguments.duration("--time-limit", timeLimit);
        configBound = TuneArguments.configTimeout(configTimeout, hangTimeout, spec.commandLine().getErr());
        occupancyThreshold = minOccupancy == null ? dev.kernelscope.tune.OccupancyPriority.DEFAULT_THRESHOLD
                : TuneArguments.fraction("--min-occupancy", minOccupancy);
        refuseConflictingOptions();
        Map<String, List<Long>> chosenValues = parameterValues.isEmpty() ? Map.of()
                : TuneArguments.parameterValues(parameterValues, GemmRung.parse(rung));
        StencilTuner.Options stencilOptions = stencilChoice.variant == null ? null : stencilChoice.options(strategy,
                maxEvals == null ? 60 : maxEvals, limit, seed, warmups, repetitions, cache, top, occupancyThreshold);
        UserKernelSpace user = null;
        List<Path> inputs = new ArrayList<>();
        if (replay != null) {
            for (Path file : replay) {
                inputs.add(OutputFiles.checkReadable(file, "replay cache"));
            }
        } else {
            Strategies.parse(strategy);   // a bad strategy is refused before the space or the device
        }
        if (userSpace != null) {
            user = UserKernelSpace.read(OutputFiles.checkReadable(userSpace, "space file"));
            checkArguments(userSpace, user);
            inputs.add(userSpace);
            inputs.addAll(user.inputFiles());
        }
        if (user != null && database != null) {
            throw new InvalidInputException("--write-database updates the tuning database of a built-in kernel (GEMM"
                    + " rung 10, the stencil variants); a user kernel from --space has none.");
        }
        TuneOutputFiles.check(inputs, record.output, chart, t4, database, cache, record.force);
        if (replay != null) {
            return replay();
        }
        if (spark != null) {
            SweepBackendProvider.named("spark");   // refused before any device work when the module is missing
        }
        GemmShape call = user == null && stencilOptions == null ? TuneArguments.shape(shape) : null;   // GEMM's call
        if (cache != null && Files.exists(cache)) {
            CacheWriter.checkKernel(cache, user != null ? user.kernelName() : stencilOptions != null
                    ? stencilOptions.kernelName() : GemmTuner.kernelName(GemmRung.parse(rung), call));
        }
        return user != null ? userKernel(user, limit) : stencilOptions != null ? stencilKernel(stencilOptions)
                : live(limit, chosenValues, call);
    }

    /** Options that do not go together, refused before any file or device is touched. */
    private void refuseConflictingOptions() {
        if (replayOccupancy.given() && replay == null) {
            throw new InvalidInputException("--arch, --group-size and --local-memory describe a replayed cache's"
                    + " device and launch; a live run takes them from the device and the kernel's space.");
        }
        if (replay != null && occupancyThreshold == 0 && replayOccupancy.given()) {
            // they were accepted and ignored: the replay ran as if they had not been given
            throw new InvalidInputException("--arch, --group-size and --local-memory let --min-occupancy estimate a"
                    + " replayed configuration's occupancy; without --min-occupancy (or with 0) nothing reads them."
                    + " Add --min-occupancy P, or leave them out.");
        }
        if (replay != null && occupancyThreshold > 0 && replayOccupancy.arch == null) {
            throw new InvalidInputException("--min-occupancy with --replay needs --arch: the cache names its device"
                    + " (e.g. 'NVIDIA TITAN RTX') but not the occupancy model's architecture (sm_75 for it).");
        }
        if (replay != null && (cache != null || database != null || t4 != null || userSpace != null
                || stencilChoice.variant != null || timeLimit != null)) {
            // --time-limit was accepted and ignored: a replay's evaluations are lookups, its budget --max-evals
            throw new InvalidInputException("--replay runs without a device: --cache, --t4, --write-database,"
                    + " --space, --stencil and --time-limit do not apply (a replay's budget is --max-evals).");
        }
        if (userSpace != null && stencilChoice.variant != null) {
            throw new InvalidInputException("--space tunes a user kernel and --stencil a stencil variant; give one.");
        }
        if ((devices != null || spark != null) && replay != null) {
            throw new InvalidInputException("--replay runs without a device; --devices and --spark sweep on devices"
                    + " and do not apply.");
        }
        if (devices != null && spark != null) {
            throw new InvalidInputException("--devices sweeps on this host's devices and --spark on a cluster's;"
                    + " give one.");
        }
        if (spark != null && spark.strip().startsWith("local")
                && !GivenOptions.among(spec, "--config-timeout", "--hang-timeout").isEmpty()
                && !"none".equalsIgnoreCase(String.valueOf(configTimeout).strip())) {
            // it was ignored: local mode measures in this JVM, where a hung native call cannot be stopped
            throw new InvalidInputException("--config-timeout cannot bound a configuration on --spark "
                    + Messages.quote(spark.strip()) + ": local mode measures in this process, where a hung compiler"
                    + " or kernel cannot be stopped without ending the run. Use --devices (worker processes) or a"
                    + " Spark cluster (its executors halt past the bound), or leave --config-timeout out.");
        }
        if (inProcess && (userSpace == null || devices != null || spark != null)) {
            throw new InvalidInputException("--in-process applies to a user kernel (--space) measured on one device;"
                    + " GEMM and stencil tuning run in this process already, and --devices and --spark measure in"
                    + " workers.");
        }
        if (devices != null && selection.device != null) {
            throw new InvalidInputException("--device picks one device and --devices several for a sweep; give one"
                    + " (--devices " + Messages.quote(selection.device) + " sweeps on that one alone).");
        }
        List<String> notForSpace = GivenOptions.among(spec, "--rung", "--shape", "--filter", "--type", "--size",
                "--border");
        if (userSpace != null && !notForSpace.isEmpty()) {
            // they were ignored: a user who gave --shape 4096 tuned the space file's sizes believing otherwise
            throw new InvalidInputException(String.join(", ", notForSpace) + " choose" + (notForSpace.size() == 1
                    ? "s" : "") + " a built-in kernel's problem; with --space the space file's constants are the"
                    + " problem (edit them, or keep one space file per size).");
        }
        if (replay == null && !GivenOptions.among(spec, "--seeds").isEmpty()) {
            throw new InvalidInputException("--seeds is the number of seeds a replay runs per strategy and cache; a"
                    + " live run uses one seed (--seed N).");
        }
        if (cache != null && replay == null) {
            CacheWriter.requireAppendable(cache);
        }
        if (!parameterValues.isEmpty() && (replay != null || userSpace != null || stencilChoice.variant != null)) {
            throw new InvalidInputException("--param chooses the values of a GEMM rung's parameters; it does not"
                    + " apply with --replay, --space or --stencil (a space file lists its own values).");
        }
    }

    /** The space file's args against the kernel's signature, compiled as the space's first valid configuration. */
    private static void checkArguments(Path spaceFile, UserKernelSpace user) {
        user.firstDefines().ifPresent(defines -> RunArguments.checkSpaceFile(spaceFile.toString(),
                user.kernelFile().toString(), user.source(), user.kernelName(), defines, user.args()));
    }

    private int userKernel(UserKernelSpace user, Duration limit) {
        Strategies chosenStrategy = Strategies.parse(strategy);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Device> targets = targets();
        Device target = targets.getFirst();
        int budget = maxEvals == null ? 60 : maxEvals;
        UserKernelTuner.Options options = new UserKernelTuner.Options(chosenStrategy, budget, limit, seed, warmups,
                repetitions, cache, top, occupancyThreshold);
        TuneProgress progress = new TuneProgress(err, budget, quiet);
        List<TuneSession.Finished> finished = new ArrayList<>();
        SweepJob.Target job = new SweepJob.UserKernelJob(userSpace.toAbsolutePath().toString(), readText(userSpace),
                user.source());
        UserKernelTuner.Report report = UserKernelTuner.run(target, user, options, commandLine(), progress,
                finished, execution(targets, err).runners(job));
        progress.end();
        record.emit(report, out, o -> TuneReport.printUserKernel(report, o));
        writeT4(finished, report.parameterNames());
        int status = drawChart(err, () -> ConvergenceChart.of("Tuning " + report.kernel() + " on " + report.device(),
                report.strategy(), "ms", List.of(new ConvergenceChart.Line(report.strategy(), report.bestSoFar())),
                null));
        String nothingMeasured = UserKernelTuner.nothingMeasured(report);
        if (nothingMeasured != null) {
            err.println("kernelscope: " + nothingMeasured);
            err.flush();
            return 1;   // ran, but nothing succeeded: as gemm and stencil end when a row failed
        }
        String disagreement = UserKernelTuner.referenceDisagreement(report);
        if (disagreement != null) {
            err.println("kernelscope: " + disagreement);
            err.flush();
        }
        return status;
    }

    private int stencilKernel(StencilTuner.Options options) {
        StencilTuning base = database == null ? null : TuningDatabaseFiles.readStencil(database);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Device> targets = targets();
        Device target = targets.getFirst();
        TuneProgress progress = new TuneProgress(err, options.maxEvals(), quiet);
        List<TuneSession.Finished> finished = new ArrayList<>();
        SweepJob.Target job = new SweepJob.StencilJob(options.variant(), options.filter(), options.type(),
                options.border(), options.sizes());
        StencilTuner.Report report = StencilTuner.run(target, options, commandLine(), progress, finished,
                execution(targets, err).runners(job));
        progress.end();
        StencilTuner.DatabaseUpdate update = base == null ? null : StencilTuner.updateDatabase(base, target, report,
                options.variant(), options.filter(), options.type());
        record.emit(report, out, o -> TuneReport.printStencil(report, update == null ? null : update.message(), o));
        writeT4(finished, report.parameterNames());
        if (update != null && update.changed()) {
            TuningDatabaseFiles.write(database, update.database());
        }
        return drawChart(err, () -> ConvergenceChart.of("Tuning " + report.variant() + " on " + report.device(),
                report.filter() + " " + report.type() + " " + String.join(",", report.sizes()) + ", "
                        + report.strategy(), "ms",
                List.of(new ConvergenceChart.Line(report.strategy(), report.bestSoFar())), null));
    }

    private int replay() {
        List<Strategies> chosen = Strategies.parseList(strategy);
        int budget = maxEvals == null ? 200 : maxEvals;
        PrintWriter err = spec.commandLine().getErr();
        ReplayComparison.Occupancy occupancy = occupancyThreshold <= 0 ? null
                : replayOccupancy.occupancy(occupancyThreshold);
        ReplayComparison.Outcome outcome = ReplayComparison.run(replay, chosen, budget, seeds, seed, occupancy,
                chart != null && replay.size() == 1, study -> {
                    if (!quiet) {
                        err.println(TuneReport.replayProgressLine(study.cache(), study));
                        err.flush();
                    }
                });
        List<ReplayStudy> studies = outcome.studies();
        Object result = studies.size() == 1 ? studies.getFirst() : studies;
        record.emit(result, spec.commandLine().getOut(), out -> TuneReport.printReplay(studies, out));
        List<ConvergenceChart.Line> lines = outcome.curves().stream().map(c -> new ConvergenceChart.Line(
                c.strategy().id() + " (seed " + c.seed() + ")", c.bestSoFar())).toList();
        Double shownOptimum = replay.size() == 1 ? outcome.optimum() : null;
        return drawChart(err, () -> ConvergenceChart.of("Replay: best time found", replay.size() == 1
                ? replay.getFirst().getFileName().toString() : "several caches", "ms", lines, shownOptimum));
    }

    private int live(Duration limit, Map<String, List<Long>> chosenValues, GemmShape call) {
        GemmRung chosenRung = GemmRung.parse(rung);
        Strategies chosenStrategy = Strategies.parse(strategy);
        GemmTuning base = database == null ? null : TuningDatabaseFiles.readGemm(database);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Device> targets = targets();
        Device target = targets.getFirst();
        int budget = maxEvals == null ? 60 : maxEvals;
        GemmTuner.Options options = new GemmTuner.Options(chosenRung, call, chosenStrategy, budget,
                limit, seed, warmups, repetitions, cache, top, chosenValues, occupancyThreshold);
        TuneProgress progress = new TuneProgress(err, budget, quiet);
        List<TuneSession.Finished> finished = new ArrayList<>();
        GemmTuner.Report report = GemmTuner.run(target, options, commandLine(), progress, finished,
                execution(targets, err).runners(new SweepJob.GemmJob(chosenRung, call)));
        progress.end();
        GemmTuner.DatabaseUpdate update = base == null ? null : GemmTuner.updateDatabase(base, target, report);
        record.emit(report, out, o -> TuneReport.printGemm(report, update == null ? null : update.message(), o));
        // files after the results are shown; the chart last: every measurement is already written when a machine cannot draw
        writeT4(finished, report.parameterNames());
        if (update != null && update.changed()) {
            TuningDatabaseFiles.write(database, update.database());
        }
        return drawChart(err, () -> ConvergenceChart.of("Tuning " + report.rung() + " on " + report.device(),
                report.shape().label() + ", " + report.strategy(), "ms",
                List.of(new ConvergenceChart.Line(report.strategy(), report.bestSoFar())), null));
    }

    /** Writes --t4 if asked (after the results are printed). */
    private void writeT4(List<TuneSession.Finished> finished, List<String> parameterNames) {
        if (t4 != null) {
            TuneOutputFiles.writeT4(t4, finished, parameterNames);
        }
    }

    /**
     * Draws --chart if asked; a machine that cannot draw (the H100 host has no fonts: "Fontconfig head is null")
     * gets a one-line message and exit code 1, after every other output was written.
     */
    private int drawChart(PrintWriter err, java.util.function.Supplier<org.jfree.chart.JFreeChart> drawing) {
        if (chart == null) {
            return 0;
        }
        try {
            ChartFile.write(drawing.get(), chart, record.force);
            return 0;
        } catch (InvalidInputException failure) {
            throw failure;
        } catch (RuntimeException | Error cannotDraw) {
            err.println("kernelscope: the chart " + chart + " was not drawn ("
                    + ChartUnavailableException.reasonOf(cannotDraw)
                    + "); every other output is written. Install fonts (fontconfig and e.g. DejaVu) to draw charts.");
            err.flush();
            return 1;
        }
    }

    /**
     * The devices of this run: --devices' list for a local sweep, else the one --device selects (for --spark: the
     * driver's device, which decides the space's limits and the baseline; the cluster's GPUs measure).
     */
    private List<Device> targets() {
        var inventory = Devices.discover();
        if (devices != null) {
            return DeviceList.parse(devices, inventory, selection.backend == null ? null
                    : dev.kernelscope.device.BackendKind.parse(selection.backend));
        }
        return List.of(selection.select(inventory));
    }

    /** How this run measures (in-process or a sweep), from the options: the tune layer makes the runners. */
    private TuneExecution execution(List<Device> targets, PrintWriter err) {
        // a user's kernel runs in a worker process unless asked otherwise: a write outside its buffers on a CPU
        // device crashes the process that runs it (analyze --run isolates it the same way)
        boolean workers = devices != null || userSpace != null && spark == null && !inProcess;
        return new TuneExecution(targets, workers, spark, configBound, warmups, repetitions,
                WorkerCommand.sameJvm(KernelScope.class, "tune-worker"), message -> {
                    err.println("kernelscope: " + message);
                    err.flush();
                }, hang -> hung(hang, err));
    }

    private static String readText(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot read " + Messages.quote(file.toString()) + ": "
                    + OutputFiles.describe(failure) + ".");
        }
    }

    /**
     * A configuration hung in-process: it is already recorded in the cache when this runs; the process then ends at
     * once (halt: a hung native call may block an orderly exit), exit code 3 as for device errors, so a script's
     * loop or the user restarts it and the restart skips that configuration.
     */
    private void hung(EvaluationWatchdog.Hang hang, PrintWriter err) {
        err.println();
        err.println("kernelscope: configuration " + hang.key() + " gave no result after "
                + hang.ran().toSeconds() + " s and is recorded in the cache as failed (" + hang.reason() + ")."
                + (cache == null ? " Without --cache the results so far are lost; give --cache to resume."
                : " Run the same command again to resume from " + cache + "."));
        err.flush();
        Runtime.getRuntime().halt(3);
    }

    private String commandLine() {
        return "kernelscope " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
    }


}
