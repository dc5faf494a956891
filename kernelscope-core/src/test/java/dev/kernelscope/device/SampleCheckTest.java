/*
 * The self-check behind `kernelscope bench samples` passes on the test device (PoCL in CI) for every sample kernel,
 * with outputs poisoned before each run, so a kernel that leaves elements unwritten fails.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class SampleCheckTest {

    @Test
    void everySampleKernelPassesAndIsTimed() {
        List<SampleCheck.Result> results = new SampleCheck(TestDevice.session(), 1, 3, false).runAll();
        assertThat(results).extracting(SampleCheck.Result::kernel).containsExactly("vector_add", "vector_mul_2d", "reduce_sum",
                "reduce_sum_local_arg", "transpose", "coordinates_3d", "empty", "copy_float4");
        for (SampleCheck.Result result : results) {
            assertThat(result.passed()).as(result.check() + ": " + result.detail()).isTrue();
            assertThat(result.timing().samplesNs()).hasSize(3);
            assertThat(result.occupancy()).isNotBlank();
        }
    }
}
