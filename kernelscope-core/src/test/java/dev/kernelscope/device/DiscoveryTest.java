/*
 * Discovery across backends: every backend reports a status (the CUDA one says why it is unavailable instead of
 * throwing), OpenCL devices carry sane limits, and --device/--backend selection finds devices or explains why not.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class DiscoveryTest {

    @Test
    void everyBackendReportsAStatusAndNeverThrows() {
        DeviceInventory inventory = Devices.discover();
        assertThat(inventory.backends()).extracting(BackendStatus::backend).containsExactly(BackendKind.values());
        for (BackendStatus status : inventory.backends()) {
            if (!status.available()) {
                assertThat(status.reason()).as("an unavailable backend says why").isNotBlank();
            }
        }
    }

    @Test
    void openClDevicesHaveSaneLimits() {
        Device device = TestDevice.session().device();
        assertThat(device.id()).matches("opencl:\\d+\\.\\d+");
        assertThat(device.name()).isNotBlank();
        assertThat(device.computeUnits()).isPositive();
        assertThat(device.globalMemBytes()).isPositive();
        assertThat(device.localMemBytes()).isPositive();
        assertThat(device.maxAllocBytes()).isBetween(1L, device.globalMemBytes());
        assertThat(device.maxGroupSize()).isPositive();
        assertThat(device.maxGroupSizes()).hasSizeBetween(1, 3).allSatisfy(size -> assertThat(size).isPositive());
        assertThat(device.archPreset()).isNotBlank();
        if (device.architecture().isEmpty()) {
            assertThat(device.archPreset()).isEqualTo(Device.UNKNOWN_ARCH);
        }
    }

    @Test
    void selectionByIndexIdAndName() {
        DeviceInventory inventory = TestDevice.INVENTORY;
        assumeTrue(!inventory.devices(BackendKind.OPENCL).isEmpty(), "no OpenCL device: " + inventory.explanation());
        Device first = inventory.devices(BackendKind.OPENCL).getFirst();
        assertThat(Devices.select(inventory, "0", BackendKind.OPENCL)).isEqualTo(first);
        assertThat(Devices.select(inventory, first.id(), null)).isEqualTo(first);
        assertThat(Devices.select(inventory, null, BackendKind.OPENCL).backend()).isEqualTo(BackendKind.OPENCL);
        assertThatThrownBy(() -> Devices.select(inventory, "99", BackendKind.OPENCL))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("out of range");
        assertThatThrownBy(() -> Devices.select(inventory, "no-such-device-name", null))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("No device matches");
    }

    @Test
    void anIndexOutOfABackendsRangeSaysIndicesCountThatBackendsDevicesOnly() {
        // An H100 host as 'kernelscope devices' numbers it: 0 opencl:0.0 (the GPU), 1 opencl:1.0 (PoCL), 2 cuda:0.
        Device gpuThroughOpenCl = device("opencl:0.0", DeviceType.GPU, 132);
        Device cpu = device("opencl:1.0", DeviceType.CPU, 64);
        Device gpuThroughCuda = new Device("cuda:0", BackendKind.CUDA, "CUDA", gpuThroughOpenCl.name(), "NVIDIA",
                "13.0", "9.0", DeviceType.GPU, 132, 1000, 80L << 30, 49152, 20L << 30, 50L << 20, 1024,
                List.of(1024L, 1024L, 64L), 32, "sm_90", "sm_90");
        DeviceInventory host = new DeviceInventory(List.of(gpuThroughOpenCl, cpu, gpuThroughCuda), List.of());
        assertThat(Devices.select(host, "2", null)).isEqualTo(gpuThroughCuda);
        assertThat(Devices.select(host, "0", BackendKind.CUDA)).isEqualTo(gpuThroughCuda);
        // "--backend cuda --device 2" (the table's number) said only "1 device(s) found (0 to 0)", contradicting it
        assertThatThrownBy(() -> Devices.select(host, "2", BackendKind.CUDA))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("1 cuda device(s) found (0 to 0)")
                .hasMessageContaining("counts only its devices")
                .hasMessageContaining("0 = GPU device (cuda:0)")
                .hasMessageContaining("An id (cuda:0)");
    }

    @Test
    void anEmptyInventoryExplainsWhatToInstall() {
        DeviceInventory empty = new DeviceInventory(List.of(), List.of(
                BackendStatus.unavailable(BackendKind.OPENCL, "libOpenCL.so.1", "libOpenCL.so.1 not found", List.of()),
                BackendStatus.unavailable(BackendKind.CUDA, "libcuda.so.1", "libcuda.so.1 not found", List.of())));
        assertThat(empty.explanation()).contains("libOpenCL.so.1 not found").contains("pocl-opencl-icd");
        assertThatThrownBy(() -> Devices.select(empty, null, null)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("No compute device was found");
        assertThatThrownBy(() -> Devices.select(empty, null, BackendKind.CUDA)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("libcuda.so.1 not found");
        assertThatThrownBy(() -> BackendKind.parse("metal")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("opencl, cuda");
    }

    @Test
    void aBackendsOwnInstallHintIsGivenOnceWithoutTheGeneralOne() {
        String hint = "Install an OpenCL ICD loader and a driver (apt-get install ocl-icd-libopencl1 pocl-opencl-icd).";
        DeviceInventory empty = new DeviceInventory(List.of(), List.of(
                BackendStatus.unavailable(BackendKind.OPENCL, "libOpenCL.so.1", "libOpenCL.so.1 not found",
                        List.of(hint))));
        String text = empty.explanation();
        assertThat(text).contains(hint).doesNotContain("To run kernels install");
        assertThat(text.indexOf("pocl-opencl-icd")).isEqualTo(text.lastIndexOf("pocl-opencl-icd"));
    }

    @Test
    void bestPrefersAGpuOverACpu() {
        Device cpu = device("opencl:0.0", DeviceType.CPU, 64);
        Device gpu = device("opencl:1.0", DeviceType.GPU, 2);
        DeviceInventory inventory = new DeviceInventory(List.of(cpu, gpu), List.of());
        assertThat(inventory.best()).contains(gpu);
    }

    @Test
    void bestTakesAGpuThroughCudaWhenCudaExposesTheSameDevice() {
        Device throughOpenCl = device("opencl:0.0", DeviceType.GPU, 132);
        Device faster = new Device("cuda:0", BackendKind.CUDA, "CUDA", throughOpenCl.name(), "NVIDIA", "13.0", "9.0",
                DeviceType.GPU, 132, 1000, 80L << 30, 49152, 20L << 30, 50L << 20, 1024, List.of(1024L, 1024L, 64L), 32,
                "sm_90", "sm_90");
        assertThat(new DeviceInventory(List.of(throughOpenCl, faster), List.of()).best()).contains(faster);
        Device otherGpu = new Device("cuda:0", BackendKind.CUDA, "CUDA", "another GPU", "NVIDIA", "13.0", "9.0",
                DeviceType.GPU, 2, 1000, 80L << 30, 49152, 20L << 30, 50L << 20, 1024, List.of(1024L, 1024L, 64L), 32,
                "sm_90", "sm_90");
        assertThat(new DeviceInventory(List.of(throughOpenCl, otherGpu), List.of()).best()).contains(throughOpenCl);
    }

    @Test
    void occupancyOfAKernelOnAnIdentifiedArchitectureUsesItsResources() {
        Device h100 = device("opencl:1.0", DeviceType.GPU, 132);
        KernelResources resources = new KernelResources(1024, 1024, 0, 32, List.of(256L, 1L, 1L), OptionalInt.of(32),
                OptionalLong.of(0), OptionalLong.of(0), OptionalLong.of(1024));
        KernelOccupancy occupancy = KernelOccupancy.of(h100, "reduce_sum", resources, 256, 0);
        // sm_90: 2048 threads per SM; 256-thread blocks with 32 registers and 1 KiB fit 8 blocks, 100% occupancy.
        assertThat(occupancy.result()).hasValueSatisfying(result -> {
            assertThat(result.groupsPerUnit()).isEqualTo(8);
            assertThat(result.occupancy()).isEqualTo(1.0);
        });
        assertThat(occupancy.summary()).contains("8 groups per SM");

        Device cpu = device("opencl:0.0", DeviceType.CPU, 4);
        Device unknown = new Device(cpu.id(), cpu.backend(), cpu.platform(), cpu.name(), cpu.vendor(), cpu.driverVersion(),
                cpu.deviceVersion(), cpu.type(), 4, 1000, 1L << 30, 65536, 1L << 28, 0, 4096, List.of(4096L, 4096L, 4096L),
                8, "", Device.UNKNOWN_ARCH);
        KernelOccupancy none = KernelOccupancy.of(unknown, "reduce_sum", resources, 256, 0);
        assertThat(none.result()).isEmpty();
        assertThat(none.summary()).contains("not identified by the driver");
    }

    private static Device device(String id, DeviceType type, int computeUnits) {
        return new Device(id, BackendKind.OPENCL, "platform", type + " device", "vendor", "1.0", "OpenCL 3.0", type,
                computeUnits, 1500, 80L << 30, 49152, 20L << 30, 50L << 20, 1024, List.of(1024L, 1024L, 64L), 32,
                type == DeviceType.GPU ? "sm_90" : "", type == DeviceType.GPU ? "sm_90" : Device.UNKNOWN_ARCH);
    }
}
