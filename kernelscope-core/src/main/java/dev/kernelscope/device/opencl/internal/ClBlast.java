/*
 * CLBlast's CLBlastSgemm bound with the Foreign Function & Memory API: libclblast.so.1 (Debian/Ubuntu libclblast1)
 * looked up by name once, the downcall handle resolved once; absent, every call says why instead of failing at class
 * initialization. Only dev.kernelscope.device.opencl calls this; it checks every status code.
 */
package dev.kernelscope.device.opencl.internal;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.internal.JvmSignalHandlers;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public final class ClBlast {
    private ClBlast() {}

    /** CLBlastLayout and CLBlastTranspose (clblast_c.h). */
    public static final int LAYOUT_ROW_MAJOR = 101;
    public static final int TRANSPOSE_NO = 111;
    public static final int TRANSPOSE_YES = 112;

    private static final String[] NAMES = {"libclblast.so.1", "libclblast.so"};
    private static final String LOADED;
    private static final String LOAD_FAILURE;
    private static final MethodHandle SGEMM;

    // the CLBlast-specific status codes (the others are OpenCL's own, named by ClErrors)
    private static final Map<Integer, String> STATUS_NAMES = Map.ofEntries(
            Map.entry(-1024, "CLBlastNotImplemented"), Map.entry(-1022, "CLBlastInvalidMatrixA"),
            Map.entry(-1021, "CLBlastInvalidMatrixB"), Map.entry(-1020, "CLBlastInvalidMatrixC"),
            Map.entry(-1019, "CLBlastInvalidVectorX"), Map.entry(-1018, "CLBlastInvalidVectorY"),
            Map.entry(-1017, "CLBlastInvalidDimension"), Map.entry(-1016, "CLBlastInvalidLeadDimA"),
            Map.entry(-1015, "CLBlastInvalidLeadDimB"), Map.entry(-1014, "CLBlastInvalidLeadDimC"),
            Map.entry(-1013, "CLBlastInvalidIncrementX"), Map.entry(-1012, "CLBlastInvalidIncrementY"),
            Map.entry(-1011, "CLBlastInsufficientMemoryA"), Map.entry(-1010, "CLBlastInsufficientMemoryB"),
            Map.entry(-1009, "CLBlastInsufficientMemoryC"), Map.entry(-1008, "CLBlastInsufficientMemoryX"),
            Map.entry(-1007, "CLBlastInsufficientMemoryY"), Map.entry(-2048, "CLBlastKernelLaunchError"),
            Map.entry(-2047, "CLBlastKernelRunError"), Map.entry(-2046, "CLBlastInvalidLocalMemUsage"),
            Map.entry(-2045, "CLBlastNoHalfPrecision"), Map.entry(-2044, "CLBlastNoDoublePrecision"),
            Map.entry(-2043, "CLBlastInvalidVectorScalar"), Map.entry(-2042, "CLBlastInsufficientMemoryScalar"),
            Map.entry(-2041, "CLBlastDatabaseError"), Map.entry(-2040, "CLBlastUnknownError"),
            Map.entry(-2039, "CLBlastUnexpectedError"));

    static {
        JvmSignalHandlers.recordBeforeLoading();
        SymbolLookup lookup = null;
        String loaded = null;
        List<String> failures = new ArrayList<>();
        for (String name : NAMES) {
            try {
                lookup = JvmSignalHandlers.around("dlopen " + name, () -> SymbolLookup.libraryLookup(name, Arena.global()));
                loaded = name;
                break;
            } catch (IllegalArgumentException | IllegalCallerException notLoaded) {
                failures.add(name + ": " + notLoaded.getMessage());
            }
        }
        MethodHandle sgemm = null;
        String failure = null;
        if (lookup == null) {
            failure = "CLBlast not found (tried " + String.join(", ", NAMES) + "; " + String.join("; ", failures)
                    + "); on Debian or Ubuntu: apt-get install libclblast1";
        } else {
            // CLBlastStatusCode CLBlastSgemm(layout, a_transpose, b_transpose, size_t m, n, k, float alpha,
            //     cl_mem a, size_t a_offset, a_ld, cl_mem b, size_t b_offset, b_ld, float beta,
            //     cl_mem c, size_t c_offset, c_ld, cl_command_queue* queue, cl_event* event)
            var symbol = lookup.find("CLBlastSgemm");
            if (symbol.isPresent()) {
                sgemm = Linker.nativeLinker().downcallHandle(symbol.get(), FunctionDescriptor.of(JAVA_INT,
                        JAVA_INT, JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_FLOAT,
                        ADDRESS, JAVA_LONG, JAVA_LONG, ADDRESS, JAVA_LONG, JAVA_LONG, JAVA_FLOAT,
                        ADDRESS, JAVA_LONG, JAVA_LONG, ADDRESS, ADDRESS));
            } else {
                failure = loaded + " has no CLBlastSgemm symbol";
            }
        }
        LOADED = loaded;
        LOAD_FAILURE = failure;
        SGEMM = sgemm;
    }

    /** Null when CLBlastSgemm can be called, else why not. */
    public static String unavailableReason() {
        return LOAD_FAILURE;
    }

    /** The library name that loaded ("libclblast.so.1"), or null. */
    public static String loadedName() {
        return LOADED;
    }

    /** The status's name: CLBlast's own, or OpenCL's ("CL_INVALID_MEM_OBJECT"). */
    public static String statusName(int status) {
        String own = STATUS_NAMES.get(status);
        return own != null ? own : ClErrors.name(status);
    }

    /** Throws GpuException naming the status and the call unless it is CLBlastSuccess (0). */
    public static void check(int status, String detail) {
        if (status != 0) {
            throw new GpuException(status, statusName(status), "CLBlastSgemm", detail, "");
        }
    }

    public static int sgemm(int layout, int transA, int transB, long m, long n, long k, float alpha, MemorySegment a,
                            long lda, MemorySegment b, long ldb, float beta, MemorySegment c, long ldc,
                            MemorySegment queuePointer, MemorySegment eventPointer) {
        if (SGEMM == null) {
            throw new GpuException(-1, "CLBLAST_UNAVAILABLE", "CLBlastSgemm", LOAD_FAILURE, "");
        }
        try {
            return (int) SGEMM.invokeExact(layout, transA, transB, m, n, k, alpha, a, 0L, lda, b, 0L, ldb, beta, c, 0L,
                    ldc, queuePointer, eventPointer);
        } catch (Throwable failure) {
            throw new Error("CLBlastSgemm downcall failed", failure);
        }
    }
}
