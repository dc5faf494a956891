/*
 * Session 34's small-shallow class on random calls, sm_90's entries served as defaults on the OpenCL device (PoCL in
 * CI): 64x64x16 tiles, one group per tile, nothing split (STREAM_K=0), on M N from 3 x 2^18 to 2^21 and K from 256 to
 * below 800, any layout, transposes, leading-dimension gaps and beta, verify against the reference; every second call
 * one of 65-128 rows or columns with K below 448, which session 50 sent to the class (two tile columns or rows).
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
class GemmSmallShallowGpuTest {
    // calls drawn; more on a local run (-Dkernelscope.test.smallShallowCalls=40)
    private static final int CALLS = Integer.getInteger("kernelscope.test.smallShallowCalls", 2);

    @Test
    void randomCallsOfTheSmallShallowClassVerify() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        Random random = new Random(20261130);
        List<DrawnCall> calls = new ArrayList<>();
        while (calls.size() < CALLS) {
            long area = GemmShapeClass.SMALL_FEW_AREA
                    + (long) (random.nextDouble() * (GemmShapeClass.SMALL_SHALLOW_AREA - GemmShapeClass.SMALL_FEW_AREA));
            if (calls.size() % 2 == 1) {
                int side = 65 + random.nextInt(64);
                int k = 256 + random.nextInt(GemmShapeClass.SKINNY_SHALLOW_DEPTH - 256);
                int other = (int) (area / side);
                if ((long) side * other < GemmShapeClass.SMALL_FEW_AREA) {
                    continue;
                }
                // the few rows (skinny-m's side) with B as stored: a transposed B keeps its skinny-m-bt tiles
                calls.add(random.nextBoolean()
                        ? DrawnCall.ofRowMajorView(random, Set.of(GemmShapeClass.SMALL_SHALLOW), other, side, k,
                                random.nextBoolean(), random.nextBoolean())
                        : DrawnCall.ofRowMajorView(random, Set.of(GemmShapeClass.SMALL_SHALLOW), side, other, k,
                                random.nextBoolean(), false));
                continue;
            }
            int m = 129 + random.nextInt(4000);
            int n = (int) (area / m);
            int k = 256 + random.nextInt(GemmShapeClass.SMALL_SHALLOW_DEPTH - 256);
            if (n <= 128 || (long) m * n < GemmShapeClass.SMALL_FEW_AREA
                    || 2.0 * m * n * k >= GemmShapeClass.SMALL_FLOP) {
                continue;   // outside the class: drawn again
            }
            calls.add(DrawnCall.ofRowMajorView(random, Set.of(GemmShapeClass.SMALL_SHALLOW), m, n, k,
                    random.nextBoolean(), random.nextBoolean()));
        }
        DrawnCall.verifyAll(session, calls);
    }
}
