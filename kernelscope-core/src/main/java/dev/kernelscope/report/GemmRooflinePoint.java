/*
 * A GEMM run as a point on the roofline: the shape's arithmetic intensity (A and B read once, C written once)
 * against the ridge of the device's FP32 peak and the theoretical DRAM bandwidth of its preset's reference product,
 * and how much of the attainable FLOP/s the fastest rung reached. Works for every preset with a reference product,
 * AMD included (seed 004: 61.4 TFLOP/s and 960 GB/s on a 7900 XTX, ridge 64 FLOP/B, 4096^3 at 683 FLOP/B).
 */
package dev.kernelscope.report;

import dev.kernelscope.kernels.gemm.GemmRecords;
import dev.kernelscope.model.roofline.ReferenceDevice;
import dev.kernelscope.model.roofline.ReferenceDevices;
import dev.kernelscope.model.roofline.Roofline;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;

/**
 * @param intensity FLOP per compulsory DRAM byte of the shape
 * @param ridge FLOP per byte where the FP32 peak meets the reference bandwidth
 * @param attainableGflops min(peak, intensity x bandwidth)
 * @param best the fastest verified rung's label, or empty when none ran
 * @param bestGflops its GFLOP/s (0 when none ran)
 */
public record GemmRooflinePoint(double intensity, double ridge, double bandwidthGBs, String bandwidthFrom,
        double attainableGflops, String best, double bestGflops) {

    public boolean memoryBound() {
        return intensity < ridge;
    }

    /** Empty when the record has no FP32 peak or its preset no reference product. */
    public static Optional<GemmRooflinePoint> of(GemmRecords.Report report, GemmRecords.SizeResult size) {
        if (report.peak() == null || report.device() == null || report.device().archPreset() == null) {
            return Optional.empty();
        }
        Optional<ReferenceDevice> product = ReferenceDevices.find(report.device().archPreset(),
                report.device().name());
        if (product.isEmpty()) {
            return Optional.empty();
        }
        Roofline roofline = new Roofline(report.peak().gflops(), product.get().memoryBandwidthGBs());
        double intensity = Roofline.gemmIntensity(size.m(), size.n(), size.k(), Float.BYTES);
        Optional<GemmRecords.RungResult> fastest = size.rungs().stream()
                .filter(r -> r.error() == null && (r.verification() == null || r.verification().passed()))
                .max(Comparator.comparingDouble(GemmRecords.RungResult::gflops));
        return Optional.of(new GemmRooflinePoint(intensity, roofline.ridgeIntensity(), roofline.bandwidthGBs(),
                "theoretical DRAM bandwidth of the " + product.get().product() + " (" + product.get().bandwidthFormula()
                        + ")", roofline.attainableGflops(intensity), fastest.map(GemmRecords.RungResult::label)
                        .orElse(""), fastest.map(GemmRecords.RungResult::gflops).orElse(0.0)));
    }

    /** One line for the ladder table. */
    public String describe() {
        String reached = best.isEmpty() ? "" : String.format(Locale.ROOT, "; the fastest rung (%s) reached %.1f%% of"
                + " the attainable %,.0f GFLOP/s", best, 100 * bestGflops / attainableGflops, attainableGflops);
        return String.format(Locale.ROOT, "roofline: %.1f FLOP/B (A and B read once, C written once) against a ridge"
                + " of %.1f FLOP/B (FP32 peak / the %s): %s%s", intensity, ridge, bandwidthFrom,
                memoryBound() ? "memory-bound" : "compute-bound", reached);
    }
}
