/*
 * The device's FP32 peak as the benchmark's "% of peak" uses it, with the arithmetic spelled out: on NVIDIA GPUs,
 * multiprocessors x FP32 lanes per multiprocessor (by architecture) x 2 FLOP per FMA x the driver's maximum clock.
 * Other devices get no peak ("unknown") rather than a guess.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.Device;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

public record Fp32Peak(double gflops, String how) {
    /** FP32 FMA lanes per SM (CUDA C Programming Guide, arithmetic instruction throughput table). */
    private static final Map<String, Integer> NVIDIA_FP32_LANES = Map.of(
            "sm_70", 64, "sm_75", 64, "sm_80", 64, "sm_86", 128, "sm_89", 128, "sm_90", 128, "sm_100", 128,
            "sm_120", 128);

    public static Optional<Fp32Peak> of(Device device) {
        Integer lanes = NVIDIA_FP32_LANES.get(device.archPreset());
        if (lanes == null || !device.isGpu() || device.clockMhz() <= 0) {
            return Optional.empty();
        }
        double gflops = (double) device.computeUnits() * lanes * 2 * device.clockMhz() / 1000.0;
        String how = String.format(Locale.ROOT,
                "%d SMs x %d FP32 lanes (%s) x 2 FLOP per FMA x %d MHz (driver's maximum clock) = %.1f TFLOP/s",
                device.computeUnits(), lanes, device.archPreset(), device.clockMhz(), gflops / 1000);
        return Optional.of(new Fp32Peak(gflops, how));
    }
}
