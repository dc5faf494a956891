/*
 * Real pictures in and out of the filters, as bytes: PNG (javax.imageio; every bit depth, gray, gray+alpha, palette,
 * colour, interlaced; colour converted to gray with the ITU-R BT.601 luma weights, and each conversion said) or PGM
 * (PgmImages), written as 8-bit gray PNG or binary PGM. Files are report.GrayImageFiles' job (whole or not at all).
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.model.InvalidInputException;
import java.awt.color.ColorSpace;
import java.awt.image.BufferedImage;
import java.awt.image.ColorModel;
import java.awt.image.IndexColorModel;
import java.awt.image.Raster;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;

public final class GrayImages {
    private GrayImages() {}

    /** An 8-bit gray picture, its file format ("png" or "pgm") and what was done to read it. */
    public record Loaded(HostImage image, String format, String note) {}

    /** The filtered picture and how it was computed. */
    public record Applied(HostImage image, String how) {}

    /**
     * Decodes {@code bytes} read from {@code file}: its content decides (a PNG named .pgm is read as the PNG it is);
     * anything but PNG or PGM is refused, saying what it looks like.
     */
    public static Loaded decode(byte[] bytes, Path file) throws IOException {
        if (bytes.length == 0) {
            throw new InvalidInputException(file + " is empty (0 bytes); give a PNG or PGM image.");
        }
        if (startsWith(bytes, PNG_SIGNATURE)) {
            return readPng(bytes, file);
        }
        if (PgmImages.looksLikeNetpbm(bytes)) {
            return PgmImages.read(bytes, file);
        }
        String kind = startsWith(bytes, new byte[] {(byte) 0xff, (byte) 0xd8, (byte) 0xff}) ? "a JPEG image"
                : startsWith(bytes, "GIF8".getBytes(StandardCharsets.US_ASCII)) ? "a GIF image"
                : startsWith(bytes, "BM".getBytes(StandardCharsets.US_ASCII)) ? "a BMP image"
                : startsWith(bytes, "II*".getBytes(StandardCharsets.US_ASCII))
                        || startsWith(bytes, "MM\0*".getBytes(StandardCharsets.US_ASCII)) ? "a TIFF image"
                : "neither a PNG (its signature) nor a PGM (P5 or P2)";
        throw new InvalidInputException(file + " is " + kind + "; the filters read PNG or PGM images (convert it"
                + " first, e.g. to PNG).");
    }

    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        return bytes.length >= prefix.length && java.util.Arrays.equals(bytes, 0, prefix.length, prefix, 0,
                prefix.length);
    }

    /** Runs the tuned filter on the device and reads the result back. */
    public static Applied apply(DeviceSession session, FilterSpec filter, Border border, Loaded loaded) {
        return apply(session, filter, border, loaded, StencilTuning.builtIn());
    }

    /** As above, the tuned filter's entry taken from {@code database}. */
    public static Applied apply(DeviceSession session, FilterSpec filter, Border border, Loaded loaded,
                                StencilTuning database) {
        HostImage src = loaded.image();
        try (Buffer in = session.bytes(src.elements()); Buffer out = session.bytes(src.elements());
             Filter f = Filter.tuned(session, filter, border, 0).withDatabase(database)) {
            src.upload(in);
            f.apply(in, out, src.width(), src.height(), src.pitch());
            HostImage result = HostImage.download(out, PixelType.U8, src.width(), src.height(), src.pitch());
            Filter.Compiled ran = f.compiled(PixelType.U8, src.width(), src.height(), src.pitch());
            return new Applied(result, ran.variant().label() + ", " + ran.parameterSource());
        }
    }

    /** The encoded file content of {@code image} in {@code format} ("png" or "pgm"). */
    public static byte[] encode(HostImage image, String format) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        if (format.equals("pgm")) {
            buffer.write(("P5\n" + image.width() + " " + image.height() + "\n255\n").getBytes(StandardCharsets.US_ASCII));
            for (int y = 0; y < image.height(); y++) {
                buffer.write((byte[]) image.data(), y * image.pitch(), image.width());
            }
        } else {
            BufferedImage gray = new BufferedImage(image.width(), image.height(), BufferedImage.TYPE_BYTE_GRAY);
            for (int y = 0; y < image.height(); y++) {
                gray.getRaster().setDataElements(0, y, image.width(), 1,
                        java.util.Arrays.copyOfRange((byte[]) image.data(), y * image.pitch(),
                                y * image.pitch() + image.width()));
            }
            ImageIO.write(gray, "png", buffer);
        }
        return buffer.toByteArray();
    }

    /** The format an output file is written in, "png" or "pgm", from its name; anything else is refused. */
    public static String formatOf(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".png")) {
            return "png";
        }
        if (name.endsWith(".pgm")) {
            return "pgm";
        }
        throw new InvalidInputException("A filtered image is written as PNG or binary PGM, as its name ends (.png or"
                + " .pgm); got " + file + ".");
    }

    private static Loaded readPng(byte[] bytes, Path file) throws IOException {
        checkPngSize(bytes, file);
        BufferedImage img;
        try {
            img = ImageIO.read(new java.io.ByteArrayInputStream(bytes));
        } catch (IOException damaged) {   // cut short, a bad CRC, too few rows: nothing half-read is filtered
            // a cause without a message printed as "null" ("Error reading PNG image data, null")
            String cause = damaged.getCause() == null ? null : damaged.getCause().getMessage() != null
                    ? damaged.getCause().getMessage() : damaged.getCause().getClass().getSimpleName();
            throw new InvalidInputException(file + " is a truncated or damaged PNG (javax.imageio: "
                    + damaged.getMessage() + (cause == null ? "" : ", " + cause) + ").");
        }
        if (img == null) {
            throw new InvalidInputException(file + " is not a PNG image javax.imageio can read.");
        }
        int w = img.getWidth();
        int h = img.getHeight();
        HostImage gray = HostImage.allocate(PixelType.U8, w, h, w);
        ColorModel model = img.getColorModel();
        String alpha = model.hasAlpha() ? ", transparency ignored" : "";
        if (model instanceof IndexColorModel palette) {   // palette PNGs, and 1/2/4-bit gray ones
            boolean grays = true;
            for (int i = 0; i < palette.getMapSize(); i++) {
                grays &= palette.getRed(i) == palette.getGreen(i) && palette.getGreen(i) == palette.getBlue(i);
            }
            Raster raster = img.getRaster();
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int i = raster.getSample(x, y, 0);
                    gray.set(x, y, grays ? palette.getRed(i)
                            : luma(palette.getRed(i), palette.getGreen(i), palette.getBlue(i)));
                }
            }
            // a palette of gray entries is taken as it is: "2-bit gray scaled" was said of one holding 0, 10, 200, 255
            return new Loaded(gray, "png", ((grays ? (model.getPixelSize() < 8 && grayRamp(palette)
                    ? model.getPixelSize() + "-bit gray scaled to 0..255" : "")
                    : "colour palette converted to gray (" + LUMA + ")") + alpha)
                    .replaceFirst("^, ", ""));
        }
        if (model.getColorSpace().getType() == ColorSpace.TYPE_GRAY) {
            // The samples themselves: getRGB() would take gray as linear light and return it converted to sRGB
            // (a 16-bit or gray+alpha PNG came out up to 74 grey levels too bright).
            int bits = model.getComponentSize(0);
            long max = (1L << bits) - 1;
            Raster raster = img.getRaster();
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    long v = raster.getSample(x, y, 0);
                    gray.set(x, y, bits == 8 ? v : (v * 255 + max / 2) / max);
                }
            }
            String depth = bits == 8 ? "" : bits + "-bit gray " + (bits > 8 ? "rounded to 8 bits" : "scaled to 0..255");
            return new Loaded(gray, "png", (depth + alpha).replaceFirst("^, ", ""));
        }
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int rgb = img.getRGB(x, y);   // sRGB, 8 bits per channel (16-bit channels rounded)
                gray.set(x, y, luma((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff));
            }
        }
        return new Loaded(gray, "png", "colour converted to gray (" + LUMA + ")" + alpha);
    }

    /**
     * A PNG whose header (IHDR, first after the signature) claims more pixels than an image here holds, or more than
     * the heap can decode, is refused as that, before decoding: it was called "truncated or damaged", which it need
     * not be; one whose rows could not fit in the file's bytes at deflate's best ratio is refused as cut short, before
     * javax.imageio allocates the image. Its width, height, bit depth and colour type end at byte 26; a shorter file is
     * javax.imageio's to name.
     */
    private static void checkPngSize(byte[] bytes, Path file) {
        if (bytes.length < 26 || !new String(bytes, 12, 4, StandardCharsets.US_ASCII).equals("IHDR")) {
            return;   // javax.imageio says what is wrong
        }
        java.nio.ByteBuffer header = java.nio.ByteBuffer.wrap(bytes);   // big-endian, as PNG
        long width = Integer.toUnsignedLong(header.getInt(16));
        long height = Integer.toUnsignedLong(header.getInt(20));
        if (width * height > Integer.MAX_VALUE) {
            throw new InvalidInputException(file + ": a PNG of " + width + "x" + height + " has more than 2^31 - 1"
                    + " pixels, the most an image here holds.");
        }
        long needed = width * height * (decodedBytesPerPixel(bytes[24], bytes[25]) + 1L);   // decoded, then gray
        Runtime runtime = Runtime.getRuntime();
        long free = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        if (needed > free) {
            // a 46000x46000 gray PNG ran out of heap in javax.imageio: one line, but exit 1 and no size named
            throw new InvalidInputException(String.format(Locale.ROOT, "%s: a PNG of %dx%d needs about %.1f GiB of"
                    + " memory to decode and convert to gray, and this Java runtime has %.1f GiB left; give it more"
                    + " (JAVA_TOOL_OPTIONS=-Xmx%dg) or a smaller image.", file, width, height, needed / GIB, free / GIB,
                    (long) Math.ceil((runtime.maxMemory() + needed - free) / GIB) + 1));
        }
        long rows = height * (1 + (width * bitsPerPixel(bytes[24], bytes[25]) + 7) / 8);   // filter byte + samples
        if (rows > DEFLATE_MOST_RATIO * bytes.length) {
            // a header of 20000x20000 over a few bytes of data cost javax.imageio the whole image's memory before it
            // found the rows cut short
            throw new InvalidInputException(file + ": a truncated or damaged PNG: its header says " + width + "x"
                    + height + ", " + rows + " bytes of pixel rows, more than deflate can hold in the " + bytes.length
                    + " bytes of the file (" + DEFLATE_MOST_RATIO + ":1 at most).");
        }
    }

    /** Deflate's largest compression ratio (zlib's technical details: 1032:1), rounded up. */
    private static final long DEFLATE_MOST_RATIO = 1033;

    /** Bits per pixel of a PNG of this bit depth and colour type as stored (palette: the index). */
    private static long bitsPerPixel(byte bitDepth, byte colourType) {
        return (long) samples(colourType) * Math.max(1, bitDepth & 0xff);
    }

    private static final double GIB = 1L << 30;

    /**
     * Bytes per pixel of the image javax.imageio decodes a PNG of this bit depth and colour type into: a byte per
     * sample (two at 16 bits) times the samples.
     */
    private static int decodedBytesPerPixel(byte bitDepth, byte colourType) {
        return samples(colourType) * (bitDepth == 16 ? 2 : 1);
    }

    /** Samples per pixel of a PNG colour type: gray 1, RGB 3, palette 1 (the index), gray and alpha 2, RGBA 4. */
    private static int samples(byte colourType) {
        return switch (colourType) {
            case 2 -> 3;
            case 4 -> 2;
            case 6 -> 4;
            default -> 1;
        };
    }

    /** True when a palette of gray entries is the ramp javax.imageio makes of a 1, 2 or 4-bit gray PNG. */
    private static boolean grayRamp(IndexColorModel palette) {
        int levels = 1 << palette.getPixelSize();
        if (palette.getMapSize() != levels) {
            return false;
        }
        for (int i = 0; i < levels; i++) {
            if (palette.getRed(i) != i * 255 / (levels - 1)) {
                return false;
            }
        }
        return true;
    }

    private static final String LUMA = "0.299 R + 0.587 G + 0.114 B";

    private static int luma(int r, int g, int b) {
        return (int) Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
}
