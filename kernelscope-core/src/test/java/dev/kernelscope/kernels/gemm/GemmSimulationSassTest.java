/*
 * The shipped GEMM scenarios are what the SASS reader derives from the rungs' H100 listings (test resources
 * sass/NN_name.sass.gz with the parameters they were compiled with). -Dkernelscope.regenerate=true rewrites them.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.model.sim.Program;
import dev.kernelscope.model.sim.StepKind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

public class GemmSimulationSassTest {
    public static String listing(Class<?> near, String resource) throws IOException {
        try (InputStream in = near.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            return new String(new GZIPInputStream(in).readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    public static Map<String, Long> parameters(Class<?> near, String resource) throws IOException {
        Map<String, Long> p = new TreeMap<>();
        try (InputStream in = near.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.contains("=")) {
                    String[] kv = line.strip().split("=", 2);
                    p.put(kv[0], Long.parseLong(kv[1]));
                }
            }
        }
        return p;
    }

    /** Compares with the shipped resource, or rewrites it (run from kernelscope-core/) when asked. */
    public static void checkShipped(Class<?> near, String resource, String derived) throws IOException {
        if (Boolean.getBoolean("kernelscope.regenerate")) {
            Path file = Path.of("src/main/resources", near.getPackageName().replace('.', '/'), resource);
            Files.writeString(file, derived, StandardCharsets.UTF_8);
        }
        try (InputStream in = near.getResourceAsStream(resource)) {
            assertThat(in).as("shipped " + resource).isNotNull();
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).as(resource).isEqualTo(derived);
        }
    }

    @ParameterizedTest
    @EnumSource(GemmRung.class)
    void theShippedScenarioIsTheOneDerivedFromTheRungsSass(GemmRung rung) throws IOException {
        String stem = "sass/" + rung.file().replace(".cl", "");
        Map<String, Long> p = parameters(GemmSimulation.class, stem + ".parameters.txt");
        String derived = GemmSimulation.fromSass(rung, rung.file().replace(".cl", ".sass"),
                listing(GemmSimulation.class, stem + ".sass.gz"), p);
        checkShipped(GemmSimulation.class, "sass/" + GemmSimulation.scenarioName(rung) + ".ksim", derived);

        Program program = GemmSimulation.scenario(rung).program();
        long outputs = rung.tiling().outputsPerThread(p);
        // every multiply-add of a K = 512 product issues: at least K x outputs ALU instructions per warp
        assertThat(program.instructionsPerWave(StepKind.ALU)).isGreaterThanOrEqualTo((double) GemmSimulation.K * outputs);
        assertThat(program.instructionsPerWave(StepKind.MEM)).isPositive();
        assertThat(program.threads()).isEqualTo((int) rung.tiling().threads(p));
        assertThat(program.notes()).anyMatch(n -> n.contains("trips"));
    }
}
