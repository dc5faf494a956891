/*
 * The benchmark's result records, written as JSON (every sample kept) and read by the table and the chart.
 * Field names are the JSON keys.
 */
package dev.kernelscope.kernels.gemm;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

public final class GemmRecords {
    private GemmRecords() {}

    /** The whole run. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Report(String tool, String java, String commandLine, String date, DeviceInfo device,
                         VendorInfo vendor, PeakInfo peak, Settings settings, List<SizeResult> sizes) {}

    public record DeviceInfo(String id, String backend, String name, String vendor, String platform,
                             String driverVersion, String deviceVersion, String archPreset, int computeUnits,
                             int clockMhz, long globalMemBytes, long l2Bytes, String type) {
        /** "CPU", "GPU", ...; null in records written before the field existed. */
        public boolean isCpu() {
            return "CPU".equals(type);
        }
    }

    /** The vendor BLAS, or name "none" with the reason in mathMode. */
    public record VendorInfo(String name, String version, String mathMode) {}

    public record PeakInfo(double gflops, String how) {}

    /** {@code tuningDatabase}: the file `gemm --database` named (absent: the built-in database). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Settings(int warmups, int repetitions, float alpha, float beta, String timing, String rotation,
                           String verification, String tuningDatabase) {}

    /**
     * One problem shape: the vendor's result and every rung's. {@code layout} "row" or "col", {@code transposes}
     * "NN", "NT", "TN" or "TT" (absent in records written before shapes: row-major NN). {@code vendor}: device
     * events with the launch excluded, as the rungs' kernel times; {@code vendorIdleStream}: the previous method, an
     * event pair around each call on an idle stream (kept to show the difference); {@code vendorEndToEnd}: host
     * clock over back-to-back calls, as an application calls it. {@code device}: the device that measured it (a
     * matrix spread over several devices, `gemm --devices`, measures each shape on one of them); {@code error}: no
     * measurement came back (its worker died twice), with rungs empty. Both absent in records written before them.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SizeResult(int m, int n, int k, String layout, String transposes, int rotationSets, long bytesPerSet,
                             Timed vendor, Timed vendorIdleStream, EndToEnd vendorEndToEnd, List<RungResult> rungs,
                             String device, String error) {}

    /** Samples of one timed operation. */
    public record Timed(List<Long> samplesNs, double medianNs, double minNs, double gflops) {}

    /**
     * A library call timed as an application makes it: the host clock around {@code callsPerSample} back-to-back
     * calls (plan, packs and launches included) and one synchronization, divided by the calls; {@code hostNsPerCall}
     * is the median of every call's own host time to return (the enqueue cost: nothing waits for the device),
     * {@code hostNsFirstCall} the median of each sample's first call (the one after an idle device and a waiting host
     * thread), and {@code hostNsSameBuffers} the median host time of back-to-back calls on one set of buffers (an
     * application's loop on its own matrices, where a cached plan's launches need no new arguments).
     * {@code warmUpRounds} and {@code warmUpMs} say how long the calls were warmed before (on a GPU, until a round of
     * at least 20 ms passed with no JIT compilation, EndToEndTimer).
     */
    public record EndToEnd(List<Long> perCallNs, double medianNs, double gflops, int callsPerSample,
                           List<Long> hostNsPerCallSamples, double hostNsPerCall, double hostNsFirstCall,
                           double hostNsSameBuffers, int warmUpRounds, double warmUpMs) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record RungResult(int rung, String id, String label, String title, Map<String, Long> parameters, String parameterSource,
                             double compileMs, Resources resources, Occupancy occupancy, Verification verification,
                             Timed kernel, List<Double> packMedianNs, double totalMedianNs, double gflops,
                             Double percentOfVendor, Double percentOfPeak, String shapeClass, EndToEnd endToEnd,
                             Double percentOfVendorEndToEnd, String error) {}

    /** What the compiled kernel needs, as the driver reports it (null where it does not say). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Resources(long threadsPerGroup, Integer registersPerThread, Long sharedBytes, Long spillStoreBytes,
                            Long spillLoadBytes, long privateBytes, long localBytesDeclared) {}

    /** Groups per unit and occupancy from KernelScope's model and, where the backend can ask, from the driver. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Occupancy(Integer modelGroupsPerUnit, Double modelOccupancy, String modelLimiters,
                            Integer driverGroupsPerUnit, Double driverOccupancy, String note) {}

    public record Verification(boolean passed, double relativeError, long nonFinite, long compared, String method) {}
}
