/*
 * Raw OpenCL 1.2 entry points (buffers, programs, kernels, events and 2D images) bound with the Foreign Function & Memory API: libOpenCL.so.1 (the ICD loader) is
 * looked up by name once, each downcall handle is a static final field resolved once, and each wrapper turns the
 * handle's Throwable into an Error. Only dev.kernelscope.device.opencl calls these; it checks every return code.
 * Calls that load or initialize vendor code (platforms, devices, contexts, queues, builds) put back the JVM's signal
 * handlers afterwards: PoCL's libLLVM replaces them while PoCL enumerates its device (see JvmSignalHandlers).
 */
package dev.kernelscope.device.opencl.internal;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.kernelscope.device.internal.JvmSignalHandlers;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;

public final class Cl {
    private Cl() {}

    /** The ICD loader's soname; every vendor's OpenCL is reached through it. */
    public static final String LIBRARY = "libOpenCL.so.1";

    private static final Linker LINKER = Linker.nativeLinker();
    private static final SymbolLookup LOOKUP;
    private static final String LOAD_FAILURE;

    static {
        disableNvidiaKernelCache();
        PoclWorkGroupMethod.chooseBeforeLoading();
        JvmSignalHandlers.recordBeforeLoading();
        SymbolLookup lookup = null;
        String failure = null;
        try {
            lookup = JvmSignalHandlers.around("dlopen " + LIBRARY, () -> SymbolLookup.libraryLookup(LIBRARY, Arena.global()));
        } catch (IllegalArgumentException | IllegalCallerException notLoaded) {
            failure = LIBRARY + " not found (" + notLoaded.getMessage() + ")";
        }
        LOOKUP = lookup;
        LOAD_FAILURE = failure;
    }

    /**
     * NVIDIA's driver keeps compiled kernels in a disk cache (~/.nv/ComputeCache) and a build answered from it runs no
     * ptxas, so its log lacks the -cl-nv-verbose report and registers and spills would be unknown. Measured on the H100
     * (driver 580.159.04): every kernel whose program had been built before, in this process or an earlier one, came
     * back without registers. So unless the user chose a setting, set CUDA_CACHE_DISABLE=1 for this process before the
     * ICD loader loads NVIDIA's driver (it reads the variable when it initializes); a build then costs one ptxas run.
     */
    private static void disableNvidiaKernelCache() {
        // where it cannot be set, registers stay unknown for cached builds (KernelResources reports them empty)
        ProcessEnvironment.setUnlessSet("CUDA_CACHE_DISABLE", "1");
    }

    /** Null when the library loaded, else why it did not ("libOpenCL.so.1 not found"). */
    public static String loadFailure() {
        return LOAD_FAILURE;
    }

    private static MethodHandle bind(String name, FunctionDescriptor descriptor) {
        if (LOOKUP == null) {
            return null;
        }
        return LOOKUP.find(name).map(address -> LINKER.downcallHandle(address, descriptor)).orElse(null);
    }

    private static MethodHandle need(MethodHandle handle, String name) {
        if (handle == null) {
            throw new UnsatisfiedLinkError(LOAD_FAILURE != null ? LOAD_FAILURE : name + " is missing from " + LIBRARY);
        }
        return handle;
    }

