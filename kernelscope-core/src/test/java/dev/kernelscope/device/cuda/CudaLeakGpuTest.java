/*
 * Lifetime on a real GPU: 10,000 launches, 1,000 buffer allocate/free cycles and 200 timed launches must leave the
 * device's free memory (cuMemGetInfo) and the process's resident memory flat, and the session with no open objects.
 * Also use-after-close and idempotent close. Skipped, with the reason, where no CUDA device is present.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.SampleKernel;
import dev.kernelscope.device.cuda.internal.CuDriver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

// Isolated: it reads the device's free memory (cuMemGetInfo) and the process's resident memory, which any test class
// running beside it moves (on the H100, session 6: -32 MiB while another class held its buffers).
@org.junit.jupiter.api.parallel.Isolated
class CudaLeakGpuTest {
    private static final long MIB = 1 << 20;

    @Test
    void tenThousandLaunchesAndAThousandBuffersLeaveDeviceAndHostMemoryFlat() throws IOException {
        try (DeviceSession session = Devices.open(CudaTestDevice.requireDevice())) {
            int baselineObjects = session.openObjectCount();
            SampleKernel.EMPTY.compile(session); // the cached program lives as long as the session
            long baselineNative = session.liveNativeObjects();
            try (Kernel empty = SampleKernel.EMPTY.compile(session).kernel("empty")) {
                Geometry one = Geometry.of(32, 32);
                for (int i = 0; i < 2_000; i++) { // warm up: JIT, driver pools
                    empty.launch(one);
                }
                session.synchronize();
                long deviceFreeBefore = CuDriver.cuMemGetInfo()[0];
                long residentBefore = residentBytes();
                for (int i = 0; i < 10_000; i++) {
                    empty.launch(one);
                }
                session.synchronize();
                for (int i = 0; i < 1_000; i++) {
                    try (Buffer buffer = session.floats(1 << 16)) {
                        buffer.fill((float) i);
                    }
                }
                empty.time(one, 0, 200);
                session.synchronize();
                long deviceFreeAfter = CuDriver.cuMemGetInfo()[0];
                long residentAfter = residentBytes();
                assertThat(deviceFreeBefore - deviceFreeAfter).as("device memory lost").isLessThan(4 * MIB);
                assertThat(residentAfter - residentBefore).as("process resident memory gained").isLessThan(64 * MIB);
            }
            assertThat(session.openObjectCount()).isEqualTo(baselineObjects);
            assertThat(session.liveNativeObjects()).as("buffers, modules and kernels not released")
                    .isEqualTo(baselineNative);
        }
    }

    @Test
    void closedObjectsFailClearlyAndCloseIsIdempotent() {
        DeviceSession session = Devices.open(CudaTestDevice.requireDevice());
        Buffer buffer = session.floats(64);
        Kernel empty = SampleKernel.EMPTY.compile(session).kernel("empty");
        buffer.close();
        buffer.close();
        assertThatThrownBy(buffer::readFloats).isInstanceOf(IllegalStateException.class);
        session.close();
        session.close();
        assertThatThrownBy(() -> empty.launch(Geometry.of(32, 32))).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> session.floats(4)).isInstanceOf(IllegalStateException.class);
    }

    /** VmRSS of this process (Linux). */
    private static long residentBytes() throws IOException {
        String[] statm = Files.readString(Path.of("/proc/self/statm")).trim().split("\\s+");
        return Long.parseLong(statm[1]) * 4096;
    }
}
