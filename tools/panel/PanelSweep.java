/*
 * The matrix-panel kernels of gemv.cl (GemmVector, shape class "vector") with program shapes other than the one
 * GemmVector.Shape.of chooses: outputs per wave (panel_rows) and per work-item (panel_columns), the tile kernels'
 * sums per work-item and waves along K, each verified at sampled outputs and timed with device events beside cuBLAS
 * on the same buffers, and each call's launches back to back as one sequence (host clock). An exploration tool for
 * choosing Shape.of's rule on a GPU (scripts/h200-gemm-panel.sh); not a test.
 * Run: java --enable-native-access=ALL-UNNAMED -cp kernelscope.jar:lib/*:tools-panel.jar \
 *      dev.kernelscope.kernels.gemm.PanelSweep MxNxK[:TN],... p|g[4][xL]|c4[xL][gG]|ROWSxOUTS[xKC]|tTOxTVxWK[xGPU[xKU]][@W]|sTOxTVx1[xGPU][@W][/S],... \
 *      [cuda|opencl [DEVICE]]
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.ElementType;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.LaunchSequence;
import dev.kernelscope.device.Timing;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

public final class PanelSweep {
    public static void main(String[] args) {
        BackendKind backend = args.length > 2 ? BackendKind.valueOf(args[2].toUpperCase()) : BackendKind.CUDA;
        try (DeviceSession session = Devices.open(Devices.select(Devices.discover(),
                args.length > 3 ? args[3] : "", backend))) {
            VendorSgemm vendor = VendorSgemms.open(session).orElse(null);
            System.out.printf("%-20s %-10s %-19s %10s %10s %8s %8s %s%n", "shape", "variant", "kernel", "us", "vendor",
                    "% vend", "GB/s", "check");
            for (String spec : args[0].split(",")) {
                String[] parts = spec.split(":");
                int[] mnk = Arrays.stream(parts[0].split("x")).mapToInt(Integer::parseInt).toArray();
                String trans = parts.length > 1 ? parts[1] : "NN";
                GemmShape row = GemmShape.packed(Layout.ROW_MAJOR, trans.charAt(0) == 'T', trans.charAt(1) == 'T',
                        mnk[0], mnk[1], mnk[2]);
                sweep(session, vendor, spec, row, args[1].split(","));
            }
            if (vendor != null) {
                vendor.close();
            }
        }
    }

    /**
     * p: the program GemmVector.plan picks; g: the one-vector kernels (gemv_rows / gemv_columns; one vector only), g4:
     * gemv_rows reading float4 (MAT_VEC); either with xL: L loads in flight per work-item (ROW_LOADS; default
     * 8); c4[xL][gG]: gemv_columns reading four outputs as a float4, its waves along K, K cut for G groups per unit
     * (default 2); ROWSxOUTS[xKC]: panel_rows /
     * panel_columns with those outputs per wave / work-item, the panel the call's vectors rounded up to a multiple of
     * 4 (one vector: a panel of 4, three of them zeros); tTOxTVxWK[xGPU[xKU]]: the tile kernels with TO x TV sums per
     * work-item, WK waves along K, K cut for GPU groups per compute unit (default 2), KU K values per step (default
     * 4); sTOxTVx1[xGPU]: the same with the matrix staged in local memory. A tile variant may end in @W: a panel of W
     * (a multiple of TV) instead of 16, 32 or 64. Any variant may end in +sum or +last: K's slices added by gemv_sum
     * (a second launch) or by their last group (LAST_SUMS); without it, by gemv_sum, and p as GemmVector.plan says.
     * Any variant may end in /S (before +sum or +last): K cut into about S slices instead of the plan's count.
     */
    private static GemmVector.Shape shape(GemmShape row, String variant, int computeUnits) {
        if (variant.endsWith("+sum") || variant.endsWith("+last")) {
            return shape(row, variant.substring(0, variant.lastIndexOf('+')), computeUnits)
                    .withLastSums(variant.endsWith("+last"));
        }
        if (variant.equals("p")) {   // the plan's program, and its choice of who adds the slices
            return GemmVector.plan(row, computeUnits).shape();
        }
        int vectors = Math.min(row.m(), row.n());
        if (variant.matches("c4(x[0-9]+)?(g[0-9]+)?")) {   // gemv_columns reading float4, xL loads, gG groups per unit
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("c4(?:x([0-9]+))?(?:g([0-9]+))?")
                    .matcher(variant);
            m.matches();
            return GemmVector.Shape.oneVectorColumns(m.group(1) == null ? 0 : Integer.parseInt(m.group(1)),
                    m.group(2) == null ? 2 : Integer.parseInt(m.group(2)));
        }
        if (variant.matches("g4?(x[0-9]+)?")) {
            String[] loads = variant.split("x");
            return GemmVector.Shape.oneVector(variant.startsWith("g4"),
                    loads.length > 1 ? Integer.parseInt(loads[1]) : 0);
        }
        if (variant.startsWith("t") || variant.startsWith("s")) {
            String[] at = variant.substring(1).split("@");
            int[] t = Arrays.stream(at[0].split("x")).mapToInt(Integer::parseInt).toArray();
            GemmVector.Shape tile = GemmVector.Shape.tile(vectors, t[0], t[1], t[2], t.length > 4 ? t[4] : 4,
                    t.length > 3 ? t[3] : 2).withStaging(variant.startsWith("s"));
            return at.length > 1 ? tile.withWidth(Integer.parseInt(at[1])) : tile;
        }
        String[] ro = variant.split("x");
        return new GemmVector.Shape((vectors + 3) / 4 * 4, Integer.parseInt(ro[0]), Integer.parseInt(ro[1]),
                ro.length > 2 ? Integer.parseInt(ro[2]) : GemmVector.PANEL_CHUNK);
    }

    private static void sweep(DeviceSession session, VendorSgemm vendor, String spec, GemmShape row,
                              String[] variants) {
        SplittableRandom random = new SplittableRandom(7);
        float[] a = new float[Math.toIntExact(row.aElements())];
        float[] b = new float[Math.toIntExact(row.bElements())];
        float[] c = new float[Math.toIntExact(row.cElements())];
        for (float[] x : List.of(a, b, c)) {
            for (int i = 0; i < x.length; i++) {
                x[i] = (float) random.nextDouble(-1, 1);
            }
        }
        try (Buffer da = session.floats(a); Buffer db = session.floats(b); Buffer dc = session.floats(c);
             GemmVector vector = new GemmVector(session)) {
            double vendorNs = Double.NaN;
            if (vendor != null) {   // one call per sample behind the stream gate, as GemmBenchmark times it
                vendor.sgemm(row, 1f, da, db, 0.5f, dc);
                long[] samples = new long[30];
                for (int i = 0; i < samples.length; i++) {
                    samples[i] = vendor.timeEachNs(row, 1f, da, db, 0.5f, dc, 1, true)[0];
                }
                vendorNs = Timing.median(samples);
            }
            System.err.println(spec + ": vendor " + vendorNs + " ns");
            double matrixBytes = 4.0 * row.k() * Math.max(row.m(), row.n());
            for (String variant : variants) {
                String program = variant.replaceFirst("/[0-9]+", "");
                GemmVector.Shape shape = shape(row, program, session.device().computeUnits());
                GemmVector.Plan plan = program.equals(variant)
                        ? GemmVector.plan(row, session.device().computeUnits(), shape)
                        : GemmVector.plan(row, shape, Integer.parseInt(variant.replaceAll(".*/([0-9]+).*", "$1")));
                try (Buffer parts = session.floats(Math.max(1, plan.partFloats()));
                     Buffer counters = session.allocate(ElementType.INT, Math.max(1, plan.counters()))) {
                    counters.fill(0);
                    dc.write(c);
                    try {   // compiles the program
                        vector.setArguments(plan, 1f, da, db, 0.5f, dc, parts, counters);
                    } catch (RuntimeException refused) {   // e.g. more local memory than a group may have
                        System.out.printf("%-20s %-10s %-19s not compiled: %s%n", spec, variant, plan.kernelName(),
                                refused.getMessage().lines().findFirst().orElse(""));
                        continue;
                    }
                    List<Kernel> kernels = vector.kernels(plan);
                    List<Geometry> geometries = GemmVector.geometries(plan);
                    for (int i = 0; i < kernels.size(); i++) {
                        kernels.get(i).launch(geometries.get(i));
                    }
                    session.synchronize();
                    System.err.println(spec + " " + variant + ": ran once");
                    GemmReference.Comparison check = GemmReference.sampled(row, 1f, a, b, 0.5f, c, dc.readFloats(),
                            64, 11);
                    double ns = 0;
                    for (int i = 0; i < kernels.size(); i++) {
                        ns += kernels.get(i).time(geometries.get(i), 5, 50).medianNs();
                    }
                    double pairNs = backToBackNs(session, kernels, geometries);
                    System.out.printf("%-20s %-10s %-19s %10.2f %10.2f %8.1f %8.0f %s %.1e, %d slices%s, back to back"
                            + " %.2f us%n", spec, variant, plan.kernelName(), ns / 1e3, vendorNs / 1e3,
                            100 * vendorNs / ns, matrixBytes / ns, check.passes() ? "ok" : "FAIL",
                            check.relativeError(), plan.slices(), plan.shape().vectorLoads() ? ", float4" : "",
                            pairNs / 1e3);
                }
            }
        }
    }

    /**
     * A call's launches (the main kernel and gemv_sum where it has one) as one sequence, 10 back to back per sample
     * on the host clock, median of 30: what a call costs with the gap between its launches, which the per-launch event
     * sums above leave out (session 60, call 5: they favoured plans with more slices by 2-6% where calls through the
     * API lost 12-20%). The 30 samples are taken twice and the second median kept, the first round being the warm-up:
     * on the H200 the first variant of every shape ran back to back at 1.8-2.1x the same plan timed again right after
     * it (session 61, calls 1-2: 12x700x4500 26.6 against 14.9 us, 14x900x2200 28.9 against 13.5), though its events
     * did not differ; the cause was not found. Two later runs of one plan still differed by up to 12%.
     */
    private static double backToBackNs(DeviceSession session, List<Kernel> kernels, List<Geometry> geometries) {
        try (LaunchSequence sequence = session.sequence(kernels, geometries)) {
            backToBackMedianNs(session, sequence);
            return backToBackMedianNs(session, sequence);
        }
    }

    private static double backToBackMedianNs(DeviceSession session, LaunchSequence sequence) {
        long[] samples = new long[30];
        for (int i = 0; i < samples.length; i++) {
            long start = System.nanoTime();
            for (int j = 0; j < 10; j++) {
                sequence.launch();
            }
            session.synchronize();
            samples[i] = (System.nanoTime() - start) / 10;
        }
        return Timing.median(samples);
    }
}