    private static Error rethrow(Throwable failure) {
        if (failure instanceof Error error) {
            throw error;
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        return new AssertionError("unexpected checked exception from a downcall", failure);
    }

    // cl_int clGetPlatformIDs(cl_uint, cl_platform_id*, cl_uint*)
    private static final MethodHandle GET_PLATFORM_IDS = bind("clGetPlatformIDs",
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, ADDRESS));
    // cl_int clGetPlatformInfo(cl_platform_id, cl_platform_info, size_t, void*, size_t*)
    private static final MethodHandle GET_PLATFORM_INFO = bind("clGetPlatformInfo",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_LONG, ADDRESS, ADDRESS));
    // cl_int clGetDeviceIDs(cl_platform_id, cl_device_type, cl_uint, cl_device_id*, cl_uint*)
    private static final MethodHandle GET_DEVICE_IDS = bind("clGetDeviceIDs",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, JAVA_INT, ADDRESS, ADDRESS));
    // cl_int clGetDeviceInfo(cl_device_id, cl_device_info, size_t, void*, size_t*)
    private static final MethodHandle GET_DEVICE_INFO = bind("clGetDeviceInfo",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_LONG, ADDRESS, ADDRESS));
    // cl_context clCreateContext(const cl_context_properties*, cl_uint, const cl_device_id*, void(*)(...), void*, cl_int*)
    private static final MethodHandle CREATE_CONTEXT = bind("clCreateContext",
            FunctionDescriptor.of(ADDRESS, ADDRESS, JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    private static final MethodHandle RELEASE_CONTEXT = bind("clReleaseContext",
            FunctionDescriptor.of(JAVA_INT, ADDRESS));
    // cl_command_queue clCreateCommandQueue(cl_context, cl_device_id, cl_command_queue_properties, cl_int*)
    private static final MethodHandle CREATE_COMMAND_QUEUE = bind("clCreateCommandQueue",
            FunctionDescriptor.of(ADDRESS, ADDRESS, ADDRESS, JAVA_LONG, ADDRESS));
    private static final MethodHandle RELEASE_COMMAND_QUEUE = bind("clReleaseCommandQueue",
            FunctionDescriptor.of(JAVA_INT, ADDRESS));
    // cl_program clCreateProgramWithSource(cl_context, cl_uint, const char**, const size_t*, cl_int*)
    private static final MethodHandle CREATE_PROGRAM_WITH_SOURCE = bind("clCreateProgramWithSource",
            FunctionDescriptor.of(ADDRESS, ADDRESS, JAVA_INT, ADDRESS, ADDRESS, ADDRESS));
    // cl_int clBuildProgram(cl_program, cl_uint, const cl_device_id*, const char*, void(*)(...), void*)
    private static final MethodHandle BUILD_PROGRAM = bind("clBuildProgram",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    // cl_int clGetProgramBuildInfo(cl_program, cl_device_id, cl_program_build_info, size_t, void*, size_t*)
    private static final MethodHandle GET_PROGRAM_BUILD_INFO = bind("clGetProgramBuildInfo",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, JAVA_LONG, ADDRESS, ADDRESS));
    private static final MethodHandle RELEASE_PROGRAM = bind("clReleaseProgram",
            FunctionDescriptor.of(JAVA_INT, ADDRESS));
    // cl_kernel clCreateKernel(cl_program, const char*, cl_int*)
    private static final MethodHandle CREATE_KERNEL = bind("clCreateKernel",
            FunctionDescriptor.of(ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    private static final MethodHandle RELEASE_KERNEL = bind("clReleaseKernel",
            FunctionDescriptor.of(JAVA_INT, ADDRESS));
    // cl_int clGetKernelInfo(cl_kernel, cl_kernel_info, size_t, void*, size_t*)
    private static final MethodHandle GET_KERNEL_INFO = bind("clGetKernelInfo",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_LONG, ADDRESS, ADDRESS));
    // cl_int clGetKernelWorkGroupInfo(cl_kernel, cl_device_id, cl_kernel_work_group_info, size_t, void*, size_t*)
    private static final MethodHandle GET_KERNEL_WORK_GROUP_INFO = bind("clGetKernelWorkGroupInfo",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, JAVA_LONG, ADDRESS, ADDRESS));
    // cl_int clSetKernelArg(cl_kernel, cl_uint, size_t, const void*)
    private static final MethodHandle SET_KERNEL_ARG = bind("clSetKernelArg",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_LONG, ADDRESS));
    // cl_mem clCreateBuffer(cl_context, cl_mem_flags, size_t, void*, cl_int*)
    private static final MethodHandle CREATE_BUFFER = bind("clCreateBuffer",
            FunctionDescriptor.of(ADDRESS, ADDRESS, JAVA_LONG, JAVA_LONG, ADDRESS, ADDRESS));
    private static final MethodHandle RELEASE_MEM_OBJECT = bind("clReleaseMemObject",
            FunctionDescriptor.of(JAVA_INT, ADDRESS));
    // cl_int clEnqueueWriteBuffer(queue, mem, cl_bool, size_t offset, size_t size, const void*, cl_uint, const cl_event*, cl_event*)
    private static final MethodHandle ENQUEUE_WRITE_BUFFER = bind("clEnqueueWriteBuffer",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, JAVA_LONG, JAVA_LONG, ADDRESS, JAVA_INT, ADDRESS, ADDRESS));
    private static final MethodHandle ENQUEUE_READ_BUFFER = bind("clEnqueueReadBuffer",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, JAVA_LONG, JAVA_LONG, ADDRESS, JAVA_INT, ADDRESS, ADDRESS));
    // cl_int clEnqueueCopyBuffer(queue, src, dst, size_t src_off, size_t dst_off, size_t size, cl_uint, const cl_event*, cl_event*)
    private static final MethodHandle ENQUEUE_COPY_BUFFER = bind("clEnqueueCopyBuffer",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, ADDRESS, ADDRESS));
    // cl_int clEnqueueFillBuffer(queue, mem, const void* pattern, size_t pattern_size, size_t offset, size_t size, cl_uint, const cl_event*, cl_event*)
    private static final MethodHandle ENQUEUE_FILL_BUFFER = bind("clEnqueueFillBuffer",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, ADDRESS, ADDRESS));
    // cl_int clEnqueueNDRangeKernel(queue, kernel, cl_uint dims, const size_t* offset, const size_t* global, const size_t* local, cl_uint, const cl_event*, cl_event*)
    private static final MethodHandle ENQUEUE_ND_RANGE_KERNEL = bind("clEnqueueNDRangeKernel",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, ADDRESS, ADDRESS));
    private static final MethodHandle FINISH = bind("clFinish", FunctionDescriptor.of(JAVA_INT, ADDRESS));
    private static final MethodHandle FLUSH = bind("clFlush", FunctionDescriptor.of(JAVA_INT, ADDRESS));
    // cl_int clWaitForEvents(cl_uint, const cl_event*)
    private static final MethodHandle WAIT_FOR_EVENTS = bind("clWaitForEvents",
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS));
    // cl_int clGetEventProfilingInfo(cl_event, cl_profiling_info, size_t, void*, size_t*)
    private static final MethodHandle GET_EVENT_PROFILING_INFO = bind("clGetEventProfilingInfo",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_LONG, ADDRESS, ADDRESS));
    private static final MethodHandle RELEASE_EVENT = bind("clReleaseEvent", FunctionDescriptor.of(JAVA_INT, ADDRESS));
    // OpenCL 1.2 images. cl_int clGetSupportedImageFormats(cl_context, cl_mem_flags, cl_mem_object_type, cl_uint, cl_image_format*, cl_uint*)
    private static final MethodHandle GET_SUPPORTED_IMAGE_FORMATS = bind("clGetSupportedImageFormats",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS));
    // cl_mem clCreateImage(cl_context, cl_mem_flags, const cl_image_format*, const cl_image_desc*, void*, cl_int*)
    private static final MethodHandle CREATE_IMAGE = bind("clCreateImage",
            FunctionDescriptor.of(ADDRESS, ADDRESS, JAVA_LONG, ADDRESS, ADDRESS, ADDRESS, ADDRESS));
    // cl_int clEnqueueWriteImage(queue, image, cl_bool, const size_t origin[3], const size_t region[3], size_t row_pitch, size_t slice_pitch, const void*, cl_uint, const cl_event*, cl_event*)
    private static final MethodHandle ENQUEUE_WRITE_IMAGE = bind("clEnqueueWriteImage",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, ADDRESS, ADDRESS, JAVA_LONG, JAVA_LONG, ADDRESS, JAVA_INT, ADDRESS, ADDRESS));
    private static final MethodHandle ENQUEUE_READ_IMAGE = bind("clEnqueueReadImage",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, ADDRESS, ADDRESS, JAVA_LONG, JAVA_LONG, ADDRESS, JAVA_INT, ADDRESS, ADDRESS));
    // cl_int clEnqueueCopyBufferToImage(queue, src_buffer, dst_image, size_t src_offset, const size_t dst_origin[3], const size_t region[3], cl_uint, const cl_event*, cl_event*)
    private static final MethodHandle ENQUEUE_COPY_BUFFER_TO_IMAGE = bind("clEnqueueCopyBufferToImage",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG, ADDRESS, ADDRESS, JAVA_INT, ADDRESS, ADDRESS));
    // cl_int clEnqueueCopyImageToBuffer(queue, src_image, dst_buffer, const size_t src_origin[3], const size_t region[3], size_t dst_offset, cl_uint, const cl_event*, cl_event*)
    private static final MethodHandle ENQUEUE_COPY_IMAGE_TO_BUFFER = bind("clEnqueueCopyImageToBuffer",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG, JAVA_INT, ADDRESS, ADDRESS));
    // cl_int clEnqueueCopyBufferRect(queue, src, dst, const size_t src_origin[3], const size_t dst_origin[3], const size_t region[3], size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch, size_t dst_slice_pitch, cl_uint, const cl_event*, cl_event*)
    private static final MethodHandle ENQUEUE_COPY_BUFFER_RECT = bind("clEnqueueCopyBufferRect",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, ADDRESS, ADDRESS));

    public static int clGetPlatformIDs(int numEntries, MemorySegment platforms, MemorySegment numPlatforms) {
        try {
            return (int) need(GET_PLATFORM_IDS, "clGetPlatformIDs").invokeExact(numEntries, platforms, numPlatforms);
        } catch (Throwable t) {
            throw rethrow(t);
        } finally {
            JvmSignalHandlers.restore("clGetPlatformIDs");
        }
    }

    public static int clGetPlatformInfo(MemorySegment platform, int param, long size, MemorySegment value, MemorySegment sizeRet) {
        try {
            return (int) need(GET_PLATFORM_INFO, "clGetPlatformInfo").invokeExact(platform, param, size, value, sizeRet);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clGetDeviceIDs(MemorySegment platform, long type, int numEntries, MemorySegment devices, MemorySegment numDevices) {
        try {
            return (int) need(GET_DEVICE_IDS, "clGetDeviceIDs").invokeExact(platform, type, numEntries, devices, numDevices);
        } catch (Throwable t) {
            throw rethrow(t);
        } finally {
            JvmSignalHandlers.restore("clGetDeviceIDs");
        }
    }

    public static int clGetDeviceInfo(MemorySegment device, int param, long size, MemorySegment value, MemorySegment sizeRet) {
        try {
            return (int) need(GET_DEVICE_INFO, "clGetDeviceInfo").invokeExact(device, param, size, value, sizeRet);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static MemorySegment clCreateContext(MemorySegment properties, int numDevices, MemorySegment devices, MemorySegment errcode) {
        try {
            return (MemorySegment) need(CREATE_CONTEXT, "clCreateContext")
                    .invokeExact(properties, numDevices, devices, MemorySegment.NULL, MemorySegment.NULL, errcode);
        } catch (Throwable t) {
            throw rethrow(t);
        } finally {
            JvmSignalHandlers.restore("clCreateContext");
        }
    }

    public static int clReleaseContext(MemorySegment context) {
        try {
            return (int) need(RELEASE_CONTEXT, "clReleaseContext").invokeExact(context);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static MemorySegment clCreateCommandQueue(MemorySegment context, MemorySegment device, long properties, MemorySegment errcode) {
        try {
            return (MemorySegment) need(CREATE_COMMAND_QUEUE, "clCreateCommandQueue").invokeExact(context, device, properties, errcode);
        } catch (Throwable t) {
            throw rethrow(t);
        } finally {
            JvmSignalHandlers.restore("clCreateCommandQueue");
        }
    }

    public static int clReleaseCommandQueue(MemorySegment queue) {
        try {
            return (int) need(RELEASE_COMMAND_QUEUE, "clReleaseCommandQueue").invokeExact(queue);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static MemorySegment clCreateProgramWithSource(MemorySegment context, int count, MemorySegment strings, MemorySegment lengths, MemorySegment errcode) {
        try {
            return (MemorySegment) need(CREATE_PROGRAM_WITH_SOURCE, "clCreateProgramWithSource")
                    .invokeExact(context, count, strings, lengths, errcode);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clBuildProgram(MemorySegment program, int numDevices, MemorySegment devices, MemorySegment options) {
        try {
            return (int) need(BUILD_PROGRAM, "clBuildProgram")
                    .invokeExact(program, numDevices, devices, options, MemorySegment.NULL, MemorySegment.NULL);
        } catch (Throwable t) {
            throw rethrow(t);
        } finally {
            JvmSignalHandlers.restore("clBuildProgram");
        }
    }

    public static int clGetProgramBuildInfo(MemorySegment program, MemorySegment device, int param, long size, MemorySegment value, MemorySegment sizeRet) {
        try {
            return (int) need(GET_PROGRAM_BUILD_INFO, "clGetProgramBuildInfo").invokeExact(program, device, param, size, value, sizeRet);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clReleaseProgram(MemorySegment program) {
        try {
            return (int) need(RELEASE_PROGRAM, "clReleaseProgram").invokeExact(program);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static MemorySegment clCreateKernel(MemorySegment program, MemorySegment name, MemorySegment errcode) {
        try {
            return (MemorySegment) need(CREATE_KERNEL, "clCreateKernel").invokeExact(program, name, errcode);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clReleaseKernel(MemorySegment kernel) {
        try {
            return (int) need(RELEASE_KERNEL, "clReleaseKernel").invokeExact(kernel);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clGetKernelInfo(MemorySegment kernel, int param, long size, MemorySegment value, MemorySegment sizeRet) {
        try {
            return (int) need(GET_KERNEL_INFO, "clGetKernelInfo").invokeExact(kernel, param, size, value, sizeRet);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clGetKernelWorkGroupInfo(MemorySegment kernel, MemorySegment device, int param, long size, MemorySegment value, MemorySegment sizeRet) {
        try {
            return (int) need(GET_KERNEL_WORK_GROUP_INFO, "clGetKernelWorkGroupInfo").invokeExact(kernel, device, param, size, value, sizeRet);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clSetKernelArg(MemorySegment kernel, int index, long size, MemorySegment value) {
        try {
            return (int) need(SET_KERNEL_ARG, "clSetKernelArg").invokeExact(kernel, index, size, value);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static MemorySegment clCreateBuffer(MemorySegment context, long flags, long size, MemorySegment hostPtr, MemorySegment errcode) {
        try {
            return (MemorySegment) need(CREATE_BUFFER, "clCreateBuffer").invokeExact(context, flags, size, hostPtr, errcode);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clReleaseMemObject(MemorySegment mem) {
        try {
            return (int) need(RELEASE_MEM_OBJECT, "clReleaseMemObject").invokeExact(mem);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clEnqueueWriteBuffer(MemorySegment queue, MemorySegment mem, int blocking, long offset, long size, MemorySegment host, int numWait, MemorySegment waitList, MemorySegment event) {
        try {
            return (int) need(ENQUEUE_WRITE_BUFFER, "clEnqueueWriteBuffer").invokeExact(queue, mem, blocking, offset, size, host, numWait, waitList, event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clEnqueueReadBuffer(MemorySegment queue, MemorySegment mem, int blocking, long offset, long size, MemorySegment host, int numWait, MemorySegment waitList, MemorySegment event) {
        try {
            return (int) need(ENQUEUE_READ_BUFFER, "clEnqueueReadBuffer").invokeExact(queue, mem, blocking, offset, size, host, numWait, waitList, event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clEnqueueCopyBuffer(MemorySegment queue, MemorySegment src, MemorySegment dst, long srcOffset, long dstOffset, long size, int numWait, MemorySegment waitList, MemorySegment event) {
        try {
            return (int) need(ENQUEUE_COPY_BUFFER, "clEnqueueCopyBuffer").invokeExact(queue, src, dst, srcOffset, dstOffset, size, numWait, waitList, event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clEnqueueFillBuffer(MemorySegment queue, MemorySegment mem, MemorySegment pattern, long patternSize, long offset, long size, int numWait, MemorySegment waitList, MemorySegment event) {
        try {
            return (int) need(ENQUEUE_FILL_BUFFER, "clEnqueueFillBuffer").invokeExact(queue, mem, pattern, patternSize, offset, size, numWait, waitList, event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clEnqueueNDRangeKernel(MemorySegment queue, MemorySegment kernel, int dims, MemorySegment offset, MemorySegment global, MemorySegment local, int numWait, MemorySegment waitList, MemorySegment event) {
        try {
            return (int) need(ENQUEUE_ND_RANGE_KERNEL, "clEnqueueNDRangeKernel").invokeExact(queue, kernel, dims, offset, global, local, numWait, waitList, event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clFinish(MemorySegment queue) {
        try {
            return (int) need(FINISH, "clFinish").invokeExact(queue);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clFlush(MemorySegment queue) {
        try {
            return (int) need(FLUSH, "clFlush").invokeExact(queue);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clWaitForEvents(int count, MemorySegment events) {
        try {
            return (int) need(WAIT_FOR_EVENTS, "clWaitForEvents").invokeExact(count, events);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clGetEventProfilingInfo(MemorySegment event, int param, long size, MemorySegment value, MemorySegment sizeRet) {
        try {
            return (int) need(GET_EVENT_PROFILING_INFO, "clGetEventProfilingInfo").invokeExact(event, param, size, value, sizeRet);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clReleaseEvent(MemorySegment event) {
        try {
            return (int) need(RELEASE_EVENT, "clReleaseEvent").invokeExact(event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clGetSupportedImageFormats(MemorySegment context, long flags, int imageType, int numEntries, MemorySegment formats, MemorySegment numFormats) {
        try {
            return (int) need(GET_SUPPORTED_IMAGE_FORMATS, "clGetSupportedImageFormats").invokeExact(context, flags, imageType, numEntries, formats, numFormats);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static MemorySegment clCreateImage(MemorySegment context, long flags, MemorySegment format, MemorySegment desc, MemorySegment hostPtr, MemorySegment errcode) {
        try {
            return (MemorySegment) need(CREATE_IMAGE, "clCreateImage").invokeExact(context, flags, format, desc, hostPtr, errcode);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clEnqueueWriteImage(MemorySegment queue, MemorySegment image, int blocking, MemorySegment origin, MemorySegment region, long rowPitch, long slicePitch, MemorySegment host, int numWait, MemorySegment waitList, MemorySegment event) {
        try {
            return (int) need(ENQUEUE_WRITE_IMAGE, "clEnqueueWriteImage").invokeExact(queue, image, blocking, origin, region, rowPitch, slicePitch, host, numWait, waitList, event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clEnqueueReadImage(MemorySegment queue, MemorySegment image, int blocking, MemorySegment origin, MemorySegment region, long rowPitch, long slicePitch, MemorySegment host, int numWait, MemorySegment waitList, MemorySegment event) {
        try {
            return (int) need(ENQUEUE_READ_IMAGE, "clEnqueueReadImage").invokeExact(queue, image, blocking, origin, region, rowPitch, slicePitch, host, numWait, waitList, event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clEnqueueCopyBufferToImage(MemorySegment queue, MemorySegment buffer, MemorySegment image, long srcOffset, MemorySegment dstOrigin, MemorySegment region, int numWait, MemorySegment waitList, MemorySegment event) {
        try {
            return (int) need(ENQUEUE_COPY_BUFFER_TO_IMAGE, "clEnqueueCopyBufferToImage").invokeExact(queue, buffer, image, srcOffset, dstOrigin, region, numWait, waitList, event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clEnqueueCopyImageToBuffer(MemorySegment queue, MemorySegment image, MemorySegment buffer, MemorySegment srcOrigin, MemorySegment region, long dstOffset, int numWait, MemorySegment waitList, MemorySegment event) {
        try {
            return (int) need(ENQUEUE_COPY_IMAGE_TO_BUFFER, "clEnqueueCopyImageToBuffer").invokeExact(queue, image, buffer, srcOrigin, region, dstOffset, numWait, waitList, event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public static int clEnqueueCopyBufferRect(MemorySegment queue, MemorySegment src, MemorySegment dst, MemorySegment srcOrigin, MemorySegment dstOrigin, MemorySegment region, long srcRowPitch, long srcSlicePitch, long dstRowPitch, long dstSlicePitch, int numWait, MemorySegment waitList, MemorySegment event) {
        try {
            return (int) need(ENQUEUE_COPY_BUFFER_RECT, "clEnqueueCopyBufferRect").invokeExact(queue, src, dst, srcOrigin, dstOrigin, region, srcRowPitch, srcSlicePitch, dstRowPitch, dstSlicePitch, numWait, waitList, event);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }
}
