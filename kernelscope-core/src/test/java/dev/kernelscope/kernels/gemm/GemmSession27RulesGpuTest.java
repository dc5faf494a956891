/*
 * Session 27's rules on random calls, sm_90's entries served as defaults on the OpenCL device (PoCL in CI): short K
 * tails at the least-padded depth, deep-k calls with both sides above 128, small-few calls, and unaligned operands read
 * in place or packed by ScalarLoadsCost, each split along K or not, verify against the reference.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.TestDevice;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

// the GEMM tests' shared OpenCL session takes one caller at a time
@ResourceLock(TestDevice.SHARED_SESSION)
class GemmSession27RulesGpuTest {
    // calls of each kind; more on a local run (-Dkernelscope.test.session27Calls=100)
    private static final int CALLS_PER_KIND = Integer.getInteger("kernelscope.test.session27Calls", 3);

    @Test
    void randomCallsOfTheSession27RulesVerify() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        Random random = new Random(20261129);
        List<DrawnCall> calls = new ArrayList<>();
        for (int i = 0; i < CALLS_PER_KIND; i++) {
            // a tiny call with an odd K: the least-padded depth, the tail read in place or packed
            calls.add(drawn(random, GemmShapeClass.TINY, 129 + random.nextInt(272), 129 + random.nextInt(272),
                    9 + 2 * random.nextInt(146)));
            // deep-k with both sides above 128: K from 8 to 12 times the larger side, any residue
            int m = 129 + random.nextInt(72);
            int n = 129 + random.nextInt(72);
            calls.add(drawn(random, GemmShapeClass.DEEP_K, m, n,
                    8 * Math.max(m, n) + random.nextInt(4 * Math.max(m, n))));
            // small-few: M N below 3 * 2^18, above the tiny class's FLOP
            calls.add(drawn(random, GemmShapeClass.SMALL_FEW, 400 + random.nextInt(400), 400 + random.nextInt(400),
                    900 + random.nextInt(600)));
        }
        DrawnCall.verifyAll(session, calls);
    }

    private static DrawnCall drawn(Random random, GemmShapeClass expected, int m, int n, int k) {
        Layout layout = random.nextBoolean() ? Layout.ROW_MAJOR : Layout.COLUMN_MAJOR;
        return new DrawnCall(Set.of(expected), new GemmConformance.Case(expected.id(), layout, random.nextBoolean(),
                random.nextBoolean(), m, n, k, random.nextInt(4), 1.0f, random.nextBoolean() ? 0.5f : 0.0f,
                GemmConformance.Special.NONE));
    }
}
