/*
 * What a device offers for 2D images read by kernels: whether it has images at all (and if not, why), the largest
 * width and height, and the formats its driver lists for read-only 2D images (clGetSupportedImageFormats). require()
 * turns an unsupported request into a user error that says which limit or format is missing.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import java.util.stream.Collectors;

/**
 * @param reason null when the device has images; else why not ("CL_DEVICE_IMAGE_SUPPORT is false on ...")
 * @param formats the read-only 2D formats the driver lists that ImageFormat can name (others are left out)
 */
public record ImageSupport(String reason, long maxWidth, long maxHeight, List<ImageFormat> formats) {

    public ImageSupport {
        formats = List.copyOf(formats);
    }

    public static ImageSupport none(String reason) {
        return new ImageSupport(reason, 0, 0, List.of());
    }

    public boolean available() {
        return reason == null;
    }

    public boolean supports(ImageFormat format) {
        return available() && formats.contains(format);
    }

    /** Fails with a user error naming what is missing when this device cannot hold a width x height image of format. */
    public void require(ImageFormat format, long width, long height, String deviceLabel) {
        if (!available()) {
            throw new InvalidInputException("No image of " + format + " on " + deviceLabel + ": " + reason + ".");
        }
        if (!formats.contains(format)) {
            throw new InvalidInputException("The format " + format + " is not among the read-only 2D image formats "
                    + deviceLabel + " lists (clGetSupportedImageFormats): "
                    + (formats.isEmpty() ? "none that KernelScope names"
                            : formats.stream().map(ImageFormat::label).collect(Collectors.joining(", "))) + ".");
        }
        if (width < 1 || height < 1 || width > maxWidth || height > maxHeight) {
            throw new InvalidInputException("A " + width + "x" + height + " image does not fit " + deviceLabel
                    + ": 2D images are 1.." + maxWidth + " wide (CL_DEVICE_IMAGE2D_MAX_WIDTH) and 1.." + maxHeight
                    + " high (CL_DEVICE_IMAGE2D_MAX_HEIGHT).");
        }
    }
}
