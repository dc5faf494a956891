/*
 * `kernelscope gemm` driven in-process on whatever OpenCL device is present (PoCL in CI): a small ladder run writes a
 * JSON record (every sample, verification, resources) that --input reads back and draws; bad rungs, parameters that
 * break a constraint and malformed --variant values are user errors (exit 2) that name the rule.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceType;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.GemmBenchmark;
import dev.kernelscope.kernels.gemm.GemmTuning;
import dev.kernelscope.model.InvalidInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GemmCommandTest {
    private static final boolean OPENCL = !Devices.discover().devices(BackendKind.OPENCL).isEmpty();

    @Test
    void aSmallLadderRunWritesAVerifiedRecordThatInputReadsBack(@TempDir Path dir) throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Path json = dir.resolve("gemm.json");
        Cli ladder = Cli.run("gemm", "--backend", "opencl", "--sizes", "72", "--rungs", "2,8", "--variant", "10:STAGES=1",
                "--warmups", "1", "--repetitions", "3", "--quiet", "--output", json.toString());
        assertThat(ladder.exitCode()).as(ladder.err()).isZero();
        assertThat(ladder.out()).contains("2 coalesced").contains("8 warp-tiling").contains("10 tuned [STAGES=1]");
        // rung 8 packs both operands of 72^3: the line under the table says what they take of its time
        assertThat(ladder.out()).containsPattern("8 warp-tiling: packs \\d+\\.\\d{4} ms of its \\d+\\.\\d{4} ms \\(");
        // Each rung was journalled as it was measured; the journal goes once the whole record is written.
        assertThat(dir.resolve("gemm.json.partial.jsonl")).doesNotExist();
        JsonNode report = new ObjectMapper().readTree(json.toFile());
        assertThat(report.path("commandLine").asText()).startsWith("kernelscope gemm --backend opencl");
        JsonNode rungs = report.path("sizes").get(0).path("rungs");
        assertThat(rungs).hasSize(3);
        for (JsonNode rung : rungs) {
            assertThat(rung.path("verification").path("passed").asBoolean()).isTrue();
            assertThat(rung.path("kernel").path("samplesNs")).hasSize(3);
            // 72 is not a multiple of the 128x128 tile: rung 8 packs both operands in one launch, which the record
            // shows; rung 10 reads them in place (its edge loads clamped), no pack
            if (rung.path("rung").asInt() == 8) {
                assertThat(rung.path("packMedianNs")).hasSize(1);
            }
            if (rung.path("rung").asInt() == 10) {
                assertThat(rung.has("packMedianNs")).isFalse();
            }
        }
        Path png = dir.resolve("ladder.png");
        Cli again = Cli.run("gemm", "--input", json.toString(), "--chart", png.toString());
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).contains("72 x 72 x 72");
        assertThat(Files.size(png)).isGreaterThan(1000);
    }

    @Test
    void badRungsAndParametersAreUserErrorsNamingTheRule() {
        Cli rung = Cli.run("gemm", "--rungs", "11");
        assertThat(rung.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(rung.err()).contains("Unknown GEMM rung '11'");
        Cli constraint = Cli.run("gemm", "--variant", "10:BM=64,WN=32");
        assertThat(constraint.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(constraint.err()).contains("(BM * BK / 4) % THREADS == 0");
        Cli malformed = Cli.run("gemm", "--variant", "10:BK");
        assertThat(malformed.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(malformed.err()).contains("is not NAME=VALUE");
        Cli twice = Cli.run("gemm", "--variant", "10:BK=8,BK=16");
        assertThat(twice.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(twice.err()).contains("gives BK twice");
        Cli defineTwice = Cli.run("gemm", "-D", "BK=8", "--define", "BK=16");
        assertThat(defineTwice.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(defineTwice.err()).contains("--define gives BK twice");
        // two names with one value are two parameters, not one given twice
        Cli twoNamesOneValue = Cli.run("gemm", "--explain", "100x100x100", "-D", "BM=64", "--define", "BN=64");
        assertThat(twoNamesOneValue.err()).doesNotContain("twice");
        assertThat(twoNamesOneValue.exitCode()).as(twoNamesOneValue.err()).isZero();
        assertThat(twoNamesOneValue.out()).contains("BM=64").contains("BN=64");
        Cli unknown = Cli.run("gemm", "--variant", "8:GROUP_M=4");
        assertThat(unknown.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(unknown.err()).contains("has no parameter 'GROUP_M'");
    }

    @Test
    void aTunedVariantIsCheckedOnTheDevicesEntryNotOnTheFilesDefaults() {
        // PART_SLICES needs SPLIT_REDUCE=1: sm_90's entry has it, the kernel file's defaults (a CPU's entry) have not;
        // before session 21 the defaults refused this variant on the H200 too
        Device h200 = new Device("cuda:0", BackendKind.CUDA, "test", "NVIDIA H200", "NVIDIA", "580", "9.0",
                DeviceType.GPU, 132, 1980, 141L << 30, 232_448, 20L << 30, 50L << 20, 1024, List.of(1024L, 1024L, 64L),
                32, "sm_90", "sm_90");
        Device cpu = new Device("opencl:0.0", BackendKind.OPENCL, "test", "some CPU", "Intel", "3.0", "3.0",
                DeviceType.CPU, 8, 2000, 16L << 30, 65_536, 4L << 30, 0L, 4096, List.of(4096L, 4096L, 4096L), 8,
                null, null);
        GemmBenchmark.Entry variant = GemmCommand.parseVariant("10:BM=32,BN=64,BK=16,WM=32,WN=32,PART_SLICES=16");
        assertThatCode(() -> GemmCommand.checkOnDevice(h200, List.of(variant), GemmTuning.builtIn()))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> GemmCommand.checkOnDevice(cpu, List.of(variant), GemmTuning.builtIn()))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("PART_SLICES")
                .hasMessageContaining("SPLIT_REDUCE");
        // names are still checked before any device work, and the other rungs' constraints too
        assertThatThrownBy(() -> GemmCommand.parseVariant("10:NO_SUCH=1")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("has no parameter 'NO_SUCH'");
        assertThatThrownBy(() -> GemmCommand.parseVariant("8:BK=3")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("break the constraint");
    }
}
