/*
 * Session 28's rule on random calls, sm_90's entries served as defaults on the OpenCL device (PoCL in CI): skinny and
 * narrow calls of few tiles whose K 16 does not divide (odd K included) now run the few-tiles classes' 32x64x16 tiles,
 * packed or with the K tail read in place, split along K or not; each verifies against the reference.
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
class GemmSession28RulesGpuTest {
    // calls of each kind; more on a local run (-Dkernelscope.test.session28Calls=60)
    private static final int CALLS_PER_KIND = Integer.getInteger("kernelscope.test.session28Calls", 3);

    @Test
    void randomFewTileCallsWithAnyKVerify() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        Random random = new Random(20261210);
        List<DrawnCall> calls = new ArrayList<>();
        for (int i = 0; i < CALLS_PER_KIND; i++) {
            int shortSide = 33 + random.nextInt(32);
            int longSide = 300 + random.nextInt(1200);
            // narrow (row-major view N < M), then skinny (M <= N), each with a K no multiple of 16; a transposed
            // operand read along K has a class of its own (narrow-few-at, skinny-bt)
            calls.add(drawn(random, Set.of(GemmShapeClass.NARROW_FEW, GemmShapeClass.NARROW_FEW_AT), longSide,
                    shortSide, kNoMultipleOf16(random)));
            calls.add(drawn(random, Set.of(GemmShapeClass.SKINNY_FEW, GemmShapeClass.SKINNY_BT), shortSide, longSide,
                    kNoMultipleOf16(random)));
        }
        DrawnCall.verifyAll(session, calls);
    }

    private static int kNoMultipleOf16(Random random) {
        int k = 257 + random.nextInt(1200);
        return k % GemmShapeClass.TILE_DEPTH == 0 ? k + 1 + random.nextInt(15) : k;
    }

    /** A call whose row-major view is m x n x k, stored in a random layout with random transposes. */
    private static DrawnCall drawn(Random random, Set<GemmShapeClass> allowed, int m, int n, int k) {
        return DrawnCall.ofRowMajorView(random, allowed, m, n, k, random.nextBoolean(), random.nextBoolean());
    }
}
