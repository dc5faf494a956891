/*
 * The shipped filter scenarios are what the SASS reader derives from the stencil variants' listings (test resources
 * sass/NN_name.sass.gz with the parameters they were compiled with: NVRTC on the H100 for rungs 01-08, 08_packed
 * from followup5's box3 on uchar; nvcc 13.0.88 for rungs 10, box3x4, and 11, each on the interior walk its
 * NN_name.take.txt chooses). -Dkernelscope.regenerate=true rewrites them.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.kernels.gemm.GemmSimulationSassTest;
import dev.kernelscope.model.sim.Program;
import dev.kernelscope.model.sim.StepKind;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class StencilSimulationSassTest {
    static java.util.stream.Stream<StencilVariant> variantsWithAProgram() {
        return java.util.Arrays.stream(StencilVariant.values()).filter(StencilSimulation::hasProgram);
    }

    /** The variants whose SASS listing is a test resource: each must ship the program derived from it. */
    static java.util.stream.Stream<StencilVariant> variantsWithAListing() {
        return java.util.Arrays.stream(StencilVariant.values()).filter(v -> StencilSimulation.class.getResource(
                "sass/" + v.file().replace(".cl", ".sass.gz")) != null);
    }

    @org.junit.jupiter.api.Test
    void everyListingShipsItsProgramAndEveryProgramHasItsListing() {
        assertThat(variantsWithAListing().toList()).isEqualTo(variantsWithAProgram().toList());
    }

    @org.junit.jupiter.api.Test
    void onlyVariantsWithoutAListingLackAProgramAndTheySayWhy() {
        // rungs 01-08 were listed on the H100 (08, uchar only, from box3 on u8), 10 and 11 here; the image rung has no
        // CUDA form, and a variant added later has no program until its SASS is listed
        assertThat(variantsWithAProgram().map(StencilVariant::number)).contains(1, 2, 3, 4, 5, 6, 7, 8, 10, 11);
        assertThat(StencilSimulation.withoutProgram()).allSatisfy((v, why) -> assertThat(why).isNotBlank());
        // rungs 10 and 11 from NVRTC's CUBINs on the H200 (StencilSimulation.PROVENANCE_H200)
        assertThat(StencilSimulation.withoutProgram()).containsOnlyKeys(StencilVariant.IMAGE_SAMPLER);
        assertThat(StencilSimulation.withoutProgram().get(StencilVariant.IMAGE_SAMPLER)).contains("OpenCL only");
        assertThat(StencilSimulation.scenarios()).hasSize((int) variantsWithAProgram().count());
    }

    @ParameterizedTest
    @MethodSource("variantsWithAListing")
    void theShippedScenarioIsTheOneDerivedFromTheVariantsSass(StencilVariant v) throws IOException {
        String stem = "sass/" + v.file().replace(".cl", "");
        Map<String, Long> p = GemmSimulationSassTest.parameters(StencilSimulation.class, stem + ".parameters.txt");
        String derived = StencilSimulation.fromSass(v, v.file().replace(".cl", ".sass"),
                GemmSimulationSassTest.listing(StencilSimulation.class, stem + ".sass.gz"), p, sides(stem + ".take.txt"));
        GemmSimulationSassTest.checkShipped(StencilSimulation.class, "sass/" + StencilSimulation.scenarioName(v) + ".ksim", derived);

        Program program = StencilSimulation.scenario(v).program();
        assertThat(program.threads()).isEqualTo((int) v.groupSize(p));
        // the listing's -res-usage line: without it the occupancy ignored registers (session 32's rung 10 ran 16
        // groups per SM in the model, where its 116 registers let 4)
        assertThat(program.registers()).as("registers per thread from the listing").isPositive();
        assertThat(program.instructionsPerWave(StepKind.MEM)).isPositive();
        assertThat(program.instructionsPerWave(StepKind.STORE)).isPositive();
        // a 3x3 box filter adds 9 taps per output: at least 8 additions per output a lane writes
        assertThat(program.instructionsPerWave(StepKind.ALU)).isGreaterThanOrEqualTo(8);
    }

    /**
     * The branch sides a listing's program takes (NN_name.take.txt beside it, where the variant has an interior and a
     * border walk): `simulate --take`'s text, one branch per line, # comments; none when there is no such file.
     */
    static Map<Long, Boolean> sides(String resource) throws IOException {
        try (var in = StencilSimulation.class.getResourceAsStream(resource)) {
            if (in == null) {
                return Map.of();
            }
            String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            return dev.kernelscope.model.sim.SassPrograms.sides(text.lines().map(line -> line.replaceFirst("#.*", "")
                    .strip()).filter(line -> !line.isEmpty()).collect(java.util.stream.Collectors.joining(",")));
        }
    }

    @org.junit.jupiter.api.Test
    void theInteriorWalksAreTheScenariosPaths() throws IOException {
        // rungs 10 and 11 branch first into the walk of the groups inside the image; the border walk issues 3-3.5x
        // the instructions per row and serves only the edge groups
        assertThat(sides("sass/10_register_fused.take.txt")).containsExactly(Map.entry(0x180L, true));
        assertThat(sides("sass/11_separable_registers.take.txt")).containsExactly(Map.entry(0x150L, true));
        assertThat(StencilSimulation.scenario(StencilVariant.SEPARABLE_REGISTERS).program().notes())
                .anyMatch(n -> n.contains("the interior walk"));
    }

    @org.junit.jupiter.api.Test
    void theRegisterFusedWalkRunsItsStripsTurns() {
        // box3 x4 in strips of 32 rows: 32 + 2 x 4 x 1 + 3 = 43 rows in turns of 3, as KR_TURNS in 10_register_fused.cl
        assertThat(StencilSimulation.walkTurns(StencilVariant.REGISTER_FUSED,
                Map.of("ROWS", 32L, "RADIUS", 1L, "PASSES", 4L)).getAsInt()).isEqualTo(15);
        assertThat(StencilSimulation.walkTurns(StencilVariant.REGISTER_FUSED,
                Map.of("ROWS", 16L, "RADIUS", 2L, "PASSES", 2L)).getAsInt()).isEqualTo(5);   // 16 + 8 + 1 = 25 rows
        assertThat(StencilSimulation.walkTurns(StencilVariant.VECTOR, Map.of("ROWS", 4L))).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void stridedLoopsSplitTheirElementsOverTheWarps() {
        Map<String, Long> p = Map.of("TILE_X", 32L, "TILE_Y", 8L, "RADIUS", 1L);
        assertThat(StencilSimulation.elementCounts(StencilVariant.SEPARABLE_LOCAL, p)).containsExactly(340L, 320L);
        assertThat(StencilSimulation.elementCounts(StencilVariant.MULTIPASS_FUSED,
                Map.of("TILE_X", 16L, "TILE_Y", 16L, "RADIUS", 1L, "STRIP", 4L, "PASSES", 1L))).containsExactly(324L, 64L);
    }
}
