/*
 * The devices and bench commands driven in-process: table and JSON output, JSON records with the command line and
 * every sample, bad flags as exit code 2 with a message that names the limit. Small iteration counts keep it fast.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Devices;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DeviceCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static void assumeOpenClDevice() {
        assumeTrue(!Devices.discover().devices(BackendKind.OPENCL).isEmpty(),
                () -> "no OpenCL device: " + Devices.discover().explanation());
    }

    @Test
    void devicesListsBackendsInTableAndJson() throws Exception {
        Cli table = Cli.run("devices");
        assertThat(table.exitCode()).isZero();
        assertThat(table.out()).contains("Backends:").contains("opencl").contains("cuda");
        Cli json = Cli.run("devices", "--format", "json");
        assertThat(json.exitCode()).isZero();
        JsonNode root = JSON.readTree(json.out());
        assertThat(root.get("backends")).hasSize(2);
        assertThat(root.get("devices").isArray()).isTrue();
        if (!root.get("devices").isEmpty()) {
            JsonNode device = root.get("devices").get(0);
            assertThat(device.get("archPreset").asText()).isNotBlank();
            assertThat(device.get("maxGroupSizes").isArray()).isTrue();
        }
    }

    @Test
    void benchLaunchWritesARecordWithEverySample(@TempDir Path dir) throws Exception {
        assumeOpenClDevice();
        Path file = dir.resolve("launch.json");
        Cli run = Cli.run("bench", "launch", "--backend", "opencl", "--iterations", "50", "--warmups", "5",
                "--output", file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("enqueue + finish latency");
        JsonNode record = JSON.readTree(Files.readString(file));
        assertThat(record.get("command").asText()).isEqualTo("kernelscope bench launch --backend opencl --iterations 50 "
                + "--warmups 5 --output " + file);
        assertThat(record.get("samples").get("latencyNs")).hasSize(50);
        assertThat(record.get("device").get("id").asText()).startsWith("opencl:");
        assertThat(record.get("driver").asText()).isNotBlank();
        assertThat(record.get("results").get("latencyMedianUs").asDouble()).isPositive();
    }

    @Test
    void benchCopyVerifiesAndReportsBandwidth() throws Exception {
        assumeOpenClDevice();
        Cli run = Cli.run("bench", "copy", "--size-mib", "4", "--repetitions", "3", "--warmups", "1", "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode record = JSON.readTree(run.out());
        assertThat(record.get("parameters").get("bytesPerBuffer").asLong()).isEqualTo(4L << 20);
        assertThat(record.get("timings").get("copy_float4").get("samplesNs")).hasSize(3);
        assertThat(record.get("results").get("kernelCopyGBps").asDouble()).isPositive();
    }

    @Test
    void benchSamplesPassOnTheDevice() throws Exception {
        assumeOpenClDevice();
        Cli run = Cli.run("bench", "samples", "--repetitions", "2", "--format", "json");
        assertThat(run.exitCode()).as(run.err() + run.out()).isZero();
        JsonNode record = JSON.readTree(run.out());
        assertThat(record.get("failed").asInt()).isZero();
        assertThat(record.get("checks")).hasSize(8);
        assertThat(record.get("checks").get(1).get("check").asText()).isEqualTo("vector_mul_2d 1027x515 (16x16 groups)");
        assertThat(record.get("checks").get(1).get("geometry").asText()).isEqualTo("global [1040, 528], local [16, 16]");
    }

    @Test
    void badFlagsAreUserErrorsNamingTheProblem() {
        Cli backend = Cli.run("bench", "launch", "--backend", "metal");
        assertThat(backend.exitCode()).isEqualTo(2);
        assertThat(backend.err()).contains("Unknown backend 'metal'").contains("opencl, cuda");
        Cli iterations = Cli.run("bench", "launch", "--iterations", "0");
        assertThat(iterations.exitCode()).isEqualTo(2);
        assertThat(iterations.err()).contains("--iterations must be 1 to 10,000,000");
        // an empty --device (an unset shell variable) ran on the default device as if it had not been given
        for (String command : new String[] {"launch", "copy", "samples", "cublas"}) {
            assertThat(Cli.refusal("bench", command, "--device", " ")).contains("--device is empty");
        }
        Cli csv = Cli.run("devices", "--format", "csv");
        assertThat(csv.exitCode()).isEqualTo(2);
    }
}
