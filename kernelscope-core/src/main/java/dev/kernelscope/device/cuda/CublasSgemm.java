/*
 * The cuBLAS yardstick every GEMM benchmark prints beside KernelScope's own kernels: cublasSgemm on a CUDA
 * DeviceSession's buffers and stream, in true FP32 (pedantic math by default; never TF32), row-major like our
 * kernels, timed with the same CUDA events. Holds a cuBLAS handle and its own reference on the primary context.
 */
package dev.kernelscope.device.cuda;

import static java.lang.foreign.ValueLayout.JAVA_FLOAT;

import dev.kernelscope.device.Backend;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.MatrixOperands;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Timing;
import dev.kernelscope.device.cuda.internal.CuDriver;
import dev.kernelscope.device.cuda.internal.Cublas;
import dev.kernelscope.model.InvalidInputException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

public final class CublasSgemm implements AutoCloseable {

    /** The FP32 math modes offered; neither lets cuBLAS use TF32 tensor cores. */
    public enum MathMode {
        /**
         * CUBLAS_PEDANTIC_MATH: FP32 in every phase, no TF32, no reduced-precision reductions, no FP32 emulation
         * (which cuBLAS 13 can otherwise enable through environment variables). The default: it is the mode that
         * guarantees true FP32 regardless of the environment.
         */
        PEDANTIC(Cublas.CUBLAS_PEDANTIC_MATH),
        /**
         * CUBLAS_DEFAULT_MATH: tensor cores only where they keep at least FP32 precision, so FP32 GEMM stays on the
         * FP32 units; kept to compare with PEDANTIC.
         */
        DEFAULT(Cublas.CUBLAS_DEFAULT_MATH);

        private final int code;

        MathMode(int code) {
            this.code = code;
        }

        int code() {
            return code;
        }

        /** The cuBLAS constant's name, for result records. */
        public String cublasName() {
            return this == PEDANTIC ? "CUBLAS_PEDANTIC_MATH" : "CUBLAS_DEFAULT_MATH";
        }
    }

    private final DeviceSession session;
    private final CudaBackend backend;
    private final MathMode mathMode;
    private final int version;
    private final Arena arena = Arena.ofShared();
    private final MemorySegment alpha;
    private final MemorySegment beta;
    private MemorySegment handle; // NULL-free while open; null once closed

    private CublasSgemm(DeviceSession session, CudaBackend backend, MathMode mathMode) {
        this.session = session;
        this.backend = backend;
        this.mathMode = mathMode;
        Cublas.LIBRARY.requireAvailable();
        backend.makeCurrent();
        CuDriver.cuDevicePrimaryCtxRetain(backend.cuDevice()); // our own reference: order of close() is free
        MemorySegment created = null;
        try {
            created = Cublas.create();
            Cublas.setStream(created, backend.stream());
            Cublas.setMathMode(created, mathMode.code());
            if (Cublas.mathMode(created) != mathMode.code()) {
                throw new IllegalStateException("cuBLAS did not keep math mode " + mathMode.cublasName());
            }
            this.version = Cublas.version(created);
        } catch (RuntimeException failure) {
            if (created != null) {
                Cublas.destroy(created);
            }
            CuDriver.cuDevicePrimaryCtxRelease(backend.cuDevice());
            arena.close();
            throw failure;
        }
        this.handle = created;
        this.alpha = arena.allocate(JAVA_FLOAT);
        this.beta = arena.allocate(JAVA_FLOAT);
    }

    /** cuBLAS in pedantic FP32 on a CUDA session's stream. */
    public static CublasSgemm open(DeviceSession session) {
        return open(session, MathMode.PEDANTIC);
    }

    public static CublasSgemm open(DeviceSession session, MathMode mathMode) {
        Backend backend = session.nativeBackend();
        if (!(backend instanceof CudaBackend cuda)) {
            throw new InvalidInputException("cuBLAS needs a CUDA device session; " + session.device().label()
                    + " is reached through " + session.device().backend().cliName() + " (use --backend cuda).");
        }
        return new CublasSgemm(session, cuda, mathMode);
    }

    /** cublasGetVersion_v2, e.g. 130100. */
    public int versionCode() {
        return version;
    }

    /** "13.1.0" */
    public String version() {
        return (version / 10000) + "." + (version / 100 % 100) + "." + (version % 100);
    }

    public MathMode mathMode() {
        return mathMode;
    }

    /**
     * Enqueues row-major C (M x N) = alpha * A (M x K) * B (K x N) + beta * C with leading dimensions (row strides)
     * lda >= K, ldb >= N, ldc >= N, on the session's stream. cuBLAS is column-major, so it computes
     * C^T = B^T * A^T, which is the same memory.
     */
    public void sgemm(int m, int n, int k, float alphaValue, Buffer a, int lda, Buffer b, int ldb, float betaValue,
            Buffer c, int ldc) {
        check(m, n, k, a, lda, b, ldb, c, ldc);
        enqueue(m, n, k, alphaValue, pointer(a), lda, pointer(b), ldb, betaValue, pointer(c), ldc);
    }

    /**
     * Enqueues row-major C (M x N) = alpha * op(A) * op(B) + beta * C, where a transposed operand is stored as its
     * transpose (A as K x M with lda >= M, B as N x K with ldb >= K). cuBLAS computes the column-major
     * C^T = op(B)^T op(A)^T on the same memory.
     */
    public void sgemm(boolean transA, boolean transB, int m, int n, int k, float alphaValue, Buffer a, int lda,
            Buffer b, int ldb, float betaValue, Buffer c, int ldc) {
        checkTransposed(transA, transB, m, n, k, a, lda, b, ldb, c, ldc);
        enqueue(transA, transB, m, n, k, alphaValue, pointer(a), lda, pointer(b), ldb, betaValue, pointer(c), ldc);
    }

