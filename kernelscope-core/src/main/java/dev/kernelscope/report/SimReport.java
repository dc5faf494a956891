/*
 * Text tables for `kernelscope simulate`: one run (rates, utilizations, cycles per wave-instruction by category and
 * by warp state, the bound and the assumptions), a sweep beside the closed formula, and the scenario list.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.UserText;
import dev.kernelscope.model.sim.Scenario;
import dev.kernelscope.model.sim.SimResult;
import dev.kernelscope.model.sim.SimSweep;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

public final class SimReport {
    private SimReport() {
    }

    /** The scenario list as JSON rows (--list-scenarios --format json): name, arch, description; no programs. */
    public static List<Map<String, String>> scenarioRows(List<Scenario> scenarios) {
        return scenarios.stream().<Map<String, String>>map(s -> {
            Map<String, String> row = new java.util.LinkedHashMap<>();
            row.put("name", s.name());
            row.put("arch", s.arch());
            row.put("description", s.description());
            return row;
        }).toList();
    }

    public static void printScenarios(List<Scenario> scenarios, PrintWriter out) {
        int width = scenarios.stream().mapToInt(s -> s.name().length()).max().orElse(10);
        for (Scenario s : scenarios) {
            out.printf(Locale.ROOT, "%-" + width + "s  %-6s  %s%n", s.name(), s.arch(), s.description());
        }
    }

    public static void printRun(SimResult r, PrintWriter out) {
        var u = r.unit();
        out.printf(Locale.ROOT, "Simulated %s on one %s of %s: %s x %s of %d threads (%d of %d slots; occupancy"
                        + " model: %s, limited by %s), %s%n", r.program(), u.unitName(), u.arch(),
                UserText.plural(u.groupsPerUnit(), "group"), UserText.plural(u.wavesPerGroup(), "wave"), u.threadsPerGroup(),
                u.residentWaves(), u.slots(), UserText.plural(u.occupancyGroups(), "group"), u.limiters(),
                UserText.plural(u.schedulers(), "scheduler"));
        out.printf(Locale.ROOT, "%,d cycles, %,d wave-instructions, %d of %d groups finished%s%n%n", r.cycles(), r.instructions(),
                r.groupsCompleted(), r.groupsTotal(), r.complete() ? "" : " (stopped at the cycle limit)");
        TextTable t = TextTable.of(TextTable.left("metric"), TextTable.right("value")).indent(2);
        t.row("issue rate (wave-instr/cycle)", Formats.decimal(r.issueRate(), 3));
        t.row("issue utilization", Formats.percent(r.issueUtilization()));
        t.row("ALU utilization", Formats.percent(r.aluUtilization()));
        t.row("memory (B/cycle)", Formats.decimal(r.memoryBytesPerCycle(), 2) + (r.memoryLimitBytesPerCycle() > 0
                ? " of " + Formats.decimal(r.memoryLimitBytesPerCycle(), 2) + " (" + Formats.percent(r.memoryUtilization()) + ")"
                : " (no limit)"));
        if (r.memoryGBps() > 0) {
            t.row("memory (GB/s, this unit)", Formats.decimal(r.memoryGBps(), 1));
        }
        t.row("shared-memory pipe", Formats.percent(r.sharedUtilization()));
        t.row("SFU pipes", Formats.percent(r.sfuUtilization()));
        out.print(t.render());
        out.println();
        out.printf(Locale.ROOT, "Cycles per wave-instruction: %s (resident slot-cycles / instructions issued)%n",
                Formats.decimal(r.cyclesPerInstruction(), 2));
        TextTable split = TextTable.of(TextTable.left("category"), TextTable.right("cycles"), TextTable.right("share")).indent(2);
        for (Map.Entry<String, Double> e : r.byCategory().entrySet()) {
            split.row(e.getKey(), Formats.decimal(e.getValue(), 2), Formats.percent(e.getValue() / Math.max(1e-12, r.cyclesPerInstruction())));
        }
        out.print(split.render());
        StringBuilder states = new StringBuilder("  by warp state:");
        for (Map.Entry<String, Double> e : r.byState().entrySet()) {
            if (e.getValue() > 0) {
                states.append(' ').append(e.getKey()).append(' ').append(Formats.decimal(e.getValue(), 2));
            }
        }
        out.println(states);
        out.println();
        out.println("Bound: " + r.bound() + " - " + r.why() + ".");
        if (!r.assumptions().isEmpty()) {
            out.println();
            out.println("Assumptions:");
            for (String a : r.assumptions()) {
                out.println("  - " + a);
            }
        }
        out.flush();
    }

    public static void printSweep(SimSweep.Sweep sweep, PrintWriter out) {
        out.printf(Locale.ROOT, "Sweep of %s for %s on %s (%s; latency %.0f cycles, %.1f ALU per access)%n%n",
                sweep.variable().axis(), sweep.program(), sweep.arch(), UserText.plural(sweep.schedulers(), "scheduler"),
                sweep.latency(), sweep.aluPerMemory());
        TextTable t = TextTable.of(TextTable.right(sweep.variable().key()), TextTable.right("waves"), TextTable.right("simulated"),
                TextTable.right("formula"), TextTable.right("memory"), TextTable.left("bound"), TextTable.left("why they differ")).indent(2);
        for (SimSweep.Point p : sweep.points()) {
            t.row(Formats.decimal(p.x(), 0), p.waves(), Formats.percent(p.utilization()), Formats.percent(p.formula()),
                    Formats.percent(p.memoryUtilization()), p.bound(), p.note());
        }
        out.print(t.render());
        out.println();
        out.println("simulated/formula: issue utilization (fraction of the schedulers' cycles); formula = min(1, waves per"
                + " scheduler x ALU cycles per access / latency), seed 001's rule (kernelscope latency).");
        out.flush();
    }
}
