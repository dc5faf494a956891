/*
 * The CLBlast yardstick for OpenCL runs, as CublasSgemm is for CUDA ones: CLBlastSgemm on an OpenCL DeviceSession's
 * buffers and queue, row-major with transposes and leading dimensions, timed between two profiled commands of its own
 * around the call (as a CUDA event pair brackets cuBLAS). CLBlast (libclblast.so.1) is optional: open() throws a
 * GpuException saying why when it is absent.
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
    private final MemorySegment before;         // cl_event* of the bracket command enqueued before a timed call
    private final MemorySegment after;          // ... and after it
    private final MemorySegment stamp;
    private final MemorySegment zero;           // the 4-byte pattern the bracket commands write
    private Buffer bracket;                     // what they write to, allocated on the first timed call
    private boolean closed;

    private ClBlastSgemm(DeviceSession session, OpenClBackend backend) {
        this.session = session;
        this.backend = backend;
        this.queuePointer = arena.allocate(ADDRESS);
        this.queuePointer.set(ADDRESS, 0, backend.queue());
        this.before = arena.allocate(ADDRESS);
        this.after = arena.allocate(ADDRESS);
        this.stamp = arena.allocate(JAVA_LONG);
        this.zero = arena.allocate(JAVA_LONG);
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

    /**
     * Runs {@code count} calls, each timed from the end of a 4-byte fill enqueued just before it to the start of one
     * enqueued just after it on the same in-order queue: every kernel of the routine lies between the two. The event
     * CLBlast itself returns covers only its routine's last kernel: where CLBlast pads or transposes operands first
     * (its indirect GEMM, e.g. 2048x2048x2052) that was a copy kernel of 0.011 ms on the H200 for a call of 0.71 ms
     * (docs/results/h200/session20/third/opencl).
     */
    public long[] timeEach(boolean transA, boolean transB, int m, int n, int k, float alpha, Buffer a, int lda,
                           Buffer b, int ldb, float beta, Buffer c, int ldc, int count) {
        if (bracket == null) {
            bracket = session.floats(1);
        }
        long[] samples = new long[count];
        for (int i = 0; i < count; i++) {
            enqueueBracket(before);
            try {
                call(transA, transB, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, MemorySegment.NULL);
                enqueueBracket(after);
                try {
                    ClErrors.check(Cl.clWaitForEvents(1, after), "clWaitForEvents");
                    samples[i] = profile(after, CL_PROFILING_COMMAND_START) - profile(before, CL_PROFILING_COMMAND_END);
                } finally {
                    backend.releaseEvent(after.get(ADDRESS, 0));
                }
            } finally {
                backend.releaseEvent(before.get(ADDRESS, 0));
            }
        }
        return samples;
    }

    private void enqueueBracket(MemorySegment event) {
        ClErrors.check(Cl.clEnqueueFillBuffer(backend.queue(), mem(bracket), zero, Float.BYTES, 0, Float.BYTES, 0,
                MemorySegment.NULL, event), "clEnqueueFillBuffer");
        backend.adoptEvent();
    }

    private long profile(MemorySegment event, int what) {
        ClErrors.check(Cl.clGetEventProfilingInfo(event.get(ADDRESS, 0), what, Long.BYTES, stamp, MemorySegment.NULL),
                "clGetEventProfilingInfo(" + (what == CL_PROFILING_COMMAND_START ? "CL_PROFILING_COMMAND_START"
                        : "CL_PROFILING_COMMAND_END") + ")");
        return stamp.get(JAVA_LONG, 0);
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            if (bracket != null) {
                bracket.close();
            }
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
