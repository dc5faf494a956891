/*
 * Raw bindings to cuBLAS (libcublas.so.13, else libcublas.so) under its exported _v2 names: handle, stream,
 * version, math mode and cublasSgemm_v2. Every cublasStatus_t goes through check(rc, "cublasCallName"), named by
 * cublasGetStatusName where the library has it and by the cublas_api.h table otherwise.
 */
package dev.kernelscope.device.cuda.internal;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.internal.JvmSignalHandlers;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.Map;

public final class Cublas {
    public static final NativeLibrary LIBRARY = NativeLibrary.load("NVIDIA cuBLAS", "libcublas.so.13", "libcublas.so");

    public static final int CUBLAS_STATUS_SUCCESS = 0;
    /** cublasOperation_t */
    public static final int CUBLAS_OP_N = 0;
    public static final int CUBLAS_OP_T = 1;
    /** cublasMath_t: tensor cores only where they keep at least the requested precision (so no TF32 for FP32). */
    public static final int CUBLAS_DEFAULT_MATH = 0;
    /** cublasMath_t: the prescribed precision in every phase; no TF32, no reduced-precision reductions, no emulation. */
    public static final int CUBLAS_PEDANTIC_MATH = 2;
    /** cublasMath_t: lets FP32 routines use TF32 tensor cores (never set by KernelScope). */
    public static final int CUBLAS_TF32_TENSOR_OP_MATH = 3;

    /** cublasStatus_t names from cublas_api.h, used when the library lacks cublasGetStatusName. */
    private static final Map<Integer, String> STATUS_NAMES = Map.ofEntries(
            Map.entry(0, "CUBLAS_STATUS_SUCCESS"),
            Map.entry(1, "CUBLAS_STATUS_NOT_INITIALIZED"),
            Map.entry(3, "CUBLAS_STATUS_ALLOC_FAILED"),
            Map.entry(7, "CUBLAS_STATUS_INVALID_VALUE"),
            Map.entry(8, "CUBLAS_STATUS_ARCH_MISMATCH"),
            Map.entry(11, "CUBLAS_STATUS_MAPPING_ERROR"),
            Map.entry(13, "CUBLAS_STATUS_EXECUTION_FAILED"),
            Map.entry(14, "CUBLAS_STATUS_INTERNAL_ERROR"),
            Map.entry(15, "CUBLAS_STATUS_NOT_SUPPORTED"),
            Map.entry(16, "CUBLAS_STATUS_LICENSE_ERROR"));

    private static final MethodHandle cublasGetStatusName =
            LIBRARY.downcall(FunctionDescriptor.of(ADDRESS, JAVA_INT), "cublasGetStatusName");
    private static final MethodHandle cublasGetStatusString =
            LIBRARY.downcall(FunctionDescriptor.of(ADDRESS, JAVA_INT), "cublasGetStatusString");
    private static final MethodHandle cublasCreate =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS), "cublasCreate_v2");
    private static final MethodHandle cublasDestroy =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS), "cublasDestroy_v2");
    private static final MethodHandle cublasSetStream =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS), "cublasSetStream_v2");
    private static final MethodHandle cublasGetVersion =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS), "cublasGetVersion_v2");
    private static final MethodHandle cublasSetMathMode =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT), "cublasSetMathMode");
    private static final MethodHandle cublasGetMathMode =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS), "cublasGetMathMode");
    /**
     * cublasSgemm_v2(handle, transa, transb, m, n, k, const float* alpha, const float* A, int lda,
     * const float* B, int ldb, const float* beta, float* C, int ldc); alpha/beta are host pointers (the default
     * CUBLAS_POINTER_MODE_HOST), A/B/C device pointers passed as 64-bit integers.
     */
    private static final MethodHandle cublasSgemm = LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT,
            ADDRESS, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS, JAVA_LONG, JAVA_INT,
            JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG, JAVA_INT), "cublasSgemm_v2");

    private Cublas() {}

    public static void check(int rc, String call) {
        if (rc != CUBLAS_STATUS_SUCCESS) {
            throw new GpuException(rc, statusName(rc), call, statusString(rc), null);
        }
    }

    public static String statusName(int rc) {
        if (LIBRARY.hasSymbol("cublasGetStatusName")) {
            try {
                String name = NativeLibrary.cString((MemorySegment) cublasGetStatusName.invokeExact(rc));
                if (!name.isBlank()) {
                    return name;
                }
            } catch (Throwable ignored) {
                // fall through to the table
            }
        }
        return STATUS_NAMES.getOrDefault(rc, "CUBLAS_STATUS_" + rc);
    }

    private static String statusString(int rc) {
        if (!LIBRARY.hasSymbol("cublasGetStatusString")) {
            return "";
        }
        try {
            return NativeLibrary.cString((MemorySegment) cublasGetStatusString.invokeExact(rc));
        } catch (Throwable ignored) {
            return "";
        }
    }

    public static MemorySegment create() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment handle = arena.allocate(ADDRESS);
            check((int) cublasCreate.invokeExact(handle), "cublasCreate_v2");
            return handle.get(ADDRESS, 0);
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        } finally {
            JvmSignalHandlers.restore("cublasCreate_v2"); // loads cublasLt
        }
    }

    public static void destroy(MemorySegment handle) {
        try {
            check((int) cublasDestroy.invokeExact(handle), "cublasDestroy_v2");
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }

    public static void setStream(MemorySegment handle, MemorySegment stream) {
        try {
            check((int) cublasSetStream.invokeExact(handle, stream), "cublasSetStream_v2");
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }

    /** e.g. 130100 for 13.1.0 (major * 10000 + minor * 100 + patch). */
    public static int version(MemorySegment handle) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment version = arena.allocate(JAVA_INT);
            check((int) cublasGetVersion.invokeExact(handle, version), "cublasGetVersion_v2");
            return version.get(JAVA_INT, 0);
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }

    public static void setMathMode(MemorySegment handle, int mode) {
        try {
            check((int) cublasSetMathMode.invokeExact(handle, mode), "cublasSetMathMode");
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }

    public static int mathMode(MemorySegment handle) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment mode = arena.allocate(JAVA_INT);
            check((int) cublasGetMathMode.invokeExact(handle, mode), "cublasGetMathMode");
            return mode.get(JAVA_INT, 0);
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }

    /** Column-major C = alpha op(A) op(B) + beta C; alpha and beta are host floats, A, B and C device pointers. */
    public static void sgemm(MemorySegment handle, int transA, int transB, int m, int n, int k,
            MemorySegment alpha, long a, int lda, long b, int ldb, MemorySegment beta, long c, int ldc) {
        try {
            check((int) cublasSgemm.invokeExact(handle, transA, transB, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc),
                    "cublasSgemm_v2");
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }
}
