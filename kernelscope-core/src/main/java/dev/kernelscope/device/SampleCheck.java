/*
 * Runs every sample kernel on one device against a Java reference computed in double, then times it: the self-check
 * `kernelscope bench samples` prints, and the first thing to run on a new machine. Outputs are poisoned (NaN / -1)
 * before each run so unwritten elements fail; sizes are not multiples of the group size where the kernel allows it.
 */
package dev.kernelscope.device;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

public final class SampleCheck {
    /** Relative error bound for float sums of ~10^7 terms against a double reference. */
    public static final double REDUCTION_TOLERANCE = 1e-4;

    /**
     * One sample kernel's verdict.
     *
     * @param check what was checked, e.g. "reduce_sum (GROUP_SIZE=256)"
     * @param kernel the entry point
     * @param elements problem size in elements
     * @param geometry the launch
     * @param passed whether the output matched the reference
     * @param error the relative error (reductions) or the count of wrong elements (exact kernels)
     * @param detail the first mismatch, or empty
     * @param timing device timing after the check
     * @param resources the compiled kernel's resources
     * @param occupancy the occupancy model's sentence for this kernel and group size
     */
    public record Result(String check, String kernel, long elements, String geometry, boolean passed, double error,
            String detail, Timing timing, KernelResources resources, String occupancy) {}

    private final DeviceSession session;
    private final int warmups;
    private final int repetitions;
    private final boolean large;

    /**
     * @param large GPU-sized problems (16M elements) instead of CPU-sized ones (256K)
     */
    public SampleCheck(DeviceSession session, int warmups, int repetitions, boolean large) {
        this.session = session;
        this.warmups = warmups;
        this.repetitions = repetitions;
        this.large = large;
    }

    /** Every check, in SampleKernel order. */
    public List<Result> runAll() {
        List<Result> results = new ArrayList<>();
        results.add(vectorAdd());
        results.add(vectorMul2d());
        results.add(reduceStatic());
        results.add(reduceLocalArgument());
        results.add(transpose());
        results.add(coordinates3d());
        results.add(empty());
        results.add(copyFloat4());
        return results;
    }

    private int size() {
        return large ? (1 << 24) + 3 : (1 << 18) + 3;
    }

    Result vectorAdd() {
        int n = size();
        float[] a = random(n, 1);
        float[] b = random(n, 2);
        try (Buffer da = session.floats(a); Buffer db = session.floats(b); Buffer dc = session.floats(n);
                Kernel kernel = SampleKernel.VECTOR_ADD.compile(session).kernel("vector_add")) {
            dc.fill(Float.NaN);
            Geometry geometry = Geometry.of(roundUp(n, 256), 256);
            kernel.args(da, db, dc, n).launch(geometry);
            float[] c = dc.readFloats();
            int wrong = 0;
            String detail = "";
            for (int i = 0; i < n; i++) {
                if (!(c[i] == a[i] + b[i])) {
                    if (wrong++ == 0) {
                        detail = "c[" + i + "] = " + c[i] + ", expected " + (a[i] + b[i]);
                    }
                }
            }
            return result("vector_add", kernel, n, geometry, wrong == 0, wrong, detail, 256, 0);
        }
    }

    /** Seed 001's 2-D element-wise multiply; the grid is rounded up to 16 x 16 groups and the kernel guards. */
    Result vectorMul2d() {
        int width = large ? 4099 : 1027;
        int height = large ? 2051 : 515;
        int n = width * height;
        float[] a = random(n, 6);
        float[] b = random(n, 7);
        try (Buffer da = session.floats(a); Buffer db = session.floats(b); Buffer dc = session.floats(n);
                Kernel kernel = SampleKernel.VECTOR_MUL_2D.compile(session).kernel("vector_mul_2d")) {
            dc.fill(Float.NaN);
            Geometry geometry = Geometry.of(roundUp(width, 16), roundUp(height, 16), 16, 16);
            kernel.args(da, db, dc, width, height).launch(geometry);
            float[] c = dc.readFloats();
            int wrong = 0;
            String detail = "";
            for (int i = 0; i < n; i++) {
                if (!(c[i] == a[i] * b[i]) && wrong++ == 0) {
                    detail = "c[" + i / width + "][" + i % width + "] = " + c[i] + ", expected " + (a[i] * b[i]);
                }
            }
            return result("vector_mul_2d " + width + "x" + height + " (16x16 groups)", kernel, n, geometry,
                    wrong == 0, wrong, detail, 256, 0);
        }
    }

    Result reduceStatic() {
        long groupSize = 256;
        try (Kernel kernel = session.compile(SampleKernel.REDUCE_SUM.source(), Map.of("GROUP_SIZE", groupSize))
                .kernel("reduce_sum")) {
            return reduction("reduce_sum (GROUP_SIZE=256, static __local)", kernel, groupSize, false);
        }
    }

    Result reduceLocalArgument() {
        try (Kernel kernel = SampleKernel.REDUCE_SUM.compile(session).kernel("reduce_sum_local_arg")) {
            return reduction("reduce_sum_local_arg (128 work-items, __local argument)", kernel, 128, true);
        }
    }

