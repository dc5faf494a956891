/*
 * Seed 004 R42 in the simulator: kernel 8 in CU mode (a program's `mode cu` line) puts 3 four-wave groups on one
 * CU's 2 SIMDs, 6 waves each; splitting the 16 global loads cuts the time waves spend at barriers. With the RDNA
 * timings assumed and no memory limit the kernel stays VALU-bound, so the model shows no speed-up (docs/seeds.md R42).
 */
package dev.kernelscope.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.occupancy.UnitMode;
import org.junit.jupiter.api.Test;

class Seed004Kernel8ScenarioTest {

    private static SimResult run(String name) {
        Scenario s = SeedScenarios.all().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
        return SimRequest.of(ArchRegistry.presets().get(s.arch()), s.program()).run();
    }

    @Test
    void cuModeGivesSixWavesPerSimdAndTheSplitLoadsWaitLessAtBarriers() {
        SimResult joint = run("seed004-kernel8-joint");
        SimResult split = run("seed004-kernel8-split");
        assertThat(joint.unit().schedulers()).isEqualTo(2);                 // one CU's two SIMDs
        assertThat(joint.unit().groupsPerUnit()).isEqualTo(3);                     // 12 waves: 6 per SIMD
        assertThat(split.instructions()).isEqualTo(joint.instructions());
        double jointBarrier = joint.byCategory().get("waiting on a barrier");
        double splitBarrier = split.byCategory().get("waiting on a barrier");
        assertThat(splitBarrier).isLessThan(jointBarrier * 0.8);
        // VALU-bound either way under the assumed timings: the model does not reproduce a speed-up
        assertThat(joint.issueUtilization()).isGreaterThan(0.99);
        assertThat((double) split.cycles() / joint.cycles()).isBetween(0.99, 1.01);
    }

    @Test
    void theModeLineIsParsedAndRefusedWhereItMeansNothing() {
        assertThat(ProgramParser.parse("p", "threads 64\nmode cu\nalu 1\n").mode()).isEqualTo(UnitMode.CU);
        assertThat(ProgramParser.parse("p", "threads 64\nalu 1\n").mode()).isNull();
        assertThatThrownBy(() -> ProgramParser.parse("p", "mode half\nalu 1\n"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("mode must be wgp or cu");
        Program cu = ProgramParser.parse("p", "threads 64\nmode cu\nalu 1\n");
        assertThatThrownBy(() -> SimRequest.of(ArchRegistry.presets().get("gcn"), cu).run())
                .isInstanceOf(InvalidInputException.class);
    }
}
