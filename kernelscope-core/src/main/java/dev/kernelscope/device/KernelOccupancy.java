/*
 * The occupancy of a real compiled kernel: its driver-reported resources (registers and shared memory from the
 * compiler where the backend knows them, local memory otherwise) fed into the occupancy model of the device's
 * architecture preset. When the device has no preset ("unknown", e.g. PoCL on a CPU) the result is absent and
 * the reason says so; registers the driver does not report are left out of the model and named as an assumption.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.occupancy.OccupancyModel;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancyResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * @param device the device the kernel was compiled for
 * @param kernel the kernel's name
 * @param resources what the driver reported for the compiled kernel
 * @param groupSize the work-items per group the occupancy is computed for
 * @param registersPerThread the registers given to the model (0 when the driver does not report them)
 * @param sharedBytesPerGroup the shared (local) memory per group given to the model, static plus __local arguments
 * @param result the model's answer, empty when the device has no architecture preset
 * @param notes why the result is absent, or what was assumed (e.g. registers unknown)
 */
public record KernelOccupancy(
        Device device, String kernel, KernelResources resources, long groupSize, int registersPerThread,
        long sharedBytesPerGroup, Optional<OccupancyResult> result, List<String> notes) {

    public KernelOccupancy {
        notes = List.copyOf(notes);
    }

    /**
     * Computes the occupancy of {@code kernel} launched with groups of {@code groupSize} work-items and
     * {@code localArgBytes} of __local arguments per group.
     */
    public static KernelOccupancy of(Kernel kernel, long groupSize, long localArgBytes) {
        return of(kernel.session().device(), kernel.name(), kernel.resources(), groupSize, localArgBytes);
    }

    /** The same from a device description and resources (e.g. recorded ones). */
    public static KernelOccupancy of(Device device, String kernelName, KernelResources resources, long groupSize,
            long localArgBytes) {
        List<String> notes = new ArrayList<>();
        int registers = resources.registersPerThread().orElse(0);
        if (resources.registersPerThread().isEmpty()) {
            notes.add("the driver does not report registers per work-item, so registers are not modelled as a limit");
        }
        long shared = resources.sharedMemBytes().orElse(resources.localMemBytes()) + localArgBytes;
        Optional<Architecture> arch = ArchRegistry.presets().find(device.archPreset());
        if (arch.isEmpty()) {
            notes.add("no occupancy model for " + device.label() + ": its architecture is "
                    + (device.architecture().isEmpty() ? "not identified by the driver" : device.architecture()
                            + ", which has no preset"));
            return new KernelOccupancy(device, kernelName, resources, groupSize, registers, shared, Optional.empty(),
                    notes);
        }
        OccupancyQuery query = OccupancyQuery.of(arch.get(), Math.toIntExact(groupSize), registers,
                Math.toIntExact(shared));
        OccupancyResult result = OccupancyModel.of(arch.get()).calculate(query);
        return new KernelOccupancy(device, kernelName, resources, groupSize, registers, shared, Optional.of(result),
                notes);
    }

    /** One sentence: "reduce_sum on sm_90 with 256 work-items, 16 registers, 1024 B shared: 8 groups per SM (...)". */
    public String summary() {
        String head = kernel + " on " + device.label() + " with " + dev.kernelscope.model.UserText.plural(groupSize, "work-item") + " per group, "
                + (registersPerThread > 0 ? registersPerThread + " registers" : "registers unknown") + ", "
                + sharedBytesPerGroup + " B local memory";
        return result.map(r -> head + ": " + r.groupsPerUnit() + " groups per " + r.unit() + ", occupancy "
                        + r.occupancyPercent() + (r.limiters().isEmpty() ? "" : ", limited by " + r.limitersJoined()))
                .orElse(head + ": " + String.join("; ", notes));
    }
}
