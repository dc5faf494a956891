/*
 * Where a steady Gemm.sgemm call's host time goes on one device: the whole call (rotating buffers, as an application
 * calls it, and one buffer set, so no argument changes), and the call's launch sequence alone (the same kernels,
 * geometries and arguments, launched through LaunchSequence with nothing set per call: the backend's marshalling and
 * the driver). Run once with CUDA graphs and once with -Dkernelscope.cuda.graphs=false; the C floor of the same
 * driver calls is bench/native's cuda_graph_launch.c. Host clock per call, calls in batches of 16 with a synchronize
 * between batches (not timed), median and 10th/90th percentiles; and end to end, each batch's wall time with its
 * synchronize over 16. -Dkernelscope.profiling=false opens the session without profiling (an OpenCL queue without
 * CL_QUEUE_PROFILING_ENABLE, as most applications open theirs). Not a test: docs/results/h100/gemm-e2e-3 records it.
 * Run: java --enable-native-access=ALL-UNNAMED -cp kernelscope.jar:lib/*:tools-hostcost.jar GemmHostPhases cuda S...
 *   S = MxNxK[:row|col:NN|NT|TN|TT]
 */
import dev.kernelscope.device.*;
import dev.kernelscope.kernels.gemm.*;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

public class GemmHostPhases {
    private static final int BATCH = 16;

    interface Call { void run(int i); }

    public static void main(String[] args) throws Exception {
        BackendKind backend = BackendKind.valueOf(args[0].toUpperCase(Locale.ROOT));
        boolean graphs = Boolean.parseBoolean(System.getProperty("kernelscope.cuda.graphs", "true"));
        boolean profiling = Boolean.parseBoolean(System.getProperty("kernelscope.profiling", "true"));
        try (DeviceSession session = Devices.open(Devices.select(Devices.discover(), "", backend),
                profiling ? SessionOptions.DEFAULT : SessionOptions.NO_PROFILING)) {
            System.out.println("device " + session.device().label() + ", graphs " + graphs + ", profiling " + profiling);
            for (int s = 1; s < args.length; s++) {
                GemmShape shape = parse(args[s]);
                Buffer[][] sets = new Buffer[3][];
                for (int i = 0; i < 3; i++) {
                    sets[i] = new Buffer[] {session.floats(shape.aElements()), session.floats(shape.bElements()),
                            session.floats(shape.cElements())};
                    for (Buffer b : sets[i]) {
                        b.fill(0.5f);
                    }
                }
                try (Gemm gemm = Gemm.tuned(session)) {
                    Call rotating = i -> { Buffer[] b = sets[i % 3]; gemm.sgemm(shape, 1f, b[0], b[1], 0f, b[2]); };
                    Call fixed = i -> gemm.sgemm(shape, 1f, sets[0][0], sets[0][1], 0f, sets[0][2]);
                    rotating.run(0);
                    session.synchronize();
                    GemmPlan plan = gemm.plan(shape, 1f, sets[0][0], sets[0][1], 0f, sets[0][2]);
                    List<Kernel> kernels = new ArrayList<>();
                    List<Geometry> geometries = new ArrayList<>();
                    for (GemmPlan.Launch launch : plan.launches()) {
                        launch.kernel().args(launch.args());
                        kernels.add(launch.kernel());
                        geometries.add(launch.geometry());
                    }
                    try (LaunchSequence sequence = session.sequence(kernels, geometries)) {
                        Call launchOnly = i -> sequence.launch();
                        double perCallMs = deviceMs(session, rotating);
                        int batches = (int) Math.max(20, Math.min(1000, 1500 / (perCallMs * BATCH)));
                        String r = stats(session, rotating, batches);
                        String f = stats(session, fixed, batches);
                        // the sequence's kernels carry set 0's arguments, as the fixed calls left them
                        String l = stats(session, launchOnly, batches);
                        String e = endToEnd(session, rotating, batches);
                        System.out.printf(Locale.ROOT, "%-28s launches %d  device %.3f ms/call  us/call median (p10-p90):"
                                        + " sgemm rotating %s | sgemm same buffers %s | sequence launch only %s"
                                        + " | end to end rotating %s | %s%n",
                                args[s], plan.launches().size(), perCallMs, r, f, l, e, verify(session, gemm, shape, sets));
                    }
                }
                for (Buffer[] set : sets) {
                    for (Buffer b : set) {
                        b.close();
                    }
                }
            }
        }
    }

