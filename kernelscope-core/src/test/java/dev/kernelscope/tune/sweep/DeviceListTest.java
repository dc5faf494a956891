/*
 * --devices all when the chosen backend is missing: the backend's reason (no libcuda.so.1), not "no GPU" with a
 * hint to name devices that backend cannot reach.
 */
package dev.kernelscope.tune.sweep;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.BackendStatus;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeviceListTest {
    private static final DeviceInventory NO_CUDA = new DeviceInventory(List.of(), List.of(
            new BackendStatus(BackendKind.OPENCL, true, "libOpenCL.so.1", "", List.of(), List.of("PoCL")),
            BackendStatus.unavailable(BackendKind.CUDA, "libcuda.so.1",
                    "libcuda.so.1 not found (no NVIDIA driver on this machine)", List.of())));

    @Test
    void allOnAMissingBackendSaysWhyTheBackendIsMissing() {
        assertThatThrownBy(() -> DeviceList.parse("all", NO_CUDA, BackendKind.CUDA))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageStartingWith("--devices all: No cuda device was found: libcuda.so.1 not found (no NVIDIA"
                        + " driver on this machine).");
    }

    @Test
    void anEmptyListIsRefusedWithTheUsage() {
        assertThatThrownBy(() -> DeviceList.parse(" ", NO_CUDA, null))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("--devices is empty.");
    }
}
