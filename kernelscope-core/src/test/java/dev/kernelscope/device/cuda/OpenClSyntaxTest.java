/*
 * The rewrites of OpenCL C's vector syntax for the CUDA backend (no compiler needed): literals, swizzles on every
 * kind of operand, single components by number, program-scope __constant, the lines kept, and what is left alone
 * (comments, strings, numbers, fields). CudaTranslationNvccTest compiles opencl_vectors.cl with nvcc, and
 * OpenClSyntaxGpuTest runs it.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OpenClSyntaxTest {

    private static String rewritten(String code) {
        return OpenClSyntax.rewrite(code).code();
    }

    @Test
    void literalsOfEveryFormBecomeKsMake() {
        assertThat(rewritten("float4 v = (float4)(a, b.x, 1.0f);")).isEqualTo("float4 v = ks_make<float4>(a, b.x, 1.0f);");
        assertThat(rewritten("int2 v = (int2) ( x );")).isEqualTo("int2 v = ks_make<int2>( x );");
        assertThat(rewritten("float4 v = (float4) 0.5f;")).isEqualTo("float4 v = ks_make<float4>(0.5f);");
        assertThat(rewritten("float4 v = (float4)x;")).isEqualTo("float4 v = ks_make<float4>(x);");
        assertThat(rewritten("const float4 c = (float4)-0.356f * (float2) - x;"))
                .isEqualTo("const float4 c = ks_make<float4>(-0.356f) * ks_make<float2>(- x);");
        assertThat(rewritten("uchar4 v = (uchar4)((uchar2)(1, 2), 3, 4);"))
                .isEqualTo("uchar4 v = ks_make<uchar4>(ks_make<uchar2>(1, 2), 3, 4);");
    }

    @Test
    void literalsThroughANameTheFileMakesAVectorType() {
        assertThat(rewritten("#define T_ACCUM float4\nT_ACCUM a = (T_ACCUM)(0.0f);"))
                .isEqualTo("#define T_ACCUM float4\nT_ACCUM a = ks_make<T_ACCUM>(0.0f);");
        assertThat(rewritten("typedef int2 cell_t;\ncell_t c = (cell_t)(1, 2);"))
                .isEqualTo("typedef int2 cell_t;\ncell_t c = ks_make<cell_t>(1, 2);");
        assertThat(rewritten("#define SCALE 4\nx = (SCALE)(y);")).isEqualTo("#define SCALE 4\nx = (SCALE)(y);");
    }

    @Test
    void castsToPointersAndOfCallsAreLeft() {
        assertThat(rewritten("float4* p = (float4*) q;")).isEqualTo("float4* p = (float4*) q;");
        assertThat(rewritten("n = sizeof(float4) * 2;")).isEqualTo("n = sizeof(float4) * 2;");
        assertThat(rewritten("v = (float4) f(x);")).isEqualTo("v = (float4) f(x);");
        assertThat(rewritten("v = (float4) p[i];")).isEqualTo("v = (float4) p[i];");
    }

    @Test
    void swizzlesWrapTheirWholeOperand() {
        assertThat(rewritten("d = q.xyz - p.xyz;")).isEqualTo("d = ks_swz_xyz(q) - ks_swz_xyz(p);");
        assertThat(rewritten("d = tile[k + 1].xy;")).isEqualTo("d = ks_swz_xy(tile[k + 1]);");
        assertThat(rewritten("d = f(x, y).zw;")).isEqualTo("d = ks_swz_zw(f(x, y));");
        assertThat(rewritten("d = (a + b).yx;")).isEqualTo("d = ks_swz_yx((a + b));");
        assertThat(rewritten("d = s.pos.xy;")).isEqualTo("d = ks_swz_xy(s.pos);");
        assertThat(rewritten("d = p->pos.xy;")).isEqualTo("d = ks_swz_xy(p->pos);");
        assertThat(rewritten("return v.xy;")).isEqualTo("return ks_swz_xy(v);");
        assertThat(rewritten("return (v).xy;")).isEqualTo("return ks_swz_xy((v));");
        assertThat(rewritten("v.xz = w.s13;")).isEqualTo("ks_swz_xz(v) = ks_swz_s13(w);");
        assertThat(rewritten("d = f(v.xy).yx;")).isEqualTo("d = ks_swz_yx(f(ks_swz_xy(v)));");
    }

    @Test
    void oneNumberedComponentIsItsLetterAndAComponentOfASwizzleReadsItsValue() {
        assertThat(rewritten("x = v.s0 + v.s3;")).isEqualTo("x = v.x + v.w;");
        assertThat(rewritten("x = v.lo.x;")).isEqualTo("x = ks_swz_lo(v).get().x;");
        assertThat(rewritten("x = v.hi.s1;")).isEqualTo("x = ks_swz_hi(v).get().y;");
    }

    @Test
    void componentsPastTheFourthAreFieldsInLowerCaseAndWideSwizzlesAreProxies() {
        assertThat(rewritten("x = w.s8 + w.sA + w.Sf;")).isEqualTo("x = w.s8 + w.sa + w.sf;");
        assertThat(rewritten("y = w.s4567 + w.s89abcdef;")).isEqualTo("y = ks_swz_s4567(w) + ks_swz_s89abcdef(w);");
        assertThat(OpenClSyntax.helpers(OpenClSyntax.rewrite("y = w.s0123456789ABCDEF;").swizzles()))
                .contains("ks_swizzled<0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15>(v)");
    }

    @Test
    void aVectorDeclaredFromAScalarConstantTakesItAsALiteralOutsideDirectives() {
        assertThat(rewritten("float4 acc = 0.0f, b = f(x, y), c = -FLT_MAX, d;")).isEqualTo(
                "float4 acc = ks_make<float4>(0.0f), b = f(x, y), c = ks_make<float4>(-FLT_MAX), d;");
        assertThat(rewritten("const uint8 m = (1u), n = a[i] > 0 ? 1 : 2;")).isEqualTo(
                "const uint8 m = ks_make<uint8>((1u)), n = a[i] > 0 ? 1 : 2;");
        assertThat(rewritten("#define ACC float4\nACC s = 1;")).isEqualTo("#define ACC float4\nACC s = ks_make<ACC>(1);");
        String left = "#define INIT float4 v = 0.0f;\nfloat4 w = {1, 2, 3, 4};\nfloat4 z = w;\nif (v == w) { }";
        assertThat(rewritten(left)).isEqualTo(left);
    }

    @Test
    void saturatingAndRoundingConversionsAndHalfLiteralsBecomeTheirTemplates() {
        assertThat(rewritten("a = convert_uchar4_sat(f) + convert_int_rtn(x) + convert_short2_sat_rte (y);"))
                .isEqualTo("a = ks_convert<uchar4, true, 0>(f) + ks_convert<int, false, 4>(x) "
                        + "+ ks_convert<short2, true, 1>(y);");
        assertThat(rewritten("h = 1.5h * .25H + 2e-3h; x = convert_float4(v); y = 0x1h;"))
                .isEqualTo("h = ((half) 1.5f) * ((half) .25f) + ((half) 2e-3f); x = convert_float4(v); y = 0x1h;");
    }

    @Test
    void leavesNumbersFieldsCommentsAndStrings() {
        String code = "x = 1.5f + s.count + v.x + w.s8; // v.xy stays\n/* (float4)(1) */ printf(\"%f v.xy\", a.w);";
        assertThat(rewritten(code)).isEqualTo(code);
    }

    @Test
    void keepsEveryLineWhereItWas() {
        String code = "v = (float4)\n(a,\n b);\nw = q\n.xy;\nz = 1;";
        String out = rewritten(code);
        assertThat(out.lines().count()).isEqualTo(code.lines().count());
        assertThat(out.lines().toList().getLast()).isEqualTo("z = 1;");
    }

    @Test
    void programScopeConstantDataGoesToConstantMemoryButParametersStayConst() {
        String code = "__constant float w[2] = {1.0f, 2.0f};\n"
                + "inline float f(__constant float* c) { return c[0]; }\n"
                + "__kernel void k(__constant float* c, __global float* o) { o[0] = w[1] + c[0]; }";
        String out = rewritten(code);
        assertThat(out).startsWith("__constant__ float w[2]");
        assertThat(out).contains("inline float f(__constant float* c)", "__kernel void k(__constant float* c,");
    }

    @Test
    void qualifiersWithoutUnderscoresGetThem() {
        String code = "kernel void k(global float* a, local float* t, constant int* c) {\n"
                + "    private int i = get_local_id(0); // global too\n    barrier(CLK_LOCAL_MEM_FENCE);\n}";
        assertThat(OpenClSyntax.qualifiers(code)).isEqualTo("__kernel void k(__global float* a, __local float* t, "
                + "__constant int* c) {\n    __private int i = get_local_id(0); // global too\n"
                + "    barrier(CLK_LOCAL_MEM_FENCE);\n}");
        assertThat(OpenClSyntax.qualifiers("__global float* a; s.local = 1;")).isEqualTo("__global float* a; s.local = 1;");
        assertThat(CudaDialect.kernelNames("kernel void plain(global int* a) { }")).containsExactly("plain");
    }

    @Test
    void namesEachSwizzleOnceAndWritesItsHelpers() {
        OpenClSyntax.Rewritten rewritten = OpenClSyntax.rewrite("a = v.xy + w.xy + u.lo + t.s21;");
        assertThat(rewritten.swizzles()).containsExactly("xy", "lo", "s21");
        String helpers = OpenClSyntax.helpers(rewritten.swizzles());
        assertThat(helpers).contains("ks_swz_xy(V&& v) { return ks_swizzled<0, 1>(v); }",
                "ks_swz_s21(V&& v) { return ks_swizzled<2, 1>(v); }", "-> decltype((t.xy)) { return t.xy; }");
        assertThat(helpers).doesNotContain("ks_swz_lo");   // the prelude has the halves
        assertThat(OpenClSyntax.indices("wzyx")).containsExactly(3, 2, 1, 0);
        assertThat(OpenClSyntax.indices("count")).isEmpty();
    }
}
