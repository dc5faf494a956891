/*
 * A space file's arguments: sizes and values are expressions over the constants, resolved before KernelArgSpec
 * parses them; one that reads a tuning parameter is refused naming the constants.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.util.Map;
import org.junit.jupiter.api.Test;

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
}
