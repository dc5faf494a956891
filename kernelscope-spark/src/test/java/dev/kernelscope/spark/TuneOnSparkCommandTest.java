// `kernelscope tune --spark` from the command line, as a user types it: a small GEMM space swept through Spark's
// local mode on PoCL ends with every configuration measured. The backend's own tests open it directly; this one
// goes through the tuner's options (the default --config-timeout among them, passed as a setting), which the backend
// once refused with exit 2. An explicit --config-timeout is refused with local[N] (TuneSweepCommandTest).
package dev.kernelscope.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.cli.KernelScope;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Devices;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class TuneOnSparkCommandTest {

    @Test
    void tuneWithSparkMeasuresEveryConfigurationAskedFor(@TempDir Path dir) throws Exception {
        assumeTrue(!Devices.discover().devices(BackendKind.OPENCL).isEmpty(), "no OpenCL device (CI has PoCL)");
        assumeTrue(SparkSweepBackend.hostNameResolves(), "this machine's host name does not resolve, which Spark needs"
                + " (tune --spark says so and exits 2)");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = KernelScope.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute("tune", "--backend", "opencl", "--rung", "2", "--shape", "64x64x64",
                "--strategy", "random", "--seed", "7", "--max-evals", "3", "--warmups", "0", "--repetitions", "2",
                "--spark", "local[1]", "--quiet", "--format", "json",
                "--cache", dir.resolve("cache.json").toString());
        assertThat(exit).as(err.toString()).isZero();
        JsonNode report = MeasureBatch.JSON.readTree(out.toString());
        assertThat(report.path("evaluations").asInt()).isEqualTo(3);
        assertThat(report.path("sweep").path("backendCounts").path("configurations_lost").asInt()).isZero();
    }
}
