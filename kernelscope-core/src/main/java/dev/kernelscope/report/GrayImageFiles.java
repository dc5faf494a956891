/*
 * Gray picture files for the filters: reads a PNG or PGM (GrayImages decodes it) and writes the filtered picture in
 * the same format through AtomicOutput, so the target is either the old file or the whole new one.
 */
package dev.kernelscope.report;

import dev.kernelscope.kernels.stencil.GrayImages;
import dev.kernelscope.kernels.stencil.HostImage;
import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public final class GrayImageFiles {
    private GrayImageFiles() {}

    public static GrayImages.Loaded read(Path file) {
        GrayImages.formatOf(file);
        OutputFiles.checkReadable(file, "image");
        try {
            return GrayImages.decode(Files.readAllBytes(file), file);
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot read the image " + file + ": " + OutputFiles.describe(failure));
        }
    }

    /** Writes {@code image} to {@code file} in {@code format}; returns where it went (see AtomicOutput). */
    public static Path write(HostImage image, Path file, String format, boolean force) {
        byte[] encoded;
        try {
            encoded = GrayImages.encode(image, format);
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot encode the filtered image as " + format + ": "
                    + OutputFiles.describe(failure));
        }
        return AtomicOutput.write(file, force, "filtered image", encoded);
    }
}
