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
        // a signed size was taken as a number (Long.parseLong reads "+8")
        Cli signed = Cli.run("lds", "--arch", "gfx1100", "--gemm", "+4096x4096x4096", "--block", "128x128",
                "--thread", "8x8", "--time", "3");
        assertThat(signed.exitCode()).isEqualTo(2);
        assertThat(signed.err()).contains("'+4096' is not a whole number");
        assertThat(signed.errorIsOneParagraph()).isTrue();
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
        Path source = dir.resolve("k.cl");   // kernel source given where a listing belongs
        Files.writeString(source, "__kernel void k(__global float* a) { a[get_global_id(0)] *= 2.0f; }\n");
        Cli notAListing = Cli.run("dual-issue", source.toString());
        assertThat(notAListing.exitCode()).isEqualTo(2);
        assertThat(notAListing.errorIsOneParagraph()).isTrue();
        assertThat(notAListing.err()).contains("no AMD GPU instruction", "--save-asm");
        Path noDuals = dir.resolve("plain.s");   // a listing without dual issue is an answer, not bad input
        Files.writeString(noDuals, "\tv_fmac_f32 v1, v2, v3\n\ts_endpgm\n");
        Cli plain = Cli.run("dual-issue", noDuals.toString());
        assertThat(plain.exitCode()).isZero();
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

    @Test
    void occupancyPrintsLanesGroupSizeAdviceAndTheBarrierWarningInTableAndJson() throws Exception {
        Cli table = Cli.run("occupancy", "--arch", "gcn", "--threads", "1024", "--registers", "40", "--barriers");
        assertThat(table.exitCode()).as(table.err()).isZero();
        assertThat(table.out()).contains("Lanes: 1,024 threads fill 16 waves of 64 lanes: no idle lanes",
                "Group size", "256 threads: occupancy 40% -> 60%", "Warnings",
                "only one work-group fits per CU and the kernel has barriers");
        assertThat(Cli.run("occupancy", "--arch", "gcn", "--threads", "1024", "--registers", "40").out())
                .doesNotContain("Warnings");
        JsonNode json = Json.mapper().readTree(Cli.run("occupancy", "--arch", "rogue", "--threads", "8",
                "--registers", "16", "--reqd-work-group-size", "--format", "json").out());
        assertThat(json.get("groupsPerUnit").asInt()).isEqualTo(64);
        assertThat(json.get("lanes").get("groupsPerWave").asInt()).isEqualTo(4);
        assertThat(json.get("lanes").get("idleLanes").asInt()).isZero();
        assertThat(json.get("warnings").size()).isZero();
        JsonNode unpacked = Json.mapper().readTree(Cli.run("occupancy", "--arch", "rogue", "--threads", "48",
                "--registers", "16", "--barriers", "--format", "json").out());
        assertThat(unpacked.get("lanes").get("idleLanes").asInt()).isEqualTo(16);
        assertThat(unpacked.get("lanes").get("utilization").asDouble()).isEqualTo(0.75);
        assertThat(unpacked.get("groupSizeAdvice").get(0).get("suggestedThreads").asInt()).isEqualTo(64);
        assertThat(unpacked.get("warnings").get(0).asText()).contains("spans 2 tasks");
        Cli batch = Cli.run("occupancy", "--batch", "q.csv", "--barriers");
        assertThat(batch.exitCode()).isEqualTo(2);
        assertThat(batch.err()).contains("--barriers");
    }

    @Test
    void gemmShowsSeed004sLadderBesideAStoredH100RunWithItsRooflinePoint() throws Exception {
        // an H100 record measured earlier (a copy of docs/results/h100/gemm-ladder-cuda.json: the tests run in the
        // core module's directory, not the repository's), shown without a device
        String record = Path.of(getClass().getResource("h100-gemm-ladder-cuda.json").toURI()).toString();
        Cli run = Cli.run("gemm", "--input", record, "--compare-article");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("roofline: 682.7 FLOP/B", "ridge of 20.0 FLOP/B", "compute-bound",
                "Seed 004's ladder beside this run");
        assertThat(run.out()).containsPattern("0\\s+rocBLAS\\s+4\\.499\\s+30,547\\s+100\\.0\\s+0 cuBLAS")
                .containsPattern("3\\s+Register tiling\\s+6\\.034\\s+22,777\\s+74\\.6\\s+4 register-tiling")
                .containsPattern("8\\s+GMEM loads\\s+2\\.803\\s+49,047\\s+160\\.6\\s+-")
                .contains("K8: no counterpart");
        Cli json = Cli.run("gemm", "--input", record, "--compare-article",
                "--format", "json");
        assertThat(json.exitCode()).isEqualTo(2);
        assertThat(json.err()).contains("--compare-article");
        assertThat(json.errorIsOneParagraph()).isTrue();
    }

    @Test
    void registersCapTheThreadsThatHideLatencyOnApple(@TempDir Path dir) throws Exception {
        // seed 002: texture reads take hundreds of cycles; registers per thread cap the resident threads that hide them
        Path program = dir.resolve("reads.ksim");
        Files.writeString(program, "threads 256\nloop 8 {\n  mem 1\n  alu 20 dep\n}\n");
        double light = issueUtilization(program, "104");
        double heavy = issueUtilization(program, "256");
        assertThat(light).isGreaterThan(3 * heavy);
    }

    private static double issueUtilization(Path program, String registers) throws Exception {
        Cli run = Cli.run("simulate", "--arch", "apple7", "--program", program.toString(), "--threads", "256",
                "--registers", registers, "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        return Json.mapper().readTree(run.out()).findValue("issueUtilization").asDouble();
    }

    @Test
    void haloSetsEachTileAgainstOccupancy() throws Exception {
        // seed 000: bigger tiles share more (56% -> 27% -> 13% halo) but at 40 VGPRs the 1,024-thread tile fits once
        Cli run = Cli.run("halo", "--tile", "8x8", "--tile", "16x16", "--tile", "32x32", "--tile", "64x64",
                "--arch", "gcn", "--registers", "40");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("8x8\\s+64\\s+400\\s+56.25%\\s+1.56\\s+24\\s+60%\\s+registers")
                .containsPattern("16x16\\s+256\\s+1,296\\s+26.56%\\s+1.27\\s+6\\s+60%")
                .containsPattern("32x32\\s+1,024\\s+4,624\\s+12.89%\\s+1.13\\s+1\\s+40%")
                .contains("64x64: 4096 threads per group exceeds gcn's maximum work-group size");
        JsonNode json = Json.mapper().readTree(Cli.run("halo", "--tile", "16x16", "--arch", "sm_90", "--type", "half",
                "--format", "json").out());
        assertThat(json.get("occupancy").get("sharedBytesPerGroup").asInt()).isEqualTo(648);
        assertThat(json.get("occupancy").get("result").get("groupsPerUnit").asInt()).isEqualTo(8);
        Cli orphan = Cli.run("halo", "--tile", "8x8", "--registers", "32");
        assertThat(orphan.exitCode()).isEqualTo(2);
        assertThat(orphan.err()).contains("--arch");
    }

    @Test
    void launchBoundsShowsSeed004Kernel4SpillingUnderHipsDefaultBound() throws Exception {
        Cli run = Cli.run("launch-bounds", "--arch", "gfx1100", "--mode", "cu", "--registers", "208");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("CU mode", "1024       32           16             96", "spills 112 to scratch",
                "at most 448 work-items");
        JsonNode json = Json.mapper().readTree(Cli.run("launch-bounds", "--arch", "gfx1030", "--bounds", "1024,256",
                "--registers", "157", "--format", "json").out());
        assertThat(json.at("/bounds/0/ceiling").asInt()).isEqualTo(128);
        assertThat(json.at("/bounds/0/spills").asBoolean()).isTrue();
        assertThat(json.at("/bounds/1/spills").asBoolean()).isFalse();
        assertThat(json.at("/largestBoundThatFits").asInt()).isEqualTo(768);
        Cli nvidia = Cli.run("launch-bounds", "--arch", "sm_90");
        assertThat(nvidia.exitCode()).isEqualTo(2);
        assertThat(nvidia.errorIsOneParagraph()).isTrue();
        assertThat(Cli.run("launch-bounds", "--arch", "gfx900", "--mode", "cu").exitCode()).isEqualTo(2);
    }
}
