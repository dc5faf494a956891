/*
 * Loads one NVIDIA library (libcuda, libnvrtc, libcublas) by name from the system's search path and resolves
 * its downcall handles once. A library or symbol that cannot be found never throws at class initialization:
 * the handle it yields throws GpuException "CUDA backend unavailable: <reason>" when called, so the OpenCL
 * backend (and everything else) keeps working on machines without an NVIDIA driver.
 */
package dev.kernelscope.device.cuda.internal;

import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.internal.JvmSignalHandlers;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public final class NativeLibrary {
    private static final Linker LINKER = Linker.nativeLinker();

    private final String description;
    private final String loadedName;
    private final SymbolLookup lookup;
    private final String unavailableReason;

    private NativeLibrary(String description, String loadedName, SymbolLookup lookup, String unavailableReason) {
        this.description = description;
        this.loadedName = loadedName;
        this.lookup = lookup;
        this.unavailableReason = unavailableReason;
    }

    /**
     * Tries each name in order through dlopen (so LD_LIBRARY_PATH and the ldconfig cache apply) and keeps the first
     * that loads; the library stays loaded for the life of the process (global arena). A handler the library
     * installs over one of the JVM's signal handlers while it loads is removed again (JvmSignalHandlers).
     */
    public static NativeLibrary load(String description, String... names) {
        JvmSignalHandlers.recordBeforeLoading();
        List<String> failures = new ArrayList<>();
        for (String name : names) {
            try {
                SymbolLookup lookup = JvmSignalHandlers.around("dlopen " + name,
                        () -> SymbolLookup.libraryLookup(name, Arena.global()));
                return new NativeLibrary(description, name, lookup, null);
            } catch (IllegalArgumentException | IllegalCallerException failure) {
                failures.add(name + ": " + failure.getMessage());
            }
        }
        String reason = description + " not found (tried " + String.join(", ", names) + "; "
                + String.join("; ", failures) + ")";
        return new NativeLibrary(description, null, null, reason);
    }

    public boolean isAvailable() {
        return lookup != null;
    }

    /** The soname that loaded, e.g. "libnvrtc.so.13"; empty when none did. */
    public Optional<String> loadedName() {
        return Optional.ofNullable(loadedName);
    }

    /** Why the library is unavailable; empty when it loaded. */
    public Optional<String> unavailableReason() {
        return Optional.ofNullable(unavailableReason);
    }

    /** Throws "CUDA backend unavailable: <reason>" unless the library loaded. */
    public void requireAvailable() {
        if (lookup == null) {
            throw unavailable(unavailableReason);
        }
    }

    public boolean hasSymbol(String name) {
        return lookup != null && lookup.find(name).isPresent();
    }

    /**
     * A downcall handle for the first of {@code names} the library exports (e.g. "cuEventElapsedTime_v2" then
     * "cuEventElapsedTime"). When the library or every name is missing, the handle has the same type and throws
     * GpuException on every call instead.
     */
    public MethodHandle downcall(FunctionDescriptor descriptor, String... names) {
        if (lookup != null) {
            for (String name : names) {
                Optional<MemorySegment> symbol = lookup.find(name);
                if (symbol.isPresent()) {
                    return LINKER.downcallHandle(symbol.get(), descriptor);
                }
            }
        }
        String reason = lookup == null ? unavailableReason
                : loadedName + " has no symbol " + String.join(" or ", names) + " (the " + description
                        + " is older than this backend needs)";
        MethodType type = descriptor.toMethodType();
        MethodHandle thrower = MethodHandles.throwException(type.returnType(), GpuException.class);
        MethodHandle throwing = MethodHandles.foldArguments(thrower, exceptionFactory(reason));
        return MethodHandles.dropArguments(throwing, 0, type.parameterList());
    }

    /** The exception for a missing library or symbol, with the wording discovery and the CLI show. */
    public static GpuException unavailable(String reason) {
        return GpuException.unavailable("CUDA backend", reason);
    }

    /** Reads a NUL-terminated C string that the library owns (error names, version strings). */
    public static String cString(MemorySegment pointer) {
        if (pointer.equals(MemorySegment.NULL)) {
            return "";
        }
        return pointer.reinterpret(Long.MAX_VALUE).getString(0);
    }

    /** Creates the exception lazily, so each failed call gets a stack trace of its own. */
    private static final class ExceptionFactory {
        static GpuException create(String reason) {
            return unavailable(reason);
        }
    }

    private static MethodHandle exceptionFactory(String reason) {
        try {
            MethodHandle create = MethodHandles.lookup().findStatic(ExceptionFactory.class, "create",
                    MethodType.methodType(GpuException.class, String.class));
            return MethodHandles.insertArguments(create, 0, reason);
        } catch (ReflectiveOperationException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
