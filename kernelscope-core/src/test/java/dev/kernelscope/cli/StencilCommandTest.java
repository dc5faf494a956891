/*
 * `kernelscope stencil` in-process on the OpenCL device present (PoCL in CI): a real PGM and PNG filtered and saved,
 * equal to the CPU reference; colour said aloud; bad input as one paragraph with exit code 2; a tiny benchmark's JSON,
 * in one process and spread over two worker processes (--devices 0,0).
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.GrayImages;
import dev.kernelscope.report.GrayImageFiles;
import dev.kernelscope.kernels.stencil.HostImage;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilReference;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StencilCommandTest {
    @TempDir
    Path dir;

    @BeforeAll
    static void needsOpenCl() {
        assumeTrue(!Devices.discover().devices(BackendKind.OPENCL).isEmpty(), "no OpenCL device");
    }

    /** `stencil --backend opencl OPTIONS --image IN --save OUT`. */
    private static Cli filter(Path in, Path out, String... options) {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("stencil", "--backend", "opencl"));
        args.addAll(java.util.List.of(options));
        args.addAll(java.util.List.of("--image", in.toString(), "--save", out.toString()));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void filtersAPgmLikeTheReference() throws Exception {
        HostImage picture = HostImage.random(PixelType.U8, 53, 31, 53, 11);
        Path in = dir.resolve("in.pgm");
        GrayImageFiles.write(picture, in, false);
        Path out = dir.resolve("out.pgm");
        Cli run = filter(in, out, "--filter", "gauss5", "--border", "reflect-101");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("gauss5", "reflect-101");
        HostImage result = GrayImageFiles.read(out).image();
        double[] ref = StencilReference.apply(picture, FilterSpec.gaussian(2), Border.REFLECT_101, 0);
        assertThat(StencilReference.compare(result, ref, FilterSpec.gaussian(2), 0, 31).passed()).isTrue();
        Cli again = filter(in, out, "--filter", "box3");
        assertThat(again.exitCode()).isEqualTo(2);   // never overwrites without --force
        assertThat(again.errorIsOneParagraph()).isTrue();
    }

    @Test
    void savesInTheFormatItsNameGivesAndRefusesOthersBeforeTheWork() throws Exception {
        Path in = GrayImageFiles.write(HostImage.random(PixelType.U8, 17, 9, 17, 5), dir.resolve("in.png"), false);
        Cli run = filter(in, dir.resolve("out.pgm"), "--filter", "box3");
        Path pgm = dir.resolve("out.pgm");
        assertThat(run.exitCode()).as(run.err()).isZero();
        // a PNG once went into out.pgm, which KernelScope itself then refused to read as a PGM
        assertThat(new String(Files.readAllBytes(pgm), 0, 2, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("P5");
        assertThat(GrayImageFiles.read(pgm).image().width()).isEqualTo(17);
        Path jpg = dir.resolve("out.jpg");
        Cli refused = filter(in, jpg, "--filter", "box3");
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.errorIsOneParagraph()).isTrue();
        assertThat(refused.err()).contains(".png", ".pgm", "out.jpg");
        assertThat(jpg).doesNotExist();
        // --save into a folder was told "written as PNG or binary PGM, as its name ends ...; got DIR"
        Cli folder = filter(in, dir, "--filter", "box3");
        assertThat(folder.exitCode()).isEqualTo(2);
        assertThat(folder.err()).contains("it is a folder").doesNotContain(".pgm");
    }

    @Test
    void benchmarkOptionsWithAnImageAreRefusedNotIgnored() throws Exception {
        Path in = GrayImageFiles.write(HostImage.random(PixelType.U8, 9, 7, 9, 3), dir.resolve("in.png"), false);
        Path json = dir.resolve("r.json");
        Cli run = filter(in, dir.resolve("out.png"), "--filter", "box3", "--variants", "naive", "--output",
                json.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);   // it ran the tuned rung and wrote no r.json
        assertThat(run.err()).contains("--variants, --output are for the benchmark");
        assertThat(run.errorIsOneParagraph()).isTrue();
        assertThat(dir.resolve("out.png")).doesNotExist();
        assertThat(json).doesNotExist();
    }

    @Test
    void colourPngIsConvertedToGrayAndSaysSo() throws Exception {
        BufferedImage colour = new BufferedImage(20, 10, BufferedImage.TYPE_INT_RGB);
        for (int x = 0; x < 20; x++) {
            colour.setRGB(x, x % 10, 0xff8040);
        }
        Path in = dir.resolve("c.png");
        ImageIO.write(colour, "png", in.toFile());
        Path out = dir.resolve("c-out.png");
        Cli run = Cli.run("stencil", "--backend", "opencl", "--filter", "sobel", "--image", in.toString(), "--save",
                out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("colour converted to gray");
        assertThat(ImageIO.read(out.toFile()).getWidth()).isEqualTo(20);
    }

    @Test
    void badInputIsOneParagraphWithExitCode2() {
        for (String[] args : new String[][] {
                {"stencil", "--filter", "box4"}, {"stencil", "--type", "int"}, {"stencil", "--sizes", "0x5"},
                {"stencil", "--variants", "fastest"}, {"stencil", "--border", "wrap"},
                {"stencil", "--variants", "vector:VEC=3", "--sizes", "64x64"},
                {"stencil", "--variants", "tuned:NOPE=1", "--sizes", "64x64"},
                // each was "internal error" with exit 1 (integer overflow, NumberFormatException)
                {"stencil", "--sizes", "65536x32768"}, {"stencil", "--filter", "box3x99999999999"},
                {"stencil", "--filter", "gauss5:1.2.3"}}) {
            Cli run = Cli.run(args);
            assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isEqualTo(2);
            assertThat(run.errorIsOneParagraph()).as(run.err()).isTrue();
        }
    }

    @Test
    void sizesBeyondTheHeapAndParametersBeyondAPixelTypeAreRefusedBeforeTheWork() {
        // 40000x40000 float ran out of heap after the device was opened (exit 1)
        Cli huge = Cli.run("stencil", "--backend", "opencl", "--filter", "box3", "--type", "f32", "--variants", "naive",
                "--sizes", "46000x46000");
        assertThat(huge.exitCode()).as(huge.err()).isEqualTo(2);
        assertThat(huge.err()).contains("f32 46000x46000", "Java heap", "--no-verify");
        assertThat(huge.errorIsOneParagraph()).isTrue();
        // VEC=8 on float makes 32-byte words: a row that failed after the uchar measurements, exit 1
        Cli wide = Cli.run("stencil", "--backend", "opencl", "--filter", "box3", "--type", "u8,f32", "--variants",
                "vector:VEC=8", "--sizes", "16x16", "--warmups", "0", "--repetitions", "1");
        assertThat(wide.exitCode()).as(wide.err()).isEqualTo(2);
        assertThat(wide.err()).contains("VEC=8", "f32");
        assertThat(wide.out()).doesNotContain("copy");   // nothing was measured
    }

    @Test
    void checkRunsTheGivenParametersAndRefusesASelectionWithoutCases() {
        Cli overridden = Cli.run("stencil", "--check", "--backend", "opencl", "--variants", "naive:GROUP_X=8",
                "--type", "u8");
        assertThat(overridden.exitCode()).as(overridden.err()).isZero();
        assertThat(overridden.err()).contains("pass 01 naive {GROUP_X=8}");   // the override was dropped, silently
        assertThat(overridden.out()).contains("6 passed, 0 failed");
        // "0 passed, 0 failed" and exit 0: a check that could not fail
        Cli none = Cli.run("stencil", "--check", "--backend", "opencl", "--variants", "tuned", "--filter", "gauss9",
                "--quiet");
        assertThat(none.exitCode()).as(none.err()).isEqualTo(2);
        assertThat(none.err()).contains("No case", "--variants tuned --filter gauss9", "--level full");
        assertThat(none.errorIsOneParagraph()).isTrue();
    }

    /** A small f32 box3 benchmark of these variants on PoCL, its JSON record written to {@code json}. */
    private static Cli box3Benchmark(String variants, Path json) {
        return Cli.run("stencil", "--backend", "opencl", "--filter", "box3", "--type", "f32", "--sizes", "40x24",
                "--variants", variants, "--warmups", "0", "--repetitions", "2", "--quiet", "--output",
                json.toString());
    }

    @Test
    void benchmarkWritesItsRecord() throws Exception {
        Path json = dir.resolve("s.json");
        Cli run = box3Benchmark("naive,tuned", json);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("copy", "naive", "tuned (vector)");
        JsonNode root = new ObjectMapper().readTree(Files.readString(json));
        JsonNode variant = root.path("groups").get(0).path("filters").get(0).path("variants").get(0);
        assertThat(variant.path("verification").path("passed").asBoolean()).isTrue();
        assertThat(variant.path("timed").path("samplesNs")).hasSize(2);
        assertThat(variant.path("halo").path("extraLoadsPerOutput").asDouble()).isGreaterThan(0);
        // end to end, Filter.apply back to back by the host's clock: 3 samples (repetitions / 2, at least 3) of at
        // least 16 calls, each call's own host time to return below the sample's time per call
        JsonNode endToEnd = variant.path("endToEnd");
        assertThat(endToEnd.path("perCallNs")).hasSize(3);
        assertThat(endToEnd.path("callsPerSample").asInt()).isGreaterThanOrEqualTo(16);
        assertThat(endToEnd.path("medianNs").asDouble()).isPositive();
        assertThat(endToEnd.path("hostNsPerCall").asDouble()).isPositive()
                .isLessThanOrEqualTo(endToEnd.path("medianNs").asDouble());
        assertThat(run.out()).contains("e2e us");
    }

    /** --type u8,u8 --sizes 9x9,9x9 --filter box3,BOX3 --variants naive,1 measured one cell 16 times (16 rows). */
    @Test
    void aRepeatedFilterTypeSizeOrVariantRunsOnce() throws Exception {
        Path json = dir.resolve("r.json");
        Cli run = Cli.run("stencil", "--backend", "opencl", "--filter", "box3,BOX3", "--type", "u8,u8", "--sizes",
                "9x9,9x9", "--variants", "naive,1", "--warmups", "0", "--repetitions", "1", "--output",
                json.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("given more than once runs once");
        JsonNode groups = new ObjectMapper().readTree(Files.readString(json)).path("groups");
        assertThat(groups).hasSize(1);
        assertThat(groups.get(0).path("filters")).hasSize(1);
        assertThat(groups.get(0).path("filters").get(0).path("variants")).hasSize(1);
    }

    @Test
    void tunedWithOverridesRunsTheTunedEntryWithThoseParametersChanged() throws Exception {
        Path json = dir.resolve("t.json");
        Cli run = box3Benchmark("tuned,tuned:ROWS=2", json);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("tuned (vector) {ROWS=2}");
        JsonNode variants = new ObjectMapper().readTree(Files.readString(json)).path("groups").get(0)
                .path("filters").get(0).path("variants");
        assertThat(variants.get(0).path("parameters").path("ROWS").asLong()).isNotEqualTo(2);
        assertThat(variants.get(1).path("parameters").path("ROWS").asLong()).isEqualTo(2);
        assertThat(variants.get(1).path("parameterSource").asText()).contains("tuned:", "override");
        assertThat(variants.get(1).path("verification").path("passed").asBoolean()).isTrue();
    }

    @Test
    void devicesSpreadTheMatrixOverWorkersIntoOneRecord() throws Exception {
        Path json = dir.resolve("spread.json");
        Cli run = Cli.run("stencil", "--backend", "opencl", "--devices", "0,0", "--filter", "box3", "--type", "u8,f32",
                "--sizes", "40x24", "--variants", "naive", "--warmups", "0", "--repetitions", "2", "--output",
                json.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("2 worker process(es)", "cell 1 of 2 (u8 40x24) measured on",
                "cell 2 of 2 (f32 40x24) measured on");
        assertThat(run.out()).contains("u8 40x24", "f32 40x24", "measured on");
        JsonNode root = new ObjectMapper().readTree(Files.readString(json));
        assertThat(root.path("groups")).hasSize(2).allSatisfy(g -> {
            assertThat(g.path("device").asText()).contains("opencl:");
            assertThat(g.path("filters").get(0).path("variants").get(0).path("verification").path("passed")
                    .asBoolean()).isTrue();
        });
        assertThat(dir.resolve("spread.json.partial.jsonl")).doesNotExist();   // the journal goes once the record is whole
    }

    @Test
    void checkRunsOnlyTheGivenTypes() {
        Cli run = Cli.run("stencil", "--check", "--backend", "opencl", "--variants", "naive", "--type", "u8",
                "--quiet");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("opencl, u8: 6 passed, 0 failed");   // the quick level's one uchar case, 6 sizes
    }

    /** --check ran its own suite and dropped these in silence: --output wrote no record, --sizes checked other sizes. */
    @Test
    void checkRefusesTheBenchmarksOptionsInsteadOfIgnoringThem() {
        Path json = dir.resolve("check.json");
        Cli run = Cli.run("stencil", "--check", "--backend", "opencl", "--variants", "naive", "--type", "u8",
                "--sizes", "5x5", "--output", json.toString(), "--quiet");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errorIsOneParagraph()).isTrue();
        assertThat(run.err()).contains("--sizes, --output are for the benchmark", "leave them out");
        assertThat(json).doesNotExist();
        Cli border = Cli.run("stencil", "--check", "--backend", "opencl", "--border", "constant");
        assertThat(border.exitCode()).isEqualTo(2);
        assertThat(border.err()).contains("--border is for the benchmark", "leave it out");
    }

    @Test
    void checkRunsOnlyTheGivenFilters() {
        // the naive variant's quick level: box3 is its float case (6 sizes), sobel none of its three
        Cli run = Cli.run("stencil", "--check", "--backend", "opencl", "--variants", "naive", "--filter", "box3,sobel",
                "--quiet");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("opencl, box3,sobel: 6 passed, 0 failed");
    }

    @Test
    void vectorRowsCarryTheirPatternRoofAsAVerifiedCopy() throws Exception {
        Path json = dir.resolve("p.json");
        // 37 columns at VEC=8: interior work-items (the pattern's vector words) and edge ones (its scalar copy)
        Cli run = Cli.run("stencil", "--backend", "opencl", "--filter", "box5", "--type", "u8", "--sizes", "37x13",
                "--variants", "vector:VEC=8,naive", "--warmups", "0", "--repetitions", "1", "--quiet", "--output",
                json.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("its pattern roof", "its lanes roof");
        JsonNode groups = new ObjectMapper().readTree(Files.readString(json)).path("groups");
        assertThat(groups).hasSize(1);
        for (JsonNode g : groups) {
            JsonNode variants = g.path("filters").get(0).path("variants");
            JsonNode roof = variants.get(0).path("patternRoof");
            assertThat(roof.path("verified").asBoolean()).as(g.path("type") + " " + g.path("width")).isTrue();
            assertThat(roof.path("parameters").path("PATTERN").asLong()).isEqualTo(1);
            assertThat(roof.path("centreWords").path("medianNs").asDouble()).isPositive();
            assertThat(variants.get(1).path("patternRoof").isNull()).isTrue();   // naive: no pattern roof
        }
    }
}
