/*
 * The one entry point for finding and opening devices across backends. Discovery never throws for a missing
 * library or driver: each backend reports its status (BackendStatus) and the inventory says what to install.
 * Selection understands --device (an index, an id such as opencl:0.0, or a unique part of the name) and --backend.
 */
package dev.kernelscope.device;

import dev.kernelscope.device.cuda.CudaBackendDriver;
import dev.kernelscope.device.internal.JvmSignalHandlers;
import dev.kernelscope.device.opencl.OpenClDriver;
import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

public final class Devices {
    private Devices() {}

    /** The driver of each backend, in BackendKind order: the one list of backends. */
    static BackendDriver driver(BackendKind kind) {
        return switch (kind) {
            case OPENCL -> OpenClDriver.instance();
            case CUDA -> CudaBackendDriver.instance();
        };
    }

    /** Every device of every backend, and each backend's status. Loads each native library at most once. */
    public static DeviceInventory discover() {
        List<Device> devices = new ArrayList<>();
        List<BackendStatus> statuses = new ArrayList<>();
        for (BackendKind kind : BackendKind.values()) {
            BackendDriver driver = driver(kind);
            BackendStatus status = driver.status();
            statuses.add(status);
            if (status.available()) {
                devices.addAll(driver.devices());
            }
        }
        // The bindings restore after each call that loads vendor code; this catches any that does so elsewhere.
        JvmSignalHandlers.restore("device discovery");
        return new DeviceInventory(devices, statuses);
    }

    /** Opens a device with profiling on (device timing available). */
    public static DeviceSession open(Device device) {
        return open(device, SessionOptions.DEFAULT);
    }

    public static DeviceSession open(Device device, SessionOptions options) {
        try {
            return new DeviceSession(driver(device.backend()).open(device, options), options);
        } finally {
            JvmSignalHandlers.restore("opening " + device.id());
        }
    }

    /**
     * Why {@code inventory} has no device (of {@code backend} when given): the backend's own reason, e.g. "No cuda
     * device was found: libcuda.so.1 not found (no NVIDIA driver on this machine).", and what to install.
     */
    public static String noDevice(DeviceInventory inventory, BackendKind backend) {
        return backend == null ? inventory.explanation()
                : "No " + backend.cliName() + " device was found"
                        + (inventory.status(backend).available() ? "." : ": " + inventory.status(backend).reason() + ".")
                        + (inventory.isEmpty() ? " " + inventory.explanation() : "");
    }

    /** "0 = NAME (ID), 1 = ..." for a message, at most 8 devices. */
    private static String numbered(List<Device> devices) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < Math.min(devices.size(), 8); i++) {
            text.append(i == 0 ? "" : ", ").append(i).append(" = ").append(devices.get(i).label());
        }
        return text + (devices.size() > 8 ? ", ..." : "");
    }

    /**
     * Picks a device: {@code spec} null or blank means the inventory's best device (of {@code backend} when given);
     * otherwise an index into the (filtered) list, an id such as "opencl:0.0", or a case-insensitive part of the
     * name that matches exactly one device. No match, or no device at all, is a user error with the reason.
     */
    public static Device select(DeviceInventory inventory, String spec, BackendKind backend) {
        List<Device> candidates = backend == null ? inventory.devices() : inventory.devices(backend);
        if (candidates.isEmpty()) {
            throw new InvalidInputException(noDevice(inventory, backend));
        }
        if (spec == null || spec.isBlank()) {
            return new DeviceInventory(candidates, inventory.backends()).best().orElseThrow();
        }
        String wanted = spec.strip();
        if (wanted.chars().allMatch(Character::isDigit) && wanted.length() < 9) {
            int index = Integer.parseInt(wanted);
            if (index < candidates.size()) {
                return candidates.get(index);
            }
            // With a backend the index counts that backend's devices only, while 'kernelscope devices' numbers every
            // device: on an NVIDIA host listing opencl:0.0, opencl:1.0 and cuda:0, "--backend cuda --device 2" (the
            // number the table shows for cuda:0) is out of range. Say which number each device has here.
            throw new InvalidInputException("Device index " + index + " is out of range: " + candidates.size()
                    + (backend == null ? "" : " " + backend.cliName()) + " device(s) found (0 to "
                    + (candidates.size() - 1) + ")" + (backend == null ? "; run 'kernelscope devices'."
                    : "; with a backend chosen an index counts only its devices, not the numbers 'kernelscope"
                            + " devices' shows for all of them: " + numbered(candidates)
                            + ". An id (" + candidates.getFirst().id() + ") names one either way."));
        }
        for (Device device : candidates) {
            if (device.id().equalsIgnoreCase(wanted)) {
                return device;
            }
        }
        String lower = wanted.toLowerCase(Locale.ROOT);
        List<Device> named = candidates.stream()
                .filter(d -> d.name().toLowerCase(Locale.ROOT).contains(lower)).toList();
        if (named.size() == 1) {
            return named.getFirst();
        }
        String listing = candidates.stream().map(Device::label).collect(Collectors.joining(", "));
        if (named.isEmpty()) {
            throw new InvalidInputException("No device matches '" + spec + "'. Devices: " + listing + ".");
        }
        throw new InvalidInputException("'" + spec + "' matches " + named.size() + " devices ("
                + named.stream().map(Device::label).collect(Collectors.joining(", "))
                + "); give an index or an id instead.");
    }
}
