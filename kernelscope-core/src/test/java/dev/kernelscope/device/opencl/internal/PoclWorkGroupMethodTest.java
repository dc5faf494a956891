/*
 * Which PoCL platforms get POCL_WORK_GROUP_METHOD=loopvec: 5.x only, by the platform's version string (the 5.0 one as
 * Ubuntu 24.04's package printed it in session 37; 3.1, which CI runs, and 6.0 written in the same form).
 */
package dev.kernelscope.device.opencl.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PoclWorkGroupMethodTest {

    @Test
    void onlyPocl5GetsTheWorkItemLoops() {
        assertThat(PoclWorkGroupMethod.autoMethodMiscompiles(
                "OpenCL 3.0 PoCL 5.0+debian  Linux, None+Asserts, RELOC, SPIR, LLVM 16.0.6, SLEEF, DISTRO, POCL_DEBUG"))
                .isTrue();
        assertThat(PoclWorkGroupMethod.autoMethodMiscompiles(
                "OpenCL 3.0 PoCL 3.1+debian  Linux, None+Asserts, RELOC, SPIR, LLVM 15.0.6, SLEEF, DISTRO, POCL_DEBUG"))
                .isFalse();
        assertThat(PoclWorkGroupMethod.autoMethodMiscompiles(
                "OpenCL 3.0 PoCL 6.0+debian  Linux, None+Asserts, RELOC, SPIR-V, LLVM 18.1.8, SLEEF, DISTRO, POCL_DEBUG"))
                .isFalse();
        assertThat(PoclWorkGroupMethod.autoMethodMiscompiles("OpenCL 3.0 CUDA 13.0.97")).isFalse();
        assertThat(PoclWorkGroupMethod.autoMethodMiscompiles(null)).isFalse();
    }

    @Test
    void otherPlatformsGetNoHint() {
        assertThat(PoclWorkGroupMethod.hint("NVIDIA CUDA", "OpenCL 3.0 CUDA 13.0.97")).isEmpty();
    }
}
