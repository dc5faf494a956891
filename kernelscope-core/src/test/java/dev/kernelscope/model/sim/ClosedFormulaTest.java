/*
 * Where the closed formula's assumptions hold (one scheduler, no bandwidth limit, a wave alternating one access and
 * A independent ALU instructions), the simulator reproduces it: each wave's period is the latency plus its own A + 1
 * issue cycles, so utilization = min(1, W (A + 1) / (L + A + 1)) and LatencyHiding(L + A + 1, A + 1) waves saturate.
 */
package dev.kernelscope.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.latency.LatencyHiding;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class ClosedFormulaTest {
    @Property(tries = 60)
    void utilizationAndWavesNeededMatchTheFormula(@ForAll @IntRange(min = 50, max = 1000) int latency,
                                                   @ForAll @IntRange(min = 5, max = 100) int alu,
                                                   @ForAll @IntRange(min = 1, max = 16) int waves) {
        var arch = ArchRegistry.presets().get("rogue");   // one scheduler, 16 slots
        Program program = ProgramParser.parse("f", "threads 32\nloop 200 {\n mem 1\n alu " + alu + "\n}\n");
        Map<String, String> assumptions = Map.of("memoryLatency", Integer.toString(latency), "memoryBytesPerCycle", "0",
                "aluLatency", "1", "schedulers", "1");
        SimResult r = new SimRequest(arch, program, 32, 0, 0, waves, 1, 100_000_000L, 0, assumptions).run();
        double period = latency + alu + 1;
        double expected = Math.min(1.0, waves * (alu + 1) / period);
        assertThat(r.steadyIssueUtilization()).isCloseTo(expected, within(0.02));
        long needed = new LatencyHiding(period, alu + 1, 1, 16).wavesNeeded();
        if (waves >= needed) {
            assertThat(r.steadyIssueUtilization()).isGreaterThan(0.97);
        }
    }

    @net.jqwik.api.Example
    void seed001Example() {
        var scenario = SeedScenarios.all().get(0);
        var arch = ArchRegistry.presets().get(scenario.arch());
        SimRequest r = SimRequest.of(arch, scenario.program());
        double at10 = r.withGroups(10).run().steadyIssueUtilization();
        double at11 = r.withGroups(11).run().steadyIssueUtilization();
        double at4 = r.withGroups(4).run().steadyIssueUtilization();
        // the seed's 10 waves hide 92% (each wave also spends its 51 issue cycles), 11 hide it fully
        assertThat(at4).isCloseTo(4 * 51 / 551.0, within(0.01));
        assertThat(at10).isCloseTo(510 / 551.0, within(0.01));
        assertThat(at11).isGreaterThan(0.98);
    }
}
