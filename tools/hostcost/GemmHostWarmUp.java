/*
 * How a new shape's Gemm.sgemm host time settles as the JIT compiles its path: after warming the paths the benchmark
 * warms (GemmBenchmark.warmHostPaths' four shapes, N calls each), the shape's calls in batches of 100 over 10 sets of
 * buffers, each batch's median and 90th-percentile host time per call and the JIT's compile time during it. Not a
 * test: docs/results/h200/session28 (section 5) records a PoCL run.
 * Run: java --enable-native-access=ALL-UNNAMED -cp kernelscope.jar:lib/*:tools-hostcost.jar GemmHostWarmUp
 *   BACKEND WARM_CALLS BATCHES S      (S = MxNxK[:row|col:NN|NT|TN|TT])
 */
import dev.kernelscope.device.*;
import dev.kernelscope.kernels.gemm.*;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

public class GemmHostWarmUp {
    private static final int BATCH = 100;
    private static final int SETS = 10;

    public static void main(String[] args) throws Exception {
        BackendKind backend = BackendKind.valueOf(args[0].toUpperCase(Locale.ROOT));
        int warmCalls = Integer.parseInt(args[1]);
        int batches = Integer.parseInt(args[2]);
        GemmShape shape = GemmHostPhases.parse(args[3]);
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        try (DeviceSession session = Devices.open(Devices.select(Devices.discover(), "", backend));
             Gemm gemm = Gemm.tuned(session)) {
            System.out.println("device " + session.device().label() + ", " + warmCalls + " warm-up calls per shape");
            List<GemmShape> warmShapes = List.of(GemmShape.rowMajor(128, 128, 128),
                    GemmShape.packed(Layout.COLUMN_MAJOR, true, true, 100, 100, 100), GemmShape.rowMajor(101, 101, 101),
                    GemmShape.rowMajor(64, 64, 8192));
            for (GemmShape warm : warmShapes) {
                try (Buffer a = session.floats(warm.aElements()); Buffer b = session.floats(warm.bElements());
                     Buffer c = session.floats(warm.cElements())) {
                    for (int i = 0; i < warmCalls; i++) {
                        gemm.sgemm(warm, 1f, a, b, 0f, c);
                        if (i % 256 == 255) {
                            session.synchronize();
                        }
                    }
                    session.synchronize();
                }
            }
            List<Buffer> owned = new ArrayList<>();
            Buffer[][] sets = new Buffer[SETS][];
            for (int s = 0; s < SETS; s++) {
                sets[s] = new Buffer[] {session.floats(shape.aElements()), session.floats(shape.bElements()),
                        session.floats(shape.cElements())};
                owned.addAll(List.of(sets[s]));
            }
            System.out.println("shape " + shape + ", class " + gemm.choice(shape).shapeClass().id());
            long start = System.nanoTime();
            for (int batch = 0; batch < batches; batch++) {
                long compiled = jit.getTotalCompilationTime();
                long[] host = new long[BATCH];
                for (int i = 0; i < BATCH; i++) {
                    Buffer[] set = sets[i % SETS];
                    long before = System.nanoTime();
                    gemm.sgemm(shape, 1f, set[0], set[1], 0f, set[2]);
                    host[i] = System.nanoTime() - before;
                }
                long compiledDuring = jit.getTotalCompilationTime() - compiled;
                Arrays.sort(host);
                System.out.printf(Locale.ROOT,
                        "calls %5d-%5d at %8.1f ms: host median %6.1f us, p90 %6.1f us; JIT %d ms%n", batch * BATCH + 1, (batch + 1) * BATCH, (System.nanoTime() - start) / 1e6,
                        host[BATCH / 2] / 1e3, host[BATCH * 9 / 10] / 1e3, compiledDuring);
                session.synchronize();
            }
            owned.forEach(Buffer::close);
        }
    }
}
