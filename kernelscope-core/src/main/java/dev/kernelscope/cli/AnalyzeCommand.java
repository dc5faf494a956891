/*
 * `kernelscope analyze FILE.cl`: why is my kernel slow and what do I change. Parses the kernel with libclang,
 * reports rule findings with sources and estimated gains, compiles on the devices present, models occupancy on any
 * --arch, times it with --run; table, JSON or SARIF. Exit 0 with findings, 1 with error findings, 2 for bad input.
 */
package dev.kernelscope.cli;

import dev.kernelscope.advise.AnalysisOptions;
import dev.kernelscope.advise.AnalysisReport;
import dev.kernelscope.advise.Finding;
import dev.kernelscope.advise.KernelAnalysis;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.report.AnalysisOutput;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.AtomicOutput;
import dev.kernelscope.report.OutputFiles;
import dev.kernelscope.source.ClangFrontEnd;
import dev.kernelscope.tune.sweep.IsolatedRun;
import dev.kernelscope.tune.sweep.WorkerCommand;
import dev.kernelscope.source.KernelSourceFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "analyze", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Analyse your OpenCL C kernel: rule findings with their source article and estimated gain, "
                + "compiled resources and occupancy on each device, what-if occupancy on --arch, and a timed run with "
                + "--run.", "Exit codes: 0 findings (or none), 1 error-level findings (a divergent barrier), "
                + "2 bad input (a file that does not compile, a bad option), 3 device errors."})
public final class AnalyzeCommand implements Callable<Integer> {
    enum Format {
        TABLE, JSON, SARIF;

        static final class Choices extends LowerCaseChoices<Format> {
            Choices() {
                super(List.of(values()));
            }
        }
    }

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE.cl", description = "The kernel file.")
    Path file;

    @Option(names = "--batch", paramLabel = "DIR", description = "Analyse every .cl file under DIR (for CI); "
            + "compiles only with --device.")
    Path batch;

    @Option(names = "--kernel", paramLabel = "NAME", description = "Only this kernel (default: every __kernel).")
    String kernel;

    @Option(names = "-D", paramLabel = "NAME[=VALUE]", description = "A preprocessor define, for parsing and compiling.")
    List<String> defines = new ArrayList<>();

    @Option(names = "-I", paramLabel = "DIR", description = "A directory to search for #include files, for parsing "
            + "and compiling (the file's own directory is searched first).")
    List<Path> includeDirectories = new ArrayList<>();

    @Option(names = "--global", paramLabel = "X[,Y[,Z]]", description = "Global size of the launch.")
    String global;

    @Option(names = "--local", paramLabel = "X[,Y[,Z]]", description = "Work-group size of the launch.")
    String local;

    @Option(names = "--arg", paramLabel = "SPEC", description = "A kernel argument for --run, in order: "
            + KernelArgSpec.GRAMMAR + ".")
    List<String> args = new ArrayList<>();

    @Option(names = "--device", paramLabel = "DEVICE", description = "Compile (and run) only on this device (index, "
            + "id or part of its name). Default: every device present, unless --arch is given.")
    String device;

    @Option(names = "--backend", paramLabel = "BACKEND", description = "Only devices of this backend: opencl or cuda.")
    String backend;

    @Option(names = "--arch", paramLabel = "ARCH", split = ",", description = "What-if occupancy on these "
            + "architectures (sm_90, gfx1100, rogue, apple7, ...; see 'kernelscope occupancy --list-archs').")
    List<String> archs = new ArrayList<>();

    @Option(names = "--registers", paramLabel = "N", description = "Registers per work-item for --arch when no "
            + "compiler reports them.")
    int registers;

    @Option(names = "--run", description = "Run and time the kernel on each device (needs --global and --arg).")
    boolean run;

    @Option(names = "--run-timeout", paramLabel = "DURATION", defaultValue = "120s",
            description = "With --run: how long one device's run (the child process that compiles, checks and times"
                + " the kernel) may take before it counts as hung and is stopped (default ${DEFAULT-VALUE}).")
    String runTimeout;

    @Option(names = "--bytes", paramLabel = "B", description = "Bytes one launch moves (default: every buffer once).")
    double bytes;

