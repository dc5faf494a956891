/*
 * The OpenCL implementation of the Backend interface: one context and one in-order command queue on one device,
 * with buffers and read-only 2D images.
 * Every call's return code goes through ClErrors.check; build failures carry the full log. Kernel arguments are
 * re-set only when they changed since the kernel's previous launch, and the launch path reuses a session-owned
 * scratch segment instead of allocating, so an empty launch costs the driver's time plus a few hundred nanoseconds.
 */
package dev.kernelscope.device.opencl;

import static dev.kernelscope.device.opencl.internal.ClConstants.*;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import dev.kernelscope.device.Backend;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.ImageFormat;
import dev.kernelscope.device.ImageSupport;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.KernelArg;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.SessionOptions;
import dev.kernelscope.device.opencl.internal.Cl;
import dev.kernelscope.device.opencl.internal.ClErrors;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

public final class OpenClBackend implements Backend {
    private static final int CL_CONTEXT_PLATFORM = 0x1084;

    record ClBuffer(MemorySegment mem, long bytes) implements BufferHandle {}

    record ClImage(MemorySegment mem, ImageFormat format, long width, long height) implements ImageHandle {}

    record ClProgram(MemorySegment program, String buildLog) implements ProgramHandle {}

    /** A cl_kernel and the arguments last set on it (null: never set). */
    record ClKernel(MemorySegment kernel, String name, int argumentCount, ClProgram program, KernelArg[] lastSet)
            implements KernelHandle {}

    private final OpenClDriver.Entry entry;
    private final Device device;
    private final boolean nvidia;
    /** " -cl-nv-verbose" and the inline-PTX define on NVIDIA's platform, nothing elsewhere: added to every build. */
    private final String platformOptions;
    private final Arena arena = Arena.ofShared(); // scratch for the launch path; freed by close()
    private final MemorySegment globalSize = arena.allocate(JAVA_LONG, 3);
    private final MemorySegment localSize = arena.allocate(JAVA_LONG, 3);
    private final MemorySegment argValue = arena.allocate(16, 16);
    private final MemorySegment errcode = arena.allocate(JAVA_INT);
    private long liveObjects; // created minus released: buffers, programs, kernels, events
    private MemorySegment context;
    private MemorySegment queue;

    OpenClBackend(OpenClDriver.Entry entry, SessionOptions options) {
        this.entry = entry;
        this.device = entry.device();
        this.nvidia = entry.nvidia();
        this.platformOptions = nvidia ? " -cl-nv-verbose" + InlinePtxDefine.option(true, device.architecture())
                .map(option -> " " + option).orElse("") : "";
        try (Arena call = Arena.ofConfined()) {
            MemorySegment properties = call.allocate(JAVA_LONG, 3);
            properties.setAtIndex(JAVA_LONG, 0, CL_CONTEXT_PLATFORM);
            properties.setAtIndex(JAVA_LONG, 1, entry.platformId().address());
            properties.setAtIndex(JAVA_LONG, 2, 0);
            MemorySegment devices = call.allocate(ADDRESS);
            devices.set(ADDRESS, 0, entry.deviceId());
            MemorySegment created = Cl.clCreateContext(properties, 1, devices, errcode);
            ClErrors.check(errcode.get(JAVA_INT, 0), "clCreateContext", device.label());
            context = created;
            long queueProperties = options.profiling() ? CL_QUEUE_PROFILING_ENABLE : 0;
            MemorySegment createdQueue = Cl.clCreateCommandQueue(context, entry.deviceId(), queueProperties, errcode);
            ClErrors.check(errcode.get(JAVA_INT, 0), "clCreateCommandQueue", device.label());
            queue = createdQueue;
        } catch (RuntimeException failure) {
            close();
            throw failure;
        }
    }

    @Override
    public Device device() {
        return device;
    }

    // ---- programs ----

