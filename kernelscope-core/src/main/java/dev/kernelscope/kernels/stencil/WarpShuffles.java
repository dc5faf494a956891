/*
 * Where SHUFFLE=1 compiles to warp shuffles: the vector rung's through CUDA only, the register-fused rung's through
 * CUDA and NVIDIA's OpenCL (inline PTX, KERNELSCOPE_NV_PTX, unless -Dkernelscope.opencl.inlinePtx=false leaves it
 * out). Elsewhere the kernel keeps its other path (the vector rung's halo loads, the register-fused rung's local
 * exchange), so both values compile the same kernel. lanesShuffle: where the common lane shuffles exist at all.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;

public final class WarpShuffles {
    private WarpShuffles() {
    }

    /** True where {@code variant}'s SHUFFLE=1 takes warp shuffles on {@code device}. */
    public static boolean appliesTo(StencilVariant variant, Device device) {
        return device.backend() == BackendKind.CUDA || variant == StencilVariant.REGISTER_FUSED && lanesShuffle(device);
    }

    /** True where stencil_common.cl's lane shuffles (KS_LANE_SHUFFLES) may exist on {@code device}. */
    static boolean lanesShuffle(Device device) {
        return NvidiaCompilers.build(device);
    }
}
