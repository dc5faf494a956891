/*
 * Runs the SGEMM ladder benchmark on an open session with the vendor BLAS (cuBLAS where the session has one) and the
 * driver's occupancy answer wired in: the one path `kernelscope gemm` and `kernelscope demo` share.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.kernels.gemm.GemmBenchmark;
import dev.kernelscope.kernels.gemm.GemmRecords;
import dev.kernelscope.kernels.gemm.VendorSgemm;
import dev.kernelscope.kernels.gemm.VendorSgemms;
import java.util.Optional;
import java.util.function.Consumer;

final class GemmRuns {
    private GemmRuns() {}

    /** Verifies and times every entry of {@code options}; {@code progress} receives one line per step. */
    static GemmRecords.Report run(DeviceSession session, GemmBenchmark.Options options, Consumer<String> progress,
            String commandLine) {
        return run(session, options, progress, commandLine, (size, result) -> { });
    }

    /** As above, telling {@code measured} of each rung as soon as it is measured (gemm --output journals them). */
    static GemmRecords.Report run(DeviceSession session, GemmBenchmark.Options options, Consumer<String> progress,
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
