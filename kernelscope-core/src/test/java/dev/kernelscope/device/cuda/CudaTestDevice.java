/*
 * The CUDA session the GPU tests share (NVRTC compiles are cached per session). Tests that need an NVIDIA GPU call
 * session(), which skips them with the discovery reason (no libcuda.so.1, no device, no NVRTC) where there is none:
 * in CI these tests are skipped; they are run on the H100 before the CUDA issue is resolved.
 */
package dev.kernelscope.device.cuda;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.BackendStatus;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.cuda.internal.Nvrtc;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

final class CudaTestDevice {
    static final DeviceInventory INVENTORY = Devices.discover();
    private static DeviceSession session;

    private CudaTestDevice() {}

    static Optional<Device> device() {
        return INVENTORY.devices(BackendKind.CUDA).stream().findFirst();
    }

    /** Skips the calling test, saying why, unless a CUDA device and NVRTC are present. */
    static Device requireDevice() {
        BackendStatus status = INVENTORY.status(BackendKind.CUDA);
        assumeTrue(status.available(), () -> "no CUDA backend here: " + status.reason());
        assumeTrue(device().isPresent(), "the CUDA driver loaded but lists no device");
        assumeTrue(Nvrtc.LIBRARY.isAvailable(), () -> "no NVRTC here: " + Nvrtc.LIBRARY.unavailableReason().orElse(""));
        return device().orElseThrow();
    }

    static synchronized DeviceSession session() {
        Device device = requireDevice();
        if (session == null || session.isClosed()) {
            session = Devices.open(device);
            DeviceSession opened = session;
            Runtime.getRuntime().addShutdownHook(new Thread(opened::close));
        }
        return session;
    }

    /** A test kernel of this package (src/test/resources/dev/kernelscope/device/cuda). */
    static String testKernel(String file) {
        try (InputStream in = CudaTestDevice.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("missing test kernel " + file);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
        }
    }
}
