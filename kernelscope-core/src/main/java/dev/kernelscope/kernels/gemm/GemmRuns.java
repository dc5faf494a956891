/*
 * Runs the SGEMM ladder benchmark on an open session with the vendor BLAS (cuBLAS where the session has one) and the
 * driver's occupancy answer wired in: the one path `kernelscope gemm`, `kernelscope demo`
 * and a worker of a spread matrix (`gemm --devices`) share.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.DeviceSession;
import java.util.Optional;
import java.util.function.Consumer;

public final class GemmRuns {
    private GemmRuns() {}

    /** Verifies and times every entry of {@code options}; {@code progress} receives one line per step. */
    public static GemmRecords.Report run(DeviceSession session, GemmBenchmark.Options options, Consumer<String> progress,
            String commandLine) {
        return run(session, options, progress, commandLine, (size, result) -> { });
    }

    /** As above, telling {@code measured} of each rung as soon as it is measured (gemm --output journals them). */
    public static GemmRecords.Report run(DeviceSession session, GemmBenchmark.Options options, Consumer<String> progress,
            String commandLine, GemmBenchmark.Listener measured) {
        Optional<VendorSgemm> vendor = VendorSgemms.open(session);
        try {
            GemmBenchmark benchmark = new GemmBenchmark(session, options, vendor, VendorSgemms.absence(session),
                    GemmDriverOccupancy.forSession(session), progress).onMeasured(measured);
            return benchmark.run(commandLine);
        } finally {
            vendor.ifPresent(VendorSgemm::close);
        }
    }
}
