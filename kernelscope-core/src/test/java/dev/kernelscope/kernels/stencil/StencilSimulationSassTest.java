/*
 * The shipped filter scenarios are what the SASS reader derives from the stencil variants' H100 listings (test
 * resources sass/NN_name.sass.gz with the parameters they were compiled with). -Dkernelscope.regenerate=true rewrites them.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.kernels.gemm.GemmSimulationSassTest;
import dev.kernelscope.model.sim.Program;
import dev.kernelscope.model.sim.StepKind;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class StencilSimulationSassTest {
    @ParameterizedTest
    @EnumSource(StencilVariant.class)
    void theShippedScenarioIsTheOneDerivedFromTheVariantsSass(StencilVariant v) throws IOException {
        String stem = "sass/" + v.file().replace(".cl", "");
        Map<String, Long> p = GemmSimulationSassTest.parameters(StencilSimulation.class, stem + ".parameters.txt");
        String derived = StencilSimulation.fromSass(v, v.file().replace(".cl", ".sass"),
                GemmSimulationSassTest.listing(StencilSimulation.class, stem + ".sass.gz"), p);
        GemmSimulationSassTest.checkShipped(StencilSimulation.class, "sass/" + StencilSimulation.scenarioName(v) + ".ksim", derived);

        Program program = StencilSimulation.scenario(v).program();
        assertThat(program.threads()).isEqualTo((int) v.groupSize(p));
        assertThat(program.instructionsPerWave(StepKind.MEM)).isPositive();
        assertThat(program.instructionsPerWave(StepKind.STORE)).isPositive();
        // a 3x3 box filter adds 9 taps per output: at least 8 additions per output a lane writes
        assertThat(program.instructionsPerWave(StepKind.ALU)).isGreaterThanOrEqualTo(8);
    }

    @org.junit.jupiter.api.Test
    void stridedLoopsSplitTheirElementsOverTheWarps() {
        Map<String, Long> p = Map.of("TILE_X", 32L, "TILE_Y", 8L, "RADIUS", 1L);
        assertThat(StencilSimulation.elementCounts(StencilVariant.SEPARABLE_LOCAL, p)).containsExactly(340L, 320L);
        assertThat(StencilSimulation.elementCounts(StencilVariant.MULTIPASS_FUSED,
                Map.of("TILE_X", 16L, "TILE_Y", 16L, "RADIUS", 1L, "STRIP", 4L, "PASSES", 1L))).containsExactly(324L, 64L);
    }
}
