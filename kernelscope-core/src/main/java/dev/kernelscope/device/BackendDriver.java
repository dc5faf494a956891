/*
 * The entry point of one backend's native library: probe whether it loads, list its devices, open a device.
 * One driver per BackendKind (Devices holds the list); a driver never throws for a missing library,
 * it reports it through status().
 */
package dev.kernelscope.device;

import java.util.List;

public interface BackendDriver {
    BackendKind kind();

    /** Loads the library on first use (once per process) and says whether it works and why not. */
    BackendStatus status();

    /** The devices this backend sees; empty when status() is unavailable. */
    List<Device> devices();

    /** Opens a context (and queue or stream) on one of this driver's devices. */
    Backend open(Device device, SessionOptions options);
}
