/*
 * The latency-hiding curve: a program simulated at 1..N resident groups (occupancy), at a range of ALU instructions
 * per memory access, or at a range of memory latencies, each point beside the closed formula (LatencyHiding) and,
 * where the two differ by more than 10%, the reason (issue limit, bandwidth, barriers, dependencies).
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.latency.LatencyHiding;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

public final class SimSweep {
    public enum Variable {
        OCCUPANCY("occupancy", "resident waves"), ALU_PER_MEM("alu-per-mem", "ALU instructions per memory access"),
        LATENCY("latency", "memory latency (cycles)");

        private final String key;
        private final String axis;

        Variable(String key, String axis) {
            this.key = key;
            this.axis = axis;
        }

        public String key() {
            return key;
        }

        public String axis() {
            return axis;
        }

        public static Variable parse(String text) {
            for (Variable v : values()) {
                if (v.key.equalsIgnoreCase(text)) {
                    return v;
                }
            }
            throw new InvalidInputException("--sweep takes occupancy, alu-per-mem or latency, not '" + text + "'.");
        }
    }

    /**
     * @param x           the swept value
     * @param waves       resident waves
     * @param utilization simulated steady-state issue utilization (fraction of the schedulers' cycles until the first
 *                    wave finishes: the tail where late waves run alone is not part of the latency-hiding curve)
     * @param formula     the closed formula's utilization: min(1, waves per scheduler x ALU cycles per access / latency)
     * @param memoryUtilization simulated fraction of the bandwidth share
     * @param bound       the simulator's bounding resource
     * @param note        why the formula and the simulation differ (empty when within 10%)
     */
    public record Point(double x, int waves, double utilization, double formula, double memoryUtilization, String bound,
                        String note) {
    }

    public record Sweep(Variable variable, String program, String arch, double latency, double aluPerMemory,
                        int schedulers, List<Point> points) {
    }

    private SimSweep() {
    }

    public static Sweep run(SimRequest request, Variable variable) {
        SimParameters params = request.parameters();
        UnitSetup unit = request.unit(params);
        Program program = request.program();
        double mem = program.instructionsPerWave(StepKind.MEM);
        if (mem <= 0 && variable != Variable.OCCUPANCY) {
            throw new InvalidInputException("--sweep " + variable.key() + " needs a program with memory loads (mem steps).");
        }
        double alu = program.instructionsPerWave() - mem - program.instructionsPerWave(StepKind.STORE);
        double aluPerMem = mem > 0 ? alu / mem : alu;
        List<Point> points = new ArrayList<>();
        switch (variable) {
            case OCCUPANCY -> {
                int max = unit.slots() / unit.wavesPerGroup();
                if (request.groupsPerUnit() == 0) {
                    max = Math.max(1, unit.occupancyGroups());
                }
                for (int g = 1; g <= max; g++) {
                    points.add(point(request.withGroups(g), g * unit.wavesPerGroup(), params.memoryLatency(), aluPerMem));
                }
            }
            case ALU_PER_MEM -> {
                int loops = 200;
                for (int a : new int[] {1, 2, 4, 8, 16, 32, 48, 64, 96, 128, 192, 256}) {
                    Program p = ProgramParser.parse("mem-then-" + a + "-alu", "threads " + request.effectiveThreads()
                            + "\nloop " + loops + " {\n mem 1\n alu " + a + "\n}\n");
                    points.add(point(request.withProgram(p), unit.residentWaves(), params.memoryLatency(), a, a));
                }
            }
            case LATENCY -> {
                for (int l : new int[] {50, 100, 200, 300, 400, 500, 600, 800, 1000, 1500, 2000}) {
                    points.add(point(request.withSetting("memoryLatency", Integer.toString(l)), unit.residentWaves(), l, aluPerMem, l));
                }
            }
        }
        return new Sweep(variable, program.name(), unit.arch(), params.memoryLatency(), aluPerMem, unit.schedulers(), points);
    }

    private static Point point(SimRequest r, int waves, double latency, double aluPerMem) {
        return point(r, waves, latency, aluPerMem, waves);
    }

    private static Point point(SimRequest r, int waves, double latency, double aluPerMem, double x) {
        SimResult result = r.run();
        int schedulers = result.unit().schedulers();
        double cyclesPerAlu = Math.ceil(result.unit().waveSize() / r.parameters().simdWidth());
        // the formula's assumptions: one scheduler per wave group, no bandwidth limit, ALU work between accesses
        double perScheduler = (double) waves / schedulers;
        // waves per scheduler x the ALU cycles each covers per access, over the latency (seed 001's rule as a rate)
        // the ratio clamped into the formula's physical range: a program of stores only (0 ALU per access) failed the
        // sweep with "ALU instructions per memory instruction must lie in 0.01..1000000, not 1.00e-09"
        double ratio = Math.clamp(aluPerMem, LatencyHiding.MIN_ALU_PER_MEMORY, LatencyHiding.MAX_ALU_PER_MEMORY);
        LatencyHiding closed = new LatencyHiding(latency, ratio, cyclesPerAlu, 1);
        double formula = Math.min(1.0, perScheduler * closed.cyclesCoveredPerWave() / latency);
        String note = "";
        double sim = result.steadyIssueUtilization();
        if (Math.abs(sim - formula) > 0.1 * Math.max(formula, 1e-9)) {
            if (result.memoryUtilization() >= 0.85) {
                note = String.format(Locale.ROOT, "bandwidth: memory runs at %.0f%% of the unit's share, which the formula ignores",
                        result.memoryUtilization() * 100);
            } else if (formula >= 1 && sim < formula) {
                note = "issue: a wave also spends its own ALU cycles before the next access (latency + work, not latency alone),"
                        + " and waves arriving together queue at the schedulers";
            } else if (result.byCategory().getOrDefault(WarpState.Category.BARRIER.label(), 0.0) > 0.1 * result.cyclesPerInstruction()) {
                note = "barriers: waves of a group wait for each other, which the formula does not model";
            } else if (sim < formula) {
                note = "latency + work: each wave's period is latency plus its own issue cycles, so the formula's waves hide less";
            } else {
                note = "the program has more independent work per access than the formula's ratio (ILP, several loads in flight)";
            }
        }
        return new Point(x, waves, sim, formula, result.memoryUtilization(), result.bound(), note);
    }
}