    @Override
    public CompiledProgram compile(String source, List<String> options) {
        String optionText = String.join(" ", options) + platformOptions;
        try (Arena call = Arena.ofConfined()) {
            MemorySegment text = call.allocateFrom(source);
            MemorySegment strings = call.allocate(ADDRESS);
            strings.set(ADDRESS, 0, text);
            MemorySegment lengths = call.allocate(JAVA_LONG);
            lengths.set(JAVA_LONG, 0, text.byteSize() - 1);
            MemorySegment program = Cl.clCreateProgramWithSource(context, 1, strings, lengths, errcode);
            ClErrors.check(errcode.get(JAVA_INT, 0), "clCreateProgramWithSource", device.label());
            MemorySegment devices = call.allocate(ADDRESS);
            devices.set(ADDRESS, 0, entry.deviceId());
            int rc = Cl.clBuildProgram(program, 1, devices, call.allocateFrom(optionText.strip()));
            String log;
            try {
                log = ClInfo.string(ClInfo.buildLog(program, entry.deviceId()), "clGetProgramBuildInfo(CL_PROGRAM_BUILD_LOG)");
            } catch (GpuException noLog) {
                log = "(the driver returned no build log: " + noLog.getMessage() + ")";
            }
            if (rc != 0) {
                Cl.clReleaseProgram(program);
                throw new GpuException(rc, ClErrors.name(rc), "clBuildProgram",
                        "the kernel source did not compile for " + device.label() + " with options ["
                                + optionText.strip() + "]", log.isBlank() ? "(empty build log)" : log);
            }
            liveObjects++;
            return new CompiledProgram(new ClProgram(program, log), log);
        }
    }

    @Override
    public KernelHandle kernel(ProgramHandle program, String name) {
        ClProgram clProgram = (ClProgram) program;
        try (Arena call = Arena.ofConfined()) {
            MemorySegment kernel = Cl.clCreateKernel(clProgram.program(), call.allocateFrom(name), errcode);
            ClErrors.check(errcode.get(JAVA_INT, 0), "clCreateKernel", "no kernel named '" + name + "' in the program?");
            int arguments;
            try {
                arguments = (int) ClInfo.int32(ClInfo.kernel(kernel, CL_KERNEL_NUM_ARGS), "clGetKernelInfo(CL_KERNEL_NUM_ARGS)");
            } catch (GpuException failure) {
                Cl.clReleaseKernel(kernel);
                throw failure;
            }
            liveObjects++;
            return new ClKernel(kernel, name, arguments, clProgram, new KernelArg[arguments]);
        }
    }

    @Override
    public KernelResources resources(KernelHandle kernel) {
        ClKernel k = (ClKernel) kernel;
        MemorySegment dev = entry.deviceId();
        long maxGroup = ClInfo.int64(ClInfo.kernelWorkGroup(k.kernel(), dev, CL_KERNEL_WORK_GROUP_SIZE),
                "clGetKernelWorkGroupInfo(CL_KERNEL_WORK_GROUP_SIZE)");
        long local = ClInfo.int64(ClInfo.kernelWorkGroup(k.kernel(), dev, CL_KERNEL_LOCAL_MEM_SIZE),
                "clGetKernelWorkGroupInfo(CL_KERNEL_LOCAL_MEM_SIZE)");
        long privateMem = ClInfo.int64(ClInfo.kernelWorkGroup(k.kernel(), dev, CL_KERNEL_PRIVATE_MEM_SIZE),
                "clGetKernelWorkGroupInfo(CL_KERNEL_PRIVATE_MEM_SIZE)");
        long multiple = ClInfo.int64(ClInfo.kernelWorkGroup(k.kernel(), dev, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE),
                "clGetKernelWorkGroupInfo(CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE)");
        List<Long> compiled = ClInfo.sizes(ClInfo.kernelWorkGroup(k.kernel(), dev, CL_KERNEL_COMPILE_WORK_GROUP_SIZE),
                "clGetKernelWorkGroupInfo(CL_KERNEL_COMPILE_WORK_GROUP_SIZE)");
        List<Long> required = compiled.stream().allMatch(size -> size == 0) ? List.of() : compiled;
        Optional<NvVerboseLog.Report> report = nvidia ? NvVerboseLog.parse(k.program().buildLog(), k.name()) : Optional.empty();
        return new KernelResources(maxGroup, local, privateMem, multiple, required,
                report.map(NvVerboseLog.Report::registers).orElse(OptionalInt.empty()),
                report.map(NvVerboseLog.Report::spillStoreBytes).orElse(OptionalLong.empty()),
                report.map(NvVerboseLog.Report::spillLoadBytes).orElse(OptionalLong.empty()),
                report.map(NvVerboseLog.Report::sharedMemBytes).orElse(OptionalLong.empty()));
    }

