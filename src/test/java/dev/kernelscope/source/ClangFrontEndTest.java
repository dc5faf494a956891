/*
 * The libclang front end on real OpenCL C: kernels, parameters with address spaces, operators, literals, arrays,
 * defines, locations, and compile errors reported with line and column.
 */
package dev.kernelscope.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.model.InvalidInputException;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ClangFrontEndTest {
    @BeforeAll
    static void needsLibclang() {
        assumeTrue(ClangFrontEnd.isAvailable(), "libclang is not installed (apt-get install libclang1-15)");
    }

    @Test
    void dump() {
        SourceUnit unit = ClangFrontEnd.parse("k.cl", """
                #define W 16
                float helper(float x) { return x * 2.0f; }
                __kernel void scale(__global float *out, __global const float *in, float a, int n, __local float *scratch) {
                    int i = get_global_id(0);
                    __local float tile[W][W + 1];
                    float priv[4];
                    if (i >= n) return;
                    for (int k = 0; k < 4; ++k) { priv[k] = in[i * 4 + k] + 1.0; priv[k] -= -k; }
                    tile[get_local_id(1)][get_local_id(0)] = priv[i & 3];
                    barrier(CLK_LOCAL_MEM_FENCE);
                    out[i] = a * tile[get_local_id(0)][get_local_id(1)] / n;
                }
                """, Map.of());
        System.out.println(unit.declarations().stream().map(AstNode::dump).reduce("", String::concat));
        assertThat(unit.kernels()).hasSize(1);
    }

    @Test
    void compileErrorsNameLineAndColumn() {
        assertThatThrownBy(() -> ClangFrontEnd.parse("bad.cl", "__kernel void k(__global float *a) {\n  a[0] = b;\n}\n",
                Map.of())).isInstanceOf(InvalidInputException.class).hasMessageContaining("2:10")
                .hasMessageContaining("undeclared identifier 'b'");
    }
}
