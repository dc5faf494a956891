/*
 * Finds the vendor SGEMM for a session: cuBLAS (pedantic FP32, no TF32) on the CUDA backend, CLBlast
 * (libclblast.so.1, where installed) on OpenCL; when there is none, absence() says why and the report keeps it.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.cuda.CublasSgemm;
import dev.kernelscope.device.opencl.ClBlastSgemm;
import java.util.Optional;

public final class VendorSgemms {
    private VendorSgemms() {}

    /** The vendor SGEMM for {@code session}, or empty; {@link #absence(DeviceSession)} says why when empty. */
    public static Optional<VendorSgemm> open(DeviceSession session) {
        if (session.device().backend() == BackendKind.OPENCL) {
            try {
                return Optional.of(new ClBlast(ClBlastSgemm.open(session)));
            } catch (GpuException unavailable) {
                return Optional.empty();
            }
        }
        if (session.device().backend() != BackendKind.CUDA) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Cublas(CublasSgemm.open(session)));
        } catch (GpuException unavailable) {
            return Optional.empty();
        }
    }

    /** Why there is no vendor SGEMM on this session. */
    public static String absence(DeviceSession session) {
        return session.device().backend() == BackendKind.CUDA ? "cuBLAS could not be loaded (libcublas.so)"
                : "no vendor BLAS for OpenCL: " + ClBlastSgemm.unavailableReason()
                        + "; percentages of a vendor BLAS are omitted";
    }

    /** cuBLAS through the CUDA backend's CublasSgemm, on the same stream and events as our kernels. */
    private record Cublas(CublasSgemm cublas) implements VendorSgemm {
        @Override
        public String name() {
            return "cuBLAS";
        }

        @Override
        public String version() {
            return cublas.version();
        }

        @Override
        public String mathMode() {
            return cublas.mathMode().cublasName() + " (FP32 throughout, no TF32)";
        }

        @Override
        public void sgemm(int m, int n, int k, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
            cublas.sgemm(m, n, k, alpha, a, k, b, n, beta, c, n);
        }

        @Override
        public long timeOnceNs(int m, int n, int k, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
            return Math.round(cublas.time(m, n, k, alpha, a, k, b, n, beta, c, n, 0, 1).medianNs());
        }

        @Override
        public void sgemm(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
            RowMajor call = RowMajor.of(shape, a, b);
            cublas.sgemm(call.row().transA(), call.row().transB(), call.row().m(), call.row().n(), call.row().k(),
                    alpha, call.first(), call.row().lda(), call.second(), call.row().ldb(), beta, c, call.row().ldc());
        }

        @Override
        public long[] timeEachNs(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c, int count,
                                 boolean launchExcluded) {
            RowMajor call = RowMajor.of(shape, a, b);
            return cublas.timeEach(call.row().transA(), call.row().transB(), call.row().m(), call.row().n(),
                    call.row().k(), alpha, call.first(), call.row().lda(), call.second(), call.row().ldb(), beta, c,
                    call.row().ldc(), count, launchExcluded);
        }

        @Override
        public void close() {
            cublas.close();
        }
    }

    /** CLBlast on the OpenCL session's queue (the portable tuned BLAS; the vendors ship none for OpenCL). */
    private record ClBlast(ClBlastSgemm clblast) implements VendorSgemm {
        @Override
        public String name() {
            return "CLBlast";
        }

        @Override
        public String version() {
            return "";   // CLBlast has no version call; the library name is in mathMode
        }

        @Override
        public String mathMode() {
            return "CLBlastSgemm, FP32 (" + ClBlastSgemm.libraryName() + ")";
        }

        @Override
        public void sgemm(int m, int n, int k, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
            clblast.sgemm(false, false, m, n, k, alpha, a, k, b, n, beta, c, n);
        }

        @Override
        public long timeOnceNs(int m, int n, int k, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
            return clblast.timeEach(false, false, m, n, k, alpha, a, k, b, n, beta, c, n, 1)[0];
        }

        @Override
        public void sgemm(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
            RowMajor call = RowMajor.of(shape, a, b);
            clblast.sgemm(call.row().transA(), call.row().transB(), call.row().m(), call.row().n(), call.row().k(),
                    alpha, call.first(), call.row().lda(), call.second(), call.row().ldb(), beta, c, call.row().ldc());
        }

        /** OpenCL profiling events time the device work only, so both modes give the same samples. */
        @Override
        public long[] timeEachNs(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c, int count,
                                 boolean launchExcluded) {
            RowMajor call = RowMajor.of(shape, a, b);
            return clblast.timeEach(call.row().transA(), call.row().transB(), call.row().m(), call.row().n(),
                    call.row().k(), alpha, call.first(), call.row().lda(), call.second(), call.row().ldb(), beta, c,
                    call.row().ldc(), count);
        }

        @Override
        public void close() {
            clblast.close();
        }
    }

    /**
     * A call of any layout as the row-major call the vendor bindings take: column-major C = op(A) op(B) is row-major
     * C^T = op(B)^T op(A)^T, so the operands swap where the shape says so.
     */
    private record RowMajor(GemmShape row, Buffer first, Buffer second) {
        static RowMajor of(GemmShape shape, Buffer a, Buffer b) {
            GemmShape row = shape.toRowMajor();
            return shape.swapsOperands() ? new RowMajor(row, b, a) : new RowMajor(row, a, b);
        }
    }
}
