/*
 * Where a minimum of resident groups per unit (MIN_GROUPS) reaches the compiler: CUDA only, as the kernel's
 * __launch_bounds__(threads, MIN_GROUPS). NVIDIA's OpenCL took the same bound as -cl-nv-maxrregcount until session 30,
 * where it lost wherever it was measured with inline PTX (H200: uchar box3 8192^2 capped for 8 groups 50.1-50.8 us,
 * uncapped 44.3-47.9; 3840x2160 capped for 5 11.8-12.3, uncapped 10.9-11.7; float box3x4 fused within 2%).
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;

public final class RegisterCap {
    private RegisterCap() {
    }

    /** True where MIN_GROUPS reaches the compiler (the CUDA backend); elsewhere the parameter changes nothing. */
    public static boolean appliesTo(Device device) {
        return device.backend() == BackendKind.CUDA;
    }
}
