/*
 * An open device: the owner of one backend context/queue and of every buffer and kernel made on it, plus the
 * compile cache of its programs. close() releases kernels, buffers, programs and the context, in that order, and is
 * idempotent; objects used after it fail with IllegalStateException. One thread drives a session at a time.
 */
package dev.kernelscope.device;

import dev.kernelscope.device.internal.JvmSignalHandlers;
import dev.kernelscope.model.InvalidInputException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

public final class DeviceSession implements AutoCloseable {
    private final Backend backend;
    private final SessionOptions options;
    private final Set<AutoCloseable> owned = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Map<ProgramKey, Program> programCache = new LinkedHashMap<>();
    private ImageSupport imageSupport; // queried on first use
    private boolean closed;

    DeviceSession(Backend backend, SessionOptions options) {
        this.backend = backend;
        this.options = options;
    }

    public Device device() {
        return backend.device();
    }

    public SessionOptions options() {
        return options;
    }

    public boolean isClosed() {
        return closed;
    }

    // ---- buffers ----

    /** Allocates {@code length} elements; the size is checked against the device's single-allocation limit. */
    public Buffer allocate(ElementType type, long length) {
        checkOpen();
        if (length < 1) {
            throw new InvalidInputException("A buffer needs at least 1 element; got " + length + ".");
        }
        long bytes;
        try {
            bytes = Math.multiplyExact(length, (long) type.bytes());
        } catch (ArithmeticException overflow) {
            throw new InvalidInputException("A buffer of " + length + " " + type + " elements overflows 64-bit sizes.");
        }
        Device device = device();
        if (bytes > device.maxAllocBytes()) {
            throw new InvalidInputException("A buffer of " + length + " " + type + " elements (" + bytes
                    + " bytes) exceeds the device's CL_DEVICE_MAX_MEM_ALLOC_SIZE = " + device.maxAllocBytes()
                    + " bytes on " + device.label() + ".");
        }
        Buffer buffer = new Buffer(this, type, length, backend.allocate(bytes));
        owned.add(buffer);
        return buffer;
    }

    public Buffer floats(long length) {
        return allocate(ElementType.FLOAT, length);
    }

    public Buffer ints(long length) {
        return allocate(ElementType.INT, length);
    }

    /** A buffer of half-precision values, accessed as binary16 bits. */
    public Buffer halfs(long length) {
        return allocate(ElementType.HALF, length);
    }

    public Buffer bytes(long length) {
        return allocate(ElementType.BYTE, length);
    }

    /** Allocates a float buffer holding a copy of {@code data}. */
    public Buffer floats(float[] data) {
        Buffer buffer = floats(data.length);
        buffer.write(data);
        return buffer;
    }

    /** Allocates an int buffer holding a copy of {@code data}. */
    public Buffer ints(int[] data) {
        Buffer buffer = ints(data.length);
        buffer.write(data);
        return buffer;
    }

    // ---- images (OpenCL only) ----

    /** The device's read-only 2D image formats and limits, or why it has none (queried once per session). */
    public ImageSupport imageSupport() {
        checkOpen();
        if (imageSupport == null) {
            imageSupport = backend.imageSupport();
        }
        return imageSupport;
    }

    /**
     * Allocates a width x height image for kernels to read through a sampler. A device without images, a format its
     * driver does not list, or a size over its limits is a user error that names what is missing.
     */
    public Image allocateImage(ImageFormat format, long width, long height) {
        imageSupport().require(format, width, height, device().label());
        long bytes = width * height * format.pixelBytes();
        if (bytes > device().maxAllocBytes()) {
            throw new InvalidInputException("A " + width + "x" + height + " image of " + format + " (" + bytes
                    + " bytes) exceeds the device's CL_DEVICE_MAX_MEM_ALLOC_SIZE = " + device().maxAllocBytes()
                    + " bytes on " + device().label() + ".");
        }
        Image image = new Image(this, format, width, height, backend.allocateImage(format, width, height));
        owned.add(image);
        return image;
    }

    // ---- programs and kernels ----

    public Program compile(String source) {
        return compile(source, Map.of(), List.of());
    }

    public Program compile(String source, Map<String, Long> parameters) {
        return compile(source, parameters, List.of());
    }

    /**
     * Compiles {@code source} with {@code parameters} as sorted -D defines followed by {@code options}, or returns
     * the cached program for the same key. A compile error throws GpuException with the full build log.
     */
    public Program compile(String source, Map<String, Long> parameters, List<String> options) {
        checkOpen();
        ProgramKey key = ProgramKey.of(source, CompileDefines.render(parameters), options, device());
        Program cached = programCache.get(key);
        if (cached != null) {
            return cached.asCacheHit();
        }
        long start = System.nanoTime();
        Backend.CompiledProgram compiled;
        try {
            compiled = backend.compile(source, key.compilerOptions());
        } finally {
            JvmSignalHandlers.restore("compiling on " + device().id()); // compilers are LLVMs; see JvmSignalHandlers
        }
        Duration compileTime = Duration.ofNanos(System.nanoTime() - start);
        BuildWarnings.report(source, key.compilerOptions(), compiled.buildLog(), device());
        Program program = new Program(this, key, compiled.handle(), compiled.buildLog(), compileTime, false);
        programCache.put(key, program);
        return program;
    }

    /** Number of distinct programs compiled on this session. */
    public int cachedProgramCount() {
        return programCache.size();
    }

    Kernel createKernel(Program program, String name) {
        checkOpen();
        Backend.KernelHandle handle = backend.kernel(program.handle(), name);
        KernelResources resources;
        try {
            resources = backend.resources(handle);
        } catch (RuntimeException failure) {
            backend.release(handle);
            throw failure;
        }
        Kernel kernel = new Kernel(this, handle, resources);
        owned.add(kernel);
        return kernel;
    }