    /**
     * Times one call per sample with CUDA events, {@code count} samples; {@code behindGate}: the stream is held while
     * the events and calls are enqueued (the events then bracket the device work only, as the backend times its own
     * launches), otherwise each event pair also spans the host's enqueue of the call on an idle stream.
     */
    public long[] timeEach(boolean transA, boolean transB, int m, int n, int k, float alphaValue, Buffer a, int lda,
            Buffer b, int ldb, float betaValue, Buffer c, int ldc, int count, boolean behindGate) {
        checkTransposed(transA, transB, m, n, k, a, lda, b, ldb, c, ldc);
        long pa = pointer(a);
        long pb = pointer(b);
        long pc = pointer(c);
        Runnable call = () -> enqueue(transA, transB, m, n, k, alphaValue, pa, lda, pb, ldb, betaValue, pc, ldc);
        return behindGate ? backend.timeEnqueuedBehindGate(call, count) : backend.timeEnqueued(call, count);
    }

    /** Times {@code repetitions} row-major SGEMMs after {@code warmups} untimed ones, with CUDA events. */
    public Timing time(int m, int n, int k, float alphaValue, Buffer a, int lda, Buffer b, int ldb, float betaValue,
            Buffer c, int ldc, int warmups, int repetitions) {
        check(m, n, k, a, lda, b, ldb, c, ldc);
        if (warmups < 0 || repetitions < 1) {
            throw new InvalidInputException("Timing needs at least 1 repetition and no negative warm-up count; got "
                    + warmups + " warm-ups and " + repetitions + " repetitions.");
        }
        long pa = pointer(a);
        long pb = pointer(b);
        long pc = pointer(c);
        for (int i = 0; i < warmups; i++) {
            enqueue(m, n, k, alphaValue, pa, lda, pb, ldb, betaValue, pc, ldc);
        }
        long[] samples = backend.timeEnqueued(
                () -> enqueue(m, n, k, alphaValue, pa, lda, pb, ldb, betaValue, pc, ldc), repetitions);
        return Timing.of(samples, warmups);
    }

    @Override
    public void close() {
        if (handle == null) {
            return;
        }
        MemorySegment closing = handle;
        handle = null;
        try {
            Cublas.destroy(closing);
        } finally {
            CuDriver.cuDevicePrimaryCtxRelease(backend.cuDevice());
            arena.close();
        }
    }

    private void enqueue(int m, int n, int k, float alphaValue, long a, int lda, long b, int ldb, float betaValue,
            long c, int ldc) {
        enqueue(false, false, m, n, k, alphaValue, a, lda, b, ldb, betaValue, c, ldc);
    }

    private void enqueue(boolean transA, boolean transB, int m, int n, int k, float alphaValue, long a, int lda, long b,
            int ldb, float betaValue, long c, int ldc) {
        if (handle == null) {
            throw new IllegalStateException("This cuBLAS handle was closed.");
        }
        backend.makeCurrent();
        alpha.set(JAVA_FLOAT, 0, alphaValue);
        beta.set(JAVA_FLOAT, 0, betaValue);
        Cublas.sgemm(handle, transB ? Cublas.CUBLAS_OP_T : Cublas.CUBLAS_OP_N,
                transA ? Cublas.CUBLAS_OP_T : Cublas.CUBLAS_OP_N, n, m, k, alpha, b, ldb, a, lda, beta, c, ldc);
    }

    private void check(int m, int n, int k, Buffer a, int lda, Buffer b, int ldb, Buffer c, int ldc) {
        if (m < 1 || n < 1 || k < 1) {
            throw new InvalidInputException("SGEMM sizes must be at least 1; got M=" + m + ", N=" + n + ", K=" + k + ".");
        }
        if (lda < k || ldb < n || ldc < n) {
            throw new InvalidInputException("Row-major SGEMM needs lda >= K, ldb >= N and ldc >= N; got lda=" + lda
                    + ", ldb=" + ldb + ", ldc=" + ldc + " for M=" + m + ", N=" + n + ", K=" + k + ".");
        }
        need(a, "A", (long) (m - 1) * lda + k);
        need(b, "B", (long) (k - 1) * ldb + n);
        need(c, "C", (long) (m - 1) * ldc + n);
    }

    private void checkTransposed(boolean transA, boolean transB, int m, int n, int k, Buffer a, int lda, Buffer b,
            int ldb, Buffer c, int ldc) {
        if (!transA && !transB) {
            check(m, n, k, a, lda, b, ldb, c, ldc);
            return;
        }
        if (m < 1 || n < 1 || k < 1) {
            throw new InvalidInputException("SGEMM sizes must be at least 1; got M=" + m + ", N=" + n + ", K=" + k + ".");
        }
        int aLine = transA ? m : k;
        int bLine = transB ? k : n;
        if (lda < aLine || ldb < bLine || ldc < n) {
            throw new InvalidInputException("Row-major SGEMM" + (transA ? " with A^T" : "") + (transB ? " with B^T" : "")
                    + " needs lda >= " + aLine + ", ldb >= " + bLine + " and ldc >= N; got lda=" + lda + ", ldb=" + ldb
                    + ", ldc=" + ldc + ".");
        }
        need(a, "A", (long) ((transA ? k : m) - 1) * lda + aLine);
        need(b, "B", (long) ((transB ? n : k) - 1) * ldb + bLine);
        need(c, "C", (long) (m - 1) * ldc + n);
    }

    private void need(Buffer buffer, String name, long elements) {
        MatrixOperands.requireFloats(buffer, name, elements, session, "cuBLAS");
    }

    private static long pointer(Buffer buffer) {
        return CudaBackend.devicePointer(buffer.nativeHandle());
    }
}
