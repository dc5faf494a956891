/*
 * Drives every command with the hostile-input corpus (src/test/resources/dev/kernelscope/cli/hostile-inputs.txt)
 * in-process and holds the README's promise for each case: the stated exit code, one short paragraph on standard
 * error, never a Java exception name, a stack frame or a library's internals, and never the whole of a huge input.
 */
package dev.kernelscope.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

class HostileInputTest {
    static final String CORPUS = "hostile-inputs.txt";
    private static final String HEADER = "arch,threads_per_block,registers_per_thread,shared_bytes_per_block\n";
    /** Text that must never reach the user: exception names, frames, Jackson's and the JDK's internals. */
    private static final List<String> FORBIDDEN = List.of("Exception", "\tat ", "at dev.", "com.fasterxml", "java.lang.",
            "java.io.", "java.nio.", "jackson", "REDACTED", "Error:");
    /** One paragraph of a few lines at most: a message that repeats the input or a list per row is too long. */
    private static final int MAX_ERROR_CHARS = 1500;

    @TempDir
    static Path folder;

    /** Fixture files the corpus names as {name}. */
    static Map<String, byte[]> fixtures() throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("bom.csv", ("\ufeff" + HEADER + "gcn,256,32,0\n").getBytes(StandardCharsets.UTF_8));
        files.put("empty.csv", new byte[0]);
        files.put("no-header.csv", "gcn,256,32,0\n".getBytes(StandardCharsets.UTF_8));
        files.put("quote.csv", (HEADER + "\"gcn,256,32,0\ngcn,256,32,0\n").getBytes(StandardCharsets.UTF_8));
        files.put("quote-late.csv", (HEADER + "gcn,256,32,0\ngcn,256,\"32,0\ngcn,1,1,1\n").getBytes(StandardCharsets.UTF_8));
        files.put("huge-cell.csv", (HEADER + "gcn,256,32,0\n\"" + "x".repeat(21_000_000) + "\",1,1,1\n")
                .getBytes(StandardCharsets.UTF_8));
        files.put("huge-arch.csv", (HEADER + "x".repeat(100_000) + ",256,32,0\n").getBytes(StandardCharsets.UTF_8));
        files.put("result-columns.csv", (HEADER.strip() + ",occupancy\ngcn,256,32,0,1\n").getBytes(StandardCharsets.UTF_8));
        files.put("duplicate-column.csv", (HEADER.strip() + ",arch\ngcn,256,32,0,gcn\n").getBytes(StandardCharsets.UTF_8));
        files.put("binary.csv", new byte[] {0, 1, 2, (byte) 0xff, (byte) 0xfe, 0x22, 10, 0x22});
        StringBuilder bad = new StringBuilder(HEADER);
        for (int i = 0; i < 2000; i++) {
            bad.append("sm_99,256,32,0\n");
        }
        files.put("bad-rows.csv", bad.toString().getBytes(StandardCharsets.UTF_8));
        files.put("existing.csv", "keep me\n".getBytes(StandardCharsets.UTF_8));
        files.put("existing.png", "keep me".getBytes(StandardCharsets.UTF_8));
        files.put("existing.json", "{\"keep\": \"me\"}\n".getBytes(StandardCharsets.UTF_8));
        files.put("empty.json", new byte[0]);
        files.put("broken.json", "{\"tool\": \"kernelscope gemm\", \"sizes\": [".getBytes(StandardCharsets.UTF_8));
        files.put("array.json", "[1, 2, 3]".getBytes(StandardCharsets.UTF_8));
        files.put("not-archs.json", "{\"hello\": \"world\"}".getBytes(StandardCharsets.UTF_8));
        files.put("launch-record.json", ("{\"benchmark\": \"launch\", \"command\": \"kernelscope bench launch\","
                + " \"results\": {\"latencyUs\": 9.5}}").getBytes(StandardCharsets.UTF_8));
        files.put("gemm-wrong-field.json", "{\"tool\": \"kernelscope gemm\", \"sizes\": \"many\", \"secret\": 1}"
                .getBytes(StandardCharsets.UTF_8));
        files.put("group-too-large.json", ("[{\"id\": \"big-sm\", \"family\": \"nvidia\", \"computeCapability\": \"9.0\","
                + " \"maxThreadsPerGroup\": 4096, \"maxThreadsPerUnit\": 2048, \"maxGroupsPerUnit\": 32, \"waveSize\": 32,"
                + " \"registersPerUnit\": 65536, \"registersPerGroup\": 65536, \"maxRegistersPerThread\": 255,"
                + " \"registerAllocationUnit\": 256, \"registerSubPartitions\": 4, \"sharedPerUnit\": 233472,"
                + " \"sharedPerGroupOptin\": 232448, \"sharedReservedPerGroup\": 1024, \"sharedGranularity\": 128}]")
                .getBytes(StandardCharsets.UTF_8));
        files.put("huge-id.json", ("[{\"id\": \"" + "y".repeat(200_000) + "\", \"family\": \"nvidia\"}]")
                .getBytes(StandardCharsets.UTF_8));
        // tune: a kernel (not .cl: analyze --batch {dir} must find none), a good space file and broken ones beside it, a cache made for another kernel
        files.put("tune-kernel.opencl", ("__kernel void scale(__global float* a, int n) { int i = get_global_id(0);"
                + " if (i < n) a[i] *= 2.0f; }\n").getBytes(StandardCharsets.UTF_8));
        String space = "{\"kernel\": \"tune-kernel.opencl\", \"name\": \"scale\", \"constants\": {\"N\": 1024},"
                + " \"tune_params\": {\"BLOCK\": [32, 64]}, \"restrictions\": [%s], \"global\": [\"N\"],"
                + " \"local\": [\"BLOCK\"], \"args\": [%s], \"outputs\": [0]}";
        String args = "\"buf:float:N:random\", \"int:N\"";
        files.put("tune-space.json", String.format(space, "", args).getBytes(StandardCharsets.UTF_8));
        files.put("tune-space-broken.json", "{\"kernel\": \"tune-kernel.opencl\", \"tune_params\": {"
                .getBytes(StandardCharsets.UTF_8));
        files.put("tune-space-bad-restriction.json", String.format(space, "\"BLOCK * \"", args)
                .getBytes(StandardCharsets.UTF_8));
        files.put("tune-space-unknown-name.json", String.format(space, "\"TILE <= 4\"", args)
                .getBytes(StandardCharsets.UTF_8));
        files.put("tune-space-arg-reads-parameter.json", String.format(space, "",
                "\"buf:float:N*BLOCK:zeros\", \"int:N\"").getBytes(StandardCharsets.UTF_8));
        files.put("tune-space-bad-arg.json", String.format(space, "", "\"buf:double:N:zeros\", \"int:N\"")
                .getBytes(StandardCharsets.UTF_8));
        files.put("tune-space-no-kernel.json", String.format(space, "", args).replace("tune-kernel.opencl", "gone.cl")
                .getBytes(StandardCharsets.UTF_8));
        files.put("tune-space-wrong-kernel-name.json", String.format(space, "", args).replace("\"scale\"", "\"nosuch\"")
                .getBytes(StandardCharsets.UTF_8));
        files.put("tune-space-bad-values.json", String.format(space, "", args).replace("[32, 64]", "[32, \"big\"]")
                .getBytes(StandardCharsets.UTF_8));
        files.put("tune-other-cache.json", ("{\"schema_version\": \"1.1.0\", \"device_name\": \"x\","
                + " \"kernel_name\": \"other\", \"problem_size\": [1], \"tune_params_keys\": [\"BLOCK\"],"
                + " \"tune_params\": {\"BLOCK\": [32, 64]}, \"objective\": \"time\", \"cache\": {\"32\":"
                + " {\"BLOCK\": 32, \"time\": 1.0}, \"64\": {\"BLOCK\": 64, \"time\": 2.0}}}")
                .getBytes(StandardCharsets.UTF_8));
        try (InputStream record = HostileInputTest.class.getResourceAsStream("hostile/gemm-record.json")) {
            files.put("gemm-record.json", record.readAllBytes());
        }
        return files;
    }

    @TestFactory
    Stream<DynamicTest> everyHostileInputGetsItsExitCodeAndOneCleanParagraph() throws IOException {
        for (Map.Entry<String, byte[]> fixture : fixtures().entrySet()) {
            Files.write(folder.resolve(fixture.getKey()), fixture.getValue());
        }
        Files.createSymbolicLink(folder.resolve("link-to-bom.csv"), folder.resolve("bom.csv"));
        return corpus().stream().map(c -> DynamicTest.dynamicTest(c.line(), () -> {
            byte[] bomBefore = Files.readAllBytes(folder.resolve("bom.csv"));
            Cli run = Cli.run(c.args(folder).toArray(String[]::new));
            assertThat(run.exitCode()).as("exit code of: %s%nstderr: %s", c.line(), shorten(run.err()))
                    .isEqualTo(c.exitCode());
            for (String forbidden : FORBIDDEN) {
                assertThat(run.err()).as("stderr of: %s", c.line()).doesNotContain(forbidden);
            }
            assertThat(run.err().length()).as("stderr length of: %s%n%s", c.line(), shorten(run.err()))
                    .isLessThan(MAX_ERROR_CHARS);
            assertThat(run.out()).as("stdout of: %s", c.line()).doesNotContain("Exception").doesNotContain("\tat ");
            // Nothing the user gave is lost: the inputs and the existing files are as they were.
            assertThat(Files.readAllBytes(folder.resolve("bom.csv"))).as("bom.csv after: %s", c.line())
                    .isEqualTo(bomBefore);
            assertThat(Files.readString(folder.resolve("existing.csv"))).isEqualTo("keep me\n");
            assertThat(Files.readString(folder.resolve("existing.png"))).isEqualTo("keep me");
            assertThat(Files.readString(folder.resolve("existing.json"))).isEqualTo("{\"keep\": \"me\"}\n");
            try (Stream<Path> left = Files.list(folder)) {
                assertThat(left.map(p -> p.getFileName().toString()))
                        .as("temporary files left by: %s", c.line()).noneMatch(name -> name.endsWith(".partial"));
            }
        }));
    }

    /** The corpus has hundreds of cases (docs/reliability.md states the count); a cut-down file fails here. */
    @Test
    void theCorpusCoversEveryCommand() throws IOException {
        List<Case> cases = corpus();
        assertThat(cases).hasSizeGreaterThanOrEqualTo(250);
        for (String command : List.of("occupancy", "gemm", "bench copy", "bench launch", "bench samples",
                "bench cublas", "latency", "halo", "devices", "demo", "tune")) {
            assertThat(cases).as(command).anyMatch(c -> c.line().startsWith(command));
        }
    }

    private static String shorten(String text) {
        return text.length() > 600 ? text.substring(0, 600) + "... (" + text.length() + " characters)" : text;
    }

    record Case(int exitCode, String line) {
        private static final Pattern TOKEN = Pattern.compile("'([^']*)'|(\\S+)");
        private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^}]+)}");

        List<String> args(Path dir) {
            List<String> args = new ArrayList<>();
            Matcher token = TOKEN.matcher(line);
            while (token.find()) {
                String raw = token.group(1) != null ? token.group(1) : token.group(2);
                Matcher p = PLACEHOLDER.matcher(raw);
                StringBuilder out = new StringBuilder();
                while (p.find()) {
                    String name = p.group(1);
                    String value = name.equals("dir") ? dir.toString()
                            : name.equals("missing") ? dir.resolve("no-such-folder").toString()
                            : name.startsWith("x:") ? "x".repeat(Integer.parseInt(name.substring(2)))
                            : dir.resolve(name).toString();
                    p.appendReplacement(out, Matcher.quoteReplacement(value));
                }
                p.appendTail(out);
                args.add(out.toString());
            }
            return args;
        }
    }

    static List<Case> corpus() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (InputStream in = HostileInputTest.class.getResourceAsStream(CORPUS)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int tab = line.indexOf('\t');
                cases.add(new Case(Integer.parseInt(line.substring(0, tab)), line.substring(tab + 1)));
            }
        }
        return cases;
    }
}
