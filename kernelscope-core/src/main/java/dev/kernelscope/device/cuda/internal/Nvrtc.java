/*
 * Raw bindings to NVRTC, NVIDIA's in-process CUDA C++ compiler (libnvrtc.so.13, else the unversioned
 * libnvrtc.so), with one compile(...) that returns the CUBIN for a real architecture and the full program log.
 * Every nvrtcResult goes through check(rc, "nvrtcCallName"); nvrtcGetErrorString gives the symbolic name.
 * Each compile puts back any JVM signal handler the compiler replaced (JvmSignalHandlers).
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
import java.util.List;

public final class Nvrtc {
    public static final NativeLibrary LIBRARY =
            NativeLibrary.load("NVIDIA runtime compiler NVRTC", "libnvrtc.so.13", "libnvrtc.so");

    public static final int NVRTC_SUCCESS = 0;
    public static final int NVRTC_ERROR_COMPILATION = 6;

    private static final MethodHandle nvrtcGetErrorString =
            LIBRARY.downcall(FunctionDescriptor.of(ADDRESS, JAVA_INT), "nvrtcGetErrorString");
    private static final MethodHandle nvrtcVersion =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS), "nvrtcVersion");
    private static final MethodHandle nvrtcCreateProgram = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, ADDRESS, ADDRESS),
            "nvrtcCreateProgram");
    private static final MethodHandle nvrtcCompileProgram = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS), "nvrtcCompileProgram");
    private static final MethodHandle nvrtcGetCUBINSize =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS), "nvrtcGetCUBINSize");
    private static final MethodHandle nvrtcGetCUBIN =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS), "nvrtcGetCUBIN");
    private static final MethodHandle nvrtcGetProgramLogSize =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS), "nvrtcGetProgramLogSize");
    private static final MethodHandle nvrtcGetProgramLog =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS), "nvrtcGetProgramLog");
    private static final MethodHandle nvrtcDestroyProgram =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS), "nvrtcDestroyProgram");

    private Nvrtc() {}

    /** A compiled program: the CUBIN bytes and NVRTC's log (warnings; empty on a clean compile). */
    public record Output(byte[] cubin, String log) {}

    public static void check(int rc, String call) {
        if (rc != NVRTC_SUCCESS) {
            throw new GpuException(rc, errorName(rc), call);
        }
    }

    /** "NVRTC_ERROR_COMPILATION": NVRTC's error string is the enumerator's name. */
    public static String errorName(int rc) {
        try {
            String name = NativeLibrary.cString((MemorySegment) nvrtcGetErrorString.invokeExact(rc));
            return name.isBlank() ? "NVRTC_ERROR_" + rc : name;
        } catch (Throwable failure) {
            return "NVRTC_ERROR_" + rc;
        }
    }

    /** True from NVRTC 12.9 on, which caches compiled programs and accepts --no-cache. */
    public static boolean cachesCompiles() {
        int[] version = version();
        return version[0] > 12 || (version[0] == 12 && version[1] >= 9);
    }

    /** {major, minor}, e.g. {13, 0}. */
    public static int[] version() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment major = arena.allocate(JAVA_INT);
            MemorySegment minor = arena.allocate(JAVA_INT);
            check((int) nvrtcVersion.invokeExact(major, minor), "nvrtcVersion");
            return new int[] {major.get(JAVA_INT, 0), minor.get(JAVA_INT, 0)};
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }

    /**
     * Compiles CUDA C++ {@code source} named {@code name} (for messages) with {@code options}; the options must name a
     * real architecture (--gpu-architecture=sm_90) so that a CUBIN exists. A compile error throws GpuException with
     * NVRTC_ERROR_COMPILATION and the whole log; the program is destroyed on every path.
     */
    public static Output compile(String source, String name, List<String> options) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment programSlot = arena.allocate(ADDRESS);
            check((int) nvrtcCreateProgram.invokeExact(programSlot, arena.allocateFrom(source),
                    arena.allocateFrom(name), 0, MemorySegment.NULL, MemorySegment.NULL), "nvrtcCreateProgram");
            MemorySegment program = programSlot.get(ADDRESS, 0);
            try {
                MemorySegment optionArray = arena.allocate(ADDRESS, Math.max(1, options.size()));
                for (int i = 0; i < options.size(); i++) {
                    optionArray.setAtIndex(ADDRESS, i, arena.allocateFrom(options.get(i)));
                }
                int rc = (int) nvrtcCompileProgram.invokeExact(program, options.size(), optionArray);
                String log = programLog(arena, program);
                if (rc != NVRTC_SUCCESS) {
                    throw new GpuException(rc, errorName(rc), "nvrtcCompileProgram",
                            "compiling " + name + " with " + String.join(" ", options), log);
                }
                MemorySegment size = arena.allocate(JAVA_LONG);
                check((int) nvrtcGetCUBINSize.invokeExact(program, size), "nvrtcGetCUBINSize");
                long bytes = size.get(JAVA_LONG, 0);
                if (bytes == 0) {
                    throw new GpuException(0, "NVRTC_NO_CUBIN", "nvrtcGetCUBIN",
                            "NVRTC produced no CUBIN; the options must name a real architecture (sm_XX)", log);
                }
                MemorySegment cubin = arena.allocate(bytes);
                check((int) nvrtcGetCUBIN.invokeExact(program, cubin), "nvrtcGetCUBIN");
                return new Output(cubin.toArray(java.lang.foreign.ValueLayout.JAVA_BYTE), log);
            } finally {
                JvmSignalHandlers.restore("nvrtcCompileProgram");
                check((int) nvrtcDestroyProgram.invokeExact(programSlot), "nvrtcDestroyProgram");
            }
        } catch (Throwable failure) {
            throw CuDriver.rethrow(failure);
        }
    }

    private static String programLog(Arena arena, MemorySegment program) throws Throwable {
        MemorySegment size = arena.allocate(JAVA_LONG);
        check((int) nvrtcGetProgramLogSize.invokeExact(program, size), "nvrtcGetProgramLogSize");
        long bytes = size.get(JAVA_LONG, 0);
        if (bytes <= 1) {
            return "";
        }
        MemorySegment log = arena.allocate(bytes);
        check((int) nvrtcGetProgramLog.invokeExact(program, log), "nvrtcGetProgramLog");
        return log.getString(0).strip();
    }
}
