/*
 * analyze --run's argument specs against the kernel's declared parameters: a wrong kind is refused naming the
 * parameter, its line and what to write, before any device work; a matching list passes.
 */
package dev.kernelscope.advise;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.source.ClangFrontEnd;
import dev.kernelscope.source.KernelFunction;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class RunArgumentsTest {
    private static final String SOURCE = """
            __kernel void reduce(__global const float* in, __global float* out, __local float* scratch,
                                 float scale, int n) {
                scratch[0] = in[0] * scale + n;
                out[0] = scratch[0];
            }
            """;

    @BeforeAll
    static void needsLibclang() {
        assumeTrue(ClangFrontEnd.isAvailable(), "libclang is not installed (apt-get install libclang1-15)");
    }

    private static KernelFunction kernel() {
        return ClangFrontEnd.parse("r.cl", SOURCE, Map.of()).kernels().getFirst();
    }

    private static List<KernelArgSpec> specs(String... specs) {
        return KernelArgSpec.parseAll(List.of(specs));
    }

    @Test
    void matchingKindsPass() {
        assertThatCode(() -> RunArguments.check(kernel(), specs("buf:float:64:random", "buf:float:1:zeros",
                "local:256", "float:1.5", "int:64"), false)).doesNotThrowAnyException();
    }

    @Test
    void aScalarForAPointerIsRefusedNamingTheParameter() {
        // once: the run failed on the device with CL_INVALID_ARG_SIZE and analyze ended with exit code 0
        assertThatThrownBy(() -> RunArguments.check(kernel(), specs("int:3", "buf:float:1:zeros", "local:256",
                "float:1.5", "int:64"), false)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("--arg 1 (int:3)").hasMessageContaining("'in'").hasMessageContaining("line 1")
                .hasMessageContaining("buf:");
    }

    @Test
    void anIntForAFloatParameterIsRefused() {
        // int:2 for 'float scale' set the float to the integer's bits (2.8e-45), silently
        assertThatThrownBy(() -> RunArguments.check(kernel(), specs("buf:float:64:random", "buf:float:1:zeros",
                "local:256", "int:2", "int:64"), false)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("'scale'").hasMessageContaining("float:V");
    }

    @Test
    void aBufferForALocalPointerAndAWrongCountAreRefused() {
        assertThatThrownBy(() -> RunArguments.check(kernel(), specs("buf:float:64:random", "buf:float:1:zeros",
                "buf:float:64:zeros", "float:1.5", "int:64"), false)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("'scratch'").hasMessageContaining("local:BYTES");
        assertThatThrownBy(() -> RunArguments.check(kernel(), specs("buf:float:64:random"), true))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("takes 5 arguments; 1")
                .hasMessageContaining("--kernel");
    }
}
