/*
 * A space file's arguments: sizes and values are expressions over the constants, resolved before KernelArgSpec
 * parses them; one that reads a tuning parameter is refused naming the constants. A kernel source given where the
 * space file belongs is refused with the line and column where JSON stopped.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UserKernelSpaceTest {
    private static final Map<String, Long> CONSTANTS = Map.of("N", 64L, "W", 3L);

    @Test
    void sizesAndValuesAreEvaluatedOverTheConstants() {
        assertThat(UserKernelSpace.resolve("buf:float:N*N:random", CONSTANTS, "a")).isEqualTo("buf:float:4096:random");
        assertThat(UserKernelSpace.resolve("local:N * 4", CONSTANTS, "a")).isEqualTo("local:256");
        assertThat(UserKernelSpace.resolve("int:W - 5", CONSTANTS, "a")).isEqualTo("int:-2");
        assertThat(UserKernelSpace.resolve("float:0.5", CONSTANTS, "a")).isEqualTo("float:0.5");
        assertThat(UserKernelSpace.resolve("buf:int:N:file=x:y.bin", CONSTANTS, "a")).isEqualTo("buf:int:64:file=x:y.bin");
    }

    @Test
    void aSizeReadingATuningParameterIsRefused() {
        assertThatThrownBy(() -> UserKernelSpace.resolve("buf:float:N*TILE:zeros", CONSTANTS, "argument 1 of s.json"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("'TILE'")
                .hasMessageContaining("these are: ");
    }

    @Test
    void kernelSourceGivenAsTheSpaceFileIsRefusedWithWhereJsonStopped(@TempDir Path dir) throws Exception {
        Path source = Files.writeString(dir.resolve("k.cl"), "__kernel void k(__global float* a) { a[0] = 1.0f; }\n");
        assertThatThrownBy(() -> UserKernelSpace.read(source)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("is not JSON (line 1, column ").hasMessageContaining("docs/tuning.md");
    }

    @Test
    void theKernelFileIsReadAsAnalyzeReadsIt(@TempDir Path dir) throws Exception {
        // a Latin-1 comment (an author's name) is valid OpenCL C, which analyze accepted and tune refused as not UTF-8
        Files.write(dir.resolve("v.cl"), "// (c) Jos\u00e9\n__kernel void vadd(__global float* a) { a[0] = 1.0f; }\n"
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        Path space = Files.writeString(dir.resolve("s.json"), "{\"kernel\": \"v.cl\", \"name\": \"vadd\","
                + " \"tune_params\": {\"B\": [16, 32]}, \"global\": [\"64\"], \"local\": [\"B\"],"
                + " \"args\": [\"buf:float:64:zeros\"]}");
        assertThat(UserKernelSpace.read(space).source()).contains("Jos\u00e9");
        // a binary file is named for what it is
        Files.write(dir.resolve("v.cl"), new byte[] {0x7f, 'E', 'L', 'F', 0, 0, 1});
        assertThatThrownBy(() -> UserKernelSpace.read(space)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("not a text file");
    }

    @Test
    void aKernelNameTheFileNeverMentionsIsRefusedNamingItsKernels(@TempDir Path dir) throws Exception {
        // once every configuration failed with CL_INVALID_KERNEL_NAME and the run ended with exit code 0
        Files.writeString(dir.resolve("v.cl"), "__kernel void vadd(__global float* a) { a[0] = 1.0f; }\n"
                + "kernel void vscale(__global float* a) { a[0] *= 2.0f; }\n");
        Path space = Files.writeString(dir.resolve("s.json"), "{\"kernel\": \"v.cl\", \"name\": \"nosuch\","
                + " \"tune_params\": {\"B\": [16, 32]}, \"global\": [\"64\"], \"local\": [\"B\"],"
                + " \"args\": [\"buf:float:64:zeros\"]}");
        assertThatThrownBy(() -> UserKernelSpace.read(space)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("'nosuch'").hasMessageContaining("vadd, vscale");
        Files.writeString(space, Files.readString(space).replace("nosuch", "vscale"));
        assertThat(UserKernelSpace.read(space).kernelName()).isEqualTo("vscale");
        // a name made by token pasting cannot be told from the text: left to the compiler
        Files.writeString(dir.resolve("v.cl"), "#define K(n) __kernel void n##_f(__global float* a) { a[0] = 1.0f; }\n"
                + "K(vadd)\n");
        Files.writeString(space, Files.readString(space).replace("vscale", "vadd_f"));
        assertThat(UserKernelSpace.read(space).kernelName()).isEqualTo("vadd_f");
    }

    /** A space file for v.cl with {@code field} (a JSON member, or "" for none) added or replacing the one it names. */
    private static Path spaceWith(Path dir, String field) throws Exception {
        Files.writeString(dir.resolve("v.cl"), "__kernel void vadd(__global float* a) { a[0] = FW; }\n");
        var space = (com.fasterxml.jackson.databind.node.ObjectNode) KernelTunerCache.JSON.readTree("""
                {"kernel": "v.cl", "name": "vadd", "constants": {"N": 64}, "tune_params": {"B": [16, 32], "FW": [5]},
                 "global": ["N"], "local": ["B"], "args": ["buf:float:N * FW:zeros"]}""");
        if (!field.isEmpty()) {
            String[] kv = field.split(":", 2);
            space.set(kv[0].strip(), KernelTunerCache.JSON.readTree(kv[1].strip()));
        }
        return Files.writeString(dir.resolve("s.json"), space.toString());
    }

    private static void refused(Path space, String... phrases) {
        var thrown = assertThatThrownBy(() -> UserKernelSpace.read(space)).isInstanceOf(InvalidInputException.class);
        for (String phrase : phrases) {
            thrown.hasMessageContaining(phrase);
        }
    }

    /** A one-valued parameter is fixed: it sizes a buffer and reaches the kernel as a define (constants do not). */
    @Test
    void aTuningParameterWithOneValueMaySizeABuffer(@TempDir Path dir) throws Exception {
        UserKernelSpace user = UserKernelSpace.read(spaceWith(dir, ""));
        assertThat(user.args().getFirst().spec()).isEqualTo("buf:float:320:zeros");
        refused(spaceWith(dir, "args: [\"buf:float:N * B:zeros\"]"), "'B'", "tuning parameter with one value");
    }

    /** Each of these used to be ignored or to fail later: a misspelt key, a lone string, a text tolerance. */
    @Test
    void malformedFieldsAreRefusedWhenTheFileIsRead(@TempDir Path dir) throws Exception {
        refused(spaceWith(dir, "restriction: [\"B <= 16\"]"), "'restriction'", "its keys are kernel, name");
        refused(spaceWith(dir, "restrictions: \"B <= 16\""), "'restrictions'", "must be a list");
        refused(spaceWith(dir, "restrictions: [{\"B\": 16}]"), "'restrictions'", "each element is a string");
        refused(spaceWith(dir, "tolerance: \"tight\""), "'tolerance'", "a number >= 0");
        refused(spaceWith(dir, "tolerance: -1"), "'tolerance'", "a number >= 0");
        refused(spaceWith(dir, "constants: {\"B\": 3, \"N\": 64}"), "'B'", "both a constant and a tuning parameter");
        refused(spaceWith(dir, "tune_params: {\"B\": 64, \"FW\": [5]}"), "'B'", "must be a list of values");
        refused(spaceWith(dir, "tune_params: {\"B\": [16], \"FW\": [5], \"PREC\": [\"float\", \"double\"]}"),
                "'PREC'", "not an integer: \"float\"", "string values are not supported yet", "#if PREC == 1");
        refused(spaceWith(dir, "global: [\"N / ITEMS\"]"), "'global'", "'ITEMS'", "neither a tuning parameter (B, FW)",
                "nor a constant (N)");
        refused(spaceWith(dir, "local_memory: \"B * X\""), "'local_memory'", "'X'");
        refused(spaceWith(dir, "kernel: \"missing.cl\""), "missing.cl", "no such file");
        refused(Files.writeString(dir.resolve("a.json"), "[1, 2]"), "holds JSON array, not an object");
        Files.write(dir.resolve("short.bin"), new byte[4 * 319]);
        refused(spaceWith(dir, "answer: [\"short.bin\"]"), "'answer'", "holds 1276 bytes", "320 float elements needs 1280");
        refused(spaceWith(dir, "answer: [null, \"short.bin\"]"), "'answer'", "one entry per argument (1)");
        refused(spaceWith(dir, "answer: [\"none.bin\"]"), "'answer'", "no such file");
        refused(spaceWith(dir, "args: [\"buf:float:N:zeros\", \"int:N * 100000000000\"]"), "argument 1",
                "out of range: \"6400000000000\"", "2147483647");
    }

    @Test
    void theFingerprintFollowsTheSourceAndTheLaunchButNotTheSpace(@TempDir Path dir) throws Exception {
        String first = UserKernelSpace.read(spaceWith(dir, "")).fingerprint();
        assertThat(UserKernelSpace.read(spaceWith(dir, "")).fingerprint()).isEqualTo(first);
        assertThat(UserKernelSpace.read(spaceWith(dir, "restrictions: [\"B <= 16\"]")).fingerprint())
                .as("restrictions choose configurations; each result stays valid").isEqualTo(first);
        assertThat(UserKernelSpace.read(spaceWith(dir, "global: [\"N * 2\"]")).fingerprint()).isNotEqualTo(first);
        Path space = spaceWith(dir, "");
        Files.writeString(dir.resolve("v.cl"), "__kernel void vadd(__global float* a) { a[0] = FW + 1; }\n");
        assertThat(UserKernelSpace.read(space).fingerprint()).isNotEqualTo(first);
    }
    /** Jackson kept the last of two "BLOCK" keys silently: the space tuned was not the one the file showed first. */
    @Test
    void aKeyGivenTwiceIsRefusedNamingIt(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("v.cl"), "__kernel void vadd(__global float* a) { a[0] = 1.0f; }\n");
        Path space = Files.writeString(dir.resolve("s.json"), "{\"kernel\": \"v.cl\", \"name\": \"vadd\","
                + " \"tune_params\": {\"B\": [16], \"B\": [32]}, \"global\": [\"64\"], \"local\": [\"B\"],"
                + " \"args\": [\"buf:float:64:zeros\"]}");
        refused(space, "Duplicate field 'B'", "line 1");
    }

    /** -D int=1 broke PoCL's own header: "opencl-c-base.h:105:18: expected identifier or '('" for every configuration. */
    @Test
    void aParameterNamedAfterAKeywordOrBuiltInTypeIsRefused(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("v.cl"), "__kernel void vadd(__global float* a) { a[0] = 1.0f; }\n");
        for (String name : java.util.List.of("int", "float4", "local", "__global", "restrict", "defined")) {
            Path space = Files.writeString(dir.resolve("s.json"), "{\"kernel\": \"v.cl\", \"name\": \"vadd\","
                    + " \"tune_params\": {\"B\": [16], \"" + name + "\": [1, 2]}, \"global\": [\"64\"],"
                    + " \"local\": [\"B\"], \"args\": [\"buf:float:64:zeros\"]}");
            refused(space, "'" + name + "'", "keyword or built-in type");
        }
        Path fine = Files.writeString(dir.resolve("s.json"), "{\"kernel\": \"v.cl\", \"name\": \"vadd\","
                + " \"tune_params\": {\"B\": [16], \"INT\": [1], \"int5\": [1]}, \"global\": [\"64\"],"
                + " \"local\": [\"B\"], \"args\": [\"buf:float:64:zeros\"]}");
        assertThat(UserKernelSpace.read(fine).space().parameters()).hasSize(3);
    }
    /** An empty file "holds JSON missing"; a null parameter was to be written "e.g. [null]". */
    @Test
    void anEmptySpaceFileAndANullParameterAreNamedPlainly(@TempDir Path dir) throws Exception {
        refused(Files.writeString(dir.resolve("e.json"), "\n"), "e.json is empty");
        Files.writeString(dir.resolve("v.cl"), "__kernel void vadd(__global float* a) { a[0] = 1.0f; }\n");
        Path space = Files.writeString(dir.resolve("s.json"), "{\"kernel\": \"v.cl\", \"name\": \"vadd\","
                + " \"tune_params\": {\"B\": null, \"C\": 4}, \"global\": [\"64\"], \"local\": [\"B\"],"
                + " \"args\": [\"buf:float:64:zeros\"]}");
        refused(space, "'B'", "e.g. [64, 128]; it is null");
        Files.writeString(space, Files.readString(space).replace("null", "[16]"));
        refused(space, "'C'", "e.g. [4]; it is 4");
    }
}
