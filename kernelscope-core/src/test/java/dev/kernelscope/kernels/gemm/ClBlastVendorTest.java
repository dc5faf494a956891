/*
 * CLBlast as the OpenCL yardstick: where libclblast.so.1 is installed (apt-get install libclblast1) VendorSgemms
 * gives it for an OpenCL session and its results match the double-precision reference, transposes, column-major
 * and leading-dimension gaps included; where it is not, the absence names the library and how to install it.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.opencl.ClBlastSgemm;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

// CLBlast keeps process-wide state (its compiled-kernel cache) and PoCL reported CLBlastUnexpectedError once when two
// CLBlast users overlapped: run apart from the other device-session classes.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class ClBlastVendorTest {

    @Test
    void clblastComputesEveryLayoutAndTransposeLikeTheReference() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        assumeTrue(ClBlastSgemm.unavailableReason() == null, ClBlastSgemm::unavailableReason);
        Optional<VendorSgemm> vendor = VendorSgemms.open(session);
        assertThat(vendor).isPresent();
        try (VendorSgemm clblast = vendor.get()) {
            assertThat(clblast.name()).isEqualTo("CLBlast");
            GemmShape[] shapes = {
                GemmShape.rowMajor(37, 29, 41),
                new GemmShape(Layout.COLUMN_MAJOR, true, false, 20, 33, 17, 19, 20, 23),
                new GemmShape(Layout.ROW_MAJOR, true, true, 9, 14, 6, 11, 8, 15)};
            SplittableRandom random = new SplittableRandom(12);
            for (GemmShape shape : shapes) {
                float[] a = random(random, shape.aElements());
                float[] b = random(random, shape.bElements());
                float[] c = random(random, shape.cElements());
                try (Buffer da = session.floats(a); Buffer db = session.floats(b); Buffer dc = session.floats(c)) {
                    clblast.sgemm(shape, 1.5f, da, db, 0.5f, dc);
                    float[] out = dc.readFloats();
                    GemmReference.Reference reference = GemmReference.full(shape, 1.5f, a, b, 0.5f, c);
                    GemmReference.Comparison comparison = GemmReference.compare(shape, out, reference);
                    assertThat(comparison.passes()).as(shape + ": " + comparison).isTrue();
                    long[] ns = clblast.timeEachNs(shape, 1.5f, da, db, 0.5f, dc, 2, true);
                    assertThat(ns).hasSize(2);
                    assertThat(ns[0]).isPositive();
                    assertThat(ns[1]).isPositive();
                }
            }
        }
    }

    @Test
    void withoutClblastTheAbsenceSaysWhatIsMissing() {
        assumeTrue(ClBlastSgemm.unavailableReason() != null, "CLBlast is installed here");
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        assertThat(VendorSgemms.open(session)).isEmpty();
        assertThat(VendorSgemms.absence(session)).contains("libclblast.so.1").contains("libclblast1");
    }

    private static float[] random(SplittableRandom random, long n) {
        float[] data = new float[Math.toIntExact(n)];
        for (int i = 0; i < data.length; i++) {
            data[i] = (float) (random.nextDouble() * 2 - 1);
        }
        return data;
    }
}
