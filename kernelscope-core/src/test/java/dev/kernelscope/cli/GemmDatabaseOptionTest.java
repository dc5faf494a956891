/*
 * `kernelscope gemm --database FILE`: rung 10 chooses its configurations from a tuning database file (as tune
 * --write-database writes it) for --explain and the benchmark, the record names the file, a spread matrix carries it
 * to its workers, and a file that cannot serve is refused with exit code 2 before any device work.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.GemmBenchmark;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.kernels.gemm.GemmTuning;
import dev.kernelscope.tune.sweep.GemmMatrixJob;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GemmDatabaseOptionTest {
    /** 64x128x8 tiles of 128 work-items: no entry of the built-in database gives a CPU these. */
    private static final Map<String, Long> SMALL_TILES = Map.of("BM", 64L, "BN", 128L, "BK", 8L, "WM", 32L, "WN", 64L,
            "STAGES", 1L, "OVERLAP_BARRIER", 1L);
    private static final String SOURCE = "a tune run of this test";

    private static Path database(Path dir, String deviceName) throws Exception {
        GemmTuning tuned = GemmTuning.builtIn()
                .withEntry(new GemmTuning.Entry("device", deviceName, SMALL_TILES, SOURCE));
        Path file = dir.resolve("my-gemm-tuning.json");
        Files.writeString(file, tuned.toJson("test").toPrettyString());
        return file;
    }

    @Test
    void theFilesEntryChoosesTheTunedRungsTilesAndTheRecordNamesTheFile(@TempDir Path dir) throws Exception {
        Optional<Device> opencl = Devices.discover().devices(BackendKind.OPENCL).stream().findFirst();
        assumeTrue(opencl.isPresent(), "no OpenCL device on this machine");
        Path file = database(dir, opencl.get().name());

        Cli builtIn = Cli.run("gemm", "--device", opencl.get().id(), "--explain", "100x60x40");
        assertThat(builtIn.exitCode()).as(builtIn.err()).isZero();
        assertThat(builtIn.out()).doesNotContain(SOURCE).doesNotContain("64x128x8 tiles");

        Cli explained = Cli.run("gemm", "--device", opencl.get().id(), "--explain", "100x60x40,33x17x65:col:NT",
                "--database", file.toString());
        assertThat(explained.exitCode()).as(explained.err()).isZero();
        assertThat(explained.out()).contains("tuning database " + file)
                .contains("configuration: device " + opencl.get().name() + "; 64x128x8 tiles")
                .contains("why this entry: " + SOURCE);

        Path json = dir.resolve("run.json");
        Cli run = Cli.run("gemm", "--device", opencl.get().id(), "--rungs", "10", "--shapes",
                "100x60x40,33x17x65:col:NT", "--warmups", "0", "--repetitions", "1", "--quiet", "--database",
                file.toString(), "--output", json.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode record = new ObjectMapper().readTree(json.toFile());
        assertThat(record.path("settings").path("tuningDatabase").asText()).isEqualTo(file.toString());
        for (JsonNode size : record.path("sizes")) {
            JsonNode rung = size.path("rungs").get(0);
            assertThat(rung.path("verification").path("passed").asBoolean()).isTrue();
            assertThat(rung.path("parameterSource").asText()).isEqualTo("device " + opencl.get().name());
            assertThat(rung.path("parameters").path("BM").asLong()).isEqualTo(64);
            assertThat(rung.path("parameters").path("BN").asLong()).isEqualTo(128);
        }
    }

    @Test
    void aSpreadMatrixCarriesTheDatabaseToItsWorkers(@TempDir Path dir) throws Exception {
        GemmTuning file = GemmTuning.read(database(dir, "some GPU"));
        GemmBenchmark.Options options = new GemmBenchmark.Options(List.of(GemmShape.rowMajor(64, 64, 64)),
                List.of(new GemmBenchmark.Entry(GemmRung.TUNED, Map.of())), 1, 2, true, file);
        GemmMatrixJob back = GemmMatrixJob.fromJson(new ObjectMapper().readTree(
                new GemmMatrixJob(options, BackendKind.OPENCL, "test", false).toJson().toString()));
        GemmTuning carried = back.cell(0).database();
        assertThat(carried.origin()).isEqualTo(file.origin());
        assertThat(carried.lookup("some GPU", null, "x").parameters()).isEqualTo(SMALL_TILES);
        assertThat(carried.entries()).hasSameSizeAs(file.entries());
        // the built-in database travels as nothing: a worker takes its own
        GemmMatrixJob plain = GemmMatrixJob.fromJson(new ObjectMapper().readTree(new GemmMatrixJob(
                new GemmBenchmark.Options(options.shapes(), options.entries(), 1, 2, true), BackendKind.OPENCL,
                "test", false).toJson().toString()));
        assertThat(plain.toJson().has("database")).isFalse();
        assertThat(plain.cell(0).database()).isSameAs(GemmTuning.builtIn());
    }

    @Test
    void aFileThatCannotServeIsRefusedBeforeAnyDeviceWork(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("none.json");
        assertRefused(List.of("--explain", "64x64x64", "--database", missing.toString()), "does not exist");
        Path notJson = Files.writeString(dir.resolve("not.json"), "entries: none");
        assertRefused(List.of("--explain", "64x64x64", "--database", notJson.toString()), "not valid JSON");
        Path noEntries = Files.writeString(dir.resolve("empty.json"), "{\"entries\": 3}");
        assertRefused(List.of("--explain", "64x64x64", "--database", noEntries.toString()), "no \"entries\" list");
        Path textValue = Files.writeString(dir.resolve("text.json"),
                "{\"entries\": [{\"device\": \"x\", \"parameters\": {\"BM\": \"64\"}}]}");
        assertRefused(List.of("--explain", "64x64x64", "--database", textValue.toString()), "BM of an entry is \"64\"");
        Path broken = Files.writeString(dir.resolve("broken.json"),
                "{\"entries\": [{\"device\": \"x\", \"parameters\": {\"BM\": 64, \"WN\": 32}}]}");
        assertRefused(List.of("--explain", "64x64x64", "--database", broken.toString()),
                "its entry for device x cannot run", "(BM * BK / 4) % THREADS == 0");
        Path good = database(dir, "some GPU");
        assertRefused(List.of("--rungs", "1,8", "--sizes", "64", "--database", good.toString()),
                "none of the chosen rungs or variants is rung 10");
        assertRefused(List.of("--input", good.toString(), "--database", good.toString()),
                "--database belongs to a run");
    }

    private static void assertRefused(List<String> arguments, String... said) {
        assertThat(Cli.refusal(java.util.stream.Stream.concat(java.util.stream.Stream.of("gemm"), arguments.stream())
                .toArray(String[]::new))).contains(said);
    }
}
