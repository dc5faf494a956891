/*
 * Gemm as an application misuses it, on every backend with a device (PoCL in CI): C passed as A or B is refused, a
 * null layout or buffer is named, alpha = 0 reads neither operand, 32-bit index limits are checked on what the
 * kernels really address (transposed operands read in place included), the plan cache stays bounded over many
 * shapes, and planning or closing while another thread is inside a call is refused like a call.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.TestDevice;
import dev.kernelscope.kernels.GuardHeldElsewhere;
import dev.kernelscope.model.InvalidInputException;
import java.util.Map;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@ResourceLock(TestDevice.SHARED_SESSION)
class GemmMisuseTest {

    /**
     * C as A (or B) is refused before anything runs: the groups write C's tiles while others still read the operand
     * (before the check, 200x200x200 with C as A came out with a relative error of 3.9 on PoCL). A and B as one
     * buffer is only read, so it is allowed and right.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void cAsAnOperandIsRefusedAndAAsBIsRight(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        GemmShape shape = GemmShape.rowMajor(200, 200, 200);
        float[] values = TestDevice.randomFloats(Math.toIntExact(shape.aElements()), 7);
        float[] before = TestDevice.randomFloats(Math.toIntExact(shape.cElements()), 8);
        try (Gemm gemm = Gemm.tuned(session); Buffer a = session.floats(values); Buffer c = session.floats(before)) {
            assertThatThrownBy(() -> gemm.sgemm(shape, 1.0f, a, c, 0.5f, a)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("C is the same buffer as A:");
            assertThatThrownBy(() -> gemm.sgemm(shape, 1.0f, c, a, 0.5f, a)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("C is the same buffer as B:");
            assertThatThrownBy(() -> gemm.sgemm(shape, 1.0f, a, a, 0.5f, a)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("C is the same buffer as A and B:");
            assertThat(a.readFloats()).isEqualTo(values);    // refused before any launch
            gemm.sgemm(shape, 1.0f, a, a, 0.5f, c);          // C = A * A + C / 2
            GemmReference.Reference reference = GemmReference.full(shape, 1.0f, values, values, 0.5f, before);
            GemmReference.Comparison result = GemmReference.compare(shape, c.readFloats(), reference);
            assertThat(result.passes()).as("relative error %s", result.relativeError()).isTrue();
        }
    }

    /**
     * alpha = 0 reads neither A nor B (BLAS): a NaN or Inf there does not reach C. Before, one NaN in A's first row
     * with alpha 0 and beta 1 made that row of C NaN on every path (tiles, matrix-vector). The suite's alpha = 0
     * cases, and one of the vector class, against the reference that follows the same rule.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void alphaZeroReadsNeitherOperand(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        java.util.List<GemmConformance.Case> cases = new java.util.ArrayList<>(GemmConformance.cases(false).stream()
                .filter(c -> c.alpha() == 0.0f).toList());
        assertThat(cases).hasSize(2);
        cases.add(new GemmConformance.Case("alpha=0, vector class", Layout.ROW_MAJOR, false, false, 8, 100, 64, 0,
                0.0f, -2.0f, GemmConformance.Special.NAN_AND_INF_IN_A));
        try (Gemm gemm = Gemm.tuned(session)) {
            cases.forEach(c -> assertRight(gemm, c));
        }
    }

    /** A null layout read as column-major before (every test asked "row-major?"); a null buffer is named. */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void aNullLayoutOrBufferIsNamed(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        try (Gemm gemm = Gemm.tuned(session); Buffer b = session.floats(64); Buffer c = session.floats(64)) {
            assertThatThrownBy(() -> gemm.sgemm(null, false, false, 8, 8, 8, 1.0f, b, 8, b, 8, 0.0f, c, 8))
                    .isInstanceOf(InvalidInputException.class).hasMessageContaining("needs a layout");
            assertThatThrownBy(() -> gemm.sgemm(8, 8, 8, 1.0f, null, b, 0.0f, c))
                    .isInstanceOf(InvalidInputException.class).hasMessageContaining("Buffer A is null");
        }
    }

    /**
     * The 32-bit limit applies to what the kernels address. A transposed A read in place spans K x lda, not M x lda:
     * 256x64x8388608 TN (A 2^31 floats) was planned before and would have indexed past 2^31 on a device that holds
     * it. Row-major TT reads B (N x K) in place beside A: 64x64x46400 (12 MB each) was refused as K x ldb = K^2 >
     * 2^31; it now runs and is right. choice() plans without buffers, so the first needs no 8 GiB here.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void theIndexLimitIsCheckedOnWhatTheKernelsAddress(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        try (Gemm gemm = Gemm.tuned(session)) {
            GemmShape tooLong = GemmShape.packed(Layout.ROW_MAJOR, true, false, 256, 64, 8_388_608);
            assertThatThrownBy(() -> gemm.choice(tooLong)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("A as stored spans 2147483648 elements");
            // column-major: the kernel's A is the caller's B, and the message names the caller's
            GemmShape tooLongB = GemmShape.packed(Layout.COLUMN_MAJOR, false, true, 64, 256, 8_388_608);
            assertThatThrownBy(() -> gemm.choice(tooLongB)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("B as stored spans 2147483648 elements");
            GemmConformance.Case deep = new GemmConformance.Case("TT, K^2 > 2^31", Layout.ROW_MAJOR, true, true, 64,
                    64, 46_400, 0, 1.0f, 0.5f, GemmConformance.Special.NONE);
            assertThat(gemm.choice(deep.shape()).packs()).as("both read in place").isEmpty();
            assertRight(gemm, deep);
        }
    }

    /**
     * Many shapes in a row keep at most PLAN_CACHE_LIMIT plans, and with them the session's launch sequences (before:
     * one per shape ever called, 3,000 plans and 3,006 session objects after 3,000 shapes). The most recent shape
     * keeps its plan; a forgotten one is planned again and is right.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void thePlanCacheIsBoundedAndAForgottenShapeRunsAgain(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        int shapes = Gemm.PLAN_CACHE_LIMIT + 40;
        // one configuration for all: only C's leading dimension differs (no new compile per shape)
        GemmShape widest = new GemmShape(Layout.ROW_MAJOR, false, false, 40, 40, 16, 16, 40, 40 + shapes);
        try (Gemm gemm = Gemm.tuned(session); Buffer a = session.floats(widest.aElements());
             Buffer b = session.floats(widest.bElements()); Buffer c = session.floats(widest.cElements())) {
            a.fill(1.0f);
            b.fill(0.5f);
            int objectsBefore = session.openObjectCount();
            GemmShape last = null;
            for (int i = 0; i < shapes; i++) {
                last = new GemmShape(Layout.ROW_MAJOR, false, false, 40, 40, 16, 16, 40, 41 + i);
                gemm.sgemm(last, 1.0f, a, b, 0.0f, c);
            }
            session.synchronize();
            assertThat(gemm.cachedPlans()).isEqualTo(Gemm.PLAN_CACHE_LIMIT);
            assertThat(session.openObjectCount() - objectsBefore).isLessThanOrEqualTo(Gemm.PLAN_CACHE_LIMIT + 8);
            Object recent = gemm.plannedCall(last);
            assertThat(gemm.plannedCall(last)).isSameAs(recent);
            // the first shape was forgotten: planned again, and every element of C is 16 products of 1.0 x 0.5
            GemmShape first = new GemmShape(Layout.ROW_MAJOR, false, false, 40, 40, 16, 16, 40, 41);
            c.fill(Float.NaN);
            gemm.sgemm(first, 1.0f, a, b, 0.0f, c);
            float[] result = c.readFloats();
            for (int i = 0; i < first.m(); i++) {
                for (int j = 0; j < first.n(); j++) {
                    assertThat(result[GemmReference.cIndex(first, i, j)]).as("C[%d][%d]", i, j).isEqualTo(8.0f);
                }
            }
            assertThat(gemm.cachedPlans()).isEqualTo(Gemm.PLAN_CACHE_LIMIT);
        }
    }

    /**
     * Planning (choice, configuration) and close() touch what a call uses: while another thread is inside a call they
     * are refused as a second call is (close() would free the scratch that call's launches read); afterwards they
     * work.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void planningOrClosingWhileAnotherThreadIsInsideIsRefused(BackendKind backend) throws Exception {
        DeviceSession session = GemmTestDevices.session(backend);
        GemmShape shape = GemmShape.rowMajor(48, 40, 24);
        Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of());
        try (GuardHeldElsewhere held = GuardHeldElsewhere.hold(gemm.callGuard(), "caller-inside")) {
            assertThatThrownBy(() -> gemm.choice(shape)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("'caller-inside'");
            assertThatThrownBy(() -> gemm.configuration(shape)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("not thread-safe");
            assertThatThrownBy(gemm::close).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("not thread-safe");
            assertThat(gemm.cachedPlans()).isZero();
        }
        assertThat(gemm.choice(shape).shapeClass()).isNotNull();
        gemm.close();
        assertThatThrownBy(() -> gemm.choice(shape)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
    }

    /** Runs {@code c} on fresh random inputs and checks it against the double-precision reference. */
    private static void assertRight(Gemm gemm, GemmConformance.Case c) {
        GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, System.nanoTime());
        assertThat(outcome.passes()).as(outcome.describe()).isTrue();
    }
}