    /**
     * Calls that change buffers and alpha and calls that repeat the previous one (whose graph nodes keep their
     * arguments) all land where they should: A and B of set 0 hold 0.5, of set 1 1.0, beta = 0, so every element of C
     * is alpha * k * a * b exactly.
     */
    private static String verify(DeviceSession session, Gemm gemm, GemmShape shape, Buffer[][] sets) {
        sets[1][0].fill(1f);
        sets[1][1].fill(1f);
        float k = shape.k();
        String[] steps = {"set 0, alpha 1", "set 1, alpha 2", "set 1, alpha 2 again", "set 0, alpha 2"};
        int[] set = {0, 1, 1, 0};
        float[] alpha = {1f, 2f, 2f, 2f};
        float[] expected = {k * 0.25f, 2 * k, 2 * k, 2 * k * 0.25f};
        for (int step = 0; step < steps.length; step++) {
            Buffer[] b = sets[set[step]];
            b[2].fill(-1f);
            gemm.sgemm(shape, alpha[step], b[0], b[1], 0f, b[2]);
            float[] c = b[2].readFloats();
            int wrong = 0;
            for (int i = 0; i < shape.cElements(); i++) {
                boolean logical = shape.layout() == Layout.ROW_MAJOR
                        ? i % shape.ldc() < shape.n() : i % shape.ldc() < shape.m();
                if (logical && c[i] != expected[step]) {
                    wrong++;
                }
            }
            if (wrong > 0) {
                return "WRONG after " + steps[step] + ": " + wrong + " elements";
            }
        }
        sets[1][0].fill(0.5f);
        sets[1][1].fill(0.5f);
        return "verified";
    }

    /** Device time per call, from one synchronized batch (decides how many batches fit in about 1.5 s). */
    private static double deviceMs(DeviceSession session, Call call) {
        for (int i = 0; i < 3 * BATCH; i++) {
            call.run(i);
        }
        session.synchronize();
        long t0 = System.nanoTime();
        for (int i = 0; i < BATCH; i++) {
            call.run(i);
        }
        session.synchronize();
        return (System.nanoTime() - t0) / 1e6 / BATCH;
    }

    /** Each batch's wall time, its synchronize included, over its calls: the median and 10th/90th percentiles. */
    private static String endToEnd(DeviceSession session, Call call, int batches) {
        double[] us = new double[batches];
        for (int b = 0; b < batches; b++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < BATCH; i++) {
                call.run(i);
            }
            session.synchronize();
            us[b] = (System.nanoTime() - t0) / 1e3 / BATCH;
        }
        Arrays.sort(us);
        return String.format(Locale.ROOT, "%.2f (%.2f-%.2f)", us[batches / 2], us[batches / 10], us[batches * 9 / 10]);
    }

    private static String stats(DeviceSession session, Call call, int batches) {
        for (int w = 0; w < 5; w++) {           // warm the path (JIT) before timing
            for (int i = 0; i < BATCH; i++) {
                call.run(i);
            }
            session.synchronize();
        }
        double[] us = new double[batches * BATCH];
        int n = 0;
        for (int b = 0; b < batches; b++) {
            for (int i = 0; i < BATCH; i++) {
                long t0 = System.nanoTime();
                call.run(i);
                us[n++] = (System.nanoTime() - t0) / 1e3;
            }
            session.synchronize();
        }
        Arrays.sort(us);
        return String.format(Locale.ROOT, "%.2f (%.2f-%.2f)", us[n / 2], us[n / 10], us[n * 9 / 10]);
    }

    static GemmShape parse(String text) {
        String[] parts = text.split(":");
        String[] mnk = parts[0].split("x");
        Layout layout = parts.length > 1 && parts[1].equals("col") ? Layout.COLUMN_MAJOR : Layout.ROW_MAJOR;
        String trans = parts.length > 2 ? parts[2] : "NN";
        return GemmShape.packed(layout, trans.charAt(0) == 'T', trans.charAt(1) == 'T', Integer.parseInt(mnk[0]),
                Integer.parseInt(mnk[1]), Integer.parseInt(mnk[2]));
    }
}
