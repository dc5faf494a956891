/*
 * Invariants of the simulator on random programs, architectures and occupancies (jqwik): no instruction issues before
 * its operands' latency has elapsed, at most one instruction per scheduler at a time, memory never above its
 * bandwidth share (token bucket), every wave finishes, a barrier releases its waves on the barrier unit's schedule
 * (together, or one per barrierReleaseCycles) and nothing passes a barrier early, a wait step keeps its wave idle. The observer records what the simulator did; the checks recompute the rules independently.
 */
package dev.kernelscope.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class SimulatorPropertiesTest {
    record Case(String arch, int threads, int groups, String program, String policy) {
    }

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<String> arch = Arbitraries.of("sm_90", "sm_80", "gcn", "gfx1100", "rogue", "apple7");
        Arbitrary<Integer> waves = Arbitraries.integers().between(1, 8);
        Arbitrary<Integer> groups = Arbitraries.integers().between(1, 4);
        Arbitrary<String> step = Arbitraries.oneOf(
                Arbitraries.integers().between(1, 12).map(n -> "alu " + n),
                Arbitraries.integers().between(1, 4).map(n -> "alu " + n + " dep"),
                Arbitraries.integers().between(1, 3).map(n -> "mem " + n),
                Arbitraries.integers().between(1, 2).map(n -> "lds " + n + " conflict=" + n),
                Arbitraries.integers().between(1, 2).map(n -> "sfu " + n),
                Arbitraries.integers().between(1, 2).map(n -> "store " + n),
                Arbitraries.just("barrier"),
                Arbitraries.integers().between(1, 8).map(n -> "wait " + n),
                Arbitraries.integers().between(0, 6).map(n -> "alu 0.." + n));
        Arbitrary<String> body = step.list().ofMinSize(1).ofMaxSize(6).map(l -> String.join("\n", l));
        Arbitrary<Integer> loops = Arbitraries.integers().between(1, 6);
        Arbitrary<String> policy = Arbitraries.of("gto", "gty", "gtoy", "oldest", "youngest", "lrr");
        return Combinators.combine(arch, waves, groups, body, loops, policy)
                .as((a, w, g, b, n, p) -> new Case(a, w * (a.startsWith("gcn") ? 64 : 32), g,
                        "loop " + n + " {\n" + b + "\n}\nalu 1\n", p));
    }

    /** Everything the observer saw. */
    static final class Recorder implements SimObserver {
        final List<long[]> issues = new ArrayList<>();      // cycle, scheduler, slot, wave, step, busy
        final List<StepKind> kinds = new ArrayList<>();
        final List<double[]> memory = new ArrayList<>();    // start, end, bytes
        final List<long[]> releases = new ArrayList<>();    // cycle, group id, waves
        final Map<Long, Long> finished = new HashMap<>();
        boolean releasedOnSchedule = true;
        double releaseStep;

        @Override
        public void issued(long cycle, int scheduler, int slot, long waveId, int step, StepKind kind, int busy) {
            issues.add(new long[] {cycle, scheduler, slot, waveId, step, busy});
            kinds.add(kind);
        }

        @Override
        public void released(int position, long groupId, long cycle, long[] waveIds, long[] readyAt) {
            // the k-th wave woken leaves floor(k x barrierReleaseCycles) after the first (0: all together)
            for (int k = 0; k < readyAt.length; k++) {
                releasedOnSchedule &= readyAt[k] == cycle + (long) Math.floor(k * releaseStep);
            }
            releases.add(new long[] {cycle, groupId, waveIds.length});
        }

        @Override
        public void memoryServed(double start, double end, int bytes) {
            memory.add(new double[] {start, end, bytes});
        }

        @Override
        public void waveFinished(long waveId, long cycle) {
            finished.put(waveId, cycle);
        }
    }

    /** A random case as a request: 2 rounds, a bandwidth share, jitter on sm_90. */
    static SimRequest request(Case c) {
        Architecture arch = ArchRegistry.presets().get(c.arch());
        Program program = ProgramParser.parse("random", c.program());
        return new SimRequest(arch, program, c.threads(), 0, 0, 0, 2, 50_000_000L, 0,
                Map.of("memoryBytesPerCycle", "6", "memoryBurstBytes", "512", "policy", c.policy(),
                        "memoryLatencyJitter", c.arch().equals("sm_90") ? "100" : "0"));
    }

    /**
     * Selection's fast path (an age-ordered scheduler takes the first ready wave of its age-sorted slots while its SFU
     * pipe is free) chooses exactly what scanning every slot chooses: the same issues, cycle for cycle, and the same
     * result, on random programs with SFU steps, barriers and every policy.
     */
    @Property(tries = 80)
    void orderedSelectionEqualsTheFullScan(@ForAll("cases") Case c) {
        SimRequest request = request(c);
        Program program = request.program();
        SimParameters params = request.parameters();
        UnitSetup unit = request.unit(params);
        Recorder fast = new Recorder();
        Recorder full = new Recorder();
        SimResult a = Simulator.run(new Simulator.Run(unit, params, program, 2, 50_000_000L, 0, fast), true);
        SimResult b = Simulator.run(new Simulator.Run(unit, params, program, 2, 50_000_000L, 0, full), false);
        assertThat(fast.issues).hasSameSizeAs(full.issues);
        for (int i = 0; i < fast.issues.size(); i++) {
            assertThat(fast.issues.get(i)).as("issue %d", i).containsExactly(full.issues.get(i));
        }
        assertThat(a.cycles()).isEqualTo(b.cycles());
        assertThat(a.byState()).isEqualTo(b.byState());
        assertThat(a.instructionsByKind()).isEqualTo(b.instructionsByKind());
    }

    @Property(tries = 150)
    void invariantsHold(@ForAll("cases") Case c) {
        SimRequest request = request(c);
        Program program = request.program();
        SimParameters params = request.parameters();
        UnitSetup unit = request.unit(params);
        int groups = Math.min(c.groups(), unit.occupancyGroups());
        Recorder rec = new Recorder();
        rec.releaseStep = params.barrierReleaseCycles();
        SimResult result = request.withGroups(groups).run(rec);
        UnitSetup used = result.unit();

        // every wave of every round finishes
        assertThat(result.complete()).isTrue();
        assertThat(result.wavesCompleted()).isEqualTo((long) groups * 2 * used.wavesPerGroup());
        assertThat(rec.finished).hasSize((int) result.wavesCompleted());

        // a scheduler holds one instruction at a time: busy intervals never overlap
        Map<Integer, Long> freeAt = new HashMap<>();
        for (long[] i : rec.issues) {
            int q = (int) i[1];
            assertThat(i[0]).as("scheduler %d issues while busy", q).isGreaterThanOrEqualTo(freeAt.getOrDefault(q, 0L));
            freeAt.put(q, i[0] + i[5]);
            assertThat(i[2] % used.schedulers()).isEqualTo(q);
        }

        // operands: the first instruction of a step after a load waits the load latency; a dependent chain the ALU
        // latency; an instruction after a barrier issues at or after the release
        Map<Long, long[]> lastOfWave = new HashMap<>();   // wave -> cycle, step, kind ordinal
        Map<Long, Long> lastLoad = new HashMap<>();
        List<Step> steps = program.steps();
        for (int k = 0; k < rec.issues.size(); k++) {
            long[] i = rec.issues.get(k);
            StepKind kind = rec.kinds.get(k);
            long[] prev = lastOfWave.get(i[3]);
            if (prev != null) {
                StepKind prevKind = StepKind.values()[(int) prev[2]];
                boolean newStep = prev[1] != i[4] || steps.get((int) i[4]).kind() == StepKind.BARRIER;
                if (newStep && prevKind == StepKind.MEM) {
                    assertThat(i[0] - lastLoad.get(i[3])).isGreaterThanOrEqualTo((long) (params.memoryLatency() - params.memoryLatencyJitter() - params.memoryLatencyDrift()));
                }
                if (!newStep && kind == StepKind.ALU && steps.get((int) i[4]).dependent()) {
                    assertThat(i[0] - prev[0]).isGreaterThanOrEqualTo((long) params.aluLatency());
                }
                assertThat(i[0]).isGreaterThan(prev[0]);
            }
            if (kind == StepKind.MEM) {
                lastLoad.put(i[3], i[0]);
            }
            lastOfWave.put(i[3], new long[] {i[0], i[4], kind.ordinal()});
        }
        assertThat(rec.releasedOnSchedule).isTrue();

        // memory: within any window the unit moves at most burst + bandwidth x window bytes
        double rate = result.unit().memoryBytesPerCycle(params);   // per CU on AMD: an RDNA WGP has two shares
        List<double[]> mem = rec.memory;
        for (int a = 0; a < mem.size(); a++) {
            double bytes = 0;
            for (int b = a; b < mem.size() && b < a + 200; b++) {
                bytes += mem.get(b)[2];
                double window = mem.get(b)[0] - mem.get(a)[0];
                assertThat(bytes - mem.get(b)[2]).isLessThanOrEqualTo(params.memoryBurstBytes() + rate * window + 1e-6);
            }
        }
        assertThat(result.memoryBytesPerCycle()).isLessThanOrEqualTo(rate + params.memoryBurstBytes() / (double) result.cycles() + 1e-9);
        assertThat(result.issueUtilization()).isBetween(0.0, 1.0 + 1e-9);
    }

    @Property(tries = 40)
    void barrierWaitersReleaseOnScheduleAndNoneRunsAhead(@ForAll("waves") int waves, @ForAll("work") int work) {
        Architecture arch = ArchRegistry.presets().get("sm_90");
        // waves do different work before the barrier; after it, every wave's next instruction waits for the release
        Program program = ProgramParser.parse("barrier", "loop 3 {\n alu 1.." + work + "\n mem 1\n barrier\n alu 2\n}\n");
        Recorder rec = new Recorder();
        SimRequest request = new SimRequest(arch, program, waves * 32, 0, 0, 1, 1, 10_000_000L, 0, Map.of());
        rec.releaseStep = request.parameters().barrierReleaseCycles();
        SimResult result = request.run(rec);
        assertThat(result.complete()).isTrue();
        assertThat(rec.releases).hasSize(3);
        assertThat(rec.releasedOnSchedule).isTrue();
        for (long[] release : rec.releases) {
            assertThat(release[2]).isEqualTo(waves);
        }
        // count per wave the ALU-after-barrier issues that precede each release: none may
        for (int k = 0; k < rec.issues.size(); k++) {
            long[] i = rec.issues.get(k);
            if (program.steps().get((int) i[4]).line() == 5) {   // "alu 2" after the barrier
                long cycle = i[0];
                long releasesBefore = rec.releases.stream().filter(r -> r[0] <= cycle).count();
                long barriersOfWave = rec.issues.subList(0, k).stream()
                        .filter(j -> j[3] == i[3] && rec.kinds.get(rec.issues.indexOf(j)) == StepKind.BARRIER).count();
                assertThat(releasesBefore).isGreaterThanOrEqualTo(barriersOfWave);
            }
        }
    }

    @Property(tries = 30)
    void waitStepsKeepTheWaveIdleWithoutHoldingTheScheduler(@ForAll("work") int before, @ForAll("work") int wait) {
        Architecture arch = ArchRegistry.presets().get("sm_90");
        Program program = ProgramParser.parse("wait", "loop 4 {\n alu " + before + "\n wait " + wait + "\n alu 3\n}\n");
        Recorder rec = new Recorder();
        // two waves on one scheduler: while one waits, the other may issue
        SimResult result = new SimRequest(arch, program, 32 * 5, 0, 0, 1, 1, 10_000_000L, 0, Map.of("schedulers", "4")).run(rec);
        assertThat(result.complete()).isTrue();
        assertThat(result.instructions()).isEqualTo(5L * 4 * (before + 3));
        Map<Long, long[]> last = new HashMap<>();   // wave -> cycle, line of the last issue
        for (long[] i : rec.issues) {
            int line = program.steps().get((int) i[4]).line();
            long[] prev = last.get(i[3]);
            if (prev != null && prev[1] == 2 && line == 4) {
                // the first instruction after the wait: its wave issued nothing for `wait` cycles after the step
                assertThat(i[0] - prev[0]).isGreaterThanOrEqualTo(1L + wait);
            }
            last.put(i[3], new long[] {i[0], line});
        }
    }

    @Provide
    Arbitrary<Integer> waves() {
        return Arbitraries.integers().between(1, 32);
    }

    @Provide
    Arbitrary<Integer> work() {
        return Arbitraries.integers().between(1, 40);
    }
}