    // ---- memory ----

    @Override
    public BufferHandle allocate(long bytes) {
        MemorySegment mem = Cl.clCreateBuffer(context, CL_MEM_READ_WRITE, bytes, MemorySegment.NULL, errcode);
        ClErrors.check(errcode.get(JAVA_INT, 0), "clCreateBuffer", bytes + " bytes on " + device.label());
        liveObjects++;
        return new ClBuffer(mem, bytes);
    }

    @Override
    public void copyToDevice(MemorySegment host, BufferHandle target, long targetOffset, long bytes) {
        ClErrors.check(Cl.clEnqueueWriteBuffer(queue, ((ClBuffer) target).mem(), CL_TRUE, targetOffset, bytes, host,
                0, MemorySegment.NULL, MemorySegment.NULL), "clEnqueueWriteBuffer");
    }

    @Override
    public void copyToHost(BufferHandle source, long sourceOffset, MemorySegment host, long bytes) {
        ClErrors.check(Cl.clEnqueueReadBuffer(queue, ((ClBuffer) source).mem(), CL_TRUE, sourceOffset, bytes, host,
                0, MemorySegment.NULL, MemorySegment.NULL), "clEnqueueReadBuffer");
    }

    @Override
    public void copy(CopyOperation copy) {
        enqueueCopy(copy, MemorySegment.NULL);
    }

    private void enqueueCopy(CopyOperation copy, MemorySegment event) {
        ClErrors.check(Cl.clEnqueueCopyBuffer(queue, ((ClBuffer) copy.source()).mem(), ((ClBuffer) copy.target()).mem(),
                copy.sourceOffset(), copy.targetOffset(), copy.bytes(), 0, MemorySegment.NULL, event),
                "clEnqueueCopyBuffer", copy.bytes() + " bytes");
    }

    @Override
    public void fill(BufferHandle target, long offset, long bytes, MemorySegment pattern) {
        ClErrors.check(Cl.clEnqueueFillBuffer(queue, ((ClBuffer) target).mem(), pattern, pattern.byteSize(), offset,
                bytes, 0, MemorySegment.NULL, MemorySegment.NULL), "clEnqueueFillBuffer");
    }

    // ---- images ----

    @Override
    public ImageSupport imageSupport() {
        MemorySegment dev = entry.deviceId();
        if (ClInfo.int32(ClInfo.device(dev, CL_DEVICE_IMAGE_SUPPORT), "clGetDeviceInfo(CL_DEVICE_IMAGE_SUPPORT)") == 0) {
            return ImageSupport.none("CL_DEVICE_IMAGE_SUPPORT is false on " + device.label());
        }
        long maxWidth = ClInfo.int64(ClInfo.device(dev, CL_DEVICE_IMAGE2D_MAX_WIDTH), "clGetDeviceInfo(CL_DEVICE_IMAGE2D_MAX_WIDTH)");
        long maxHeight = ClInfo.int64(ClInfo.device(dev, CL_DEVICE_IMAGE2D_MAX_HEIGHT), "clGetDeviceInfo(CL_DEVICE_IMAGE2D_MAX_HEIGHT)");
        List<ImageFormat> formats = new java.util.ArrayList<>();
        try (Arena call = Arena.ofConfined()) {
            MemorySegment count = call.allocate(JAVA_INT);
            ClErrors.check(Cl.clGetSupportedImageFormats(context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0,
                    MemorySegment.NULL, count), "clGetSupportedImageFormats");
            int n = count.get(JAVA_INT, 0);
            if (n > 0) {
                MemorySegment listed = call.allocate(JAVA_INT, 2L * n);   // cl_image_format: {order, type}
                ClErrors.check(Cl.clGetSupportedImageFormats(context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, n,
                        listed, MemorySegment.NULL), "clGetSupportedImageFormats");
                for (int i = 0; i < n; i++) {
                    ImageFormat format = imageFormat(listed.getAtIndex(JAVA_INT, 2L * i), listed.getAtIndex(JAVA_INT, 2L * i + 1));
                    if (format != null && !formats.contains(format)) {
                        formats.add(format);
                    }
                }
            }
        }
        return new ImageSupport(null, maxWidth, maxHeight, formats);
    }

