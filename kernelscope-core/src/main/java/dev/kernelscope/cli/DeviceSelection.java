/*
 * The --device and --backend options shared by every command that runs on a device, and the one place that turns
 * them into a Device (an unknown backend, index or name is a user error naming the choices).
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.Devices;
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
        BackendKind kind = backend == null ? null : BackendKind.parse(backend);
        return Devices.select(inventory, device, kind);
    }
}
