/*
 * The roofline bound of a kernel on a device: attainable FLOP/s = min(FP32 peak, arithmetic intensity x memory
 * bandwidth), and for GEMM the napkin math of seed 004: time at peak = 2MNK / peak, and the DRAM bandwidth needed to
 * stream A, B and C once in that time (4096^3 on a 7900 XTX: 2.24 ms, about 90 GB/s of 960).
 */
package dev.kernelscope.model.roofline;

import dev.kernelscope.model.InvalidInputException;

public record Roofline(double peakGflops, double bandwidthGBs) {
    public Roofline {
        if (!(peakGflops > 0) || !(bandwidthGBs > 0) || Double.isInfinite(peakGflops)
                || Double.isInfinite(bandwidthGBs)) {
            throw new InvalidInputException("a roofline needs a positive peak and bandwidth, not " + peakGflops
                    + " GFLOP/s and " + bandwidthGBs + " GB/s.");
        }
    }

    public static Roofline of(ReferenceDevice device) {
        return new Roofline(device.fp32PeakGflops(), device.memoryBandwidthGBs());
    }

    /** FLOP per byte where the two roofs meet: below it a kernel is memory-bound (7900 XTX: 64). */
    public double ridgeIntensity() {
        return peakGflops / bandwidthGBs;
    }

    /** Attainable GFLOP/s at this many FLOP per DRAM byte. */
    public double attainableGflops(double flopsPerByte) {
        if (!(flopsPerByte > 0) || Double.isInfinite(flopsPerByte)) {
            throw new InvalidInputException("arithmetic intensity must be a positive FLOP/byte, not " + flopsPerByte
                    + ".");
        }
        return Math.min(peakGflops, flopsPerByte * bandwidthGBs);
    }

    public boolean memoryBound(double flopsPerByte) {
        return flopsPerByte < ridgeIntensity();
    }

    /** FLOP of C = alpha AB + beta C: 2MNK. */
    public static double gemmFlops(long m, long n, long k) {
        return 2.0 * m * n * k;
    }

    /** Bytes to read A and B and write C once: (MK + KN + MN) x element size (seed 004: 3 x 64 MiB at 4096). */
    public static double gemmCompulsoryBytes(long m, long n, long k, int elementBytes) {
        return ((double) m * k + (double) k * n + (double) m * n) * elementBytes;
    }

    /** FLOP per compulsory DRAM byte of a GEMM (4096^3 FP32: 2 x 4096^3 / (3 x 64 MiB) = 682.7). */
    public static double gemmIntensity(long m, long n, long k, int elementBytes) {
        return gemmFlops(m, n, k) / gemmCompulsoryBytes(m, n, k, elementBytes);
    }

    /** Milliseconds a GEMM takes at the FP32 peak (4096^3 on a 7900 XTX: 2.237). */
    public double gemmMillisecondsAtPeak(long m, long n, long k) {
        return gemmFlops(m, n, k) / (peakGflops * 1e9) * 1000;
    }

    /** GB/s needed to move the compulsory bytes in the time at peak (4096^3 FP32 on a 7900 XTX: 90). */
    public double gemmBandwidthNeededGBs(long m, long n, long k, int elementBytes) {
        return gemmCompulsoryBytes(m, n, k, elementBytes) / (gemmMillisecondsAtPeak(m, n, k) / 1000) / 1e9;
    }
}