    /** The ImageFormat a cl_image_format names, or null for one KernelScope does not name. */
    private static ImageFormat imageFormat(int order, int type) {
        ImageFormat.ChannelOrder o = order == CL_R ? ImageFormat.ChannelOrder.R
                : order == CL_RGBA ? ImageFormat.ChannelOrder.RGBA : null;
        ImageFormat.ChannelType t = switch (type) {
            case CL_UNORM_INT8 -> ImageFormat.ChannelType.UNORM_INT8;
            case CL_UNSIGNED_INT8 -> ImageFormat.ChannelType.UNSIGNED_INT8;
            case CL_UNSIGNED_INT16 -> ImageFormat.ChannelType.UNSIGNED_INT16;
            case CL_HALF_FLOAT -> ImageFormat.ChannelType.HALF_FLOAT;
            case CL_FLOAT -> ImageFormat.ChannelType.FLOAT;
            default -> null;
        };
        return o == null || t == null ? null : new ImageFormat(o, t);
    }

    private static int channelOrder(ImageFormat format) {
        return switch (format.order()) {
            case R -> CL_R;
            case RGBA -> CL_RGBA;
        };
    }

    private static int channelType(ImageFormat format) {
        return switch (format.type()) {
            case UNORM_INT8 -> CL_UNORM_INT8;
            case UNSIGNED_INT8 -> CL_UNSIGNED_INT8;
            case UNSIGNED_INT16 -> CL_UNSIGNED_INT16;
            case HALF_FLOAT -> CL_HALF_FLOAT;
            case FLOAT -> CL_FLOAT;
        };
    }

    @Override
    public ImageHandle allocateImage(ImageFormat format, long width, long height) {
        try (Arena call = Arena.ofConfined()) {
            MemorySegment clFormat = call.allocate(JAVA_INT, 2);
            clFormat.setAtIndex(JAVA_INT, 0, channelOrder(format));
            clFormat.setAtIndex(JAVA_INT, 1, channelType(format));
            // cl_image_desc (OpenCL 1.2): type, width, height, depth, array size, row pitch, slice pitch,
            // mip levels, samples, buffer; 72 bytes with the padding after the leading cl_mem_object_type.
            MemorySegment desc = call.allocate(72, 8);
            desc.set(JAVA_INT, 0, CL_MEM_OBJECT_IMAGE2D);
            desc.set(JAVA_LONG, 8, width);
            desc.set(JAVA_LONG, 16, height);
            MemorySegment mem = Cl.clCreateImage(context, CL_MEM_READ_ONLY, clFormat, desc, MemorySegment.NULL, errcode);
            ClErrors.check(errcode.get(JAVA_INT, 0), "clCreateImage", width + "x" + height + " " + format + " on "
                    + device.label());
            liveObjects++;
            return new ClImage(mem, format, width, height);
        }
    }

    @Override
    public void writeImage(MemorySegment host, long rowPitch, ImageHandle target) {
        ClImage image = (ClImage) target;
        try (Arena call = Arena.ofConfined()) {
            ClErrors.check(Cl.clEnqueueWriteImage(queue, image.mem(), CL_TRUE, origin(call, 0), region(call, image, image.height()),
                    rowPitch, 0, host, 0, MemorySegment.NULL, MemorySegment.NULL), "clEnqueueWriteImage",
                    image.width() + "x" + image.height() + " " + image.format() + ", row pitch " + rowPitch + " bytes");
        }
    }