    /**
     * A sequence of launches enqueued together on each {@link LaunchSequence#launch()}: {@code kernels.get(i)} with
     * {@code geometries.get(i)} and its arguments as set when the sequence is launched (CUDA: one graph).
     */
    public LaunchSequence sequence(List<Kernel> kernels, List<Geometry> geometries) {
        checkOpen();
        for (Kernel kernel : kernels) {
            if (kernel.session() != this) {
                throw new InvalidInputException("Kernel '" + kernel.name() + "' belongs to another DeviceSession.");
            }
        }
        LaunchSequence sequence = new LaunchSequence(this, kernels, geometries);
        owned.add(sequence);
        return sequence;
    }

    /**
     * Whether a {@link LaunchSequence} reaches the device as one command (CUDA graphs) rather than one enqueue per
     * launch (OpenCL), whose host time then grows with every launch a call adds.
     */
    public boolean enqueuesSequencesAsOne() {
        return backend().enqueuesSequenceAsOne();
    }

    // ---- ordering and timing ----

    /** Waits for every enqueued launch, copy and fill. */
    public void synchronize() {
        checkOpen();
        backend.synchronize();
    }

    /** Times a device-to-device copy of {@code count} elements from {@code source} to {@code target}. */
    public Timing timeCopy(Buffer source, Buffer target, long count, int warmups, int repetitions) {
        checkSameSession(source, "copy source");
        checkSameSession(target, "copy target");
        if (source.type() != target.type()) {
            throw new InvalidInputException("Cannot copy " + source.type() + " elements into a " + target.type()
                    + " buffer.");
        }
        source.checkElementRange(0, count);
        target.checkElementRange(0, count);
        return time(target.copyOperation(source, 0, 0, count), warmups, repetitions);
    }

    Timing time(Backend.TimedOperation operation, int warmups, int repetitions) {
        checkOpen();
        if (!options.profiling()) {
            throw new IllegalStateException("This session was opened without profiling; device timing needs "
                    + "SessionOptions.DEFAULT.");
        }
        if (warmups < 0 || repetitions < 1) {
            throw new InvalidInputException("Timing needs at least 1 repetition and no negative warm-up count; got "
                    + warmups + " warm-ups and " + repetitions + " repetitions.");
        }
        for (int i = 0; i < warmups; i++) {
            switch (operation) {
                case Backend.LaunchOperation launch -> backend.launch(launch);
                case Backend.CopyOperation copy -> backend.copy(copy);
                case Backend.ImageCopyOperation copy -> backend.copy(copy);
            }
        }
        return Timing.of(backend.time(operation, repetitions), warmups);
    }

    // ---- lifetime ----

    /** Buffers, images and kernels currently open on this session (for leak checks). */
    public int openObjectCount() {
        return owned.size();
    }

    /** Native objects the backend created and not yet released (buffers, programs, kernels, events). */
    public long liveNativeObjects() {
        return backend.liveNativeObjects();
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        RuntimeException first = null;
        List<AutoCloseable> children = new ArrayList<>(owned);
        owned.clear();
        // Kernels first (they reference programs), then buffers and images, then programs, then the context.
        children.sort((a, b) -> Boolean.compare(a instanceof Buffer || a instanceof Image,
                b instanceof Buffer || b instanceof Image));
        for (AutoCloseable child : children) {
            try {
                switch (child) {
                    case Kernel kernel -> {
                        if (!kernel.isClosed()) {
                            Backend.KernelHandle h = kernelHandle(kernel);
                            kernel.invalidate();
                            backend.release(h);
                        }
                    }
                    case Buffer buffer -> {
                        if (!buffer.isClosed()) {
                            Backend.BufferHandle h = buffer.handle();
                            buffer.invalidate();
                            backend.release(h);
                        }
                    }
                    case Image image -> {
                        if (!image.isClosed()) {
                            Backend.ImageHandle h = image.handle();
                            image.invalidate();
                            backend.release(h);
                        }
                    }
                    case LaunchSequence sequence -> sequence.releaseWithSession();
                    default -> child.close();
                }
            } catch (Exception failure) {
                first = first == null ? asRuntime(failure) : first;
            }
        }
        for (Program program : programCache.values()) {
            try {
                backend.release(program.rawHandle());
            } catch (RuntimeException failure) {
                first = first == null ? failure : first;
            }
        }
        programCache.clear();
        try {
            backend.close();
        } catch (RuntimeException failure) {
            first = first == null ? failure : first;
        }
        if (first != null) {
            throw first;
        }
    }

    /**
     * The backend this session drives, for backend-specific work beside the neutral API (cuBLAS on the CUDA
     * backend's stream, the driver's occupancy query). IllegalStateException once the session is closed.
     */
    public Backend nativeBackend() {
        return backend();
    }

    // ---- package-private plumbing ----

    Backend backend() {
        checkOpen();
        return backend;
    }

    /** The backend without the open check, for children released by close() itself. */
    Backend backendWhileClosing() {
        return backend;
    }

    void forget(AutoCloseable child) {
        owned.remove(child);
    }

    void checkSameSession(Buffer buffer, String role) {
        if (buffer.session() != this) {
            throw new InvalidInputException("The buffer given as " + role + " belongs to another DeviceSession ("
                    + buffer.session().device().label() + "); buffers cannot cross sessions.");
        }
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("This DeviceSession on " + device().label() + " was closed.");
        }
    }

    private static Backend.KernelHandle kernelHandle(Kernel kernel) {
        return kernel.rawHandle();
    }

    private static RuntimeException asRuntime(Exception failure) {
        return failure instanceof RuntimeException runtime ? runtime : new IllegalStateException(failure);
    }
}
