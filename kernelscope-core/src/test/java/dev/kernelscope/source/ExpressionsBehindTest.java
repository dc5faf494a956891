/*
 * KernelDataflow.expressionsBehind: an index built in steps is followed through the initializers of the variables it
 * reads (what KS-MEM-005 and KS-MEM-006 judge), never through a variable assigned again, and no deeper than
 * INITIALIZER_DEPTH.
 */
package dev.kernelscope.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ExpressionsBehindTest {
    private static final String SOURCE = """
            __kernel void k(__global const float *in, __global float *out, int w, int h) {
                int x = get_global_id(0);
                int y = get_global_id(1);
                int xx = clamp(x + 1, 0, w - 1);
                int yy = y;
                yy += 1;
                int a = xx, b = a, c = b, d = c;
                out[y * w + x] = in[yy * w + xx] + in[d];
            }
            """;

    @BeforeAll
    static void needsLibclang() {
        assumeTrue(ClangFrontEnd.isAvailable(), "libclang is not installed (apt-get install libclang1-15)");
    }

    private static List<String> behind(int read) {
        KernelFunction kernel = ClangFrontEnd.parse("k.cl", SOURCE, Map.of()).kernels().getFirst();
        KernelDataflow flow = new KernelDataflow(kernel);
        AstNode subscript = kernel.body().findAll(NodeKind.SUBSCRIPT).stream()
                .filter(s -> KernelDataflow.isRead(s) && !KernelDataflow.isWritten(s)).toList().get(read);
        return flow.expressionsBehind(subscript.child(1)).stream().map(KernelDataflow::render).toList();
    }

    @Test
    void followsInitializersButNotAVariableAssignedAgain() {
        // xx's initializer and x's come in; yy is assigned after its declaration, so its initializer does not
        assertThat(behind(0)).containsExactly("yy * w + xx", "clamp(x + 1, 0, w - 1)", "get_global_id(0)");
    }

    @Test
    void stopsAtItsDepth() {
        // d <- c <- b <- a: INITIALIZER_DEPTH (3) steps reach a, not xx behind it
        assertThat(KernelDataflow.INITIALIZER_DEPTH).isEqualTo(3);
        assertThat(behind(1)).containsExactly("d", "c", "b", "a");
    }
}