    private Result reduction(String check, Kernel kernel, long groupSize, boolean localArgument) {
        int n = size();
        float[] input = random(n, 3);
        int groups = Math.max(1, session.device().computeUnits() * 8);
        try (Buffer in = session.floats(input); Buffer partial = session.floats(groups)) {
            partial.fill(Float.NaN);
            if (localArgument) {
                kernel.args(in, partial, new Kernel.LocalMemory(groupSize * Float.BYTES), n);
            } else {
                kernel.args(in, partial, n);
            }
            Geometry geometry = Geometry.of(groups * groupSize, groupSize);
            kernel.launch(geometry);
            double got = 0;
            for (float p : partial.readFloats()) {
                got += p;
            }
            double reference = 0;
            double magnitude = 0;
            for (float v : input) {
                reference += v;
                magnitude += Math.abs(v);
            }
            double error = Math.abs(got - reference) / magnitude; // relative to sum |x|: cancellation-proof
            boolean passed = !Double.isNaN(got) && error <= REDUCTION_TOLERANCE;
            return result(check, kernel, n, geometry, passed, error,
                    passed ? "" : "sum " + got + ", reference " + reference, groupSize,
                    localArgument ? groupSize * Float.BYTES : 0);
        }
    }

    Result transpose() {
        int width = large ? 4099 : 1027;
        int height = large ? 2051 : 515;
        float[] in = random(width * height, 4);
        try (Buffer din = session.floats(in); Buffer dout = session.floats((long) width * height);
                Kernel kernel = session.compile(SampleKernel.GRID.source(), Map.of("TILE", 16L)).kernel("transpose")) {
            dout.fill(Float.NaN);
            Geometry geometry = Geometry.of(roundUp(width, 16), roundUp(height, 16), 16, 16);
            kernel.args(din, dout, width, height).launch(geometry);
            float[] out = dout.readFloats();
            int wrong = 0;
            String detail = "";
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    if (!(out[x * height + y] == in[y * width + x]) && wrong++ == 0) {
                        detail = "out[" + x + "][" + y + "] = " + out[x * height + y] + ", expected " + in[y * width + x];
                    }
                }
            }
            return result("transpose " + width + "x" + height + " (TILE=16)", kernel, (long) width * height, geometry,
                    wrong == 0, wrong, detail, 256, 0);
        }
    }

    Result coordinates3d() {
        long[] global = {64, 12, 6};
        long[] local = {16, 4, 2};
        int count = 64 * 12 * 6;
        try (Buffer g = session.ints(count); Buffer l = session.ints(count); Buffer w = session.ints(count);
                Kernel kernel = SampleKernel.GRID.compile(session).kernel("coordinates_3d")) {
            g.fill(-1);
            l.fill(-1);
            w.fill(-1);
            Geometry geometry = Geometry.of(global, local);
            kernel.args(g, l, w).launch(geometry);
            int[] gi = g.readInts();
            int[] li = l.readInts();
            int[] wi = w.readInts();
            int wrong = 0;
            String detail = "";
            for (int z = 0; z < 6; z++) {
                for (int y = 0; y < 12; y++) {
                    for (int x = 0; x < 64; x++) {
                        int i = (z * 12 + y) * 64 + x;
                        boolean ok = gi[i] == x + 1024 * y + 1048576 * z
                                && li[i] == x % 16 + 1024 * (y % 4) + 1048576 * (z % 2)
                                && wi[i] == x / 16 + 1024 * (y / 4) + 1048576 * (z / 2);
                        if (!ok && wrong++ == 0) {
                            detail = "work-item (" + x + ", " + y + ", " + z + ") wrote " + gi[i] + "/" + li[i] + "/" + wi[i];
                        }
                    }
                }
            }
            return result("coordinates_3d 64x12x6 in 16x4x2 groups", kernel, count, geometry, wrong == 0, wrong,
                    detail, 128, 0);
        }
    }

    Result empty() {
        try (Kernel kernel = SampleKernel.EMPTY.compile(session).kernel("empty")) {
            Geometry geometry = Geometry.of(1, 1);
            kernel.launch(geometry);
            session.synchronize();
            return result("empty (1 work-item)", kernel, 0, geometry, true, 0, "", 1, 0);
        }
    }

    Result copyFloat4() {
        int n4 = size() / 4;
        float[] in = random(n4 * 4, 5);
        try (Buffer src = session.floats(in); Buffer dst = session.floats((long) n4 * 4);
                Kernel kernel = SampleKernel.COPY_FLOAT4.compile(session).kernel("copy_float4")) {
            dst.fill(Float.NaN);
            long local = Math.min(256, n4);
            Geometry geometry = Geometry.of(n4 / local * local, local);
            kernel.args(src, dst).launch(geometry);
            float[] out = dst.readFloats();
            long covered = geometry.global(0) * 4;
            int wrong = 0;
            String detail = "";
            for (int i = 0; i < covered; i++) {
                if (!(out[i] == in[i]) && wrong++ == 0) {
                    detail = "out[" + i + "] = " + out[i] + ", expected " + in[i];
                }
            }
            return result("copy_float4", kernel, covered, geometry, wrong == 0, wrong, detail, local, 0);
        }
    }

    private Result result(String check, Kernel kernel, long elements, Geometry geometry, boolean passed, double error,
            String detail, long groupSize, long localArgBytes) {
        Timing timing = passed ? kernel.time(geometry, warmups, repetitions) : null;
        String occupancy;
        try {
            occupancy = KernelOccupancy.of(kernel, groupSize, localArgBytes).summary();
        } catch (RuntimeException modelRefused) {
            occupancy = "occupancy not computed: " + modelRefused.getMessage();
        }
        return new Result(check, kernel.name(), elements, geometry.toString(), passed, error, detail, timing,
                kernel.resources(), occupancy);
    }

    private static float[] random(int n, long seed) {
        Random random = new Random(seed);
        float[] data = new float[n];
        for (int i = 0; i < n; i++) {
            data[i] = random.nextFloat() * 2 - 1;
        }
        return data;
    }

    private static long roundUp(long value, long multiple) {
        return (value + multiple - 1) / multiple * multiple;
    }
}
