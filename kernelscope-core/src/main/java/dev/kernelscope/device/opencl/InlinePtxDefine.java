/*
 * The define that lets a kernel use inline PTX on NVIDIA's OpenCL platform, whose compiler takes asm statements:
 * -DKERNELSCOPE_NV_PTX=<sm number> from the architecture the driver reports ("sm_90" -> 90). The packed uchar filters
 * use it for the byte permutes and funnel shifts that CUDA has as intrinsics and OpenCL C lacks.
 */
package dev.kernelscope.device.opencl;

import dev.kernelscope.device.SmNumber;
import java.util.Optional;
import java.util.OptionalInt;

final class InlinePtxDefine {
    /** -Dkernelscope.opencl.inlinePtx=false leaves the define out: the kernels' portable C, to measure against. */
    static final String PROPERTY = "kernelscope.opencl.inlinePtx";
    /** Maxwell: every instruction the kernels emit (prmt, shf) exists there, and CUDA 12 dropped the GPUs before it. */
    private static final int OLDEST_SM = 50;

    private InlinePtxDefine() {
    }

    /** The compiler option for a device of {@code architecture} on an NVIDIA platform or not; empty where none. */
    static Optional<String> option(boolean nvidia, String architecture) {
        return option(nvidia, architecture, !"false".equalsIgnoreCase(System.getProperty(PROPERTY)));
    }

    static Optional<String> option(boolean nvidia, String architecture, boolean enabled) {
        OptionalInt sm = SmNumber.of(architecture);
        if (!nvidia || !enabled || sm.isEmpty()) {
            return Optional.empty();
        }
        int number = sm.getAsInt();
        return number < OLDEST_SM ? Optional.empty() : Optional.of("-DKERNELSCOPE_NV_PTX=" + number);
    }
}
