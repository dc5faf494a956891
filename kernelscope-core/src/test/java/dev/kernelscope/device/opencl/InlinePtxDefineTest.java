/*
 * The inline-PTX define: on NVIDIA's platform only, with the sm number the driver's architecture names, and left out
 * when the switch is off or the architecture is not an sm_XX.
 */
package dev.kernelscope.device.opencl;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class InlinePtxDefineTest {

    @Test
    void nvidiaDevicesGetTheirSmNumber() {
        assertThat(InlinePtxDefine.option(true, "sm_90", true)).contains("-DKERNELSCOPE_NV_PTX=90");
        assertThat(InlinePtxDefine.option(true, "sm_86", true)).contains("-DKERNELSCOPE_NV_PTX=86");
        assertThat(InlinePtxDefine.option(true, "sm_100", true)).contains("-DKERNELSCOPE_NV_PTX=100");
        assertThat(InlinePtxDefine.option(true, "sm_90a", true)).contains("-DKERNELSCOPE_NV_PTX=90");
    }

    @Test
    void otherPlatformsUnknownArchitecturesAndTheSwitchGetNone() {
        assertThat(InlinePtxDefine.option(false, "sm_90", true)).isEmpty();
        assertThat(InlinePtxDefine.option(true, "", true)).isEmpty();
        assertThat(InlinePtxDefine.option(true, null, true)).isEmpty();
        assertThat(InlinePtxDefine.option(true, "gfx1100", true)).isEmpty();
        assertThat(InlinePtxDefine.option(true, "sm_90", false)).isEmpty();
        assertThat(InlinePtxDefine.option(true, "sm_35", true)).isEmpty();   // Kepler: older than the kernels assume
        assertThat(InlinePtxDefine.option(true, "sm_50", true)).contains("-DKERNELSCOPE_NV_PTX=50");
    }
}
