/*
 * `kernelscope tune` end to end: replay's JSON names the median beside the per-seed list; a live sweep on the
 * OpenCL device (PoCL in CI) killed with SIGKILL in a child JVM at a random point and restarted ends with the
 * same results as an uninterrupted sweep, none measured twice; bad input is a one-paragraph message.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Devices;
import dev.kernelscope.tune.KernelTunerCache;
import dev.kernelscope.tune.UserKernelSpace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneCommandTest {
    private static final boolean OPENCL = !Devices.discover().devices(BackendKind.OPENCL).isEmpty();
    /** A small live sweep: rung 1 (two parameters), random order fixed by the seed, 6 configurations. */
    private static final List<String> SWEEP = List.of("tune", "--backend", "opencl", "--rung", "1", "--shape", "64",
            "--strategy", "random", "--seed", "5", "--max-evals", "6", "--warmups", "0", "--repetitions", "2",
            "--quiet", "--format", "json");

    private static JsonNode readJson(String text) {
        try {
            return new ObjectMapper().readTree(text);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Path cachesFolder() throws Exception {
        return Path.of(TuneCommandTest.class.getResource("/dev/kernelscope/tune/caches/LICENSE").toURI()).getParent();
    }

    @Test
    void replayReportsTheMedianBesideEverySeed() throws Exception {
        Cli run = Cli.run("tune", "--replay", cachesFolder().resolve("pnpoly_RTX_2080_Ti.json.gz").toString(),
                "--strategy", "greedy-ils", "--seeds", "3", "--max-evals", "60", "--format", "json", "--quiet");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.path("runs")).hasSize(3);
        assertThat(json.has("medianEvaluationsToWithin5Percent")).isTrue();
        assertThat(json.path("configurations").asInt()).isEqualTo(4092);
        assertThat(json.path("medianOverheadMs").asDouble()).as("the tuner's time per configuration").isPositive();
    }

    @Test
    void badInputIsOneParagraph(@TempDir Path dir) throws IOException {
        Cli unknown = Cli.run("tune", "--replay", dir.resolve("nothing.json").toString());
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("does not exist");
        assertThat(unknown.errorIsOneParagraph()).isTrue();
        Path notACache = Files.writeString(dir.resolve("x.json"), "{\"a\": 1}");
        Cli wrong = Cli.run("tune", "--replay", notACache.toString());
        assertThat(wrong.exitCode()).isEqualTo(2);
        assertThat(wrong.err()).contains("not a Kernel Tuner cache");
        Cli strategy = Cli.run("tune", "--replay", notACache.toString(), "--strategy", "magic");
        assertThat(strategy.exitCode()).isEqualTo(2);
        assertThat(strategy.err()).contains("Unknown strategy 'magic'");
        assertThat(Cli.run("tune", "--shape", "12x", "--max-evals", "1").exitCode()).isEqualTo(2);
        Cli hang = Cli.run("tune", "--hang-timeout", "0s", "--max-evals", "1");
        assertThat(hang.exitCode()).isEqualTo(2);
        assertThat(hang.err()).contains("--hang-timeout must be more than 0");
        assertThat(Cli.run("tune", "--hang-timeout", "soon").err()).contains("--hang-timeout takes a duration");
        if (OPENCL) {   // the vector class's shapes run kernels with no tile parameters: refused, not tuned
            Cli panel = Cli.run("tune", "--backend", "opencl", "--rung", "10", "--shape", "4096x16x4096",
                    "--max-evals", "1");
            assertThat(panel.exitCode()).isEqualTo(2);
            assertThat(panel.err()).contains("shape class vector").contains("M or N <= 16").contains("matrix-panel");
            assertThat(panel.errorIsOneParagraph()).isTrue();
        }
    }

    @Test
    void replayRefusesACacheCutOffBeforeItsEnd(@TempDir Path dir) throws Exception {
        // the first 20,000 characters of a 4,092-entry cache, recompressed whole: valid gzip, unclosed JSON
        byte[] whole;
        try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(
                cachesFolder().resolve("pnpoly_RTX_2080_Ti.json.gz")))) {
            whole = in.readAllBytes();
        }
        Path cut = dir.resolve("cut.json.gz");
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(cut))) {
            out.write(whole, 0, 20_000);
        }
        Cli run = Cli.run("tune", "--replay", cut.toString(), "--seeds", "1", "--max-evals", "10", "--quiet");
        assertThat(run.exitCode()).as(run.out()).isEqualTo(2);
        assertThat(run.err()).contains("cut.json.gz").contains("not a complete JSON document")
                .contains("after 39 readable entries").contains("whole brute-force cache");
        assertThat(run.errorIsOneParagraph()).isTrue();
    }

    @Test
    void replayHoldsBackLowOccupancyConfigurationsWithTheirReasonAndRefusesBadThresholds() throws Exception {
        String pnpoly = cachesFolder().resolve("pnpoly_RTX_2080_Ti.json.gz").toString();
        // on sm_75, 32 work-items per group reach 16 groups x 1 warp = 50% (the model's block limit): held at 60%
        Cli run = Cli.run("tune", "--replay", pnpoly, "--strategy", "random", "--seeds", "2", "--max-evals", "60",
                "--min-occupancy", "60%", "--arch", "sm_75", "--format", "json", "--quiet");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.path("deprioritized").asText()).contains("below 60%").contains("sm_75");
        assertThat(json.path("runs").get(0).path("held").asInt()).isPositive();
        Cli table = Cli.run("tune", "--replay", pnpoly, "--strategy", "random", "--seeds", "1", "--max-evals", "20",
                "--min-occupancy", "0.6", "--arch", "sm_75", "--quiet");
        assertThat(table.out()).contains("held back: occupancy below 60% on sm_75");
        for (List<String> bad : List.of(List.of("--min-occupancy", "150%"), List.of("--min-occupancy", "lots"),
                List.of("--min-occupancy", "25%"), List.of("--min-occupancy", "25%", "--arch", "sm_99"),
                List.of("--min-occupancy", "25%", "--arch", "sm_75", "--group-size", "NO_SUCH * 2"),
                List.of("--time-limit", "1ms"), List.of("--arch", "sm_75"))) {   // were accepted and ignored
            List<String> args = new java.util.ArrayList<>(List.of("tune", "--replay", pnpoly, "--seeds", "1"));
            args.addAll(bad);
            Cli refused = Cli.run(args.toArray(String[]::new));
            assertThat(refused.exitCode()).as(bad + ": " + refused.err()).isEqualTo(2);
            assertThat(refused.errorIsOneParagraph()).as(bad + ": " + refused.err()).isTrue();
        }
        assertThat(Cli.run("tune", "--arch", "sm_75", "--max-evals", "1").exitCode()).isEqualTo(2);
        Cli both = Cli.run("tune", "--hang-timeout", "60s", "--config-timeout", "60s", "--max-evals", "1");
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.err()).contains("deprecated name of --config-timeout");
    }

    @Test
    void parameterValuesAreCheckedBeforeTheDevice() {
        Cli unknown = Cli.run("tune", "--param", "TILE_Q=1,2");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("TILE_Q").contains("no such parameter").contains("BM");
        assertThat(unknown.errorIsOneParagraph()).isTrue();
        assertThat(Cli.run("tune", "--param", "BM=x").err()).contains("NAME=V1,V2");
        assertThat(Cli.run("tune", "--param", "BM").exitCode()).isEqualTo(2);
        assertThat(Cli.run("tune", "--param", "BM=32", "--param", "bm=64").err()).contains("given twice");
        assertThat(Cli.run("tune", "--param", "BM=32", "--stencil", "vector").err()).contains("does not apply");
    }

    @Test
    void aSweepKilledWithSigkillAndRestartedEndsWithTheUninterruptedResults(@TempDir Path dir) throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Path whole = dir.resolve("whole.json");
        Path t4 = dir.resolve("t4.json");
        List<String> withT4 = new ArrayList<>(List.of(withCache(whole)));
        withT4.addAll(List.of("--t4", t4.toString()));
        Cli uninterrupted = Cli.run(withT4.toArray(String[]::new));
        assertThat(uninterrupted.exitCode()).as(uninterrupted.err()).isZero();
        Set<String> expected = KernelTunerCache.read(whole).entries().keySet();
        assertThat(expected).hasSize(6);
        // a GEMM run writes --t4 (it wrote nothing from commit 1320674 until the command was split)
        assertThat(new ObjectMapper().readTree(t4.toFile()).path("results")).hasSize(6);

        Path killed = dir.resolve("killed.json");
        int killAfter = 1 + new Random().nextInt(4);   // entries in the cache when the kill comes: 1..4
        Process child = childJvm(withCache(killed));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (entries(killed) < killAfter && child.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        child.destroyForcibly();   // SIGKILL: no shutdown hooks, the cache left open mid-run
        child.waitFor(30, TimeUnit.SECONDS);
        int before = KernelTunerCache.read(killed).entries().size();
        assertThat(before).as("entries when killed (aimed at %d)", killAfter).isBetween(1, 6);

        Cli restarted = Cli.run(withCache(killed));
        assertThat(restarted.exitCode()).as(restarted.err()).isZero();
        JsonNode report = new ObjectMapper().readTree(restarted.out());
        assertThat(report.path("resumed").asInt()).isEqualTo(before);
        assertThat(KernelTunerCache.read(killed).entries().keySet()).isEqualTo(expected);
        // nothing measured twice: every key appears on exactly one line of the append-only file
        List<String> keyLines = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^\"([0-9,]+)\": ").matcher(Files.readString(killed));
        while (m.find()) {
            keyLines.add(m.group(1));
        }
        assertThat(keyLines).doesNotHaveDuplicates().hasSize(6);
    }

    @Test
    void aUserKernelThatCrashesItsProcessCostsThatConfigurationNotTheRun(@TempDir Path dir) throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        // BLOCK == 64 writes 256 MB past its buffer: on a CPU device that crashes the process running the kernel,
        // which for a space file is a worker by default (it was this JVM, which died with its crash banner)
        Files.writeString(dir.resolve("crash.cl"), """
                __kernel void vadd(__global const float* a, __global const float* b, __global float* c, int n) {
                    int i = get_global_id(0);
                #if BLOCK == 64
                    for (int k = 0; k < 1000000; k++) c[i + k * 65536] = 1.0f;
                #endif
                    for (int t = 0; t < TILE; t++) { int j = i * TILE + t; if (j < n) c[j] = a[j] + b[j]; }
                }
                """);
        Path space = Files.writeString(dir.resolve("crash-space.json"), """
                {"kernel": "crash.cl", "name": "vadd", "constants": {"N": 100000},
                 "tune_params": {"BLOCK": [32, 64], "TILE": [1]},
                 "global": ["(N + TILE - 1) / TILE"], "local": ["BLOCK"],
                 "args": ["buf:float:N:random", "buf:float:N:random", "buf:float:N:zeros", "int:N"], "outputs": [2]}
                """);
        Cli run = Cli.run("tune", "--backend", "opencl", "--space", space.toString(), "--strategy", "brute-force",
                "--warmups", "0", "--repetitions", "2", "--format", "json",
                "--cache", dir.resolve("crash.json").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        // progress counts to the space's two points, not to the 60 evaluations --max-evals allows by default
        assertThat(run.err()).contains("1/2 ", "2/2 ").doesNotContain("/60 ");
        assertThat(new ObjectMapper().readTree(run.out()).path("outcomes").path("measured").asInt()).isEqualTo(1);
        assertThat(KernelTunerCache.failure(KernelTunerCache.read(dir.resolve("crash.json")).entries().get("64,1")))
                .isEqualTo(KernelTunerCache.RUNTIME_FAILED);
        // the JVM's banner is not relayed: each death is one line naming its report
        assertThat(run.err()).contains("a native crash: the JVM's report is").doesNotContain("# A fatal error")
                .doesNotContain("printed: #");
        Cli refused = Cli.run("tune", "--rung", "10", "--shape", "64", "--in-process", "--max-evals", "1");
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains("--in-process applies to a user kernel (--space)");
    }

    @Test
    void aUserKernelFromASpaceFileIsSweptAndVerified(@TempDir Path dir) throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Path space = Path.of(TuneCommandTest.class.getResource("/dev/kernelscope/tune/user/vadd-space.json").toURI());
        Cli run = Cli.run("tune", "--backend", "opencl", "--space", space.toString(), "--strategy", "brute-force",
                "--max-evals", "5", "--warmups", "0", "--repetitions", "2", "--quiet", "--format", "json",
                "--cache", dir.resolve("vadd.json").toString(), "--min-occupancy", "50%", "--config-timeout", "90s");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode report = new ObjectMapper().readTree(run.out());
        // PoCL on a CPU has no occupancy model: said, not silently ignored
        assertThat(report.path("deprioritized").path("note").asText()).contains("not applied")
                .contains("no architecture");
        assertThat(report.path("evaluations").asInt()).isEqualTo(5);
        assertThat(report.path("outcomes").path("measured").asInt()).as(run.out()).isEqualTo(5);
        assertThat(KernelTunerCache.read(dir.resolve("vadd.json")).header().tuneParamsKeys())
                .containsExactly("BLOCK", "TILE");

        // the same kernel computing a - b at TILE == 4: that configuration fails verification, the sweep goes on
        Path wrong = space.resolveSibling("vadd-wrong-space.json");
        Cli wrongRun = Cli.run("tune", "--backend", "opencl", "--space", wrong.toString(), "--strategy", "brute-force",
                "--max-evals", "5", "--warmups", "0", "--repetitions", "2", "--quiet", "--format", "json");
        assertThat(wrongRun.exitCode()).as(wrongRun.err()).isZero();
        JsonNode wrongReport = new ObjectMapper().readTree(wrongRun.out());
        assertThat(wrongReport.path("outcomes").path("measured").asInt()).isEqualTo(4);
        assertThat(wrongReport.path("failures").get(0).path("error").asText()).startsWith("verification failed");
        assertThat(wrongReport.path("failures").get(0).path("parameters").path("TILE").asInt()).isEqualTo(4);
    }

    /** A space with constants: its cache was refused as "another run" on every resume (long vs int nodes). */
    @Test
    void aUserKernelsCacheResumesMeasuringNothingTwice(@TempDir Path dir) throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Path space = Path.of(TuneCommandTest.class.getResource("/dev/kernelscope/tune/user/vadd-space.json").toURI());
        Path cache = dir.resolve("vadd.json");
        List<String> args = new ArrayList<>(List.of("tune", "--backend", "opencl", "--space", space.toString(),
                "--strategy", "brute-force", "--warmups", "0", "--repetitions", "2", "--quiet", "--format", "json",
                "--cache", cache.toString(), "--max-evals"));
        Cli first = Cli.run(Stream.concat(args.stream(), Stream.of("2")).toArray(String[]::new));
        assertThat(first.exitCode()).as(first.err()).isZero();
        Cli resumed = Cli.run(Stream.concat(args.stream(), Stream.of("4")).toArray(String[]::new));
        assertThat(resumed.exitCode()).as(resumed.err()).isZero();
        JsonNode report = new ObjectMapper().readTree(resumed.out());
        assertThat(report.path("resumed").asInt()).isEqualTo(2);
        assertThat(report.path("evaluations").asInt()).isEqualTo(4);
        List<String> keys = Pattern.compile("(?m)^\"([0-9,]+)\": ").matcher(Files.readString(cache)).results()
                .map(m -> m.group(1)).toList();
        assertThat(keys).hasSize(4).doesNotHaveDuplicates();
    }

    /** --output over an answer file or an argument's data replaced it with the JSON record (with --force). */
    @Test
    void anOutputOverAFileTheSpaceReadsIsRefusedAndTheFileKept(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("k.cl"), "__kernel void k(__global float* a, __global const float* b) {"
                + " a[get_global_id(0)] = b[get_global_id(0)]; }\n");
        byte[] data = new byte[64 * 4];
        Files.write(dir.resolve("in.bin"), data);
        Files.write(dir.resolve("expected.bin"), data);
        Path space = Files.writeString(dir.resolve("k.json"), "{\"kernel\": \"k.cl\", \"name\": \"k\","
                + " \"tune_params\": {\"B\": [16]}, \"global\": [\"64\"], \"local\": [\"B\"],"
                + " \"args\": [\"buf:float:64:zeros\", \"buf:float:64:file=in.bin\"],"
                + " \"answer\": [\"expected.bin\", null]}");
        for (String input : List.of("expected.bin", "in.bin", "k.cl")) {
            Cli run = Cli.run("tune", "--space", space.toString(), "--max-evals", "1", "--quiet", "--force",
                    "--output", dir.resolve(input).toString());
            assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
            assertThat(run.err()).contains("is also an input of this run");
        }
        assertThat(Files.readAllBytes(dir.resolve("expected.bin"))).isEqualTo(data);
        assertThat(Files.readAllBytes(dir.resolve("in.bin"))).isEqualTo(data);
    }

    @Test
    void aSpaceWhoseEveryPointIsRestrictedIsRefusedNamingTheRestrictionsAndNoCacheIsStarted(@TempDir Path dir)
            throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Files.writeString(dir.resolve("k.cl"), "__kernel void k(__global float* a) { a[get_global_id(0)] = B; }\n");
        Path space = Files.writeString(dir.resolve("k.json"), "{\"kernel\": \"k.cl\", \"name\": \"k\","
                + " \"tune_params\": {\"B\": [16, 32]}, \"restrictions\": [\"B > 100\"], \"global\": [\"64\"],"
                + " \"local\": [\"B\"], \"args\": [\"buf:float:64:zeros\"], \"outputs\": [0]}");
        Cli run = Cli.run("tune", "--backend", "opencl", "--space", space.toString(), "--quiet", "--cache",
                dir.resolve("c.json").toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains("none of its 2 points satisfies all of 'B > 100'");
        assertThat(run.errorIsOneParagraph()).isTrue();
        assertThat(dir.resolve("c.json")).doesNotExist();
    }

    /**
     * A space file whose "args" cannot be the kernel's parameters (a count or a kind) is refused from the source before
     * any device work: every configuration used to fail on the device (CL_INVALID_ARG_SIZE) and the run ended with
     * exit code 1. Needs the C front end (libclang), which reads the signature.
     */
    @Test
    void aSpaceWhoseArgsCannotBeTheKernelsParametersIsRefusedBeforeTheDevice(@TempDir Path dir) throws Exception {
        assumeTrue(dev.kernelscope.source.ClangFrontEnd.isAvailable(), "libclang is not installed");
        Files.writeString(dir.resolve("k.cl"), "#ifndef B\n#error B\n#endif\n"
                + "__kernel void k(__global float* a, int n) { if (get_global_id(0) < n) a[get_global_id(0)] = B; }\n");
        String common = "{\"kernel\": \"k.cl\", \"name\": \"k\", \"tune_params\": {\"B\": [16, 32]},"
                + " \"global\": [\"64\"], \"local\": [\"B\"], \"outputs\": [0], \"args\": ";
        Path few = Files.writeString(dir.resolve("few.json"), common + "[\"buf:float:64:zeros\"]}");
        Path kind = Files.writeString(dir.resolve("kind.json"), common + "[\"buf:float:64:zeros\", \"float:3\"]}");
        Path swapped = Files.writeString(dir.resolve("swapped.json"), common + "[\"int:64\", \"buf:float:64:zeros\"]}");
        for (Path space : List.of(few, kind, swapped)) {
            Cli run = Cli.run("tune", "--space", space.toString(), "--quiet", "--device", "no-such-device",
                    "--cache", dir.resolve("c.json").toString());
            assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
            assertThat(run.errorIsOneParagraph()).isTrue();
            assertThat(run.err()).doesNotContain("no-such-device");   // refused before a device is looked for
        }
        assertThat(Cli.run("tune", "--space", few.toString(), "--quiet").err())
                .contains("Kernel 'k' (line 4) takes 2 arguments; 1 are in the 'args' of");
        assertThat(Cli.run("tune", "--space", kind.toString(), "--quiet").err())
                .contains("Argument 1 (0-based)").contains("write int:V for an integer parameter");
        // parsed as the first valid configuration compiles it: B = 1, which the restriction rules out, stops the file
        Files.writeString(dir.resolve("r.cl"), "#if B < 8\n#error B\n#endif\n"
                + "__kernel void k(__global float* a, int n) { if (get_global_id(0) < n) a[get_global_id(0)] = B; }\n");
        Path restricted = Files.writeString(dir.resolve("restricted.json"), common.replace("k.cl", "r.cl")
                .replace("[16, 32]", "[1, 16]") + "[\"buf:float:64:zeros\"], \"restrictions\": [\"B >= 8\"]}");
        Cli run = Cli.run("tune", "--space", restricted.toString(), "--quiet", "--device", "no-such-device");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains("takes 2 arguments; 1 are in the 'args' of");
        assertThat(dir.resolve("c.json")).doesNotExist();
    }

    /**
     * The README's example of a user's kernel (docs/examples/transpose-space.json, a tiled transpose) reads, and its
     * args fit the kernel's signature where libclang reads it; the README names it. (On PoCL three evaluations of it
     * take about 30 s, too long for CI; it ran so on 2026-11-29.)
     */
    @Test
    void theReadmesUserKernelSpaceReadsAndItsArgsFitTheKernel() throws IOException {
        Path file = Path.of("../docs/examples/transpose-space.json");
        UserKernelSpace user = UserKernelSpace.read(file);
        assertThat(user.kernelName()).isEqualTo("transpose");
        assertThat(user.space().parameters()).extracting(p -> p.name()).containsExactly("TILE", "ROWS", "PAD");
        if (dev.kernelscope.source.ClangFrontEnd.isAvailable()) {
            dev.kernelscope.advise.RunArguments.checkSpaceFile(file.toString(), user.kernelFile().toString(),
                    user.source(), user.kernelName(), user.firstDefines().orElseThrow(), user.args());
        }
        assertThat(Files.readString(Path.of("../README.md")))
                .contains("./kernelscope tune --space docs/examples/transpose-space.json");
    }

    /** Each was ignored: a --shape with --space, --seeds in a live run; a .gz cache was written plain, then unreadable. */
    @Test
    void optionsAUserKernelRunWouldIgnoreAndAGzipCacheAreRefused(@TempDir Path dir) throws Exception {
        String space = Path.of(TuneCommandTest.class.getResource("/dev/kernelscope/tune/user/vadd-space.json")
                .toURI()).toString();
        for (List<String> extra : List.of(List.of("--shape", "4096"), List.of("--rung", "3", "--size", "64x64"),
                List.of("--seeds", "3"), List.of("--cache", dir.resolve("c.json.gz").toString()))) {
            List<String> args = new ArrayList<>(List.of("tune", "--space", space, "--max-evals", "1", "--quiet"));
            args.addAll(extra);
            Cli run = Cli.run(args.toArray(String[]::new));
            assertThat(run.exitCode()).as(extra + ": " + run.err()).isEqualTo(2);
            assertThat(run.errorIsOneParagraph()).as(extra + ": " + run.err()).isTrue();
            assertThat(run.err()).contains(extra.getFirst().startsWith("--cache") ? "ends in .gz" : extra.getFirst());
        }
        assertThat(dir.resolve("c.json.gz")).doesNotExist();
    }

    @Test
    void aGeometryThatDividesByZeroNamesTheExpressionAndTheValues() throws Exception {
        Cli run = divideByZeroSpace("--format", "json");
        JsonNode report = new ObjectMapper().readTree(run.out());
        assertThat(report.path("failures")).hasSize(2);
        for (JsonNode failure : report.path("failures")) {
            assertThat(failure.path("failure").asText()).isEqualTo(KernelTunerCache.INVALID);
            assertThat(failure.path("error").asText()).isEqualTo(
                    "launch geometry: global[0] = 'N / (TILE - 1)' divides by zero at N=100000, TILE=1");
        }
    }

    @Test
    void aRunInWhichNoConfigurationRanEndsWithExit1AndTheCommonestReason() throws Exception {
        Cli run = divideByZeroSpace("--format", "table");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
        assertThat(run.out()).as("the report is still printed").contains("InvalidConfig");
        assertThat(run.err()).contains("No configuration of vadd ran: all 2 evaluated failed (InvalidConfig 2)")
                .contains("The commonest reason (2 of 2): launch geometry: global[0] = 'N / (TILE - 1)'")
                .contains("check the space file's global and local expressions");
        assertThat(run.errorIsOneParagraph()).isTrue();
    }

    @Test
    void aTransposedColumnMajorCallIsTunedAsTheCallItIs(@TempDir Path dir) throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Path cache = dir.resolve("cache.json");
        Cli run = Cli.run("tune", "--backend", "opencl", "--rung", "10", "--shape", "70x40x36:col:NT", "--strategy",
                "random", "--seed", "5", "--max-evals", "2", "--warmups", "0", "--repetitions", "1", "--quiet",
                "--format", "json", "--cache", cache.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode report = readJson(run.out());
        assertThat(List.of(report.path("m").asInt(), report.path("n").asInt(), report.path("k").asInt()))
                .containsExactly(70, 40, 36);
        assertThat(report.path("layout").asText()).isEqualTo("col");
        assertThat(report.path("transposes").asText()).isEqualTo("NT");
        // each configuration was verified on the transposed call's own reference: a wrong layout would fail them
        assertThat(report.path("outcomes").path("measured").asInt()).as(run.out()).isEqualTo(2);
        assertThat(KernelTunerCache.read(cache).header().kernelName()).isEqualTo("sgemm_tuned col:NT");
        Cli table = Cli.run("tune", "--backend", "opencl", "--rung", "10", "--shape", "70x40x36:col:NT",
                "--max-evals", "1", "--warmups", "0", "--repetitions", "1", "--quiet", "--cache", cache.toString());
        assertThat(table.exitCode()).as(table.err()).isZero();
        assertThat(table.out()).contains(", 70x40x36:col:NT, ");
    }

    @Test
    void aShapeThatIsNotACallIsRefusedInOneParagraph() {
        for (String shape : List.of("12x", "64:col", "8x8x8:col:XY", "8x8x8:TT:NT", "0", "70000")) {
            Cli refused = Cli.run("tune", "--rung", "10", "--shape", shape, "--max-evals", "1");
            assertThat(refused.exitCode()).as(shape).isEqualTo(2);
            assertThat(refused.err()).as(shape).contains("--shape").contains("MxNxK");
            assertThat(refused.errorIsOneParagraph()).as(shape).isTrue();
        }
    }

    @Test
    void theProgressOfAGemmRunCountsToWhatItsSpaceHolds() {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        // rung 2 with GROUP_X and GROUP_Y cut to two values each (plus the settings in use): 9 points at most, and
        // the progress said "1/60", the default --max-evals (as --space did before)
        Cli run = Cli.run("tune", "--backend", "opencl", "--rung", "2", "--shape", "32", "--param", "GROUP_X=4,8",
                "--param", "GROUP_Y=4,8", "--strategy", "brute-force", "--warmups", "0", "--repetitions", "1",
                "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        int evaluations = readJson(run.out()).path("evaluations").asInt();
        assertThat(evaluations).isLessThan(60);
        assertThat(run.err()).contains("1/" + evaluations + " ", evaluations + "/" + evaluations + " ")
                .doesNotContain("/60 ");
    }

    @Test
    void aStencilVariantIsTunedAgainstTheCpuReferenceAndItsBestWrittenToTheDatabase(@TempDir Path dir)
            throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Path database = dir.resolve("stencil-tuning.json");
        Path cache = dir.resolve("stencil-cache.json");
        Cli run = Cli.run("tune", "--backend", "opencl", "--stencil", "vector", "--filter", "box3", "--type", "u8",
                "--size", "40x24", "--strategy", "random", "--seed", "3", "--max-evals", "2", "--warmups", "0",
                "--repetitions", "2", "--quiet", "--format", "json", "--cache", cache.toString(), "--write-database",
                database.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode report = new ObjectMapper().readTree(run.out());
        assertThat(report.path("evaluations").asInt()).isEqualTo(2);
        // every configuration ran and matched the CPU reference exactly (u8): a wrong one would be a failure
        assertThat(report.path("outcomes").path("measured").asInt()).as(run.out()).isEqualTo(2);
        assertThat(report.path("baselineSource").asText()).startsWith("tuning entry");
        KernelTunerCache written = KernelTunerCache.read(cache);
        assertThat(written.header().kernelName()).isEqualTo("stencil_vector box3 u8 replicate");
        assertThat(written.header().tuneParamsKeys()).containsExactlyInAnyOrder("GROUP_X", "GROUP_Y", "ROWS", "VEC",
                "FMATH", "SHUFFLE");
        double best = report.path("best").path("timeMs").asDouble();
        double baseline = report.path("baseline").path("timeMs").asDouble();
        var device = Devices.discover().devices(BackendKind.OPENCL).getFirst();
        if (best < baseline) {
            // the best configuration is now this device's entry for box filters of radius 1 on u8, and reads back
            var entry = dev.kernelscope.kernels.stencil.StencilTuning.read(database).lookup(device,
                    dev.kernelscope.kernels.stencil.FilterSpec.parse("box3"),
                    dev.kernelscope.kernels.stencil.PixelType.U8);
            assertThat(entry.level()).isEqualTo("device");
            assertThat(entry.variant()).isEqualTo(dev.kernelscope.kernels.stencil.StencilVariant.VECTOR);
            report.path("best").path("parameters").fields().forEachRemaining(p ->
                    assertThat(entry.parameters().get(p.getKey())).isEqualTo(p.getValue().asLong()));
        } else {
            assertThat(database).doesNotExist();   // the setting in use stayed fastest: nothing is replaced
        }

        // a cache of this stencil run is refused for another filter before any device work
        Cli other = Cli.run("tune", "--backend", "opencl", "--stencil", "vector", "--filter", "gauss5", "--size",
                "40x24", "--cache", cache.toString());
        assertThat(other.exitCode()).isEqualTo(2);
        assertThat(other.err()).contains("belongs to another run");
    }

    @Test
    void severalImageSizesAreTunedTogetherOnTheGeometricMeanOfTheirTimes(@TempDir Path dir) throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Path cache = dir.resolve("stencil-sizes.json");
        Cli run = Cli.run("tune", "--backend", "opencl", "--stencil", "vector", "--filter", "gauss5", "--type", "f32",
                "--size", "40x24,17x9", "--strategy", "random", "--seed", "5", "--max-evals", "2", "--warmups", "0",
                "--repetitions", "3", "--quiet", "--format", "json", "--cache", cache.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode report = new ObjectMapper().readTree(run.out());
        assertThat(report.path("sizes").toString()).isEqualTo("[\"40x24\",\"17x9\"]");
        // every configuration was verified at both sizes (17x9 is narrower than a group: the edge path)
        assertThat(report.path("outcomes").path("measured").asInt()).as(run.out()).isEqualTo(2);
        KernelTunerCache written = KernelTunerCache.read(cache);
        assertThat(written.header().problemSize().toString()).isEqualTo("[[40,24],[17,9]]");
        for (var entry : written.entries().values()) {
            JsonNode bySize = entry.path("time_by_size");
            double large = bySize.path("40x24").asDouble();
            double small = bySize.path("17x9").asDouble();
            assertThat(large).isPositive();
            assertThat(small).isPositive();
            assertThat(entry.path("time").asDouble()).isCloseTo(Math.sqrt(large * small),
                    org.assertj.core.api.Assertions.within(1e-9 * (large + small)));
            assertThat(entry.path("times")).hasSize(3);
        }
        // one size twice is refused before the device, as is a cache of this run for another set of sizes
        Cli twice = Cli.run("tune", "--backend", "opencl", "--stencil", "vector", "--size", "40x24,40x24");
        assertThat(twice.exitCode()).isEqualTo(2);
        assertThat(twice.err()).contains("name one size twice");
        Cli other = Cli.run("tune", "--backend", "opencl", "--stencil", "vector", "--filter", "gauss5", "--type",
                "f32", "--size", "40x24", "--cache", cache.toString());
        assertThat(other.exitCode()).isEqualTo(2);
        assertThat(other.err()).contains("belongs to another run");
    }

    /** Two configurations of a space whose global size is 'N / (TILE - 1)' with TILE = 1 only: none can launch. */
    private static Cli divideByZeroSpace(String... format) throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Path space = Path.of(TuneCommandTest.class.getResource(
                "/dev/kernelscope/tune/user/vadd-divide-by-zero-space.json").toURI());
        List<String> args = new ArrayList<>(List.of("tune", "--backend", "opencl", "--space", space.toString(),
                "--strategy", "brute-force", "--max-evals", "2", "--quiet"));
        args.addAll(List.of(format));
        return Cli.run(args.toArray(String[]::new));
    }

    private static String[] withCache(Path cache) {
        List<String> args = new ArrayList<>(SWEEP);
        args.add("--cache");
        args.add(cache.toString());
        return args.toArray(String[]::new);
    }

    private static int entries(Path cache) {
        try {
            return Files.exists(cache) ? KernelTunerCache.read(cache).entries().size() : 0;
        } catch (RuntimeException partlyWritten) {
            return 0;
        }
    }

    private static Process childJvm(String[] args) throws IOException {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED",
                "-XX:-CreateCoredumpOnCrash", "-cp", System.getProperty("java.class.path"),
                "dev.kernelscope.cli.KernelScope"));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
    }
}
