/*
 * Architecture identification from what drivers state: compute capability -> sm_XY; an AMD gfx device name (with or
 * without target-feature suffixes) -> its gfx target; marketing names are not guessed at.
 */
package dev.kernelscope.device.opencl;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.ArchPresets;
import dev.kernelscope.device.Device;
import org.junit.jupiter.api.Test;

class ArchIdentificationTest {

    @Test
    void nvidiaComputeCapability() {
        assertThat(ArchIdentification.nvidia(9, 0)).isEqualTo("sm_90");
        assertThat(ArchIdentification.nvidia(8, 6)).isEqualTo("sm_86");
        assertThat(ArchIdentification.nvidia(12, 0)).isEqualTo("sm_120");
    }

    @Test
    void amdGfxNames() {
        assertThat(ArchIdentification.amd("gfx1100")).contains("gfx1100");
        assertThat(ArchIdentification.amd("gfx90a:sramecc+:xnack-")).contains("gfx90a");
        assertThat(ArchIdentification.amd("Radeon RX 7900 XTX")).isEmpty();
        assertThat(ArchIdentification.amd("Ellesmere")).isEmpty();
    }

    @Test
    void onlyArchitecturesWithAPresetMapToOne() {
        assertThat(ArchPresets.presetFor("sm_90")).isEqualTo("sm_90");
        assertThat(ArchPresets.presetFor("gfx1100")).isEqualTo("gfx1100");
        assertThat(ArchPresets.presetFor("sm_87")).isEqualTo(Device.UNKNOWN_ARCH);
        assertThat(ArchPresets.presetFor("")).isEqualTo(Device.UNKNOWN_ARCH);
    }
}
