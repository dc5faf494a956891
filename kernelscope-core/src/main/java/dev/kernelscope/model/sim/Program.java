/*
 * A wave's instruction stream for the simulator, parsed from the text format (ProgramParser): steps with loops, plus
 * optional launch resources (threads, registers, shared bytes), rounds of groups and parameter settings.
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.occupancy.UnitMode;
import java.util.List;
import java.util.Map;

/**
 * @param name      the scenario or file name
 * @param steps     flat steps; LOOP and END carry each other's index in jump
 * @param threads   threads per group the program declares; 0 = none (the command line must give it)
 * @param registers registers per thread; 0 = unknown (registers do not limit)
 * @param shared    shared bytes per group
 * @param rounds    groups each group slot runs one after another; 0 = not declared (1)
 * @param waveSize  `wave 32|64` (RDNA runs either); 0 = the architecture's default
 * @param mode      `mode wgp|cu` (RDNA work-group placement); null = the occupancy model's default (WGP)
 * @param arch      `arch ID`: the architecture preset the program was derived for (an AMD listing's target); null =
 *                  not declared (the command line's --arch, else sm_90)
 * @param settings  `set KEY VALUE` lines, in order
 * @param notes     `note` lines: the assumptions behind a built-in program
 * @param text      the source text
 */
public record Program(String name, List<Step> steps, int threads, int registers, int shared, int rounds, int waveSize,
                      UnitMode mode, String arch, Map<String, String> settings, List<String> notes, String text) {
    /** The words of a note saying the program calls code the simulation does not follow (SimResult reads it). */
    public static final String CALLS_NOT_FOLLOWED = "not followed, so the called code is missing from the simulation";

    public Program {
        steps = List.copyOf(steps);
        settings = Map.copyOf(settings);
        notes = List.copyOf(notes);
    }

    /** This program run with another wave size (the command line's --wave-size). */
    public Program withWaveSize(int size) {
        return new Program(name, steps, threads, registers, shared, rounds, size, mode, arch, settings, notes, text);
    }

    /** Instructions one wave issues with every range at its midpoint (for summaries). */
    public double instructionsPerWave() {
        return count(StepKind::isInstruction);
    }

    /** Instructions of the given kind per wave with ranges at their midpoint. */
    public double instructionsPerWave(StepKind kind) {
        return count(k -> k == kind);
    }

    /**
     * One pass with a stack of loop multipliers, not a recursion per loop: a program of 100,000 nested loops (the
     * parser and the simulator take it) overflowed the stack in --sweep, reported as "the Java heap ran out".
     */
    private double count(java.util.function.Predicate<StepKind> counted) {
        double total = 0;
        double multiplier = 1;
        java.util.ArrayDeque<Double> outer = new java.util.ArrayDeque<>();
        for (Step s : steps) {
            if (s.kind() == StepKind.LOOP) {
                outer.push(multiplier);
                multiplier *= (s.low() + s.high()) / 2.0;
            } else if (s.kind() == StepKind.END) {
                multiplier = outer.pop();
            } else if (counted.test(s.kind())) {
                total += multiplier * (s.low() + s.high()) / 2.0;
            }
        }
        return total;
    }
}
