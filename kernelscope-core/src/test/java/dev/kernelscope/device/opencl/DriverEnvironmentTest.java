/*
 * Loading the OpenCL bindings sets, for this process and unless the user chose a value, what drivers read when they
 * initialize: CUDA_CACHE_DISABLE=1, so NVIDIA builds always run ptxas and report registers, and
 * POCL_WORK_GROUP_METHOD=loopvec, which PoCL 5.0 needs for right GEMM results (PoclWorkGroupMethod). Read back through
 * libc getenv, since Java's System.getenv is a snapshot taken at startup.
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

class DriverEnvironmentTest {

    @Test
    void bindingsDisableNvidiasKernelCacheUnlessTheUserChose() throws Throwable {
        assumeTrue(System.getenv("CUDA_CACHE_DISABLE") == null, "the user set CUDA_CACHE_DISABLE; it is left alone");
        assertThat(afterLoading("CUDA_CACHE_DISABLE")).isEqualTo("1");
    }

    @Test
    void bindingsAskPoclForItsWorkItemLoopsUnlessTheUserChose() throws Throwable {
        assumeTrue(System.getenv("POCL_WORK_GROUP_METHOD") == null, "the user set POCL_WORK_GROUP_METHOD; it is left alone");
        assertThat(afterLoading("POCL_WORK_GROUP_METHOD")).isEqualTo("loopvec");
    }

    /** The process's value of {@code name} (libc getenv) once the bindings are loaded; null if unset. */
    private static String afterLoading(String name) throws Throwable {
        Cl.loadFailure(); // initializes the bindings
        Linker linker = Linker.nativeLinker();
        MethodHandle getenv = linker.downcallHandle(linker.defaultLookup().find("getenv").orElseThrow(),
                FunctionDescriptor.of(ADDRESS, ADDRESS));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = (MemorySegment) getenv.invokeExact(arena.allocateFrom(name));
            return value.address() == 0 ? null : value.reinterpret(Long.MAX_VALUE).getString(0);
        }
    }
}
