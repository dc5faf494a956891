/*
 * The FP32 peak behind every "% of peak": NVIDIA from the CUDA guide's lanes per SM, AMD from the preset's reference
 * product (seed 004: a 7900 XTX is 61.4 TFLOP/s with RDNA3's dual issue), whether the driver counts CUs or WGPs;
 * an RDNA product whose count matches neither reading, and families without a reference product, get none.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Fp32PeakTest {
    @ParameterizedTest(name = "{0}, {1} units at {2} MHz: {3} GFLOP/s")
    @CsvSource({
        "sm_90, 132, 1980, 66908.16, SMs",
        "gfx1100, 96, 2500, 61440, 96 CUs x 64 FP32 lanes x 2 (dual issue)",
        "gfx1100, 48, 2500, 61440, 48 WGPs (96 CUs",
        "gfx1030, 40, 2250, 23040, 40 WGPs (80 CUs",
        "gcn, 64, 1050, 8601.6, 64 CUs x 64 FP32 lanes (gcn",
        "gfx90a, 110, 1700, 23936, 110 CUs x 64",
        "gfx942, 304, 2100, 81715.2, 304 CUs"})
    void peakFromTheDriversUnitsAndClock(String arch, int units, int mhz, double gflops, String how) {
        Fp32Peak peak = Fp32Peak.of(arch, units, mhz).orElseThrow();
        assertThat(peak.gflops()).isCloseTo(gflops, within(1e-6));
        assertThat(peak.how()).contains(how).contains(mhz + " MHz");
    }

    @ParameterizedTest(name = "{0}, {1} units: no peak")
    @CsvSource({"gfx1100, 84, 2500", "gfx1100, 42, 2500", "apple7, 10, 1300", "rogue, 4, 800", "sm_90, 0, 1980",
        "gfx1100, 96, 0", "sm_99, 10, 1000"})
    void noGuessWhereTheUnitsOrTheProductAreUnknown(String arch, int units, int mhz) {
        assertThat(Fp32Peak.of(arch, units, mhz)).isEmpty();
    }
}
