/*
 * On a machine without the NVIDIA driver (CI), loading the CUDA bindings must not fail: every call throws
 * GpuException "CUDA backend unavailable: <reason>" naming the library, and nothing else breaks.
 * On a machine with the driver these checks do not apply and are skipped with that reason.
 */
package dev.kernelscope.device.cuda;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.cuda.internal.CuDriver;
import dev.kernelscope.device.cuda.internal.Cublas;
import dev.kernelscope.device.cuda.internal.Nvrtc;
import java.util.List;
import org.junit.jupiter.api.Test;

class CudaUnavailableTest {

    @Test
    void aMissingDriverMakesEveryCallThrowUnavailableWithTheReason() {
        assumeFalse(CuDriver.LIBRARY.isAvailable(), "libcuda.so.1 is present here; the missing-driver path needs a"
                + " machine without the NVIDIA driver");
        assertThat(CuDriver.LIBRARY.unavailableReason()).get().asString().contains("libcuda.so.1");
        assertThatThrownBy(CuDriver::cuInit)
                .isInstanceOf(GpuException.class)
                .hasMessageStartingWith("CUDA backend unavailable: NVIDIA CUDA driver not found")
                .hasMessageContaining("libcuda.so.1")
                .extracting(failure -> ((GpuException) failure).errorName()).isEqualTo("UNAVAILABLE");
        assertThatThrownBy(() -> CuDriver.cuMemAlloc(16)).isInstanceOf(GpuException.class);
        assertThat(CuDriver.errorName(1)).as("error names degrade to the code").isEqualTo("CUDA_ERROR_1");
    }

    @Test
    void aMissingNvrtcOrCublasSaysWhichNamesWereTried() {
        assumeFalse(Nvrtc.LIBRARY.isAvailable() && Cublas.LIBRARY.isAvailable(),
                "NVRTC and cuBLAS are both present here");
        if (!Nvrtc.LIBRARY.isAvailable()) {
            assertThatThrownBy(() -> Nvrtc.compile("", "x.cu", List.of()))
                    .isInstanceOf(GpuException.class)
                    .hasMessageContaining("libnvrtc.so.13").hasMessageContaining("libnvrtc.so");
        }
        if (!Cublas.LIBRARY.isAvailable()) {
            assertThatThrownBy(Cublas::create)
                    .isInstanceOf(GpuException.class)
                    .hasMessageContaining("libcublas.so.13");
        }
    }
}
