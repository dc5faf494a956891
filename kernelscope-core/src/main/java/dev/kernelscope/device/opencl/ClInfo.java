/*
 * Typed wrappers over the clGet*Info queries (strings, integers, size arrays) for platforms, devices, kernels and
 * builds. Each query runs in its own confined arena and goes through ClErrors.check.
 */
package dev.kernelscope.device.opencl;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.kernelscope.device.opencl.internal.Cl;
import dev.kernelscope.device.opencl.internal.ClConstants;
import dev.kernelscope.device.opencl.internal.ClErrors;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

final class ClInfo {
    private ClInfo() {}

    /** The query as a function of (size, value, sizeRet) returning a CL status. */
    @FunctionalInterface
    interface Query {
        int call(long size, MemorySegment value, MemorySegment sizeRet);
    }

    static String string(Query query, String call) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment size = arena.allocate(JAVA_LONG);
            ClErrors.check(query.call(0, MemorySegment.NULL, size), call);
            long bytes = size.get(JAVA_LONG, 0);
            if (bytes == 0) {
                return "";
            }
            MemorySegment value = arena.allocate(bytes);
            ClErrors.check(query.call(bytes, value, MemorySegment.NULL), call);
            byte[] raw = value.toArray(java.lang.foreign.ValueLayout.JAVA_BYTE);
            int end = 0;
            while (end < raw.length && raw[end] != 0) {
                end++;
            }
            return new String(raw, 0, end, StandardCharsets.UTF_8).strip();
        }
    }

    static long int32(Query query, String call) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(JAVA_INT);
            ClErrors.check(query.call(JAVA_INT.byteSize(), value, MemorySegment.NULL), call);
            return Integer.toUnsignedLong(value.get(JAVA_INT, 0));
        }
    }

    /** A cl_ulong or size_t value (both 8 bytes on the 64-bit platforms KernelScope supports). */
    static long int64(Query query, String call) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(JAVA_LONG);
            ClErrors.check(query.call(JAVA_LONG.byteSize(), value, MemorySegment.NULL), call);
            return value.get(JAVA_LONG, 0);
        }
    }

    /** An array of size_t whose length the driver reports. */
    static List<Long> sizes(Query query, String call) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment size = arena.allocate(JAVA_LONG);
            ClErrors.check(query.call(0, MemorySegment.NULL, size), call);
            long bytes = size.get(JAVA_LONG, 0);
            MemorySegment value = arena.allocate(Math.max(bytes, JAVA_LONG.byteSize()));
            ClErrors.check(query.call(bytes, value, MemorySegment.NULL), call);
            List<Long> result = new ArrayList<>();
            for (long offset = 0; offset + JAVA_LONG.byteSize() <= bytes; offset += JAVA_LONG.byteSize()) {
                result.add(value.get(JAVA_LONG, offset));
            }
            return result;
        }
    }

    static Query platform(MemorySegment platform, int param) {
        return (size, value, sizeRet) -> Cl.clGetPlatformInfo(platform, param, size, value, sizeRet);
    }

    static Query device(MemorySegment device, int param) {
        return (size, value, sizeRet) -> Cl.clGetDeviceInfo(device, param, size, value, sizeRet);
    }

    static Query kernelWorkGroup(MemorySegment kernel, MemorySegment device, int param) {
        return (size, value, sizeRet) -> Cl.clGetKernelWorkGroupInfo(kernel, device, param, size, value, sizeRet);
    }

    static Query kernel(MemorySegment kernel, int param) {
        return (size, value, sizeRet) -> Cl.clGetKernelInfo(kernel, param, size, value, sizeRet);
    }

    static Query buildLog(MemorySegment program, MemorySegment device) {
        return (size, value, sizeRet) -> Cl.clGetProgramBuildInfo(program, device, ClConstants.CL_PROGRAM_BUILD_LOG,
                size, value, sizeRet);
    }

    /** A size_t device query that may be unsupported (OpenCL 3.0 optional queries); empty when rejected. */
    static java.util.OptionalLong optionalSize(MemorySegment device, int param) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(JAVA_LONG);
            int rc = Cl.clGetDeviceInfo(device, param, JAVA_LONG.byteSize(), value, MemorySegment.NULL);
            return rc == 0 ? java.util.OptionalLong.of(value.get(JAVA_LONG, 0)) : java.util.OptionalLong.empty();
        }
    }

    /** Runs a cl_uint device query that an extension may not support; empty when the driver rejects it. */
    static java.util.OptionalLong optionalInt32(MemorySegment device, int param) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(JAVA_INT);
            int rc = Cl.clGetDeviceInfo(device, param, JAVA_INT.byteSize(), value, MemorySegment.NULL);
            return rc == 0 ? java.util.OptionalLong.of(Integer.toUnsignedLong(value.get(JAVA_INT, 0)))
                    : java.util.OptionalLong.empty();
        }
    }
}