    @Override
    public void readImage(ImageHandle source, MemorySegment host, long rowPitch) {
        ClImage image = (ClImage) source;
        try (Arena call = Arena.ofConfined()) {
            ClErrors.check(Cl.clEnqueueReadImage(queue, image.mem(), CL_TRUE, origin(call, 0), region(call, image, image.height()),
                    rowPitch, 0, host, 0, MemorySegment.NULL, MemorySegment.NULL), "clEnqueueReadImage",
                    image.width() + "x" + image.height() + " " + image.format() + ", row pitch " + rowPitch + " bytes");
        }
    }

    @Override
    public void copy(ImageCopyOperation copy) {
        enqueueImageCopy(copy, MemorySegment.NULL, MemorySegment.NULL);
    }

    /**
     * OpenCL 1.2 copies between buffers and images only with packed rows, so a buffer whose rows are
     * {@code rowPitch} bytes apart (more than a row's pixels) is copied one row per command. {@code first} receives
     * the first command's event and {@code last} the last one's when there are several; returns the command count.
     */
    private long enqueueImageCopy(ImageCopyOperation copy, MemorySegment first, MemorySegment last) {
        ClImage image = (ClImage) copy.image();
        MemorySegment buffer = ((ClBuffer) copy.buffer()).mem();
        boolean packed = copy.rowPitch() == image.width() * image.format().pixelBytes() || image.height() == 1;
        long commands = packed ? 1 : image.height();
        try (Arena call = Arena.ofConfined()) {
            MemorySegment region = region(call, image, packed ? image.height() : 1);
            for (long row = 0; row < commands; row++) {
                MemorySegment event = row == 0 ? first : row == commands - 1 ? last : MemorySegment.NULL;
                long offset = copy.bufferOffset() + row * copy.rowPitch();
                MemorySegment at = origin(call, row);
                int rc = copy.toImage()
                        ? Cl.clEnqueueCopyBufferToImage(queue, buffer, image.mem(), offset, at, region, 0, MemorySegment.NULL, event)
                        : Cl.clEnqueueCopyImageToBuffer(queue, image.mem(), buffer, at, region, offset, 0, MemorySegment.NULL, event);
                ClErrors.check(rc, copy.toImage() ? "clEnqueueCopyBufferToImage" : "clEnqueueCopyImageToBuffer",
                        image.width() + "x" + image.height() + " " + image.format() + ", buffer offset "
                                + copy.bufferOffset() + ", row pitch " + copy.rowPitch() + " bytes");
            }
        }
        return commands;
    }

    private static MemorySegment origin(Arena call, long row) {
        MemorySegment origin = call.allocate(JAVA_LONG, 3);
        origin.setAtIndex(JAVA_LONG, 1, row);
        return origin;
    }

    private static MemorySegment region(Arena call, ClImage image, long rows) {
        MemorySegment region = call.allocate(JAVA_LONG, 3);
        region.setAtIndex(JAVA_LONG, 0, image.width());
        region.setAtIndex(JAVA_LONG, 1, rows);
        region.setAtIndex(JAVA_LONG, 2, 1);
        return region;
    }

    // ---- launches and timing ----

    @Override
    public void launch(KernelHandle kernel, KernelArg[] args, Geometry geometry) {
        enqueueLaunch((ClKernel) kernel, args, geometry, MemorySegment.NULL);
    }

    /** OpenCL has no graphs: a sequence is its launches, enqueued one by one. */
    private record ClSequence(KernelHandle[] kernels, Geometry[] geometries) implements SequenceHandle {}

    @Override
    public boolean enqueuesSequenceAsOne() {
        return false;
    }

    @Override
    public SequenceHandle sequence(KernelHandle[] kernels, Geometry[] geometries) {
        return new ClSequence(kernels.clone(), geometries.clone());
    }

    @Override
    public void launch(SequenceHandle sequence, KernelArg[][] args) {
        ClSequence launches = (ClSequence) sequence;
        for (int i = 0; i < launches.kernels().length; i++) {
            launch(launches.kernels()[i], args[i], launches.geometries()[i]);
        }
    }

