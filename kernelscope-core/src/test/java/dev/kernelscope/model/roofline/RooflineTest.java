/*
 * Peaks and rooflines from the reference devices: seed 004's 7900 XTX figures (61.4 TFLOP/s with dual issue,
 * 960 GB/s, 4096^3 in 2.24 ms needing about 90 GB/s), the H100's 66.9 TFLOP/s, and every entry's consistency.
 */
package dev.kernelscope.model.roofline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import org.junit.jupiter.api.Test;

class RooflineTest {
    @Test
    void seed004SevenNineHundredXtxPeaks() {
        ReferenceDevice xtx = ReferenceDevices.require("gfx1100");
        assertThat(xtx.fp32PeakGflops()).isCloseTo(61_440, within(1e-6));
        assertThat(xtx.memoryBandwidthGBs()).isCloseTo(960, within(1e-9));
        assertThat(xtx.fp32Formula()).contains("96 CUs", "x 2 (dual issue)", "61.4 TFLOP/s");
        assertThat(xtx.bandwidthFormula()).isEqualTo("384-bit bus / 8 x 20 Gbit/s per pin = 960.0 GB/s");
    }

    @Test
    void seed004GemmNapkinMath() {
        Roofline xtx = Roofline.of(ReferenceDevices.require("gfx1100"));
        assertThat(Roofline.gemmFlops(4096, 4096, 4096) / 1e9).isCloseTo(137.44, within(0.01));
        assertThat(xtx.gemmMillisecondsAtPeak(4096, 4096, 4096)).isCloseTo(2.237, within(0.001));
        assertThat(xtx.gemmBandwidthNeededGBs(4096, 4096, 4096, 4)).isCloseTo(90.0, within(0.1));
        assertThat(xtx.ridgeIntensity()).isEqualTo(64.0);
        assertThat(xtx.memoryBound(1.0)).isTrue();
        assertThat(xtx.attainableGflops(1.0)).isEqualTo(960.0);
        assertThat(xtx.attainableGflops(1000)).isEqualTo(61_440.0, within(1e-6));
    }

    @Test
    void hopperPeakMatchesTheDatasheet() {
        assertThat(ReferenceDevices.require("sm_90").fp32PeakGflops() / 1000).isCloseTo(66.9, within(0.05));
        assertThat(ReferenceDevices.require("sm_90").memoryBandwidthGBs()).isCloseTo(3353.6, within(0.1));
    }

    @Test
    void everyReferenceDeviceIsAPresetWithSources() {
        ArchRegistry presets = ArchRegistry.presets();
        assertThat(ReferenceDevices.all()).hasSizeGreaterThanOrEqualTo(15);
        for (ReferenceDevice device : ReferenceDevices.all()) {
            assertThat(presets.find(device.archId())).as(device.archId()).isPresent();
            assertThat(device.sources()).containsKeys("computeUnits", "boostClockMhz", "memory", "fp32LanesPerUnit");
            assertThat(device.issueFactor()).as(device.archId())
                    .isEqualTo(device.archId().startsWith("gfx11") ? 2 : 1);
        }
        assertThatThrownBy(() -> ReferenceDevices.require("rogue")).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> new Roofline(0, 1)).isInstanceOf(InvalidInputException.class);
    }

    @Test
    void aDeviceGetsTheReferenceProductOfItsNameWhereItsPresetHasSeveral() {
        // the H200 is sm_90 like the H100, with 4.8 instead of 3.35 TB/s: a GEMM roofline on an H200 once used the H100's
        assertThat(ReferenceDevices.find("sm_90", "NVIDIA H200").orElseThrow().memoryBandwidthGBs()).isEqualTo(4800.0);
        assertThat(ReferenceDevices.find("sm_90", "NVIDIA H100 80GB HBM3").orElseThrow().product()).contains("H100");
        // a product of the preset with no entry of its own gets the preset's default, named in what is printed
        assertThat(ReferenceDevices.find("sm_90", "NVIDIA H800").orElseThrow().product()).contains("H100");
    }
}
