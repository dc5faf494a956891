/*
 * A user kernel's configurations verified on a real OpenCL device (PoCL in CI) against the space's reference
 * configuration, whatever order they are evaluated in: a resumed run or a sweep worker whose first configuration is
 * a wrong one must still record that one as failing and the right ones as measured.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UserKernelTargetTest {

    private static Device openCl() {
        List<Device> opencl = Devices.discover().devices(BackendKind.OPENCL);
        assumeTrue(!opencl.isEmpty(), "no OpenCL device on this machine (CI has PoCL)");
        return opencl.getFirst();
    }

    private static UserKernelSpace space(String name) throws Exception {
        return UserKernelSpace.read(Path.of(UserKernelTargetTest.class.getResource(
                "/dev/kernelscope/tune/user/" + name).toURI()));
    }

    private static Configuration configuration(UserKernelSpace user, long block, long tile) {
        return user.space().configuration(Map.of("BLOCK", block, "TILE", tile)).orElseThrow();
    }

    /** vadd-wrong.cl computes a - b at TILE == 4; the space's first configuration is BLOCK=16, TILE=1. */
    @Test
    void aWrongConfigurationEvaluatedFirstFailsAndTheRightOnesAfterItPass() throws Exception {
        UserKernelSpace user = space("vadd-wrong-space.json");
        try (DeviceSession session = Devices.open(openCl());
             UserKernelTarget target = new UserKernelTarget(session, user, 0, 1)) {
            ObjectNode wrongFirst = target.evaluate(configuration(user, 32, 4));
            assertThat(KernelTunerCache.failure(wrongFirst)).as(wrongFirst.toString())
                    .isEqualTo(KernelTunerCache.RUNTIME_FAILED);
            assertThat(wrongFirst.path("error").asText()).startsWith("verification failed")
                    .contains("reference configuration's ({BLOCK=16, TILE=1})");
            for (long[] right : new long[][] {{64, 2}, {16, 1}, {16, 8}}) {
                ObjectNode record = target.evaluate(configuration(user, right[0], right[1]));
                assertThat(KernelTunerCache.failure(record)).as(record.toString()).isNull();
            }
        }
    }

    /** Constants are not defines: the recorded failure says so, and names the user's file, not PoCL's copy. */
    @Test
    void aConstantUsedInTheKernelFailsToCompileWithTheFix(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        UserKernelSpace user = written(dir, "__kernel void k(__global float* a) {\n    a[get_global_id(0)] = FW;\n}\n",
                "\"constants\": {\"N\": 64, \"FW\": 5}, \"tune_params\": {\"B\": [16]}, \"global\": [\"N\"],"
                + " \"local\": [\"B\"], \"args\": [\"buf:float:N:zeros\"], \"outputs\": [0]");
        ObjectNode record = evaluateAll(user).getFirst();
        assertThat(KernelTunerCache.failure(record)).isEqualTo(KernelTunerCache.COMPILE_FAILED);
        assertThat(record.path("error").asText()).contains("k.cl:2:").contains("'FW'")
                .contains("make it a tuning parameter with one value").doesNotContain("tempfile");
    }

    /**
     * With an answer (Kernel Tuner's), the space's first configuration is no longer the truth: here it is the wrong
     * one, and without the answer every right configuration failed against it.
     */
    @Test
    void anAnswerFileIsTheTruthEvenWhenTheFirstConfigurationIsWrong(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        java.nio.ByteBuffer expected = java.nio.ByteBuffer.allocate(64 * 4).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 64; i++) {
            expected.putFloat(i);
        }
        java.nio.file.Files.write(dir.resolve("expected.bin"), expected.array());
        UserKernelSpace user = written(dir, "__kernel void k(__global float* a) {\n"
                + "    int i = get_global_id(0);\n    a[i] = i * (B == 16 ? 2.0f : 1.0f);\n}\n",
                "\"tune_params\": {\"B\": [16, 32, 64]}, \"global\": [\"64\"], \"local\": [\"B\"],"
                + " \"args\": [\"buf:float:64:zeros\"], \"answer\": [\"expected.bin\"]");
        assertThat(user.outputs()).as("an answered argument is an output").containsExactly(0);
        List<ObjectNode> records = evaluateAll(user);
        assertThat(records.get(0).path("error").asText()).startsWith("verification failed")
                .contains("the answer (expected.bin)");
        assertThat(records.subList(1, 3)).allSatisfy(r -> assertThat(KernelTunerCache.failure(r)).as(r.toString())
                .isNull());
    }

    /**
     * A __local argument sized by a parameter (Kernel Tuner's smem_args): each configuration gets its own size, and
     * one beyond the device's local memory is an InvalidConfig before compiling. Such an argument used to be refused.
     */
    @Test
    void aLocalArgumentSizedByAParameterIsSizedPerConfiguration(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        UserKernelSpace user = written(dir, "__kernel void k(__global float* a, __local float* t) {\n"
                + "    int l = get_local_id(0);\n    t[l] = l;\n    barrier(CLK_LOCAL_MEM_FENCE);\n"
                + "    a[get_global_id(0)] = t[l] + get_group_id(0) * B;\n}\n",
                "\"tune_params\": {\"B\": [16, 32, 64]}, \"global\": [\"64\"], \"local\": [\"B\"],"
                + " \"args\": [\"buf:float:64:zeros\", \"local:B * 4 * (B / 64 * 1000000 + 1)\"], \"outputs\": [0]");
        List<ObjectNode> records = evaluateAll(user);
        assertThat(records.subList(0, 2)).allSatisfy(r -> assertThat(KernelTunerCache.failure(r)).as(r.toString())
                .isNull());
        assertThat(records.get(2).path("time").asText()).isEqualTo(KernelTunerCache.INVALID);
        assertThat(records.get(2).path("error").asText()).contains("too much local memory: the local: arguments"
                + " take 256000256 bytes");
    }

    /** A header beside the kernel is found whatever the working folder (the test runs in the module's). */
    @Test
    void aHeaderBesideTheKernelIsIncluded(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        java.nio.file.Files.writeString(dir.resolve("common.h"), "#define ADD(a, b) ((a) + (b))\n");
        UserKernelSpace user = written(dir, "#include \"common.h\"\n__kernel void k(__global float* a) {"
                + " a[get_global_id(0)] = ADD(1.0f, 2.0f); }\n", "\"tune_params\": {\"B\": [16, 32]},"
                + " \"global\": [\"64\"], \"local\": [\"B\"], \"args\": [\"buf:float:64:zeros\"], \"outputs\": [0]");
        assertThat(evaluateAll(user)).allSatisfy(r -> assertThat(KernelTunerCache.failure(r)).as(r.toString())
                .isNull());
    }

    /** k.cl holding {@code source} and k.json, a space file for its kernel k with {@code fields}, read. */
    private static UserKernelSpace written(Path dir, String source, String fields) throws Exception {
        java.nio.file.Files.writeString(dir.resolve("k.cl"), source);
        return UserKernelSpace.read(java.nio.file.Files.writeString(dir.resolve("k.json"),
                "{\"kernel\": \"k.cl\", \"name\": \"k\", " + fields + "}"));
    }

    /** Every configuration of the space evaluated in enumeration order on one target. */
    private static List<ObjectNode> evaluateAll(UserKernelSpace user) {
        List<ObjectNode> records = new java.util.ArrayList<>();
        try (DeviceSession session = Devices.open(openCl());
             UserKernelTarget target = new UserKernelTarget(session, user, 0, 1)) {
            user.space().valid().forEach(c -> records.add(target.evaluate(c)));
        }
        return records;
    }
}