    private void enqueueLaunch(LaunchOperation launch, MemorySegment event) {
        enqueueLaunch((ClKernel) launch.kernel(), launch.args().toArray(new KernelArg[0]), launch.geometry(), event);
    }

    private void enqueueLaunch(ClKernel kernel, KernelArg[] args, Geometry geometry, MemorySegment event) {
        setChangedArguments(kernel, args);
        int dims = geometry.dimensions();
        for (int d = 0; d < dims; d++) {
            globalSize.setAtIndex(JAVA_LONG, d, geometry.global(d));
            if (geometry.hasLocal()) {
                localSize.setAtIndex(JAVA_LONG, d, geometry.local(d));
            }
        }
        int rc = Cl.clEnqueueNDRangeKernel(queue, kernel.kernel(), dims, MemorySegment.NULL, globalSize,
                geometry.hasLocal() ? localSize : MemorySegment.NULL, 0, MemorySegment.NULL, event);
        if (rc != 0) {
            ClErrors.check(rc, "clEnqueueNDRangeKernel", "kernel '" + kernel.name() + "', " + geometry);
        }
    }

    private void setChangedArguments(ClKernel kernel, KernelArg[] args) {
        KernelArg[] last = kernel.lastSet();
        for (int i = 0; i < args.length; i++) {
            KernelArg arg = args[i];
            if (sameArgument(last[i], arg)) {
                continue;
            }
            int rc = switch (arg) {
                case KernelArg.BufferArg buffer -> {
                    argValue.set(ADDRESS, 0, ((ClBuffer) buffer.buffer()).mem());
                    yield Cl.clSetKernelArg(kernel.kernel(), i, ADDRESS.byteSize(), argValue);
                }
                case KernelArg.ImageArg image -> {
                    argValue.set(ADDRESS, 0, ((ClImage) image.image()).mem());
                    yield Cl.clSetKernelArg(kernel.kernel(), i, ADDRESS.byteSize(), argValue);
                }
                case KernelArg.IntArg v -> {
                    argValue.set(JAVA_INT, 0, v.value());
                    yield Cl.clSetKernelArg(kernel.kernel(), i, Integer.BYTES, argValue);
                }
                case KernelArg.LongArg v -> {
                    argValue.set(JAVA_LONG, 0, v.value());
                    yield Cl.clSetKernelArg(kernel.kernel(), i, Long.BYTES, argValue);
                }
                case KernelArg.FloatArg v -> {
                    argValue.set(JAVA_FLOAT, 0, v.value());
                    yield Cl.clSetKernelArg(kernel.kernel(), i, Float.BYTES, argValue);
                }
                case KernelArg.ShortArg v -> {
                    argValue.set(JAVA_SHORT, 0, v.value());
                    yield Cl.clSetKernelArg(kernel.kernel(), i, Short.BYTES, argValue);
                }
                case KernelArg.LocalArg local -> Cl.clSetKernelArg(kernel.kernel(), i, local.bytes(), MemorySegment.NULL);
            };
            if (rc != 0) {
                last[i] = null;
                ClErrors.check(rc, "clSetKernelArg", "argument " + i + " (" + arg + ") of kernel '" + kernel.name()
                        + "': does its type match the kernel's parameter?");
            }
            last[i] = arg;
        }
    }

    /** Buffers compare by handle identity: a freed cl_mem's address can be reused by a new buffer. */
    private static boolean sameArgument(KernelArg previous, KernelArg next) {
        if (previous == null) {
            return false;
        }
        if (previous instanceof KernelArg.BufferArg a && next instanceof KernelArg.BufferArg b) {
            return a.buffer() == b.buffer();
        }
        if (previous instanceof KernelArg.ImageArg a && next instanceof KernelArg.ImageArg b) {
            return a.image() == b.image();
        }
        return previous.equals(next);
    }

