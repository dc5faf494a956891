/*
 * NPP as the stencil yardstick on a CUDA session's stream: box (3x3 .. 15x15), Gaussian (NPP's own fixed mask for
 * each size) and directional Sobel on uchar and float images, replicate border, called as an application calls them
 * (one nppi*_Ctx call per filter, device pointers and the stream context filled from the driver). Timed with CUDA
 * events around each call. Absent NPP, unsupported types or filters are said, never faked.
 */
package dev.kernelscope.device.cuda;

import dev.kernelscope.device.Backend;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.ElementType;
import dev.kernelscope.device.cuda.internal.CuDeviceAttribute;
import dev.kernelscope.device.cuda.internal.CuDriver;
import dev.kernelscope.device.cuda.internal.Npp;
import dev.kernelscope.model.InvalidInputException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

public final class NppFilter implements AutoCloseable {
    /** The NPP filters KernelScope compares with. */
    public enum Kind { BOX, GAUSS, SOBEL_HORIZ, SOBEL_VERT }

    private final CudaBackend backend;
    private final Kind kind;
    private final int radius;
    private final String version;
    private final Arena arena = Arena.ofShared();
    private final MemorySegment context;

    private NppFilter(CudaBackend backend, Kind kind, int radius) {
        this.backend = backend;
        this.kind = kind;
        this.radius = radius;
        backend.makeCurrent();
        this.version = Npp.version();
        int device = backend.cuDevice();
        context = arena.allocate(Npp.STREAM_CONTEXT);
        context.set(ValueLayout.ADDRESS, 0, backend.stream());
        context.set(ValueLayout.JAVA_INT, 8, device);
        context.set(ValueLayout.JAVA_INT, 12, CuDriver.cuDeviceGetAttribute(CuDeviceAttribute.MULTIPROCESSOR_COUNT, device));
        context.set(ValueLayout.JAVA_INT, 16,
                CuDriver.cuDeviceGetAttribute(CuDeviceAttribute.MAX_THREADS_PER_MULTIPROCESSOR, device));
        context.set(ValueLayout.JAVA_INT, 20, CuDriver.cuDeviceGetAttribute(CuDeviceAttribute.MAX_THREADS_PER_BLOCK, device));
        context.set(ValueLayout.JAVA_LONG, 24,
                CuDriver.cuDeviceGetAttribute(CuDeviceAttribute.MAX_SHARED_MEMORY_PER_BLOCK, device));
        context.set(ValueLayout.JAVA_INT, 32, CuDriver.cuDeviceGetAttribute(CuDeviceAttribute.COMPUTE_CAPABILITY_MAJOR, device));
        context.set(ValueLayout.JAVA_INT, 36, CuDriver.cuDeviceGetAttribute(CuDeviceAttribute.COMPUTE_CAPABILITY_MINOR, device));
        context.set(ValueLayout.JAVA_INT, 40, 0); // the backend's stream is created with default flags
    }

    /** Why NPP cannot run on this session, or null when it can. */
    public static String absence(DeviceSession session) {
        if (!(session.nativeBackend() instanceof CudaBackend)) {
            return "NPP needs a CUDA session; " + session.device().label() + " runs through "
                    + session.device().backend().cliName();
        }
        return Npp.unavailableReason();
    }

    /** An NPP filter on a CUDA session; radius 1..7 for box and Gaussian, 1 for Sobel. */
    public static NppFilter open(DeviceSession session, Kind kind, int radius) {
        String absent = absence(session);
        if (absent != null) {
            throw new InvalidInputException("NPP is not available: " + absent + ".");
        }
        if (radius < 1 || radius > 7 || (kind == Kind.SOBEL_HORIZ || kind == Kind.SOBEL_VERT) && radius != 1) {
            throw new InvalidInputException("NPP " + kind + " has no radius " + radius + ".");
        }
        return new NppFilter((CudaBackend) session.nativeBackend(), kind, radius);
    }

    /** "13.0.1" */
    public String version() {
        return version;
    }

    /** The NPP function this filter calls for buffers of {@code type}. */
    public String functionName(ElementType type) {
        String t = type == ElementType.BYTE ? "8u" : "32f";
        return switch (kind) {
            case BOX -> "nppiFilterBoxBorder_" + t + "_C1R_Ctx";
            case GAUSS -> "nppiFilterGaussBorder_" + t + "_C1R_Ctx";
            case SOBEL_HORIZ -> "nppiFilterSobelHorizBorder_" + t + "_C1R_Ctx";
            case SOBEL_VERT -> "nppiFilterSobelVertBorder_" + t + "_C1R_Ctx";
        };
    }

    /** Enqueues the filter of a width x height image (rows pitch elements apart), replicate border. */
    public void apply(Buffer src, Buffer dst, int width, int height, int pitch) {
        if (src.type() != dst.type() || (src.type() != ElementType.BYTE && src.type() != ElementType.FLOAT)) {
            throw new InvalidInputException("NPP filters run here on uchar or float images of one type; got "
                    + src.type() + " and " + dst.type() + ".");
        }
        boolean u8 = src.type() == ElementType.BYTE;
        long step = (long) pitch * src.type().bytes();
        if (step > Integer.MAX_VALUE) {
            throw new InvalidInputException("NPP takes row steps below 2 GiB; got " + step + " bytes.");
        }
        long s = CudaBackend.devicePointer(src.nativeHandle());
        long d = CudaBackend.devicePointer(dst.nativeHandle());
        backend.makeCurrent();
        try (Arena call = Arena.ofConfined()) {
            MemorySegment size = Npp.size(call, width, height);
            MemorySegment origin = Npp.point(call, 0, 0);
            switch (kind) {
                case BOX -> Npp.box(u8, s, (int) step, size, origin, d, (int) step, size,
                        Npp.size(call, 2 * radius + 1, 2 * radius + 1), Npp.point(call, radius, radius),
                        Npp.NPP_BORDER_REPLICATE, context);
                case GAUSS -> Npp.gauss(u8, s, (int) step, size, origin, d, (int) step, size, Npp.maskSize(radius),
                        Npp.NPP_BORDER_REPLICATE, context);
                case SOBEL_HORIZ, SOBEL_VERT -> Npp.sobel(kind == Kind.SOBEL_HORIZ, u8, s, (int) step, size, origin, d,
                        (int) step, size, Npp.NPP_BORDER_REPLICATE, context);
            }
        }
    }

    /** One call timed with CUDA events on the session's stream, in nanoseconds. */
    public long timeOnceNs(Buffer src, Buffer dst, int width, int height, int pitch) {
        return backend.timeEnqueued(() -> apply(src, dst, width, height, pitch), 1)[0];
    }

    /** The backend this filter runs on, for callers that time other work the same way. */
    Backend backend() {
        return backend;
    }

    @Override
    public void close() {
        arena.close();
    }
}
