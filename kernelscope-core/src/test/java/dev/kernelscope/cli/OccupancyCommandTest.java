/*
 * `kernelscope occupancy` for one query through the CLI: the table's numbers for the spec's worked checks, JSON keys,
 * CSV, --list-archs (and its JSON read back through --arch-file), and bad input as exit code 2 with one paragraph.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.report.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OccupancyCommandTest {
    @TempDir
    Path folder;

    @Test
    void gcnThousandTwentyFourThreadsFortyVgprsIsOneGroupFortyPercentLimitedByRegisters() {
        Cli run = Cli.run("occupancy", "--arch", "gcn", "--threads", "1024", "--registers", "40", "--shared", "32K");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .containsPattern("work-groups per CU\\s+work-group\\s+1\\n")
                .containsPattern("waves per SIMD\\s+wave\\s+4\\n")
                .containsPattern("max waves per CU\\s+wave\\s+40\\n")
                .containsPattern("occupancy\\s+%\\s+40%\\n")
                .containsPattern("compiler occupancy \\(LLVM\\)\\s+waves/SIMD\\s+6\\n")
                .containsPattern("limiters\\s+registers\\n")
                .containsPattern("VGPRs \\(registers\\)\\s+1\\s+<- limiter")
                .containsPattern("register file\\s+96 KiB\\s+256 KiB\\s+37.5%")
                .containsPattern("LDS\\s+32 KiB\\s+64 KiB\\s+50%")
                .contains("registers 40 -> 32: 1 -> 2 groups per CU, 40% -> 80%");
        assertThat(run.err()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"32768", "32K", "32KiB", "32kb", "32 KiB"})
    void sharedAcceptsBytesAndBinaryUnits(String shared) throws Exception {
        Cli run = Cli.run("occupancy", "--arch", "gcn", "--threads", "1024", "--registers", "32", "--shared", shared,
                "--format", "json");
        assertThat(run.exitCode()).isZero();
        JsonNode result = Json.mapper().readTree(run.out());
        assertThat(result.get("sharedBytesPerGroup").asInt()).isEqualTo(32768);
        assertThat(result.get("groupsPerUnit").asInt()).isEqualTo(2);
        assertThat(result.get("occupancy").asDouble()).isEqualTo(0.8);
    }

    @Test
    void jsonHasTheDocumentedKeysAndAmdExtras() throws Exception {
        Cli run = Cli.run("occupancy", "--arch", "gfx1100", "--threads", "128", "--registers", "216",
                "--wave-size", "32", "--mode", "cu", "--format", "json");
        assertThat(run.exitCode()).isZero();
        JsonNode result = Json.mapper().readTree(run.out());
        for (String key : List.of("arch", "threadsPerGroup", "registersPerThread", "sharedBytesPerGroup",
                "wavesPerGroup", "groupsPerUnit", "wavesPerUnit", "maxWavesPerUnit", "occupancy", "limiters",
                "limits", "idle", "advice", "wavesPerSimd", "compilerOccupancy")) {
            assertThat(result.has(key)).as(key).isTrue();
        }
        assertThat(result.get("groupsPerUnit").asInt()).isEqualTo(3);
        assertThat(result.get("wavesPerSimd").asDouble()).isEqualTo(6.0);
        assertThat(result.get("limiters").get(0).asText()).isEqualTo("registers");
        assertThat(result.get("limits").get("registers").asInt()).isEqualTo(3);
        assertThat(result.get("advice").get(0).get("to").asInt()).isLessThan(216);
    }

    @Test
    void nvidiaJsonHasNoAmdOnlyKeys() throws Exception {
        Cli run = Cli.run("occupancy", "--arch", "sm_90", "--threads", "256", "--registers", "64", "--shared",
                "48KiB", "--format", "json");
        assertThat(run.exitCode()).isZero();
        JsonNode result = Json.mapper().readTree(run.out());
        assertThat(result.has("wavesPerSimd")).isFalse();
        assertThat(result.has("compilerOccupancy")).isFalse();
        assertThat(result.get("unit").asText()).isEqualTo("SM");
        assertThat(result.get("maxWavesPerUnit").asInt()).isEqualTo(64);
    }

    @Test
    void wgpModeOfTheSeed004Kernel() {
        Cli run = Cli.run("occupancy", "--arch", "gfx1100", "--threads", "128", "--registers", "216",
                "--wave-size", "32");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).containsPattern("work-groups per WGP\\s+work-group\\s+7\\n")
                .containsPattern("waves per SIMD\\s+wave\\s+7\\n")
                .containsPattern("occupancy\\s+%\\s+43.75%\\n")
                .contains("wgp mode");
    }

    @Test
    void amdViewsAndScalarRegisters() throws Exception {
        Cli compiler = Cli.run("occupancy", "--arch", "gcn", "--threads", "1024", "--registers", "40", "--shared",
                "32K", "--view", "compiler");
        assertThat(compiler.exitCode()).isZero();
        assertThat(compiler.out()).containsPattern("waves per SIMD\\s+wave\\s+6\\n").contains("Compiler view");

        Cli hip = Cli.run("occupancy", "--arch", "gcn", "--threads", "256", "--registers", "24",
                "--scalar-registers", "100", "--view", "hip", "--format", "json");
        assertThat(hip.exitCode()).isZero();
        JsonNode result = Json.mapper().readTree(hip.out());
        assertThat(result.get("view").asText()).isEqualTo("hip");
        assertThat(result.get("maxWavesPerUnit").asInt()).isEqualTo(32);
        assertThat(result.get("limiters").get(0).asText()).isEqualTo("scalar-registers");
        assertThat(result.get("limits").has("barriers")).isFalse();

        Cli sgprsOnRdna = Cli.run("occupancy", "--arch", "gfx1100", "--threads", "256", "--registers", "24",
                "--scalar-registers", "100", "--format", "json");
        assertThat(sgprsOnRdna.exitCode()).isZero();
        assertThat(Json.mapper().readTree(sgprsOnRdna.out()).get("limits").has("scalar-registers")).isFalse();

        // Seeds 000/003: images 8 SGPRs, samplers 4, buffers 4, added to the kernel's own 40: 96 per wave -> 7 groups.
        Cli held = Cli.run("occupancy", "--arch", "gcn", "--threads", "256", "--registers", "24",
                "--scalar-registers", "40", "--descriptors", "images=4,samplers=4,buffers=2");
        assertThat(held.exitCode()).as(held.err()).isZero();
        assertThat(held.out()).contains("96 SGPRs").containsPattern("work-groups per CU\\s+work-group\\s+7\\n")
                .contains("SGPRs per wave: 40 of the kernel's own + descriptors (4 images x 8 + 4 samplers x 4 + 2 buffers"
                        + " x 4 = 56 SGPRs) = 96").contains("Share one sampler").contains("7 -> 8");
        Cli heldJson = Cli.run("occupancy", "--arch", "gcn", "--threads", "256", "--registers", "24",
                "--scalar-registers", "40", "--descriptors", "images=4,samplers=4,buffers=2", "--format", "json");
        JsonNode heldResult = Json.mapper().readTree(heldJson.out());
        assertThat(heldResult.get("scalarRegisters").asInt()).isEqualTo(96);
        assertThat(heldResult.get("descriptors").get("sgprs").asInt()).isEqualTo(56);
        assertThat(heldResult.get("descriptors").get("ownScalarRegisters").asInt()).isEqualTo(40);
        assertThat(heldResult.get("descriptors").get("advice")).hasSize(2);
        Cli heldOnRdna = Cli.run("occupancy", "--arch", "gfx1100", "--threads", "256", "--registers", "24",
                "--descriptors", "images=1");
        assertThat(heldOnRdna.exitCode()).isEqualTo(2);
        assertThat(heldOnRdna.err()).contains("gfx9 and older").doesNotContain("Exception");

        Cli modeOnGcn = Cli.run("occupancy", "--arch", "gcn", "--threads", "256", "--registers", "24", "--mode", "cu");
        assertThat(modeOnGcn.exitCode()).isEqualTo(2);
        assertThat(modeOnGcn.err()).contains("RDNA");
        Cli wave32OnGcn = Cli.run("occupancy", "--arch", "gcn", "--threads", "256", "--registers", "24",
                "--wave-size", "32");
        assertThat(wave32OnGcn.exitCode()).isEqualTo(2);
        assertThat(wave32OnGcn.err()).contains("wave size 32");
    }

    @Test
    void csvIsOneRowInTheBatchColumns() {
        Cli run = Cli.run("occupancy", "--arch", "gcn", "--threads", "512", "--registers", "32", "--format", "csv");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines()).containsExactly(
                "arch,threads_per_block,registers_per_thread,shared_bytes_per_block,scalar_registers,wave_size,mode,"
                        + "groups_per_unit,waves_per_unit,occupancy,limiters",
                "gcn,512,32,0,,64,,4,32,0.8,registers");
    }

    @Test
    void modelledFamiliesStateTheirAssumptions() {
        Cli rogue = Cli.run("occupancy", "--arch", "rogue", "--threads", "32", "--registers", "40");
        assertThat(rogue.exitCode()).isZero();
        assertThat(rogue.out()).contains("Assumptions (rogue is a model, not vendor data").contains("16 residency slots");
        Cli apple = Cli.run("occupancy", "--arch", "apple7", "--threads", "256", "--registers", "128", "--shared",
                "8K");
        assertThat(apple.exitCode()).isZero();
        assertThat(apple.out()).contains("Assumptions (apple7").contains("threadgroup memory");
    }

    @Test
    void listArchsShowsEveryPresetAndItsJsonIsAnArchFile() throws Exception {
        Cli table = Cli.run("occupancy", "--list-archs");
        assertThat(table.exitCode()).isZero();
        for (String id : List.of("sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_120", "gfx6", "gfx7", "gcn",
                "gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030", "gfx1100", "gfx1102",
                "gfx1201", "rogue", "apple-a8", "apple7")) {
            assertThat(table.out()).containsPattern("(?m)^" + id + "\\s");
        }

        Cli json = Cli.run("occupancy", "--list-archs", "--format", "json");
        assertThat(json.exitCode()).isZero();
        JsonNode all = Json.mapper().readTree(json.out());
        ArrayNode list = all.isArray() ? (ArrayNode) all : (ArrayNode) all.get("architectures");
        ObjectNode mine = null;
        for (JsonNode arch : list) {
            if (arch.get("id").asText().equals("rogue")) {
                mine = ((ObjectNode) arch).deepCopy();
            }
        }
        assertThat(mine).isNotNull();
        mine.put("id", "rogue-32slots");
        mine.put("residencySlots", 32);
        Path file = folder.resolve("my-archs.json");
        Files.writeString(file, Json.pretty(Json.array().add(mine)));

        Cli custom = Cli.run("occupancy", "--arch-file", file.toString(), "--arch", "rogue-32slots", "--threads", "32",
                "--registers", "16", "--format", "json");
        assertThat(custom.exitCode()).as(custom.err()).isZero();
        assertThat(Json.mapper().readTree(custom.out()).get("maxWavesPerUnit").asInt()).isEqualTo(32);
        Cli listed = Cli.run("occupancy", "--arch-file", file.toString(), "--list-archs");
        assertThat(listed.out()).contains("rogue-32slots");
    }

    @Test
    void unknownArchListsTheKnownOnes() {
        Cli run = Cli.run("occupancy", "--arch", "sm_99", "--threads", "256", "--registers", "32");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("sm_99").contains("sm_90").contains("gfx1100").contains("apple7");
        assertThat(run.errorIsOneParagraph()).isTrue();
        assertThat(run.out()).isEmpty();
    }

    @Test
    void limitsAreNamedInTheMessage() {
        Cli threads = Cli.run("occupancy", "--arch", "sm_90", "--threads", "2048", "--registers", "32");
        assertThat(threads.exitCode()).isEqualTo(2);
        assertThat(threads.err()).contains("2048").contains("1024");
        Cli registers = Cli.run("occupancy", "--arch", "gcn", "--threads", "256", "--registers", "300");
        assertThat(registers.exitCode()).isEqualTo(2);
        assertThat(registers.err()).contains("300").contains("256");
        Cli shared = Cli.run("occupancy", "--arch", "gcn", "--threads", "256", "--registers", "32", "--shared", "96K");
        assertThat(shared.exitCode()).isEqualTo(2);
        assertThat(shared.err()).contains("98,304").contains("65,536");
        for (Cli run : List.of(threads, registers, shared)) {
            assertThat(run.errorIsOneParagraph()).isTrue();
        }
    }

    @Test
    void negativeAndNonNumericValuesAreExitTwo() {
        List<Cli> runs = new ArrayList<>();
        runs.add(Cli.run("occupancy", "--arch", "gcn", "--threads", "-64", "--registers", "32"));
        runs.add(Cli.run("occupancy", "--arch", "gcn", "--threads", "64", "--registers", "-1"));
        runs.add(Cli.run("occupancy", "--arch", "gcn", "--threads", "64", "--registers", "32", "--shared", "-1"));
        runs.add(Cli.run("occupancy", "--arch", "gcn", "--threads", "many", "--registers", "32"));
        runs.add(Cli.run("occupancy", "--arch", "gcn", "--threads", "64", "--registers", "32", "--shared", "lots"));
        runs.add(Cli.run("occupancy", "--arch", "gfx1100", "--threads", "64", "--registers", "32", "--mode", "xyz"));
        runs.add(Cli.run("occupancy", "--arch", "gcn", "--threads", "64", "--registers", "32", "--view", "xyz"));
        runs.add(Cli.run("occupancy", "--arch", "gcn", "--threads", "64", "--registers", "32", "--format", "xml"));
        for (Cli run : runs) {
            assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
            assertThat(run.errorIsOneParagraph()).as(run.err()).isTrue();
            assertThat(run.err()).startsWith("kernelscope: ");
        }
    }

    @Test
    void missingValuesAndOptionsThatDoNotGoTogetherAreExitTwo() {
        Cli missing = Cli.run("occupancy", "--arch", "gcn");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("--threads").contains("--registers");
        Cli chartWithoutSweep = Cli.run("occupancy", "--arch", "gcn", "--threads", "64", "--registers", "32",
                "--chart", folder.resolve("c.png").toString());
        assertThat(chartWithoutSweep.exitCode()).isEqualTo(2);
        assertThat(chartWithoutSweep.err()).contains("--sweep");
        Cli outputWithoutBatch = Cli.run("occupancy", "--arch", "gcn", "--threads", "64", "--registers", "32",
                "--output", folder.resolve("o.csv").toString());
        assertThat(outputWithoutBatch.exitCode()).isEqualTo(2);
        Cli batchWithArch = Cli.run("occupancy", "--batch", "x.csv", "--arch", "gcn");
        assertThat(batchWithArch.exitCode()).isEqualTo(2);
        assertThat(batchWithArch.err()).contains("--arch");
    }

    @Test
    void missingArchFileIsExitTwo() {
        Cli run = Cli.run("occupancy", "--arch-file", folder.resolve("none.json").toString(), "--list-archs");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("none.json");
        assertThat(run.errorIsOneParagraph()).isTrue();
    }
}
