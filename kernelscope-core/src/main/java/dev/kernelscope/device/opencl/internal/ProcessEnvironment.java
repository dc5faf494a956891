/*
 * This process's environment as native code sees it: libc's setenv, for what a driver reads when it initializes
 * (Java's System.getenv is a snapshot taken at startup and cannot be changed).
 */
package dev.kernelscope.device.opencl.internal;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.invoke.MethodHandle;

final class ProcessEnvironment {
    private ProcessEnvironment() {}

    /**
     * Sets {@code name} to {@code value} for native code unless the user set it; true if this call set it. Java's
     * System.getenv is read first: the JDK takes its snapshot of the environment on first use, and taking it after a
     * change would show KernelScope's value as the user's (session 37: DriverEnvironmentTest then skipped itself).
     */
    static boolean setUnlessSet(String name, String value) {
        if (System.getenv(name) != null) {
            return false;
        }
        Linker linker = Linker.nativeLinker();
        try (Arena arena = Arena.ofConfined()) {
            MethodHandle setenv = linker.downcallHandle(linker.defaultLookup().find("setenv").orElseThrow(),
                    FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT));
            return (int) setenv.invokeExact(arena.allocateFrom(name), arena.allocateFrom(value), 0) == 0;
        } catch (Throwable notPossible) {
            return false;
        }
    }
}
