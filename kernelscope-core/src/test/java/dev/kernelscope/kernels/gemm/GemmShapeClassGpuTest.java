/*
 * Gemm.tuned on a CUDA GPU: each shape class's conformance case runs the configuration the built-in database names
 * for that class on this device (the vector class: the matrix-vector kernels), and every one of them verifies, so every configuration the database can choose is
 * checked where it runs. Skipped where no CUDA device is present (in CI the same dispatch is checked on PoCL with a
 * test database, GemmPlanCacheTest).
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.TestDevice;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

// the GEMM tests' shared session is driven by one thread at a time (DeviceSession's contract): launches share its
// argument scratch, and two test classes racing on it crashed PoCL in clSetKernelArg
@ResourceLock(TestDevice.SHARED_SESSION)
class GemmShapeClassGpuTest {

    @Test
    void everyShapeClassRunsItsDatabaseEntryAndVerifies() {
        DeviceSession session = GemmTestDevices.session(BackendKind.CUDA);
        List<String> failures = new ArrayList<>();
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.tuned(session)) {
            for (GemmConformance.Case c : GemmConformance.shapeClassCases()) {
                GemmChoice choice = gemm.choice(c.shape());
                if (choice.shapeClass() == GemmShapeClass.VECTOR) {
                    // M or N up to 16, or 32 read along K: the matrix-vector and -panel kernels, which no database entry configures
                    assertThat(choice.matrixVector()).as(c.name()).isNotNull();
                } else {
                    GemmTuning.Entry entry = GemmTuning.builtIn().lookup(session.device(), choice.shapeClass());
                    assertThat(choice.parameters()).as(c.name())
                            .isEqualTo(GemmRung.TUNED.parameters(entry.parameters()));
                    assertThat(choice.entry()).isEqualTo(entry.matchedBy());
                }
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                if (!outcome.passes()) {
                    failures.add(outcome.describe());
                }
            }
        }
        assertThat(failures).as("shape-class cases on " + session.device().label()).isEmpty();
    }
}
