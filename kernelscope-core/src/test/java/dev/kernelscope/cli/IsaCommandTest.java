/*
 * `kernelscope isa`: a listing is read without clang; a .cl file is compiled with the clang on PATH (clang-15 in CI:
 * tests that compile are skipped with the reason when none is installed) and the AMDGPU prelude leaves no calls for
 * the work-item functions, barriers and math; bad input exits 2 with one paragraph.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.report.Json;
import dev.kernelscope.source.AmdgpuCompiler;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IsaCommandTest {
    @TempDir
    Path dir;

    private Path resource(String name) throws IOException {
        Path file = dir.resolve(name);
        try (InputStream in = IsaCommandTest.class.getResourceAsStream("/dev/kernelscope/isa/" + name)) {
            Files.write(file, in.readAllBytes());
        }
        return file;
    }

    private static void assumeClang() {
        AmdgpuCompiler.Availability clang = AmdgpuCompiler.find(null);
        assumeTrue(clang.clang().isPresent(), "no clang with the AMDGPU backend: " + clang.reason());
    }

    @Test
    void readsAListingWithoutClang() throws IOException {
        Path chart = dir.resolve("curve.svg");
        Cli cli = Cli.run("isa", resource("matrix_global_gfx1100.s").toString(), "--curve", "--chart", chart.toString());
        assertThat(Files.readString(chart)).contains("<svg").contains("live VGPRs");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        assertThat(cli.out()).contains("kernel transform on gfx1100, wave32").contains("listing read as given")
                .contains("VGPRs                       23").contains("[A35, A39] warning")
                .contains("VGPR live range: peak 23 live").contains("cross-check: agrees with LLVM");
    }

    @Test
    void statesWhatAnSgprCostsAgainstAVgprPerWave() throws IOException {
        // seed 003 A34: an SGPR holds one value per wave, a VGPR one per lane: 64x on wave64, 32x on wave32
        Cli cdna = Cli.run("isa", resource("sgemm_tiled_gfx90a.s").toString());
        assertThat(cdna.exitCode()).as(cdna.err()).isZero();
        assertThat(cdna.out()).contains("wave64").contains("VGPRs                       50")
                .contains("12,800 B per wave (x 64 lanes x 4 B)").contains("64x cheaper per value than a VGPR");
    }

    @Test
    void jsonCarriesTheCurveAndTheFindings() throws IOException {
        Cli cli = Cli.run("isa", resource("sgemm_tiled_gfx1100.s").toString(), "--format", "json", "--local", "16,16");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        JsonNode kernel = Json.mapper().readTree(cli.out()).get("kernels").get(0);
        assertThat(kernel.get("resources").get("vgprs").asInt()).isEqualTo(40);
        assertThat(kernel.get("groupSize").asInt()).isEqualTo(256);
        assertThat(kernel.get("loops").get(0).get("vectorLoads").asInt()).isEqualTo(8);
        assertThat(kernel.get("liveRange").get("curve").size()).isGreaterThan(100);
        assertThat(kernel.get("findings").toString()).contains("R37, R38");
    }

    @Test
    void compilesTheSeedMatrixBothWaysAndShowsTheVgprsTheScalarLoadsSave() throws IOException {
        assumeClang();
        Path source = resource("matrix_per_frame.cl");
        Cli global = Cli.run("isa", source.toString(), "--target", "gfx1100", "--format", "json");
        Cli constant = Cli.run("isa", source.toString(), "--target", "gfx1100", "-DMATRIX_SPACE=__constant",
                "--format", "json");
        assertThat(global.exitCode()).as(global.err()).isZero();
        assertThat(constant.exitCode()).as(constant.err()).isZero();
        JsonNode g = Json.mapper().readTree(global.out()).get("kernels").get(0);
        JsonNode c = Json.mapper().readTree(constant.out()).get("kernels").get(0);
        assertThat(g.get("memory").get("uniformVectorLoadLines").size()).isEqualTo(4);
        assertThat(c.get("memory").get("uniformVectorLoadLines").size()).isZero();
        assertThat(g.get("resources").get("vgprs").asInt() - c.get("resources").get("vgprs").asInt())
                .isGreaterThanOrEqualTo(12);
    }

    @Test
    void thePreludeTurnsWorkItemFunctionsBarriersAndMathIntoInstructions() throws IOException {
        assumeClang();
        Path source = dir.resolve("reduce.cl");
        Files.writeString(source, """
                __kernel void reduce(__global const float* in, __global float* out, __local float* tile) {
                    size_t l = get_local_id(0);
                    float x = in[get_global_id(0)];
                    tile[l] = sqrt(fabs(x)) + exp(x) * fma(x, x, 1.0f) + min(x, 2.0f) + pow(x, 0.5f);
                    barrier(CLK_LOCAL_MEM_FENCE);
                    for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
                        if (l < s) tile[l] += tile[l + s];
                        barrier(CLK_LOCAL_MEM_FENCE);
                    }
                    if (l == 0) out[get_group_id(0)] = tile[0] / (float)get_num_groups(0);
                }
                """);
        Cli cli = Cli.run("isa", source.toString(), "--target", "gfx90a", "--format", "json");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        JsonNode kernel = Json.mapper().readTree(cli.out()).get("kernels").get(0);
        assertThat(kernel.get("resources").get("calls").size()).as(kernel.toString()).isZero();
        assertThat(kernel.get("resources").get("scratchBytesPerItem").asInt()).isZero();
        assertThat(kernel.get("waveSize").asInt()).isEqualTo(64);
        assertThat(kernel.get("memory").get("lds").asInt()).isGreaterThan(0);
        assertThat(kernel.get("notes").toString()).contains("__local pointer arguments");

        Path unmapped = dir.resolve("tan.cl");
        Files.writeString(unmapped, "__kernel void k(__global float* x) { x[0] = tan(x[1]); }\n");
        Cli call = Cli.run("isa", unmapped.toString(), "--target", "gfx1030");
        assertThat(call.exitCode()).as(call.err()).isZero();
        assertThat(call.out()).contains("calls left as calls").contains("tan");
    }

    @Test
    void rdnaCompilesForWave64OnRequest() throws IOException {
        assumeClang();
        Cli cli = Cli.run("isa", resource("matrix_per_frame.cl").toString(), "--target", "gfx1100", "--wave64");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        assertThat(cli.out()).contains("on gfx1100, wave64");
    }

    @Test
    void whichClangNamesTheCompilerOrSaysNone() {
        Cli cli = Cli.run("isa", "--which-clang");
        boolean present = AmdgpuCompiler.find(null).clang().isPresent();
        assertThat(cli.exitCode()).isEqualTo(present ? 0 : 2);
        assertThat(cli.out()).startsWith(present ? "clang: /" : "clang: none (no clang on PATH");
        if (present) {
            assertThat(cli.out()).contains("clang version");
        }
    }

    @Test
    void badInputExitsTwoWithOneParagraph() throws IOException {
        Path source = resource("matrix_per_frame.cl");
        Cli noTarget = Cli.run("isa", source.toString());
        assertThat(noTarget.exitCode()).isEqualTo(2);
        assertThat(noTarget.err()).contains("--target");
        Cli noClang = Cli.run("isa", source.toString(), "--target", "gfx1100", "--clang", dir.resolve("nope").toString());
        assertThat(noClang.exitCode()).isEqualTo(2);
        assertThat(noClang.err()).contains("not an executable");
        assertThat(noClang.errorIsOneParagraph()).isTrue();
        Cli badTarget = Cli.run("isa", source.toString(), "--target", "sm_90");
        assertThat(badTarget.exitCode()).isEqualTo(2);
        assertThat(badTarget.err()).contains("gfx processor");
        Path text = dir.resolve("notes.s");
        Files.writeString(text, "hello\n");
        Cli notListing = Cli.run("isa", text.toString());
        assertThat(notListing.exitCode()).isEqualTo(2);
        assertThat(notListing.err()).contains("no AMDGPU kernel");
    }

    @Test
    void aKernelThatDoesNotCompileExitsTwoWithClangsMessage() throws IOException {
        assumeClang();
        Path broken = dir.resolve("broken.cl");
        Files.writeString(broken, "__kernel void k(__global float* x) { x[0] = undefined_name; }\n");
        Cli cli = Cli.run("isa", broken.toString(), "--target", "gfx1100");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err()).contains("undefined_name").contains(broken.toString());
    }

    /** Four sizes were "asks for 256 work-items in up to 3 dimensions; AMD groups hold at most 1024". */
    @Test
    void localIsUpToThreeSizesOfAtMost1024WorkItems() throws Exception {
        String listing = resource("sgemm_tiled_gfx1100.s").toString();
        Cli four = Cli.run("isa", listing, "--local", "16,16,1,1");
        assertThat(four.exitCode()).isEqualTo(2);
        assertThat(four.err()).contains("--local 16,16,1,1 is not X[,Y[,Z]] with positive integers.");
        Cli huge = Cli.run("isa", listing, "--local", "99999999999,99999999999,9");
        assertThat(huge.exitCode()).isEqualTo(2);
        assertThat(huge.err()).contains("AMD groups hold at most 1024").doesNotContain("Exception");
        Cli big = Cli.run("isa", listing, "--local", "32,32,2");
        assertThat(big.err()).contains("--local 32,32,2 asks for 2048 work-items; AMD groups hold at most 1024.");
        assertThat(Cli.run("isa", listing, "--local", "").exitCode()).isEqualTo(2);
    }

    /** LDS and scratch were printed without the thousands separators every other byte count has ("17424 B"). */
    @Test
    void ldsBytesAreGroupedLikeEveryOtherByteCount() throws Exception {
        Cli run = Cli.run("isa", resource("lds_unroll_gfx1100.s").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("LDS +8,320 B  static, per work-group")
                .containsPattern("scratch +0 B  per work-item");
    }

    /** A --clang that is no compiler and prints nothing left "clang could not compile X for gfx1100:" and no reason. */
    @Test
    void aCompilerThatSaysNothingIsNamed() throws Exception {
        Path kernel = dir.resolve("scale.cl");
        Files.writeString(kernel, "__kernel void scale(__global float* x) { x[get_global_id(0)] *= 2.0f; }\n");
        Path mute = Path.of("/bin/true");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(mute), "needs /bin/true");
        Cli run = Cli.run("isa", kernel.toString(), "--target", "gfx1100", "--clang", mute.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("/bin/true made no listing of " + kernel + " for gfx1100 and said nothing"
                + " (exit code 0): is it clang with the AMDGPU backend?");
        assertThat(run.errorIsOneParagraph()).isTrue();
    }
}
