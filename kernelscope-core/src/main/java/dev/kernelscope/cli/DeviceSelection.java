/*
 * The --device and --backend options shared by every command that runs on a device, and the one place that turns
 * them into a Device (an unknown backend, index or name is a user error naming the choices).
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.Devices;
import dev.kernelscope.model.InvalidInputException;
import picocli.CommandLine.Option;

final class DeviceSelection {
    @Option(names = "--device", paramLabel = "DEVICE",
            description = "Device index (as listed by 'kernelscope devices'; with --backend, among that backend's "
                    + "devices only), id (opencl:0.0) or a unique part of its name. Default: the best device (a GPU "
                    + "before a CPU).")
    String device;

    @Option(names = "--backend", paramLabel = "BACKEND",
            description = "Only devices of this backend: opencl or cuda. Default: any.")
    String backend;

    Device select(DeviceInventory inventory) {
        if (device != null && device.isBlank()) {
            // Devices.select takes a blank spec as "no preference"; given on the command line it is a slip (an unset
            // shell variable, --device "$GPU"), and running on the default device instead would hide it.
            throw new InvalidInputException("--device is empty: give an index, an id (opencl:0.0) or a unique part of"
                    + " a device's name ('kernelscope devices' lists them), or leave --device out for the best device.");
        }
        BackendKind kind = backend == null ? null : BackendKind.parse(backend);
        return Devices.select(inventory, device, kind);
    }
}
