/*
 * `kernelscope latency`: how many resident waves hide a memory latency at a given arithmetic intensity, and the
 * occupancy that takes on a unit with a given number of residency slots (seed 001's PowerVR guideline).
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.latency.LatencyHiding;
import dev.kernelscope.model.latency.MemoryChain;
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
            "  kernelscope latency --latency 500 --alu-per-mem 50 --slots 16"})
final class LatencyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--latency", required = true, paramLabel = "CYCLES",
            description = "Memory latency to hide, in cycles (e.g. 500).")
    double latency;

    @Option(names = "--alu-per-mem", required = true, paramLabel = "RATIO",
            description = "Arithmetic instructions per memory instruction (the kernel's arithmetic intensity).")
    double aluPerMemory;

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

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
            description = "table or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() {
        format.requireTableOrJson("latency");
        LatencyHiding hiding = new LatencyHiding(latency, aluPerMemory, cyclesPerInstruction, slots);
        Optional<MemoryChain> chain = Optional.ofNullable(readsPerLevel)
                .map(levels -> new MemoryChain(levels, latency, issueCycles, inFlight));
        PrintWriter out = spec.commandLine().getOut();
        if (format == OutputFormat.JSON) {
            var node = LatencyReport.json(hiding);
            chain.ifPresent(c -> node.set("chain", LatencyReport.json(c)));
            Json.print(node, out);
        } else {
            LatencyReport.printTable(hiding, out);
            chain.ifPresent(c -> LatencyReport.printChain(c, out));
        }
        return 0;
    }
}
