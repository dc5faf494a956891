/*
 * The library call behind the demo's device section: every device found (with each backend's status), and on the
 * best device the resources and occupancy of a real compiled sample kernel (the local-memory reduction, 256
 * work-items per group). Never throws for a missing driver; a device failure is reported as the survey's error.
 */
package dev.kernelscope.device;

import java.util.Map;
import java.util.Optional;

/**
 * @param inventory every device and backend status
 * @param sample the reduction kernel's occupancy on the best device, empty when no device exists or it failed
 * @param error why the sample could not be compiled or queried, empty otherwise
 */
public record DeviceSurvey(DeviceInventory inventory, Optional<KernelOccupancy> sample, Optional<String> error) {

    /** The sample kernel and the group size the survey compiles it with. */
    public static final SampleKernel SAMPLE = SampleKernel.REDUCE_SUM;
    public static final long SAMPLE_GROUP_SIZE = 256;

    /** Discovers devices and measures the sample kernel on the best one. */
    public static DeviceSurvey run() {
        DeviceInventory inventory = Devices.discover();
        Optional<Device> best = inventory.best();
        if (best.isEmpty()) {
            return new DeviceSurvey(inventory, Optional.empty(), Optional.of(inventory.explanation()));
        }
        try (DeviceSession session = Devices.open(best.get());
                Kernel kernel = session.compile(SAMPLE.source(), Map.of("GROUP_SIZE", SAMPLE_GROUP_SIZE))
                        .kernel("reduce_sum")) {
            return new DeviceSurvey(inventory, Optional.of(KernelOccupancy.of(kernel, SAMPLE_GROUP_SIZE, 0)),
                    Optional.empty());
        } catch (GpuException failure) {
            return new DeviceSurvey(inventory, Optional.empty(), Optional.of(failure.getMessage()));
        }
    }
}
