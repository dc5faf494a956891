/*
 * The device's FP32 peak as the benchmark's and analyze's "% of peak" use it, with the arithmetic spelled out: units
 * the driver reports x FP32 lanes per unit x the issue factor (RDNA3's dual-issue VOPD: 2) x 2 FLOP per FMA x the
 * driver's maximum clock. NVIDIA lanes per SM come from the CUDA guide; AMD lanes and issue factor from the preset's
 * reference product (reference-devices.json). Other devices get no peak ("unknown") rather than a guess.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.Device;
import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.roofline.ReferenceDevice;
import dev.kernelscope.model.roofline.ReferenceDevices;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

public record Fp32Peak(double gflops, String how) {
    /** FP32 FMA lanes per SM (CUDA C Programming Guide, arithmetic instruction throughput table). */
    private static final Map<String, Integer> NVIDIA_FP32_LANES = Map.of(
            "sm_70", 64, "sm_75", 64, "sm_80", 64, "sm_86", 128, "sm_89", 128, "sm_90", 128, "sm_100", 128,
            "sm_120", 128);

    public static Optional<Fp32Peak> of(Device device) {
        return device.isGpu() ? of(device.archPreset(), device.computeUnits(), device.clockMhz()) : Optional.empty();
    }

    /**
     * The peak of a GPU of this architecture preset with this many units at this clock, as its driver reports them.
     * On RDNA a driver may count CUs or WGPs (two CUs); the count is read as whichever matches the preset's
     * reference product, and a product matching neither gets no peak rather than a factor-of-two guess.
     */
    public static Optional<Fp32Peak> of(String archPreset, int computeUnits, int clockMhz) {
        if (archPreset == null || computeUnits <= 0 || clockMhz <= 0) {
            return Optional.empty();
        }
        Integer lanes = NVIDIA_FP32_LANES.get(archPreset);
        if (lanes != null) {
            double gflops = (double) computeUnits * lanes * 2 * clockMhz / 1000.0;
            return Optional.of(new Fp32Peak(gflops, String.format(Locale.ROOT,
                    "%d SMs x %d FP32 lanes (%s) x 2 FLOP per FMA x %d MHz (driver's maximum clock) = %.1f TFLOP/s",
                    computeUnits, lanes, archPreset, clockMhz, gflops / 1000)));
        }
        Optional<Architecture> preset = ArchRegistry.presets().find(archPreset);
        Optional<ReferenceDevice> reference = ReferenceDevices.find(archPreset);
        if (preset.isEmpty() || !(preset.get() instanceof AmdArch amd) || reference.isEmpty()) {
            return Optional.empty();
        }
        ReferenceDevice product = reference.get();
        int cus = computeUnits;
        String counted = "CUs";
        if (amd.hasWgpMode() && computeUnits != product.computeUnits()) {
            if (computeUnits * amd.cusPerWgp() != product.computeUnits()) {
                return Optional.empty(); // another RDNA product: CUs or WGPs cannot be told apart
            }
            cus = computeUnits * amd.cusPerWgp();
            counted = "WGPs (" + cus + " CUs, as the " + product.product() + ")";
        }
        double gflops = (double) cus * product.fp32LanesPerUnit() * product.issueFactor() * 2 * clockMhz / 1000.0;
        return Optional.of(new Fp32Peak(gflops, String.format(Locale.ROOT,
                "%d %s x %d FP32 lanes%s (%s, lanes from the %s) x 2 FLOP per FMA x %d MHz (driver's maximum clock)"
                        + " = %.1f TFLOP/s", computeUnits, counted, product.fp32LanesPerUnit() * (cus / computeUnits),
                product.issueFactor() > 1 ? " x " + product.issueFactor() + " (dual issue)" : "", archPreset,
                product.product(), clockMhz, gflops / 1000)));
    }
}
