/*
 * Whether a device's kernels are built by NVIDIA's compilers: NVRTC (the CUDA backend) or the compiler of NVIDIA's
 * OpenCL platform, the two that take the kernels' NVIDIA-only code (intrinsics through CUDA, inline PTX through
 * OpenCL). One test for the features that ride on it (WarpShuffles, AsyncRowCopies).
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import java.util.Locale;

final class NvidiaCompilers {
    private NvidiaCompilers() {
    }

    /** True for the CUDA backend and for an OpenCL device of NVIDIA's platform. */
    static boolean build(Device device) {
        return device.backend() == BackendKind.CUDA || device.vendor().toLowerCase(Locale.ROOT).contains("nvidia");
    }
}
