/*
 * The libclang front end on real OpenCL C: kernels (and not helpers), parameters with address spaces and element
 * sizes, operators (also around macros), constant values, arrays, references to their declarations, locations,
 * -D defines, and compile errors reported with line and column.
 */
package dev.kernelscope.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.model.InvalidInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClangFrontEndTest {
    private static final String SOURCE = """
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
            """;

    @BeforeAll
    static void needsLibclang() {
        assumeTrue(ClangFrontEnd.isAvailable(), "libclang is not installed (apt-get install libclang1-15)");
    }

    @Test
    void kernelsParametersAndArrays() {
        SourceUnit unit = ClangFrontEnd.parse("k.cl", SOURCE, Map.of());
        assertThat(unit.kernels()).extracting(KernelFunction::name).containsExactly("scale");
        assertThat(unit.helpers()).extracting(AstNode::spelling).containsExactly("helper");
        KernelFunction kernel = unit.kernels().getFirst();
        assertThat(kernel.location()).isEqualTo(new SourceLocation("k.cl", 3, 15));
        List<KernelFunction.Param> params = kernel.params();
        assertThat(params).extracting(KernelFunction.Param::space).containsExactly(AddressSpace.GLOBAL,
                AddressSpace.GLOBAL, AddressSpace.PRIVATE, AddressSpace.PRIVATE, AddressSpace.LOCAL);
        assertThat(params.get(1).elementBytes()).isEqualTo(4);
        assertThat(kernel.localArrays()).singleElement().satisfies(tile -> {
            assertThat(tile.typeBytes()).isEqualTo(16 * 17 * 4);
            assertThat(tile.arrayLength()).isEqualTo(16);
        });
        assertThat(kernel.privateArrays()).extracting(AstNode::spelling).containsExactly("priv");
    }

    @Test
    void operatorsLiteralsAndReferences() {
        KernelFunction kernel = ClangFrontEnd.parse("k.cl", SOURCE, Map.of()).kernels().getFirst();
        List<String> operators = kernel.body().findAll(NodeKind.BINARY).stream().map(AstNode::operator).toList();
        assertThat(operators).contains(">=", "<", "+", "*", "=", "&", "/").doesNotContain("");
        assertThat(kernel.body().findAll(NodeKind.COMPOUND_ASSIGN)).extracting(AstNode::operator).containsExactly("-=");
        assertThat(kernel.body().findAll(NodeKind.UNARY)).extracting(AstNode::operator).contains("++", "-");
        AstNode doubleLiteral = kernel.body().findAll(NodeKind.FLOAT_LITERAL).getFirst();
        assertThat(doubleLiteral.type()).isEqualTo("double");
        assertThat(doubleLiteral.text()).isEqualTo("1.0");
        AstNode fence = KernelDataflow.arguments(kernel.body().findAll(NodeKind.CALL).stream()
                .filter(c -> c.callee().equals("barrier")).findFirst().orElseThrow()).getFirst();
        assertThat(fence.intValue()).hasValue(1); // CLK_LOCAL_MEM_FENCE, a macro, evaluated by clang
        AstNode iUse = kernel.body().findAll(NodeKind.DECL_REF).stream().filter(r -> r.spelling().equals("i"))
                .findFirst().orElseThrow();
        assertThat(iUse.declaredAt()).isEqualTo(new SourceLocation("k.cl", 4, 9));
    }

    @Test
    void renderedExpressionsKeepTheSourcesParentheses() {
        // without them a message quoted Rodinia's '(col & k) == 0' as 'col & k == 0', which C reads as col & (k == 0)
        KernelFunction kernel = ClangFrontEnd.parse("p.cl", """
                __kernel void k(__global float *a, int size, int k) {
                    int col = get_global_id(0);
                    if ((col & k) == 0) { a[size * (col + 1) + (k + col)] = 1.0f; }
                }
                """, Map.of()).kernels().getFirst();
        AstNode condition = kernel.body().findAll(NodeKind.IF).getFirst().child(0);
        assertThat(KernelDataflow.render(condition)).isEqualTo("(col & k) == 0");
        AstNode store = kernel.body().findAll(NodeKind.SUBSCRIPT).getFirst();
        assertThat(KernelDataflow.render(store)).isEqualTo("a[size * (col + 1) + (k + col)]");
        // an expression a macro writes is quoted by the macro's name (it read 'l * (RTS ? RTS)': operator unknown)
        KernelFunction macro = ClangFrontEnd.parse("m.cl", """
                #define RTS (32 / 8)
                #define TWICE(x) ((x) * 2)
                __kernel void k(__global float *a) {
                    int l = get_global_id(0);
                    a[l * RTS] = 1.0f;
                    a[TWICE(l)] = 2.0f;
                }
                """, Map.of()).kernels().getFirst();
        List<AstNode> stores = macro.body().findAll(NodeKind.SUBSCRIPT);
        assertThat(KernelDataflow.render(stores.get(0))).isEqualTo("a[l * RTS]");
        assertThat(KernelDataflow.render(stores.get(1))).isEqualTo("a[TWICE(...)]");
    }

    @Test
    void undefinedHostNamesAreQuotedOnceAndTheMessageSaysToDefineThem() {
        // Rodinia's hotspot uses BLOCK_SIZE 16 times and expects the host to pass -DBLOCK_SIZE
        String source = "__kernel void k(__global T *a) {\n  __local T tile[BLOCK_SIZE][BLOCK_SIZE];\n"
                + "  tile[0][0] = a[BLOCK_SIZE];\n  a[0] = tile[0][0];\n}\n";
        assertThatThrownBy(() -> ClangFrontEnd.parse("host_defines.cl", source, Map.of()))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("1:26: unknown type name 'T' (2 times)")
                .hasMessageContaining("2:18: use of undeclared identifier 'BLOCK_SIZE' (3 times)")
                .hasMessageContaining("T, BLOCK_SIZE are not defined in the file")
                .hasMessageContaining("(-D T=float)");
        assertThat(ClangFrontEnd.parse("host_defines.cl", source, ClangFrontEnd.defines(List.of("T=float",
                "BLOCK_SIZE=16"))).kernels()).hasSize(1);
    }

    @Test
    void includesAreFoundThroughIncludeDirectoriesAndAMissingOneNamesTheOption(@TempDir Path directory)
            throws Exception {
        Path headers = Files.createDirectories(directory.resolve("common"));
        Files.writeString(headers.resolve("tile.h"), "#define TILE 8\n");
        String source = "#include \"tile.h\"\n__kernel void k(__global float *a) { a[TILE] = 1.0f; }\n";
        String file = directory.resolve("k.cl").toString();
        assertThatThrownBy(() -> ClangFrontEnd.parse(file, source, Map.of()))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("'tile.h' file not found")
                .hasMessageContaining("give the directory that holds it with -I DIR");
        assertThat(ClangFrontEnd.parse(file, source, Map.of(), List.of(headers.toString())).kernels()).hasSize(1);
    }

    @Test
    void aMacroIsAKernelOnlyWhenItSpellsKernelWhereverItIsDefined(@TempDir Path directory) throws Exception {
        // a helper marked with an always_inline macro was taken for a kernel (a void function with an attribute
        // named by a macro), and analyze then compiled "kernels" the program did not have
        Path headers = Files.createDirectories(directory.resolve("include"));
        Files.writeString(headers.resolve("marks.h"), "#define FORCE_INLINE __attribute__((always_inline))\n"
                + "#define KERNEL_FIXED __kernel __attribute__((reqd_work_group_size(64, 1, 1)))\n");
        String source = """
                #include "marks.h"
                #define MY_KERNEL __kernel
                #define INLINE_HERE __attribute__((always_inline))
                inline FORCE_INLINE void store(__global float *a, int i) { a[i] = 1.0f; }
                INLINE_HERE void twice(__global float *a, int i) { store(a, i); store(a, i + 1); }
                MY_KERNEL void first(__global float *a) { twice(a, get_global_id(0)); }
                KERNEL_FIXED void second(__global float *a) { store(a, get_global_id(0)); }
                __kernel void third(__global float *a) { store(a, 0); }
                """;
        SourceUnit unit = ClangFrontEnd.parse(directory.resolve("k.cl").toString(), source, Map.of(),
                List.of(headers.toString()));
        assertThat(unit.kernels()).extracting(KernelFunction::name).containsExactly("first", "second", "third");
        assertThat(unit.helpers()).extracting(AstNode::spelling).containsExactly("store", "twice");
    }

    @Test
    void definesFromTheCommandLineReachTheParse() {
        SourceUnit unit = ClangFrontEnd.parse("d.cl", """
                __kernel void k(__global float *x) { float t[TILE]; t[0] = 1.0f; x[0] = t[0]; }
                """, ClangFrontEnd.defines(List.of("TILE=8")));
        assertThat(unit.kernels().getFirst().privateArrays().getFirst().arrayLength()).isEqualTo(8);
        assertThatThrownBy(() -> ClangFrontEnd.defines(List.of("8BAD=1"))).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> ClangFrontEnd.defines(List.of("F(1)=1"))).isInstanceOf(InvalidInputException.class);
        // function-like macros, as hashcat's host passes them: -D XM2S(x)=#x -D M2S(x)=XM2S(x)
        SourceUnit stringified = ClangFrontEnd.parse("m.cl", """
                __constant char name[] = M2S(KERNEL_NAME);
                __kernel void k(__global char *x) { x[0] = name[0]; }
                """, ClangFrontEnd.defines(List.of("XM2S(x)=#x", "M2S(x)=XM2S(x)", "KERNEL_NAME=md5")));
        assertThat(stringified.kernels()).hasSize(1);
        // a bare -D NAME (hashcat's -D KERNEL_STATIC) threw a NullPointerException after the parse
        SourceUnit bare = ClangFrontEnd.parse("b.cl", """
                #ifdef KERNEL_STATIC
                __kernel void k(__global float *x) { x[0] = 1.0f; }
                #endif
                """, ClangFrontEnd.defines(List.of("KERNEL_STATIC")));
        assertThat(bare.kernels()).hasSize(1);
        assertThat(bare.defines()).containsEntry("KERNEL_STATIC", null);
    }

    @Test
    void compileErrorsNameLineAndColumn() {
        assertThatThrownBy(() -> ClangFrontEnd.parse("bad.cl", "__kernel void k(__global float *a) {\n  a[0] = b;\n}\n",
                Map.of())).isInstanceOf(InvalidInputException.class).hasMessageContaining("2:10")
                .hasMessageContaining("undeclared identifier 'b'");
    }
}
