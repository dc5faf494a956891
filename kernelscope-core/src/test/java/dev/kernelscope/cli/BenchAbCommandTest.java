/*
 * `kernelscope bench ab` on the OpenCL device present (PoCL in CI): one file with two defines (docs/examples'
 * early-exit kernel), outputs that differ (exit 1, still timed), the record's interleaved rounds, and bad input
 * (a variant that does not compile, the wrong argument count, two kernels and no --kernel, too few rounds) as exit 2,
 * all through the worker process; the same record from --in-process; a variant that crashes or hangs its worker.
 * Nothing asserts which variant is faster: that is the measurement, not a property of the code.
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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchAbCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path EARLY_EXIT = Path.of("../docs/examples/early_exit.cl");
    private static final String N = "4099";   // launched as 4160 (65 groups of 64): the kernel's bound check runs

    @BeforeEach
    void needsAnOpenClDevice() {
        assumeTrue(!Devices.discover().devices(BackendKind.OPENCL).isEmpty(),
                () -> "no OpenCL device: " + Devices.discover().explanation());
    }

    private static List<String> earlyExitArgs() {
        return new ArrayList<>(List.of("--global", "4160", "--local", "64", "--arg", "buf:float:" + N + ":random",
                "--arg", "buf:float:" + N + ":random", "--arg", "buf:float:" + N + ":random",
                "--arg", "buf:float:" + N + ":zeros", "--arg", "int:" + N, "--backend", "opencl"));
    }

    private static Cli ab(List<String> files, List<String> rest) {
        List<String> all = new ArrayList<>(List.of("bench", "ab"));
        all.addAll(files);
        all.addAll(rest);
        return Cli.run(all.toArray(String[]::new));
    }

    @Test
    void oneFileTwoDefinesSameOutputsInterleavedRoundsAndAVerdict(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("ab.json");
        List<String> rest = earlyExitArgs();
        rest.addAll(List.of("--define-b", "EARLY_EXIT=1", "-D", "WORK=16", "--rounds", "6", "--repetitions", "3",
                "--output", record.toString()));
        Cli run = ab(List.of(EARLY_EXIT.toString(), EARLY_EXIT.toString()), rest);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("order alternating").contains("Outputs: the same (4 buffers, 16,396 elements")
                .contains("-DWORK=16 -DEARLY_EXIT=1").containsPattern("At 95% confidence: (B is faster|B is slower"
                        + "|No difference told apart)");
        JsonNode json = JSON.readTree(Files.readString(record));
        assertThat(json.get("benchmark").asText()).isEqualTo("ab");
        assertThat(json.get("variants").get(1).get("options").toString()).isEqualTo("[\"-DWORK=16\",\"-DEARLY_EXIT=1\"]");
        JsonNode rounds = json.get("rounds");
        assertThat(rounds).hasSize(6);
        double[] ratios = new double[6];
        for (int i = 0; i < 6; i++) {
            JsonNode round = rounds.get(i);
            assertThat(round.get("order").asText()).isEqualTo(i % 2 == 0 ? "AB" : "BA");
            assertThat(round.get("a").get("samplesNs")).hasSize(3);
            ratios[i] = round.get("ratio").asDouble();
            assertThat(ratios[i]).isCloseTo(round.get("b").get("medianNs").asDouble()
                    / round.get("a").get("medianNs").asDouble(), org.assertj.core.api.Assertions.within(1e-9));
        }
        java.util.Arrays.sort(ratios);
        JsonNode comparison = json.get("comparison");
        assertThat(comparison.get("lower").asDouble()).isEqualTo(ratios[0]);   // six rounds: [min, max], 96.9%
        assertThat(comparison.get("upper").asDouble()).isEqualTo(ratios[5]);
        assertThat(comparison.get("coverage").asDouble()).isEqualTo(1 - 2 / 64.0);
        assertThat(json.get("outputs").get("same").asBoolean()).isTrue();
    }

    @Test
    void variantsMayDifferInTheLaunchAndTheKernelIsFoundBehindAMacroAttribute() throws Exception {
        // items_per_work_item.cl: B does 4 elements per work-item, so it launches a quarter of the work-items
        Cli items = ab(List.of("../docs/examples/items_per_work_item.cl", "../docs/examples/items_per_work_item.cl"),
                List.of("--define-b", "ITEMS=4", "--global", "4096", "--local", "64", "--global-b", "1024",
                        "--arg", "buf:float:4000:random", "--arg", "buf:float:4000:random", "--arg", "float:1.5",
                        "--arg", "int:4000", "--rounds", "6", "--repetitions", "2", "--backend", "opencl",
                        "--format", "json"));
        assertThat(items.exitCode()).as(items.err()).isZero();
        JsonNode json = JSON.readTree(items.out());
        assertThat(json.get("variants").get(0).get("geometry").asText()).isEqualTo("global [4096], local [64]");
        assertThat(json.get("variants").get(1).get("geometry").asText()).isEqualTo("global [1024], local [64]");
        assertThat(json.get("outputs").get("worstRelativeDifference").asDouble()).isZero();

        // reqd_group_size.cl declares its kernel as "__kernel GROUP_SIZE_ATTRIBUTE void block_sum(": no --kernel needed
        Cli reqd = ab(List.of("../docs/examples/reqd_group_size.cl", "../docs/examples/reqd_group_size.cl"),
                List.of("--define-b", "REQD=1", "--global", "1024", "--local", "256", "--arg",
                        "buf:float:5000:random", "--arg", "buf:float:4:zeros", "--arg", "int:5000", "--rounds", "6",
                        "--repetitions", "2", "--backend", "opencl"));
        assertThat(reqd.exitCode()).as(reqd.err()).isZero();
        assertThat(reqd.out()).contains("block_sum").contains("-DREQD=1").contains("1024 / 256")
                .contains("difference 0, bit for bit");
    }

    @Test
    void outputsThatDifferExitOneAndAreStillTimed(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("scale.cl");
        Files.writeString(a, """
                #ifndef FACTOR
                #define FACTOR 2.0f
                #endif
                __kernel void scale(__global float* x, const int n) {
                    int i = get_global_id(0);
                    if (i < n) x[i] = x[i] * FACTOR;
                }
                """);
        Cli run = ab(List.of(a.toString(), a.toString()), List.of("--define-b", "FACTOR=2.001f", "--global", "1000",
                "--arg", "buf:float:1000:random", "--arg", "int:1000", "--rounds", "6", "--repetitions", "2",
                "--backend", "opencl", "--format", "json"));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
        JsonNode json = JSON.readTree(run.out());
        assertThat(json.get("outputs").get("same").asBoolean()).isFalse();
        assertThat(json.get("outputs").get("worstRelativeDifference").asDouble()).isCloseTo(0.0005,
                org.assertj.core.api.Assertions.within(1e-5));
        assertThat(json.get("outputs").get("detail").asText()).startsWith("argument 0: B differs from A by a relative");
        assertThat(json.get("rounds")).hasSize(6);
    }

    @Test
    void badVariantsAndSettingsAreOneParagraphExitTwo(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.cl");
        Files.writeString(broken, "__kernel void k(__global float* x) { x[0] = undeclared; }\n");
        Path two = dir.resolve("two.cl");
        Files.writeString(two, "__kernel void first(__global float* x) {}\n__kernel void second(__global float* x) {}\n");
        String e = EARLY_EXIT.toString();

        Cli noCompile = ab(List.of(e, broken.toString()), List.of("--global", "1", "--arg", "buf:float:1:zeros",
                "--backend", "opencl"));
        assertThat(noCompile.exitCode()).isEqualTo(2);
        assertThat(noCompile.err()).contains("Variant B (" + broken + ")").contains("does not compile")
                .contains("undeclared");
        assertThat(noCompile.errorIsOneParagraph()).as(noCompile.err()).isTrue();

        Cli wrongArgs = ab(List.of(e, e), List.of("--global", "64", "--arg", "buf:float:64:zeros",
                "--backend", "opencl"));
        assertThat(wrongArgs.exitCode()).isEqualTo(2);
        assertThat(wrongArgs.err()).contains("takes 5 arguments; 1 --arg were given");

        Cli ambiguous = ab(List.of(two.toString(), two.toString()), List.of("--global", "1", "--arg",
                "buf:float:1:zeros", "--backend", "opencl"));
        assertThat(ambiguous.exitCode()).isEqualTo(2);
        assertThat(ambiguous.err()).contains("declares 2 kernels [first, second]").contains("--kernel");

        List<String> fewRounds = earlyExitArgs();
        fewRounds.addAll(List.of("--rounds", "5"));
        Cli tooFew = ab(List.of(e, e), fewRounds);
        assertThat(tooFew.exitCode()).isEqualTo(2);
        assertThat(tooFew.err()).contains("5 rounds cannot give 95% confidence").contains("at least 6 rounds");

        Cli named = ab(List.of(two.toString(), two.toString()), List.of("--kernel", "first", "--kernel-b", "third",
                "--global", "1", "--arg", "buf:float:1:zeros", "--backend", "opencl"));
        assertThat(named.exitCode()).isEqualTo(2);
        assertThat(named.err()).contains("has no kernel 'third'");
        assertThat(named.errorIsOneParagraph()).as(named.err()).isTrue();
    }

    @Test
    void theWorkerAndThisProcessGiveRecordsOfTheSameContent() throws Exception {
        List<String> files = List.of(EARLY_EXIT.toString(), EARLY_EXIT.toString());
        List<String> rest = earlyExitArgs();
        rest.addAll(List.of("--define-b", "EARLY_EXIT=1", "--rounds", "6", "--repetitions", "2", "--format", "json"));
        Cli worker = ab(files, rest);
        rest.add("--in-process");
        Cli here = ab(files, rest);
        assertThat(worker.exitCode()).as(worker.err()).isZero();
        assertThat(here.exitCode()).as(here.err()).isZero();
        JsonNode w = JSON.readTree(worker.out());
        JsonNode h = JSON.readTree(here.out());
        assertThat(fieldPaths(w, "")).isEqualTo(fieldPaths(h, ""));
        assertThat(w.get("parameters")).isEqualTo(h.get("parameters"));
        assertThat(w.get("outputs")).isEqualTo(h.get("outputs"));   // the same data (seed 42), the same kernels
        for (int v = 0; v < 2; v++) {
            for (String field : List.of("label", "file", "kernel", "options", "geometry", "resources")) {
                assertThat(w.get("variants").get(v).get(field)).as(field).isEqualTo(h.get("variants").get(v).get(field));
            }
        }
        for (int r = 0; r < 6; r++) {
            JsonNode round = w.get("rounds").get(r);
            assertThat(round.get("order")).isEqualTo(h.get("rounds").get(r).get("order"));
            assertThat(round.get("a").get("warmups")).isEqualTo(h.get("rounds").get(r).get("a").get("warmups"));
            assertThat(round.get("ratio").asDouble()).isEqualTo(round.get("b").get("medianNs").asDouble()
                    / round.get("a").get("medianNs").asDouble());   // the worker's samples, not numbers made here
        }
    }

    /** Every field's path in a record ("/rounds[]/a/samplesNs"), to compare two records' shapes. */
    private static java.util.Set<String> fieldPaths(JsonNode node, String path) {
        java.util.Set<String> paths = new java.util.TreeSet<>();
        if (node.isObject()) {
            node.fieldNames().forEachRemaining(name -> {
                paths.add(path + "/" + name);
                paths.addAll(fieldPaths(node.get(name), path + "/" + name));
            });
        } else if (node.isArray()) {
            node.forEach(element -> paths.addAll(fieldPaths(element, path + "[]")));
        }
        return paths;
    }

    @Test
    void aVariantWritingOutsideItsBuffersCrashesOnlyTheWorker(@TempDir Path dir) throws Exception {
        // on a CPU OpenCL device (PoCL) a write past a buffer corrupts the memory of the process it runs in
        Path kernel = Files.writeString(dir.resolve("oob.cl"), """
                __kernel void k(__global const float* a, __global float* b, __local float* t) {
                    int i = get_global_id(0); t[get_local_id(0)] = a[i % 16]; barrier(CLK_LOCAL_MEM_FENCE);
                #if OUTSIDE
                    b[i] = t[get_local_id(0)] * 2.0f;
                #else
                    b[i % 16] = t[get_local_id(0)] * 2.0f;
                #endif
                }
                """);
        Cli cli = ab(List.of(kernel.toString(), kernel.toString()), List.of("--define-b", "OUTSIDE=1", "--global",
                "1048576", "--local", "64", "--arg", "buf:float:16:random", "--arg", "buf:float:16:zeros", "--arg",
                "local:256", "--rounds", "6", "--backend", "opencl", "--run-timeout", "30s"));
        assertThat(cli.exitCode()).as(cli.err()).isEqualTo(1);
        // B's output-check launch writes outside: the step the process died in, or (glibc tripping over the heap a
        // step later, as on the CI machine once, or PoCL's threads deadlocked in A's first round, session 51) among
        // the launches named before it
        assertThat(cli.err()).startsWith("kernelscope: bench ab on ").contains("the output-check launch of variant B ("
                + kernel + " -DOUTSIDE=1)");
        // as analyze --run's test: glibc usually aborts the corrupted child at once; a deadlock ends at the bound
        if (!cli.err().contains("was still running after 30 s")) {
            assertThat(cli.err()).contains("the process running the variants stopped on a native crash")
                    .contains("argument 0: 16 float (64 B), argument 1: 16 float (64 B)")
                    .contains("global size 1048576, groups of 64").contains("kernelscope-crash-");
        }
        assertThat(cli.errorIsOneParagraph()).as(cli.err()).isTrue();
        assertThat(cli.err()).doesNotContain("fatal error");
        assertThat(cli.out()).isEmpty();
    }

    @Test
    void aVariantThatNeverReturnsIsStoppedAtTheBoundOfItsStep(@TempDir Path dir) throws Exception {
        Path kernel = Files.writeString(dir.resolve("spin.cl"), """
                __kernel void spin(__global float* a) {
                #if SPIN
                    while (a[0] >= 0.0f) { a[1] += 1.0f; }   // a is all zeros: the loop never ends
                #else
                    a[1] += 1.0f;
                #endif
                }
                """);
        // The bound also covers the worker's start (a JVM and the device opened): on the 2-core CI machine beside
        // other test forks that took more than 4 s once (session 43), so the step the test means never ran.
        long start = System.nanoTime();
        Cli cli = ab(List.of(kernel.toString(), kernel.toString()), List.of("--define-b", "SPIN=1", "--global", "1",
                "--arg", "buf:float:2:zeros", "--rounds", "6", "--backend", "opencl", "--run-timeout", "15s"));
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(cli.exitCode()).as(cli.err()).isEqualTo(1);
        assertThat(cli.err()).contains("the output-check launch of variant B (" + kernel + " -DSPIN=1) was still "
                + "running after 15 s").contains("a kernel that never returns").contains("--run-timeout");
        assertThat(cli.errorIsOneParagraph()).as(cli.err()).isTrue();
        assertThat(seconds).as("stopped at the bound, not left running").isLessThan(60);
    }

    @Test
    void aTimeBoundWithoutAWorkerIsRefused() {
        List<String> rest = earlyExitArgs();
        rest.addAll(List.of("--rounds", "6", "--in-process", "--run-timeout", "10s"));
        Cli cli = ab(List.of(EARLY_EXIT.toString(), EARLY_EXIT.toString()), rest);
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err()).contains("--run-timeout").contains("--in-process");
        assertThat(cli.errorIsOneParagraph()).as(cli.err()).isTrue();
    }
}
