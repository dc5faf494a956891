/*
 * The pixel types a stencil runs on: 8-bit unsigned (integer math, exact), 16-bit half storage with fp32 math, and
 * float. Each maps to the TYPE define of stencil_common.cl and to the Buffer element type that holds the image.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.ElementType;
import dev.kernelscope.model.InvalidInputException;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

public enum PixelType {
    U8("u8", 0, ElementType.BYTE),
    F16("f16", 1, ElementType.HALF),
    F32("f32", 2, ElementType.FLOAT);

    private final String id;
    private final long define;
    private final ElementType elementType;

    PixelType(String id, long define, ElementType elementType) {
        this.id = id;
        this.define = define;
        this.elementType = elementType;
    }

    public String id() { return id; }

    long define() { return define; }

    public ElementType elementType() { return elementType; }

    public int bytes() { return elementType.bytes(); }

    /** The pixel type a buffer of {@code type} holds. */
    public static PixelType of(ElementType type) {
        return switch (type) {
            case BYTE -> U8;
            case HALF -> F16;
            case FLOAT -> F32;
            case INT -> throw new InvalidInputException("Stencils run on uchar (byte), half or float buffers; this one"
                    + " holds int.");
        };
    }

    public static PixelType parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (PixelType type : values()) {
            if (type.id.equals(t) || type.name().equalsIgnoreCase(t)
                    || (type == U8 && t.equals("uchar")) || (type == F16 && t.equals("half"))
                    || (type == F32 && t.equals("float"))) {
                return type;
            }
        }
        throw new InvalidInputException("Unknown pixel type '" + text + "'; the types are "
                + Arrays.stream(values()).map(PixelType::id).collect(Collectors.joining(", ")) + ".");
    }
}
