/*
 * Session 29's rule on random calls, sm_90's entries served as defaults on the OpenCL device (PoCL in CI): calls of 17
 * to 32 columns or rows read along K, with K no multiple of 16, a matrix of 2^20 floats or more and K below 6 times
 * the long side, leave gemv.cl for the narrow-32 or skinny-32 tiles; each verifies against the reference.
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
class GemmSession29RulesGpuTest {
    // calls of each orientation; more on a local run (-Dkernelscope.test.session29Calls=40)
    private static final int CALLS_PER_KIND = Integer.getInteger("kernelscope.test.session29Calls", 3);

    @Test
    void randomVectorWidthCallsReadAlongKRunInTheTilesAndVerify() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        Random random = new Random(20261213);
        List<DrawnCall> calls = new ArrayList<>();
        for (int i = 0; i < CALLS_PER_KIND; i++) {
            int width = 17 + random.nextInt(16);
            int longSide = 1100 + random.nextInt(500);
            int k = kNoMultipleOf16(random, longSide);
            // narrow (row-major view N < M): A untransposed is read along K; skinny (M <= N): B transposed
            calls.add(DrawnCall.ofRowMajorView(random, Set.of(GemmShapeClass.NARROW_32), longSide, width, k, false,
                    random.nextBoolean()));
            calls.add(DrawnCall.ofRowMajorView(random, Set.of(GemmShapeClass.SKINNY_32), width, longSide, k,
                    random.nextBoolean(), true));
        }
        DrawnCall.verifyAll(session, calls);
    }

    /** A K of at least 2^20 / longSide (the matrix's floats), below 6 longSide, that 16 does not divide. */
    private static int kNoMultipleOf16(Random random, int longSide) {
        int least = (int) Math.ceilDiv(GemmShapeClass.TILES_ALONG_K_MATRIX_FLOATS, longSide);
        int k = least + random.nextInt(800);
        return k % GemmShapeClass.TILE_DEPTH == 0 ? k + 1 + random.nextInt(15) : k;
    }
}
