/*
 * The CLBlast yardstick for OpenCL runs, as CublasSgemm is for CUDA ones: CLBlastSgemm on an OpenCL DeviceSession's
 * buffers and queue, row-major with transposes and leading dimensions, timed by the OpenCL profiling event CLBlast
 * returns. CLBlast (libclblast.so.1) is optional: open() throws a GpuException saying why when it is absent.
 */
package dev.kernelscope.device.opencl;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.MatrixOperands;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.opencl.internal.Cl;
import dev.kernelscope.device.opencl.internal.ClBlast;
import dev.kernelscope.device.opencl.internal.ClErrors;
import dev.kernelscope.model.InvalidInputException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

public final class ClBlastSgemm implements AutoCloseable {
    private static final int CL_PROFILING_COMMAND_START = 0x1282;
    private static final int CL_PROFILING_COMMAND_END = 0x1283;

    private final DeviceSession session;
    private final OpenClBackend backend;
    private final Arena arena = Arena.ofShared();
    private final MemorySegment queuePointer;   // cl_command_queue* as CLBlast takes it
    private final MemorySegment eventPointer;   // cl_event* for timed calls
    private final MemorySegment stamp;
    private boolean closed;

    private ClBlastSgemm(DeviceSession session, OpenClBackend backend) {
        this.session = session;
        this.backend = backend;
        this.queuePointer = arena.allocate(ADDRESS);
        this.queuePointer.set(ADDRESS, 0, backend.queue());
        this.eventPointer = arena.allocate(ADDRESS);
        this.stamp = arena.allocate(JAVA_LONG);
    }

    /** CLBlast on an OpenCL session's queue; a GpuException says why when libclblast.so.1 cannot be used. */
    public static ClBlastSgemm open(DeviceSession session) {
        if (!(session.nativeBackend() instanceof OpenClBackend openCl)) {
            throw new InvalidInputException("CLBlast needs an OpenCL device session; " + session.device().label()
                    + " is reached through " + session.device().backend().cliName() + ".");
        }
        String missing = ClBlast.unavailableReason();
        if (missing != null) {
            throw new GpuException(-1, "CLBLAST_UNAVAILABLE", "dlopen", missing, "");
        }
        return new ClBlastSgemm(session, openCl);
    }

    /** Why CLBlast cannot be used in this process, or null when it can. */
    public static String unavailableReason() {
        return ClBlast.unavailableReason();
    }

    /** "libclblast.so.1" (CLBlast has no call that reports its version). */
    public static String libraryName() {
        return ClBlast.loadedName();
    }

    /**
     * Enqueues row-major C (M x N) = alpha * op(A) * op(B) + beta * C; a transposed operand is stored as its
     * transpose (A as K x M with lda >= M, B as N x K with ldb >= K).
     */
    public void sgemm(boolean transA, boolean transB, int m, int n, int k, float alpha, Buffer a, int lda, Buffer b,
                      int ldb, float beta, Buffer c, int ldc) {
        call(transA, transB, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, MemorySegment.NULL);
    }

    /** Runs {@code count} calls, each timed by the profiling event CLBlast returns (its routine's last kernel). */
    public long[] timeEach(boolean transA, boolean transB, int m, int n, int k, float alpha, Buffer a, int lda,
                           Buffer b, int ldb, float beta, Buffer c, int ldc, int count) {
        long[] samples = new long[count];
        for (int i = 0; i < count; i++) {
            call(transA, transB, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, eventPointer);
            MemorySegment event = eventPointer.get(ADDRESS, 0);
            backend.adoptEvent();
            try {
                ClErrors.check(Cl.clWaitForEvents(1, eventPointer), "clWaitForEvents");
                ClErrors.check(Cl.clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_START, Long.BYTES, stamp,
                        MemorySegment.NULL), "clGetEventProfilingInfo(CL_PROFILING_COMMAND_START)");
                long start = stamp.get(JAVA_LONG, 0);
                ClErrors.check(Cl.clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_END, Long.BYTES, stamp,
                        MemorySegment.NULL), "clGetEventProfilingInfo(CL_PROFILING_COMMAND_END)");
                samples[i] = stamp.get(JAVA_LONG, 0) - start;
            } finally {
                backend.releaseEvent(event);
            }
        }
        return samples;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            arena.close();
        }
    }

    private void call(boolean transA, boolean transB, int m, int n, int k, float alpha, Buffer a, int lda, Buffer b,
                      int ldb, float beta, Buffer c, int ldc, MemorySegment event) {
        if (closed) {
            throw new IllegalStateException("This CLBlast handle was closed.");
        }
        if (m < 1 || n < 1 || k < 1) {
            throw new InvalidInputException("SGEMM sizes must be at least 1; got M=" + m + ", N=" + n + ", K=" + k + ".");
        }
        int aLine = transA ? m : k;
        int bLine = transB ? k : n;
        if (lda < aLine || ldb < bLine || ldc < n) {
            throw new InvalidInputException("Row-major SGEMM needs lda >= " + aLine + ", ldb >= " + bLine
                    + " and ldc >= N; got lda=" + lda + ", ldb=" + ldb + ", ldc=" + ldc + ".");
        }
        need(a, "A", (long) ((transA ? k : m) - 1) * lda + aLine);
        need(b, "B", (long) ((transB ? n : k) - 1) * ldb + bLine);
        need(c, "C", (long) (m - 1) * ldc + n);
        int status = ClBlast.sgemm(ClBlast.LAYOUT_ROW_MAJOR, transA ? ClBlast.TRANSPOSE_YES : ClBlast.TRANSPOSE_NO,
                transB ? ClBlast.TRANSPOSE_YES : ClBlast.TRANSPOSE_NO, m, n, k, alpha, mem(a), lda, mem(b), ldb, beta,
                mem(c), ldc, queuePointer, event);
        ClBlast.check(status, m + "x" + n + "x" + k + (transA ? " A^T" : "") + (transB ? " B^T" : "") + " on "
                + session.device().label());
    }

    private void need(Buffer buffer, String name, long elements) {
        MatrixOperands.requireFloats(buffer, name, elements, session, "CLBlast");
    }

    private static MemorySegment mem(Buffer buffer) {
        return ((OpenClBackend.ClBuffer) buffer.nativeHandle()).mem();
    }
}
