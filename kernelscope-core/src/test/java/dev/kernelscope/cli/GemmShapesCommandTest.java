/*
 * `kernelscope gemm --shapes/--layout/--trans` driven in-process (PoCL in CI): any shape with its own storage gets a
 * record with both timings (kernel only and end to end through the API, with the host time per call) and its shape
 * class; --explain prints what Gemm.tuned runs; malformed shapes, layouts and transposes, empty lists and options
 * outside their mode are user errors (exit 2) that say what is expected.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.Gemm;
import dev.kernelscope.kernels.gemm.GemmChoice;
import dev.kernelscope.kernels.gemm.GemmConformance;
import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.kernels.gemm.Layout;
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
        Cli run = Cli.run("gemm", "--backend", "opencl", "--rungs", "8", "--shapes", "40x36x256:col:NT,45x36x258",
                "--trans", "TN", "--warmups", "1", "--repetitions", "6", "--quiet", "--output", json.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("40 x 36 x 256, col-major NT").contains("45 x 36 x 258, row-major TN");
        JsonNode sizes = new ObjectMapper().readTree(json.toFile()).path("sizes");
        assertThat(sizes).hasSize(2);
        assertThat(sizes.get(0).path("layout").asText()).isEqualTo("col");
        assertThat(sizes.get(1).path("transposes").asText()).isEqualTo("TN");
        // 40x36 column-major is 36x40 row-major (M <= N, K a multiple of 16 from 256: skinny-few); 45x36 has N < M
        // (narrow-few: M up to 3072 at any K; K from 256, so not short-k)
        List<String> classes = List.of("skinny-few", "narrow-few");
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
            assertThat(endToEnd.path("callsPerSample").asInt()).isGreaterThanOrEqualTo(16);
            assertThat(endToEnd.path("hostNsFirstCall").asDouble()).isPositive();
            assertThat(endToEnd.path("hostNsSameBuffers").asDouble()).isPositive();
            assertThat(endToEnd.path("warmUpRounds").asInt()).isPositive();
            assertThat(endToEnd.path("warmUpMs").asDouble()).isPositive();
        }
    }

    @Test
    void malformedShapesLayoutsAndTransposesAreUserErrors() {
        expectUserError(Cli.run("gemm", "--shapes", "12x12"), "A shape is MxNxK");
        expectUserError(Cli.run("gemm", "--shapes", "12x0x3"), "must lie in 1..65536");
        // a whole number past 2^31 was called no whole number; a trailing 'x' was dropped and 5x5x5x ran as 5x5x5
        expectUserError(Cli.run("gemm", "--shapes", "99999999999x1x1"), "must lie in 1..65536");
        expectUserError(Cli.run("gemm", "--shapes", "5x5x5x"), "A shape is MxNxK");
        expectUserError(Cli.run("gemm", "--shapes", "+5x5x5"), "with whole numbers");   // parseInt reads "+5"
        expectUserError(Cli.run("gemm", "--shapes", "12x4x3:diag"), "MxNxK[:row|col][:NN|NT|TN|TT]");
        expectUserError(Cli.run("gemm", "--shapes", "12x4x3", "--layout", "diag"), "--layout is row or col");
        expectUserError(Cli.run("gemm", "--shapes", "12x4x3", "--trans", "NX"), "--trans is NN, NT, TN or TT");
        expectUserError(Cli.run("gemm", "--shapes", "12x4x3", "--sizes", "64"), "not both");
        // a field given twice: the last one used to win without a word (col:TT:row ran row-major)
        expectUserError(Cli.run("gemm", "--shapes", "8x8x8:col:TT:row"), "names its storage twice");
        expectUserError(Cli.run("gemm", "--shapes", "8x8x8:TT:NN"), "names its transposes twice");
    }

    /**
     * ',' alone splits to an empty list, which read as the option left out: '--rungs ,' ran every rung, '--shapes ,'
     * the default sizes, '--explain ,' printed nothing with exit 0. Benchmark options beside --check or --explain
     * were ignored (no --output file written, --check's own shapes instead of --shapes, --check --rungs none
     * --variant V checked nothing and passed). All refused before any device work.
     */
    @Test
    void emptyListsAndOptionsOutsideTheirModeAreUserErrors() {
        expectUserError(Cli.run("gemm", "--rungs", ",", "--shapes", "8x8x8"), "--rungs was given an empty list");
        expectUserError(Cli.run("gemm", "--shapes", ","), "--shapes was given an empty list");
        expectUserError(Cli.run("gemm", "--explain", ","), "--explain was given an empty list");
        expectUserError(Cli.run("gemm", "--explain", "8x8x8", "--output", "never.json"),
                "--output belongs to the benchmark");
        expectUserError(Cli.run("gemm", "--explain", "8x8x8", "--rungs", "8", "--format", "json"),
                "--rungs, --format json belong to the benchmark");
        expectUserError(Cli.run("gemm", "--check", "--shapes", "8x8x8"), "--shapes belongs to the benchmark");
        expectUserError(Cli.run("gemm", "--check", "--rungs", "none", "--variant", "10:BK=16"),
                "--variant belongs to the benchmark");
        expectUserError(Cli.run("gemm", "--check", "--rungs", "none"), "--rungs none chose none");
        expectUserError(Cli.run("gemm", "--check", "--explain", "8x8x8"), "give one of them");
        // --explain is about the tuned rung: a define is checked against rung 10's rules, not rung 4's
        expectUserError(Cli.run("gemm", "--explain", "100x100x100", "--define", "BM=7"), "rung 10 tuned break");
    }

    /**
     * Every shape is checked before the first runs: a matrix of 2^31 floats or more (32769x16x65536: A 2^31 + 2^16,
     * within this machine's memory) ended in an internal error (integer overflow) making its host copy, and only
     * after the shapes before it were measured, their table lost.
     */
    @Test
    void aShapeTooLargeForTheHostCopiesIsRefusedBeforeAnyShapeRuns(@TempDir Path dir) throws Exception {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Cli run = Cli.run("gemm", "--backend", "opencl", "--rungs", "10", "--shapes", "8x8x8,32769x16x65536",
                "--output", dir.resolve("refused.json").toString());
        expectUserError(run, "Shape 32769x16x65536: A holds 2147549184 floats as stored");
        assertThat(run.err()).doesNotContain("shape 8x8x8");   // the progress line of a measured shape
        try (var left = java.nio.file.Files.list(dir)) {
            assertThat(left).as("no record, no journal of nothing measured").isEmpty();
        }
    }

    /**
     * --explain says what Gemm.tuned really runs: for a shape of each of several classes (storage and transposes
     * given per shape), the text it prints is the choice of a Gemm.tuned that has just run the shape and verified it
     * against the double-precision reference, from the plan that call used (no new plan made by asking). A shape
     * given twice is explained once.
     */
    @Test
    void explainPrintsWhatTheTunedGemmRuns() {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        List<String> shapes = List.of("8x100x64", "48x40x640", "40x200x320", "200x40x258", "100x300x300", "200x200x200",
                "70x36x320:col:NT", "45x36x9:row:TN");
        List<String> given = new java.util.ArrayList<>(shapes);
        given.add("8x100x64");
        Cli run = Cli.run("gemm", "--backend", "opencl", "--explain", String.join(",", given));
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("8x100x64 is given more than once");
        Device device = Devices.discover().devices(BackendKind.OPENCL).getFirst();
        try (DeviceSession session = Devices.open(device); Gemm gemm = Gemm.tuned(session)) {
            java.util.Set<String> classes = new java.util.TreeSet<>();
            for (String text : shapes) {
                GemmShape shape = GemmShapeArgument.parse(text, Layout.ROW_MAJOR, false, false);
                GemmConformance.Case c = new GemmConformance.Case("explained", shape.layout(), shape.transA(),
                        shape.transB(), shape.m(), shape.n(), shape.k(), 0, 1.0f, 0.5f, GemmConformance.Special.NONE);
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, System.nanoTime());
                assertThat(outcome.passes()).as(outcome.describe()).isTrue();
                int plans = gemm.cachedPlans();
                GemmChoice choice = gemm.choice(shape);
                assertThat(gemm.cachedPlans()).as("the choice is the plan the call ran").isEqualTo(plans);
                assertThat(run.out()).as(text).contains(choice.explain());
                assertThat(run.out().split(java.util.regex.Pattern.quote("shape " + shape + ":"), -1)).as(text).hasSize(2);
                classes.add(choice.shapeClass().id());
            }
            assertThat(classes).hasSizeGreaterThanOrEqualTo(6);
        }
    }

    /** --explain gives a general-narrow call's count of 128x64 tiles, which splits it from general-narrow-few. */
    @Test
    void explainCountsTheNarrowTilesThatSplitTheNarrowClasses() {
        assumeTrue(OPENCL, "no OpenCL device on this machine");
        Cli run = Cli.run("gemm", "--backend", "opencl", "--explain", "2709x175x2601,2709x1060x700");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("shape 2709x175x2601: class general-narrow-few")
                .contains("tiles of 128x64: 66 (general-narrow-few up to 200)")   // 22 x 3
                .contains("shape 2709x1060x700: class general-narrow (")
                .contains("tiles of 128x64: 374 (general-narrow-few up to 200)");  // 22 x 17
    }

    private static void expectUserError(Cli cli, String message) {
        assertThat(cli.exitCode()).as(cli.err()).isEqualTo(KernelScope.EXIT_USER_ERROR);
        assertThat(cli.err()).contains(message);
        assertThat(cli.errorIsOneParagraph()).as(cli.err()).isTrue();
    }
}
