/*
 * TT calls as their untransposed twin written transposed (GemmProduct, 10_tuned.cl's TRANS_C; opt-in with
 * -Dkernelscope.gemm.transposedC=on) on the OpenCL device (PoCL in CI): the named cases and drawn ones verify against
 * the reference, split along K or not, and run the twin exactly where C's rows are 4 floats aligned.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.TestDevice;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

// the GEMM tests' shared OpenCL session takes one caller at a time
@ResourceLock(TestDevice.SHARED_SESSION)
class GemmTransposedCTest {

    /**
     * GemmConformance's TT cases and 12 drawn TT calls (either storage, M, N and K of 1..200, leading dimensions 0-3
     * floats past the tight ones, alpha 0 on some, NaN and Inf in A on some), unsplit and then with the device said to
     * hold 64 groups, so most are split along K: each verifies, and runs TRANS_C exactly where C's rows are aligned
     * and the call is no matrix-vector one.
     */
    @Test
    void ttCallsRunAsTheirTwinWhereCIsAlignedAndVerify() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        List<GemmConformance.Case> cases = new ArrayList<>(GemmConformance.transposedCCases());
        Random random = new Random(20261130);
        for (int i = 0; i < 12; i++) {
            GemmConformance.Special special = i % 4 == 3 ? GemmConformance.Special.NAN_AND_INF_IN_A
                    : GemmConformance.Special.NONE;
            cases.add(new GemmConformance.Case("TT " + i, random.nextBoolean() ? Layout.ROW_MAJOR
                    : Layout.COLUMN_MAJOR, true, true, 1 + random.nextInt(200), 1 + random.nextInt(200),
                    1 + random.nextInt(200), random.nextInt(4), i % 5 == 4 ? 0.0f : 1.25f, i % 3 == 0 ? 0.0f : 0.5f,
                    special));
        }
        List<String> failures = new ArrayList<>();
        int twins = 0;
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of())) {
            gemm.overrideTransposedC(true);
            for (int resident : new int[] {0, 64}) {
                gemm.overrideResidentGroups(resident);
                for (GemmConformance.Case c : cases) {
                    GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                    GemmChoice choice = gemm.choice(c.shape());
                    boolean expected = c.shape().ldc() % 4 == 0 && choice.matrixVector() == null;
                    boolean ran = gemm.configuration(c.shape()).parameters().getOrDefault("TRANS_C", 0L) == 1L;
                    if (choice.matrixVector() == null) {
                        assertThat(ran).as(c + ": " + choice.explain()).isEqualTo(expected);
                    }
                    twins += ran ? 1 : 0;
                    if (!outcome.passes()) {
                        failures.add(outcome.describe() + " | " + choice.explain());
                    }
                }
            }
        }
        assertThat(failures).as("TT calls on " + session.device().label()).isEmpty();
        assertThat(twins).as("calls that ran the TRANS_C twin").isGreaterThanOrEqualTo(
                2 * GemmConformance.transposedCCases().size());
    }

    /** Off by default: the same call runs both operands transposed in place (or packed), with no TRANS_C. */
    @Test
    void byDefaultATtCallRunsItsOperandsTransposed() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        GemmConformance.Case tt = GemmConformance.transposedCCases().getFirst();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of())) {
            GemmConformance.Outcome outcome = GemmConformance.run(gemm, tt, System.nanoTime());
            assertThat(outcome.passes()).as(outcome.describe()).isTrue();
            assertThat(gemm.configuration(tt.shape()).parameters()).doesNotContainEntry("TRANS_C", 1L);
        }
    }
}
