/*
 * One architecture's reference product: compute units, FP32 FMA lanes per unit, the issue factor (2 for RDNA3's
 * dual-issue VOPD), the boost clock and the memory bus, each from the vendor's published specification (the
 * sources map). Peaks are computed from these numbers, never typed in: FP32 = units x lanes x issue x 2 (FMA) x
 * clock, bandwidth = bus bits / 8 x Gbit/s per pin. matchesName: the part of a device's name that makes it this
 * product where its preset has several ("H200"), empty for none.
 */
package dev.kernelscope.model.roofline;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.lds.LdsBankGeometry;
import java.util.Locale;
import java.util.Map;

public record ReferenceDevice(String archId, String product, int computeUnits, String unitName,
        int fp32LanesPerUnit, int issueFactor, double boostClockMhz, int memoryBusBits, double memoryGbpsPerPin,
        String matchesName, Map<String, String> sources) {
    public ReferenceDevice {
        sources = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(sources));
        if (computeUnits < 1 || fp32LanesPerUnit < 1 || issueFactor < 1 || !(boostClockMhz > 0)
                || memoryBusBits < 1 || !(memoryGbpsPerPin > 0)) {
            throw new InvalidInputException("reference device " + product + " needs positive units, lanes, issue"
                    + " factor, clock, bus width and data rate.");
        }
    }

    /** FP32 GFLOP/s: units x lanes x issue factor x 2 FLOP per FMA x MHz / 1000 (7900 XTX: 61,440). */
    public double fp32PeakGflops() {
        return (double) computeUnits * fp32LanesPerUnit * issueFactor * 2 * boostClockMhz / 1000.0;
    }

    /** Theoretical DRAM GB/s: bus bits / 8 x Gbit/s per pin (7900 XTX: 384 / 8 x 20 = 960). */
    public double memoryBandwidthGBs() {
        return memoryBusBits / 8.0 * memoryGbpsPerPin;
    }

    /** Peak LDS bytes/s of the whole device: units x bytes per unit per clock x clock (7900 XTX: 30.72 TB/s). */
    public double ldsPeakBytesPerSecond(LdsBankGeometry geometry) {
        return computeUnits * (double) geometry.bytesPerUnitPerClock() * boostClockMhz * 1e6;
    }

    /** The FP32 arithmetic spelled out. */
    public String fp32Formula() {
        return String.format(Locale.ROOT, "%d %ss x %d FP32 lanes%s x 2 FLOP per FMA x %.0f MHz = %.1f TFLOP/s",
                computeUnits, unitName, fp32LanesPerUnit, issueFactor > 1 ? " x " + issueFactor + " (dual issue)"
                        : "", boostClockMhz, fp32PeakGflops() / 1000);
    }

    /** The bandwidth arithmetic spelled out. */
    public String bandwidthFormula() {
        return String.format(Locale.ROOT, "%d-bit bus / 8 x %s Gbit/s per pin = %.1f GB/s", memoryBusBits,
                stripZeros(memoryGbpsPerPin), memoryBandwidthGBs());
    }

    private static String stripZeros(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