    @Override
    public long[] time(TimedOperation operation, int count) {
        long[] durations = new long[count];
        try (Arena call = Arena.ofConfined()) {
            MemorySegment events = call.allocate(ADDRESS, count);
            MemorySegment lastEvents = call.allocate(ADDRESS, count); // a pitched image copy's last row (else NULL)
            int enqueued = 0;
            try {
                for (; enqueued < count; enqueued++) {
                    MemorySegment event = events.asSlice(enqueued * ADDRESS.byteSize(), ADDRESS.byteSize());
                    switch (operation) {
                        case LaunchOperation launch -> enqueueLaunch(launch, event);
                        case CopyOperation copy -> enqueueCopy(copy, event);
                        case ImageCopyOperation copy -> {
                            MemorySegment last = lastEvents.asSlice(enqueued * ADDRESS.byteSize(), ADDRESS.byteSize());
                            if (enqueueImageCopy(copy, event, last) > 1) {
                                liveObjects++;
                            }
                        }
                    }
                    liveObjects++;
                }
                ClErrors.check(Cl.clFinish(queue), "clFinish");
                MemorySegment stamp = call.allocate(JAVA_LONG);
                for (int i = 0; i < count; i++) {
                    MemorySegment event = events.getAtIndex(ADDRESS, i);
                    ClErrors.check(Cl.clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_START, Long.BYTES, stamp,
                            MemorySegment.NULL), "clGetEventProfilingInfo(CL_PROFILING_COMMAND_START)");
                    long start = stamp.get(JAVA_LONG, 0);
                    MemorySegment lastEvent = lastEvents.getAtIndex(ADDRESS, i);
                    if (!lastEvent.equals(MemorySegment.NULL)) {
                        event = lastEvent;
                    }
                    ClErrors.check(Cl.clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_END, Long.BYTES, stamp,
                            MemorySegment.NULL), "clGetEventProfilingInfo(CL_PROFILING_COMMAND_END)");
                    durations[i] = stamp.get(JAVA_LONG, 0) - start;
                }
            } finally {
                for (int i = 0; i < enqueued; i++) {
                    if (Cl.clReleaseEvent(events.getAtIndex(ADDRESS, i)) == 0) {
                        liveObjects--;
                    }
                    MemorySegment lastEvent = lastEvents.getAtIndex(ADDRESS, i);
                    if (!lastEvent.equals(MemorySegment.NULL) && Cl.clReleaseEvent(lastEvent) == 0) {
                        liveObjects--;
                    }
                }
            }
        }
        return durations;
    }

    @Override
    public void synchronize() {
        ClErrors.check(Cl.clFinish(queue), "clFinish");
    }

    /** The in-order command queue everything of this session goes to (for CLBlast). */
    MemorySegment queue() {
        return queue;
    }

    /** Counts an event a library handed back (CLBlast) as live until {@link #releaseEvent} releases it. */
    void adoptEvent() {
        liveObjects++;
    }

    void releaseEvent(MemorySegment event) {
        if (Cl.clReleaseEvent(event) == 0) {
            liveObjects--;
        }
    }

    // ---- lifetime ----

    @Override
    public long liveNativeObjects() {
        return liveObjects;
    }

    @Override
    public void release(Handle handle) {
        if (handle instanceof ClSequence) {
            return;   // holds no OpenCL object
        }
        switch (handle) {
            case ClBuffer buffer -> ClErrors.check(Cl.clReleaseMemObject(buffer.mem()), "clReleaseMemObject");
            case ClImage image -> ClErrors.check(Cl.clReleaseMemObject(image.mem()), "clReleaseMemObject");
            case ClKernel kernel -> ClErrors.check(Cl.clReleaseKernel(kernel.kernel()), "clReleaseKernel");
            case ClProgram program -> ClErrors.check(Cl.clReleaseProgram(program.program()), "clReleaseProgram");
            default -> throw new IllegalArgumentException("not an OpenCL handle: " + handle);
        }
        liveObjects--;
    }

    @Override
    public void close() {
        if (queue != null) {
            MemorySegment q = queue;
            queue = null;
            Cl.clFinish(q);
            Cl.clReleaseCommandQueue(q);
        }
        if (context != null) {
            MemorySegment c = context;
            context = null;
            Cl.clReleaseContext(c);
        }
        if (arena.scope().isAlive()) {
            arena.close();
        }
    }
}
