/*
 * One simulation as a user asks for it: an architecture, a program, launch resources (command line first, then the
 * program's own lines), optional group count, rounds, cycle limit, trace length and parameter settings.
 * parameters() and unit() resolve it; run() simulates it.
 */
package dev.kernelscope.model.sim;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * @param threads       threads per group; 0 = the program's `threads` line
 * @param registers     registers per thread; -1 = the program's `registers` line (0 = unknown)
 * @param shared        shared bytes per group; -1 = the program's `shared` line
 * @param groupsPerUnit resident groups; 0 = the occupancy model's answer
 * @param rounds        groups per group slot, one after another; 0 = the program's `rounds` line (default 1)
 * @param maxCycles     stop after this many cycles
 * @param traceCycles   record a trace of the first this many cycles; 0 = none
 * @param settings      parameter overrides applied after the program's `set` lines
 */
public record SimRequest(Architecture arch, Program program, int threads, int registers, int shared, int groupsPerUnit,
                         int rounds, long maxCycles, long traceCycles, Map<String, String> settings) {

    public static final long DEFAULT_MAX_CYCLES = 200_000_000L;

    public SimRequest {
        settings = Map.copyOf(new LinkedHashMap<>(settings));
        if (maxCycles < 1) {
            throw new InvalidInputException("--cycles must be at least 1, not " + maxCycles + ".");
        }
        if (groupsPerUnit < 0 || rounds < 0 || threads < 0 || traceCycles < 0) {
            throw new InvalidInputException("groups per unit, rounds, threads and trace cycles must not be negative.");
        }
        if (registers < -1 || shared < -1) {
            // -1 means "the program's": any other negative value was taken as that in silence
            throw new InvalidInputException("registers and shared bytes are -1 (the program's) or at least 0, not "
                    + (registers < -1 ? registers : shared) + ".");
        }
    }

    /** A request with the program's own resources and the defaults. */
    public static SimRequest of(Architecture arch, Program program) {
        return new SimRequest(arch, program, 0, -1, -1, 0, 0, DEFAULT_MAX_CYCLES, 0, Map.of());
    }

    public SimRequest withGroups(int groups) {
        return new SimRequest(arch, program, threads, registers, shared, groups, rounds, maxCycles, traceCycles, settings);
    }

    public SimRequest withProgram(Program other) {
        return new SimRequest(arch, other, threads, registers, shared, groupsPerUnit, rounds, maxCycles, traceCycles, settings);
    }

    public SimRequest withSetting(String key, String value) {
        Map<String, String> more = new LinkedHashMap<>(settings);
        more.put(key, value);
        return new SimRequest(arch, program, threads, registers, shared, groupsPerUnit, rounds, maxCycles, traceCycles, more);
    }

    public SimRequest withTrace(long cycles) {
        return new SimRequest(arch, program, threads, registers, shared, groupsPerUnit, rounds, maxCycles, cycles, settings);
    }

    /** The architecture's parameters, then the program's `set` lines, then this request's settings. */
    public SimParameters parameters() {
        SimParameters p = SimParameters.forArch(arch);
        for (Map.Entry<String, String> e : program.settings().entrySet()) {
            p = p.with(e.getKey(), e.getValue());
        }
        for (Map.Entry<String, String> e : settings.entrySet()) {
            p = p.with(e.getKey(), e.getValue());
        }
        return p;
    }

    public int effectiveThreads() {
        int t = threads > 0 ? threads : program.threads();
        if (t <= 0) {
            throw new InvalidInputException("the program '" + program.name() + "' declares no group size: add a 'threads N'"
                    + " line or give --threads.");
        }
        return t;
    }

    public int effectiveRounds() {
        return rounds > 0 ? rounds : Math.max(1, program.rounds());
    }

    public UnitSetup unit(SimParameters params) {
        OccupancyQuery query = OccupancyQuery.of(arch, effectiveThreads(), registers >= 0 ? registers : program.registers(),
                shared >= 0 ? shared : program.shared()).withWaveSize(program.waveSize()).withMode(program.mode());
        return UnitSetup.of(query, groupsPerUnit, params);
    }

    public SimResult run() {
        return run(null);
    }

    public SimResult run(SimObserver observer) {
        SimParameters params = parameters();
        UnitSetup unit = unit(params);
        return Simulator.run(new Simulator.Run(unit, params, program, effectiveRounds(), maxCycles, traceCycles, observer));
    }
}
