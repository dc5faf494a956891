/*
 * The seed calculators through the CLI: `lds` (seed 004's transposed store and kernel 5 traffic), `dual-issue`
 * (a listing with a rule break, a missing file), `halo`'s loads per output and `latency --reads-per-level`.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.report.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SeedCalculatorCommandsTest {
    @Test
    void ldsShowsTheTransposedStoreConflictAndKernel5Bandwidth() {
        Cli run = Cli.run("lds", "--arch", "gfx1100", "--stride", "128", "--row-width", "8", "--row-stride", "1",
                "--gemm", "4096x4096x4096", "--block", "128x128", "--thread", "8x8", "--time", "5.3772");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("conflict degree   8-way", "banks used        4 of 32",
                "68,719,476,736 B", "4,294,967,296 B", "13.58 TB/s", "30.72 TB/s");
    }

    @Test
    void ldsJsonAndBadInput() throws Exception {
        Cli run = Cli.run("lds", "--arch", "sm_90", "--stride", "2", "--format", "json");
        assertThat(run.exitCode()).isZero();
        JsonNode node = Json.mapper().readTree(run.out());
        assertThat(node.get("degree").asDouble()).isEqualTo(2.0);
        Cli unknown = Cli.run("lds", "--arch", "rogue");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.errorIsOneParagraph()).isTrue();
        assertThat(Cli.run("lds", "--arch", "gfx1100", "--time", "3").exitCode()).isEqualTo(2);
    }

    @Test
    void dualIssueFlagsARuleBreakWithExitCodeOne(@TempDir Path dir) throws Exception {
        Path listing = dir.resolve("k.s");
        Files.writeString(listing, """
                ; inner loop
                \tv_dual_fmac_f32 v10, v189, v207 :: v_dual_fmac_f32 v9, v190, v20
                \tv_dual_fmac_f32 v10, v189, v207 :: v_dual_fmac_f32 v8, v190, v20 ; both even
                \ts_cbranch_scc1 .LBB0_1
                """);
        Cli run = Cli.run("dual-issue", listing.toString(), "--banks");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("2,1,3 :: 1,2,0", "line 3: rule: destinations v10 and v8 are both even",
                "Rule breaks: 1");
        Cli missing = Cli.run("dual-issue", dir.resolve("none.s").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.errorIsOneParagraph()).isTrue();
    }

    @Test
    void haloPrintsLoadsPerOutputAndLatencyPrintsAChain() throws Exception {
        Cli halo = Cli.run("halo", "--tile", "8x8");
        assertThat(halo.out()).containsPattern("8x8\\s+9\\s+1.56\\s+6");
        JsonNode json = Json.mapper().readTree(Cli.run("halo", "--tile", "8x8", "--format", "json").out());
        assertThat(json.get("loadsPerOutput").get("withOutputsPerItem").asDouble()).isEqualTo(6.0);
        Cli chain = Cli.run("latency", "--latency", "200", "--alu-per-mem", "10", "--slots", "16",
                "--reads-per-level", "1,1");
        assertThat(chain.exitCode()).isZero();
        assertThat(chain.out()).contains("400 cycles = 2 x the latency", "Fewer than two reads in flight");
    }

    @Test
    void rooflineReproducesSeed004NapkinMathAndListsEveryReferenceDevice() throws Exception {
        Cli run = Cli.run("roofline", "--arch", "gfx1100", "--gemm", "4096x4096x4096");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("61.4 TFLOP/s", "960.0 GB/s", "2.237 ms at peak", "needing 90 GB/s");
        JsonNode json = Json.mapper().readTree(Cli.run("roofline", "--arch", "gfx1100", "--intensity", "1",
                "--format", "json").out());
        assertThat(json.get("attainableGflops").asDouble()).isEqualTo(960.0);
        assertThat(Cli.run("roofline").out()).contains("sm_90", "gfx1100", "Radeon RX 7900 XTX");
        Cli unknown = Cli.run("roofline", "--arch", "apple7");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.errorIsOneParagraph()).isTrue();
    }
}
