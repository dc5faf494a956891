/*
 * Loading the OpenCL bindings sets CUDA_CACHE_DISABLE=1 in the process environment (unless the user chose a value),
 * so NVIDIA builds always run ptxas and report registers. Read back through libc getenv, since Java's
 * System.getenv is a snapshot taken at startup.
 */
package dev.kernelscope.device.opencl;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.opencl.internal.Cl;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import org.junit.jupiter.api.Test;

class NvidiaCacheSettingTest {

    @Test
    void bindingsDisableNvidiasKernelCacheUnlessTheUserChose() throws Throwable {
        assumeTrue(System.getenv("CUDA_CACHE_DISABLE") == null, "the user set CUDA_CACHE_DISABLE; it is left alone");
        Cl.loadFailure(); // initializes the bindings
        Linker linker = Linker.nativeLinker();
        MethodHandle getenv = linker.downcallHandle(linker.defaultLookup().find("getenv").orElseThrow(),
                FunctionDescriptor.of(ADDRESS, ADDRESS));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = (MemorySegment) getenv.invokeExact(arena.allocateFrom("CUDA_CACHE_DISABLE"));
            assertThat(value.address()).isNotZero();
            assertThat(value.reinterpret(2).getString(0)).isEqualTo("1");
        }
    }
}
