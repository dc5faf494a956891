/*
 * `kernelscope gemm`: runs the SGEMM ladder on one device: verifies every rung, times it against the vendor BLAS in
 * the same process, prints the table, writes JSON with every sample and draws the ladder; `--check` runs the
 * conformance suite (odd shapes, transposes, alpha/beta, NaN handling) instead.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.Gemm;
import dev.kernelscope.kernels.gemm.GemmBenchmark;
import dev.kernelscope.kernels.gemm.GemmConformance;
import dev.kernelscope.kernels.gemm.GemmRecords;
import dev.kernelscope.kernels.gemm.GemmRuns;
import dev.kernelscope.tune.sweep.CellPool;
import dev.kernelscope.tune.sweep.DeviceList;
import dev.kernelscope.tune.sweep.GemmMatrixJob;
import dev.kernelscope.tune.sweep.WorkerCommand;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.kernels.gemm.Layout;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.report.ArticleLadderComparison;
import dev.kernelscope.report.ChartFile;
import dev.kernelscope.report.ChartUnavailableException;
import dev.kernelscope.report.Json;
import dev.kernelscope.kernels.gemm.GemmTuning;
import dev.kernelscope.report.AtomicOutput;
import dev.kernelscope.report.Messages;
import dev.kernelscope.report.OutputFileException;
import dev.kernelscope.report.OutputFiles;
import dev.kernelscope.report.RunJournal;
import dev.kernelscope.report.TuningDatabaseFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "gemm", mixinStandardHelpOptions = true,
        description = {
            "The SGEMM ladder: ten kernels from naive to tuned, each verified against a double-precision reference and"
                + " timed against the vendor BLAS (cuBLAS, pedantic FP32) in the same process.",
            "Per rung and size: median time, GFLOP/s, %% of the vendor BLAS, %% of FP32 peak, registers, shared memory,"
                + " spills, groups per unit and occupancy of the compiled kernel, verified yes/no."},
        footer = {"", "Examples:",
            "  kernelscope gemm --backend cuda --sizes 4096 \\",
            "      --chart ladder.png --output gemm.json",
            "  kernelscope gemm --rungs 9,10 --define BK=16 --sizes 2048",
            "  kernelscope gemm --backend cuda --sizes 1024,2048,4096,8192 --devices all",
            "  kernelscope gemm --backend cuda --rungs 10 \\",
            "      --shapes 4096x127x4096,3000x3000x3000 --layout col --trans NT",
            "  kernelscope gemm --backend cuda --explain 4096x127x4096",
            "  kernelscope gemm --check --backend cuda"})
final class GemmCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--backend", paramLabel = "NAME", description = "cuda or opencl (default: the best device found).")
    String backend;

    @Option(names = "--device", paramLabel = "SPEC", description = "Index, id (opencl:0.0, cuda:0) or part of the name.")
    String device;

    @Option(names = "--sizes", split = ",", paramLabel = "N",
            description = "Square sizes M = N = K (default: 1024,2048,4096,8192 on a GPU, 256,512 on a CPU).")
    List<Integer> sizes;

    @Option(names = "--shapes", split = ",", paramLabel = "MxNxK,...",
            description = "Problem shapes instead of --sizes, e.g. 4096x127x4096,3000x3000x3000 (tightly packed);"
                + " a shape may name its own storage: 4096x4096x4096:col:NT.")
    List<String> shapes;

    @Option(names = "--layout", defaultValue = "row", paramLabel = "row|col",
            description = "Storage of A, B and C for --shapes and --sizes (default: ${DEFAULT-VALUE}).")
    String layout;

    @Option(names = "--trans", defaultValue = "NN", paramLabel = "NN|NT|TN|TT",
            description = "Whether A and B are stored transposed (default: ${DEFAULT-VALUE}).")
    String trans;

    @Option(names = "--explain", split = ",", paramLabel = "MxNxK,...",
            description = "Say which configuration the tuned rung chooses for each shape on the device and why"
                + " (with --layout, --trans, --define); runs nothing.")
    List<String> explain;

    @Option(names = "--rungs", split = ",", paramLabel = "R",
            description = "Rungs by number or name, \"all\" (the default) or \"none\" (only --variant entries);"
                + " see the ladder in docs/gemm-ladder.md.")
    List<String> rungs;

    @Option(names = {"-D", "--define"}, paramLabel = "NAME=VALUE",
            description = "Override a kernel parameter (e.g. BK=16) for every chosen rung that has it. Rung 10 then"
                + " runs every shape in the device's general entry with the override, not in its shape class's"
                + " entry; to change the class entries, give them in a --database file.")
    Map<String, Long> defines = new TreeMap<>();

    @Option(names = "--database", paramLabel = "FILE.json",
            description = "Rung 10 chooses its configurations from this tuning database (as kernelscope tune"
                + " --write-database writes it, in gemm-tuning.json's format) instead of the built-in one, by the"
                + " same device -> architecture -> vendor -> default chain and shape classes; for the benchmark,"
                + " --explain and --check. The JSON record names the file.")
    Path database;

    @Option(names = "--variant", paramLabel = "RUNG:NAME=VALUE,...",
            description = "Also run this rung with these parameters (repeatable), e.g. 10:BK=16,GROUP_M=4;"
                + " use --rungs none to run only variants. Rung 10's start from the device's general entry for"
                + " every shape (a parameter not named keeps that entry's value, e.g. its PART_SLICES), the"
                + " others' from the kernel file's defaults.")
    List<String> variants = new ArrayList<>();

    @Option(names = "--warmups", defaultValue = "3", paramLabel = "N", description = "Untimed runs first, 0 to "
            + OptionBounds.MAX_WARMUPS + " (default: ${DEFAULT-VALUE}).")
    int warmups;

    @Option(names = "--repetitions", defaultValue = "20", paramLabel = "N", description = "Timed runs, 1 to "
            + OptionBounds.MAX_REPETITIONS + " (default: ${DEFAULT-VALUE}).")
    int repetitions;

    @Option(names = "--no-verify", description = "Skip the correctness check before timing.")
    boolean noVerify;

    @Option(names = "--check", description = "Run the conformance suite (every case, every chosen rung) instead of timing.")
    boolean check;

    @Option(names = "--format", converter = OutputFormat.TableOrJson.class,
            defaultValue = "table", paramLabel = "FORMAT", description = "table or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--output", paramLabel = "FILE", description = "Also write the JSON record (every sample) here.")
    Path output;

    @Option(names = "--chart", paramLabel = "FILE.png|svg", description = "Draw the ladder (GFLOP/s per rung at the largest size).")
    Path chart;

    @Option(names = "--input", paramLabel = "FILE",
            description = "Show (and with --chart draw) a record written earlier by --output, without running anything.")
    Path input;

    @Option(names = "--compare-article", description = "After the ladder, print seed 004's kernels 0-8 (measured on a"
            + " 7900 XTX by the article's author) beside the rungs that implement the same techniques, at 4096^3.")
    boolean compareArticle;

    @Option(names = "--force", description = "Overwrite existing --output and --chart files.")
    boolean force;

    @Option(names = "--quiet", description = "No progress lines on standard error.")
    boolean quiet;

    @Option(names = "--devices", paramLabel = "all|D1,D2,...",
            description = "Spread the shapes over one worker process per device, each keeping its context and"
                + " compiled rungs and timing the vendor's SGEMM beside them; every shape says the device that"
                + " measured it. 'all': every GPU of one backend (--backend, else CUDA when present); or devices as"
                + " --device names them, comma-separated (0,1); a device listed twice gets two workers.")
    String devices;

    @Override
    public Integer call() throws IOException {
        if (compareArticle && (format == OutputFormat.JSON || check || explain != null)) {
            throw new InvalidInputException("--compare-article prints a table beside the ladder; it cannot be combined"
                    + " with " + (format == OutputFormat.JSON ? "--format json (the record has every rung's numbers,"
                    + " seed-reference.json the article's)" : check ? "--check" : "--explain") + ".");
        }
        if (input != null) {
            refuseWithInput();
        }
        refuseOutsideTheirMode();
        refuseRepeatedDefines();
        requireListed("--rungs", rungs, "rung (a number or name, all or none)");
        requireListed("--shapes", shapes, "shape (MxNxK)");
        requireListed("--explain", explain, "shape (MxNxK)");
        requireListed("--sizes", sizes, "size");
        OptionBounds.warmups("--warmups", warmups);
        OptionBounds.repetitions("--repetitions", repetitions);
        if (sizes != null) {
            for (int size : sizes) {
                OptionBounds.check("--sizes", size, 1, OptionBounds.MAX_GEMM_SIZE, "M = N = K; three matrices of"
                        + " 32768^2 floats take 12 GiB");
            }
        }
        // --explain speaks of the tuned rung alone: its --define values are checked against that rung only
        List<GemmRung> chosen = explain != null ? List.of(GemmRung.TUNED) : chosenRungs();
        if (check && chosen.isEmpty()) {
            throw new InvalidInputException("--check runs the conformance suite on the chosen rungs; --rungs none"
                    + " chose none. Name the rungs to check (--rungs 10), or leave --rungs out for all of them.");
        }
        List<GemmBenchmark.Entry> entries = entries(chosen);
        GemmTuning tuning = chosenDatabase(entries);
        if (output != null) {
            OutputFiles.checkWritable(output, force, "JSON output", input);
        }
        if (chart != null) {
            ChartFile.formatOf(chart);
            OutputFiles.checkWritable(chart, force, "chart", input, output);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (input != null) {
            GemmRecords.Report report = readReport(input);
            show(report, out);
            return drawChart(report, err);
        }
        chosenShapes(null);   // malformed shapes, layouts and transposes fail before any device work
        BackendKind kind = backend == null ? null : BackendKind.parse(backend);
        if (devices != null && (check || explain != null || device != null)) {
            throw new InvalidInputException("--devices spreads the benchmark's shapes over several devices; "
                    + (device != null ? "--device picks one: give one of them (--devices " + Messages.quote(device)
                    + " runs the shapes on that one alone)." : (check ? "--check" : "--explain")
                    + " runs on one device: give --device instead."));
        }
        List<Device> workers = devices == null ? null : DeviceList.parse(devices, Devices.discover(), kind);
        Device target = workers != null ? workers.getFirst() : Devices.select(Devices.discover(), device, kind);
        checkOnDevice(target, entries, tuning);
        List<GemmShape> chosenShapes = distinctShapes(chosenShapes(target), err);
        try (DeviceSession session = workers != null ? null : Devices.open(target)) {
            if (check) {
                return runCheck(session, chosen, tuning, out, err);
            }
            if (explain != null) {
                try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, applicable(GemmRung.TUNED, defines), tuning)) {
                    out.println(session.device().label() + " (" + session.device().backend().cliName() + ")"
                            + (tuning.origin() == null ? "" : ", tuning database " + tuning.origin()));
                    for (GemmShape shape : chosenShapes) {
                        out.println();
                        out.print(gemm.choice(shape).explain());
                    }
                    out.flush();
                }
                return 0;
            }
            GemmBenchmark.Options options = new GemmBenchmark.Options(chosenShapes, entries, warmups, repetitions,
                    !noVerify, tuning);
            RunJournal journal = output == null ? null : RunJournal.beside(output, commandLine(), "JSON output");
            if (journal != null && !quiet) {
                err.println("kernelscope: each measurement is also appended to " + journal.file()
                        + " as it completes (kept if the run is interrupted, removed once " + output + " is written)");
            }
            GemmRecords.Report report;
            try {
                GemmBenchmark.Listener journalled = journal == null ? (shape, result) -> { }
                        : (shape, result) -> journal.append(new JournalLine(shape.toString(), result));
                report = workers != null ? runSpread(options, workers, journalled, err)
                        : GemmRuns.run(session, options, line -> {
                            if (!quiet) {
                                err.println(line);
                                err.flush();
                            }
                        }, commandLine(), journalled);
            } finally {
                if (journal != null) {
                    journal.close();
                }
            }
            // The results first: whatever happens to the files, a finished run is never lost.
            show(report, out);
            int status = 0;
            if (output != null) {
                try {
                    Path written = AtomicOutput.write(output, force, "JSON output", Json.pretty(report) + "\n");
                    journal.complete();
                    if (!written.equals(output)) {
                        err.println("kernelscope: " + output + " appeared while the ladder ran; it was kept and the"
                                + " record was written to " + written + ".");
                    }
                } catch (InvalidInputException unwritten) {
                    err.println("kernelscope: " + unwritten.getMessage() + " The table above is complete; the"
                            + " measurements are also in " + journal.file() + ".");
                    status = KernelScope.EXIT_USER_ERROR;
                }
            }
            status = Math.max(status, drawChart(report, err));
            if (status != 0) {
                return status;
            }
            boolean anyWrong = report.sizes().stream().anyMatch(s -> s.error() != null)
                    || report.sizes().stream().flatMap(s -> s.rungs().stream())
                    .anyMatch(r -> r.error() != null || r.verification() != null && !r.verification().passed());
            return anyWrong ? 1 : 0;
        }
    }

    /**
     * One line of the --output journal: a rung measured on a shape (as GemmShape prints it). module-info opens cli
     * to Jackson for it (without that, the jlink bundle failed with "cannot serialize JournalLine as JSON" on the
     * H100, docs/results/h100/tune-shapes).
     */
    record JournalLine(String shape, GemmRecords.RungResult result) {}

    /** The shapes on one worker process per --devices entry (CellPool), merged into the one report. */
    private GemmRecords.Report runSpread(GemmBenchmark.Options options, List<Device> workers,
                                         GemmBenchmark.Listener journalled, PrintWriter err) {
        GemmMatrixJob job = new GemmMatrixJob(options, workers.getFirst().backend(), commandLine(), !quiet);
        return job.merge(CellPool.run(job, workers.stream().map(Device::id).toList(),
                WorkerCommand.sameJvm(KernelScope.class, "tune-worker"), ProgressLines.to(err, quiet),
                (cell, result) -> job.replay(cell, result, journalled)));
    }

    /** --input shows a finished record: the options that choose what to run would be silently ignored. */
    private void refuseWithInput() {
        List<String> given = GivenOptions.among(spec, "--sizes", "--shapes", "--layout", "--trans", "--explain",
                "--rungs", "--define", "--variant", "--check", "--backend", "--device", "--devices", "--warmups",
                "--repetitions", "--no-verify", "--output", "--database");
        if (!given.isEmpty()) {
            throw new InvalidInputException("--input shows a record measured earlier, as it was measured; "
                    + String.join(", ", given) + (given.size() == 1 ? " belongs" : " belong") + " to a run and cannot"
                    + " change it (the record is already a file; --chart draws it). Run the ladder again without --input"
                    + " to measure anew.");
        }
    }

    /**
     * --check runs the conformance suite on the chosen rungs, --explain prints the tuned rung's choice per shape; the
     * benchmark's options would be silently ignored by either (before: `--explain S --output F` wrote no F and
     * exited 0, `--check --shapes S` checked the suite's own shapes, `--check --rungs none --variant V` checked
     * nothing and passed).
     */
    private void refuseOutsideTheirMode() {
        if (check && explain != null) {
            throw new InvalidInputException("--check runs the conformance suite and --explain prints the tuned rung's"
                    + " choice per shape; give one of them.");
        }
        if (!check && explain == null) {
            return;
        }
        List<String> given = new ArrayList<>(check
                ? GivenOptions.among(spec, "--sizes", "--shapes", "--layout", "--trans", "--variant", "--warmups",
                        "--repetitions", "--no-verify", "--output", "--chart")
                : GivenOptions.among(spec, "--sizes", "--shapes", "--rungs", "--variant", "--warmups",
                        "--repetitions", "--no-verify", "--output", "--chart"));
        if (format == OutputFormat.JSON) {
            given.add("--format json");
        }
        if (!given.isEmpty()) {
            throw new InvalidInputException((check ? "--check runs the conformance suite (its own shapes, transposes"
                    + " and alpha/beta) on the chosen rungs with --define, and prints a table"
                    : "--explain prints, as text, which configuration the tuned rung chooses for each shape given to"
                    + " it (with --layout, --trans and --define); it runs and writes nothing") + ". "
                    + String.join(", ", given) + (given.size() == 1 ? " belongs" : " belong") + " to the benchmark"
                    + " and would be ignored: leave " + (given.size() == 1 ? "it" : "them") + " out, or run the"
                    + " benchmark without " + (check ? "--check" : "--explain") + ".");
        }
    }

    /** -D BK=8 -D BK=16: picocli keeps the last value of a name; refused, as --variant refuses a name twice. */
    private void refuseRepeatedDefines() {
        CommandLine.Model.OptionSpec given = spec.commandLine().getParseResult().matchedOption("--define");
        if (given == null) {
            return;
        }
        java.util.Set<String> names = new java.util.HashSet<>();
        // the arguments as given ("BK=8"): stringValues() holds a map option's keys and values split apart, so two
        // names given one value (-D BM=64 -D BN=64) read as the value "64" twice
        for (String pair : given.originalStringValues()) {
            String name = pair.split("=", 2)[0].strip();
            if (!names.add(name)) {
                throw new InvalidInputException("--define gives " + name + " twice; give each parameter once (--variant"
                        + " RUNG:" + name + "=V runs another value beside it).");
            }
        }
    }

    /**
     * A list option given as ',' alone splits to no element: refused, not read as the option left out (before,
     * '--rungs ,' ran every rung, '--shapes ,' the default sizes and '--explain ,' printed nothing, exit 0).
     */
    private static void requireListed(String option, List<?> values, String what) {
        if (values != null && values.isEmpty()) {
            throw new InvalidInputException(option + " was given an empty list; name at least one " + what + ".");
        }
    }

    /** Each shape once, in the order given; a repeat is said on standard error (it would be measured twice). */
    private List<GemmShape> distinctShapes(List<GemmShape> given, PrintWriter err) {
        List<GemmShape> distinct = given.stream().distinct().toList();
        if (distinct.size() < given.size() && !quiet) {
            List<String> repeated = given.stream().filter(s -> java.util.Collections.frequency(given, s) > 1)
                    .distinct().map(GemmShape::toString).toList();
            err.println("kernelscope: " + String.join(", ", repeated) + (repeated.size() == 1 ? " is" : " are")
                    + " given more than once; each shape runs once.");
        }
        return distinct;
    }

    /**
     * The entries to run: each chosen rung with the --define values it has, then the --variants. A define that
     * applies to none of the chosen rungs is refused (as --variant refuses an unknown parameter); one that applies to
     * some is said aloud; every entry's parameters are checked against its constraints here, before any device work.
     */
    private List<GemmBenchmark.Entry> entries(List<GemmRung> chosen) {
        List<GemmBenchmark.Entry> entries = new ArrayList<>();
        for (GemmRung rung : chosen) {
            entries.add(new GemmBenchmark.Entry(rung, applicable(rung, defines)));
        }
        for (String name : defines.keySet()) {
            List<String> having = chosen.stream().filter(r -> r.defaults().containsKey(name))
                    .map(r -> String.valueOf(r.number())).toList();
            if (having.isEmpty()) {
                java.util.SortedSet<String> known = new java.util.TreeSet<>();
                chosen.forEach(r -> known.addAll(r.defaults().keySet()));
                throw new InvalidInputException("--define " + Messages.quote(name) + " names no parameter of the chosen"
                        + " rungs" + (chosen.isEmpty() ? " (--rungs none chose none; give parameters per variant with"
                        + " --variant RUNG:NAME=VALUE)" : "; their parameters are " + String.join(", ", known)) + ".");
            }
            if (having.size() < chosen.size() && !quiet) {
                spec.commandLine().getErr().println("kernelscope: --define " + name + "=" + defines.get(name)
                        + " applies to rung" + (having.size() == 1 ? " " : "s ") + String.join(", ", having)
                        + " only (the other chosen rungs have no " + name + ").");
            }
        }
        for (String variant : variants) {
            entries.add(parseVariant(variant));
        }
        for (GemmBenchmark.Entry entry : entries) {
            checkBeforeDevice(entry.rung(), entry.overrides());
        }
        return entries;
    }

    /**
     * The tuned rung starts from the device's tuning entry, not the source defaults: its overrides are checked on that
     * base too, once the device is known and before anything is compiled or run (the same merge as Gemm.of).
     */
    static void checkOnDevice(Device target, List<GemmBenchmark.Entry> entries, GemmTuning tuning) {
        for (GemmBenchmark.Entry entry : entries) {
            if (entry.rung() == GemmRung.TUNED && !entry.overrides().isEmpty()) {
                Map<String, Long> merged = new TreeMap<>(tuning.lookup(target).parameters());
                merged.putAll(entry.overrides());
                entry.rung().parameters(merged);
            }
        }
    }

    private void show(GemmRecords.Report report, PrintWriter out) {
        if (format == OutputFormat.JSON) {
            out.println(Json.pretty(report));
        } else {
            GemmOutput.printLadder(report, out);
            if (compareArticle) {
                ArticleLadderComparison.print(report, out);
            }
        }
        out.flush();
    }

    /**
     * Draws --chart if asked: 0 done, 2 the file could not be written (a full disk), 1 this machine cannot draw (no
     * fonts on a headless GPU server): said, not hidden, after the table.
     */
    private int drawChart(GemmRecords.Report report, PrintWriter err) {
        if (chart == null) {
            return 0;
        }
        try {
            ChartFile.write(GemmOutput.chart(report), chart, force);
            return 0;
        } catch (OutputFileException unwritten) {
            err.println("kernelscope: " + unwritten.getMessage() + " The table above is complete.");
            return KernelScope.EXIT_USER_ERROR;
        } catch (RuntimeException | Error noFonts) {
            err.println("kernelscope: the chart " + chart + " could not be drawn on this machine ("
                    + ChartUnavailableException.reasonOf(noFonts)
                    + "); the table and the JSON record are complete. Draw it elsewhere with: kernelscope gemm --input "
                    + (output == null ? "RESULTS.json" : output) + " --chart " + chart.getFileName());
            return 1;
        }
    }

    private static GemmRecords.Report readReport(Path file) {
        return GemmRecordFile.read(file);
    }

    /**
     * The database rung 10 runs with: --database's file (read and checked before any device work), else the built-in
     * one. A file no chosen entry would read is refused rather than ignored.
     */
    private GemmTuning chosenDatabase(List<GemmBenchmark.Entry> entries) {
        if (database == null) {
            return GemmTuning.builtIn();
        }
        if (entries.stream().noneMatch(e -> e.rung() == GemmRung.TUNED)) {
            throw new InvalidInputException("--database gives rung 10 (tuned) its configurations, and none of the"
                    + " chosen rungs or variants is rung 10; add it (--rungs 10) or leave --database out.");
        }
        return TuningDatabaseFiles.readExistingGemm(database);
    }

    private int runCheck(DeviceSession session, List<GemmRung> chosen, GemmTuning tuning, PrintWriter out,
                         PrintWriter err) {
        List<GemmConformance.Outcome> outcomes = new ArrayList<>();
        List<String> notRun = new ArrayList<>();
        long seed = System.nanoTime();
        for (GemmRung rung : chosen) {
            // A rung this device cannot compile or launch (a group over the compiled kernel's limit, too much local
            // memory) is reported and the suite goes on to the next rung instead of ending the whole check.
            try (Gemm gemm = Gemm.of(session, rung, applicable(rung, defines), tuning)) {
                List<GemmConformance.Case> cases = new ArrayList<>(GemmConformance.cases(true));
                if (rung == GemmRung.TUNED) {
                    cases.addAll(GemmConformance.inPlaceCases());      // the transposed twins
                }
                if (rung == GemmRung.TUNED && session.device().isGpu()) {
                    cases.addAll(GemmConformance.shapeClassCases());   // every configuration the database can choose
                } else if (rung == GemmRung.TUNED) {
                    cases.addAll(GemmConformance.vectorCases());       // the matrix-vector kernels (small cases)
                }
                for (GemmConformance.Case c : cases) {
                    GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                    outcomes.add(outcome);
                    if (!quiet) {
                        err.println((outcome.passes() ? "pass " : "FAIL ") + outcome.describe());
                        err.flush();
                    }
                }
            } catch (InvalidInputException cannotRun) {
                notRun.add(rung.label() + ": " + cannotRun.getMessage());
            }
        }
        out.println("GEMM conformance on " + session.device().label() + ", " + session.device().backend().cliName());
        GemmOutput.printConformance(outcomes, out);
        long failed = outcomes.stream().filter(o -> !o.passes()).count();
        for (String reason : notRun) {
            out.println("NOT RUN " + reason);
        }
        out.println((outcomes.size() - failed) + " passed, " + failed + " failed"
                + (notRun.isEmpty() ? "" : ", " + notRun.size() + " rung(s) could not run on this device"));
        return failed == 0 && notRun.isEmpty() ? 0 : 1;
    }

    /** The overrides that name a parameter of {@code rung} (the others belong to other rungs). */
    private static Map<String, Long> applicable(GemmRung rung, Map<String, Long> overrides) {
        Map<String, Long> result = new TreeMap<>();
        overrides.forEach((key, value) -> {
            if (rung.defaults().containsKey(key)) {
                result.put(key, value);
            }
        });
        return result;
    }

    /** "10:BK=16,GROUP_M=4" -> rung 10 with those overrides. */
    static GemmBenchmark.Entry parseVariant(String text) {
        int colon = text.indexOf(':');
        if (colon < 1) {
            throw new InvalidInputException("A --variant is RUNG:NAME=VALUE[,NAME=VALUE...], e.g. 10:BK=16,GROUP_M=4;"
                    + " got '" + Messages.quote(text) + "'.");
        }
        GemmRung rung = GemmRung.parse(text.substring(0, colon));
        Map<String, Long> overrides = new TreeMap<>();
        for (String pair : text.substring(colon + 1).split(",")) {
            String[] kv = pair.split("=", 2);
            if (kv.length != 2 || kv[0].isBlank()) {
                throw new InvalidInputException("'" + pair + "' in --variant " + text + " is not NAME=VALUE.");
            }
            Long previous;
            try {
                previous = overrides.put(kv[0].strip(), Long.parseLong(kv[1].strip()));
            } catch (NumberFormatException notNumber) {
                throw new InvalidInputException("The value of " + kv[0].strip() + " in --variant " + text
                        + " is not an integer: '" + kv[1].strip() + "'.");
            }
            if (previous != null) {   // the last value won without a word before
                throw new InvalidInputException("--variant " + text + " gives " + kv[0].strip() + " twice; give each"
                        + " parameter once (a second --variant runs another value).");
            }
        }
        checkBeforeDevice(rung, overrides);
        return new GemmBenchmark.Entry(rung, overrides);
    }

    /**
     * Names, and constraints on the rung's own defaults, before any device work; the tuned rung's constraints wait for
     * the device's entry (checkOnDevice), which may hold what a constraint needs and the defaults lack.
     */
    private static void checkBeforeDevice(GemmRung rung, Map<String, Long> overrides) {
        if (rung == GemmRung.TUNED) {
            rung.checkNames(overrides);
        } else {
            rung.parameters(overrides);
        }
    }

    /**
     * --explain's shapes, else --shapes, else --sizes (squares), else the defaults for {@code target} (none when it is
     * null: validation only); all in --layout and --trans unless a shape names its own.
     */
    private List<GemmShape> chosenShapes(Device target) {
        Layout storage = switch (layout.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "row", "row-major" -> Layout.ROW_MAJOR;
            case "col", "column", "col-major", "column-major" -> Layout.COLUMN_MAJOR;
            default -> throw new InvalidInputException("--layout is row or col; got '" + layout + "'.");
        };
        String t = trans.strip().toUpperCase(java.util.Locale.ROOT);
        if (!t.matches("[NT][NT]")) {
            throw new InvalidInputException("--trans is NN, NT, TN or TT (A then B; T: stored transposed); got '"
                    + trans + "'.");
        }
        boolean transA = t.charAt(0) == 'T';
        boolean transB = t.charAt(1) == 'T';
        List<int[]> mnk = new ArrayList<>();
        if (explain != null) {
            return explain.stream().map(text -> GemmShapeArgument.parse(text, storage, transA, transB)).toList();
        } else if (shapes != null && !shapes.isEmpty()) {
            if (sizes != null) {
                throw new InvalidInputException("Give --shapes or --sizes, not both.");
            }
            return shapes.stream().map(text -> GemmShapeArgument.parse(text, storage, transA, transB)).toList();
        } else {
            if (sizes == null && target == null) {
                return List.of();   // the defaults depend on the device
            }
            List<Integer> chosenSizes = sizes != null ? sizes
                    : target.isGpu() ? List.of(1024, 2048, 4096, 8192) : List.of(256, 512);
            for (int size : chosenSizes) {
                if (size < 1 || size > 32768) {
                    throw new InvalidInputException("Benchmark sizes must lie in 1..32768; got " + size + ".");
                }
                mnk.add(new int[] {size, size, size});
            }
        }
        return mnk.stream().map(d -> GemmShape.packed(storage, transA, transB, d[0], d[1], d[2])).toList();
    }

    private List<GemmRung> chosenRungs() {
        if (rungs != null && rungs.size() == 1 && rungs.getFirst().equalsIgnoreCase("none")) {
            return List.of();
        }
        if (rungs == null || rungs.isEmpty() || rungs.size() == 1 && rungs.getFirst().equalsIgnoreCase("all")) {
            return Arrays.asList(GemmRung.values());
        }
        return rungs.stream().map(GemmRung::parse).distinct().toList();
    }

    private String commandLine() {
        // originalArgs() holds the whole command line after the program name, "gemm" included
        return "kernelscope " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
    }
}
