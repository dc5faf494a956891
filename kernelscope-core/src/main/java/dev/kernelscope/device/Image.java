/*
 * A 2D device image owned by a DeviceSession (OpenCL only: the CUDA backend binds no texture objects), read by kernels
 * through a sampler (read_imagef / read_imageui), so the texture unit applies the border and converts the format.
 * Written and read from host arrays or copied from/to a Buffer, each with a row pitch; close() frees it, idempotent.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

public final class Image implements AutoCloseable {
    private final DeviceSession session;
    private final ImageFormat format;
    private final long width;
    private final long height;
    private Backend.ImageHandle handle; // null once closed
    private KernelArg.ImageArg argument;

    Image(DeviceSession session, ImageFormat format, long width, long height, Backend.ImageHandle handle) {
        this.session = session;
        this.format = format;
        this.width = width;
        this.height = height;
        this.handle = handle;
    }

    public ImageFormat format() { return format; }

    public long width() { return width; }

    public long height() { return height; }

    public DeviceSession session() { return session; }

    public boolean isClosed() { return handle == null; }

    // ---- host arrays (blocking); rowPitch counts pixels, each pixel is format().order().channels() elements ----

    /** Writes a uchar image (UNORM_INT8 or UNSIGNED_INT8) from {@code data}, rows {@code rowPitch} pixels apart. */
    public void write(byte[] data, long rowPitch) {
        transfer(ElementType.BYTE, data, data.length, rowPitch, true);
    }

    /** Writes a 16-bit image (HALF_FLOAT from binary16 bits, UNSIGNED_INT16) from its bits. */
    public void writeHalf(short[] bits, long rowPitch) {
        transfer(ElementType.HALF, bits, bits.length, rowPitch, true);
    }

    public void write(float[] data, long rowPitch) {
        transfer(ElementType.FLOAT, data, data.length, rowPitch, true);
    }

    /** Reads the image into {@code out}, rows {@code rowPitch} pixels apart (the gaps between rows are untouched). */
    public void read(byte[] out, long rowPitch) {
        transfer(ElementType.BYTE, out, out.length, rowPitch, false);
    }

    public void readHalf(short[] out, long rowPitch) {
        transfer(ElementType.HALF, out, out.length, rowPitch, false);
    }

    public void read(float[] out, long rowPitch) {
        transfer(ElementType.FLOAT, out, out.length, rowPitch, false);
    }

    // ---- device copies (enqueued, in queue order); offset and rowPitch count buffer elements ----

    /** Copies the whole image from {@code source}, starting at element {@code offset}, rows {@code rowPitch} elements apart. */
    public void copyFrom(Buffer source, long offset, long rowPitch) {
        session.backend().copy(copyOperation(source, offset, rowPitch, true));
    }

    /** Copies the whole image into {@code target} at element {@code offset}, rows {@code rowPitch} elements apart. */
    public void copyTo(Buffer target, long offset, long rowPitch) {
        session.backend().copy(copyOperation(target, offset, rowPitch, false));
    }

    /** Times {@link #copyFrom} with device timestamps (a pitched copy: from the first row's start to the last's end). */
    public Timing timeCopyFrom(Buffer source, long offset, long rowPitch, int warmups, int repetitions) {
        return session.time(copyOperation(source, offset, rowPitch, true), warmups, repetitions);
    }

    Backend.ImageCopyOperation copyOperation(Buffer buffer, long offset, long rowPitch, boolean toImage) {
        session.checkSameSession(buffer, toImage ? "image copy source" : "image copy target");
        if (buffer.type() != format.elementType()) {
            throw new InvalidInputException("An image of " + format + " copies to and from " + format.elementType()
                    + " buffers; this buffer holds " + buffer.type() + ".");
        }
        long rowElements = width * format.order().channels();
        if (rowPitch < rowElements || offset < 0) {
            throw new InvalidInputException("A " + width + "-pixel row of " + format + " needs a row pitch of at least "
                    + rowElements + " elements and a non-negative offset; got pitch " + rowPitch + ", offset " + offset
                    + ".");
        }
        buffer.checkElementRange(offset, rowPitch * (height - 1) + rowElements);
        long size = buffer.type().bytes();
        return new Backend.ImageCopyOperation(buffer.handle(), offset * size, rowPitch * size, handle(), toImage);
    }

    @Override
    public void close() {
        if (handle != null) {
            Backend.ImageHandle released = handle;
            handle = null;
            session.forget(this);
            session.backend().release(released);
        }
    }

    void invalidate() {
        handle = null;
    }

    Backend.ImageHandle handle() {
        if (handle == null) {
            throw new IllegalStateException("This image (" + describe() + ") was closed (or its DeviceSession was); "
                    + "it cannot be used any more.");
        }
        return handle;
    }

    /** This image as a kernel argument (one object per image); fails once closed. */
    KernelArg.ImageArg argument() {
        Backend.ImageHandle live = handle();
        KernelArg.ImageArg made = argument;
        if (made == null || made.image() != live) {
            made = new KernelArg.ImageArg(live);
            argument = made;
        }
        return made;
    }

    String describe() {
        return width + "x" + height + " " + format;
    }

    @Override
    public String toString() {
        return "Image[" + describe() + (isClosed() ? ", closed" : "") + "]";
    }

    private void transfer(ElementType arrayType, Object array, int arrayLength, long rowPitch, boolean write) {
        if (arrayType != format.elementType()) {
            throw new InvalidInputException("An image of " + format + " is " + (write ? "written from " : "read into ")
                    + format.elementType().name().toLowerCase() + " arrays, not " + arrayType.name().toLowerCase()
                    + " ones.");
        }
        int channels = format.order().channels();
        long rowElements = width * channels;
        long pitchElements = rowPitch * channels;
        long need = pitchElements * (height - 1) + rowElements;
        if (rowPitch < width || need > arrayLength) {
            throw new InvalidInputException("A " + describe() + " image with a row pitch of " + rowPitch + " pixels"
                    + " needs a row pitch >= " + width + " and an array of at least " + need + " elements; got "
                    + arrayLength + ".");
        }
        ValueLayout layout = switch (arrayType) {
            case BYTE -> ValueLayout.JAVA_BYTE;
            case HALF -> ValueLayout.JAVA_SHORT;
            case FLOAT -> ValueLayout.JAVA_FLOAT;
            case INT -> ValueLayout.JAVA_INT;
        };
        long pitchBytes = pitchElements * arrayType.bytes();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment staging = arena.allocate(need * arrayType.bytes(), 16);
            if (write) {
                MemorySegment.copy(array, 0, staging, layout, 0, (int) need);
                session.backend().writeImage(staging, pitchBytes, handle());
            } else {
                MemorySegment.copy(array, 0, staging, layout, 0, (int) need); // keeps the gaps between rows as they were
                session.backend().readImage(handle(), staging, pitchBytes);
                MemorySegment.copy(staging, layout, 0, array, 0, (int) need);
            }
        }
    }
}
