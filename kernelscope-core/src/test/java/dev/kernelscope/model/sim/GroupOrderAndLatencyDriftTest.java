/*
 * Two sm_90 mechanisms measured on the H100 (docs/results/h100/simulate/barrier-phases): the gtoy policy ranks groups
 * oldest first and a group's waves youngest first; the latency drift moves every access of one window together while
 * accesses of different windows differ.
 */
package dev.kernelscope.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.model.arch.ArchRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class GroupOrderAndLatencyDriftTest {
    private static final Map<String, String> NO_NOISE = Map.of("memoryLatencyJitter", "0", "memoryContention", "0");

    @Test
    void gtoyFinishesTheOlderGroupFirstAndEachGroupsYoungestWavesFirst() {
        TreeMap<Long, Long> gtoy = finishes("gtoy");
        // two 1024-thread groups of 32 waves: wave ids 0-31 are the older group
        long olderLast = gtoy.headMap(32L).values().stream().mapToLong(Long::longValue).max().orElseThrow();
        long youngerFirst = gtoy.tailMap(32L).values().stream().mapToLong(Long::longValue).min().orElseThrow();
        assertThat(olderLast).isLessThan(youngerFirst);
        // within a group, on one scheduler (waves w and w + 4), the younger wave finishes first
        assertThat(gtoy.get(31L)).isLessThan(gtoy.get(27L));
        assertThat(gtoy.get(63L)).isLessThan(gtoy.get(59L));
        // gty ranks waves by age alone: the younger group goes first
        TreeMap<Long, Long> gty = finishes("gty");
        assertThat(gty.get(63L)).isLessThan(gty.get(31L));
    }

    private static TreeMap<Long, Long> finishes(String policy) {
        Program program = ProgramParser.parse("alu", "threads 1024\nregisters 27\nshared 81920\nalu 200\n");
        TreeMap<Long, Long> finished = new TreeMap<>();
        new SimRequest(ArchRegistry.presets().get("sm_90"), program, 1024, 27, 81920, 2, 1, 10_000_000L, 0,
                Map.of("policy", policy)).run(new SimObserver() {
                    @Override
                    public void waveFinished(long waveId, long cycle) {
                        finished.put(waveId, cycle);
                    }
                });
        assertThat(finished).hasSize(64);
        return finished;
    }

    @Test
    void aBurstSharesItsDriftAndSuccessiveBurstsDiffer() {
        Program once = ProgramParser.parse("once", "threads 1024\nwait 2000\nmem 1\nsts 1\n");
        List<Long> sts = new ArrayList<>();
        Map<String, String> settings = new java.util.HashMap<>(NO_NOISE);
        settings.put("memoryLatencyDrift", "200");
        new SimRequest(ArchRegistry.presets().get("sm_90"), once, 1024, 0, 0, 1, 1, 10_000_000L, 0, settings)
                .run(new SimObserver() {
                    @Override
                    public void issued(long cycle, int scheduler, int slot, long waveId, int step, StepKind kind, int busy) {
                        if (kind == StepKind.STS) {
                            sts.add(cycle);
                        }
                    }
                });
        // (the wait lets the bandwidth share's token bucket fill first: it starts empty, and 32 loads at once would
        // queue for it). The 32 loads leave within 8 cycles (one window): their data returns within those cycles of
        // each other
        assertThat(sts).hasSize(32);
        assertThat(sts.stream().mapToLong(Long::longValue).max().orElseThrow()
                - sts.stream().mapToLong(Long::longValue).min().orElseThrow()).isLessThanOrEqualTo(16);
        // one 1024-thread group loads once per iteration (all 32 loads within a few cycles, one window), then waits at
        // a barrier: without per-access jitter the 32 loads of an iteration return together
        Program program = ProgramParser.parse("burst", "threads 1024\nwait 2000\nloop 40 {\n mem 1\n sts 1\n barrier\n}\n");
        List<Long> withDrift = loadLatencies(program, "200");
        List<Long> without = loadLatencies(program, "0");
        assertThat(without).allMatch(l -> l == 700 || l == 701);
        assertThat(withDrift).allMatch(l -> l >= 500 && l <= 901);
        assertThat(withDrift.stream().distinct().count()).isGreaterThan(10);
    }

    /** Per iteration: cycles from the first load's issue to the first STS (which waits for the group's data). */
    private static List<Long> loadLatencies(Program program, String drift) {
        List<long[]> marks = new ArrayList<>();   // {cycle, kind}
        Map<String, String> settings = new java.util.HashMap<>(NO_NOISE);
        settings.put("memoryLatencyDrift", drift);
        new SimRequest(ArchRegistry.presets().get("sm_90"), program, 1024, 0, 0, 1, 1, 10_000_000L, 0, settings)
                .run(new SimObserver() {
                    @Override
                    public void issued(long cycle, int scheduler, int slot, long waveId, int step, StepKind kind, int busy) {
                        if (waveId == 31 && (kind == StepKind.MEM || kind == StepKind.STS)) {
                            marks.add(new long[] {cycle, kind.ordinal()});
                        }
                    }
                });
        List<Long> latencies = new ArrayList<>();
        for (int i = 0; i + 1 < marks.size(); i += 2) {
            latencies.add(marks.get(i + 1)[0] - marks.get(i)[0]);
        }
        assertThat(latencies).hasSize(40);
        return latencies;
    }
}
