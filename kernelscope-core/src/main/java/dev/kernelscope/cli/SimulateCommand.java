/*
 * `kernelscope simulate`: runs the warp-level simulator of one compute unit on a program file or a built-in scenario
 * and prints rates, utilizations, cycles per wave-instruction by state and the bound; optionally a Perfetto trace, a
 * timeline picture, a latency-hiding sweep against the closed formula, or a comparison with measured microbenchmarks.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.sim.AmdPrograms;
import dev.kernelscope.model.sim.HardwareComparison;
import dev.kernelscope.model.sim.Program;
import dev.kernelscope.model.sim.ProgramParser;
import dev.kernelscope.model.sim.SassProgram;
import dev.kernelscope.model.sim.SassPrograms;
import dev.kernelscope.model.sim.Scenario;
import dev.kernelscope.model.sim.SimRequest;
import dev.kernelscope.model.sim.SimResult;
import dev.kernelscope.model.sim.SimSweep;
import dev.kernelscope.report.ChromeTrace;
import dev.kernelscope.report.OutputFiles;
import dev.kernelscope.report.SimComparisonReport;
import dev.kernelscope.report.SimReport;
import dev.kernelscope.report.SimScenarioCatalog;
import dev.kernelscope.report.SimSweepChart;
import dev.kernelscope.report.SimTimeline;
import dev.kernelscope.source.AmdListingInput;
import dev.kernelscope.source.ClangFrontEnd;
import dev.kernelscope.source.KernelSourceFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Simulates one compute unit warp by warp: resident groups from the occupancy model, the vendor's"
                + " schedulers, instruction latencies, the unit's memory bandwidth share, barriers and group launch. Prints"
                + " the issue rate, ALU and memory utilization, cycles per wave-instruction split by warp state and the"
                + " resource that bounds the unit."},
        footer = {"", "Program format (one statement per line, # comments):",
            "  threads 256 | registers 32 | shared 4096 | rounds 4 | wave 64 | arch gfx1100 | set memoryLatency 500 | note TEXT",
            "  alu N [dep] | sfu N [dep] | lds N [conflict=K] | sts N | mem N [bytes=B] | store N | barrier | loop N { ... }",
            "  N is a count or a range LO..HI [per-wave|per-group]. Steps wait for the previous step's results, unless",
            "  the program names scoreboards (as --sass writes it): loads take sb=0..5, any step waitsb=MASK.",
            "", "Examples:",
            "  kernelscope simulate --scenario seed001-latency --sweep occupancy \\",
            "      --chart curve.png",
            "  kernelscope simulate --scenario seed000-barrier-1group \\",
            "      --timeline barrier.png --trace barrier.json",
            "  kernelscope simulate --arch sm_90 --program my.ksim --threads 256 \\",
            "      --registers 64",
            "  cuobjdump -sass -res-usage my.cubin > my.sass",
            "  kernelscope simulate --sass my.sass --kernel my_kernel --threads 256 \\",
            "      --iterations 128 --emit-program my.ksim",
            "  kernelscope simulate --isa my_kernel.cl --target gfx1100 --threads 256 \\",
            "      --iterations 64   # AMD, no GPU needed"})
final class SimulateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--arch", paramLabel = "ID", description = "Architecture preset (default: the scenario's or the program's 'arch', else sm_90).")
    String arch;

    @Option(names = "--arch-file", paramLabel = "FILE", description = "Adds or overrides architectures from a JSON file.")
    Path archFile;

    @Option(names = "--program", paramLabel = "FILE", description = "A program in the simulator's text format.")
    Path programFile;

    @Option(names = "--sass", paramLabel = "FILE", description = "A kernel's SASS (`cuobjdump -sass [-res-usage]` or"
            + " `nvdisasm -hex` output): its loops, instruction classes and stall counts become the program (give --threads).")
    Path sassFile;

    @Option(names = "--isa", paramLabel = "FILE.cl|FILE.s", description = "A kernel for AMD: OpenCL C compiled with clang"
            + " for --target GFX (no AMD GPU needed), or an AMDGPU listing (clang -S, hipcc --save-temps, kernelscope isa"
            + " --save-asm); its s_waitcnt counters become the program's waits.")
    Path isaFile;

    @Option(names = "--target", paramLabel = "GFX", description = "With --isa FILE.cl: the AMD processor to compile for"
            + " (gfx1100, gfx1030, gfx90a, gfx942 ...); the simulated architecture unless --arch says otherwise.")
    String target;

    @Option(names = "--clang", paramLabel = "PATH", description = "With --isa FILE.cl: the clang to compile with (default:"
            + " clang or clang-NN on PATH, as kernelscope isa finds it).")
    Path clang;

    @Option(names = "-D", paramLabel = "NAME[=VALUE]", description = "With --isa FILE.cl: a preprocessor define.")
    List<String> defines = new java.util.ArrayList<>();

    @Option(names = "--kernel", paramLabel = "NAME", description = "With --sass or --isa: the kernel to simulate when the listing holds several.")
    String kernel;

    @Option(names = "--iterations", paramLabel = "N|LOOP=N,...", description = "With --sass or --isa: trips of every loop"
            + " (default: " + SassPrograms.DEFAULT_TRIPS + "), or per loop: by its first address for --sass (0x09d0=64)"
            + " or its head's label for --isa (.LBB0_2=64), comma-separated; loops not named run the default.")
    String iterations;

    @Option(names = "--take", paramLabel = "ADDR,...", description = "With --sass: the side the path takes at these"
            + " conditional branches, by address: taken (0x0150) or fallen through (!0x0150). Otherwise it takes the"
            + " side that issues more, e.g. the border copy of a kernel that has an interior one.")
    String take;

    @Option(names = "--emit-program", paramLabel = "FILE", description = "With --sass or --isa: also writes the derived program"
            + " (the simulator's text format, to edit for what-if questions).")
    Path emitProgram;

    @Option(names = "--scenario", paramLabel = "NAME", description = "A built-in program (see --list-scenarios).")
    String scenario;

    @Option(names = "--list-scenarios", description = "Lists the built-in scenarios, one name first on each line.")
    boolean listScenarios;

    @Option(names = "--groups-per-unit", paramLabel = "N", description = "Resident groups (default: the occupancy model's answer).")
    int groupsPerUnit;

    @Option(names = "--threads", paramLabel = "T", description = "Threads per group (default: the program's 'threads').")
    int threads;

    @Option(names = "--registers", paramLabel = "R", defaultValue = "-1", description = "Registers per thread (default: the program's).")
    int registers;

    @Option(names = "--shared", paramLabel = "BYTES", description = "Shared bytes per group: 32768, 32K or 32KiB, as"
            + " occupancy takes them (default: the program's).")
    String sharedText;
    int shared = -1;   // -1: the program's

    @Option(names = "--wave-size", paramLabel = "32|64", description = "Wave size where the architecture has two (RDNA;"
            + " default: the program's 'wave', else the architecture's).")
    int waveSize;

    @Option(names = "--rounds", paramLabel = "N", description = "Groups each group slot runs in turn (default: the program's, else 1).")
    int rounds;

    @Option(names = "--cycles", paramLabel = "C", defaultValue = "200000000", description = "Stop after C cycles (default: ${DEFAULT-VALUE}).")
    long cycles;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Overrides a timing parameter, e.g. memoryLatency=500 (repeatable).")
    List<String> settings = List.of();

    @Option(names = "--trace", paramLabel = "FILE.json", description = "Writes a Chrome Trace Event file (Perfetto, chrome://tracing).")
    Path trace;

    @Option(names = "--timeline", paramLabel = "FILE.png|svg", description = "Draws the slots' states over time.")
    Path timeline;

    @Option(names = "--trace-cycles", paramLabel = "C", defaultValue = "20000",
            description = "Cycles recorded for --trace and --timeline (default: ${DEFAULT-VALUE}).")
    long traceCycles;

    @Option(names = "--sweep", paramLabel = "VARIABLE", description = "occupancy, alu-per-mem or latency: the latency-hiding"
            + " curve beside the closed formula.")
    String sweep;

    @Option(names = "--chart", paramLabel = "FILE.png|svg", description = "With --sweep: draws the curve and the formula.")
    Path chart;

    @Option(names = "--validate", paramLabel = "DIR", description = "Compares the simulator with measured microbenchmarks"
            + " (measured.json and sass-counts.json in DIR, e.g. docs/results/h100/simulate).")
    Path validate;

    @Mixin
    RecordOutput output;

    /** The trace keeps every slice in memory (about 50 bytes each, several per slot per hundred cycles). */
    static final long MAX_TRACE_CYCLES = 10_000_000L;
    static final long MAX_CYCLES = 1_000_000_000_000L;
    static final int MAX_ROUNDS = 1_000_000;

    @Override
    public Integer call() throws IOException {
        // the files this run reads: no output may replace them, --force or not (--output once overwrote --program)
        Path[] inputs = {programFile, sassFile, isaFile, archFile, validate == null ? null : validate.resolve(
                HardwareComparison.MEASURED_FILE), validate == null ? null : validate.resolve(HardwareComparison.COUNTS_FILE)};
        output.check(inputs);
        OptionBounds.check("--cycles", cycles, 1, MAX_CYCLES, "the simulation stops there");
        OptionBounds.check("--trace-cycles", traceCycles, 1, MAX_TRACE_CYCLES, "the trace is kept in memory");
        OptionBounds.check("--rounds", rounds, 0, MAX_ROUNDS, "");
        OptionBounds.check("--groups-per-unit", groupsPerUnit, 0, 4096, "");
        OptionBounds.check("--threads", threads, 0, 1 << 20, "");
        OptionBounds.check("--registers", registers, -1, 1 << 16, "-1 = the program's");
        if (sharedText != null) {
            shared = OptionBounds.check("--shared", dev.kernelscope.report.ByteSize.parse(sharedText, "--shared"), 0,
                    Integer.MAX_VALUE, "bytes per group");
        }
        for (Path picture : new Path[] {timeline, chart}) {
            if (picture != null && !picture.toString().isBlank()) {   // an empty name: checkWritable says so below
                dev.kernelscope.report.ChartFile.formatOf(picture);   // before the compile and the run, not after
            }
        }
        if (waveSize != 0 && waveSize != 32 && waveSize != 64) {
            throw new InvalidInputException("--wave-size must be 32 or 64, not " + waveSize + ".");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (listScenarios) {
            onlyWith("--list-scenarios", "--format", "--output", "--force");
            List<Scenario> all = SimScenarioCatalog.all();
            output.emit(SimReport.scenarioRows(all), out, w -> SimReport.printScenarios(all, w));
            return 0;
        }
        ArchRegistry registry = archFile == null ? ArchRegistry.presets() : ArchRegistry.withFile(archFile);
        Map<String, String> overrides = parseSettings();
        if (validate != null) {
            onlyWith("--validate", "--arch", "--arch-file", "--set", "--format", "--output", "--force");
            Architecture a = registry.get(arch == null ? "sm_90" : arch);
            HardwareComparison.Comparison comparison = HardwareComparison.compare(a, validate, overrides);
            output.emit(comparison, out, w -> SimComparisonReport.print(comparison, w));
            return 0;
        }
        int sources = (programFile == null ? 0 : 1) + (scenario == null ? 0 : 1) + (sassFile == null ? 0 : 1)
                + (isaFile == null ? 0 : 1);
        if (sources != 1) {
            throw new InvalidInputException("give exactly one of --program FILE, --sass FILE, --isa FILE or --scenario NAME"
                    + " (or --list-scenarios).");
        }
        Path listingFile = sassFile != null ? sassFile : isaFile;
        if (listingFile == null && (kernel != null || iterations != null || emitProgram != null)) {
            throw new InvalidInputException("--kernel, --iterations and --emit-program go with --sass FILE or --isa FILE.");
        }
        if (sassFile == null && take != null) {
            throw new InvalidInputException("--take goes with --sass FILE (a SASS listing's branch addresses).");
        }
        if (isaFile == null && (target != null || !defines.isEmpty() || clang != null)) {
            throw new InvalidInputException("--target, -D and --clang go with --isa FILE.cl.");
        }
        if (emitProgram != null) {
            OutputFiles.checkWritable(emitProgram, output.force, "program",
                    java.util.stream.Stream.concat(java.util.Arrays.stream(inputs), java.util.stream.Stream.of(output.output))
                            .toArray(Path[]::new));
        }
        String archId = arch;
        Program program;
        if (scenario != null) {
            Scenario s = SimScenarioCatalog.get(scenario);
            program = s.program();
            archId = archId == null ? s.arch() : archId;
        } else if (sassFile != null) {
            String listing = readText(sassFile, "listing");
            SassProgram.Derivation derived = SassPrograms.derive(sassFile.toString(), listing, kernel, threads,
                    optional(registers), optional(shared), iterations, take);
            program = derived.program();
            writeProgram(derived.text());
        } else if (isaFile != null) {
            OutputFiles.checkReadable(isaFile, "kernel");
            String text = KernelSourceFile.read(isaFile);   // as isa reads it: Latin-1 accepted, binary refused
            boolean listing = AmdListingInput.isListing(isaFile, text);
            if (listing && waveSize != 0) {
                throw new InvalidInputException("--wave-size applies when compiling a .cl file; " + isaFile
                        + " is a listing and keeps its own wave size.");
            }
            if (listing && clang != null) {
                throw new InvalidInputException("--clang applies when compiling a .cl file; " + isaFile
                        + " is a listing and is read as it is.");
            }
            AmdListingInput.Loaded loaded = AmdListingInput.load(isaFile, text, target, waveSize == 64,
                    ClangFrontEnd.defines(defines), "CL1.2", clang, "kernelscope simulate --isa");
            AmdPrograms.Derived derived = AmdPrograms.derive(isaFile.toString(), loaded.lines(), target, kernel, threads,
                    optional(registers), optional(shared), iterations);
            program = derived.derivation().program();
            if (archId == null) {
                archId = registry.findProcessor(derived.processor()).map(Architecture::id).orElseThrow(() ->
                        new InvalidInputException("no architecture preset for " + derived.processor() + " (kernelscope"
                                + " occupancy --list-archs lists them): give --arch ID."));
            }
            writeProgram(derived.derivation().text());
        } else {
            program = ProgramParser.parse(programFile.toString(), readText(programFile, "program"));
            archId = archId == null ? program.arch() : archId;
        }
        Architecture a = registry.get(archId == null ? "sm_90" : archId);
        if (waveSize != 0) {
            // for --isa FILE.cl too: the compile only hears "wave64 or not", so --wave-size 32 on gfx900 (wave64 only)
            // was ignored in silence; the unit setup refuses it
            program = program.withWaveSize(waveSize);
        }
        if (trace == null && timeline == null && !GivenOptions.among(spec, "--trace-cycles").isEmpty()) {
            throw new InvalidInputException("--trace-cycles bounds what --trace and --timeline record; give one of them.");
        }
        if (chart != null && sweep == null) {
            throw new InvalidInputException("--chart draws a --sweep; for one run use --timeline.");
        }
        if (sweep != null && (trace != null || timeline != null)) {
            throw new InvalidInputException("--trace and --timeline record one run; a --sweep draws its curve with --chart.");
        }
        boolean force = output.force;
        // Once, before the work: no output over another, over the --output record or over the program read.
        List<Path> taken = new java.util.ArrayList<>(java.util.Arrays.asList(inputs));
        if (emitProgram != null) {
            taken.add(emitProgram);
        }
        if (output.output != null) {
            taken.add(output.output);
        }
        for (Path file : new Path[] {trace, timeline, chart}) {
            if (file != null) {
                OutputFiles.checkWritable(file, force, "output", taken.toArray(Path[]::new));
                taken.add(file);
            }
        }
        SimRequest request = new SimRequest(a, program, threads, registers, shared, groupsPerUnit, rounds, cycles,
                trace != null || timeline != null ? Math.max(1, traceCycles) : 0, overrides);
        if (sweep != null) {
            SimSweep.Sweep result = SimSweep.run(request, SimSweep.Variable.parse(sweep));
            output.emit(result, out, w -> SimReport.printSweep(result, w));   // results first, then the files
            if (chart != null) {
                SimSweepChart.write(result, chart, force);
            }
            return 0;
        }
        SimResult result = request.run();
        output.emit(result, out, w -> SimReport.printRun(result, w));   // results first, then the files
        if (trace != null) {
            ChromeTrace.write(result, trace, force);
        }
        if (timeline != null) {
            SimTimeline.write(result, timeline, force);
        }
        return 0;
    }


    /**
     * Refuses every option given beside {@code mode} but {@code allowed}: a mode that answers on its own used to
     * ignore them in silence (--validate with --sass NONEXISTENT, --list-scenarios with --format json printed a table).
     */
    private void onlyWith(String mode, String... allowed) {
        List<String> keep = new java.util.ArrayList<>(List.of(allowed));
        keep.addAll(List.of(mode, "--help", "--version"));
        List<String> others = spec.options().stream().map(o -> o.longestName()).filter(n -> !keep.contains(n)).toList();
        List<String> given = GivenOptions.among(spec, others);
        if (!given.isEmpty()) {
            throw new InvalidInputException(mode + " answers on its own and takes only " + String.join(", ", allowed)
                    + "; drop " + String.join(", ", given) + ".");
        }
    }

    private static OptionalInt optional(int value) {
        return value < 0 ? OptionalInt.empty() : OptionalInt.of(value);
    }

    /** --emit-program: the derived program's text, written whole. */
    private void writeProgram(String text) throws IOException {
        if (emitProgram != null) {
            try (java.io.Writer w = OutputFiles.newWriter(emitProgram, output.force, "program")) {
                w.write(text);
            }
        }
    }

    private Map<String, String> parseSettings() {
        Map<String, String> map = new LinkedHashMap<>();
        for (String s : settings) {
            int eq = s.indexOf('=');
            if (eq <= 0 || eq == s.length() - 1) {
                throw new InvalidInputException("--set takes KEY=VALUE (e.g. memoryLatency=500), not '" + s + "'.");
            }
            map.put(s.substring(0, eq).strip(), s.substring(eq + 1).strip());
        }
        return map;
    }

    /** A program or SASS listing: UTF-8 text (the reading failed with "I/O error (Input length = 1)" on binary files). */
    private static String readText(Path file, String what) {
        OutputFiles.checkReadable(file, what);
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (java.nio.charset.CharacterCodingException notText) {
            throw new InvalidInputException("the " + what + " " + file + " is not UTF-8 text (a binary file?); "
                    + (what.equals("listing") ? "give the text that cuobjdump -sass or nvdisasm prints, not the cubin."
                    : "a program is text in the format of kernelscope simulate --help."), notText);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read the " + what + " " + file + ": " + OutputFiles.describe(e) + ".", e);
        }
    }
}
