/*
 * The CUDA parts of the CLI driven in-process: without a CUDA device, `devices --check-occupancy`, `bench cublas` and
 * `--backend cuda` are user errors (exit 2) that say why; with one, the check and the yardstick run for real
 * (exit 0, "N of N configurations agree", a verified cuBLAS record). Bad cuBLAS flags are exit 2 on any machine.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Devices;
import org.junit.jupiter.api.Test;

class CudaCommandsTest {
    private static final boolean CUDA = !Devices.discover().devices(BackendKind.CUDA).isEmpty();

    @Test
    void withoutCudaTheCudaCommandsAreUserErrorsThatSayWhy() {
        assumeFalse(CUDA, "a CUDA device is present here");
        Cli check = Cli.run("devices", "--check-occupancy");
        assertThat(check.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(check.err()).contains("--check-occupancy").contains("cuOccupancyMaxActiveBlocksPerMultiprocessor");
        Cli cublas = Cli.run("bench", "cublas", "--size", "64");
        assertThat(cublas.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(cublas.err()).contains("No cuda device was found");
        Cli launch = Cli.run("bench", "launch", "--backend", "cuda", "--iterations", "10");
        assertThat(launch.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
    }

    @Test
    void badCublasFlagsAreUserErrorsNamingTheLimit() {
        Cli size = Cli.run("bench", "cublas", "--size", "0");
        assertThat(size.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(size.err()).contains("--size must be 1 to 32,768");
        Cli math = Cli.run("bench", "cublas", "--math", "tf32");
        assertThat(math.exitCode()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(math.err()).contains("--math must be pedantic, default or both");
    }

    @Test
    void onAGpuTheCheckAgreesAndTheYardstickIsVerified() throws Exception {
        assumeTrue(CUDA, "no CUDA device here (the check and the yardstick need an NVIDIA GPU)");
        Cli check = Cli.run("devices", "--check-occupancy");
        assertThat(check.exitCode()).as(check.out() + check.err()).isZero();
        assertThat(check.out()).containsPattern("(\\d+) of \\1 configurations agree");
        Cli cublas = Cli.run("bench", "cublas", "--size", "512", "--warmups", "1", "--repetitions", "3", "--format", "json");
        assertThat(cublas.exitCode()).as(cublas.err()).isZero();
        JsonNode record = new ObjectMapper().readTree(cublas.out());
        assertThat(record.get("runs").get(0).get("mathMode").asText()).isEqualTo("CUBLAS_PEDANTIC_MATH");
        assertThat(record.get("runs").get(0).get("verifyRelativeError").asDouble()).isLessThan(1e-5);
    }
}
