/*
 * Unit tests of the OpenCL -> CUDA translation's own logic (no compiler needed): the prelude and #line header,
 * dropping __local from pointer types only, __local kernel parameters as dynamic shared memory offsets,
 * reqd_work_group_size as a module variable, and finding kernel names.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;
import java.util.List;
import org.junit.jupiter.api.Test;

class CudaDialectTest {

    @Test
    void prependsThePreludeAndALineDirectiveThatPointsAtTheClFile() {
        String cuda = CudaDialect.translate("__kernel void k(__global float* x) { x[0] = 1.0f; }\n", "k.cl");
        assertThat(cuda).startsWith(CudaDialect.prelude());
        assertThat(cuda).contains("#define __kernel extern \"C\" __global__");
        assertThat(cuda).contains("\n#line 1 \"k.cl\"\n__kernel void k(");
    }

    @Test
    void dropsLocalFromPointerTypesButKeepsItOnDeclarations() {
        String source = """
                inline float f(__local const float* p) { return p[0]; }
                __kernel void k(__global float* out) {
                    __local float tile[64];
                    __local float4 tile4[16];
                    __local float* a = (__local float*) tile4;
                    __local float x;
                    out[0] = f(a) + tile[0] + x;
                }
                """;
        String body = CudaDialect.translate(source, "k.cl").substring(CudaDialect.prelude().length());
        assertThat(body).contains("inline float f(const float* p)");
        assertThat(body).contains("__local float tile[64];");
        assertThat(body).contains("__local float4 tile4[16];");
        assertThat(body).contains("float* a = (float*) tile4;");
        assertThat(body).contains("__local float x;");
        assertThat(body.lines().count()).as("line structure is kept").isEqualTo(source.lines().count() + 2);
    }

    @Test
    void turnsALocalKernelParameterIntoAnOffsetIntoDynamicSharedMemoryKeepingLines() {
        String source = """
                // a comment mentioning __local in a parameter list: (__local float* x) is ignored
                __kernel void scan(__global float* out,
                                   __local float* restrict scratch, const int n,
                                   __local int4* more) {
                    scratch[0] = out[0];
                }
                """;
        String body = CudaDialect.translate(source, "scan.cl").substring(CudaDialect.prelude().length());
        assertThat(body).contains("__kernel void scan(__global float* out,\n const unsigned long long"
                + " kernelscope_local_offset_scratch, const int n,\n const unsigned long long kernelscope_local_offset_more)");
        assertThat(body).contains("{ extern __shared__ __align__(16) unsigned char kernelscope_dynamic_local[];"
                + " float* restrict scratch = (float*) (kernelscope_dynamic_local + kernelscope_local_offset_scratch);"
                + " int4* more = (int4*) (kernelscope_dynamic_local + kernelscope_local_offset_more);\n");
        assertThat(body.lines().count()).as("line structure is kept").isEqualTo(source.lines().count() + 2);
    }

    @Test
    void aLocalArrayParameterIsAPointerAndBuildDefinesNameVectorTypes() {
        String source = "void top(__local float values[], __local int  at[]) { }\n"
                + "__kernel void step(__global float* out, __local float maxValue[]) {\n"
                + "    __local float tile[64];\n    class_T zero = (class_T)0;\n    maxValue[0] = out[0];\n}\n";
        String body = CudaDialect.translate(source, "viterbi.cl", List.of("-Dclass_T=half2", "-DN=4"))
                .substring(CudaDialect.prelude().length());
        assertThat(body).contains("const unsigned long long kernelscope_local_offset_maxValue)")
                .contains("float * maxValue = (float *) (kernelscope_dynamic_local + kernelscope_local_offset_maxValue);")
                .contains("class_T zero = ks_make<class_T>(0);")
                .contains("void top(float values[], int  at[])").contains("__local float tile[64];")
                .contains("#define class_T half2\n#define N 4\n#line 1 \"viterbi.cl\"\n");
    }

    @Test
    void recordsReqdWorkGroupSizeInAModuleVariableEvaluatedWithTheSourcesMacros() {
        String source = """
                #define T (BM / 8)
                __kernel __attribute__((reqd_work_group_size(T, 2 * (1), 1)))
                void tiled(__global float* out) { }
                __kernel void free_size(__global float* out) { }
                """;
        String cuda = CudaDialect.translate(source, "tiled.cl");
        assertThat(cuda).endsWith("\nextern \"C\" __device__ unsigned int kernelscope_reqd_work_group_size_tiled[3]"
                + " = {T, 2 * (1), 1};\n");
        assertThat(cuda).doesNotContain("kernelscope_reqd_work_group_size_free_size");
        assertThat(CudaDialect.hasRequiredSize(source, "tiled")).isTrue();
        assertThat(CudaDialect.hasRequiredSize(source, "free_size")).isFalse();
    }

    @Test
    void acceptsLocalInAHelperParameterAndInTheKernelBody() {
        String source = """
                inline void h(__local float* p) { p[0] = 0.0f; }
                __kernel void ok(__global float* out) { __local float t[8]; h(t); out[0] = t[0]; }
                """;
        assertThat(CudaDialect.translate(source, "ok.cl")).contains("inline void h(float* p)");
    }

    @Test
    void findsKernelNamesInOrderIgnoringComments() {
        String source = """
                /* __kernel void commented(int x) */
                __kernel void first(__global int* a) { }
                inline int helper(int x) { return x; }
                __kernel __attribute__((reqd_work_group_size(8, 8, 1)))
                void second(__global int* a) { }
                """;
        assertThat(CudaDialect.kernelNames(source)).containsExactly("first", "second");
    }
}
