/*
 * What one simulation found: issue rate, ALU and memory utilization, cycles per wave-instruction split by warp state
 * (Nsight Compute's names) and by category, the resource that bounds the unit, and the assumptions behind it.
 */
package dev.kernelscope.model.sim;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * @param cycles                 simulated cycles (to the last wave's end, or the cycle limit)
 * @param complete               every group of every round finished within the cycle limit
 * @param instructions           wave-instructions issued
 * @param issueRate              wave-instructions per cycle for the unit
 * @param issueUtilization       fraction of scheduler-cycles spent issuing (1.0 = every scheduler every cycle)
 * @param aluUtilization         fraction of scheduler-cycles spent issuing ALU instructions
 * @param steadyIssueUtilization issue utilization until the first wave finished: the steady state, without the tail
 *                               in which starved or late waves run alone
 * @param memoryBytesPerCycle    global memory bytes per cycle moved by this unit
 * @param memoryLimitBytesPerCycle the unit's bandwidth share (0 = unlimited)
 * @param memoryUtilization      memoryBytesPerCycle / limit (0 when unlimited)
 * @param memoryGBps             memory throughput in GB/s at clockMhz (0 when the clock is unknown)
 * @param sharedUtilization      fraction of cycles the shared-memory pipe is busy
 * @param sfuUtilization         fraction of scheduler-cycles the SFU pipes are busy
 * @param cyclesPerInstruction   resident slot-cycles per issued wave-instruction (Nsight Compute's "warp cycles per
 *                               issued instruction" when all slots hold waves)
 * @param byCategory             cyclesPerInstruction split: issuing, ready not selected, memory, dependencies, barrier, slot
 * @param byState                the same split by warp state name (selected, not_selected, long_scoreboard, ...)
 * @param bound                  the resource that bounds the unit
 * @param why                    one sentence explaining the bound
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SimResult(String program, UnitSetup unit, Map<String, Object> parameters, int rounds, long cycles,
                        boolean complete, long groupsCompleted, long groupsTotal, long wavesCompleted, long instructions,
                        Map<String, Long> instructionsByKind, double issueRate, double issueUtilization,
                        double aluUtilization, double steadyIssueUtilization, double memoryBytesPerCycle, double memoryLimitBytesPerCycle,
                        double memoryUtilization, double memoryGBps, double sharedUtilization, double sfuUtilization,
                        double cyclesPerInstruction, Map<String, Double> byCategory, Map<String, Double> byState,
                        String bound, String why, List<String> assumptions, @JsonIgnore SimTrace trace) {

    /** Fraction above which a resource counts as the bound. */
    static final double SATURATED = 0.9;

    static SimResult of(Simulator.Run run, UnitSetup unit, SimParameters p, long cycles, long issued, long[] byKind,
                        long schedulerBusy, int aluIssue, long memoryBytes, double ldsBusy, double sfuBusy,
                        long[] stateCycles, long wavesDone, long groupsDone, long groupsTotal, SimTrace trace,
                        long steadyCycles, long steadyBusy) {
        double c = Math.max(1, cycles);
        int schedulers = unit.schedulers();
        Map<String, Long> kinds = new LinkedHashMap<>();
        for (StepKind kind : Simulator.instructionKinds()) {
            kinds.put(kind.keyword(), byKind[kind.ordinal()]);
        }
        double issueUtil = schedulerBusy / (schedulers * c);
        double aluUtil = byKind[StepKind.ALU.ordinal()] * (double) aluIssue / (schedulers * c);
        double memRate = memoryBytes / c;
        double limit = unit.memoryBytesPerCycle(p);
        double memUtil = limit > 0 ? memRate / limit : 0;
        double sharedUtil = ldsBusy / c;
        double sfuUtil = sfuBusy / (schedulers * c);
        double per = Math.max(1, issued);
        long total = 0;
        Map<String, Double> byState = new LinkedHashMap<>();
        Map<String, Double> byCategory = new LinkedHashMap<>();
        for (WarpState.Category cat : WarpState.Category.values()) {
            byCategory.put(cat.label(), 0.0);
        }
        for (WarpState st : WarpState.values()) {
            long v = stateCycles[st.ordinal()];
            total += v;
            byState.put(st.ncuName(), v / per);
            byCategory.merge(st.category().label(), v / per, Double::sum);
        }
        double steadyUtil = steadyBusy / (schedulers * (double) Math.max(1, steadyCycles));
        String[] bound = bound(issueUtil, steadyUtil, memUtil, sharedUtil, sfuUtil, stateCycles, unit);
        if (run.program().notes().stream().anyMatch(n -> n.contains(Program.CALLS_NOT_FOLLOWED))) {
            // an image kernel's read_imageui calls: its memory traffic is in code the simulation skips
            bound[1] += "; but the kernel calls functions the simulation does not follow (notes below), so their"
                    + " memory traffic and work are missing and the real bound may differ";
        }
        List<String> assumptions = new java.util.ArrayList<>(p.assumptions());
        assumptions.addAll(run.program().notes());
        return new SimResult(run.program().name(), unit, p.values(), run.rounds(), cycles, groupsDone == groupsTotal,
                groupsDone, groupsTotal, wavesDone, issued, kinds, issued / c, issueUtil, aluUtil,
                steadyUtil, memRate, limit, memUtil,
                p.clockMhz() > 0 ? memRate * p.clockMhz() * 1e6 / 1e9 : 0, sharedUtil, sfuUtil, total / per, byCategory,
                byState, bound[0], bound[1], List.copyOf(assumptions), trace);
    }

    private static String[] bound(double overall, double steady, double memory, double shared, double sfu,
                                  long[] states, UnitSetup unit) {
        // the steady state (every slot filled) decides, since the ramp and the tail dilute the whole run's share; the
        // verdict says which share it quotes, as the table prints the whole run's beside it
        double issue = Math.max(overall, steady);
        String which = Math.round(steady * 100) <= Math.round(overall * 100) ? ""
                : String.format(java.util.Locale.ROOT, " in the steady state (%.0f%% over the whole run, with its ramp"
                        + " and tail)", overall * 100);
        if (memory >= SATURATED) {
            return new String[] {"memory bandwidth", String.format(java.util.Locale.ROOT,
                    "global memory moves %.0f%% of this %s's share of device bandwidth", memory * 100, unit.unitName())};
        }
        if (issue >= SATURATED) {
            return new String[] {"issue", String.format(java.util.Locale.ROOT,
                    "the %d schedulers issue in %.0f%% of their cycles%s: more waves cannot help, fewer instructions"
                            + " can", unit.schedulers(), issue * 100, which)};
        }
        if (shared >= SATURATED) {
            return new String[] {"shared-memory pipe", "the shared/LDS pipe is busy in over 90% of cycles (bank conflicts multiply it)"};
        }
        if (sfu >= SATURATED) {
            return new String[] {"SFU pipe", "the special-function pipes are busy in over 90% of cycles"};
        }
        WarpState worst = WarpState.LONG_SCOREBOARD;
        long max = -1;
        for (WarpState st : WarpState.values()) {
            if (st != WarpState.SELECTED && st != WarpState.NOT_SELECTED && states[st.ordinal()] > max) {
                max = states[st.ordinal()];
                worst = st;
            }
        }
        return switch (worst.category()) {
            case MEMORY -> new String[] {"memory latency", unit.residentWaves() + " resident waves are too few to hide the"
                    + " global memory latency: more waves (occupancy) or more independent work per wave would help"};
            case BARRIER -> new String[] {"barrier", "waves wait at barriers while no other group's work can fill the"
                    + " schedulers: more groups per unit or less work between barriers would help"};
            case SLOT -> new String[] {"group launch/retire", "slots stay empty while groups drain and relaunch: smaller"
                    + " groups or more of them would help"};
            default -> new String[] {"dependencies", "waves wait on ALU/shared-memory results: more independent"
                    + " instructions (ILP) or more waves would help"};
        };
    }
}
