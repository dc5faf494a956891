/*
 * `kernelscope gemm --shapes/--layout/--trans` driven in-process (PoCL in CI): any shape with its own storage gets a
 * record with both timings (kernel only and end to end through the API, with the host time per call) and its shape
 * class; malformed shapes, layouts and transposes are user errors (exit 2) that say what is expected.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Devices;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

// CLBlast keeps process-wide state (its compiled-kernel cache) and PoCL reported CLBlastUnexpectedError once when two
// CLBlast users overlapped: run apart from the other device-session classes.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class GemmShapesCommandTest {
    private static final boolean OPENCL = !Devices.discover().devices(BackendKind.OPENCL).isEmpty();

    @Test
    void shapesWithTheirOwnStorageGetBothTimingsInTheRecord(@TempDir Path dir) throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Path json = dir.resolve("shapes.json");
        Cli run = Cli.run("gemm", "--backend", "opencl", "--rungs", "8", "--shapes", "40x36x16:col:NT,45x36x9",
                "--trans", "TN", "--warmups", "1", "--repetitions", "6", "--quiet", "--output", json.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("40 x 36 x 16, col-major NT").contains("45 x 36 x 9, row-major TN");
        JsonNode sizes = new ObjectMapper().readTree(json.toFile()).path("sizes");
        assertThat(sizes).hasSize(2);
        assertThat(sizes.get(0).path("layout").asText()).isEqualTo("col");
        assertThat(sizes.get(1).path("transposes").asText()).isEqualTo("TN");
        // 40x36 column-major is 36x40 row-major (M <= N, K a multiple of 16: skinny-few); 45x36 has N < M (narrow)
        List<String> classes = List.of("skinny-few", "narrow");
        for (int i = 0; i < sizes.size(); i++) {
            JsonNode size = sizes.get(i);
            JsonNode rung = size.path("rungs").get(0);
            assertThat(rung.path("verification").path("passed").asBoolean()).isTrue();
            assertThat(rung.path("shapeClass").asText()).isEqualTo(classes.get(i));
            JsonNode endToEnd = rung.path("endToEnd");
            assertThat(endToEnd.path("perCallNs")).hasSize(3);               // repetitions / 2
            assertThat(endToEnd.path("medianNs").asDouble()).isPositive();
            assertThat(endToEnd.path("hostNsPerCall").asDouble()).isPositive();
            assertThat(endToEnd.path("hostNsPerCallSamples").size())
                    .isEqualTo(3 * endToEnd.path("callsPerSample").asInt());
        }
    }

    @Test
    void malformedShapesLayoutsAndTransposesAreUserErrors() {
        expectUserError(Cli.run("gemm", "--shapes", "12x12"), "A shape is MxNxK");
        expectUserError(Cli.run("gemm", "--shapes", "12x0x3"), "must lie in 1..65536");
        expectUserError(Cli.run("gemm", "--shapes", "12x4x3:diag"), "MxNxK[:row|col][:NN|NT|TN|TT]");
        expectUserError(Cli.run("gemm", "--shapes", "12x4x3", "--layout", "diag"), "--layout is row or col");
        expectUserError(Cli.run("gemm", "--shapes", "12x4x3", "--trans", "NX"), "--trans is NN, NT, TN or TT");
        expectUserError(Cli.run("gemm", "--shapes", "12x4x3", "--sizes", "64"), "not both");
    }

    private static void expectUserError(Cli cli, String message) {
        assertThat(cli.exitCode()).as(cli.err()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(cli.err()).contains(message);
    }
}
