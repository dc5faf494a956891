/*
 * The uchar Sobel magnitude of stencil_common.cl (ks_finish and ks_finish_fmath: on NVIDIA an approximate square root
 * and a saturating conversion) against the reference's (int) (sqrt(gx^2 + gy^2) + 0.5) saturated at 255, for every
 * gradient pair a 3x3 Sobel of grey levels can give, on every device of every backend present (PoCL in CI).
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.TestDevice;
import dev.kernelscope.model.TextResources;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SobelMagnitudeRoundingTest {
    /** |gx| and |gy| of a 3x3 Sobel on grey levels reach 4 x 255; the magnitude depends on their squares only. */
    private static final int SIDE = 4 * 255 + 1;

    private static final String PROBE = """
            __kernel void magnitude(__global int* integer, __global int* fmath, const int side) {
                const int i = (int) get_global_id(0);
                if (i < side * side) {
                    const int a = i % side;
                    const int b = i / side;
                    integer[i] = ks_finish(a, b);
                    fmath[i] = ks_finish_fmath((float) a, (float) b);
                }
            }
            """;

    @Test
    void everyGradientPairRoundsAsTheReferenceOnEveryDevice() {
        List<Device> devices = TestDevice.everyDevice();
        List<String> wrong = new ArrayList<>();
        for (Device device : devices) {
            wrong.addAll(wrongGreyLevels(device).stream().map(w -> device.id() + " (" + device.name() + "): " + w).toList());
        }
        assertThat(wrong).isEmpty();
    }

    /** The first ten gradient pairs whose magnitude differs from the reference's on {@code device}. */
    private static List<String> wrongGreyLevels(Device device) {
        String source = TextResources.read(StencilVariant.class, "stencil_common.cl") + PROBE;
        Map<String, Long> defines = FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE)
                .defines(PixelType.U8, Border.REPLICATE, 0);
        int n = SIDE * SIDE;
        long groups = (n + 63) / 64;
        try (DeviceSession session = Devices.open(device); Buffer integer = session.ints(n); Buffer fmath = session.ints(n);
                Kernel kernel = session.compile(source, defines).kernel("magnitude")) {
            integer.fill(-1);
            fmath.fill(-1);
            kernel.args(integer, fmath, SIDE).launch(Geometry.of(groups * 64, 64));
            int[] fromInts = integer.readInts();
            int[] fromFloats = fmath.readInts();
            List<String> wrong = new ArrayList<>();
            for (int i = 0; i < n && wrong.size() < 10; i++) {
                int a = i % SIDE;
                int b = i / SIDE;
                int expected = Math.min((int) (Math.sqrt((double) a * a + (double) b * b) + 0.5), 255);
                if (fromInts[i] != expected || fromFloats[i] != expected) {
                    wrong.add("gx " + a + ", gy " + b + ": " + fromInts[i] + " / " + fromFloats[i] + ", not "
                            + expected);
                }
            }
            return wrong;
        }
    }
}