    @Option(names = "--flops", paramLabel = "F", description = "Floating-point operations of one launch.")
    double flops;

    @Option(names = "--repetitions", paramLabel = "N", defaultValue = "20", description = "Timed runs (default ${DEFAULT-VALUE}).")
    int repetitions;

    @Option(names = "--format", converter = Format.Choices.class, paramLabel = "FORMAT", defaultValue = "table",
            description = "table (default), json or sarif.")
    Format format;

    @Option(names = "--output", paramLabel = "FILE", description = "Write the output to FILE instead of standard output.")
    Path output;

    @Option(names = "--force", description = "Replace an existing --output file.")
    boolean force;

    @Option(names = "--root", paramLabel = "DIR", description = "SARIF locations are relative to DIR (default: the "
            + "current directory, normally the repository root); a file outside DIR is named by its file: URI.")
    Path root;

    @Option(names = "--docs-url", paramLabel = "URL", description = "Where your team serves docs/analyze.md (http or "
            + "https); SARIF rules then link to their sections through helpUri. Without it each rule carries its help "
            + "as text and Markdown only.")
    String docsUrl;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if ((file == null) == (batch == null)) {
            throw new InvalidInputException("Give one kernel file or --batch DIR.");
        }
        OptionBounds.repetitions("--repetitions", repetitions);
        OptionBounds.check("--registers", registers, 0, Integer.MAX_VALUE, "registers per work-item; 0: not given");
        if (bytes < 0 || flops < 0 || !Double.isFinite(bytes) || !Double.isFinite(flops)) {
            throw new InvalidInputException("--bytes and --flops count one launch's bytes and operations: give a"
                    + " positive number (0 or leaving it out: counted from the buffers, or not at all); got --bytes "
                    + bytes + ", --flops " + flops + ".");
        }
        docsPage(); // refuse a bad --docs-url before the work, not after it
        if (root != null && !Files.isDirectory(root)) {
            throw new InvalidInputException("--root " + root + " is not a directory; give the repository's root, which"
                    + " SARIF locations are made relative to.");
        }
        List<Path> files = batch == null ? List.of(OutputFiles.checkReadable(file, "kernel file")) : kernelFiles(batch);
        if (output != null) {   // once, before the work; never over a kernel this run reads
            OutputFiles.checkWritable(output, force, outputName(), files.toArray(Path[]::new));
        }
        List<Device> devices = devices(batch != null);
        AnalysisOptions options = new AnalysisOptions(Optional.ofNullable(kernel), ClangFrontEnd.defines(defines),
                KernelAnalysis.sizes(global, "--global"), KernelAnalysis.sizes(local, "--local"), archs, registers,
                devices, run, KernelArgSpec.parseAll(args), bytes, flops, repetitions,
                KernelAnalysis.includeDirectories(includeDirectories));
        // the device run in a child JVM: a kernel writing outside its buffers crashes that process, not this one
        java.time.Duration runLimit = TuneArguments.duration("--run-timeout", runTimeout);
        if (runLimit.compareTo(java.time.Duration.ofSeconds(1)) < 0) {
            // 1ms read as "a kernel that never returns": the child JVM had not even started
            throw new InvalidInputException("--run-timeout must be at least 1s: it bounds a child process that starts a"
                    + " JVM, compiles the kernel and runs it (" + runTimeout + " ends before any of that).");
        }
        IsolatedRun isolation = run ? new IsolatedRun(WorkerCommand.sameJvm(KernelScope.class, "tune-worker"),
                runLimit) : null;
        List<AnalysisReport> reports = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (Path path : files) {
            try {
                AnalysisOptions fileOptions = options.withIncludeFirst(
                        path.toAbsolutePath().normalize().getParent().toString());
                reports.add(KernelAnalysis.analyze(path.toString(), KernelSourceFile.read(path), fileOptions,
                        isolation));
            } catch (InvalidInputException failure) {
                if (batch == null) {
                    throw failure;
                }
                failures.add(failure.getMessage());
            }
        }
        String text = render(reports, failures);
        if (output != null) {
            AtomicOutput.write(output, force, outputName(), text);
        } else {
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
        }
        failures.forEach(f -> spec.commandLine().getErr().println("kernelscope: " + f));
        if (!failures.isEmpty()) {
            return KernelScope.EXIT_USER_ERROR;
        }
        // --run asked for a measurement a device could not give: the kernel did not compile there, or its run failed;
        // without --run, a kernel that compiled on none of the devices (a CI gate must not pass it)
        if (reports.stream().anyMatch(r -> r.hasFailedRuns() || run && r.hasFailedCompiles()
                || r.hasKernelThatCompiledNowhere())) {
            return KernelScope.EXIT_DEVICE_ERROR;
        }
        return reports.stream().anyMatch(AnalysisReport::hasErrors) ? 1 : 0;
    }

    private String outputName() {
        return format.name().toLowerCase(Locale.ROOT) + " output";
    }

    private List<Device> devices(boolean batchMode) {
        boolean wanted = device != null || backend != null || run || (archs.isEmpty() && !batchMode);
        if (!wanted) {
            return List.of();
        }
        DeviceInventory inventory = Devices.discover();
        if (device != null) {
            return List.of(Devices.select(inventory, device, backend == null ? null : BackendKind.parse(backend)));
        }
        if (backend == null) {
            return inventory.devices();
        }
        List<Device> chosen = inventory.devices(BackendKind.parse(backend));
        if (chosen.isEmpty()) {   // asked for by name: saying nothing would read as "no findings on it"
            throw new InvalidInputException(Devices.noDevice(inventory, BackendKind.parse(backend)));
        }
        return chosen;
    }

    private static List<Path> kernelFiles(Path directory) {
        if (!Files.isDirectory(directory)) {
            throw new InvalidInputException("--batch " + directory + " is not a directory.");
        }
        try (Stream<Path> walk = Files.walk(directory)) {
            List<Path> files = walk.filter(p -> p.toString().endsWith(".cl") && Files.isRegularFile(p)).sorted().toList();
            if (files.isEmpty()) {
                throw new InvalidInputException("--batch " + directory + " holds no .cl files.");
            }
            return files;
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot list " + directory + ": " + OutputFiles.describe(failure));
        }
    }

    /** --docs-url as an absolute http(s) URI; anything else is the user's mistake, said in one paragraph. */
    private Optional<URI> docsPage() {
        if (docsUrl == null) {
            return Optional.empty();
        }
        try {
            URI page = new URI(docsUrl.strip());
            String scheme = page.getScheme() == null ? "" : page.getScheme().toLowerCase(Locale.ROOT);
            if (!page.isAbsolute() || !(scheme.equals("http") || scheme.equals("https")) || page.getHost() == null) {
                throw new URISyntaxException(docsUrl, "not an absolute http or https address");
            }
            return Optional.of(page);
        } catch (URISyntaxException failure) {
            String given = docsUrl.length() > 80 ? docsUrl.substring(0, 80) + "..." : docsUrl;
            throw new InvalidInputException("--docs-url " + given + " is not an absolute http(s) address ("
                    + failure.getReason() + "); give the page that serves docs/analyze.md, for example "
                    + "https://git.example.com/team/kernelscope/blob/main/docs/analyze.md.");
        }
    }

    private String render(List<AnalysisReport> reports, List<String> failures) {
        String version = BuildVersion.version().orElse("0.0.0");    // SARIF's tool version: the semantic one
        return switch (format) {
            case JSON -> Json.pretty(AnalysisOutput.json(reports, version)) + System.lineSeparator();
            case SARIF -> Json.pretty(AnalysisOutput.sarif(reports, failures, version, root == null ? Path.of("")
                    : root, docsPage()))
                    + System.lineSeparator();
            case TABLE -> table(reports);
        };
    }

    private static String table(List<AnalysisReport> reports) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        for (AnalysisReport report : reports) {
            for (AnalysisReport.KernelReport kernel : report.kernels()) {
                out.printf(Locale.ROOT, "%s: kernel %s (line %d), group size %d (%s)%n", report.file(), kernel.kernel(),
                        kernel.location().line(), kernel.groupSize(), kernel.groupSizeFrom());
                if (kernel.findings().isEmpty()) {
                    out.println("  no findings");
                } else {
                    TextTable table = new TextTable("RULE", "LEVEL", "LINE:COL", "FINDING", "ESTIMATED GAIN");
                    for (Finding f : kernel.findings()) {
                        table.row(f.rule().id(), f.severity().sarifLevel(), f.location().line() + ":" + f.location().column(),
                                f.message(), f.estimate());
                    }
                    out.print(table.render());
                    kernel.findings().stream().map(Finding::rule).distinct().forEach(rule -> out.printf(Locale.ROOT,
                            "  %s %s. Source: %s%n", rule.id(), rule.title(), rule.source()));
                }
                if (!kernel.compiles().isEmpty()) {
                    TextTable table = new TextTable("DEVICE", "BACKEND", "REGS", "SPILL B", "LOCAL B", "PRIVATE B",
                            "MAX GROUP", "OCCUPANCY");
                    for (AnalysisReport.CompileReport c : kernel.compiles()) {
                        if (c.error() != null) {
                            table.row(c.device(), c.backend(), "-", "-", "-", "-", "-", "compile failed: " + c.error());
                            continue;
                        }
                        table.row(c.device(), c.backend(), c.registers() == null ? "?" : c.registers(),
                                c.spillStoreBytes() == null ? "?" : c.spillStoreBytes() + c.spillLoadBytes(),
                                c.localBytes(), c.privateBytes(), c.maxGroupSize(),
                                c.occupancyResult().map(r -> r.groupsPerUnit() + " groups/" + r.unit() + ", "
                                        + r.occupancyPercent() + (r.limiters().isEmpty() ? "" : " (" + r.limitersJoined()
                                        + ")")).orElse("no model for this device"));
                    }
                    out.print(table.render());
                }
                for (AnalysisReport.WhatIf w : kernel.whatIfs()) {
                    out.printf(Locale.ROOT, "  what-if %s: %d work-items, %s registers, %d B local: %d %s per %s, "
                                    + "occupancy %s%s%s%n", w.arch(), w.groupSize(),
                            w.registers() > 0 ? Integer.toString(w.registers()) : "unknown", w.localBytes(),
                            w.result().groupsPerUnit(), w.result().groupsPerUnit() == 1 ? "group" : "groups",
                            w.result().unit(), w.result().occupancyPercent(),
                            w.result().limiters().isEmpty() ? "" : ", limited by " + w.result().limitersJoined(),
                            w.result().advice().isEmpty() ? "" : "; next group: " + w.result().advice().getFirst().summary());
                    w.assumptions().forEach(a -> out.println("    assumed: " + a));
                }
                for (AnalysisReport.RunReport r : kernel.runs()) {
                    if (r.error() != null) {
                        out.printf(Locale.ROOT, "  run on %s failed: %s%n", r.device(), r.error());
                        continue;
                    }
                    out.printf(Locale.ROOT, "  run on %s, %s: median %.2f us over %d runs; %.1f GB/s (%s)%s%s; %s%n",
                            r.device(), r.geometry(), r.medianUs(), r.samplesNs().size(), r.achievedGBps(),
                            r.bytesFrom(), r.copyRoofGBps() == null ? ""
                                    : String.format(Locale.ROOT, " of %.1f GB/s copy", r.copyRoofGBps()),
                            r.achievedGflops() == null ? "" : String.format(Locale.ROOT, ", %.1f GFLOP/s%s",
                                    r.achievedGflops(), r.fp32PeakGflops() == null ? ""
                                            : String.format(Locale.ROOT, " of %.0f FP32 peak", r.fp32PeakGflops())),
                            r.verdict());
                }
                out.println();
            }
            report.notes().forEach(n -> out.println("note: " + n));
        }
        long errors = reports.stream().flatMap(r -> r.findings().stream())
                .filter(f -> f.severity() == dev.kernelscope.advise.Severity.ERROR).count();
        long all = reports.stream().mapToLong(r -> r.findings().size()).sum();
        out.printf(Locale.ROOT, "%d finding(s), %d error(s). Rules and their sources: docs/analyze.md%n", all, errors);
        out.flush();
        return text.toString();
    }
}
