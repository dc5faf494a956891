/*
 * `kernelscope stencil`: the neighborhood-filter ladder on one device. Per pixel type, size and filter: the copy roof
 * on the same bytes, NPP where it exists, and every chosen variant verified then timed; `--check` runs the
 * conformance suite; `--image IN --save OUT` applies the tuned filter to a real 8-bit picture.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.GrayImages;
import dev.kernelscope.report.GrayImageFiles;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilConformance;
import dev.kernelscope.kernels.stencil.StencilRecords;
import dev.kernelscope.kernels.stencil.StencilTuning;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.report.BarChart;
import dev.kernelscope.report.ChartFile;
import dev.kernelscope.report.ChartUnavailableException;
import dev.kernelscope.report.OutputFiles;
import dev.kernelscope.report.Messages;
import dev.kernelscope.report.RunJournal;
import dev.kernelscope.report.TuningDatabaseFiles;
import dev.kernelscope.tune.sweep.CellPool;
import dev.kernelscope.tune.sweep.DeviceList;
import dev.kernelscope.tune.sweep.StencilMatrixJob;
import dev.kernelscope.tune.sweep.WorkerCommand;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "stencil", mixinStandardHelpOptions = true,
        description = {
            "The neighborhood-filter ladder: naive, local halo tile, outputs per work-item, separable (one kernel and"
                + " two), vector words, multi-pass fused in local memory, packed uchar arithmetic, multi-pass fused in"
                + " registers, separable in registers (column pass first, halo by warp shuffles), image + sampler"
                + " (OpenCL), tuned; each verified against a CPU reference and timed"
                + " against a device copy of the same bytes and NPP (CUDA) in the same process.",
            "Per filter, type, size and variant: median time, GB/s (image read once + written once), %% of the copy"
                + " roof, speed-up over NPP, the halo overhead the model predicts, registers, local memory, groups"
                + " per unit, occupancy, verified."},
        footer = {"", "Examples:",
            "  kernelscope stencil --backend cuda --filter box3,gauss5,sobel,box3x4 \\",
            "      --type u8,f32 --sizes 8192x8192",
            "  kernelscope stencil --backend cuda --type u8,f16,f32 --devices all",
            "  kernelscope stencil --check --backend cuda",
            "  kernelscope stencil --filter gauss5 --image photo.png \\",
            "      --save blurred.png --border reflect-101"})
final class StencilCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    DeviceSelection selection;

    @Mixin
    RecordOutput recordOutput;

    @Option(names = "--filter", split = ",", paramLabel = "F,...",
            description = "boxN, gaussN[:SIGMA], sobel, sobelx, sobely, append xP to iterate (default: box3,box5,box7,"
                + "gauss5,sobel,box3x4; with --check: only the suite's cases of these filters, to split it).")
    List<String> filters;

    @Option(names = "--type", split = ",", paramLabel = "T,...", description = "u8, f16, f32 (default: u8,f32; with --check: all three).")
    List<String> types;

    @Option(names = "--sizes", split = ",", paramLabel = "WxH,...",
            description = "Image sizes (default: 8192x8192,3840x2160 on a GPU, 1024x768 on a CPU).")
    List<String> sizes;

    @Option(names = "--variants", split = ",", paramLabel = "V,...",
            description = "Variants by number or name, 'tuned', 'all' (default), or V:NAME=VALUE;NAME=VALUE"
                + " to override parameters (tuned:NAME=VALUE: the tuned entry's with these changed).")
    List<String> variants;

    @Option(names = "--border", defaultValue = "replicate", paramLabel = "MODE",
            description = "replicate (default), reflect-101 or constant (0).")
    String border;

    @Option(names = "--warmups", defaultValue = "5", paramLabel = "N", description = "Untimed runs first (default: ${DEFAULT-VALUE}).")
    int warmups;

    @Option(names = "--repetitions", defaultValue = "50", paramLabel = "N", description = "Timed runs (default: ${DEFAULT-VALUE}).")
    int repetitions;

    @Option(names = "--no-verify", description = "Skip the correctness check before timing.")
    boolean noVerify;

    @Option(names = "--no-npp", description = "Do not time NPP.")
    boolean noNpp;

    @Option(names = "--check", description = "Run the conformance suite on the device instead of timing.")
    boolean check;

    @Option(names = "--level", defaultValue = "quick", paramLabel = "LEVEL",
            description = "With --check: quick (every requirement across the variants) or full (every filter,"
                + " radius, type and border for every variant); the tuned filter (--variants tuned) runs on images"
                + " of odd sizes and pitches, and at the full level past the sizes its large-image entries serve.")
    String level;

    @Option(names = "--chart", paramLabel = "FILE.png|svg", description = "Draw %% of the copy roof per variant (first filter, type, size).")
    Path chart;

    @Option(names = "--image", paramLabel = "IN.png|pgm", description = "Filter this picture with the tuned filter: a PNG of any kind or a PGM"
                + " (P5 or P2, maxval up to 65535), read as 8-bit gray (each conversion is said).")
    Path image;

    @Option(names = "--save", paramLabel = "OUT.png|pgm", description = "With --image: where the result goes, as PNG or binary PGM by its name.")
    Path save;

    @Option(names = "--quiet", description = "No progress lines on standard error.")
    boolean quiet;

    @Option(names = "--database", paramLabel = "FILE.json",
            description = "The tuned filter chooses its variant and parameters from this tuning database (as"
                + " kernelscope tune --stencil --write-database writes it, in stencil-tuning.json's format) instead"
                + " of the built-in one; for the benchmark, --check and --image. The JSON record names the file.")
    Path database;

    @Option(names = "--devices", paramLabel = "all|D1,D2,...",
            description = "Spread the matrix (its pixel type x size cells, each with every filter and variant) over"
                + " one worker process per device, each keeping its context and compiled programs; every row says"
                + " the device that measured it. 'all': every GPU of one backend (--backend, else CUDA when present);"
                + " or devices as --device names them, comma-separated (0,1); a device listed twice gets two workers.")
    String devices;

    /** The options a run with --image has no use for (the benchmark's and the suite's). */
    private static final List<String> IMAGE_IGNORES = List.of("--check", "--level", "--type", "--sizes", "--variants",
            "--warmups", "--repetitions", "--no-verify", "--no-npp", "--chart", "--output", "--format");

    /** The options --check has no use for (the benchmark's: the suite brings its own sizes, borders and counts). */
    private static final List<String> CHECK_IGNORES = List.of("--sizes", "--border", "--warmups", "--repetitions",
            "--no-verify", "--no-npp", "--chart", "--output", "--format", "--force");

    /** Refuses those of {@code ignored} given on the command line: "--x is {@code why}: leave it out." */
    private void refuseGiven(List<String> ignored, String why) {
        List<String> given = GivenOptions.among(spec, ignored);
        if (!given.isEmpty()) {
            throw new InvalidInputException(String.join(", ", given) + (given.size() == 1 ? " is " : " are ") + why
                    + ": leave " + (given.size() == 1 ? "it" : "them") + " out.");
        }
    }

    @Override
    public Integer call() {
        Border mode = Border.parse(border);
        List<FilterSpec> chosenFilters = (filters == null ? List.of("box3", "box5", "box7", "gauss5", "sobel", "box3x4")
                : filters).stream().map(FilterSpec::parse).toList();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (image != null || save != null) {
            if (devices != null) {
                throw new InvalidInputException("--devices spreads the benchmark matrix over several devices; --image"
                        + " filters one picture on one device: give --device (or nothing) with --image.");
            }
            // each was ignored, silently: --output and --chart wrote nothing, --variants naive ran the tuned rung
            refuseGiven(IMAGE_IGNORES, "for the benchmark and --check; --image filters one picture with the tuned"
                    + " filter (--filter, --border, --database, --device, --force and --quiet apply)");
            return filterImage(chosenFilters, mode, database == null ? StencilTuning.builtIn()
                    : TuningDatabaseFiles.readExistingStencil(database), out);
        }
        if (check) {   // each was ignored, silently: --output wrote no record, --sizes 5x5 checked the suite's sizes
            refuseGiven(CHECK_IGNORES, "for the benchmark; --check runs the conformance suite on its own sizes,"
                    + " borders and counts (--level, --variants, --type, --filter, --device and --quiet apply)");
        } else {   // --level bogus ran the benchmark; --level full ran the default matrix
            refuseGiven(List.of("--level"), "for --check, the conformance suite's depth; the benchmark times the"
                    + " --filter, --type, --sizes and --variants given");
        }
        recordOutput.check();
        OptionBounds.warmups("--warmups", warmups);
        OptionBounds.repetitions("--repetitions", repetitions);
        if (chart != null) {
            ChartFile.formatOf(chart);
            OutputFiles.checkWritable(chart, recordOutput.force, "chart", recordOutput.output);
        }
        List<PixelType> chosenTypes = (types == null ? List.of("u8", "f32") : types).stream().map(PixelType::parse)
                .toList();
        List<StencilBenchmark.Entry> entries = entries();
        for (StencilBenchmark.Entry entry : entries) {   // names and constraints now, before any device work
            if (entry.variant() != null && !entry.overrides().isEmpty()) {
                for (FilterSpec f : check ? List.of(FilterSpec.box(1)) : chosenFilters) {
                    if (entry.variant().computes(f)) {
                        Map<String, Long> parameters = entry.variant().parameters(entry.overrides(), f);
                        for (PixelType t : check ? List.<PixelType>of() : chosenTypes) {
                            if (entry.variant().computes(f, t)) {   // vector:VEC=8 on f32 failed after the device work
                                entry.variant().checkType(parameters, t);
                            }
                        }
                    }
                }
            }
        }
        StencilTuning tuning = chosenDatabase(entries);
        if (devices != null) {
            checkDevicesCombination();
        }
        List<Device> workers = devices == null ? null : DeviceList.parse(devices, Devices.discover(),
                selection.backend == null ? null : BackendKind.parse(selection.backend));
        Device target = workers != null ? workers.getFirst() : selection.select(Devices.discover());
        try (DeviceSession session = workers != null ? null : Devices.open(target)) {
            if (check) {   // --type given: only those pixel types' cases (the full level split across processes)
                return runCheck(session, entries, types == null ? List.of(PixelType.values()) : chosenTypes,
                        filters == null ? null : chosenFilters.stream().map(FilterSpec::id).toList(), tuning, out,
                        err);
            }
            List<StencilBenchmark.Size> chosenSizes = (sizes != null ? sizes
                    : target.isGpu() ? List.of("8192x8192", "3840x2160") : List.of("1024x768")).stream()
                    .map(StencilBenchmark.Size::parse).toList();
            StencilBenchmark.Options options = new StencilBenchmark.Options(chosenFilters, chosenTypes, chosenSizes,
                    entries, mode, warmups, repetitions, !noVerify, !noNpp, tuning);
            if (!quiet && options.filters().size() + options.types().size() + options.sizes().size()
                    + options.entries().size() < chosenFilters.size() + chosenTypes.size() + chosenSizes.size()
                    + entries.size()) {
                err.println("kernelscope: a filter, type, size or variant given more than once runs once.");
            }
            String commandLine = "kernelscope " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
            Path output = recordOutput.output;
            RunJournal journal = output == null ? null : RunJournal.beside(output, commandLine, "JSON record");
            if (journal != null && !quiet) {
                err.println("kernelscope: each measurement is also appended to " + journal.file()
                        + " as it completes (kept if the run is interrupted, removed once " + output + " is written)");
            }
            StencilRecords.Report report;
            try {
                StencilBenchmark.Listener journalled = journal == null ? (image, filter, result) -> { }
                        : (image, filter, result) -> journal.append(new JournalLine(image, filter, result));
                report = workers != null ? runSpread(options, workers, commandLine, journalled, err)
                        : new StencilBenchmark(session, options, line -> {
                            if (!quiet) {
                                err.println(line);
                                err.flush();
                            }
                        }).onMeasured(journalled).run(commandLine);
            } finally {
                if (journal != null) {
                    journal.close();
                }
            }
            recordOutput.emit(report, out, table -> printTable(report, table));
            if (journal != null) {
                journal.complete();   // the whole record is written: the partial one goes
            }
            int rc = 0;
            if (chart != null) {
                try {
                    ChartFile.write(chart(report), chart, recordOutput.force);
                } catch (RuntimeException | Error noFonts) {
                    err.println("kernelscope: the chart " + chart + " could not be drawn on this machine ("
                            + ChartUnavailableException.reasonOf(noFonts)
                            + "); the table and the JSON record are complete.");
                    rc = 1;
                }
            }
            boolean wrong = report.groups().stream().anyMatch(g -> g.error() != null)
                    || report.groups().stream().flatMap(g -> g.filters().stream())
                    .flatMap(f -> f.variants().stream())
                    .anyMatch(v -> v.error() != null || v.verification() != null && !v.verification().passed()
                            || v.patternRoof() != null && Boolean.FALSE.equals(v.patternRoof().verified()));
            return wrong ? 1 : rc;
        }
    }

    /** --devices spreads the benchmark matrix; the other modes run on one device. */
    private void checkDevicesCombination() {
        if (check) {
            throw new InvalidInputException("--devices spreads the benchmark matrix over several devices; --check runs"
                    + " the conformance suite on one: give --device for --check (or split it with --type).");
        }
        if (selection.device != null) {
            throw new InvalidInputException("--device picks one device and --devices several; give one (--devices "
                    + Messages.quote(selection.device) + " runs the matrix on that one alone).");
        }
    }

    /** The matrix on one worker process per --devices entry (CellPool), merged into the one report. */
    private StencilRecords.Report runSpread(StencilBenchmark.Options options, List<Device> workers,
                                            String commandLine, StencilBenchmark.Listener journalled,
                                            PrintWriter err) {
        StencilMatrixJob job = new StencilMatrixJob(options, workers.getFirst().backend(), commandLine, !quiet);
        return job.merge(CellPool.run(job, workers.stream().map(Device::id).toList(),
                WorkerCommand.sameJvm(KernelScope.class, "tune-worker"), ProgressLines.to(err, quiet),
                (cell, result) -> StencilMatrixJob.replay(result, journalled)));
    }

    private List<StencilBenchmark.Entry> entries() {
        List<String> names = variants == null ? List.of("all") : variants;
        List<StencilBenchmark.Entry> list = new ArrayList<>();
        for (String name : names) {
            String n = name.strip().toLowerCase(Locale.ROOT);
            if (n.equals("all")) {
                for (StencilVariant v : StencilVariant.values()) {
                    list.add(new StencilBenchmark.Entry(v, Map.of()));
                }
                list.add(new StencilBenchmark.Entry(null, Map.of()));
            } else {
                int colon = n.indexOf(':');
                String head = colon < 0 ? n : n.substring(0, colon);
                StencilVariant v = head.equals("tuned") ? null : StencilVariant.parse(head);
                Map<String, Long> overrides = new TreeMap<>();
                if (colon >= 0) {
                    for (String pair : name.strip().substring(colon + 1).split(";")) {
                        String[] kv = pair.split("=", 2);
                        try {
                            overrides.put(kv[0].strip().toUpperCase(Locale.ROOT), Long.parseLong(kv[1].strip()));
                        } catch (RuntimeException bad) {
                            throw new InvalidInputException("'" + pair + "' in --variants " + name
                                    + " is not NAME=INTEGER (e.g. vector:ROWS=8;GROUP_Y=4).");
                        }
                    }
                }
                list.add(new StencilBenchmark.Entry(v, overrides));
            }
        }
        return list;
    }

    /**
     * The database the tuned filter runs with: --database's file (read before any device work), else the built-in
     * one. A file no chosen variant would read (no tuned entry among --variants) is refused rather than ignored.
     */
    private StencilTuning chosenDatabase(List<StencilBenchmark.Entry> entries) {
        if (database == null) {
            return StencilTuning.builtIn();
        }
        if (entries.stream().noneMatch(e -> e.variant() == null)) {
            throw new InvalidInputException("--database gives the tuned filter its variant and parameters, and"
                    + " --variants chose no tuned filter; add tuned (--variants tuned) or leave --database out.");
        }
        return TuningDatabaseFiles.readExistingStencil(database);
    }

    private int runCheck(DeviceSession session, List<StencilBenchmark.Entry> entries, List<PixelType> checkedTypes,
                         List<String> checkedFilters, StencilTuning tuning, PrintWriter out, PrintWriter err) {
        StencilConformance.Level chosen = switch (level.strip().toLowerCase(Locale.ROOT)) {
            case "quick" -> StencilConformance.Level.QUICK;
            case "full" -> StencilConformance.Level.FULL;
            default -> throw new InvalidInputException("--level is quick or full; got '" + level + "'.");
        };
        long[] counts = new long[2];
        List<String> skipped = new ArrayList<>();
        List<StencilConformance.Case> cases = StencilConformance.cases(entries.stream().distinct().toList(), chosen,
                        skipped::add).stream()
                .filter(c -> checkedTypes.contains(c.type()))
                .filter(c -> checkedFilters == null || checkedFilters.contains(c.filter().id())).toList();
        if (cases.isEmpty()) {   // "0 passed, 0 failed" with exit 0 was a check that could not fail
            throw new InvalidInputException("No case of the " + chosen.name().toLowerCase(Locale.ROOT) + " suite"
                    + " matches " + (variants == null ? "" : "--variants " + String.join(",", variants) + " ")
                    + (types == null ? "" : "--type " + String.join(",", types) + " ")
                    + (filters == null ? "" : "--filter " + String.join(",", filters) + " ")
                    + "(each variant's cases, and the tuned filter's, cover some filters and types: the full level"
                    + " (--level full) covers every filter of radius 1-7, the Sobel filters and box3x4 and gauss5x2"
                    + (skipped.isEmpty() ? "" : "; left out: " + skipped.getFirst()
                    + (skipped.size() > 1 ? " and " + (skipped.size() - 1) + " more" : "")) + ").");
        }
        if (!skipped.isEmpty()) {
            err.println("kernelscope: " + skipped.size() + " case(s) left out, their parameters cannot run them"
                    + " (first: " + skipped.getFirst() + ")");
        }
        StencilConformance.run(session, cases, r -> {
            counts[r.passed() ? 0 : 1]++;
            if (!quiet || !r.passed()) {
                err.println((r.passed() ? "pass " : "FAIL ") + r.label() + " " + r.size() + ": " + r.detail());
                err.flush();
            }
        }, tuning);
        out.println("Stencil conformance (" + chosen.name().toLowerCase(Locale.ROOT) + ") on "
                + session.device().label() + ", " + session.device().backend().cliName()
                + (types == null ? "" : ", " + String.join(",", checkedTypes.stream().map(PixelType::id).toList()))
                + (checkedFilters == null ? "" : ", " + String.join(",", checkedFilters))
                + ": " + counts[0]
                + " passed, " + counts[1] + " failed");
        out.flush();
        return counts[1] == 0 ? 0 : 1;
    }

    private int filterImage(List<FilterSpec> chosenFilters, Border mode, StencilTuning tuning, PrintWriter out) {
        if (image == null || save == null) {
            throw new InvalidInputException("--image and --save go together: the picture to filter and where the"
                    + " result goes.");
        }
        if (chosenFilters.size() != 1) {
            throw new InvalidInputException("--image applies one filter; give one --filter (e.g. --filter gauss5).");
        }
        GrayImageFiles.checkSaveTarget(save, recordOutput.force, image);   // before decoding a large picture
        GrayImages.Loaded loaded = GrayImageFiles.read(image);
        Device target = selection.select(Devices.discover());
        try (DeviceSession session = Devices.open(target)) {
            GrayImages.Applied applied = GrayImages.apply(session, chosenFilters.getFirst(), mode, loaded, tuning);
            Path written = GrayImageFiles.write(applied.image(), save, recordOutput.force);
            out.println("Filtered " + image + " (" + loaded.image().width() + "x" + loaded.image().height()
                    + (loaded.note().isEmpty() ? "" : ", " + loaded.note()) + ") with " + chosenFilters.getFirst().id()
                    + " (" + mode.id() + " border, " + applied.how() + ") on " + session.device().label() + " -> "
                    + written);
            out.flush();
            return 0;
        }
    }

    /** One line of the --output journal: a variant measured on an image for a filter. */
    record JournalLine(String image, String filter, StencilRecords.VariantResult result) {}

    static void printTable(StencilRecords.Report report, PrintWriter out) {
        out.println("Stencil ladder on " + report.device().name() + " (" + report.device().backend() + ", driver "
                + report.device().driver() + "), " + report.settings().border() + " border, NPP "
                + (report.nppVersion() != null ? report.nppVersion() : "none: " + report.nppAbsence()));
        if (report.device().isCpu()) {
            // As for the GEMM ladder: the variants are GPU optimizations (local memory, coalescing, group shape).
            out.println("On a CPU the ranking below is meaningless: the variants optimize for a GPU and PoCL runs them"
                    + " as CPU loops; the table checks that every variant runs and verifies, nothing more.");
        }
        for (StencilRecords.Group g : report.groups()) {
            out.println();
            if (g.error() != null) {
                out.printf(Locale.ROOT, "%s %dx%d: not measured (%s): %s%n", g.type(), g.width(), g.height(),
                        g.device(), g.error());
                continue;
            }
            out.printf(Locale.ROOT, "%s %dx%d: copy %.1f us = %.0f GB/s (%d image pairs rotated)%s%n", g.type(),
                    g.width(), g.height(), g.copy().medianNs() / 1e3, g.copy().gbPerS(), g.sets(),
                    g.device() == null ? "" : ", measured on " + g.device());
            for (StencilRecords.FilterResult f : g.filters()) {
                out.printf(Locale.ROOT, "  %s%s%n", f.filter(), f.npp() == null ? (f.nppNote() == null ? ""
                        : "  [" + f.nppNote() + "]") : String.format(Locale.ROOT, "  NPP %.1f us = %.0f GB/s (%s)",
                        f.npp().medianNs() / 1e3, f.npp().gbPerS(), f.nppFunction()));
                out.printf(Locale.ROOT, "    %-26s %9s %7s %7s %7s %8s %6s %5s %7s %6s %6s %s%n", "variant", "us",
                        "GB/s", "%copy", "xNPP", "e2e us", "halo", "regs", "local B", "groups", "occ", "verified");
                for (StencilRecords.VariantResult v : f.variants()) {
                    if (v.error() != null) {
                        out.printf(Locale.ROOT, "    %-26s failed: %s%n", v.variant(), v.error());
                        continue;
                    }
                    out.printf(Locale.ROOT, "    %-26s %9.1f %7.0f %6.1f%% %7s %8s %5.0f%% %5s %7d %6s %6s %s%n",
                            v.variant(), v.timed().medianNs() / 1e3, v.timed().gbPerS(), v.percentOfCopy(),
                            v.speedupOverNpp() == null ? "-" : String.format(Locale.ROOT, "%.2fx", v.speedupOverNpp()),
                            v.endToEnd() == null ? "-"
                                    : String.format(Locale.ROOT, "%.1f", v.endToEnd().medianNs() / 1e3),
                            100 * v.halo().extraLoadsPerOutput(),
                            v.resources().registersPerThread() == null ? "-" : v.resources().registersPerThread(),
                            v.resources().localMemBytes(),
                            v.occupancy().groupsPerUnit() == null ? "-" : v.occupancy().groupsPerUnit(),
                            v.occupancy().occupancy() == null ? "-"
                                    : String.format(Locale.ROOT, "%.0f%%", 100 * v.occupancy().occupancy()),
                            v.verification() == null ? "skipped" : v.verification().passed() ? "yes" : "NO");
                    StencilRecords.Timed kernels = v.kernelsOnly();
                    if (kernels != null) {   // the image rung: the call copies its input into the image first
                        out.printf(Locale.ROOT, "    %-26s %9.1f %7.0f %6.1f%%   (the input already an image: the row"
                                        + " above adds the buffer-to-image copy)%n", "  its kernel alone",
                                kernels.medianNs() / 1e3, kernels.gbPerS(),
                                100.0 * g.copy().medianNs() / kernels.medianNs());
                    }
                    StencilRecords.PatternRoof roof = v.patternRoof();
                    if (roof != null) {
                        out.printf(Locale.ROOT, "    %-26s %9.1f %7.0f %6.1f%%   (same words and rows, no arithmetic:"
                                        + " the filter runs at %.1f%% of it)%n", "  its pattern roof",
                                roof.withHalo().medianNs() / 1e3, roof.withHalo().gbPerS(),
                                roof.withHaloPercentOfCopy(), roof.percentOfPattern());
                        out.printf(Locale.ROOT, "    %-26s %9.1f %7.0f %6.1f%%   (centre words only: the lanes and"
                                        + " rows without the halo)%s%n", "  its lanes roof",
                                roof.centreWords().medianNs() / 1e3, roof.centreWords().gbPerS(),
                                roof.centreWordsPercentOfCopy(), roof.verified() == null || roof.verified() ? ""
                                        : "  COPY WRONG");
                    }
                }
            }
        }
        out.println();
        out.println("us: one call's steps by the device's clock; e2e us: Filter.apply called back to back, by the"
                + " host's clock, per call; halo: extra loads per output the model predicts for the group's output"
                + " block (kernelscope halo); %copy: the copy's time / the variant's; xNPP: NPP's time / the"
                + " variant's.");
    }

    private static org.jfree.chart.JFreeChart chart(StencilRecords.Report report) {
        StencilRecords.Group g = report.groups().stream().filter(m -> !m.filters().isEmpty()).findFirst()
                .orElseThrow(() -> new IllegalStateException("no group was measured"));
        StencilRecords.FilterResult f = g.filters().getFirst();
        BarChart chart = BarChart.titled("Stencil ladder: " + f.filter() + " " + g.type() + " " + g.width() + "x"
                        + g.height()).subtitle(report.device().name() + ", " + report.device().backend())
                .axes("variant", "% of the copy roof").reference(100, "copy");
        for (StencilRecords.VariantResult v : f.variants()) {
            if (v.percentOfCopy() != null) {
                chart.bar(v.variant(), v.percentOfCopy());
            }
        }
        if (f.npp() != null) {
            chart.bar("NPP", 100.0 * g.copy().medianNs() / f.npp().medianNs());
        }
        return chart.build();
    }
}
