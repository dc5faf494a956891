/*
 * The tuned Filter API on the shapes nobody benchmarks (1x1, one row, one column, 3 wide, 129x3), against an exact
 * uchar box written here from the documented rule alone ((sum + N/2) / N, the three borders), not StencilReference;
 * and an iterated filter iterated again, which must run every pass.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class FilterOddSizesTest {
    private static final byte POISON = 0x5a;
    private static DeviceSession session;

    @BeforeAll
    static void open() {
        DeviceInventory inventory = Devices.discover();
        Optional<Device> device = inventory.devices(BackendKind.OPENCL).stream().findFirst();
        assumeTrue(device.isPresent(), () -> "no OpenCL device: " + inventory.status(BackendKind.OPENCL).reason());
        session = Devices.open(device.get());
    }

    @AfterAll
    static void close() {
        if (session != null) {
            session.close();
        }
    }

    /** The uchar box by its definition: the (2r+1)^2 taps summed, border taps per mode, (sum + N/2) / N. */
    private static byte[] exactBox(byte[] src, int w, int h, int pitch, int r, Border border, int constant) {
        byte[] out = src.clone();
        int n = (2 * r + 1) * (2 * r + 1);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                long sum = 0;
                for (int dy = -r; dy <= r; dy++) {
                    for (int dx = -r; dx <= r; dx++) {
                        sum += tap(src, w, h, pitch, x + dx, y + dy, border, constant);
                    }
                }
                out[y * pitch + x] = (byte) ((sum + n / 2) / n);
            }
        }
        return out;
    }

    private static int tap(byte[] src, int w, int h, int pitch, int x, int y, Border border, int constant) {
        if (x >= 0 && x < w && y >= 0 && y < h) {
            return Byte.toUnsignedInt(src[y * pitch + x]);
        }
        if (border == Border.CONSTANT) {
            return constant;
        }
        return tap(src, w, h, pitch, border == Border.REPLICATE ? Math.clamp(x, 0, w - 1) : mirror(x, w),
                border == Border.REPLICATE ? Math.clamp(y, 0, h - 1) : mirror(y, h), border, constant);
    }

    /** Reflect-101 (dcb|abcd|cba), one pixel reflecting onto itself. */
    private static int mirror(int i, int n) {
        if (n == 1) {
            return 0;
        }
        while (i < 0 || i >= n) {
            i = i < 0 ? -i : 2 * (n - 1) - i;
        }
        return i;
    }

    private static byte[] random(int length, long seed) {
        byte[] b = new byte[length];
        new SplittableRandom(seed).nextBytes(b);
        return b;
    }

    /** Runs {@code f} on {@code src}; the pitch gap of the output starts poisoned, so a write there shows. */
    private static byte[] run(Filter f, byte[] src, int w, int h, int pitch) {
        try (Buffer in = session.bytes(src.length); Buffer out = session.bytes(src.length)) {
            in.write(src);
            out.fill(POISON);
            f.apply(in, out, w, h, pitch);
            return out.readBytes();
        }
    }

    @Test
    void tunedBoxIsExactOnDegenerateShapes() {
        int[][] shapes = {{1, 1}, {1, 17}, {17, 1}, {3, 17}, {129, 3}};
        List<String> wrong = new ArrayList<>();
        for (int radius : new int[] {1, 7}) {
            for (Border border : Border.values()) {
                int constant = border == Border.CONSTANT ? 201 : 0;
                try (Filter f = Filter.tuned(session, FilterSpec.box(radius), border, constant)) {
                    for (int[] shape : shapes) {
                        int w = shape[0];
                        int h = shape[1];
                        int pitch = w + 3;
                        byte[] src = random(pitch * h, 31L * w + h);
                        byte[] expected = exactBox(src, w, h, pitch, radius, border, constant);
                        byte[] got = run(f, src, w, h, pitch);
                        for (int y = 0; y < h; y++) {
                            for (int x = 0; x < pitch; x++) {
                                int i = y * pitch + x;
                                byte want = x < w ? expected[i] : POISON;
                                if (got[i] != want) {
                                    wrong.add(f.spec().id() + " " + border.id() + " " + w + "x" + h + " (" + x + ", "
                                            + y + "): " + Byte.toUnsignedInt(got[i]) + ", expected "
                                            + Byte.toUnsignedInt(want));
                                    y = h;
                                    break;
                                }
                            }
                        }
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    /** Filters.iterate on an iterated filter replaced its passes: this ran 3 boxes where 6 were asked for. */
    @Test
    void anIteratedFilterIteratedAgainRunsEveryPass() {
        int w = 23;
        int h = 9;
        byte[] src = random(w * h, 6);
        byte[] expected = src;
        for (int pass = 0; pass < 6; pass++) {
            expected = exactBox(expected, w, h, w, 1, Border.REPLICATE, 0);
        }
        try (Filter twice = Filters.iterate(Filters.box(session, 1, Border.REPLICATE), 2);
             Filter sixTimes = Filters.iterate(twice, 3)) {
            assertThat(sixTimes.spec().passes()).isEqualTo(6);
            assertThat(run(sixTimes, src, w, h, w)).isEqualTo(expected);
        }
    }
}
