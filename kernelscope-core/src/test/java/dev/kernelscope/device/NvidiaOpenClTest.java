/*
 * Checks that only an NVIDIA GPU can answer: the OpenCL device reports its compute capability as an sm_XY preset,
 * and -cl-nv-verbose gives registers and shared memory for a compiled kernel, which the occupancy model then uses.
 * Skipped, with the reason, where no NVIDIA OpenCL device is registered (CI runs PoCL only).
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NvidiaOpenClTest {

    private static Device nvidiaDevice() {
        Optional<Device> nvidia = TestDevice.INVENTORY.devices(BackendKind.OPENCL).stream()
                .filter(d -> d.isGpu() && d.architecture().startsWith("sm_")).findFirst();
        assumeTrue(nvidia.isPresent(), "no NVIDIA OpenCL GPU registered here (set OCL_ICD_FILENAMES or OCL_ICD_VENDORS "
                + "on an NVIDIA machine; see README 'devices')");
        return nvidia.get();
    }

    @Test
    void computeCapabilityGivesThePreset() {
        Device device = nvidiaDevice();
        assertThat(device.archPreset()).startsWith("sm_");
        assertThat(device.preferredGroupMultiple()).isEqualTo(32);
    }

    @Test
    void verboseBuildLogGivesRegistersAndSharedMemoryForTheOccupancyModel() {
        try (DeviceSession session = Devices.open(nvidiaDevice());
                Kernel reduce = session.compile(SampleKernel.REDUCE_SUM.source(), Map.of("GROUP_SIZE", 256L))
                        .kernel("reduce_sum")) {
            KernelResources resources = reduce.resources();
            assertThat(resources.registersPerThread()).isPresent();
            // __local float[256] is 1024 B; ptxas on sm_90 reported 1028 B smem for it (H100, driver 580.159.04).
            assertThat(resources.sharedMemBytes()).isPresent();
            assertThat(resources.sharedMemBytes().getAsLong()).isBetween(1024L, 1024L + 64);
            KernelOccupancy occupancy = KernelOccupancy.of(reduce, 256, 0);
            assertThat(occupancy.result()).isPresent();
            assertThat(occupancy.result().get().groupsPerUnit()).isPositive();
        }
    }
}
