/*
 * The checks a rung's parameters pass against the device before anything is compiled: group size, and local memory
 * as the kernel declares it, which on CUDA is static shared memory and capped at 48 KiB whatever the device's opt-in
 * maximum says (ptxas refused the H100 entry's tiles with BK=16 and two copies, 49,664 bytes); and, after compiling,
 * rung 3's square tile halved to what the compiled kernel holds (NVIDIA's OpenCL: 256 work-items for 32x32).
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceType;
import dev.kernelscope.model.InvalidInputException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GemmDeviceLimitsTest {
    private static Device h100(BackendKind backend, long localMemBytes) {
        return new Device(backend == BackendKind.CUDA ? "cuda:0" : "opencl:1.0", backend, "test", "NVIDIA H100",
                "NVIDIA", "580", "9.0", DeviceType.GPU, 132, 1980, 80L << 30, localMemBytes, 20L << 30, 50L << 20,
                1024, List.of(1024L, 1024L, 64L), 32, "sm_90", "sm_90");
    }

    /** The sm_90 entry's 128x256 tiles with BK=16 in two local copies: 2 x (16 x 132 + 16 x 256) floats. */
    private static Map<String, Long> twoCopiesOfDeepSlices() {
        Map<String, Long> parameters = new HashMap<>(GemmRung.TUNED.defaults());
        parameters.putAll(Map.of("BN", 256L, "WM", 64L, "WN", 64L, "BK", 16L, "STAGES", 2L));
        return parameters;
    }

    @Test
    void cudaKernelsMayDeclareOnly48KiBOfLocalMemoryWhateverTheOptInMaximum() {
        Device cuda = h100(BackendKind.CUDA, 232_448);
        assertThatThrownBy(() -> Gemm.checkDeviceLimits(cuda, GemmRung.TUNED, twoCopiesOfDeepSlices()))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("declares 49668 bytes")   // 49664 of slices + stream-K's arrival counter
                .hasMessageContaining("allows 49152")
                .hasMessageContaining("static shared memory");
        Map<String, Long> oneCopy = new HashMap<>(twoCopiesOfDeepSlices());
        oneCopy.put("STAGES", 1L);
        assertThatCode(() -> Gemm.checkDeviceLimits(cuda, GemmRung.TUNED, oneCopy)).doesNotThrowAnyException();
    }

    @Test
    void openClKernelsMayDeclareTheDevicesWholeLocalMemory() {
        assertThatCode(() -> Gemm.checkDeviceLimits(h100(BackendKind.OPENCL, 64 * 1024), GemmRung.TUNED,
                twoCopiesOfDeepSlices())).doesNotThrowAnyException();
        assertThatThrownBy(() -> Gemm.checkDeviceLimits(h100(BackendKind.OPENCL, 48 * 1024), GemmRung.TUNED,
                twoCopiesOfDeepSlices())).isInstanceOf(InvalidInputException.class).hasMessageContaining("allows 49152");
    }

    @Test
    void rung3sSquareTileIsHalvedUntilTheCompiledKernelHoldsItsGroup() {
        assertThat(Gemm.largestSquareTileWithin(32, 1024)).isEqualTo(32);
        assertThat(Gemm.largestSquareTileWithin(32, 256)).isEqualTo(16);   // NVIDIA OpenCL's report, H100 and H200
        assertThat(Gemm.largestSquareTileWithin(32, 255)).isEqualTo(8);
        assertThat(Gemm.largestSquareTileWithin(32, 1)).isEqualTo(1);
        assertThat(Gemm.largestSquareTileWithin(16, 4096)).isEqualTo(16);   // never grown past what was asked
    }
}
