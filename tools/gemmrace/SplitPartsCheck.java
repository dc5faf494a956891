/*
 * Does rung 10's split-tile kernel hand its parts between groups correctly on one device? Runs Gemm.sgemm on a shape
 * many times with one shape class's database entry opened to every backend, compares every element of each result
 * with a double-precision reference, and counts the results that differ (and the 32x64 blocks of C they differ in).
 * A race between a tile's parts and its last group shows as a fraction of runs failing. Not a test: a diagnosis that
 * docs/results/h100/gemm-e2e-4.md records (the short-k entry through NVIDIA OpenCL).
 * Run: java --enable-native-access=ALL-UNNAMED -cp [OLD_KERNELS_DIR:]kernelscope.jar:lib/*:tools-gemmrace.jar
 *      SplitPartsCheck BACKEND DEVICE_SPEC CLASS RUNS STREAM_K MxNxK...
 *   (a directory holding dev/kernelscope/kernels/gemm/10_tuned.cl first on the class path runs that kernel source)
 */
import dev.kernelscope.device.*;
import dev.kernelscope.kernels.gemm.*;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.IntStream;

public class SplitPartsCheck {
    private static final double TOLERANCE = 1e-5;    // relative Frobenius error; a correct float result is ~1e-7

    public static void main(String[] args) throws Exception {
        BackendKind backend = BackendKind.valueOf(args[0].toUpperCase(Locale.ROOT));
        String deviceSpec = args[1];
        GemmShapeClass shapeClass = GemmShapeClass.parse(args[2]);
        int runs = Integer.parseInt(args[3]);
        long streamK = Long.parseLong(args[4]);
        List<GemmTuning.Entry> entries = new ArrayList<>();
        for (GemmTuning.Entry e : GemmTuning.builtIn().entries()) {
            if (e.shapes() == shapeClass) {
                Map<String, Long> p = new TreeMap<>(e.parameters());
                p.put("STREAM_K", streamK);
                e = new GemmTuning.Entry(e.level(), e.key(), e.shapes(), null, p, e.source());   // every backend
            }
            entries.add(e);
        }
        GemmTuning database = new GemmTuning(entries);
        try (DeviceSession session = Devices.open(Devices.select(Devices.discover(), deviceSpec, backend))) {
            System.out.println("device " + session.device().label() + ", class " + shapeClass.id() + ", STREAM_K="
                    + streamK + ", kernel source " + GemmRung.class.getResource("10_tuned.cl"));
            for (int s = 5; s < args.length; s++) {
                String[] mnk = args[s].split("x");
                int m = Integer.parseInt(mnk[0]);
                int n = Integer.parseInt(mnk[1]);
                int k = Integer.parseInt(mnk[2]);
                GemmShape shape = GemmShape.rowMajor(m, n, k);
                SplittableRandom random = new SplittableRandom(12L + s);
                float[] a = new float[m * k];
                float[] b = new float[k * n];
                for (int i = 0; i < a.length; i++) {
                    a[i] = (float) (random.nextDouble() * 2 - 1);
                }
                for (int i = 0; i < b.length; i++) {
                    b[i] = (float) (random.nextDouble() * 2 - 1);
                }
                double[] reference = new double[m * n];
                IntStream.range(0, m).parallel().forEach(i -> {
                    for (int p = 0; p < k; p++) {
                        double aip = a[i * k + p];
                        for (int j = 0; j < n; j++) {
                            reference[i * n + j] += aip * b[p * n + j];
                        }
                    }
                });
                double norm = 0;
                for (double r : reference) {
                    norm += r * r;
                }
                try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of(), database);
                     Buffer da = session.floats(a.length); Buffer db = session.floats(b.length);
                     Buffer dc = session.floats((long) m * n)) {
                    da.write(a);
                    db.write(b);
                    System.out.println(args[s] + ": " + gemm.choice(shape).explain().replace('\n', ' '));
                    int failed = 0;
                    double worst = 0;
                    String firstFailure = "";
                    for (int r = 0; r < runs; r++) {
                        dc.fill(Float.NaN);
                        gemm.sgemm(shape, 1f, da, db, 0f, dc);
                        float[] c = dc.readFloats();
                        double err = 0;
                        java.util.Set<Integer> blocks = new java.util.TreeSet<>();
                        int wrong = 0;
                        for (int i = 0; i < m; i++) {
                            for (int j = 0; j < n; j++) {
                                double d = c[i * n + j] - reference[i * n + j];
                                err += Double.isNaN(d) ? Double.POSITIVE_INFINITY : d * d;
                                if (!(Math.abs(d) <= 1e-3 * (1 + Math.abs(reference[i * n + j])))) {
                                    wrong++;
                                    blocks.add((i / 32) * 100000 + j / 64);
                                }
                            }
                        }
                        double rel = Math.sqrt(err / norm);
                        worst = Math.max(worst, rel);
                        if (!(rel <= TOLERANCE)) {
                            failed++;
                            if (firstFailure.isEmpty()) {
                                firstFailure = String.format(Locale.ROOT, " first failure: run %d, relative error %.2e,"
                                        + " %d elements off in %d 32x64 blocks %s", r, rel, wrong, blocks.size(),
                                        blocks.stream().limit(8).map(x -> (x / 100000) + ":" + (x % 100000)).toList());
                            }
                        }
                    }
                    System.out.printf(Locale.ROOT, "%s: %d of %d runs wrong, worst relative error %.2e%s%n", args[s],
                            failed, runs, worst, firstFailure);
                }
            }
        }
    }
}
