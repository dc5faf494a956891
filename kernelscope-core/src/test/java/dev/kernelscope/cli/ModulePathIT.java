/*
 * The packaged product on the module path, as the launcher and the jlink image run it: the unit tests run on the class
 * path, where a missing `requires`, `opens` (Jackson's reflection), `uses` (ServiceLoader) or resource in another
 * package goes unnoticed. Each case starts `java -p kernelscope.jar:lib -m dev.kernelscope/...` after `package`.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.report.SarifLogCheck;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModulePathIT {
    private static final Path TARGET = Path.of("target");
    private static final Path RESOURCES = Path.of("src", "test", "resources", "dev", "kernelscope");

    @TempDir
    Path dir;

    /** One finished child JVM. */
    private record Run(int exitCode, String out, String err) {
        JsonNode json() throws IOException {
            return new ObjectMapper().readTree(out);
        }
    }

    private Run run(String... arguments) throws IOException, InterruptedException {
        Path jar = TARGET.resolve("kernelscope.jar");
        assertThat(jar).as("the IT runs after `package`").exists();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "--enable-native-access=dev.kernelscope", "-p",
                jar + File.pathSeparator + TARGET.resolve("lib"), "-m",
                "dev.kernelscope/dev.kernelscope.cli.KernelScope"));
        command.addAll(List.of(arguments));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        Run run = new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        assertThat(run.err()).as("standard error of %s", List.of(arguments))
                .doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("Error:");
        return run;
    }

    @Test
    void standardOutputOnAFullDiskIsAnErrorNotASilentSuccess() throws Exception {
        // `kernelscope ... > /dev/full` exited 0 with everything printed lost: System.out swallows write errors
        assumeTrue(Files.isWritable(Path.of("/dev/full")), "no /dev/full here");
        Path jar = TARGET.resolve("kernelscope.jar");
        assertThat(jar).as("the IT runs after `package`").exists();
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=dev.kernelscope", "-p", jar + File.pathSeparator + TARGET.resolve("lib"), "-m",
                "dev.kernelscope/dev.kernelscope.cli.KernelScope", "roofline", "--arch", "sm_90")
                .redirectOutput(new File("/dev/full")).redirectError(err.toFile()).start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(Files.readString(err)).contains("kernelscope: standard output could not be written")
                .doesNotContain("\tat ");
    }

    @Test
    void versionAndOccupancyAsJson() throws Exception {
        Run version = run("--version");
        assertThat(version.exitCode()).isZero();
        // the module's version (module-info.class) and the jar's build time: results name the build that made them
        assertThat(version.out()).containsPattern("kernelscope \\d+\\.\\d+\\.\\d+\\S*, built \\d{4}-\\d\\d-\\d\\dT");
        Run occupancy = run("occupancy", "--arch", "sm_90", "--threads", "256", "--registers", "64", "--format",
                "json");
        assertThat(occupancy.exitCode()).as(occupancy.err()).isZero();
        assertThat(occupancy.json().get("groupsPerUnit").asInt()).isEqualTo(4);
    }

    @Test
    void analyzeParsesWithLibclangAndWritesSarif() throws Exception {
        Path kernel = RESOURCES.resolve("advise/analyze/arith001_double_literal.cl");
        Run sarif = run("analyze", kernel.toString(), "--arch", "sm_90", "--format", "sarif");
        // exit 0 (findings) or 1 (an error-level finding); 2 would mean libclang or the input failed
        assertThat(sarif.exitCode()).as(sarif.err()).isIn(0, 1);
        assertThat(sarif.json().get("runs").get(0).get("results").size()).isPositive();
        assertThat(sarif.json().get("runs").get(0).get("tool").get("driver").get("semanticVersion").asText())
                .matches("\\d+\\.\\d+\\.\\d+").isNotEqualTo("0.0.0");     // the module's, not the fallback
        SarifLogCheck.assertConforms(sarif.out());    // the packaged jar's log, real version
    }

    @Test
    void devicesAndASmallGemmAndStencilOnOpenCl() throws Exception {
        Run devices = run("devices", "--format", "json");
        assertThat(devices.exitCode()).as(devices.err()).isZero();
        if (devices.json().get("devices").isEmpty()) {
            return; // no OpenCL platform on this machine: the FFM binding itself loaded, which is what this checks
        }
        Run gemm = run("gemm", "--sizes", "64", "--rungs", "1,10", "--repetitions", "2", "--warmups", "1",
                "--format", "json");
        assertThat(gemm.exitCode()).as(gemm.err()).isZero();
        assertThat(gemm.out()).contains("\"passed\" : true").doesNotContain("\"passed\" : false");
        Run stencil = run("stencil", "--filter", "box3", "--type", "u8", "--sizes", "64x48", "--variants", "naive",
                "--repetitions", "2", "--format", "json");
        assertThat(stencil.exitCode()).as(stencil.err()).isZero();
        assertThat(stencil.out()).doesNotContain("\"verified\" : false");
    }

    @Test
    void simulateWritesATraceAndTuneReplaysAKernelTunerCache() throws Exception {
        Path trace = dir.resolve("trace.json");
        Run simulate = run("simulate", "--scenario", "seed001-latency", "--trace", trace.toString(), "--format",
                "json");
        assertThat(simulate.exitCode()).as(simulate.err()).isZero();
        assertThat(new ObjectMapper().readTree(trace.toFile()).get("traceEvents").size()).isPositive();
        Run replay = run("tune", "--replay", RESOURCES.resolve("tune/caches/pnpoly_RTX_2080_Ti.json.gz").toString(),
                "--strategy", "random", "--max-evals", "30", "--seeds", "2", "--format", "json");
        assertThat(replay.exitCode()).as(replay.err()).isZero();
        assertThat(replay.json().get("configurations").asInt()).isEqualTo(4092);
    }
}
