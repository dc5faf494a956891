/*
 * The device sessions the GEMM tests share, one per backend (PoCL compiles are slow, so each rung is compiled once per
 * run through the session's cache). A backend without a device skips its tests with the discovery's explanation:
 * in CI the OpenCL tests run on PoCL and the CUDA ones skip ("no CUDA device: ..."). Of several devices the backend's
 * best is taken, as the CLI does (a GPU before a CPU): on a GPU host that also lists PoCL, the OpenCL half runs on the
 * GPU's OpenCL, which is what a GPU check is for (session 36 ran it on the host's PoCL, past its time limit).
 */
package dev.kernelscope.kernels.gemm;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

final class GemmTestDevices {
    static final DeviceInventory INVENTORY = Devices.discover();
    private static final Map<BackendKind, DeviceSession> SESSIONS = new EnumMap<>(BackendKind.class);

    private GemmTestDevices() {}

    static Optional<Device> device(BackendKind backend) {
        return new DeviceInventory(INVENTORY.devices(backend), INVENTORY.backends()).best();
    }

    /** The shared session of {@code backend}; skips the calling test, saying why, when it has no device. */
    static synchronized DeviceSession session(BackendKind backend) {
        Optional<Device> device = device(backend);
        assumeTrue(device.isPresent(), () -> "no " + backend.cliName() + " device: "
                + (INVENTORY.status(backend).available() ? "the backend found none" : INVENTORY.status(backend).reason()));
        DeviceSession session = SESSIONS.get(backend);
        if (session == null || session.isClosed()) {
            session = Devices.open(device.get());
            SESSIONS.put(backend, session);
            DeviceSession opened = session;
            Runtime.getRuntime().addShutdownHook(new Thread(opened::close));
        }
        return session;
    }
}
