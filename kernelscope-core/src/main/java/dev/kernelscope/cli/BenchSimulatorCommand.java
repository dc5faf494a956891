/*
 * `kernelscope bench simulator`: simulated wave-instructions per second on one core for full-unit what-ifs (built-in
 * scenarios on their architectures), the median of repeated runs after a warm-up. No device needed.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.sim.Scenario;
import dev.kernelscope.model.sim.SimRequest;
import dev.kernelscope.model.sim.SimulatorSpeed;
import dev.kernelscope.report.Formats;
import dev.kernelscope.report.SimScenarioCatalog;
import dev.kernelscope.report.TextTable;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "simulator", mixinStandardHelpOptions = true,
        description = "Measures the warp-level simulator's speed on one core: wave-instructions per second and the time"
                + " one full-unit what-if takes, for built-in scenarios (median of repeated runs after a warm-up).")
final class BenchSimulatorCommand implements Callable<Integer> {
    /** Timed runs per scenario at least, however long they take (a median of fewer says little). */
    private static final int MINIMUM_RUNS = 5;

    @Spec
    CommandSpec spec;

    @Option(names = "--scenario", paramLabel = "NAME", split = ",",
            description = "Scenarios to time (default: gemm-08-warp-tiling, stencil-3x3, seed000-barrier-2groups, seed001-latency).")
    List<String> scenarios = List.of("gemm-08-warp-tiling", "stencil-3x3", "seed000-barrier-2groups", "seed001-latency");

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "2", description = "Timed seconds per scenario (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Mixin
    RecordOutput output;

    @Override
    public Integer call() {
        output.check();
        if (!(seconds >= 0.1 && seconds <= 600)) {
            throw new InvalidInputException("--seconds must be 0.1 to 600; got " + seconds + ".");
        }
        List<SimulatorSpeed.Speed> speeds = new ArrayList<>();
        if (scenarios.isEmpty() || scenarios.stream().anyMatch(String::isBlank)) {   // "--scenario ," ran nothing, exit 0
            throw new InvalidInputException("--scenario needs names (see simulate --list-scenarios); got an empty one.");
        }
        for (String name : scenarios) {
            Scenario s = SimScenarioCatalog.get(name);
            speeds.add(SimulatorSpeed.measure(name, SimRequest.of(ArchRegistry.presets().get(s.arch()), s.program()), seconds, MINIMUM_RUNS));
        }
        // The shared envelope: the subcommand's own parse result holds the whole command line, so prefixing it with
        // "bench simulator" (as this command once did) wrote "kernelscope bench simulator bench simulator ...".
        Map<String, Object> record = RunRecord.envelope("simulator", spec);
        record.put("availableProcessors", Runtime.getRuntime().availableProcessors());
        Map<String, Object> parameters = new LinkedHashMap<>();
        parameters.put("scenarios", scenarios);
        parameters.put("secondsPerScenario", seconds);
        parameters.put("minimumRuns", MINIMUM_RUNS);
        parameters.put("clock", "host System.nanoTime around each run, after a warm-up of 0.3 x the seconds");
        record.put("parameters", parameters);
        record.put("results", speeds);
        PrintWriter out = spec.commandLine().getOut();
        output.emit(record, out, w -> {
            TextTable t = TextTable.of(TextTable.left("scenario"), TextTable.right("wave-instr/run"), TextTable.right("cycles/run"),
                    TextTable.right("median time"), TextTable.right("M wave-instr/s")).indent(2);
            for (SimulatorSpeed.Speed sp : speeds) {
                t.row(sp.name(), Formats.count(sp.instructionsPerRun()), Formats.count(sp.cyclesPerRun()),
                        Formats.decimal(sp.medianSeconds() * 1000, 1) + " ms", Formats.decimal(sp.instructionsPerSecond() / 1e6, 1));
            }
            w.println("Simulator speed on one core (one thread):");
            w.print(t.render());
        });
        return 0;
    }
}
