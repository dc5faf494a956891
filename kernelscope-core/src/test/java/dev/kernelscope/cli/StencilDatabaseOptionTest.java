/*
 * `kernelscope stencil --database FILE`: the tuned filter chooses its variant from a stencil tuning database file (as
 * tune --stencil --write-database writes it) for the benchmark and --image, the record names the file, a spread
 * matrix carries it to its workers, and a file that cannot serve is refused with exit code 2 before any device work.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilTuning;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.tune.sweep.StencilMatrixJob;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StencilDatabaseOptionTest {
    private static final String SOURCE = "a stencil tune run of this test";

    /** A database whose entry for {@code deviceName} runs the uchar box filters in the naive variant. */
    private static Path database(Path dir, String deviceName) throws Exception {
        StencilTuning tuned = StencilTuning.builtIn().withEntry(new StencilTuning.Entry("device", deviceName, "box",
                "u8", FilterSpec.MAX_RADIUS, StencilVariant.NAIVE, Map.of(), SOURCE));
        Path file = dir.resolve("my-stencil-tuning.json");
        Files.writeString(file, tuned.toJson("test").toPrettyString());
        return file;
    }

    @Test
    void theFilesEntryChoosesTheTunedVariantForTheBenchmarkAndAPicture(@TempDir Path dir) throws Exception {
        Optional<Device> opencl = Devices.discover().devices(BackendKind.OPENCL).stream().findFirst();
        assumeTrue(opencl.isPresent(), "no OpenCL device on this machine");
        Path file = database(dir, opencl.get().name());
        String entry = "tuned: device " + opencl.get().name() + " (box, u8)";

        Path json = dir.resolve("run.json");
        Cli run = Cli.run("stencil", "--device", opencl.get().id(), "--variants", "tuned", "--filter", "box3,gauss3",
                "--type", "u8", "--sizes", "64x48", "--warmups", "0", "--repetitions", "1", "--quiet", "--database",
                file.toString(), "--output", json.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode record = new ObjectMapper().readTree(json.toFile());
        assertThat(record.path("settings").path("tuningDatabase").asText()).isEqualTo(file.toString());
        for (JsonNode filter : record.path("groups").get(0).path("filters")) {
            JsonNode tuned = filter.path("variants").get(0);
            assertThat(tuned.path("verification").path("passed").asBoolean()).isTrue();
            if (filter.path("filter").asText().equals("box3")) {   // the file's entry
                assertThat(tuned.path("variant").asText()).isEqualTo("tuned (naive)");
                assertThat(tuned.path("parameterSource").asText()).isEqualTo(entry);
            } else {                                                  // no entry for the Gaussian: the built-in chain
                assertThat(tuned.path("parameterSource").asText()).doesNotContain(opencl.get().name());
            }
        }

        byte[] pixels = new byte[20 * 10];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (byte) (i * 37);
        }
        Path in = dir.resolve("in.pgm");
        byte[] header = "P5\n20 10\n255\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] pgm = new byte[header.length + pixels.length];
        System.arraycopy(header, 0, pgm, 0, header.length);
        System.arraycopy(pixels, 0, pgm, header.length, pixels.length);
        Files.write(in, pgm);
        Cli picture = Cli.run("stencil", "--device", opencl.get().id(), "--filter", "box3", "--image", in.toString(),
                "--save", dir.resolve("out.pgm").toString(), "--database", file.toString());
        assertThat(picture.exitCode()).as(picture.err()).isZero();
        assertThat(picture.out()).contains("01 naive, " + entry);
    }

    @Test
    void aSpreadMatrixCarriesTheDatabaseToItsWorkers(@TempDir Path dir) throws Exception {
        StencilTuning file = StencilTuning.read(database(dir, "some GPU"));
        StencilBenchmark.Options options = new StencilBenchmark.Options(List.of(FilterSpec.box(1)),
                List.of(PixelType.U8), List.of(StencilBenchmark.Size.parse("64x48")),
                List.of(new StencilBenchmark.Entry(null, Map.of())), Border.REPLICATE, 0, 1, true, false, file);
        StencilMatrixJob back = StencilMatrixJob.fromJson(new ObjectMapper().readTree(
                new StencilMatrixJob(options, BackendKind.OPENCL, "test", false).toJson().toString()));
        StencilTuning carried = back.cell(0).database();
        assertThat(carried.origin()).isEqualTo(file.origin());
        assertThat(carried.lookup("some GPU", null, "x", FilterSpec.box(1), 0, PixelType.U8).variant())
                .isEqualTo(StencilVariant.NAIVE);
        assertThat(carried.entries()).hasSameSizeAs(file.entries());
        StencilBenchmark.Options plain = new StencilBenchmark.Options(options.filters(), options.types(),
                options.sizes(), options.entries(), Border.REPLICATE, 0, 1, true, false);
        StencilMatrixJob builtIn = new StencilMatrixJob(plain, BackendKind.OPENCL, "test", false);
        assertThat(builtIn.toJson().has("database")).isFalse();
        assertThat(StencilMatrixJob.fromJson(builtIn.toJson()).cell(0).database()).isSameAs(StencilTuning.builtIn());
    }

    @Test
    void aFileThatCannotServeIsRefusedBeforeAnyDeviceWork(@TempDir Path dir) throws Exception {
        assertRefused(List.of("--database", dir.resolve("none.json").toString()), "does not exist");
        Path notJson = Files.writeString(dir.resolve("not.json"), "entries: none");
        assertRefused(List.of("--database", notJson.toString()), "not valid JSON");
        Path noEntries = Files.writeString(dir.resolve("empty.json"), "{\"about\": \"x\"}");
        assertRefused(List.of("--database", noEntries.toString()), "no \"entries\" list");
        Path unknownVariant = Files.writeString(dir.resolve("variant.json"),
                "{\"entries\": [{\"family\": \"box\", \"type\": \"u8\", \"variant\": \"fastest\"}]}");
        assertRefused(List.of("--database", unknownVariant.toString()), "Unknown stencil variant 'fastest'");
        Path textValue = Files.writeString(dir.resolve("text.json"), "{\"entries\": [{\"family\": \"box\","
                + " \"type\": \"u8\", \"variant\": \"vector\", \"parameters\": {\"VEC\": 8.5}}]}");
        assertRefused(List.of("--database", textValue.toString()), "VEC of an entry is 8.5");
        Path good = database(dir, "some GPU");
        assertRefused(List.of("--variants", "naive,vector", "--database", good.toString()),
                "--variants chose no tuned filter");
    }

    private static void assertRefused(List<String> arguments, String said) {
        assertThat(Cli.refusal(java.util.stream.Stream.concat(java.util.stream.Stream.of("stencil"), arguments.stream())
                .toArray(String[]::new))).contains(said);
    }
}
