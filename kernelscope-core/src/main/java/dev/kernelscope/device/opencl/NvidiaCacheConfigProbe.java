/*
 * An experiment, off unless -Dkernelscope.opencl.cudaCacheConfig=N (CUfunc_cache: 0 none, 1 shared, 2 L1, 3 equal)
 * asks for it: NVIDIA's OpenCL runs on the CUDA driver, so this tries to set the L1/shared preference of the CUDA
 * context its kernels run in (the calling thread's current one, if the OpenCL runtime left one there, and the device's
 * primary context) and reports what it found on stderr. Why: session 51 (H200) found NVIDIA OpenCL's packed uchar
 * filters as slow as CUDA's with the shared-memory carveout at 100%, i.e. with little L1.
 */
package dev.kernelscope.device.opencl;

import dev.kernelscope.device.cuda.internal.CuDriver;
import java.lang.foreign.MemorySegment;

final class NvidiaCacheConfigProbe {
    private static final Integer CONFIG = Integer.getInteger("kernelscope.opencl.cudaCacheConfig");

    private NvidiaCacheConfigProbe() {
    }

    /** Applies the asked-for preference where a context is found; {@code when} names the moment in the report. */
    static void apply(String when) {
        if (CONFIG == null) {
            return;
        }
        try {
            CuDriver.cuInit();
            MemorySegment current = CuDriver.cuCtxGetCurrent();
            if (current.address() != 0) {
                int before = CuDriver.cuCtxGetCacheConfig();
                CuDriver.cuCtxSetCacheConfig(CONFIG);
                System.err.println("cache-config probe (" + when + "): current context 0x"
                        + Long.toHexString(current.address()) + " " + before + " -> " + CuDriver.cuCtxGetCacheConfig());
            } else {
                System.err.println("cache-config probe (" + when + "): no current context on this thread");
            }
            MemorySegment primary = CuDriver.cuDevicePrimaryCtxRetain(CuDriver.cuDeviceGet(0));
            CuDriver.cuCtxSetCurrent(primary);
            int before = CuDriver.cuCtxGetCacheConfig();
            CuDriver.cuCtxSetCacheConfig(CONFIG);
            System.err.println("cache-config probe (" + when + "): primary context 0x"
                    + Long.toHexString(primary.address()) + " " + before + " -> " + CuDriver.cuCtxGetCacheConfig());
            CuDriver.cuCtxSetCurrent(current);
        } catch (RuntimeException failure) {
            System.err.println("cache-config probe (" + when + "): " + failure.getMessage());
        }
    }
}
