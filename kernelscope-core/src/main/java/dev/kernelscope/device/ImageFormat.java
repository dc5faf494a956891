/*
 * The pixel format of a device image: a channel order (R, RGBA) and a channel type (8-bit normalized or unsigned
 * integer, half, float), as OpenCL's cl_image_format names them. What a kernel's read_image* returns depends on it:
 * read_imagef on UNORM_INT8 gives the byte / 255 as a float, read_imageui on UNSIGNED_INT8 gives the byte itself.
 * 16-bit channels are carried by HALF buffers and short arrays (their bits), whether half or unsigned integers.
 */
package dev.kernelscope.device;

import java.util.Locale;

public record ImageFormat(ChannelOrder order, ChannelType type) {

    public enum ChannelOrder {
        R(1), RGBA(4);

        private final int channels;

        ChannelOrder(int channels) {
            this.channels = channels;
        }

        public int channels() {
            return channels;
        }
    }

    /** Each type with the Buffer element type that holds one channel's bytes (for copies between the two). */
    public enum ChannelType {
        /** 8 bits read as a float in [0, 1] by read_imagef (the texture unit converts). */
        UNORM_INT8(ElementType.BYTE),
        /** 8 bits read as an unsigned integer by read_imageui. */
        UNSIGNED_INT8(ElementType.BYTE),
        /** 16 bits read as an unsigned integer by read_imageui (e.g. half bits widened in the kernel). */
        UNSIGNED_INT16(ElementType.HALF),
        /** binary16 read as a float by read_imagef. */
        HALF_FLOAT(ElementType.HALF),
        FLOAT(ElementType.FLOAT);

        private final ElementType elementType;

        ChannelType(ElementType elementType) {
            this.elementType = elementType;
        }

        public ElementType elementType() {
            return elementType;
        }
    }

    public ImageFormat {
        if (order == null || type == null) {
            throw new IllegalArgumentException("an image format needs a channel order and a channel type");
        }
    }

    /** A one-channel format (CL_R). */
    public static ImageFormat r(ChannelType type) {
        return new ImageFormat(ChannelOrder.R, type);
    }

    /** Bytes of one pixel (all channels). */
    public int pixelBytes() {
        return order.channels() * type.elementType().bytes();
    }

    /** The Buffer element type holding one channel. */
    public ElementType elementType() {
        return type.elementType();
    }

    /** "CL_R/CL_UNORM_INT8": the OpenCL names. */
    public String label() {
        return "CL_" + order.name() + "/CL_" + type.name().toUpperCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return label();
    }
}
