/*
 * What cuFuncGetAttribute says about one compiled kernel: registers per thread, static shared, constant and local
 * (spill and private array) memory, the largest block it can launch with, the current dynamic shared memory limit,
 * and the PTX and binary versions it was built for. The exact inputs of the occupancy calculation.
 */
package dev.kernelscope.device.cuda;

import dev.kernelscope.device.cuda.internal.CuDriver;
import dev.kernelscope.device.cuda.internal.CuFunctionAttribute;
import java.lang.foreign.MemorySegment;

/**
 * @param registersPerThread CU_FUNC_ATTRIBUTE_NUM_REGS
 * @param staticSharedBytes CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES (static __shared__ / __local arrays)
 * @param constBytes CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES
 * @param localBytesPerThread CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES (spills and private arrays in local memory)
 * @param maxThreadsPerBlock CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK (lower than 1024 when registers limit it)
 * @param maxDynamicSharedBytes CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES when queried (48 KiB minus static
 *     until a launch opts in to more)
 * @param ptxVersion CU_FUNC_ATTRIBUTE_PTX_VERSION, major * 10 + minor
 * @param binaryVersion CU_FUNC_ATTRIBUTE_BINARY_VERSION, e.g. 90 for sm_90
 */
public record CudaFunctionAttributes(
        int registersPerThread,
        int staticSharedBytes,
        int constBytes,
        int localBytesPerThread,
        int maxThreadsPerBlock,
        int maxDynamicSharedBytes,
        int ptxVersion,
        int binaryVersion) {

    static CudaFunctionAttributes of(MemorySegment function) {
        return new CudaFunctionAttributes(
                CuDriver.cuFuncGetAttribute(CuFunctionAttribute.NUM_REGS, function),
                CuDriver.cuFuncGetAttribute(CuFunctionAttribute.SHARED_SIZE_BYTES, function),
                CuDriver.cuFuncGetAttribute(CuFunctionAttribute.CONST_SIZE_BYTES, function),
                CuDriver.cuFuncGetAttribute(CuFunctionAttribute.LOCAL_SIZE_BYTES, function),
                CuDriver.cuFuncGetAttribute(CuFunctionAttribute.MAX_THREADS_PER_BLOCK, function),
                CuDriver.cuFuncGetAttribute(CuFunctionAttribute.MAX_DYNAMIC_SHARED_SIZE_BYTES, function),
                CuDriver.cuFuncGetAttribute(CuFunctionAttribute.PTX_VERSION, function),
                CuDriver.cuFuncGetAttribute(CuFunctionAttribute.BINARY_VERSION, function));
    }
}
