/*
 * `kernelscope analyze` end to end in-process: exit codes (0 findings, 1 divergent barrier, 2 bad input), clang's
 * line:col on a file that does not compile, SARIF 2.1.0 valid against OASIS's schema and as GitHub code scanning
 * reads it, JSON, --batch, and a run on the OpenCL device present (PoCL in CI) with achieved bandwidth, and a kernel
 * writing outside its buffers, whose crash ends only the child process that ran it.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Devices;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.SarifLogCheck;
import dev.kernelscope.source.ClangFrontEnd;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzeCommandTest {
    private static final String CORPUS = "src/test/resources/dev/kernelscope/advise/analyze/";

    @TempDir
    Path dir;

    @BeforeAll
    static void needsLibclang() {
        assumeTrue(ClangFrontEnd.isAvailable(), "libclang is not installed (apt-get install libclang1-15)");
    }

    @Test
    void findingsExitZeroAndNameRuleLineAndSource() {
        Cli cli = Cli.run("analyze", CORPUS + "mem001_stride8.cl", "--arch", "sm_90");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        assertThat(cli.out()).contains("KS-MEM-001").contains("5:14")
                .contains("32 32-byte sectors where a contiguous access needs 4").contains("8x the memory traffic")
                .contains("004_f5c267b79a273d51.txt, Kernel 2").contains("what-if sm_90");
    }

    @Test
    void divergentBarrierExitsOne() {
        Cli cli = Cli.run("analyze", CORPUS + "sync001_early_return.cl", "--arch", "sm_90");
        assertThat(cli.exitCode()).isEqualTo(1);
        assertThat(cli.out()).contains("KS-SYNC-001").contains("early return at line 6");
    }

    @Test
    void aFileThatDoesNotCompileGetsClangsLineAndColumnAndExitTwo() throws Exception {
        Path bad = dir.resolve("bad.cl");
        Files.writeString(bad, "__kernel void k(__global float *a) {\n    a[0] = undefined_name;\n}\n");
        Cli cli = Cli.run("analyze", bad.toString(), "--arch", "sm_90");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err()).contains("2:12").contains("undeclared identifier 'undefined_name'");
        assertThat(cli.errorIsOneParagraph()).isTrue();
    }

    @Test
    void inputsThatAreNotOpenClCSayWhatTheyAreInOneParagraph() throws Exception {
        Path cuda = Files.writeString(dir.resolve("saxpy.cu"), "__global__ void saxpy(float a, float *y) {\n"
                + "    y[blockIdx.x * blockDim.x + threadIdx.x] *= a;\n}\n");
        Path switchedOff = Files.writeString(dir.resolve("routine.cl"), "#if defined(ROUTINE_SYMM)\n"
                + "__kernel void symm(__global float *a) { a[get_global_id(0)] = 0.0f; }\n#endif\n");
        Path binary = Files.write(dir.resolve("binary.cl"), new byte[] {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0});
        Path utf16 = Files.write(dir.resolve("utf16.cl"), "__kernel void k(__global float *a) { a[0] = 1.0f; }\n"
                .getBytes(java.nio.charset.StandardCharsets.UTF_16));
        Object[][] cases = {
            {cuda, "It looks like CUDA C++ (__global__, blockIdx, blockDim, threadIdx)"},
            {switchedOff, "its __kernel text (line 2) sits inside #if/#ifdef blocks"},
            {binary, "is not a text file (it holds NUL bytes)"},
            {utf16, "is UTF-16 text"},
        };
        for (Object[] c : cases) {
            Cli cli = Cli.run("analyze", c[0].toString(), "--arch", "sm_90");
            assertThat(cli.exitCode()).as(cli.err()).isEqualTo(2);
            assertThat(cli.err()).contains((String) c[1]);
            assertThat(cli.errorIsOneParagraph()).isTrue();
        }
        // a Latin-1 comment (an author's name) is valid OpenCL C: it was refused as 'not UTF-8 text'
        byte[] latin1 = "// Jos\u00e9\n__kernel void k(__global float *a) { a[get_global_id(0)] = 1.0f; }\n"
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        Cli accepted = Cli.run("analyze", Files.write(dir.resolve("latin1.cl"), latin1).toString(), "--arch", "sm_90");
        assertThat(accepted.exitCode()).as(accepted.err()).isZero();
        assertThat(accepted.out()).contains("kernel k (line 2)");
    }

    @Test
    void aKernelTooLargeForAnArchitectureKeepsItsFindingsAndSaysSo() throws Exception {
        // 1 MiB of __local memory (hashcat's bcrypt with a large FIXED_LOCAL_SIZE) fits no GPU: this was exit 2 with
        // the what-if model's message, and every static finding of the file was lost
        Path kernel = Files.writeString(dir.resolve("huge_local.cl"), "__kernel void k(__global float *a, int n) {\n"
                + "    __local float table[256][1024];\n    int i = get_global_id(0);\n"
                + "    table[get_local_id(0)][0] = a[i * n];\n    barrier(CLK_LOCAL_MEM_FENCE);\n"
                + "    a[i] = table[0][get_local_id(0)];\n}\n");
        Cli cli = Cli.run("analyze", kernel.toString(), "--arch", "sm_90,gfx90a");
        assertThat(cli.exitCode()).as("an error-level finding: " + cli.err()).isEqualTo(1);
        assertThat(cli.out()).contains("KS-MEM-001").contains("kernel k cannot launch on sm_90")
                .contains("kernel k cannot launch on gfx90a").contains("1,048,576 B").contains("KS-LAUNCH-002  error");
    }

    @Test
    void includeDirectoriesReachTheParseAndTheDeviceCompile() throws Exception {
        // Rodinia's heartwall and srad include "./main.h" from the directory the host passes with -I
        Path headers = Files.createDirectories(dir.resolve("common"));
        Files.writeString(headers.resolve("sizes.h"), "#define TILE 16\n");
        Path kernel = Files.writeString(dir.resolve("inc.cl"), "#include \"sizes.h\"\n__kernel void inc("
                + "__global float *a) {\n    a[get_global_id(0) * TILE] += 1.0f;\n}\n");
        Cli missing = Cli.run("analyze", kernel.toString(), "--arch", "sm_90");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).contains("'sizes.h' file not found").contains("-I DIR");
        Cli notADirectory = Cli.run("analyze", kernel.toString(), "-I", dir.resolve("none").toString(), "--arch", "sm_90");
        assertThat(notADirectory.exitCode()).isEqualTo(2);
        assertThat(notADirectory.err()).contains("is not a directory");
        assertThat(notADirectory.errorIsOneParagraph()).isTrue();
        boolean device = !Devices.discover().devices(BackendKind.OPENCL).isEmpty();
        Cli found = device ? Cli.run("analyze", kernel.toString(), "-I", headers.toString(), "--backend", "opencl")
                : Cli.run("analyze", kernel.toString(), "-I", headers.toString(), "--arch", "sm_90");
        assertThat(found.exitCode()).as(found.err()).isZero();
        assertThat(found.out()).contains("KS-MEM-001").doesNotContain("compile failed");
        if (device) {
            assertThat(found.out()).contains("REGS");
        }
    }

    @Test
    void aHeaderBesideTheKernelReachesTheDeviceCompileWithoutDashI() throws Exception {
        // session 55: the parse found it (libclang reads the file), the device compile of the text did not
        assumeTrue(!Devices.discover().devices(BackendKind.OPENCL).isEmpty(), "no OpenCL device");
        Path folder = Files.createDirectories(dir.resolve("beside"));
        Files.writeString(folder.resolve("tile.h"), "#define TILE 16\n");
        Path kernel = Files.writeString(folder.resolve("beside.cl"), "#include \"tile.h\"\n__kernel void beside("
                + "__global float *a) {\n    a[get_global_id(0)] *= TILE;\n}\n");
        Cli cli = Cli.run("analyze", kernel.toString(), "--backend", "opencl");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        assertThat(cli.out()).contains("REGS").doesNotContain("compile failed");
    }

    @Test
    void runArgumentsOfTheWrongKindAreExitTwoBeforeTheRun() throws Exception {
        assumeTrue(!Devices.discover().devices().isEmpty(), "no device");
        Path kernel = Files.writeString(dir.resolve("r.cl"), "__kernel void r(__global const float* in,"
                + " __global float* out) {\n    out[get_global_id(0)] = in[get_global_id(0)];\n}\n");
        // once: "run on ... failed: clSetKernelArg failed: CL_INVALID_ARG_SIZE" and exit code 0
        Cli cli = Cli.run("analyze", kernel.toString(), "--global", "64", "--arg", "int:3", "--arg",
                "buf:float:64:zeros", "--run");
        assertThat(cli.exitCode()).as(cli.out()).isEqualTo(2);
        assertThat(cli.err()).contains("--arg 1 (int:3)").contains("'in'");
        assertThat(cli.errorIsOneParagraph()).isTrue();
        assertThat(cli.out()).doesNotContain("run on");
    }

    @Test
    void badInputIsExitTwoWithOneParagraph() {
        assertThat(Cli.run("analyze", dir.resolve("missing.cl").toString(), "--arch", "sm_90").exitCode()).isEqualTo(2);
        Cli badArg = Cli.run("analyze", CORPUS + "mem001_stride8.cl", "--arch", "sm_90", "--arg", "buf:float:x:random");
        assertThat(badArg.exitCode()).isEqualTo(2);
        assertThat(badArg.err()).contains("buf:float|int|half|byte:N");
        Cli badKernel = Cli.run("analyze", CORPUS + "mem001_stride8.cl", "--arch", "sm_90", "--kernel", "nope");
        assertThat(badKernel.exitCode()).isEqualTo(2);
        assertThat(badKernel.err()).contains("gather8");
        assertThat(Cli.run("analyze", CORPUS + "mem001_stride8.cl", "--arch", "sm_999").exitCode()).isEqualTo(2);
    }

    @Test
    void aFolderGivenAsTheKernelFileIsSaidSo() {
        // once: "Cannot read DIR: I/O error (Is a directory)"
        Cli cli = Cli.run("analyze", dir.toString(), "--arch", "sm_90");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err()).contains("the kernel file " + dir + " is a folder; give the path of a file.")
                .doesNotContain("I/O error");
        assertThat(cli.errorIsOneParagraph()).isTrue();
    }

    @Test
    void sarifHasWhatCodeScanningNeeds() throws Exception {
        Path sarif = dir.resolve("out.sarif");
        Cli cli = Cli.run("analyze", "--batch", CORPUS, "--arch", "sm_90", "--format", "sarif", "--output",
                sarif.toString());
        assertThat(cli.exitCode()).as(cli.err()).isEqualTo(1); // the corpus holds divergent barriers
        SarifLogCheck.assertConforms(Files.readString(sarif));
        JsonNode log = Json.mapper().readTree(sarif.toFile());
        assertThat(log.get("version").asText()).isEqualTo("2.1.0");
        JsonNode driver = log.get("runs").get(0).get("tool").get("driver");
        assertThat(driver.get("name").asText()).isEqualTo("KernelScope");
        JsonNode rule = driver.get("rules").get(0);
        assertThat(rule.get("id").asText()).startsWith("KS-");
        assertThat(rule.get("shortDescription").get("text").asText()).isNotBlank();
        assertThat(rule.get("fullDescription").get("text").asText()).isNotBlank();
        assertThat(rule.has("helpUri")).as("no --docs-url, so no link to vouch for").isFalse();
        assertThat(rule.get("help").get("markdown").asText()).contains(rule.get("id").asText());
        JsonNode results = log.get("runs").get(0).get("results");
        assertThat(results.size()).isGreaterThan(20);
        for (JsonNode result : results) {
            assertThat(result.get("ruleId").asText()).startsWith("KS-");
            assertThat(result.get("level").asText()).isIn("error", "warning", "note");
            assertThat(result.get("message").get("text").asText()).isNotBlank();
            JsonNode location = result.get("locations").get(0).get("physicalLocation");
            assertThat(location.get("artifactLocation").get("uri").asText())
                    .startsWith("src/test/resources/dev/kernelscope/advise/analyze/").doesNotContain("\\");
            assertThat(location.get("region").get("startLine").asInt()).isPositive();
            assertThat(result.get("partialFingerprints").get("primaryLocationLineHash/v1").asText()).hasSize(32);
        }
    }

    /** A batch file that does not parse was missing from the SARIF: code scanning showed it as clean. */
    @Test
    void aBatchFileThatCannotBeAnalysedIsAnUnsuccessfulInvocationInTheSarif() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("batch"));
        Files.writeString(folder.resolve("fine.cl"), "__kernel void k(__global float *a) { a[get_global_id(0)] = 1.0f; }\n");
        Files.writeString(folder.resolve("broken.cl"), "__kernel void k(__global float *a) { a[0] = ; }\n");
        Path sarif = dir.resolve("batch.sarif");
        Cli cli = Cli.run("analyze", "--batch", folder.toString(), "--arch", "sm_90", "--format", "sarif",
                "--output", sarif.toString());
        assertThat(cli.exitCode()).as(cli.err()).isEqualTo(2);
        SarifLogCheck.assertConforms(Files.readString(sarif));
        JsonNode invocation = Json.mapper().readTree(sarif.toFile()).get("runs").get(0).get("invocations").get(0);
        assertThat(invocation.get("executionSuccessful").asBoolean()).isFalse();
        assertThat(invocation.get("toolExecutionNotifications")).hasSize(1);
        assertThat(invocation.get("toolExecutionNotifications").get(0).get("message").get("text").asText())
                .contains("broken.cl");
    }

    @Test
    void oneFileToStandardOutputIsValidSarif() throws Exception {
        assertThat(firstSarifUri(Path.of(CORPUS + "mem001_stride8.cl"), Path.of("")))
                .isEqualTo(CORPUS + "mem001_stride8.cl");
    }

    @Test
    void sarifUrisOfFileNamesThatNeedEscapingAreValid() throws Exception {
        // a space, ':', '#', '%' and a non-ASCII letter are legal in a file name and not in a URI as written: the
        // schema refused the log, and codeql-action's upload, which percent-decodes the URI, dropped the location
        Path folder = Files.createDirectories(dir.resolve("my kernels"));
        Path awkward = Files.copy(Path.of(CORPUS + "mem001_stride8.cl"), folder.resolve("a:b #1 100% \u00fc.cl"));
        String uri = firstSarifUri(awkward, dir);
        assertThat(uri).isEqualTo("my%20kernels/a%3Ab%20%231%20100%25%20%C3%BC.cl");
        assertThat(java.net.URI.create(uri).getPath()).isEqualTo("my kernels/a:b #1 100% \u00fc.cl");
    }

    @Test
    void aFileOutsideRootIsNamedByItsFileUri() throws Exception {
        // was the path as given ("/tmp/..." or "../x.cl"): a relative reference that names no file of the repository
        Path outside = Files.copy(Path.of(CORPUS + "mem001_stride8.cl"), dir.resolve("outside.cl"));
        String uri = firstSarifUri(outside, Files.createDirectories(dir.resolve("repository")));
        assertThat(uri).startsWith("file:///");
        assertThat(Path.of(java.net.URI.create(uri))).isEqualTo(outside.toAbsolutePath());
    }

    /** Analyzes {@code kernel} to SARIF on standard output, checks the log conforms, returns its first result's URI. */
    private static String firstSarifUri(Path kernel, Path root) throws Exception {
        Cli cli = Cli.run("analyze", kernel.toString(), "--arch", "sm_90", "--format", "sarif", "--root",
                root.toString());
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        SarifLogCheck.assertConforms(cli.out());
        JsonNode result = Json.mapper().readTree(cli.out()).get("runs").get(0).get("results").get(0);
        return result.get("locations").get(0).get("physicalLocation").get("artifactLocation").get("uri").asText();
    }

    @Test
    void docsUrlLinksEveryRuleToItsSection() throws Exception {
        Path sarif = dir.resolve("linked.sarif");
        Cli cli = Cli.run("analyze", "--batch", CORPUS, "--arch", "sm_90", "--format", "sarif", "--output",
                sarif.toString(), "--docs-url", "https://git.example.com/team/ks/blob/main/docs/analyze.md");
        assertThat(cli.exitCode()).as(cli.err()).isEqualTo(1);
        SarifLogCheck.assertConforms(Files.readString(sarif));
        JsonNode rules = Json.mapper().readTree(sarif.toFile()).get("runs").get(0).get("tool").get("driver")
                .get("rules");
        for (JsonNode rule : rules) {
            assertThat(rule.get("helpUri").asText()).isEqualTo("https://git.example.com/team/ks/blob/main/docs/"
                    + "analyze.md#" + rule.get("id").asText().toLowerCase(java.util.Locale.ROOT));
        }
    }

    @Test
    void docsUrlThatIsNotAnHttpAddressIsRefused() {
        Cli cli = Cli.run("analyze", "--batch", CORPUS, "--arch", "sm_90", "--format", "sarif", "--docs-url",
                "docs/analyze.md");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err()).contains("--docs-url").contains("not an absolute http(s) address")
                .doesNotContain("Exception");
    }

    @Test
    void aKernelWritingOutsideItsBuffersCrashesOnlyTheChildThatRunsIt() throws Exception {
        // on a CPU OpenCL device (PoCL) a write past a buffer corrupts the host process's memory
        var cpu = cpuOpenClDevice();
        Path kernel = Files.writeString(dir.resolve("local.cl"), """
                __kernel void k(__global const float* a, __global float* b, __local float* t) {
                    int i = get_global_id(0); t[get_local_id(0)] = a[i % 16]; barrier(CLK_LOCAL_MEM_FENCE);
                    b[i] = t[get_local_id(0)] * 2.0f;
                }
                """);
        Set<Path> crashLogsBefore = crashLogs(Path.of(""));
        Cli cli = Cli.run("analyze", kernel.toString(), "--backend", "opencl", "--device", cpu.id(),
                "--global", "1048576", "--local", "64", "--arg", "buf:float:16:random", "--arg", "buf:float:1:zeros",
                "--arg", "local:256", "--run", "--run-timeout", "30s");
        assertThat(cli.exitCode()).as(cli.err()).isEqualTo(2);
        assertThat(cli.err()).contains("analyze --run of kernel k on " + cpu.label());
        // the corrupted heap usually makes glibc abort the child at once (1.3 s here); once in a loaded test run it
        // deadlocked instead, and the time bound ended it: either way one paragraph, exit 2, nothing left behind
        if (cli.err().contains("did not finish within 30 s")) {
            assertThat(cli.err()).contains("--run-timeout");
        } else {
            assertThat(cli.err()).contains("the process running it stopped on a native crash")
                    .contains("argument 0: 16 float (64 B), argument 1: 1 float (4 B)").contains("global size 1048576")
                    .containsPattern("crash log (is|\\(it would be) " + java.util.regex.Pattern.quote(
                            Path.of(System.getProperty("java.io.tmpdir")).toString()));
        }
        assertThat(cli.errorIsOneParagraph()).as(cli.err()).isTrue();
        assertThat(cli.err()).doesNotContain("fatal error").doesNotContain("hs_err_pid%p");
        assertThat(crashLogs(Path.of(""))).isEqualTo(crashLogsBefore);
        assertThat(crashLogs(dir)).isEmpty();
    }

    @Test
    void aKernelThatNeverReturnsIsStoppedAtTheRunTimeout() throws Exception {
        var cpu = cpuOpenClDevice();
        Path kernel = Files.writeString(dir.resolve("spin.cl"), """
                __kernel void spin(__global float* a) {
                    while (a[0] >= 0.0f) { a[1] += 1.0f; }   // a is all zeros: the loop never ends
                }
                """);
        long start = System.nanoTime();
        Cli cli = Cli.run("analyze", kernel.toString(), "--backend", "opencl", "--device", cpu.id(),
                "--global", "1", "--arg", "buf:float:2:zeros", "--run", "--run-timeout", "4s");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(cli.exitCode()).as(cli.err()).isEqualTo(2);
        assertThat(cli.err()).contains("analyze --run of kernel spin on " + cpu.label())
                .contains("did not finish within 4 s").contains("--run-timeout").doesNotContain("Exception");
        assertThat(cli.errorIsOneParagraph()).as(cli.err()).isTrue();
        assertThat(seconds).as("stopped at the bound, not left running").isLessThan(60);
    }

    @Test
    void aRunTimeoutThatIsNotADurationIsRefused() {
        Cli cli = Cli.run("analyze", CORPUS + "arith001_double_literal.cl", "--global", "64", "--run", "--run-timeout", "soon");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err()).contains("--run-timeout takes a duration such as 90s");
        assertThat(cli.errorIsOneParagraph()).as(cli.err()).isTrue();
    }

    /** The CPU OpenCL device (PoCL, present in CI); the test is skipped without one. */
    private static dev.kernelscope.device.Device cpuOpenClDevice() {
        var cpu = Devices.discover().devices(BackendKind.OPENCL).stream().filter(d -> !d.isGpu()).findFirst();
        assumeTrue(cpu.isPresent(), "no CPU OpenCL device (CI has PoCL)");
        return cpu.get();
    }

    private static Set<Path> crashLogs(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder.toAbsolutePath())) {
            return files.filter(f -> f.getFileName().toString().startsWith("hs_err_pid")
                    || f.getFileName().toString().startsWith("core")).collect(Collectors.toSet());
        }
    }

    @Test
    void jsonRunOnTheOpenClDeviceReportsResourcesAndBandwidth() throws Exception {
        assumeTrue(!Devices.discover().devices().isEmpty(), "no OpenCL or CUDA device");
        Cli cli = Cli.run("analyze", CORPUS + "mem001_coalesced_ok.cl", "--device", "0", "--global", "4096", "--local",
                "64", "--arg", "buf:float:4096:random", "--arg", "buf:float:4096:zeros", "--arg", "int:4096",
                "--bytes", "32768", "--run", "--repetitions", "3", "--format", "json");
        assertThat(cli.exitCode()).as(cli.err()).isZero();
        JsonNode kernel = Json.mapper().readTree(cli.out()).get("files").get(0).get("kernels").get(0);
        assertThat(kernel.get("compiles").get(0).get("maxGroupSize").asLong()).isPositive();
        JsonNode run = kernel.get("runs").get(0);
        assertThat(run.get("error").isNull()).as(run.toString()).isTrue();
        assertThat(run.get("samplesNs").size()).isEqualTo(3);
        assertThat(run.get("achievedGBps").asDouble()).isPositive();
        assertThat(run.get("verdict").asText()).isNotBlank();
    }
}
