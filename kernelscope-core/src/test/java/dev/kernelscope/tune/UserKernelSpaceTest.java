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
                .hasMessageContaining("constants: ");
    }

    @Test
    void kernelSourceGivenAsTheSpaceFileIsRefusedWithWhereJsonStopped(@TempDir Path dir) throws Exception {
        Path source = Files.writeString(dir.resolve("k.cl"), "__kernel void k(__global float* a) { a[0] = 1.0f; }\n");
        assertThatThrownBy(() -> UserKernelSpace.read(source)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("is not JSON (line 1, column ").hasMessageContaining("docs/tuning.md");
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
}
