/*
 * Real pictures in and out of the filters, as bytes: 8-bit grayscale PNG (javax.imageio; colour is converted to gray
 * with the ITU-R BT.601 luma weights, and says so) or binary PGM (P5, maxval <= 255, decoded and encoded here since
 * javax.imageio has no PGM codec). Files are report.GrayImageFiles' job (written whole or not at all).
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.model.InvalidInputException;
import java.awt.image.BufferedImage;
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

    /** Decodes {@code bytes} read from {@code file} (its name gives the format: .png or .pgm). */
    public static Loaded decode(byte[] bytes, Path file) throws IOException {
        return formatOf(file).equals("pgm") ? readPgm(bytes, file) : readPng(bytes, file);
    }

    /** Runs the tuned filter on the device and reads the result back. */
    public static Applied apply(DeviceSession session, FilterSpec filter, Border border, Loaded loaded) {
        HostImage src = loaded.image();
        try (Buffer in = session.bytes(src.elements()); Buffer out = session.bytes(src.elements());
             Filter f = Filter.tuned(session, filter, border, 0)) {
            src.upload(in);
            f.apply(in, out, src.width(), src.height(), src.pitch());
            HostImage result = HostImage.download(out, PixelType.U8, src.width(), src.height(), src.pitch());
            Filter.Compiled ran = f.compiled(PixelType.U8, src.width(), src.height());
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

    /** "png" or "pgm" from the file name; anything else is refused. */
    public static String formatOf(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".png")) {
            return "png";
        }
        if (name.endsWith(".pgm")) {
            return "pgm";
        }
        throw new InvalidInputException("Images are PNG (.png) or binary PGM (.pgm); got " + file + ".");
    }

    private static Loaded readPng(byte[] bytes, Path file) throws IOException {
        BufferedImage img = ImageIO.read(new java.io.ByteArrayInputStream(bytes));
        if (img == null) {
            throw new InvalidInputException(file + " is not a PNG image javax.imageio can read.");
        }
        int w = img.getWidth();
        int h = img.getHeight();
        HostImage gray = HostImage.allocate(PixelType.U8, w, h, w);
        boolean colour = img.getColorModel().getNumColorComponents() > 1;
        boolean eightBitGray = img.getType() == BufferedImage.TYPE_BYTE_GRAY;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int v;
                if (eightBitGray) {
                    v = img.getRaster().getSample(x, y, 0);
                } else {
                    int rgb = img.getRGB(x, y);
                    int r = (rgb >> 16) & 0xff;
                    int g = (rgb >> 8) & 0xff;
                    int b = rgb & 0xff;
                    v = (int) Math.round(0.299 * r + 0.587 * g + 0.114 * b);
                }
                gray.set(x, y, v);
            }
        }
        String note = colour ? "colour converted to gray (0.299 R + 0.587 G + 0.114 B)"
                : eightBitGray ? "" : "converted to 8-bit gray";
        return new Loaded(gray, "png", note);
    }

    private static Loaded readPgm(byte[] bytes, Path file) {
        int[] pos = {0};
        String magic = token(bytes, pos, file);
        if (!magic.equals("P5")) {
            throw new InvalidInputException(file + " is not a binary PGM (P5); its magic is '" + magic + "'.");
        }
        int w = number(bytes, pos, file);
        int h = number(bytes, pos, file);
        int max = number(bytes, pos, file);
        if (w < 1 || h < 1 || max < 1 || max > 255) {
            throw new InvalidInputException(file + ": a PGM of " + w + "x" + h + " with maxval " + max
                    + " (8-bit PGM, maxval 1..255, is what is read).");
        }
        pos[0]++; // the single whitespace after maxval
        if ((long) pos[0] + (long) w * h > bytes.length) {
            throw new InvalidInputException(file + " is shorter than its " + w + "x" + h + " header says.");
        }
        HostImage gray = HostImage.allocate(PixelType.U8, w, h, w);
        System.arraycopy(bytes, pos[0], gray.data(), 0, w * h);
        return new Loaded(gray, "pgm", max == 255 ? "" : "maxval " + max + " kept as is");
    }

    private static String token(byte[] b, int[] pos, Path file) {
        while (pos[0] < b.length && (Character.isWhitespace(b[pos[0]]) || b[pos[0]] == '#')) {
            if (b[pos[0]] == '#') {
                while (pos[0] < b.length && b[pos[0]] != '\n') {
                    pos[0]++;
                }
            } else {
                pos[0]++;
            }
        }
        int start = pos[0];
        while (pos[0] < b.length && !Character.isWhitespace(b[pos[0]])) {
            pos[0]++;
        }
        if (start == pos[0]) {
            throw new InvalidInputException(file + " ends inside its PGM header.");
        }
        return new String(b, start, pos[0] - start, StandardCharsets.US_ASCII);
    }

    private static int number(byte[] b, int[] pos, Path file) {
        String t = token(b, pos, file);
        try {
            return Integer.parseInt(t);
        } catch (NumberFormatException notNumber) {
            throw new InvalidInputException(file + ": '" + t + "' in the PGM header is not a number.");
        }
    }
}
