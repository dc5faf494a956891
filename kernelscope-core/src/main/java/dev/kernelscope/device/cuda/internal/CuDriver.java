/*
 * Raw bindings to the CUDA driver API (libcuda.so.1, signatures from CUDA 13's cuda.h), one static final downcall
 * handle per function, resolved once, under the exported _v2 names the header maps to (cuMemAlloc_v2, ...).
 * Every return code goes through check(rc, "cuCallName"), which builds a GpuException from cuGetErrorName and
 * cuGetErrorString. Out-parameters live in a confined arena per call; the launch path takes caller-owned memory.
 * Calls that load driver components (cuInit, context creation, module loads) put back the JVM's signal handlers.
 */
package dev.kernelscope.device.cuda.internal;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.internal.JvmSignalHandlers;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;

public final class CuDriver {
    /** The driver library; CUdeviceptr is a 64-bit integer, every other CU handle a pointer. */
    public static final NativeLibrary LIBRARY = NativeLibrary.load("NVIDIA CUDA driver", "libcuda.so.1");

    public static final int CUDA_SUCCESS = 0;
    public static final int CUDA_ERROR_INVALID_VALUE = 1;
    public static final int CUDA_ERROR_NO_DEVICE = 100;
    public static final int CUDA_ERROR_NOT_READY = 600;
    public static final int CU_STREAM_NON_BLOCKING = 0x1;
    public static final int CU_EVENT_DEFAULT = 0x0;
    public static final int CU_EVENT_DISABLE_TIMING = 0x2;
    public static final int CU_OCCUPANCY_DEFAULT = 0x0;
    public static final int CU_MEMHOSTALLOC_PORTABLE = 0x01;
    public static final int CU_MEMHOSTALLOC_DEVICEMAP = 0x02;
    public static final int CU_STREAM_WAIT_VALUE_GEQ = 0x0;

