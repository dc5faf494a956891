/*
 * `kernelscope tune`: the autotuner. Live: searches a GEMM rung's space for one shape, a stencil variant's for one
 * filter, type and size, or a user kernel's space file on a device, resumable through a Kernel Tuner cache, and
 * prints the top configurations against the setting in use. Replay: runs a
 * strategy against complete brute-force caches with no device and reports evaluations to within 5% of the optimum.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.Device;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmTuning;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilTuning;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.report.AtomicOutput;
import dev.kernelscope.report.ChartFile;
import dev.kernelscope.report.ConvergenceChart;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.Messages;
import dev.kernelscope.report.OutputFiles;
import dev.kernelscope.report.TuneProgress;
import dev.kernelscope.report.TuneReport;
import dev.kernelscope.tune.CacheWriter;
import dev.kernelscope.tune.EvaluationWatchdog;
import dev.kernelscope.tune.GemmTuner;
import dev.kernelscope.tune.ReplayComparison;
import dev.kernelscope.tune.ReplayStudy;
import dev.kernelscope.tune.StencilTuner;
import dev.kernelscope.tune.Strategies;
import dev.kernelscope.tune.T4Output;
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
import java.util.Locale;
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
            "  kernelscope tune --rung 10 --shape 4096x4096x4096 --max-evals 60 --cache tune-4096.json --chart conv.png",
            "  kernelscope tune --stencil vector --filter gauss5 --type u8 --size 8192x8192 --write-database st.json",
            "  kernelscope tune --replay gemm_RTX_2080_Ti.json.gz --strategy surrogate --max-evals 200 --seeds 20",
            "  kernelscope tune --replay a.json.gz,b.json.gz --strategy all --seeds 5 --format json"})
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

    @Option(names = "--stencil", paramLabel = "VARIANT",
            description = "Tune this stencil variant (naive, local-tile, register-column, separable-local,"
                + " separable-two-pass, vector, multipass-fused, or its number) instead of a GEMM rung.")
    String stencil;

    @Option(names = "--filter", defaultValue = "box3", paramLabel = "F",
            description = "With --stencil: the filter (boxN, gaussN[:SIGMA], sobel, sobelx, sobely, xP to iterate;"
                + " default: ${DEFAULT-VALUE}).")
    String filter;

    @Option(names = "--type", defaultValue = "u8", paramLabel = "T",
            description = "With --stencil: the pixel type, u8, f16 or f32 (default: ${DEFAULT-VALUE}).")
    String pixelType;

    @Option(names = "--size", defaultValue = "1024x1024", paramLabel = "WxH",
            description = "With --stencil: the image size (default: ${DEFAULT-VALUE}).")
    String size;

    @Option(names = "--border", defaultValue = "replicate", paramLabel = "MODE",
            description = "With --stencil: replicate (default), reflect-101 or constant (0).")
    String border;

    @Option(names = "--rung", defaultValue = "10", paramLabel = "RUNG", description = "GEMM rung to tune (default: 10).")
    String rung;

    @Option(names = "--shape", defaultValue = "1024x1024x1024", paramLabel = "MxNxK",
            description = "Problem shape (default: ${DEFAULT-VALUE}); N or MxNxK.")
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

    @Option(names = "--config-timeout", paramLabel = "DURATION|none",
            description = "One configuration (compile, verify, time) gets this long, or 10x the slowest one so far if"
                + " more, before it counts as hung (a compiler, driver or kernel that never returns). In one process"
                + " it is recorded in the cache as failed and the run ends (exit code 3; the same command resumes and"
                + " skips it); in a sweep (--devices) its worker is killed and the configuration retried once"
                + " elsewhere, then recorded failed; on --spark the bound is this value alone. 'none': no bound."
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

    @Option(names = "--arch", paramLabel = "ID",
            description = "With --replay and --min-occupancy: the occupancy model's architecture for the caches'"
                + " device (e.g. sm_75 for a TITAN RTX or RTX 2080 Ti, sm_86 for an RTX 3060).")
    String arch;

    @Option(names = "--group-size", paramLabel = "EXPR",
            description = "With --replay and --min-occupancy: work-items per group as an expression over the cache's"
                + " parameters (default: the product of block_size_x, _y, _z, Kernel Tuner's default names).")
    String groupSize;

    @Option(names = "--local-memory", paramLabel = "EXPR",
            description = "With --replay and --min-occupancy: local (shared) memory bytes per group as an expression"
                + " over the cache's parameters (default: none).")
    String localMemory;

    /** Evaluations of one run: each is a cache line and a row in memory; a million is weeks of device time. */
    static final int MAX_EVALS = 1_000_000;
    /** Replay seeds per strategy and cache: 10,000 x 200 evaluations of the surrogate take hours. */
    static final int MAX_SEEDS = 10_000;
    /** The longest --time-limit: a week. */
    static final Duration MAX_TIME_LIMIT = Duration.ofDays(7);

    @Override
    public Integer call() {
        record.check("tune");
        if (maxEvals != null) {
            OptionBounds.check("--max-evals", maxEvals, 1, MAX_EVALS, "each evaluation is a cache line and a row");
        }
        OptionBounds.check("--seeds", seeds, 1, MAX_SEEDS, "each seed replays the whole budget");
        OptionBounds.warmups("--warmups", warmups);
        OptionBounds.repetitions("--repetitions", repetitions);
        OptionBounds.check("--top", top, 1, 10_000, "rows of the table");
        Duration limit = timeLimit == null ? null : parseDuration(timeLimit);
        configBound = configTimeout(spec.commandLine().getErr());
        occupancyThreshold = minOccupancy == null ? dev.kernelscope.tune.OccupancyPriority.DEFAULT_THRESHOLD
                : parseFraction("--min-occupancy", minOccupancy);
        if ((arch != null || groupSize != null || localMemory != null) && replay == null) {
            throw new InvalidInputException("--arch, --group-size and --local-memory describe a replayed cache's"
                    + " device and launch; a live run takes them from the device and the kernel's space.");
        }
        if (replay != null && occupancyThreshold > 0 && arch == null) {
            throw new InvalidInputException("--min-occupancy with --replay needs --arch: the cache names its device"
                    + " (e.g. 'NVIDIA TITAN RTX') but not the occupancy model's architecture (sm_75 for it).");
        }
        if (replay != null && (cache != null || database != null || t4 != null || userSpace != null
                || stencil != null)) {
            throw new InvalidInputException("--replay runs without a device: --cache, --t4, --write-database,"
                    + " --space and --stencil do not apply.");
        }
        if (userSpace != null && stencil != null) {
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
        if (devices != null && selection.device != null) {
            throw new InvalidInputException("--device picks one device and --devices several for a sweep; give one"
                    + " (--devices " + Messages.quote(selection.device) + " sweeps on that one alone).");
        }
        if (!parameterValues.isEmpty() && (replay != null || userSpace != null || stencil != null)) {
            throw new InvalidInputException("--param chooses the values of a GEMM rung's parameters; it does not"
                    + " apply with --replay, --space or --stencil (a space file lists its own values).");
        }
        Map<String, List<Long>> chosenValues = parameterValues.isEmpty() ? Map.of()
                : parseParameterValues(parameterValues, GemmRung.parse(rung));
        StencilTuner.Options stencilOptions = stencil == null ? null : stencilOptions(limit);
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
            inputs.add(userSpace);
            inputs.add(user.kernelFile());
        }
        if (user != null && database != null) {
            throw new InvalidInputException("--write-database updates the tuning database of a built-in kernel (GEMM"
                    + " rung 10, the stencil variants); a user kernel from --space has none.");
        }
        checkOutputs(inputs);
        if (replay != null) {
            return replay();
        }
        if (spark != null) {
            SweepBackendProvider.named("spark");   // refused before any device work when the module is missing
        }
        if (cache != null && Files.exists(cache)) {
            CacheWriter.checkKernel(cache, user != null ? user.kernelName() : stencilOptions != null
                    ? stencilOptions.kernelName() : GemmRung.parse(rung).kernelName());
        }
        return user != null ? userKernel(user, limit) : stencilOptions != null ? stencilKernel(stencilOptions)
                : live(limit, chosenValues);
    }

    /**
     * Every file this run writes, checked once before the work: none is an input (the replayed caches, the space
     * file, its kernel) or another output of the run; only --force replaces one; --cache may exist (it is resumed)
     * and must then be a tuning cache; --write-database is updated in place.
     */
    private void checkOutputs(List<Path> inputs) {
        List<Path> taken = new ArrayList<>(inputs);
        if (cache != null) {
            taken.add(cache);
        }
        if (record.output != null) {
            OutputFiles.checkWritable(record.output, record.force, "JSON record", taken.toArray(Path[]::new));
            taken.add(record.output);
        }
        if (chart != null) {
            ChartFile.formatOf(chart);
            OutputFiles.checkWritable(chart, record.force, "chart", taken.toArray(Path[]::new));
            taken.add(chart);
        }
        if (t4 != null) {
            OutputFiles.checkWritable(t4, record.force, "T4 output", taken.toArray(Path[]::new));
            taken.add(t4);
        }
        if (database != null) {
            OutputFiles.checkWritable(database, true, "tuning database", taken.toArray(Path[]::new));
            if (Files.exists(database)) {
                OutputFiles.checkReadable(database, "tuning database");
            }
        }
        if (cache != null) {
            List<Path> others = new ArrayList<>(taken.subList(0, inputs.size()));
            if (database != null) {
                others.add(database);
            }
            OutputFiles.checkWritable(cache, true, "tuning cache", others.toArray(Path[]::new));
            if (Files.exists(cache)) {
                OutputFiles.checkReadable(cache, "tuning cache");
            }
        }
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
        UserKernelTuner.Report report = UserKernelTuner.run(target, user, options, commandLine(), progress::show,
                finished, execution(targets, err).runners(job));
        progress.end();
        record.emit(report, out, o -> TuneReport.printUserKernel(report, o));
        writeFiles(finished, report.parameterNames(), null);
        return drawChart(err, () -> ConvergenceChart.of("Tuning " + report.kernel() + " on " + report.device(),
                report.strategy(), "ms", List.of(new ConvergenceChart.Line(report.strategy(), report.bestSoFar())),
                null));
    }

    /** The stencil run's options, every one checked before the device (variant, filter, type, size, border). */
    private StencilTuner.Options stencilOptions(Duration limit) {
        StencilVariant variant = StencilVariant.parse(stencil);
        FilterSpec spec = FilterSpec.parse(filter);
        PixelType type = PixelType.parse(pixelType);
        StencilBenchmark.Size imageSize = StencilBenchmark.Size.parse(size);
        Border mode = Border.parse(border);
        return new StencilTuner.Options(variant, spec, type, mode, imageSize.width(), imageSize.height(),
                Strategies.parse(strategy), maxEvals == null ? 60 : maxEvals, limit, seed, warmups, repetitions, cache,
                top, occupancyThreshold);
    }

    private int stencilKernel(StencilTuner.Options options) {
        StencilTuning base = database == null ? null : readStencilDatabase();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Device> targets = targets();
        Device target = targets.getFirst();
        TuneProgress progress = new TuneProgress(err, options.maxEvals(), quiet);
        List<TuneSession.Finished> finished = new ArrayList<>();
        SweepJob.Target job = new SweepJob.StencilJob(options.variant(), options.filter(), options.type(),
                options.border(), options.width(), options.height());
        StencilTuner.Report report = StencilTuner.run(target, options, commandLine(), progress::show, finished,
                execution(targets, err).runners(job));
        progress.end();
        StencilTuner.DatabaseUpdate update = base == null ? null : StencilTuner.updateDatabase(base, target, report,
                options.variant(), options.filter(), options.type());
        record.emit(report, out, o -> TuneReport.printStencil(report, update == null ? null : update.message(), o));
        if (t4 != null) {
            writeJson(t4, T4Output.of(finished, report.parameterNames()), "T4 output");
        }
        if (update != null && update.changed()) {
            writeJson(database, update.database().toJson("The tuned stencil per device and filter family, as"
                    + " stencil-tuning.json; written by kernelscope tune --stencil --write-database."),
                    "tuning database");
        }
        return drawChart(err, () -> ConvergenceChart.of("Tuning " + report.variant() + " on " + report.device(),
                report.filter() + " " + report.type() + " " + report.width() + "x" + report.height() + ", "
                        + report.strategy(), "ms",
                List.of(new ConvergenceChart.Line(report.strategy(), report.bestSoFar())), null));
    }

    private StencilTuning readStencilDatabase() {
        try {
            return Files.exists(database) ? StencilTuning.read(database) : StencilTuning.builtIn();
        } catch (IOException | RuntimeException failure) {
            throw new InvalidInputException("Cannot read the stencil tuning database "
                    + Messages.quote(database.toString()) + ": " + databaseProblem(failure) + ".");
        }
    }

    /** Why a database file could not be read, in words (Jackson's text without its source internals). */
    private static String databaseProblem(Exception failure) {
        if (failure instanceof com.fasterxml.jackson.core.JsonProcessingException json) {
            return "it is not valid JSON (" + UserText.parserMessage(json.getOriginalMessage()) + ")";
        }
        if (failure instanceof IOException io) {
            return OutputFiles.describe(io);
        }
        return UserText.parserMessage(String.valueOf(failure.getMessage()));
    }

    private int replay() {
        List<Strategies> chosen = Strategies.parseList(strategy);
        int budget = maxEvals == null ? 200 : maxEvals;
        PrintWriter err = spec.commandLine().getErr();
        ReplayComparison.Occupancy occupancy = occupancyThreshold <= 0 ? null : new ReplayComparison.Occupancy(
                dev.kernelscope.model.arch.ArchRegistry.presets().get(arch), occupancyThreshold, groupSize,
                localMemory);
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

    private int live(Duration limit, Map<String, List<Long>> chosenValues) {
        GemmRung chosenRung = GemmRung.parse(rung);
        int[] mnk = parseShape(shape);
        Strategies chosenStrategy = Strategies.parse(strategy);
        GemmTuning base = database == null ? null : readDatabase();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Device> targets = targets();
        Device target = targets.getFirst();
        int budget = maxEvals == null ? 60 : maxEvals;
        GemmTuner.Options options = new GemmTuner.Options(chosenRung, mnk[0], mnk[1], mnk[2], chosenStrategy, budget,
                limit, seed, warmups, repetitions, cache, top, chosenValues, occupancyThreshold);
        TuneProgress progress = new TuneProgress(err, budget, quiet);
        List<TuneSession.Finished> finished = new ArrayList<>();
        GemmTuner.Report report = GemmTuner.run(target, options, commandLine(), progress::show, finished,
                execution(targets, err).runners(new SweepJob.GemmJob(chosenRung, mnk[0], mnk[1], mnk[2])));
        progress.end();
        GemmTuner.DatabaseUpdate update = base == null ? null : GemmTuner.updateDatabase(base, target, report);
        record.emit(report, out, o -> TuneReport.printGemm(report, update == null ? null : update.message(), o));
        // files after the results are shown; the chart last: every measurement is already written when a machine cannot draw
        return drawChart(err, () -> ConvergenceChart.of("Tuning " + report.rung() + " on " + report.device(),
                report.m() + "x" + report.n() + "x" + report.k() + ", " + report.strategy(), "ms",
                List.of(new ConvergenceChart.Line(report.strategy(), report.bestSoFar())), null));
    }

    /** Writes --t4 and, when it changed, --write-database (called after the results are printed). */
    private void writeFiles(List<TuneSession.Finished> finished, List<String> parameterNames,
                            GemmTuner.DatabaseUpdate update) {
        if (t4 != null) {
            writeJson(t4, T4Output.of(finished, parameterNames), "T4 output");
        }
        if (update != null && update.changed()) {
            writeJson(database, update.database().toJson("Parameters of rung 10 (10_tuned.cl) per device, as"
                    + " gemm-tuning.json; written by kernelscope tune --write-database."), "tuning database");
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
            err.println("kernelscope: the chart " + chart + " was not drawn (" + cannotDraw.getMessage()
                    + "); every other output is written. Install fonts (fontconfig and e.g. DejaVu) to draw charts.");
            err.flush();
            return 1;
        }
    }

    /** The --write-database file as it is now (the built-in database when the file does not exist yet). */
    private GemmTuning readDatabase() {
        try {
            return Files.exists(database) ? GemmTuning.read(database) : GemmTuning.builtIn();
        } catch (IOException | RuntimeException failure) {
            throw new InvalidInputException("Cannot read the tuning database " + Messages.quote(database.toString())
                    + ": " + databaseProblem(failure) + ".");
        }
    }

    /** Writes whole or not at all (AtomicOutput: a temporary file beside the target, then an atomic rename). */
    private void writeJson(Path file, Object tree, String what) {
        AtomicOutput.write(file, true, what, Json.pretty(tree) + System.lineSeparator());
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
        return new TuneExecution(targets, devices != null, spark, configBound, warmups, repetitions,
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

    /** --param NAME=V1,V2,... for each of the rung's parameters named, checked before the device is opened. */
    static Map<String, List<Long>> parseParameterValues(List<String> texts, GemmRung gemmRung) {
        Map<String, List<Long>> chosen = new java.util.LinkedHashMap<>();
        for (String text : texts) {
            int eq = text.indexOf('=');
            String name = eq < 0 ? "" : text.substring(0, eq).strip().toUpperCase(Locale.ROOT);
            List<Long> values = new ArrayList<>();
            try {
                for (String v : eq < 0 ? new String[0] : text.substring(eq + 1).split(",", -1)) {
                    values.add(Long.parseLong(v.strip()));
                }
            } catch (NumberFormatException e) {
                values.clear();
            }
            if (name.isEmpty() || values.isEmpty()) {
                throw new InvalidInputException("--param takes NAME=V1,V2,... with integer values, e.g. BM=32,64,128;"
                        + " got '" + Messages.quote(text) + "'.");
            }
            if (!gemmRung.defaults().containsKey(name)) {
                throw new InvalidInputException("--param " + Messages.quote(name) + ": rung " + gemmRung.label()
                        + " has no such parameter; its parameters are " + String.join(", ", gemmRung.defaults().keySet())
                        + ".");
            }
            if (chosen.put(name, List.copyOf(values)) != null) {
                throw new InvalidInputException("--param " + Messages.quote(name) + " is given twice; give its values"
                        + " once, comma-separated.");
            }
        }
        return chosen;
    }

    static int[] parseShape(String text) {
        String[] parts = text.toLowerCase(Locale.ROOT).split("x", -1);
        try {
            int[] v = parts.length == 1 ? new int[] {Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[0].strip()),
                    Integer.parseInt(parts[0].strip())} : parts.length == 3 ? new int[] {Integer.parseInt(parts[0].strip()),
                    Integer.parseInt(parts[1].strip()), Integer.parseInt(parts[2].strip())} : null;
            if (v != null && v[0] > 0 && v[1] > 0 && v[2] > 0) {
                return v;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new InvalidInputException("--shape takes N or MxNxK with positive integers, e.g. 4096 or 8192x1024x4096;"
                + " got '" + Messages.quote(text) + "'.");
    }

    static Duration parseDuration(String text) {
        return parseDuration("--time-limit", text);
    }

    static Duration parseDuration(String option, String text) {
        Duration limit = parseDurationText(option, text);
        if (limit.isNegative() || limit.isZero() || limit.compareTo(MAX_TIME_LIMIT) > 0) {
            throw new InvalidInputException(option + " must be more than 0 and at most 7 days (168h); got '"
                    + Messages.quote(text) + "'.");
        }
        return limit;
    }

    private static Duration parseDurationText(String option, String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        try {
            if (t.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2)));
            }
            if (t.endsWith("s")) {
                return Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 1000));
            }
            if (t.endsWith("m")) {
                return Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 60_000));
            }
            if (t.endsWith("h")) {
                return Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 3_600_000));
            }
            return Duration.ofMillis(Math.round(Double.parseDouble(t) * 1000));
        } catch (NumberFormatException | ArithmeticException bad) {
            throw new InvalidInputException(option + " takes a duration such as 90s, 10m or 1.5h; got '"
                    + Messages.quote(text) + "'.");
        }
    }

    /** The --min-occupancy threshold as a fraction (0: off). */
    private double occupancyThreshold;

    /** "25%", "0.25" or "0" as a fraction in [0, 1]. */
    static double parseFraction(String option, String text) {
        String t = text.strip();
        boolean percent = t.endsWith("%");
        try {
            double v = Double.parseDouble(percent ? t.substring(0, t.length() - 1).strip() : t);
            double fraction = percent ? v / 100 : v;
            if (fraction >= 0 && fraction <= 1 && (percent || v <= 1)) {
                return fraction;
            }
        } catch (NumberFormatException bad) {
            // reported below
        }
        throw new InvalidInputException(option + " takes an occupancy between 0 and 100%, as 25% or 0.25 (0 turns"
                + " it off); got '" + Messages.quote(text) + "'.");
    }

    /** The --config-timeout bound (null: none), checked before the device. */
    private Duration configBound;

    /**
     * --config-timeout, or its deprecated spelling --hang-timeout (with a warning), or the default; "none": no bound.
     */
    private Duration configTimeout(PrintWriter err) {
        if (configTimeout != null && hangTimeout != null) {
            throw new InvalidInputException("--hang-timeout is the deprecated name of --config-timeout; give"
                    + " --config-timeout alone.");
        }
        if (hangTimeout != null) {
            err.println("kernelscope: --hang-timeout is deprecated and will be removed; use --config-timeout (same"
                    + " meaning, and it also bounds a sweep's workers).");
            err.flush();
            return parseDuration("--hang-timeout", hangTimeout);
        }
        if (configTimeout == null) {
            return TuneExecution.DEFAULT_CONFIG_TIMEOUT;
        }
        return configTimeout.strip().equalsIgnoreCase("none") ? null : parseDuration("--config-timeout", configTimeout);
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
