/*
 * The rules of the image rung (09 image-sampler): which image format holds each pixel type, which borders a sampler
 * can apply (replicate and constant 0; reflect-101 is refused, not emulated) and whether the session has images at all
 * (OpenCL devices with image support; never CUDA). Each refusal is a user error that says why.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.ImageFormat;
import dev.kernelscope.model.InvalidInputException;
import java.util.Map;
import java.util.Optional;

final class ImageInput {
    private ImageInput() {}

    /**
     * The image format of the input: uchar as UNSIGNED_INT8 (UNORM=0) or UNORM_INT8 (UNORM=1); half as its 16 bits in
     * UNSIGNED_INT16, widened in the kernel by the buffer rungs' one conversion (cvt.f32.f16), not as HALF_FLOAT:
     * PoCL 3.1 lists CL_HALF_FLOAT but its read_imagef returned 234.0 for every pixel of a half image (ImageTest),
     * and a rung that is wrong on one conformant-looking driver is no rung; float as FLOAT.
     */
    static ImageFormat format(PixelType type, Map<String, Long> parameters) {
        return ImageFormat.r(switch (type) {
            case U8 -> parameters.getOrDefault("UNORM", 0L) == 1 ? ImageFormat.ChannelType.UNORM_INT8
                    : ImageFormat.ChannelType.UNSIGNED_INT8;
            case F16 -> ImageFormat.ChannelType.UNSIGNED_INT16;
            case F32 -> ImageFormat.ChannelType.FLOAT;
        });
    }

    /** Why a sampler cannot apply this border, or empty when it can. */
    static Optional<String> borderRefusal(Border border, double constant) {
        return switch (border) {
            case REPLICATE -> Optional.empty();
            case CONSTANT -> constant == 0 ? Optional.empty() : Optional.of("a sampler's constant border"
                    + " (CLK_ADDRESS_CLAMP) is the border colour 0; OpenCL has no other, so a constant of " + constant
                    + " needs a buffer rung");
            case REFLECT_101 -> Optional.of("reflect-101 has no sampler addressing mode: CLK_ADDRESS_MIRRORED_REPEAT"
                    + " repeats the edge pixel (reflect, not reflect-101) and needs normalized coordinates, and"
                    + " emulating it would put back the edge conditionals the sampler exists to remove; use a buffer"
                    + " rung for reflect-101");
        };
    }

    /** Why this session cannot run the image rung (no images, e.g. CUDA), or empty when it can. */
    static Optional<String> sessionRefusal(DeviceSession session) {
        return session.imageSupport().available() ? Optional.empty()
                : Optional.of("no images on " + session.device().label() + ": " + session.imageSupport().reason());
    }

    /**
     * Why this session cannot hold a width x height input image (past CL_DEVICE_IMAGE2D_MAX_WIDTH or _HEIGHT), or
     * empty when it can: the benchmark skips the rung at such a size, as it does where there are no images.
     */
    static Optional<String> sizeRefusal(DeviceSession session, long width, long height) {
        var images = session.imageSupport();
        return !images.available() || width <= images.maxWidth() && height <= images.maxHeight() ? Optional.empty()
                : Optional.of("a " + width + "x" + height + " image exceeds the 2D images of "
                        + session.device().label() + " (at most " + images.maxWidth() + " wide and "
                        + images.maxHeight() + " high: CL_DEVICE_IMAGE2D_MAX_WIDTH/HEIGHT)");
    }

    /** Why the image rung cannot filter with this border on this session, or empty when it can. */
    static Optional<String> refusal(DeviceSession session, Border border, double constant) {
        return borderRefusal(border, constant).or(() -> sessionRefusal(session));
    }

    static void requireBorder(StencilVariant variant, Border border, double constant) {
        borderRefusal(border, constant).ifPresent(reason -> {
            throw new InvalidInputException("Variant " + variant.label() + " cannot filter with a " + border.id()
                    + " border: " + reason + ".");
        });
    }
}
