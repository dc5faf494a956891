/*
 * Where the packed rung's STREAM > 0 copies rows ahead with cp.async (08_packed.cl, KS_ASYNC_COPIES): CUDA, and
 * NVIDIA's OpenCL through inline PTX (unless -Dkernelscope.opencl.inlinePtx=false), on sm_80 and later. Elsewhere the
 * ring is filled by plain loads done at once, one row in flight: correct, never faster, so the tuner holds STREAM there.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.Device;
import dev.kernelscope.device.SmNumber;

public final class AsyncRowCopies {
    /** cp.async: PTX ISA 7.0, sm_80 (Ampere) and later. */
    private static final int OLDEST_SM = 80;

    private AsyncRowCopies() {
    }

    /** True where STREAM > 0 copies rows with cp.async on {@code device}. */
    public static boolean appliesTo(Device device) {
        return NvidiaCompilers.build(device) && SmNumber.of(device.architecture()).orElse(0) >= OLDEST_SM;
    }
}
