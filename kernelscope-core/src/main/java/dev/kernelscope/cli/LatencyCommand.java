/*
 * `kernelscope latency`: how many resident waves hide a memory latency at a given arithmetic intensity, and the
 * occupancy that takes on a unit with a given number of residency slots (seed 001's PowerVR guideline).
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.latency.LatencyHiding;
import dev.kernelscope.model.latency.MemoryChain;
import dev.kernelscope.model.latency.ThreadTileIntensity;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.LatencyReport;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "latency", mixinStandardHelpOptions = true,
        description = {
            "Waves needed to hide a memory latency: ceil(latency / (ALU instructions per memory instruction x cycles"
                + " per instruction)), and the occupancy that takes on a unit with --slots residency slots."},
        footer = {"", "Example (seed 001: 10 waves, 62.5%%, the seed's ~63%%):",
            "  kernelscope latency --latency 500 --alu-per-mem 50 --slots 16",
            "", "Example (seed 004: ~90-cycle LDS waits; naive LDS tiling vs an 8x8 thread tile read with ds_load_b128):",
            "  kernelscope latency --latency 90 --thread-tile 1x1 --slots 16",
            "  kernelscope latency --latency 90 --thread-tile 8x8 \\",
            "      --elements-per-load 4 --slots 16"})
final class LatencyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--latency", required = true, paramLabel = "CYCLES",
            description = "Memory latency to hide, in cycles (e.g. 500).")
    double latency;

    @Option(names = "--alu-per-mem", paramLabel = "RATIO",
            description = "Arithmetic instructions per memory instruction (the kernel's arithmetic intensity).")
    Double aluPerMemory;

    @Option(names = "--thread-tile", paramLabel = "TMxTN", description = "Instead of --alu-per-mem: a register-tiled"
            + " GEMM thread's TM x TN FMAs per (TM + TN) LDS reads per k step (seed 004: 1x1 naive tiling, 8x8).")
    String threadTile;

    @Option(names = "--elements-per-load", defaultValue = "1", paramLabel = "E", description = "With --thread-tile:"
            + " floats per LDS read, 1, 2 or 4 (ds_load_b32/b64/b128; default: ${DEFAULT-VALUE}).")
    int elementsPerLoad;

    @Option(names = "--slots", required = true, paramLabel = "WAVES",
            description = "Residency slots (max resident waves) of the unit, e.g. 16 on the seed's PowerVR USC.")
    int slots;

    @Option(names = "--cycles-per-instruction", defaultValue = "1", paramLabel = "N",
            description = "Cycles one wave's ALU instruction occupies the unit (default: ${DEFAULT-VALUE}).")
    double cyclesPerInstruction;

    @Option(names = "--reads-per-level", split = ",", paramLabel = "N,N,...",
            description = "Also estimate one wave's dependency chain: reads per dependency level, e.g. 1,1 (sample ->"
                + " if -> sample) or 2 (both up front), seed 002.")
    List<Integer> readsPerLevel;

    @Option(names = "--in-flight", defaultValue = "2147483647", paramLabel = "N",
            description = "Reads one wave may have outstanding, for --reads-per-level (default: no limit).")
    int inFlight;

    @Option(names = "--issue-cycles", defaultValue = "1", paramLabel = "N",
            description = "Cycles between issuing two independent reads, for --reads-per-level (default: ${DEFAULT-VALUE}).")
    double issueCycles;

    @Option(names = "--format", converter = OutputFormat.TableOrJson.class,
            defaultValue = "table", paramLabel = "FORMAT",
            description = "table or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() {
        if ((aluPerMemory == null) == (threadTile == null)) {
            throw new InvalidInputException("Give either --alu-per-mem RATIO or --thread-tile TMxTN (the FMAs per LDS"
                    + " read of a register-tiled thread), not " + (aluPerMemory == null ? "neither." : "both."));
        }
        // options that qualify another one, refused without it instead of ignored in silence
        if (threadTile == null && !GivenOptions.among(spec, "--elements-per-load").isEmpty()) {
            throw new InvalidInputException("--elements-per-load goes with --thread-tile TMxTN (the floats each LDS read"
                    + " of the tile brings); with --alu-per-mem the ratio already counts the reads.");
        }
        List<String> chainOptions = GivenOptions.among(spec, "--in-flight", "--issue-cycles");
        if (readsPerLevel == null && !chainOptions.isEmpty()) {
            throw new InvalidInputException(String.join(" and ", chainOptions) + " describe" + (chainOptions.size() == 1
                    ? "s" : "") + " the dependency chain of --reads-per-level N,N,...; give it too.");
        }
        Optional<ThreadTileIntensity> tile = Optional.ofNullable(threadTile).map(this::tile);
        double ratio = tile.map(ThreadTileIntensity::fmasPerLoad).orElse(aluPerMemory == null ? 0 : aluPerMemory);
        LatencyHiding hiding = new LatencyHiding(latency, ratio, cyclesPerInstruction, slots);
        Optional<MemoryChain> chain = Optional.ofNullable(readsPerLevel)
                .map(levels -> new MemoryChain(levels, latency, issueCycles, inFlight));
        PrintWriter out = spec.commandLine().getOut();
        if (format == OutputFormat.JSON) {
            var node = LatencyReport.json(hiding);
            tile.ifPresent(t -> node.set("threadTile", Json.mapper().valueToTree(t)));
            chain.ifPresent(c -> node.set("chain", LatencyReport.json(c)));
            Json.print(node, out);
        } else {
            tile.ifPresent(t -> LatencyReport.printTile(t, out));
            LatencyReport.printTable(hiding, out);
            chain.ifPresent(c -> LatencyReport.printChain(c, out));
        }
        return 0;
    }

    private ThreadTileIntensity tile(String text) {
        long[] sides = DimensionsOption.parse("--thread-tile", text, 2);   // the tile's own 1..64 bound comes next
        return new ThreadTileIntensity((int) sides[0], (int) sides[1], elementsPerLoad);
    }
}
