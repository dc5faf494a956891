/*
 * One kernel entry point with its own argument state: typed setters (buffers, scalars, local-memory sizes),
 * launch and device-timed repetitions. Before each launch every argument must be set, every buffer alive and from
 * this session, and the geometry valid for the device and this compiled kernel (GeometryCheck).
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;
import java.util.Arrays;
import java.util.List;

public final class Kernel implements AutoCloseable {
    private final DeviceSession session;
    private final String name;
    private Backend.KernelHandle handle; // null once closed
    private final KernelResources resources;
    private final KernelArg[] args;
    private final Buffer[] buffers; // the owner behind each buffer argument, checked for liveness at launch
    private final Image[] images;   // the same for image arguments
    // The last checked launch, reused while neither the arguments nor the geometry change, so a launch loop does
    // not re-validate and re-allocate per launch (launch latency is compared with a C program's).
    private long argumentsVersion;
    private long checkedVersion = -1;
    private Geometry checkedGeometry;
    private Backend.LaunchOperation checkedOperation;
    // The last geometry check, kept apart from the arguments: a library that sets new buffers before every launch
    // (Gemm) re-checks nothing while the geometry and the __local sizes stay the same.
    private Geometry validatedGeometry;
    private long validatedLocalBytes = -1;
    private Geometry validatedEffective;

    Kernel(DeviceSession session, Backend.KernelHandle handle, KernelResources resources) {
        this.session = session;
        this.name = handle.name();
        this.handle = handle;
        this.resources = resources;
        this.args = new KernelArg[handle.argumentCount()];
        this.buffers = new Buffer[args.length];
        this.images = new Image[args.length];
    }

    public String name() {
        return name;
    }

    public int argumentCount() {
        return args.length;
    }

    /** The compiled kernel's resources on this device (queried once, when the kernel was created). */
    public KernelResources resources() {
        return resources;
    }

    public DeviceSession session() {
        return session;
    }

    // The setters leave an argument that already holds the value alone (no new object, no new checked launch), so
    // a library that sets every argument before each launch (Gemm) allocates nothing on a call it made before.

    public Kernel set(int index, Buffer buffer) {
        if (buffer.session() != session) {
            session.checkSameSession(buffer, "argument " + index + " of kernel '" + name + "'");
        }
        buffer.handle(); // fails now if already closed
        if (index >= 0 && index < args.length && buffers[index] == buffer) {
            return this;
        }
        put(index, null);
        buffers[index] = buffer;
        argumentsVersion++;
        return this;
    }

    /** An image2d_t parameter (read_only): the image is read through the kernel's sampler. */
    public Kernel set(int index, Image image) {
        if (image.session() != session) {
            throw new InvalidInputException("The image given as argument " + index + " of kernel '" + name
                    + "' belongs to another DeviceSession; images cannot cross sessions.");
        }
        image.handle(); // fails now if already closed
        if (index >= 0 && index < args.length && images[index] == image) {
            return this;
        }
        put(index, null);
        images[index] = image;
        argumentsVersion++;
        return this;
    }

    public Kernel set(int index, int value) {
        if (index >= 0 && index < args.length && args[index] instanceof KernelArg.IntArg(int held) && held == value
                && buffers[index] == null) {
            return this;
        }
        return put(index, new KernelArg.IntArg(value));
    }

    public Kernel set(int index, long value) {
        if (index >= 0 && index < args.length && args[index] instanceof KernelArg.LongArg(long held) && held == value
                && buffers[index] == null) {
            return this;
        }
        return put(index, new KernelArg.LongArg(value));
    }

    public Kernel set(int index, float value) {
        if (index >= 0 && index < args.length && args[index] instanceof KernelArg.FloatArg(float held)
                && Float.floatToRawIntBits(held) == Float.floatToRawIntBits(value) && buffers[index] == null) {
            return this;
        }
        return put(index, new KernelArg.FloatArg(value));
    }

    /** A short, ushort or half parameter (pass a half as its binary16 bits). */
    public Kernel set(int index, short value) {
        if (index >= 0 && index < args.length && args[index] instanceof KernelArg.ShortArg(short held) && held == value
                && buffers[index] == null) {
            return this;
        }
        return put(index, new KernelArg.ShortArg(value));
    }

    /** A __local pointer parameter: reserves {@code bytes} of local memory per work-group. */
    public Kernel setLocal(int index, long bytes) {
        if (bytes < 1) {
            throw new InvalidInputException("Local-memory argument " + index + " of kernel '" + name
                    + "' must be at least 1 byte; got " + bytes + ".");
        }
        return put(index, new KernelArg.LocalArg(bytes));
    }

    /**
     * Sets every argument in order from Buffer, Image, Integer, Long, Float, Short or {@link LocalMemory} values.
     * The count must equal the kernel's parameter count.
     */
    public Kernel args(Object... values) {
        if (values.length != args.length) {
            throw new InvalidInputException("Kernel '" + name + "' takes " + args.length + " arguments; "
                    + values.length + " were given.");
        }
        for (int i = 0; i < values.length; i++) {
            switch (values[i]) {
                case Buffer b -> set(i, b);
                case Image image -> set(i, image);
                case Integer v -> set(i, v.intValue());
                case Long v -> set(i, v.longValue());
                case Float v -> set(i, v.floatValue());
                case Short v -> set(i, v.shortValue());
                case LocalMemory local -> setLocal(i, local.bytes());
                case null -> throw new InvalidInputException("Argument " + i + " of kernel '" + name + "' is null.");
                default -> throw new InvalidInputException("Argument " + i + " of kernel '" + name + "' has type "
                        + values[i].getClass().getSimpleName()
                        + "; use Buffer, Image, Integer, Long, Float, Short or LocalMemory.");
            }
        }
        return this;
    }

    /** A local-memory size for {@link #args(Object...)}. */
    public record LocalMemory(long bytes) {}

    /**
     * The arguments as set now, in the form {@link #args(Object...)} takes (Buffer, Image, Integer, Long, Float,
     * Short, LocalMemory): what a launch with them would receive, e.g. to launch it again later with the same
     * arguments. Every argument must have been set.
     */
    public Object[] argumentValues() {
        Object[] values = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            values[i] = buffers[i] != null ? buffers[i] : images[i] != null ? images[i] : switch (args[i]) {
                case KernelArg.IntArg(int v) -> v;
                case KernelArg.LongArg(long v) -> v;
                case KernelArg.FloatArg(float v) -> v;
                case KernelArg.ShortArg(short v) -> v;
                case KernelArg.LocalArg(long bytes) -> new LocalMemory(bytes);
                case null -> throw new IllegalStateException("Argument " + i + " of kernel '" + name
                        + "' was never set.");
                case KernelArg.BufferArg unused -> throw new IllegalStateException("a buffer without its owner");
                case KernelArg.ImageArg unused -> throw new IllegalStateException("an image without its owner");
            };
        }
        return values;
    }

    /**
     * Checks the geometry against the device and this kernel and returns the geometry that will be launched
     * (with reqd_work_group_size filled in when no local size was given).
     */
    public Geometry validate(Geometry geometry) {
        return GeometryCheck.validate(geometry, session.device(), name, resources, localArgBytes());
    }

    /**
     * Enqueues one launch (asynchronous; DeviceSession.synchronize() or a read waits for it). Allocates nothing once
     * the geometry and the __local sizes were validated: the backend reads this kernel's own argument array.
     */
    public void launch(Geometry geometry) {
        Backend.KernelHandle live = handle();
        Geometry effective = checkedGeometry(geometry);
        refreshBufferArguments();
        session.backend().launch(live, args, effective);
    }

    /**
     * Runs {@code warmups} untimed launches, then {@code repetitions} launches timed with device timestamps.
     * Needs a session opened with profiling (the default).
     */
    public Timing time(Geometry geometry, int warmups, int repetitions) {
        return session.time(operation(geometry), warmups, repetitions);
    }

    /** The checked launch, for backends and benchmarks. */
    Backend.LaunchOperation operation(Geometry geometry) {
        Backend.KernelHandle live = handle();
        if (checkedVersion == argumentsVersion && geometry.equals(checkedGeometry)) {
            for (Buffer buffer : buffers) {
                if (buffer != null) {
                    buffer.handle(); // still alive?
                }
            }
            for (Image image : images) {
                if (image != null) {
                    image.handle();
                }
            }
            return checkedOperation;
        }
        Geometry effective = checkedGeometry(geometry);
        refreshBufferArguments();
        checkedOperation = new Backend.LaunchOperation(live, List.of(args.clone()), effective); // copyOf keeps it
        checkedGeometry = geometry;
        checkedVersion = argumentsVersion;
        return checkedOperation;
    }

    /** For LaunchSequence: the argument array the backend reads (this kernel's own, filled by the setters). */
    KernelArg[] argumentArray() {
        return args;
    }

    /** For LaunchSequence: checks as launch() does, puts the buffers' handles in place, returns the geometry. */
    Geometry prepareLaunch(Geometry geometry) {
        handle();
        Geometry effective = checkedGeometry(geometry);
        refreshBufferArguments();
        return effective;
    }

    Backend.KernelHandle liveHandle() {
        return handle();
    }

    /** The geometry as launched, validated again only when it or the __local sizes changed since the last check. */
    private Geometry checkedGeometry(Geometry geometry) {
        long localBytes = localArgBytes();
        if (localBytes == validatedLocalBytes && (geometry == validatedGeometry || geometry.equals(validatedGeometry))) {
            return validatedEffective;
        }
        Geometry effective = validate(geometry);
        validatedGeometry = geometry;
        validatedLocalBytes = localBytes;
        validatedEffective = effective;
        return effective;
    }

    /** Puts each buffer argument's current handle in the argument array (failing for a closed buffer or an unset one). */
    private void refreshBufferArguments() {
        for (int i = 0; i < args.length; i++) {
            if (buffers[i] != null) {
                args[i] = buffers[i].argument();
            } else if (images[i] != null) {
                args[i] = images[i].argument();
            } else if (args[i] == null) {
                throw new InvalidInputException("Argument " + i + " of kernel '" + name + "' was never set ("
                        + args.length + " arguments).");
            }
        }
    }

    @Override
    public void close() {
        if (handle != null) {
            Backend.KernelHandle released = handle;
            handle = null;
            session.forget(this);
            session.backend().release(released);
        }
    }

    void invalidate() {
        handle = null;
    }

    /** The native handle without the closed check, for the session's own close(). */
    Backend.KernelHandle rawHandle() {
        return handle;
    }

    public boolean isClosed() {
        return handle == null;
    }

    private Backend.KernelHandle handle() {
        if (handle == null) {
            throw new IllegalStateException("Kernel '" + name + "' was closed (or its DeviceSession was); "
                    + "it cannot be launched any more.");
        }
        return handle;
    }

    private Kernel put(int index, KernelArg arg) {
        if (index < 0 || index >= args.length) {
            throw new InvalidInputException("Kernel '" + name + "' has " + args.length + " arguments (0 to "
                    + (args.length - 1) + "); there is no argument " + index + ".");
        }
        args[index] = arg;
        buffers[index] = null;
        images[index] = null;
        argumentsVersion++;
        return this;
    }

    private long localArgBytes() {
        long total = 0;
        for (KernelArg arg : args) {
            if (arg instanceof KernelArg.LocalArg local) {
                total += local.bytes();
            }
        }
        return total;
    }

    @Override
    public String toString() {
        return "Kernel[" + name + ", " + args.length + " args" + (isClosed() ? ", closed" : "") + "]";
    }

    /** Unmodifiable view for tests and tools. */
    List<KernelArg> currentArgs() {
        return Arrays.asList(args.clone());
    }
}
