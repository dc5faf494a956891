/*
 * The driver's occupancy answer for the gemm table, where the backend has one: on CUDA,
 * cuOccupancyMaxActiveBlocksPerMultiprocessor for the compiled kernel; OpenCL has no such query.
 * The device API does not hand out a Kernel's native handle, so the rung's source is compiled once more on the CUDA
 * backend with the same options (NVRTC, about a second per rung) and asked, then released.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.Backend;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.cuda.CudaBackend;
import java.util.OptionalInt;

public final class GemmDriverOccupancy {
    private GemmDriverOccupancy() {}

    /** Null when the backend cannot say. */
    public static GemmBenchmark.DriverOccupancy forSession(DeviceSession session) {
        if (!(session.nativeBackend() instanceof CudaBackend cuda)) {
            return null;
        }
        return (gemm, threads) -> {
            Backend.CompiledProgram compiled = cuda.compile(gemm.rung().source(), gemm.program().key().compilerOptions());
            try {
                Backend.KernelHandle kernel = cuda.kernel(compiled.handle(), gemm.rung().kernelName());
                try {
                    return OptionalInt.of(cuda.occupancyBlocksPerMultiprocessor(kernel, threads, 0));
                } finally {
                    cuda.release(kernel);
                }
            } finally {
                cuda.release(compiled.handle());
            }
        };
    }
}
