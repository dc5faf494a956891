/*
 * `kernelscope occupancy`: the multi-vendor occupancy calculator. One query prints an Nsight-Compute-like section
 * (table, JSON or CSV); --sweep prints the staircase over one input (and --chart draws it); --batch streams a CSV of
 * queries; --list-archs lists the architectures. Parsing only: the work is in model.occupancy and report.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.occupancy.KernelTraits;
import dev.kernelscope.model.occupancy.OccupancyModel;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.model.occupancy.OccupancySweep;
import dev.kernelscope.model.occupancy.SgprDescriptors;
import dev.kernelscope.model.occupancy.SweepPoint;
import dev.kernelscope.model.occupancy.SweepVariable;
import dev.kernelscope.model.occupancy.UnitMode;
import dev.kernelscope.model.occupancy.View;
import dev.kernelscope.report.ArchListReport;
import dev.kernelscope.report.ByteSize;
import dev.kernelscope.report.ChartFile;
import dev.kernelscope.report.Formats;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.OccupancyBatch;
import dev.kernelscope.report.OccupancyReport;
import dev.kernelscope.report.AtomicOutput;
import dev.kernelscope.report.Messages;
import dev.kernelscope.report.OutputFileException;
import dev.kernelscope.report.OutputFiles;
import dev.kernelscope.report.SweepReport;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "occupancy", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Occupancy of a kernel on NVIDIA (sm_70..sm_120), AMD (GCN, CDNA, RDNA), PowerVR Rogue and Apple GPUs:"
                + " groups per unit, waves, occupancy, the limiting resources, idle register file and shared memory,"
                + " and the smallest change that gains the next group."},
        footer = {"",
            "Examples:",
            "  kernelscope occupancy --arch gcn --threads 1024 --registers 40 --shared 32K",
            "  kernelscope occupancy --arch gfx1100 --threads 128 --registers 216 \\",
            "      --wave-size 32 --mode cu",
            "  kernelscope occupancy --arch sm_90 --threads 256 --registers 64 \\",
            "      --shared 48KiB --sweep registers --chart registers.png",
            "  kernelscope occupancy --arch rogue --threads 8 --registers 16 \\",
            "      --reqd-work-group-size",
            "  kernelscope occupancy --arch gcn --threads 1024 --registers 40 --barriers",
            "  kernelscope occupancy --batch queries.csv --output results.csv",
            "  kernelscope occupancy --list-archs"})
final class OccupancyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--arch", paramLabel = "ARCH", description = "Architecture id (see --list-archs), e.g. sm_90, gcn,"
            + " gfx1100, rogue, apple7.")
    String arch;

    @Option(names = "--threads", paramLabel = "T", description = "Threads per group (block, work-group, threadgroup).")
    Integer threads;

    @Option(names = "--registers", paramLabel = "R", description = "Registers per thread (NVIDIA registers, AMD VGPRs,"
            + " Apple 16-bit registers); 0 = not known, registers do not limit.")
    Integer registers;

    @Option(names = "--shared", paramLabel = "BYTES", defaultValue = "0", description = "Shared memory per group"
            + " (LDS, local or threadgroup memory): 32768, 32K or 32KiB (K = 1,024). Default: ${DEFAULT-VALUE}.")
    String shared;

    @Option(names = "--scalar-registers", paramLabel = "S", defaultValue = "0",
            description = "AMD SGPRs per wave (limit only on gfx9 and older); 0 = not known.")
    int scalarRegisters;

    @Option(names = "--descriptors", paramLabel = "images=N,samplers=N,buffers=N", description = "AMD gfx9 and older:"
            + " resource descriptors the kernel holds in SGPRs (image 8, sampler 4, buffer 4 SGPRs each; seeds 000/003),"
            + " added to --scalar-registers; the table shows the sum and what sharing or dropping samplers gives.")
    String descriptors;

    @Option(names = "--wave-size", paramLabel = "32|64", defaultValue = "0",
            description = "AMD RDNA wave size (default: the architecture's, 32 on RDNA).")
    int waveSize;

    @Option(names = "--mode", paramLabel = "wgp|cu", description = "AMD RDNA work-group placement (default wgp).")
    String mode;

    @Option(names = "--view", paramLabel = "VIEW", defaultValue = "hardware", description = "AMD only: hardware (whole"
            + " groups resident), compiler (LLVM's per-wave number) or hip (the HIP runtime's API). Default:"
            + " ${DEFAULT-VALUE}.")
    String view;

    @Option(names = "--barriers", description = "The kernel synchronizes with barriers: warns when only one group fits"
            + " a unit (seeds 000/003) and, on PowerVR, when a group spans several tasks (seed 001).")
    boolean barriers;

    @Option(names = "--divergent-loops", description = "The kernel's loops run very different trip counts per thread"
            + " (sphere tracing): the group-size advice then suggests single-wave groups (seeds 000/003).")
    boolean divergentLoops;

    @Option(names = "--reqd-work-group-size", description = "The group size is fixed at compile time"
            + " (reqd_work_group_size): PowerVR packs groups of 16 or fewer work-items several per task (seed 001);"
            + " other vendors' occupancy does not change.")
    boolean reqdWorkGroupSize;

    @Option(names = "--format", converter = OutputFormat.TableJsonOrCsv.class,
            paramLabel = "FORMAT", defaultValue = "table",
            description = "table, json or csv (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--arch-file", paramLabel = "FILE", description = "Adds or overrides architectures from a JSON file"
            + " in the --list-archs --format json format.")
    Path archFile;

    @Option(names = "--no-trap-handler", description = "AMD gfx9 and older: model a target without the HSA trap handler (its"
            + " 16 SGPRs per wave are then not reserved; by default they are, as on every ROCm/HIP target).")
    boolean noTrapHandler;

    @Option(names = "--list-archs", description = "Lists the known architectures and exits.")
    boolean listArchs;

    @Option(names = "--sweep", paramLabel = "INPUT", description = "Occupancy across registers, shared, threads or"
            + " scalar-registers, other inputs fixed: one row per distinct step.")
    String sweep;

    @Option(names = "--chart", paramLabel = "FILE.png|svg", description = "With --sweep: draws the staircase (PNG or"
            + " SVG), the current point marked.")
    Path chart;

    @Option(names = "--batch", paramLabel = "FILE.csv", description = "Reads queries from a CSV with the header"
            + " arch,threads_per_block,registers_per_thread,shared_bytes_per_block (optional scalar_registers,"
            + "wave_size,mode; other columns are carried through) and writes the rows with groups_per_unit,"
            + "waves_per_unit,occupancy,limiters,error appended. Exit code 2 if any row failed.")
    Path batch;

    @Option(names = "--output", paramLabel = "FILE", description = "With --batch: write the CSV here instead of to"
            + " standard output.")
    Path output;

    @Option(names = "--force", description = "Replace an existing --output or --chart file.")
    boolean force;

    @Override
    public Integer call() throws IOException {
        ArchRegistry registry = archFile == null ? ArchRegistry.presets() : ArchRegistry.withFile(archFile);
        if (noTrapHandler) {
            registry = registry.withoutTrapHandler();
        }
        if (listArchs) {
            rejectWith("--list-archs", Arrays.asList("--arch", arch, "--threads", threads, "--registers", registers,
                    "--descriptors", descriptors, "--batch", batch, "--sweep", sweep, "--barriers", flag(barriers),
                    "--divergent-loops", flag(divergentLoops), "--reqd-work-group-size", flag(reqdWorkGroupSize)));
            return listArchitectures(registry);
        }
        if (batch != null) {
            rejectWith("--batch", Arrays.asList("--arch", arch, "--threads", threads, "--registers", registers,
                    "--descriptors", descriptors, "--sweep", sweep, "--chart", chart, "--barriers", flag(barriers),
                    "--divergent-loops", flag(divergentLoops), "--reqd-work-group-size", flag(reqdWorkGroupSize)));
            if (format != OutputFormat.TABLE && format != OutputFormat.CSV) {
                throw new InvalidInputException("--batch writes CSV; drop --format " + format + ".");
            }
            return runBatch(registry);
        }
        if (output != null) {
            throw new InvalidInputException("--output applies to --batch; a single query prints to standard output.");
        }
        if (chart != null && sweep == null) {
            throw new InvalidInputException("--chart draws a sweep: add --sweep registers|shared|threads.");
        }
        if ((barriers || divergentLoops) && (sweep != null || format == OutputFormat.CSV)) {
            throw new InvalidInputException((barriers ? "--barriers" : "--divergent-loops") + " adds warnings and"
                    + " group-size advice to a single query's table or JSON; " + (sweep != null ? "--sweep" : "--format csv")
                    + " has no place for them. Drop it, or use --format table or json without --sweep.");
        }
        if (descriptors != null && (sweep != null || format == OutputFormat.CSV)) {
            throw new InvalidInputException("--descriptors adds its SGPRs and advice to a single query's table or JSON; "
                    + (sweep != null ? "--sweep" : "--format csv") + " has no place for them. Add their SGPRs to"
                    + " --scalar-registers instead (image 8, sampler 4, buffer 4).");
        }
        OccupancyQuery ownSgprs = query(registry);
        SgprDescriptors held = descriptors == null ? null : SgprDescriptors.parse(descriptors);
        OccupancyQuery query = held == null ? ownSgprs : held.apply(ownSgprs);
        OccupancyModel model = OccupancyModel.of(query.arch());
        OccupancyResult result = model.calculate(query);
        PrintWriter out = spec.commandLine().getOut();
        if (sweep != null) {
            return printSweep(query, result, out);
        }
        switch (format) {
            case TABLE -> {
                OccupancyReport.printTable(query, result, out);
                if (held != null) {
                    OccupancyReport.printDescriptors(ownSgprs, held, out);
                }
            }
            case JSON -> {
                if (held == null) {
                    OccupancyReport.printJson(result, out);
                } else {
                    OccupancyReport.printJson(result, ownSgprs, held, out);
                }
            }
            case CSV -> {
                OccupancyReport.printCsv(query, result, out);
                out.flush();
            }
        }
        return 0;
    }

    private OccupancyQuery query(ArchRegistry registry) {
        List<String> missing = new ArrayList<>();
        if (arch == null) {
            missing.add("--arch");
        }
        if (threads == null) {
            missing.add("--threads");
        }
        if (registers == null) {
            missing.add("--registers");
        }
        if (!missing.isEmpty()) {
            throw new InvalidInputException("occupancy needs " + String.join(", ", missing) + " (or --batch FILE, or"
                    + " --list-archs). Example: kernelscope occupancy --arch gcn --threads 1024 --registers 40"
                    + " --shared 32K");
        }
        long sharedBytes = ByteSize.parse(shared, "--shared");
        if (sharedBytes > Integer.MAX_VALUE) {
            throw new InvalidInputException("--shared " + shared + " is far above any architecture's per-group maximum.");
        }
        return new OccupancyQuery(registry.get(arch), threads, registers, (int) sharedBytes, scalarRegisters, waveSize,
                mode == null ? null : UnitMode.parse(mode), View.parse(view),
                new KernelTraits(barriers, divergentLoops, reqdWorkGroupSize));
    }

    /** A boolean flag as rejectWith sees it: given (TRUE) or not (null). */
    private static Boolean flag(boolean given) {
        return given ? Boolean.TRUE : null;
    }

    private int printSweep(OccupancyQuery query, OccupancyResult result, PrintWriter out) {
        SweepVariable variable = SweepVariable.parse(sweep);
        if (chart != null) {
            ChartFile.formatOf(chart);
            OutputFiles.checkWritable(chart, force, "chart", archFile);
        }
        List<SweepPoint> points = OccupancySweep.sweep(query, variable);
        switch (format) {
            case TABLE -> SweepReport.printTable(variable, query, result, points, out);
            case JSON -> Json.print(SweepReport.json(variable, query, result, points), out);
            case CSV -> {
                SweepReport.printCsv(variable, points, out);
                out.flush();
            }
        }
        if (chart != null) {
            ChartFile.write(SweepReport.chart(variable, query, result, points), chart, force);
            spec.commandLine().getErr().println("kernelscope: wrote the chart " + chart);
        }
        return 0;
    }

    private int listArchitectures(ArchRegistry registry) {
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case TABLE -> ArchListReport.printTable(registry.all(), out);
            case JSON -> ArchListReport.printJson(registry.all(), out);
            case CSV -> {
                ArchListReport.printCsv(registry.all(), out);
                out.flush();
            }
        }
        return 0;
    }

    private int runBatch(ArchRegistry registry) throws IOException {
        OutputFiles.checkReadable(batch, "batch file");
        if (output != null) {
            OutputFiles.checkWritable(output, force, "output", batch, archFile);
        }
        PrintWriter err = spec.commandLine().getErr();
        OccupancyBatch.Summary summary;
        // The output file is written whole or not at all: malformed input, a full disk or Ctrl-C leave it as it was.
        AtomicOutput[] file = new AtomicOutput[1];
        OccupancyBatch.Output target = output == null
                ? () -> new KeepOpen(spec.commandLine().getOut())
                : () -> {
                    file[0] = AtomicOutput.open(output, force, "output");
                    return file[0].writer();
                };
        try (Reader in = new InputStreamReader(Files.newInputStream(batch), StandardCharsets.UTF_8)) {
            summary = new OccupancyBatch(registry, View.parse(view), batchThreads(),
                    OccupancyBatch.DEFAULT_BLOCK_ROWS).run(in, Messages.quote(batch.toString()), target);
            if (file[0] != null) {
                file[0].commit();
            }
        } catch (OutputFileException unwritten) {
            throw unwritten;
        } catch (InvalidInputException badInput) {
            throw output == null ? badInput : new InvalidInputException(badInput.getMessage() + " Nothing was written"
                    + " to " + Messages.quote(output.toString()) + (Files.exists(output) ? " (its old content is"
                    + " unchanged)." : "."), badInput);
        } catch (NoSuchFileException missing) {
            throw new InvalidInputException("the batch file " + Messages.quote(batch.toString()) + " does not exist.");
        } catch (IOException failure) {
            if (file[0] != null) {
                // reading had no trouble before; a failure with the output open is the output's (e.g. a full disk)
                throw OutputFileException.of("output", output, failure);
            }
            throw new InvalidInputException("cannot read the batch file " + Messages.quote(batch.toString()) + ": "
                    + OutputFiles.describe(failure) + ".", failure);
        } finally {
            if (file[0] != null) {
                file[0].close(); // discards the temporary file unless it was committed
            }
        }
        if (output != null) {
            err.println("kernelscope: wrote " + Messages.plural(summary.rows(), "row") + " to "
                    + (file[0] != null && file[0].keptExisting() ? file[0].committedTo() + " (" + output + " appeared during the"
                    + " run and was kept)" : output) + (summary.allComputed() ? "." : ""));
        }
        if (!summary.allComputed()) {
            err.println("kernelscope: " + Formats.count(summary.failed()) + " of " + Messages.plural(summary.rows(), "row")
                    + " failed (their 'error' column says why); the first: " + summary.firstError());
            err.flush();
            return KernelScope.EXIT_USER_ERROR;
        }
        err.flush();
        return 0;
    }

    /**
     * Two threads (reading and computing | writing) where there are two cores; -Dkernelscope.batch.threads=1 forces
     * one, which is how the benchmark in docs/results/cpu/occupancy-batch.md compares them.
     */
    private static int batchThreads() {
        int fallback = Runtime.getRuntime().availableProcessors() > 1 ? 2 : 1;
        Integer chosen = Integer.getInteger("kernelscope.batch.threads");
        return chosen != null && (chosen == 1 || chosen == 2) ? chosen : fallback;
    }

    /** Refuses options that `mode` ignores, so nothing the user typed is silently dropped. */
    private static void rejectWith(String mode, List<Object> namesAndValues) {
        List<String> given = new ArrayList<>();
        for (int i = 0; i < namesAndValues.size(); i += 2) {
            if (namesAndValues.get(i + 1) != null) {
                given.add((String) namesAndValues.get(i));
            }
        }
        if (!given.isEmpty()) {
            throw new InvalidInputException(mode + " cannot be combined with " + String.join(", ", given)
                    + (mode.equals("--batch") ? ": every query comes from the file's rows." : "."));
        }
    }

    /** Standard output for the batch: flushed, never closed (picocli owns it). */
    private static final class KeepOpen extends FilterWriter {
        KeepOpen(Writer out) {
            super(out);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
