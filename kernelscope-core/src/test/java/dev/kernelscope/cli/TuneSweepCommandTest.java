/*
 * `kernelscope tune --devices` from the command line: two workers on PoCL's one device sweep a user kernel into one
 * Kernel Tuner cache (the device recorded per configuration, the dispatch overhead in the report) with the same
 * results as a single-process run; every bad --devices or --config-timeout value, and --spark without its module,
 * is one paragraph and exit code 2 before any worker starts.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Devices;
import dev.kernelscope.tune.KernelTunerCache;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneSweepCommandTest {

    static Path vadd() throws Exception {
        return Path.of(TuneSweepCommandTest.class.getResource("/dev/kernelscope/tune/user/vadd-space.json").toURI());
    }

    @Test
    void twoWorkersSweepIntoOneCacheWithTheResultsOfASingleProcessRun(@TempDir Path dir) throws Exception {
        assumeTrue(!Devices.discover().devices(BackendKind.OPENCL).isEmpty(), "no OpenCL device (CI has PoCL)");
        Path space = vadd();
        Path swept = dir.resolve("swept.json");
        Cli sweep = Cli.run("tune", "--backend", "opencl", "--space", space.toString(), "--devices", "0,0",
                "--strategy", "brute-force", "--max-evals", "6", "--warmups", "0", "--repetitions", "2", "--quiet",
                "--format", "json", "--cache", swept.toString());
        assertThat(sweep.exitCode()).as(sweep.err()).isZero();
        Path single = dir.resolve("single.json");
        Cli one = Cli.run("tune", "--backend", "opencl", "--space", space.toString(), "--strategy", "brute-force",
                "--max-evals", "6", "--warmups", "0", "--repetitions", "2", "--quiet", "--cache", single.toString());
        assertThat(one.exitCode()).as(one.err()).isZero();

        KernelTunerCache sweptCache = KernelTunerCache.read(swept);
        assertThat(outcomes(sweptCache)).hasSize(6).isEqualTo(outcomes(KernelTunerCache.read(single)));
        Device device = Devices.discover().devices(BackendKind.OPENCL).getFirst();
        assertThat(sweptCache.entries().values()).allSatisfy(r -> {
            assertThat(r.path("device").asText()).isEqualTo(device.label());
            assertThat(r.has("framework_time")).isTrue();
        });
        JsonNode report = new ObjectMapper().readTree(sweep.out());
        JsonNode statistics = report.path("sweep");
        assertThat(statistics.path("measured").asInt()).isEqualTo(6);
        assertThat(statistics.path("backendCounts").path("workers_started").asInt()).isEqualTo(2);
        assertThat(statistics.path("perDevice").path(device.label()).asInt()).isEqualTo(6);
        assertThat(statistics.path("medianDispatchMs").asDouble()).isGreaterThanOrEqualTo(0);
    }

    static Map<String, String> outcomes(KernelTunerCache cache) {
        Map<String, String> outcomes = new TreeMap<>();
        cache.entries().forEach((key, r) -> outcomes.put(key, Double.isFinite(KernelTunerCache.time(r)) ? "measured"
                : KernelTunerCache.failure(r)));
        return outcomes;
    }

    @Test
    void everyBadDevicesValueIsOneParagraphAndExitCode2() throws Exception {
        String space = vadd().toString();
        List<List<String>> bad = new java.util.ArrayList<>(List.of(
                List.of("--devices", ""), List.of("--devices", "0,,0"), List.of("--devices", "999"),
                List.of("--devices", "all,0"), List.of("--devices", "no-such-device-name"),
                List.of("--devices", "0", "--device", "0"), List.of("--devices", "0", "--spark", "local[2]"),
                List.of("--devices", String.join(",", java.util.Collections.nCopies(65, "0"))),
                List.of("--spark", "spark://127.0.0.1:7077"), List.of("--config-timeout", "60s", "--hang-timeout", "60s"),
                List.of("--devices", "0", "--config-timeout", "soon"),
                List.of("--devices", "0", "--config-timeout", "0s")));
        if (Devices.discover().devices().stream().noneMatch(Device::isGpu)) {
            bad.add(List.of("--devices", "all"));
        }
        for (List<String> options : bad) {
            List<String> args = new java.util.ArrayList<>(List.of("tune", "--space", space, "--max-evals", "2"));
            args.addAll(options);
            Cli run = Cli.run(args.toArray(String[]::new));
            assertThat(run.exitCode()).as(options + ": " + run.err()).isEqualTo(2);
            assertThat(run.errorIsOneParagraph()).as(options + ": " + run.err()).isTrue();
            assertThat(run.err()).as(options.toString()).contains("--");
        }
        // local mode measures in this process: a bound given there was silently ignored
        for (String bound : List.of("--config-timeout", "--hang-timeout")) {
            Cli local = Cli.run("tune", "--space", space, "--max-evals", "2", "--spark", "local[*]", bound, "30s");
            assertThat(local.exitCode()).as(local.err()).isEqualTo(2);
            assertThat(local.errorIsOneParagraph()).as(local.err()).isTrue();
            assertThat(local.err()).contains("--config-timeout cannot bound a configuration on --spark local[*]");
        }
        Cli replay = Cli.run("tune", "--replay", space, "--devices", "0");
        assertThat(replay.exitCode()).isEqualTo(2);
        assertThat(replay.err()).contains("--devices");
    }
}
