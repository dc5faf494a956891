/*
 * The one OpenCL session the device tests share (PoCL compiles are slow, so programs are compiled once per test run
 * through the session's cache). Tests that need a device call session(), which skips them with the discovery
 * explanation when this machine has no OpenCL device.
 */
package dev.kernelscope.device;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Optional;
import java.util.Random;

public final class TestDevice {
    static final DeviceInventory INVENTORY = Devices.discover();
    /** The resource lock of every test class that uses a shared session (TestDevice's or GemmTestDevices'). */
    public static final String SHARED_SESSION = "kernelscope-shared-device-session";

    private static DeviceSession session;

    private TestDevice() {}

    /** The first OpenCL device (PoCL in CI), if any. */
    static Optional<Device> device() {
        return INVENTORY.devices(BackendKind.OPENCL).stream().findFirst();
    }

    /**
     * Every device of every backend present (PoCL in CI; CUDA and NVIDIA's OpenCL on a GPU machine), for a check that
     * must hold on each; skips the calling test when there is none, saying why.
     */
    public static java.util.List<Device> everyDevice() {
        java.util.List<Device> devices = new java.util.ArrayList<>();
        for (BackendKind backend : BackendKind.values()) {
            devices.addAll(INVENTORY.devices(backend));
        }
        assumeTrue(!devices.isEmpty(), () -> "no device: " + INVENTORY.status(BackendKind.OPENCL).reason());
        return devices;
    }

    /** The shared session; skips the calling test when no OpenCL device exists, saying why. */
    static synchronized DeviceSession session() {
        Optional<Device> device = device();
        assumeTrue(device.isPresent(), () -> "no OpenCL device: " + INVENTORY.explanation());
        if (session == null || session.isClosed()) {
            session = Devices.open(device.get());
            DeviceSession opened = session;
            Runtime.getRuntime().addShutdownHook(new Thread(opened::close));
        }
        return session;
    }

    /** Fresh random data in [-1, 1) (never zeros: DESIGN.md convention 8); shared by the CUDA tests too. */
    public static float[] randomFloats(int n, long seed) {
        Random random = new Random(seed);
        float[] data = new float[n];
        for (int i = 0; i < n; i++) {
            data[i] = random.nextFloat() * 2 - 1;
        }
        return data;
    }

    public static long roundUp(long value, long multiple) {
        return (value + multiple - 1) / multiple * multiple;
    }
}
