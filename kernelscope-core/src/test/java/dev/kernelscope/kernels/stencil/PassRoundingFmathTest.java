/*
 * The uchar box and Gaussian pass rounded in fp32 (stencil_common.cl's ks_round_fmath, what register-fused FMATH=1
 * hands the next pass, and ks_finish_fmath, what it stores) against the integer rounding (a + NORM/2) / NORM, for every
 * sum a pass of grey levels can give (0 .. 255 NORM), for the boxes of radius 1-7 and the Gaussian's 65536, on every
 * device of every backend present (PoCL in CI).
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

class PassRoundingFmathTest {
    private static final String PROBE = """
            __kernel void pass_rounding(__global int* next, __global int* stored, const int sums) {
                const int a = (int) get_global_id(0);
                if (a < sums) {
                    const float r = ks_round_fmath((float) a);
                    // the float handed on must be the integer itself: a fraction would show as its bits differing
                    next[a] = r == (float) (int) r ? (int) r : -2;
                    stored[a] = ks_finish_fmath((float) a, 0.0f);
                }
            }
            """;

    @Test
    void everyPassSumRoundsAsTheIntegerFinishOnEveryDevice() {
        List<Device> devices = TestDevice.everyDevice();
        List<FilterSpec> filters = new ArrayList<>();
        for (int radius = 1; radius <= FilterSpec.MAX_RADIUS; radius++) {
            filters.add(FilterSpec.box(radius));
        }
        filters.add(FilterSpec.gaussian(2));   // every uchar Gaussian divides by 65536 (Q8 weights on both axes)
        List<String> wrong = new ArrayList<>();
        for (Device device : devices) {
            try (DeviceSession session = Devices.open(device)) {
                for (FilterSpec filter : filters) {
                    wrong.addAll(wrongSums(session, filter).stream()
                            .map(w -> device.id() + " (" + device.name() + "), " + filter.id() + ": " + w).toList());
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    /** The first ten sums whose fp32 rounding differs from the integer one for {@code filter}. */
    private static List<String> wrongSums(DeviceSession session, FilterSpec filter) {
        String source = TextResources.read(StencilVariant.class, "stencil_common.cl") + PROBE;
        Map<String, Long> defines = filter.defines(PixelType.U8, Border.REPLICATE, 0);
        int norm = (int) (long) defines.get("NORM");
        int sums = 255 * norm + 1;
        long groups = (sums + 255) / 256;
        try (Buffer next = session.ints(sums); Buffer stored = session.ints(sums);
                Kernel kernel = session.compile(source, defines).kernel("pass_rounding")) {
            next.fill(-1);
            stored.fill(-1);
            kernel.args(next, stored, sums).launch(Geometry.of(groups * 256, 256));
            int[] handedOn = next.readInts();
            int[] kept = stored.readInts();
            List<String> wrong = new ArrayList<>();
            for (int a = 0; a < sums && wrong.size() < 10; a++) {
                int expected = (a + norm / 2) / norm;
                if (handedOn[a] != expected || kept[a] != expected) {
                    wrong.add("sum " + a + " / " + norm + ": " + handedOn[a] + " handed on, " + kept[a] + " stored, not "
                            + expected);
                }
            }
            return wrong;
        }
    }
}
