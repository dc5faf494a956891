/*
 * A user's OpenCL C vector code on every device present (PoCL in CI; CUDA through opencl_vectors.cuh and the
 * rewritten literals and swizzles, and NVIDIA's OpenCL, on a GPU machine): opencl_vectors.cl against the same
 * arithmetic done here on the host, within 1e-5 (dot, length, mix and cross may be contracted into FMAs differently);
 * helper functions written without `inline` and the qualifiers written without underscores, as OpenCL C allows;
 * 8- and 16-component vectors with comparisons, select, any and all; half storage in every rounding mode and half
 * arithmetic where the device has cl_khr_fp16; sub-groups and the 8-bit integer dot products where the device has
 * them (CUDA always: warps and dp4a).
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.TestDevice;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class OpenClSyntaxGpuTest {
    private static final int ITEMS = 256;
    private static final float[] WEIGHTS = {0.5f, 0.25f, 2.0f, -1.0f};

    @Test
    void vectorSyntaxComputesWhatOpenClSaysOnEveryDevice() {
        float[] in4 = TestDevice.randomFloats(4 * ITEMS, 51);
        float[] in3 = TestDevice.randomFloats(4 * ITEMS, 52);   // float3 elements take 16 bytes
        float[] flat = TestDevice.randomFloats(4 * ITEMS + 4, 53);
        int[] ints = new Random(54).ints(4 * ITEMS, -100_000, 100_000).toArray();
        float[] expected = expected(in4, in3, flat, ints);
        String source = CudaTestDevice.testKernel("opencl_vectors.cl");
        for (Device device : TestDevice.everyDevice()) {
            try (DeviceSession session = Devices.open(device); Buffer a = session.floats(in4);
                    Buffer b = session.floats(in3); Buffer f = session.floats(flat); Buffer k = session.ints(ints);
                    Buffer out = session.floats(32L * ITEMS);
                    Kernel kernel = session.compile(source, Map.of()).kernel("vectors")) {
                out.fill(Float.NaN);
                kernel.args(a, b, f, k, out).launch(Geometry.of(ITEMS, 64));
                float[] got = out.readFloats();
                for (int i = 0; i < expected.length; i++) {
                    if (Float.isNaN(expected[i])) {
                        continue;   // the part of the buffer the kernel leaves alone
                    }
                    assertThat(Math.abs(got[i] - expected[i]))
                            .as("%s: out[%d] (work-item %d, value %d)", device.label(), i, i % (16 * ITEMS) / 16, i % 16)
                            .isLessThanOrEqualTo(1e-5f * Math.max(1f, Math.abs(expected[i])));
                }
            }
        }
    }

    @Test
    void helpersWithoutInlineRunOnEveryDevice() {
        float[] in = TestDevice.randomFloats(ITEMS + 3, 55);
        for (Device device : TestDevice.everyDevice()) {
            try (DeviceSession session = Devices.open(device); Buffer input = session.floats(in);
                    Buffer out = session.floats(ITEMS);
                    Kernel kernel = session.compile(CudaTestDevice.testKernel("unannotated_helper.cl"), Map.of())
                            .kernel("apply_helpers")) {
                out.fill(Float.NaN);
                kernel.args(input, out, 2.0f, 3).launch(Geometry.of(ITEMS, 64));
                float[] got = out.readFloats();
                for (int i = 0; i < ITEMS; i++) {
                    assertThat(got[i]).as("%s: out[%d]", device.label(), i).isEqualTo(2.0f * in[i + 3]);
                }
            }
        }
    }

    @Test
    void qualifiersWithoutUnderscoresRunOnEveryDevice() {
        float[] in = TestDevice.randomFloats(ITEMS, 56);
        for (Device device : TestDevice.everyDevice()) {
            try (DeviceSession session = Devices.open(device); Buffer input = session.floats(in);
                    Buffer out = session.floats(ITEMS); Buffer scale = session.floats(new float[] {3.0f});
                    Kernel kernel = session.compile(CudaTestDevice.testKernel("bare_qualifiers.cl"), Map.of())
                            .kernel("bare_qualifiers")) {
                out.fill(Float.NaN);
                kernel.args(input, out, new Kernel.LocalMemory(64 * 4L), scale).launch(Geometry.of(ITEMS, 64));
                float[] got = out.readFloats();
                for (int i = 0; i < ITEMS; i++) {
                    assertThat(got[i]).as("%s: out[%d]", device.label(), i).isEqualTo(in[i] * 3.0f);
                }
            }
        }
    }

    @Test
    void wideVectorsAndRelationsComputeWhatOpenClSaysOnEveryDevice() {
        float[] in = TestDevice.randomFloats(16 * ITEMS, 57);
        int[] ints = new Random(58).ints(8 * ITEMS, -1000, 1000).toArray();
        for (int i = 0; i < ITEMS; i += 5) {
            java.util.Arrays.fill(ints, 8 * i, 8 * i + 8, 7);   // every fifth work-item: all(k > 0) holds
        }
        byte[] bytes = new byte[16 * ITEMS];
        new Random(59).nextBytes(bytes);
        float[] expected = expectedWide(in, ints, bytes);
        String source = CudaTestDevice.testKernel("wide_vectors.cl");
        for (Device device : TestDevice.everyDevice()) {
            try (DeviceSession session = Devices.open(device); Buffer input = session.floats(in);
                    Buffer k = session.ints(ints); Buffer b = session.bytes(bytes.length);
                    Buffer out = session.floats(28L * ITEMS);
                    Kernel kernel = session.compile(source, Map.of()).kernel("wide_vectors")) {
                b.write(bytes);
                out.fill(Float.NaN);
                kernel.args(input, k, b, out).launch(Geometry.of(ITEMS, 64));
                float[] got = out.readFloats();
                for (int i = 0; i < expected.length; i++) {
                    assertThat(Math.abs(got[i] - expected[i]))
                            .as("%s: out[%d]", device.label(), i)
                            .isLessThanOrEqualTo(1e-5f * Math.max(1f, Math.abs(expected[i])));
                }
            }
        }
    }

    @Test
    void halfStorageAndArithmeticRoundAsOpenClSaysOnEveryDevice() {
        Random random = new Random(60);
        short[] in = new short[12 * ITEMS];
        for (int i = 0; i < in.length; i++) {
            in[i] = Float.floatToFloat16((random.nextFloat() - 0.5f) * 8.0f);
        }
        float[] values = new float[ITEMS];
        for (int i = 0; i < ITEMS; i++) {
            values[i] = (random.nextFloat() - 0.5f) * 8.0f;   // most fall between two halves: the modes differ
        }
        values[0] = 1.0f;   // exactly a half: every mode keeps it
        for (Device device : TestDevice.everyDevice()) {
            try (DeviceSession session = Devices.open(device); Buffer input = session.halfs(in.length);
                    Buffer v = session.floats(values); Buffer out = session.floats(8L * ITEMS);
                    Buffer halves = session.halfs(8L * ITEMS);
                    Kernel kernel = session.compile(CudaTestDevice.testKernel("half_storage.cl"), Map.of())
                            .kernel("half_storage")) {
                input.writeHalf(in);
                out.fill(Float.NaN);
                kernel.args(input, v, out, halves).launch(Geometry.of(ITEMS, 64));
                float[] got = out.readFloats();
                short[] stored = halves.readHalfs();
                boolean fp16 = got[2] == 1.0f;
                if (device.backend() == dev.kernelscope.device.BackendKind.CUDA) {
                    assertThat(fp16).as("the CUDA prelude maps half arithmetic (cl_khr_fp16)").isTrue();
                }
                for (int i = 0; i < ITEMS; i++) {
                    String at = device.label() + ": work-item " + i;
                    float h = Float.float16ToFloat(in[2 * i + 1]);
                    float[] q = new float[4];
                    for (int c = 0; c < 4; c++) {
                        q[c] = Float.float16ToFloat(in[8 * ITEMS + 4 * i + c]);
                    }
                    assertThat(got[8 * i]).as(at).isEqualTo(Float.float16ToFloat(in[2 * i]));
                    assertThat(got[8 * i + 1]).as(at).isEqualTo(q[0] + q[3]);
                    short[] rounded = HalfRounding.modes(values[i]);
                    for (int mode = 0; mode < 4; mode++) {
                        assertThat(stored[8 * i + mode]).as("%s: value %s, rounding mode %d", at, values[i], mode)
                                .isEqualTo(rounded[mode]);
                    }
                    for (int c = 0; c < 4; c++) {
                        assertThat(stored[8 * i + 4 + c]).as(at).isEqualTo(Float.floatToFloat16(2.0f * q[c]));
                    }
                    if (fp16) {
                        // OpenCL may round h * h to half; the CUDA prelude keeps fp32 until a half is stored
                        assertThat(Math.abs(got[8 * i + 3] - h * h)).as(at).isLessThanOrEqualTo(1e-3f * h * h);
                        assertThat(got[8 * i + 4]).as(at).isEqualTo(2.0f * q[1]);
                        assertThat(got[8 * i + 5]).as(at).isEqualTo(q[2]);
                        assertThat(got[8 * i + 6]).as(at).isEqualTo(h < Float.float16ToFloat(in[2 * i]) ? 1.0f : 0.0f);
                        assertThat(got[8 * i + 7]).as(at).isEqualTo(2.0f * q[3]);
                    }
                }
            }
        }
    }

    @Test
    void subGroupsAndIntegerDotProductsComputeWhatOpenClSaysWhereTheDeviceHasThem() {
        int group = 48;   // sub-groups of 32 and 16 on a GPU: the last one of each group is partial
        int items = 5 * group;
        float[] v = TestDevice.randomFloats(items, 61);
        int[] k = new Random(62).ints(items, -100, 101).toArray();
        int[] packed = new Random(63).ints(2 * items).toArray();
        for (Device device : TestDevice.everyDevice()) {
            try (DeviceSession session = Devices.open(device); Buffer x = session.floats(v); Buffer n = session.ints(k);
                    Buffer p = session.ints(packed); Buffer ints = session.ints(24L * items);
                    Buffer floats = session.floats(8L * items);
                    Kernel kernel = session.compile(CudaTestDevice.testKernel("subgroups.cl"), Map.of())
                            .kernel("subgroups")) {
                ints.fill(-7);
                floats.fill(Float.NaN);
                kernel.args(x, n, p, ints, floats).launch(Geometry.of(items, group));
                int[] o = ints.readInts();
                float[] f = floats.readFloats();
                if (device.backend() == dev.kernelscope.device.BackendKind.CUDA) {
                    assertThat(o[0]).as("the CUDA prelude maps sub-groups").isEqualTo(1);
                    assertThat(o[16]).as("the CUDA prelude maps the integer dot products").isEqualTo(1);
                }
                if (o[0] == 1) {
                    SubGroups.check(device.label(), group, v, k, o, f);
                }
                if (o[16] == 1) {
                    for (int i = 0; i < items; i++) {
                        SubGroups.checkDotProducts(device.label() + ": work-item " + i, packed[2 * i],
                                packed[2 * i + 1], k[i], java.util.Arrays.copyOfRange(o, 24 * i + 17, 24 * i + 24));
                    }
                }
            }
        }
    }

    @Test
    void doubleVectorsComputeInDoubleWhereTheDeviceHasFp64() {
        double[] in = new double[4 * ITEMS];
        double[] flat = new double[8 * ITEMS + 8];
        Random random = new Random(64);
        for (int i = 0; i < in.length; i++) {
            in[i] = random.nextDouble() * 2 - 1;
        }
        for (int i = 0; i < flat.length; i++) {
            flat[i] = random.nextDouble() * 4 - 2;
        }
        long[] ks = random.longs(4L * ITEMS, -1L << 40, 1L << 40).toArray();
        for (Device device : TestDevice.everyDevice()) {
            try (DeviceSession session = Devices.open(device); Buffer a = session.bytes(8L * in.length);
                    Buffer f = session.bytes(8L * flat.length); Buffer k = session.bytes(8L * ks.length);
                    Buffer out = session.bytes(64L * ITEMS);
                    Kernel kernel = session.compile(CudaTestDevice.testKernel("double_vectors.cl"), Map.of())
                            .kernel("double_vectors")) {
                a.write(doubleBytes(in));
                f.write(doubleBytes(flat));
                java.nio.ByteBuffer longs = java.nio.ByteBuffer.allocate(8 * ks.length).order(java.nio.ByteOrder.LITTLE_ENDIAN);
                longs.asLongBuffer().put(ks);
                k.write(longs.array());
                out.fill((byte) 0);
                kernel.args(a, f, k, out).launch(Geometry.of(ITEMS, 64));
                java.nio.DoubleBuffer got = java.nio.ByteBuffer.wrap(out.readBytes())
                        .order(java.nio.ByteOrder.LITTLE_ENDIAN).asDoubleBuffer();
                if (device.backend() == dev.kernelscope.device.BackendKind.CUDA) {
                    assertThat(got.get(7)).as("the CUDA prelude maps double vectors").isEqualTo(1.0);
                }
                if (got.get(7) != 1.0) {
                    continue;
                }
                for (int i = 0; i < ITEMS; i++) {
                    double[] expected = expectedDouble(java.util.Arrays.copyOfRange(in, 4 * i, 4 * i + 4),
                            java.util.Arrays.copyOfRange(flat, 3 * i, 3 * i + 3),
                            java.util.Arrays.copyOfRange(flat, 8 * i, 8 * i + 8),
                            java.util.Arrays.copyOfRange(ks, 4 * i, 4 * i + 4));
                    for (int c = 0; c < 8; c++) {
                        assertThat(Math.abs(got.get(8 * i + c) - expected[c])).as("%s: work-item %d, value %d",
                                device.label(), i, c).isLessThanOrEqualTo(1e-12 * Math.max(1.0, Math.abs(expected[c])));
                    }
                }
            }
        }
    }

    private static byte[] doubleBytes(double[] values) {
        java.nio.ByteBuffer bytes = java.nio.ByteBuffer.allocate(8 * values.length).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        bytes.asDoubleBuffer().put(values);
        return bytes.array();
    }

    /** double_vectors.cl's 8 values for one work-item. */
    private static double[] expectedDouble(double[] a, double[] b, double[] w, long[] k) {
        double[] o = new double[8];
        double[] fusedWith = {1.0, 2.0, 3.0, 4.0};
        for (int c = 0; c < 4; c++) {
            double magnitude = Math.abs(a[c]);
            o[0] += magnitude;
            o[3] += Math.fma(a[c], magnitude, fusedWith[c]);
            o[4] += a[c] < 0 ? -a[c] : a[c];
        }
        o[1] = Math.exp(a[0] * 0.5) + Math.sqrt(Math.abs(a[0])) + Math.exp(a[3] * 0.5) + Math.sqrt(Math.abs(a[3]));
        o[2] = Math.min(Math.max(a[1], -0.25), 0.25) + Math.min(Math.max(a[2], -0.25), 0.25);
        o[4] += b[0] * b[0] + b[1] * b[1] + b[2] * b[2];
        o[5] = b[2] * w[7] + Math.max(w[3], 0.5) + Math.signum(a[3]);
        o[6] = (double) k[0] + (double) k[3] + (a[0] < 0 ? -1 : 0) + (a[1] < 0 ? -1 : 0);
        o[7] = 1.0;
        return o;
    }

    /** subgroups.cl's values checked per sub-group, from the ids each work-item reported. */
    private static final class SubGroups {
        static void check(String device, int group, float[] v, int[] k, int[] o, float[] f) {
            java.util.Map<Long, java.util.TreeMap<Integer, Integer>> members = new java.util.TreeMap<>();
            for (int i = 0; i < v.length; i++) {
                assertThat(o[24 * i]).as("%s: work-item %d ran the sub-group part", device, i).isEqualTo(1);
                long key = (long) (i / group) << 32 | o[24 * i + 2];
                members.computeIfAbsent(key, any -> new java.util.TreeMap<>()).put(o[24 * i + 3], i);
            }
            for (java.util.TreeMap<Integer, Integer> lanes : members.values()) {
                int size = lanes.size();
                int[] items = lanes.values().stream().mapToInt(Integer::intValue).toArray();
                assertThat(lanes.firstKey()).isZero();
                assertThat(lanes.lastKey()).as("%s: lanes 0..size-1", device).isEqualTo(size - 1);
                for (int lane = 0; lane < size; lane++) {
                    int i = items[lane];
                    String at = device + ": work-item " + i + ", lane " + lane + " of " + size;
                    int[] r = java.util.Arrays.copyOfRange(o, 24 * i, 24 * i + 16);
                    float[] g = java.util.Arrays.copyOfRange(f, 8 * i, 8 * i + 8);
                    assertThat(r[1]).as(at).isEqualTo(size);
                    int min = Integer.MAX_VALUE, max = Integer.MIN_VALUE, inclusive = 0, exclusive = 0, positive = 0;
                    int positiveUpToHere = 0;
                    boolean all = true, any = false;
                    double sum = 0, magnitude = 0;
                    float maxBefore = Float.NEGATIVE_INFINITY, minUpToHere = Float.POSITIVE_INFINITY;
                    for (int m = 0; m < size; m++) {
                        int km = k[items[m]];
                        float xm = v[items[m]];
                        min = Math.min(min, km);
                        max = Math.max(max, km + 1000);
                        all &= km > -90;
                        any |= km > 90;
                        positive += km > 0 ? 1 : 0;
                        sum += xm;
                        magnitude += Math.abs(xm);
                        if (m <= lane) {
                            inclusive += km;
                            positiveUpToHere += km > 0 ? 1 : 0;
                            minUpToHere = Math.min(minUpToHere, xm);
                        }
                        if (m < lane) {
                            exclusive += km;
                            maxBefore = Math.max(maxBefore, xm);
                        }
                    }
                    assertThat(new int[] {r[6], r[7], r[8], r[9], r[12], r[13], r[15]}).as(at)
                            .containsExactly(min, max, inclusive, exclusive, positive, positiveUpToHere,
                                    k[items[size - 1]]);
                    assertThat(new boolean[] {r[10] != 0, r[11] != 0, r[14] != 0}).as(at + ": all, any, elect")
                            .containsExactly(all, any, lane == 0);
                    assertThat(Math.abs(g[0] - sum)).as(at + ": reduce_add").isLessThanOrEqualTo(1e-5 * magnitude);
                    assertThat(new float[] {g[1], g[2], g[3], g[4], g[5], g[6]}).as(at).containsExactly(maxBefore,
                            v[items[lane ^ 1]], v[items[(lane + 3) % size]], minUpToHere,
                            lane + 1 < size ? v[items[lane + 1]] : 0.0f, lane > 0 ? v[items[lane - 1]] : 0.0f);
                    // x + 2x + n - x in the kernel's order, which a compiler may contract to an FMA (OpenCL allows
                    // it by default; CUDA on the H200 did: 68.76493 against 68.76492): a few ulp of the largest
                    // partial sum, where a wrong lane's vector would be far off
                    float x = v[items[0]], broadcast = 2.0f * x + k[items[0]];
                    assertThat(g[7]).as(at + ": a float4 broadcast").isCloseTo(broadcast,
                            within(4 * Math.ulp(Math.abs(3.0f * x) + Math.abs((float) k[items[0]]))));
                }
            }
        }

        /** dot_4x8packed uu, ss, us, su, the saturated ss and char4 forms, the saturated uchar4 one. */
        static void checkDotProducts(String at, int a, int b, int k, int[] got) {
            long uu = 0, ss = 0, us = 0, su = 0;
            for (int byteIndex = 0; byteIndex < 4; byteIndex++) {
                int ua = a >>> 8 * byteIndex & 0xff, ub = b >>> 8 * byteIndex & 0xff;
                int sa = (byte) ua, sb = (byte) ub;
                uu += (long) ua * ub;
                ss += (long) sa * sb;
                us += (long) ua * sb;
                su += (long) sa * ub;
            }
            // the kernel's literals, 2147483647 - 100 and -2147483647 + 100 (C has no literal INT_MIN); the first
            // run on a GPU (CUDA, H200) found this side one below the kernel's
            long accumulator = k > 0 ? Integer.MAX_VALUE - 100L : -2147483647L + 100L;
            long saturated = Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, ss + accumulator));
            long unsignedSaturated = Math.min(0xffffffffL, uu + 0xffffffffL - 70_000);
            assertThat(got).as(at).containsExactly((int) uu, (int) ss, (int) us, (int) su, (int) saturated, (int) ss,
                    (int) unsignedSaturated);
        }
    }

    /** A float's half in OpenCL's four rounding modes: to nearest even, toward zero, toward +inf, toward -inf. */
    private static final class HalfRounding {
        static short[] modes(float value) {
            short nearest = Float.floatToFloat16(value);
            float back = Float.float16ToFloat(nearest);
            if (back == value) {
                return new short[] {nearest, nearest, nearest, nearest};
            }
            short below = back < value ? nearest : step(nearest, -1);
            short above = back > value ? nearest : step(nearest, +1);
            return new short[] {nearest, value > 0 ? below : above, above, below};
        }

        /** The next half up (+1) or down (-1) from a nonzero finite half. */
        private static short step(short bits, int direction) {
            boolean negative = bits < 0;
            return (short) (bits + (negative ? -direction : direction));
        }
    }

    /** wide_vectors.cl's 16 values per work-item, then each work-item's fma(lo, hi, literal) as vstore8 writes it. */
    private static float[] expectedWide(float[] in, int[] ints, byte[] bytes) {
        float[] out = new float[28 * ITEMS];
        for (int i = 0; i < ITEMS; i++) {
            float[] v = java.util.Arrays.copyOfRange(in, 16 * i, 16 * i + 16);
            int[] k = java.util.Arrays.copyOfRange(ints, 8 * i, 8 * i + 8);
            float[] o = new float[16];
            o[0] = (v[0] + v[8] * 2.0f) + (v[7] + v[15] * 2.0f);
            o[1] = v[2] + v[14];
            o[2] = v[4] + v[7];
            o[3] = v[10] + v[15];
            float magnitudes = 0;
            boolean any = false;
            boolean all = true;
            for (int c = 0; c < 8; c++) {
                magnitudes += Math.abs(k[c]);
                any |= k[c] > 0;
                all &= k[c] > 0;
            }
            o[4] = magnitudes;
            o[5] = clamp(v[0]) + clamp(v[3]) + clamp(v[6]);
            o[6] = (any ? 1 : 0) + 2.0f * (all ? 1 : 0);
            o[7] = Byte.toUnsignedInt(bytes[16 * i]) + Byte.toUnsignedInt(bytes[16 * i + 5])
                    + Byte.toUnsignedInt(bytes[16 * i + 10]) + Byte.toUnsignedInt(bytes[16 * i + 15]);
            int less = 0;
            for (int c = 0; c < 4; c++) {
                less -= v[c] < v[8 + c] ? 1 : 0;
            }
            o[8] = less;
            o[9] = (float) Math.sqrt(Math.abs(v[3]));
            o[10] = Math.min(v[14], v[6]);
            o[11] = Math.max(k[1], 2);
            o[12] = v[4] + (v[5] + 1.0f) + v[6] + (v[7] + 1.0f) + 0.0f + 1.0f + 0.0f + (5.0f + 1.0f);   // s8 ... sf
            o[13] = 0.0f + 1.0f + 0.5f + 2.0f;
            o[14] = 0 + 2.0f;
            o[15] = v[8] * v[12] + v[9] * v[13] + v[10] * v[14] + v[11] * v[15] + Math.fma(2.0f, v[7], 1.0f);
            System.arraycopy(o, 0, out, 16 * i, 16);
            float[] literal = {v[4], v[5], v[6], v[7], 1.0f, 2.0f, 3.0f, 4.0f};
            for (int c = 0; c < 8; c++) {
                out[16 * ITEMS + 8 * i + c] = Math.fma(v[c], v[8 + c], literal[c]);
            }
            float saturated = 0;
            float floored = 0;
            for (int c = 0; c < 4; c++) {
                float wide = v[c] * 300.0f;
                saturated += Math.max(0, Math.min(255, (int) wide));   // toward zero, then clamped
                floored += (float) Math.floor(wide);
            }
            float clamped16 = 0;
            for (int c = 0; c < 2; c++) {
                clamped16 += Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, k[c] * 100000));
            }
            out[24 * ITEMS + 4 * i] = saturated + clamped16;
            out[24 * ITEMS + 4 * i + 1] = floored;
            out[24 * ITEMS + 4 * i + 2] = (float) (Float.floatToRawIntBits(v[1]) >>> 16)
                    + (Math.min(v[2] * Float.MAX_VALUE, Float.MAX_VALUE) == Float.MAX_VALUE ? 1.0f : 0.0f)
                    + (float) Math.PI;
            int group = i / 64;
            out[24 * ITEMS + 4 * i + 3] = in[16 * 64 * group + (i % 64 + 1) % 64];
        }
        return out;
    }

    /** The kernel's 16 values per work-item, then each work-item's d = a.xyz - b as vstore3 writes it. */
    private static float[] expected(float[] in4, float[] in3, float[] flat, int[] ints) {
        float[] out = new float[32 * ITEMS];
        java.util.Arrays.fill(out, Float.NaN);
        for (int i = 0; i < ITEMS; i++) {
            float ax = in4[4 * i], ay = in4[4 * i + 1], az = in4[4 * i + 2], aw = in4[4 * i + 3];
            float bx = in3[4 * i], by = in3[4 * i + 1], bz = in3[4 * i + 2];
            float[] o = new float[16];
            o[0] = 2 * WEIGHTS[i % 4];
            o[1] = bx + by * 2.0f;
            o[2] = aw - 1.0f;
            o[3] = bz + -2.0f;
            o[4] = az - ay + 3.0f;
            o[5] = ay + bz + (aw + 3.0f) + 3.0f;
            o[6] = flat[4 * i + 3] + flat[3 * i + 3];
            float dx = ax - bx, dy = ay - by, dz = az - bz;
            o[7] = dx * dx + dy * dy + dz * dz;
            o[8] = (by * dz - bz * dy) - (bx * dy - by * dx);
            o[9] = clamp(ax) + clamp(ay) + clamp(az) + clamp(aw);
            o[10] = ay + (flat[4 * i + 1] - ay) * 0.25f;
            float converted = 0;
            for (int c = 0; c < 4; c++) {
                int k = ints[4 * i + c];
                converted += (float) ((((k & 0xff) ^ (k >> 3)) | (k << 1)) + k % 7);
            }
            o[11] = converted;
            o[12] = ax - aw;
            o[13] = (float) Math.sqrt(bx * bx + by * by + bz * bz) + Math.abs(aw) + Math.max(ax, 0f)
                    + (float) Math.sqrt(Math.abs(by));
            o[14] = az * aw;
            o[15] = ax + az;
            System.arraycopy(o, 0, out, 16 * i, 16);
            out[16 * ITEMS + 16 * i] = dx;
            out[16 * ITEMS + 16 * i + 1] = dy;
            out[16 * ITEMS + 16 * i + 2] = dz;
        }
        return out;
    }

    private static float clamp(float x) {
        return Math.min(Math.max(x, -0.5f), 0.5f);
    }
}
