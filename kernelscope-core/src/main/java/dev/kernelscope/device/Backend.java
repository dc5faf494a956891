/*
 * The one narrow interface every backend implements (DESIGN.md convention 5): compile, allocate, copy, fill,
 * launch, time, synchronize, resources, release, close. It works on opaque native handles and checks nothing a
 * backend-neutral layer can check: DeviceSession, Buffer, Program and Kernel validate sizes, geometry and lifetime
 * before they call it, so both backends get the same rules and the same messages.
 */
package dev.kernelscope.device;

import dev.kernelscope.device.cuda.CudaBackend;
import dev.kernelscope.device.opencl.OpenClBackend;
import java.lang.foreign.MemorySegment;
import java.util.List;

/**
 * A backend bound to one open device (an OpenCL context + in-order queue, or a CUDA context + stream).
 * Not thread-safe: one thread drives a session at a time. Every method may throw {@link GpuException}.
 * Sealed: exactly the OpenCL backend and the CUDA one (the CUDA backend adds itself to the permits list).
 */
public sealed interface Backend extends AutoCloseable permits OpenClBackend, CudaBackend {

    /** A native object the backend created; released through {@link #release(Handle)} exactly once. */
    interface Handle {}

    /** A device allocation of {@code bytes()} bytes. */
    interface BufferHandle extends Handle {
        long bytes();
    }

    /** A 2D image read through a sampler (OpenCL cl_mem of type CL_MEM_OBJECT_IMAGE2D). */
    interface ImageHandle extends Handle {
        ImageFormat format();

        long width();

        long height();
    }

    /** A compiled program (OpenCL cl_program, CUDA module). */
    interface ProgramHandle extends Handle {}

    /** One kernel entry point of a program. */
    interface KernelHandle extends Handle {
        String name();

        /** The number of parameters the kernel declares. */
        int argumentCount();
    }

    /** A fixed sequence of launches enqueued together (CUDA: one graph; OpenCL: the launches one by one). */
    interface SequenceHandle extends Handle {}

    /** A compiled program with the compiler's log (warnings, and on NVIDIA OpenCL the -cl-nv-verbose report). */
    record CompiledProgram(ProgramHandle handle, String buildLog) {}

    /** Something that can be timed with device timestamps. */
    sealed interface TimedOperation {}

    /** A kernel launch with its arguments (already checked) and geometry (already validated). */
    record LaunchOperation(KernelHandle kernel, List<KernelArg> args, Geometry geometry) implements TimedOperation {
        public LaunchOperation {
            args = List.copyOf(args);
        }
    }

    /** A device-to-device copy of {@code bytes} bytes. */
    record CopyOperation(BufferHandle source, long sourceOffset, BufferHandle target, long targetOffset, long bytes)
            implements TimedOperation {}

    /**
     * A copy between a buffer and a whole image, in the direction {@code toImage} says: the buffer's pixels start at
     * byte {@code bufferOffset}, rows {@code rowPitch} bytes apart (already checked against both sizes).
     */
    record ImageCopyOperation(BufferHandle buffer, long bufferOffset, long rowPitch, ImageHandle image, boolean toImage)
            implements TimedOperation {}

    Device device();

    /** Compiles a source with the given compiler options; a failure throws GpuException carrying the full log. */
    CompiledProgram compile(String source, List<String> options);

    /** Looks up a kernel entry point; an unknown name throws GpuException (CL_INVALID_KERNEL_NAME, ...). */
    KernelHandle kernel(ProgramHandle program, String name);

    /** What the compiled kernel needs and allows: group size limit, local/private memory, registers where known. */
    KernelResources resources(KernelHandle kernel);

    BufferHandle allocate(long bytes);

    /** Blocking host-to-device copy from a native segment of at least {@code bytes} bytes. */
    void copyToDevice(MemorySegment host, BufferHandle target, long targetOffset, long bytes);

    /** Blocking device-to-host copy into a native segment of at least {@code bytes} bytes. */
    void copyToHost(BufferHandle source, long sourceOffset, MemorySegment host, long bytes);

    /** Enqueues a device-to-device copy (asynchronous, in queue order). */
    void copy(CopyOperation copy);

    /** Enqueues a fill of {@code bytes} bytes with a repeated pattern of 1, 2, 4, 8 or 16 bytes. */
    void fill(BufferHandle target, long offset, long bytes, MemorySegment pattern);

    /**
     * The device's 2D images for kernels to read: the formats its driver lists, the size limits, or why it has none
     * (a device without image support, a backend that binds no images). Never throws for a missing feature.
     */
    ImageSupport imageSupport();

    /** Allocates a width x height image of a format {@link #imageSupport()} lists, for kernels to read. */
    ImageHandle allocateImage(ImageFormat format, long width, long height);

    /** Blocking host-to-image write of the whole image from {@code host}, rows {@code rowPitch} bytes apart. */
    void writeImage(MemorySegment host, long rowPitch, ImageHandle target);

    /** Blocking image-to-host read of the whole image into {@code host}, rows {@code rowPitch} bytes apart. */
    void readImage(ImageHandle source, MemorySegment host, long rowPitch);

    /** Enqueues a buffer-image copy (asynchronous, in queue order). */
    void copy(ImageCopyOperation copy);

    /** Enqueues one launch (asynchronous, in queue order). */
    default void launch(LaunchOperation launch) {
        launch(launch.kernel(), launch.args().toArray(new KernelArg[0]), launch.geometry());
    }

    /**
     * Enqueues one launch from arguments already checked by {@link Kernel} and a validated geometry. The array is
     * the kernel's own: read during the call, never kept, so a launch on a known kernel allocates nothing.
     */
    void launch(KernelHandle kernel, KernelArg[] args, Geometry geometry);

    /**
     * Prepares launches of {@code kernels} in this order, each with its validated geometry, to be enqueued together
     * by {@link #launch(SequenceHandle, KernelArg[][])}; enqueues nothing. Released through {@link #release}.
     */
    SequenceHandle sequence(KernelHandle[] kernels, Geometry[] geometries);

    /**
     * Whether {@link #launch(SequenceHandle, KernelArg[][])} enqueues a sequence as one command (CUDA: one graph
     * launch) rather than one enqueue per launch (OpenCL), so that its host time hardly grows with its launches.
     */
    boolean enqueuesSequenceAsOne();

    /**
     * Enqueues a sequence with each kernel's current arguments ({@code args[i]} for kernel i, read during the call,
     * never kept), in order, as if each were launched by {@link #launch(KernelHandle, KernelArg[], Geometry)}.
     */
    void launch(SequenceHandle sequence, KernelArg[][] args);

    /**
     * Enqueues {@code count} copies of the operation, each with device timestamps, waits, and returns each one's
     * device duration in nanoseconds (end minus start). Requires a session opened with profiling.
     */
    long[] time(TimedOperation operation, int count);

    /** Blocks until every enqueued command finished (clFinish, cuStreamSynchronize). */
    void synchronize();

    /**
     * Native objects (buffers, programs, kernels, events) this backend created and has not released yet: a driver-side
     * count for leak checks, since some drivers (PoCL) pool small objects so that a leak never shows in RSS.
     */
    long liveNativeObjects();

    /** Frees a native object; called once per handle by its owner. */
    void release(Handle handle);

    /** Releases the queue and context; idempotent. */
    @Override
    void close();
}
