/*
 * Gray picture files for the filters: reads a PNG or PGM (GrayImages decodes it) and writes the filtered picture in
 * the format its own name gives (.png or .pgm) through AtomicOutput, so the target is either the old file or the
 * whole new one.
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

    /** Reads a PNG or PGM picture as 8-bit gray; its content decides the format, whatever its name. */
    public static GrayImages.Loaded read(Path file) {
        OutputFiles.checkReadable(file, "image");
        try {
            return GrayImages.decode(Files.readAllBytes(file), file);
        } catch (IOException failure) {
            throw new InvalidInputException("Cannot read the image " + file + ": " + OutputFiles.describe(failure));
        }
    }

    /**
     * Checks, before any work, that {@code file} names a format KernelScope writes (.png or .pgm) and can be written
     * (see OutputFiles.checkWritable; never over {@code input}).
     */
    public static void checkSaveTarget(Path file, boolean force, Path input) {
        if (!Files.isDirectory(file)) {   // a folder is said to be one, not told to end in .png or .pgm
            GrayImages.formatOf(file);
        }
        OutputFiles.checkWritable(file, force, "filtered image", input);
    }

    /**
     * Writes {@code image} to {@code file} in the format its name gives (.png or .pgm), whatever the input was: a
     * PNG written into "out.pgm" was a file that KernelScope itself then refused to read. Returns where it went (see
     * AtomicOutput).
     */
    public static Path write(HostImage image, Path file, boolean force) {
        String format = GrayImages.formatOf(file);
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
