/*
 * An image on the host in a kernel's storage format: uchar as byte[], half as its binary16 bits in short[], float as
 * float[]; width x height pixels, rows pitch elements apart. Random fills, reads as double, and up/download to a
 * Buffer of the same layout.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.model.InvalidInputException;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

public record HostImage(PixelType type, int width, int height, int pitch, Object data) {

    public HostImage {
        if (width < 1 || height < 1 || pitch < width) {
            throw new InvalidInputException("An image needs width, height >= 1 and a pitch >= width; got " + width
                    + "x" + height + " with pitch " + pitch + ".");
        }
    }

    public static HostImage allocate(PixelType type, int width, int height, int pitch) {
        int n = Math.toIntExact((long) pitch * height);
        Object data = switch (type) {
            case U8 -> new byte[n];
            case F16 -> new short[n];
            case F32 -> new float[n];
        };
        return new HostImage(type, width, height, pitch, data);
    }

    /** Fresh random pixels (uchar 0..255, half/float in [-1, 1)); the pitch gap is random too. */
    public static HostImage random(PixelType type, int width, int height, int pitch, long seed) {
        HostImage image = allocate(type, width, height, pitch);
        SplittableRandom root = new SplittableRandom(seed);
        SplittableRandom[] rows = new SplittableRandom[height];
        for (int y = 0; y < height; y++) {
            rows[y] = root.split();
        }
        IntStream.range(0, height).parallel().forEach(y -> {
            SplittableRandom r = rows[y];
            for (int x = 0; x < pitch; x++) {
                int i = y * pitch + x;
                switch (type) {
                    case U8 -> ((byte[]) image.data)[i] = (byte) r.nextInt(256);
                    case F16 -> ((short[]) image.data)[i] = Float.floatToFloat16((float) (r.nextDouble() * 2 - 1));
                    case F32 -> ((float[]) image.data)[i] = (float) (r.nextDouble() * 2 - 1);
                }
            }
        });
        return image;
    }

    public long elements() {
        return (long) pitch * height;
    }

    public double get(int x, int y) {
        int i = y * pitch + x;
        return switch (type) {
            case U8 -> Byte.toUnsignedInt(((byte[]) data)[i]);
            case F16 -> Float.float16ToFloat(((short[]) data)[i]);
            case F32 -> ((float[]) data)[i];
        };
    }

    public void set(int x, int y, double value) {
        int i = y * pitch + x;
        switch (type) {
            case U8 -> ((byte[]) data)[i] = (byte) (int) value;
            case F16 -> ((short[]) data)[i] = Float.floatToFloat16((float) value);
            case F32 -> ((float[]) data)[i] = (float) value;
        }
    }

    /** Raw storage bits of element i, for the "untouched gap" check. */
    long bits(int i) {
        return switch (type) {
            case U8 -> ((byte[]) data)[i];
            case F16 -> ((short[]) data)[i];
            case F32 -> Float.floatToRawIntBits(((float[]) data)[i]);
        };
    }

    public void upload(Buffer buffer) {
        switch (type) {
            case U8 -> buffer.write((byte[]) data);
            case F16 -> buffer.writeHalf((short[]) data);
            case F32 -> buffer.write((float[]) data);
        }
    }

    public static HostImage download(Buffer buffer, PixelType type, int width, int height, int pitch) {
        Object data = switch (type) {
            case U8 -> buffer.readBytes();
            case F16 -> buffer.readHalfs();
            case F32 -> buffer.readFloats();
        };
        return new HostImage(type, width, height, pitch, data);
    }
}
