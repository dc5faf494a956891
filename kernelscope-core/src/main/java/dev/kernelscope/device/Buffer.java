/*
 * A typed device buffer (float, int, half bits, bytes) owned by a DeviceSession. Copies in and out take Java arrays
 * (whole or a range) staged through a confined arena per call, or native segments directly; every index and length
 * is checked here, before the driver sees it. close() frees the device memory and is idempotent.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

public final class Buffer implements AutoCloseable {
    private final DeviceSession session;
    private final ElementType type;
    private final long length;
    private Backend.BufferHandle handle; // null once closed
    private KernelArg.BufferArg argument; // this buffer as a kernel argument, made once (launches allocate nothing)

    Buffer(DeviceSession session, ElementType type, long length, Backend.BufferHandle handle) {
        this.session = session;
        this.type = type;
        this.length = length;
        this.handle = handle;
    }

    public ElementType type() {
        return type;
    }

    /** Number of elements. */
    public long length() {
        return length;
    }

    public long bytes() {
        return length * type.bytes();
    }

    public boolean isClosed() {
        return handle == null;
    }

    public DeviceSession session() {
        return session;
    }

    // ---- writes (host to device, blocking) ----

    public void write(float[] data) {
        writeWhole(ElementType.FLOAT, data, data.length);
    }

    public void write(int[] data) {
        writeWhole(ElementType.INT, data, data.length);
    }

    /** Writes half-precision values given as their binary16 bits (see Float.floatToFloat16). */
    public void writeHalf(short[] bits) {
        writeWhole(ElementType.HALF, bits, bits.length);
    }

    public void write(byte[] data) {
        writeWhole(ElementType.BYTE, data, data.length);
    }

    /** Writes {@code count} elements of {@code data} starting at {@code from} to elements starting at {@code at}. */
    public void write(float[] data, int from, long at, int count) {
        writeRange(ElementType.FLOAT, data, data.length, from, at, count);
    }

    public void write(int[] data, int from, long at, int count) {
        writeRange(ElementType.INT, data, data.length, from, at, count);
    }

    public void writeHalf(short[] bits, int from, long at, int count) {
        writeRange(ElementType.HALF, bits, bits.length, from, at, count);
    }

    public void write(byte[] data, int from, long at, int count) {
        writeRange(ElementType.BYTE, data, data.length, from, at, count);
    }

    /** Writes raw bytes from a native segment to byte offset {@code atByte}; any element type. */
    public void write(MemorySegment host, long atByte) {
        checkByteRange(atByte, host.byteSize());
        session.backend().copyToDevice(host, handle(), atByte, host.byteSize());
    }

    // ---- reads (device to host, blocking) ----

    public float[] readFloats() {
        float[] out = new float[wholeLength()];
        readRange(ElementType.FLOAT, out, out.length, 0, 0, out.length);
        return out;
    }

    public int[] readInts() {
        int[] out = new int[wholeLength()];
        readRange(ElementType.INT, out, out.length, 0, 0, out.length);
        return out;
    }

    /** The half-precision contents as binary16 bits. */
    public short[] readHalfs() {
        short[] out = new short[wholeLength()];
        readRange(ElementType.HALF, out, out.length, 0, 0, out.length);
        return out;
    }

    public byte[] readBytes() {
        byte[] out = new byte[wholeLength()];
        readRange(ElementType.BYTE, out, out.length, 0, 0, out.length);
        return out;
    }

    /** Reads {@code count} elements starting at element {@code at} into {@code out} starting at {@code into}. */
    public void read(long at, float[] out, int into, int count) {
        readRange(ElementType.FLOAT, out, out.length, into, at, count);
    }

    public void read(long at, int[] out, int into, int count) {
        readRange(ElementType.INT, out, out.length, into, at, count);
    }

    public void readHalf(long at, short[] out, int into, int count) {
        readRange(ElementType.HALF, out, out.length, into, at, count);
    }

    public void read(long at, byte[] out, int into, int count) {
        readRange(ElementType.BYTE, out, out.length, into, at, count);
    }

    /** Reads raw bytes from byte offset {@code atByte} into a native segment (its whole size). */
    public void read(long atByte, MemorySegment host) {
        checkByteRange(atByte, host.byteSize());
        session.backend().copyToHost(handle(), atByte, host, host.byteSize());
    }

    // ---- fills and device copies (enqueued, in queue order) ----

    public void fill(float value) {
        fillPattern(ElementType.FLOAT, ValueLayout.JAVA_FLOAT, value);
    }

    public void fill(int value) {
        fillPattern(ElementType.INT, ValueLayout.JAVA_INT, value);
    }

    public void fillHalf(short bits) {
        fillPattern(ElementType.HALF, ValueLayout.JAVA_SHORT, bits);
    }

    public void fill(byte value) {
        fillPattern(ElementType.BYTE, ValueLayout.JAVA_BYTE, value);
    }

    /** Copies all of {@code source} (same type, same length) into this buffer on the device. */
    public void copyFrom(Buffer source) {
        if (source.length != length || source.type != type) {
            throw new InvalidInputException("Cannot copy a buffer of " + source.describe() + " into one of "
                    + describe() + ": the type and length must match (use the ranged copyFrom).");
        }
        copyFrom(source, 0, 0, length);
    }

    /** Copies {@code count} elements from {@code source} element {@code from} to this buffer's element {@code at}. */
    public void copyFrom(Buffer source, long from, long at, long count) {
        if (source.type != type) {
            throw new InvalidInputException("Cannot copy " + source.type + " elements into a " + type + " buffer.");
        }
        source.checkElementRange(from, count);
        checkElementRange(at, count);
        session.checkSameSession(source, "copy source");
        session.backend().copy(copyOperation(source, from, at, count));
    }

    /** The copy as a timeable operation, for bandwidth measurements (DeviceSession.time). */
    Backend.CopyOperation copyOperation(Buffer source, long from, long at, long count) {
        long size = type.bytes();
        return new Backend.CopyOperation(source.handle(), from * size, handle(), at * size, count * size);
    }

    @Override
    public void close() {
        if (handle != null) {
            Backend.BufferHandle released = handle;
            handle = null;
            session.forget(this);
            session.backend().release(released);
        }
    }

    /** Called by the session when it closes first: the context is gone, so nothing is released here. */
    void invalidate() {
        handle = null;
    }

    /** The native handle, or IllegalStateException when this buffer (or its session) was closed. */
    Backend.BufferHandle handle() {
        if (handle == null) {
            throw new IllegalStateException("This buffer of " + describe() + " was closed (or its DeviceSession was); "
                    + "it cannot be used any more.");
        }
        return handle;
    }

    /** This buffer as a kernel argument (one object per buffer, so a launch loop allocates none); fails once closed. */
    KernelArg.BufferArg argument() {
        Backend.BufferHandle live = handle();
        KernelArg.BufferArg made = argument;
        if (made == null || made.buffer() != live) {
            made = new KernelArg.BufferArg(live);
            argument = made;
        }
        return made;
    }

    /**
     * The backend's handle of this allocation, for a backend's own libraries that work on device pointers (cuBLAS
     * reads the CUdeviceptr of a CUDA buffer). IllegalStateException when the buffer or its session was closed.
     */
    public Backend.BufferHandle nativeHandle() {
        return handle();
    }

    String describe() {
        return length + " " + type.name().toLowerCase() + " elements (" + bytes() + " bytes)";
    }

    @Override
    public String toString() {
        return "Buffer[" + describe() + (isClosed() ? ", closed" : "") + "]";
    }

    // ---- checks and staging ----

    private int wholeLength() {
        if (length > Integer.MAX_VALUE - 8) {
            throw new InvalidInputException("A buffer of " + describe() + " does not fit one Java array; read it in "
                    + "ranges of at most " + (Integer.MAX_VALUE - 8) + " elements.");
        }
        return (int) length;
    }

    private void requireType(ElementType expected) {
        if (type != expected) {
            throw new InvalidInputException("This buffer holds " + type + " elements; it cannot be accessed as "
                    + expected + ".");
        }
    }

    private void writeWhole(ElementType expected, Object array, int arrayLength) {
        requireType(expected);
        if (arrayLength != length) {
            throw new InvalidInputException("Cannot write " + arrayLength + " elements into a buffer of " + describe()
                    + ": the lengths must match (use the ranged write).");
        }
        writeRange(expected, array, arrayLength, 0, 0, arrayLength);
    }

    private void writeRange(ElementType expected, Object array, int arrayLength, int from, long at, int count) {
        requireType(expected);
        checkArrayRange(arrayLength, from, count);
        checkElementRange(at, count);
        if (count == 0) {
            return;
        }
        long bytes = (long) count * type.bytes();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment staging = arena.allocate(bytes, 16);
            MemorySegment.copy(array, from, staging, layout(), 0, count);
            session.backend().copyToDevice(staging, handle(), at * type.bytes(), bytes);
        }
    }

    private void readRange(ElementType expected, Object array, int arrayLength, int into, long at, int count) {
        requireType(expected);
        checkArrayRange(arrayLength, into, count);
        checkElementRange(at, count);
        if (count == 0) {
            return;
        }
        long bytes = (long) count * type.bytes();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment staging = arena.allocate(bytes, 16);
            session.backend().copyToHost(handle(), at * type.bytes(), staging, bytes);
            MemorySegment.copy(staging, layout(), 0, array, into, count);
        }
    }

    private void fillPattern(ElementType expected, ValueLayout layout, Object value) {
        requireType(expected);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment pattern = arena.allocate(layout);
            switch (value) {
                case Float f -> pattern.set(ValueLayout.JAVA_FLOAT, 0, f);
                case Integer i -> pattern.set(ValueLayout.JAVA_INT, 0, i);
                case Short s -> pattern.set(ValueLayout.JAVA_SHORT, 0, s);
                case Byte b -> pattern.set(ValueLayout.JAVA_BYTE, 0, b);
                default -> throw new IllegalArgumentException("unsupported fill value " + value);
            }
            session.backend().fill(handle(), 0, bytes(), pattern);
        }
    }

    private ValueLayout layout() {
        return switch (type) {
            case FLOAT -> ValueLayout.JAVA_FLOAT;
            case INT -> ValueLayout.JAVA_INT;
            case HALF -> ValueLayout.JAVA_SHORT;
            case BYTE -> ValueLayout.JAVA_BYTE;
        };
    }

    private static void checkArrayRange(int arrayLength, int from, int count) {
        if (from < 0 || count < 0 || (long) from + count > arrayLength) {
            throw new InvalidInputException("The host range [" + from + ", " + ((long) from + count)
                    + ") lies outside the array of " + arrayLength + " elements.");
        }
    }

    void checkElementRange(long at, long count) {
        if (at < 0 || count < 0 || at > length - count) {
            throw new InvalidInputException("The element range [" + at + ", " + (at + count) + ") lies outside the "
                    + "buffer of " + describe() + ".");
        }
    }

    private void checkByteRange(long atByte, long bytes) {
        if (atByte < 0 || bytes < 0 || atByte > bytes() - bytes) {
            throw new InvalidInputException("The byte range [" + atByte + ", " + (atByte + bytes) + ") lies outside the "
                    + "buffer of " + describe() + ".");
        }
    }
}
