/*
 * The devices of a local sweep, from `--devices`: "all" (every GPU of one backend) or a comma-separated list of
 * devices as --device names them (index, id such as cuda:1, or a unique part of the name). A device listed twice
 * gets two workers (they share it: for tests on a one-device machine, or when one process cannot fill a GPU).
 * Every device must be of one backend and one kind (name), so the times of one cache compare and the tuning
 * database gets the entry of the device that measured it. Each bad value is one paragraph.
 */
package dev.kernelscope.tune.sweep;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.Devices;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.stream.Collectors;

public final class DeviceList {
    /** Workers of one sweep at most: each is a JVM holding a context (a host has at most a few dozen GPUs). */
    public static final int MAX_WORKERS = 64;

    private DeviceList() {}

    public static List<Device> parse(String text, DeviceInventory inventory, BackendKind backend) {
        String spec = text == null ? "" : text.strip();
        String usage = " --devices takes 'all' (every GPU of one backend) or devices as --device names them,"
                + " comma-separated: indices from 'kernelscope devices' (0,1), ids (cuda:0,cuda:1) or unique parts"
                + " of their names; a device listed twice gets two workers.";
        if (spec.isEmpty()) {
            throw new InvalidInputException("--devices is empty." + usage);
        }
        List<Device> devices;
        if (spec.equalsIgnoreCase("all")) {
            if (backend != null && inventory.devices(backend).isEmpty()) {
                // the backend itself is missing (no libcuda): its reason, not "no GPU" with devices it cannot use
                throw new InvalidInputException("--devices all: " + Devices.noDevice(inventory, backend));
            }
            List<Device> candidates = backend != null ? inventory.devices(backend) : inventory.devices();
            List<Device> gpus = candidates.stream().filter(Device::isGpu).toList();
            if (backend == null && !gpus.isEmpty()) {
                // one backend: CUDA's GPUs when it lists any, else OpenCL's (the same GPU appears under both)
                BackendKind chosen = gpus.stream().anyMatch(d -> d.backend() == BackendKind.CUDA) ? BackendKind.CUDA
                        : gpus.getFirst().backend();
                gpus = gpus.stream().filter(d -> d.backend() == chosen).toList();
            }
            if (gpus.isEmpty()) {
                throw new InvalidInputException("--devices all found no GPU" + (backend == null ? ""
                        : " of " + backend.cliName()) + " on this host (devices: " + listing(inventory) + ")."
                        + " Name the devices to sweep on instead, e.g. --devices 0 or --devices 0,0 for two workers"
                        + " on one device.");
            }
            devices = gpus;
        } else {
            String[] parts = spec.split(",", -1);
            if (parts.length > MAX_WORKERS) {
                throw new InvalidInputException("--devices lists " + parts.length + " devices; at most "
                        + MAX_WORKERS + " workers run on one host.");
            }
            devices = new ArrayList<>();
            for (String part : parts) {
                if (part.isBlank()) {
                    throw new InvalidInputException("--devices '" + UserText.quote(text) + "' has an empty entry."
                            + usage);
                }
                if (part.strip().equalsIgnoreCase("all")) {
                    throw new InvalidInputException("--devices 'all' cannot be combined with other devices; give"
                            + " 'all' alone or list the devices.");
                }
                try {
                    devices.add(Devices.select(inventory, part.strip(), backend));
                } catch (InvalidInputException unknown) {
                    throw new InvalidInputException("--devices entry '" + UserText.quote(part.strip()) + "': "
                            + unknown.getMessage());
                }
            }
        }
        LinkedHashSet<BackendKind> backends = devices.stream().map(Device::backend)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        if (backends.size() > 1) {
            throw new InvalidInputException("--devices mixes backends (" + devices.stream().map(Device::label)
                    .collect(Collectors.joining(", ")) + "); one sweep measures on one backend so that its times"
                    + " compare: list devices of one, or add --backend.");
        }
        LinkedHashSet<String> kinds = devices.stream().map(Device::name)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        if (kinds.size() > 1) {
            throw new InvalidInputException("--devices lists devices of " + kinds.size() + " kinds (" + String.join(
                    ", ", kinds) + "); a local sweep ranks all its times together and keeps one tuning database"
                    + " entry, so its devices must be of one kind: sweep each kind in its own run (with its own"
                    + " --cache).");
        }
        return List.copyOf(devices);
    }

    private static String listing(DeviceInventory inventory) {
        return inventory.devices().isEmpty() ? "none" : inventory.devices().stream().map(Device::label)
                .collect(Collectors.joining(", "));
    }
}