    private static final FunctionDescriptor INT_INT = FunctionDescriptor.of(JAVA_INT, JAVA_INT);
    private static final FunctionDescriptor INT_PTR = FunctionDescriptor.of(JAVA_INT, ADDRESS);
    private static final FunctionDescriptor INT_PTR_PTR = FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS);
    private static final FunctionDescriptor INT_PTR_INT = FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT);

    private static final MethodHandle cuGetErrorName =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS), "cuGetErrorName");
    private static final MethodHandle cuGetErrorString =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS), "cuGetErrorString");
    private static final MethodHandle cuInit = LIBRARY.downcall(INT_INT, "cuInit");
    private static final MethodHandle cuDriverGetVersion = LIBRARY.downcall(INT_PTR, "cuDriverGetVersion");
    private static final MethodHandle cuDeviceGetCount = LIBRARY.downcall(INT_PTR, "cuDeviceGetCount");
    private static final MethodHandle cuDeviceGet = LIBRARY.downcall(INT_PTR_INT, "cuDeviceGet");
    private static final MethodHandle cuDeviceGetName =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT), "cuDeviceGetName");
    private static final MethodHandle cuDeviceGetAttribute =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT), "cuDeviceGetAttribute");
    private static final MethodHandle cuDeviceTotalMem = LIBRARY.downcall(INT_PTR_INT, "cuDeviceTotalMem_v2");
    private static final MethodHandle cuDevicePrimaryCtxRetain =
            LIBRARY.downcall(INT_PTR_INT, "cuDevicePrimaryCtxRetain");
    private static final MethodHandle cuDevicePrimaryCtxRelease =
            LIBRARY.downcall(INT_INT, "cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease");
    private static final MethodHandle cuCtxSetCurrent = LIBRARY.downcall(INT_PTR, "cuCtxSetCurrent");
    private static final MethodHandle cuCtxSynchronize =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT), "cuCtxSynchronize");
    private static final MethodHandle cuMemGetInfo = LIBRARY.downcall(INT_PTR_PTR, "cuMemGetInfo_v2");

    private static final MethodHandle cuStreamCreate = LIBRARY.downcall(INT_PTR_INT, "cuStreamCreate");
    private static final MethodHandle cuStreamDestroy = LIBRARY.downcall(INT_PTR, "cuStreamDestroy_v2");
    private static final MethodHandle cuStreamSynchronize = LIBRARY.downcall(INT_PTR, "cuStreamSynchronize");

    private static final MethodHandle cuEventCreate = LIBRARY.downcall(INT_PTR_INT, "cuEventCreate");
    private static final MethodHandle cuEventRecord = LIBRARY.downcall(INT_PTR_PTR, "cuEventRecord");
    private static final MethodHandle cuEventSynchronize = LIBRARY.downcall(INT_PTR, "cuEventSynchronize");
    private static final MethodHandle cuEventElapsedTime = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS), "cuEventElapsedTime_v2", "cuEventElapsedTime");
    private static final MethodHandle cuEventDestroy = LIBRARY.downcall(INT_PTR, "cuEventDestroy_v2");

    private static final MethodHandle cuMemAlloc =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG), "cuMemAlloc_v2");
    private static final MethodHandle cuMemFree =
            LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT, JAVA_LONG), "cuMemFree_v2");
    private static final MethodHandle cuMemcpyHtoD = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, JAVA_LONG, ADDRESS, JAVA_LONG), "cuMemcpyHtoD_v2");
    private static final MethodHandle cuMemcpyDtoH = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, JAVA_LONG), "cuMemcpyDtoH_v2");
    private static final MethodHandle cuMemcpyDtoD = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG), "cuMemcpyDtoD_v2");
    private static final MethodHandle cuMemcpyHtoDAsync = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, JAVA_LONG, ADDRESS, JAVA_LONG, ADDRESS), "cuMemcpyHtoDAsync_v2");
    private static final MethodHandle cuMemcpyDtoHAsync = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, JAVA_LONG, ADDRESS), "cuMemcpyDtoHAsync_v2");
    private static final MethodHandle cuMemcpyDtoDAsync = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, ADDRESS), "cuMemcpyDtoDAsync_v2");
    private static final MethodHandle cuMemsetD8Async = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_BYTE, JAVA_LONG, ADDRESS), "cuMemsetD8Async");
    private static final MethodHandle cuMemsetD16Async = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_SHORT, JAVA_LONG, ADDRESS), "cuMemsetD16Async");
    private static final MethodHandle cuMemsetD32 = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_INT, JAVA_LONG), "cuMemsetD32_v2");
    private static final MethodHandle cuMemsetD32Async = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, JAVA_LONG, JAVA_INT, JAVA_LONG, ADDRESS), "cuMemsetD32Async");

    private static final MethodHandle cuMemHostAlloc = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, JAVA_INT), "cuMemHostAlloc");
    private static final MethodHandle cuMemFreeHost = LIBRARY.downcall(INT_PTR, "cuMemFreeHost");
    private static final MethodHandle cuMemHostGetDevicePointer = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT), "cuMemHostGetDevicePointer_v2");
    private static final MethodHandle cuStreamWaitValue32 = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, JAVA_INT, JAVA_INT), "cuStreamWaitValue32_v2");

    private static final MethodHandle cuModuleLoadData = LIBRARY.downcall(INT_PTR_PTR, "cuModuleLoadData");
    private static final MethodHandle cuModuleUnload = LIBRARY.downcall(INT_PTR, "cuModuleUnload");
    private static final MethodHandle cuModuleGetFunction = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS), "cuModuleGetFunction");
    private static final MethodHandle cuModuleGetGlobal = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS), "cuModuleGetGlobal_v2");
    private static final MethodHandle cuFuncGetParamInfo = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, ADDRESS, ADDRESS), "cuFuncGetParamInfo");
    private static final MethodHandle cuFuncGetAttribute = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS), "cuFuncGetAttribute");
    private static final MethodHandle cuFuncSetAttribute = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT), "cuFuncSetAttribute");
    private static final MethodHandle cuLaunchKernel = LIBRARY.downcall(FunctionDescriptor.of(JAVA_INT,
            ADDRESS, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS, ADDRESS),
            "cuLaunchKernel");
    private static final MethodHandle cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, JAVA_LONG, JAVA_INT),
            "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags");
    private static final MethodHandle cuOccupancyMaxActiveBlocksPerMultiprocessor = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, JAVA_LONG),
            "cuOccupancyMaxActiveBlocksPerMultiprocessor");

    // graphs (CUDA 12+ names: the header maps cuGraphAddKernelNode and cuGraphExecKernelNodeSetParams to _v2, whose
    // CUDA_KERNEL_NODE_PARAMS_v2 is KERNEL_NODE_PARAMS_BYTES long; cuGraphInstantiate to cuGraphInstantiateWithFlags)
    private static final MethodHandle cuGraphCreate = LIBRARY.downcall(INT_PTR_INT, "cuGraphCreate");
    private static final MethodHandle cuGraphAddKernelNode = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG, ADDRESS), "cuGraphAddKernelNode_v2");
    private static final MethodHandle cuGraphInstantiateWithFlags = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_LONG), "cuGraphInstantiateWithFlags");
    private static final MethodHandle cuGraphUpload = LIBRARY.downcall(INT_PTR_PTR, "cuGraphUpload");
    private static final MethodHandle cuGraphLaunch = LIBRARY.downcall(INT_PTR_PTR, "cuGraphLaunch");
    private static final MethodHandle cuGraphExecKernelNodeSetParams = LIBRARY.downcall(
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS), "cuGraphExecKernelNodeSetParams_v2");
    private static final MethodHandle cuGraphExecDestroy = LIBRARY.downcall(INT_PTR, "cuGraphExecDestroy");
    private static final MethodHandle cuGraphDestroy = LIBRARY.downcall(INT_PTR, "cuGraphDestroy");

    /** sizeof(CUDA_KERNEL_NODE_PARAMS_v2): func, 7 unsigned ints, kernelParams, extra, kern, ctx. */
    public static final long KERNEL_NODE_PARAMS_BYTES = 72;

    private CuDriver() {}

    // ----- graphs -----

    /** True when the driver has the graph calls the CUDA backend uses (CUDA 12.0+). */
    public static boolean hasGraphs() {
        return LIBRARY.hasSymbol("cuGraphExecKernelNodeSetParams_v2") && LIBRARY.hasSymbol("cuGraphAddKernelNode_v2")
                && LIBRARY.hasSymbol("cuGraphInstantiateWithFlags");
    }

    /** Fills a CUDA_KERNEL_NODE_PARAMS_v2 (kern and ctx NULL: func is set). */
    public static void kernelNodeParams(MemorySegment params, MemorySegment function, int gridX, int gridY, int gridZ,
            int blockX, int blockY, int blockZ, int dynamicSharedBytes, MemorySegment kernelParams) {
        params.set(ADDRESS, 0, function);
        params.set(JAVA_INT, 8, gridX);
        params.set(JAVA_INT, 12, gridY);
        params.set(JAVA_INT, 16, gridZ);
        params.set(JAVA_INT, 20, blockX);
        params.set(JAVA_INT, 24, blockY);
        params.set(JAVA_INT, 28, blockZ);
        params.set(JAVA_INT, 32, dynamicSharedBytes);
        params.set(ADDRESS, 40, kernelParams);
        params.set(ADDRESS, 48, MemorySegment.NULL);
        params.set(ADDRESS, 56, MemorySegment.NULL);
        params.set(ADDRESS, 64, MemorySegment.NULL);
    }

    public static MemorySegment cuGraphCreate() {
        return createHandle(cuGraphCreate, 0, "cuGraphCreate");
    }

    /** Adds a kernel node after {@code dependency} (NULL: none); returns the node. */
    public static MemorySegment cuGraphAddKernelNode(MemorySegment graph, MemorySegment dependency,
            MemorySegment params) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment node = arena.allocate(ADDRESS);
            boolean first = dependency.equals(MemorySegment.NULL);
            MemorySegment dependencies = first ? MemorySegment.NULL : arena.allocate(ADDRESS);
            if (!first) {
                dependencies.set(ADDRESS, 0, dependency);
            }
            long count = first ? 0L : 1L;
            // locals, not conditional expressions: invokeExact takes the static types as written, and javac typed the
            // conditional MemorySegment expression as Object (WrongMethodTypeException on the H100, run 2)
            check((int) cuGraphAddKernelNode.invokeExact(node, graph, dependencies, count, params),
                    "cuGraphAddKernelNode_v2");
            return node.get(ADDRESS, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static MemorySegment cuGraphInstantiate(MemorySegment graph) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment exec = arena.allocate(ADDRESS);
            check((int) cuGraphInstantiateWithFlags.invokeExact(exec, graph, 0L), "cuGraphInstantiateWithFlags");
            return exec.get(ADDRESS, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuGraphUpload(MemorySegment exec, MemorySegment stream) {
        try {
            check((int) cuGraphUpload.invokeExact(exec, stream), "cuGraphUpload");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuGraphLaunch(MemorySegment exec, MemorySegment stream) {
        try {
            check((int) cuGraphLaunch.invokeExact(exec, stream), "cuGraphLaunch");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** Rewrites an instantiated kernel node's launch (same function); the driver copies the argument values now. */
    public static void cuGraphExecKernelNodeSetParams(MemorySegment exec, MemorySegment node, MemorySegment params) {
        try {
            check((int) cuGraphExecKernelNodeSetParams.invokeExact(exec, node, params),
                    "cuGraphExecKernelNodeSetParams_v2");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuGraphExecDestroy(MemorySegment exec) {
        check(callPtr(cuGraphExecDestroy, exec), "cuGraphExecDestroy");
    }

    public static void cuGraphDestroy(MemorySegment graph) {
        check(callPtr(cuGraphDestroy, graph), "cuGraphDestroy");
    }

    // ----- errors -----

    /** Throws GpuException with the driver's own name and description of {@code rc} unless it is CUDA_SUCCESS. */
    public static void check(int rc, String call) {
        if (rc != CUDA_SUCCESS) {
            throw error(rc, call);
        }
    }

    public static GpuException error(int rc, String call) {
        return new GpuException(rc, errorName(rc), call, errorString(rc), null);
    }

    /** "CUDA_ERROR_INVALID_VALUE", or "CUDA_ERROR_<rc>" for a code this driver does not name. */
    public static String errorName(int rc) {
        return describe(cuGetErrorName, rc, "CUDA_ERROR_" + rc);
    }

    /** The driver's one-line description of {@code rc}; empty when it has none. */
    public static String errorString(int rc) {
        return describe(cuGetErrorString, rc, "");
    }

    private static String describe(MethodHandle lookup, int rc, String fallback) {
        if (!LIBRARY.isAvailable()) {
            return fallback;
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment text = arena.allocate(ADDRESS);
            int status = (int) lookup.invokeExact(rc, text);
            return status == CUDA_SUCCESS ? NativeLibrary.cString(text.get(ADDRESS, 0)) : fallback;
        } catch (Throwable failure) {
            return fallback;
        }
    }

    // ----- initialization and devices -----

    /** cuInit(0); the driver makes repeated calls cheap. */
    public static void cuInit() {
        try {
            check(callInt(cuInit, 0), "cuInit");
        } finally {
            JvmSignalHandlers.restore("cuInit");
        }
    }

    /** The CUDA version the driver supports, e.g. 13000 for 13.0. */
    public static int cuDriverGetVersion() {
        return readInt(cuDriverGetVersion, "cuDriverGetVersion");
    }

    public static int cuDeviceGetCount() {
        return readInt(cuDeviceGetCount, "cuDeviceGetCount");
    }

    public static int cuDeviceGet(int ordinal) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment device = arena.allocate(JAVA_INT);
            check((int) cuDeviceGet.invokeExact(device, ordinal), "cuDeviceGet");
            return device.get(JAVA_INT, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static String cuDeviceGetName(int device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment name = arena.allocate(256);
            check((int) cuDeviceGetName.invokeExact(name, 256, device), "cuDeviceGetName");
            return name.getString(0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static int cuDeviceGetAttribute(CuDeviceAttribute attribute, int device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(JAVA_INT);
            check((int) cuDeviceGetAttribute.invokeExact(value, attribute.code(), device),
                    "cuDeviceGetAttribute(" + attribute.name() + ")");
            return value.get(JAVA_INT, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static long cuDeviceTotalMem(int device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment bytes = arena.allocate(JAVA_LONG);
            check((int) cuDeviceTotalMem.invokeExact(bytes, device), "cuDeviceTotalMem_v2");
            return bytes.get(JAVA_LONG, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    // ----- contexts -----

    public static MemorySegment cuDevicePrimaryCtxRetain(int device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment context = arena.allocate(ADDRESS);
            check((int) cuDevicePrimaryCtxRetain.invokeExact(context, device), "cuDevicePrimaryCtxRetain");
            return context.get(ADDRESS, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        } finally {
            JvmSignalHandlers.restore("cuDevicePrimaryCtxRetain");
        }
    }

    public static void cuDevicePrimaryCtxRelease(int device) {
        check(callInt(cuDevicePrimaryCtxRelease, device), "cuDevicePrimaryCtxRelease_v2");
    }

    public static void cuCtxSetCurrent(MemorySegment context) {
        check(callPtr(cuCtxSetCurrent, context), "cuCtxSetCurrent");
    }

    public static void cuCtxSynchronize() {
        try {
            check((int) cuCtxSynchronize.invokeExact(), "cuCtxSynchronize");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** {free, total} device memory of the current context's device, in bytes. */
    public static long[] cuMemGetInfo() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment free = arena.allocate(JAVA_LONG);
            MemorySegment total = arena.allocate(JAVA_LONG);
            check((int) cuMemGetInfo.invokeExact(free, total), "cuMemGetInfo_v2");
            return new long[] {free.get(JAVA_LONG, 0), total.get(JAVA_LONG, 0)};
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    // ----- streams and events -----

    public static MemorySegment cuStreamCreate(int flags) {
        return createHandle(cuStreamCreate, flags, "cuStreamCreate");
    }

    public static void cuStreamDestroy(MemorySegment stream) {
        check(callPtr(cuStreamDestroy, stream), "cuStreamDestroy_v2");
    }

    public static void cuStreamSynchronize(MemorySegment stream) {
        check(callPtr(cuStreamSynchronize, stream), "cuStreamSynchronize");
    }

    public static MemorySegment cuEventCreate(int flags) {
        return createHandle(cuEventCreate, flags, "cuEventCreate");
    }

    public static void cuEventRecord(MemorySegment event, MemorySegment stream) {
        try {
            check((int) cuEventRecord.invokeExact(event, stream), "cuEventRecord");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuEventSynchronize(MemorySegment event) {
        check(callPtr(cuEventSynchronize, event), "cuEventSynchronize");
    }

    /** Milliseconds between two recorded events (driver resolution about 0.5 microseconds). */
    public static float cuEventElapsedTime(MemorySegment start, MemorySegment end, MemorySegment scratchFloat) {
        try {
            check((int) cuEventElapsedTime.invokeExact(scratchFloat, start, end), "cuEventElapsedTime_v2");
            return scratchFloat.get(JAVA_FLOAT, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuEventDestroy(MemorySegment event) {
        check(callPtr(cuEventDestroy, event), "cuEventDestroy_v2");
    }

    // ----- memory -----

    /** Returns the device pointer (CUdeviceptr). */
    public static long cuMemAlloc(long bytes) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment pointer = arena.allocate(JAVA_LONG);
            check((int) cuMemAlloc.invokeExact(pointer, bytes), "cuMemAlloc_v2");
            return pointer.get(JAVA_LONG, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuMemFree(long devicePointer) {
        try {
            check((int) cuMemFree.invokeExact(devicePointer), "cuMemFree_v2");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuMemcpyHtoD(long target, MemorySegment source, long bytes) {
        try {
            check((int) cuMemcpyHtoD.invokeExact(target, source, bytes), "cuMemcpyHtoD_v2");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuMemcpyDtoH(MemorySegment target, long source, long bytes) {
        try {
            check((int) cuMemcpyDtoH.invokeExact(target, source, bytes), "cuMemcpyDtoH_v2");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuMemcpyDtoD(long target, long source, long bytes) {
        try {
            check((int) cuMemcpyDtoD.invokeExact(target, source, bytes), "cuMemcpyDtoD_v2");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuMemcpyHtoDAsync(long target, MemorySegment source, long bytes, MemorySegment stream) {
        try {
            check((int) cuMemcpyHtoDAsync.invokeExact(target, source, bytes, stream), "cuMemcpyHtoDAsync_v2");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuMemcpyDtoHAsync(MemorySegment target, long source, long bytes, MemorySegment stream) {
        try {
            check((int) cuMemcpyDtoHAsync.invokeExact(target, source, bytes, stream), "cuMemcpyDtoHAsync_v2");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuMemcpyDtoDAsync(long target, long source, long bytes, MemorySegment stream) {
        try {
            check((int) cuMemcpyDtoDAsync.invokeExact(target, source, bytes, stream), "cuMemcpyDtoDAsync_v2");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** Sets {@code count} bytes at {@code target} to {@code value}. */
    public static void cuMemsetD8Async(long target, byte value, long count, MemorySegment stream) {
        try {
            check((int) cuMemsetD8Async.invokeExact(target, value, count, stream), "cuMemsetD8Async");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** Sets {@code count} 16-bit words at {@code target} (2-byte aligned) to {@code value}. */
    public static void cuMemsetD16Async(long target, short value, long count, MemorySegment stream) {
        try {
            check((int) cuMemsetD16Async.invokeExact(target, value, count, stream), "cuMemsetD16Async");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** Sets {@code count} 32-bit words at {@code target} (4-byte aligned) to {@code value}; blocking. */
    public static void cuMemsetD32(long target, int value, long count) {
        try {
            check((int) cuMemsetD32.invokeExact(target, value, count), "cuMemsetD32_v2");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** Sets {@code count} 32-bit words at {@code target} (4-byte aligned) to {@code value}. */
    public static void cuMemsetD32Async(long target, int value, long count, MemorySegment stream) {
        try {
            check((int) cuMemsetD32Async.invokeExact(target, value, count, stream), "cuMemsetD32Async");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** Page-locked host memory of {@code bytes} bytes, mapped into the device's address space (DEVICEMAP). */
    public static MemorySegment cuMemHostAlloc(long bytes, int flags) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment pointer = arena.allocate(ADDRESS);
            check((int) cuMemHostAlloc.invokeExact(pointer, bytes, flags), "cuMemHostAlloc");
            return pointer.get(ADDRESS, 0).reinterpret(bytes);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuMemFreeHost(MemorySegment host) {
        check(callPtr(cuMemFreeHost, host), "cuMemFreeHost");
    }

    /** The device address of mapped page-locked host memory. */
    public static long cuMemHostGetDevicePointer(MemorySegment host) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment pointer = arena.allocate(JAVA_LONG);
            check((int) cuMemHostGetDevicePointer.invokeExact(pointer, host, 0), "cuMemHostGetDevicePointer_v2");
            return pointer.get(JAVA_LONG, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** Makes {@code stream} wait until the 32-bit word at {@code address} satisfies {@code flags} against value. */
    public static void cuStreamWaitValue32(MemorySegment stream, long address, int value, int flags) {
        try {
            check((int) cuStreamWaitValue32.invokeExact(stream, address, value, flags), "cuStreamWaitValue32_v2");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    // ----- modules, functions, launches -----

    /** Loads a CUBIN (or fatbin) image held in native memory. */
    public static MemorySegment cuModuleLoadData(MemorySegment image) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment module = arena.allocate(ADDRESS);
            check((int) cuModuleLoadData.invokeExact(module, image), "cuModuleLoadData");
            return module.get(ADDRESS, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        } finally {
            JvmSignalHandlers.restore("cuModuleLoadData");
        }
    }

    public static void cuModuleUnload(MemorySegment module) {
        check(callPtr(cuModuleUnload, module), "cuModuleUnload");
    }

    public static MemorySegment cuModuleGetFunction(MemorySegment module, String name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment function = arena.allocate(ADDRESS);
            check((int) cuModuleGetFunction.invokeExact(function, module, arena.allocateFrom(name)),
                    "cuModuleGetFunction(" + name + ")");
            return function.get(ADDRESS, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** {device pointer, bytes} of a module-scope __device__ variable. */
    public static long[] cuModuleGetGlobal(MemorySegment module, String name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment pointer = arena.allocate(JAVA_LONG);
            MemorySegment bytes = arena.allocate(JAVA_LONG);
            check((int) cuModuleGetGlobal.invokeExact(pointer, bytes, module, arena.allocateFrom(name)),
                    "cuModuleGetGlobal_v2(" + name + ")");
            return new long[] {pointer.get(JAVA_LONG, 0), bytes.get(JAVA_LONG, 0)};
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static boolean hasParamInfo() {
        return LIBRARY.hasSymbol("cuFuncGetParamInfo");
    }

    /**
     * The size in bytes of each parameter of {@code function}, in order (cuFuncGetParamInfo, CUDA 12.4+): indexes are
     * probed until the driver answers CUDA_ERROR_INVALID_VALUE, which is how it says the list has ended.
     */
    public static long[] cuFuncGetParamSizes(MemorySegment function) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment offset = arena.allocate(JAVA_LONG);
            MemorySegment size = arena.allocate(JAVA_LONG);
            long[] sizes = new long[16];
            int count = 0;
            while (true) {
                int rc = (int) cuFuncGetParamInfo.invokeExact(function, (long) count, offset, size);
                if (rc == CUDA_ERROR_INVALID_VALUE) {
                    break;
                }
                check(rc, "cuFuncGetParamInfo");
                if (count == sizes.length) {
                    sizes = java.util.Arrays.copyOf(sizes, 2 * count);
                }
                sizes[count++] = size.get(JAVA_LONG, 0);
            }
            return java.util.Arrays.copyOf(sizes, count);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static int cuFuncGetAttribute(CuFunctionAttribute attribute, MemorySegment function) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(JAVA_INT);
            check((int) cuFuncGetAttribute.invokeExact(value, attribute.code(), function),
                    "cuFuncGetAttribute(" + attribute.name() + ")");
            return value.get(JAVA_INT, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static void cuFuncSetAttribute(MemorySegment function, CuFunctionAttribute attribute, int value) {
        try {
            check((int) cuFuncSetAttribute.invokeExact(function, attribute.code(), value),
                    "cuFuncSetAttribute(" + attribute.name() + ", " + value + ")");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /**
     * Enqueues a launch. {@code parameters} is a void*[] with one pointer per kernel parameter, each pointing at
     * the argument's bytes, all owned by the caller and alive until this returns (the driver copies them).
     */
    public static void cuLaunchKernel(MemorySegment function, int gridX, int gridY, int gridZ,
            int blockX, int blockY, int blockZ, int dynamicSharedBytes, MemorySegment stream, MemorySegment parameters) {
        try {
            int rc = (int) cuLaunchKernel.invokeExact(function, gridX, gridY, gridZ, blockX, blockY, blockZ,
                    dynamicSharedBytes, stream, parameters, MemorySegment.NULL);
            check(rc, "cuLaunchKernel");
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** The driver's own occupancy answer: resident blocks per SM for this function, block size and dynamic shared. */
    public static int cuOccupancyMaxActiveBlocksPerMultiprocessor(MemorySegment function, int blockSize,
            long dynamicSharedBytes) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment blocks = arena.allocate(JAVA_INT);
            check((int) cuOccupancyMaxActiveBlocksPerMultiprocessor.invokeExact(blocks, function, blockSize,
                    dynamicSharedBytes), "cuOccupancyMaxActiveBlocksPerMultiprocessor");
            return blocks.get(JAVA_INT, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    public static int cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(MemorySegment function, int blockSize,
            long dynamicSharedBytes, int flags) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment blocks = arena.allocate(JAVA_INT);
            check((int) cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags.invokeExact(blocks, function,
                    blockSize, dynamicSharedBytes, flags), "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags");
            return blocks.get(JAVA_INT, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    // ----- helpers -----

    private static int callInt(MethodHandle handle, int argument) {
        try {
            return (int) handle.invokeExact(argument);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    private static int callPtr(MethodHandle handle, MemorySegment argument) {
        try {
            return (int) handle.invokeExact(argument);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    private static int readInt(MethodHandle handle, String call) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(JAVA_INT);
            check((int) handle.invokeExact(value), call);
            return value.get(JAVA_INT, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    private static MemorySegment createHandle(MethodHandle handle, int flags, String call) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment created = arena.allocate(ADDRESS);
            check((int) handle.invokeExact(created, flags), call);
            return created.get(ADDRESS, 0);
        } catch (Throwable failure) {
            throw rethrow(failure);
        }
    }

    /** Passes GpuException and other unchecked exceptions through; wraps what invokeExact declares. */
    static RuntimeException rethrow(Throwable failure) {
        if (failure instanceof RuntimeException unchecked) {
            return unchecked;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        return new IllegalStateException("unexpected checked exception from a native call", failure);
    }
}
