/*
 * Heap bytes allocated per steady Gemm.sgemm call (ThreadMXBean), on the first OpenCL device (PoCL in CI), for a
 * one-launch shape and a packed one, buffers rotating over three sets as an application's calls do. Not a test (no
 * assertion): docs/results/h100/gemm-host-cost/README.md records its output before and after the allocation-free path.
 * Run: java --enable-native-access=ALL-UNNAMED -cp target/classes:JACKSON_JARS tools/hostcost/GemmHostAllocation.java
 */
import dev.kernelscope.device.*;
import dev.kernelscope.kernels.gemm.*;
import java.lang.management.ManagementFactory;

public class GemmHostAllocation {
    public static void main(String[] a) throws Exception {
        var mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        try (DeviceSession session = Devices.open(Devices.select(Devices.discover(), "", BackendKind.OPENCL))) {
            Gemm gemm = Gemm.tuned(session);
            GemmShape[] shapes = {GemmShape.rowMajor(64, 64, 64), GemmShape.packed(Layout.COLUMN_MAJOR, true, false, 60, 70, 50)};
            for (GemmShape shape : shapes) {
                Buffer[][] sets = new Buffer[3][];
                for (int s = 0; s < 3; s++) {
                    sets[s] = new Buffer[] {session.floats(shape.aElements()), session.floats(shape.bElements()), session.floats(shape.cElements())};
                    for (Buffer b : sets[s]) b.fill(0.5f);
                }
                for (int round = 0; round < 4; round++) {
                    int calls = 20000;
                    long t0 = System.nanoTime();
                    long b0 = mx.getCurrentThreadAllocatedBytes();
                    for (int i = 0; i < calls; i++) {
                        Buffer[] set = sets[i % 3];
                        gemm.sgemm(shape, 1f, set[0], set[1], 0f, set[2]);
                        if (i % 256 == 255) session.synchronize();
                    }
                    long b1 = mx.getCurrentThreadAllocatedBytes();
                    long t1 = System.nanoTime();
                    session.synchronize();
                    System.out.printf("%s round %d: %.1f bytes/call, %.2f us/call (PoCL enqueue+sync included)%n", shape, round,
                            (b1 - b0) / (double) calls, (t1 - t0) / 1e3 / calls);
                }
            }
        }
    }
}
