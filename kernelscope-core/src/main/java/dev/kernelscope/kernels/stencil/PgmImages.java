/*
 * Netpbm gray maps (PGM) read into 8-bit gray: binary P5 and ASCII P2, maxval 1..65535 (two big-endian bytes per
 * sample above 255), comments anywhere in the header; samples scaled to 0..255 when maxval is not 255. The other
 * Netpbm kinds (PBM, PPM) and malformed files are refused, naming what is wrong. javax.imageio has no PGM codec.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.model.InvalidInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

final class PgmImages {
    private PgmImages() {}

    /** True when {@code bytes} begin like a Netpbm file: 'P' and a digit. */
    static boolean looksLikeNetpbm(byte[] bytes) {
        return bytes.length >= 2 && bytes[0] == 'P' && bytes[1] >= '1' && bytes[1] <= '7';
    }

    static GrayImages.Loaded read(byte[] bytes, Path file) {
        Header header = new Header(bytes, file);
        String magic = header.token();
        boolean binary = magic.equals("P5");
        if (!binary && !magic.equals("P2")) {
            String kind = switch (magic) {
                case "P1", "P4" -> "a bitmap (PBM, " + magic + ")";
                case "P3", "P6" -> "a colour pixmap (PPM, " + magic + ")";
                case "P7" -> "a PAM (P7)";
                default -> "magic '" + magic + "'";
            };
            throw new InvalidInputException(file + " is " + kind + ", not a gray map: PGM is read as P5 (binary) or P2"
                    + " (ASCII); convert it first (e.g. ppmtopgm, or save it as PNG).");
        }
        int width = header.number("width");
        int height = header.number("height");
        int maxval = header.number("maxval");
        if (width < 1 || height < 1 || maxval < 1 || maxval > 65535) {
            throw new InvalidInputException(file + ": a PGM of " + width + "x" + height + " with maxval " + maxval
                    + " (a PGM has width and height >= 1 and a maxval of 1..65535).");
        }
        if ((long) width * height > Integer.MAX_VALUE) {
            throw new InvalidInputException(file + ": a PGM of " + width + "x" + height + " has more than 2^31 - 1"
                    + " pixels, the most an image here holds.");
        }
        HostImage gray = HostImage.allocate(PixelType.U8, width, height, width);
        byte[] pixels = (byte[]) gray.data();
        int count = width * height;
        if (binary) {
            if (header.position() >= bytes.length || !Character.isWhitespace(bytes[header.position()])) {
                throw new InvalidInputException(file + ": the PGM header ends without the whitespace byte that"
                        + " follows maxval, before the pixels.");
            }
            int start = header.position() + 1;   // exactly one whitespace byte after maxval
            int sampleBytes = maxval > 255 ? 2 : 1;
            if ((long) start + (long) count * sampleBytes > bytes.length) {
                throw new InvalidInputException(file + " is shorter than its header says: " + width + "x" + height
                        + " pixels of " + sampleBytes + " byte(s) need " + ((long) count * sampleBytes) + " bytes after"
                        + " the header, the file has " + Math.max(0, bytes.length - start) + ".");
            }
            for (int i = 0; i < count; i++) {
                int v = sampleBytes == 1 ? Byte.toUnsignedInt(bytes[start + i])
                        : Byte.toUnsignedInt(bytes[start + 2 * i]) << 8 | Byte.toUnsignedInt(bytes[start + 2 * i + 1]);
                pixels[i] = (byte) scaled(v, maxval, i, width, file);
            }
        } else {
            for (int i = 0; i < count; i++) {
                if (!header.hasToken()) {
                    throw new InvalidInputException(file + " ends after " + i + " of its " + width + "x" + height
                            + " = " + count + " pixels.");
                }
                pixels[i] = (byte) scaled(header.number("pixel"), maxval, i, width, file);
            }
        }
        String note = maxval == 255 ? "" : (maxval > 255 ? (maxval == 65535 ? "16-bit" : "maxval " + maxval)
                + " gray rounded to 8 bits" : "maxval " + maxval + " scaled to 0..255");
        return new GrayImages.Loaded(gray, "pgm", note);
    }

    /** A sample of 0..maxval as 0..255, rounded half up; a sample above maxval is a broken file. */
    private static int scaled(int v, int maxval, int index, int width, Path file) {
        if (v > maxval) {
            throw new InvalidInputException(file + ": the pixel at (" + index % width + ", " + index / width + ") is "
                    + v + ", above the header's maxval " + maxval + ".");
        }
        return maxval == 255 ? v : (int) (((long) v * 255 + maxval / 2) / maxval);
    }

    /** Whitespace-separated header tokens, '#' comments to the end of the line skipped. */
    private static final class Header {
        private final byte[] bytes;
        private final Path file;
        private int pos;

        Header(byte[] bytes, Path file) {
            this.bytes = bytes;
            this.file = file;
        }

        int position() {
            return pos;
        }

        private void skipBlanks() {
            while (pos < bytes.length && (Character.isWhitespace(bytes[pos]) || bytes[pos] == '#')) {
                if (bytes[pos] == '#') {
                    while (pos < bytes.length && bytes[pos] != '\n' && bytes[pos] != '\r') {
                        pos++;
                    }
                } else {
                    pos++;
                }
            }
        }

        boolean hasToken() {
            skipBlanks();
            return pos < bytes.length;
        }

        String token() {
            skipBlanks();
            int start = pos;
            while (pos < bytes.length && !Character.isWhitespace(bytes[pos]) && bytes[pos] != '#') {
                pos++;
            }
            if (start == pos) {
                throw new InvalidInputException(file + " ends inside its PGM header.");
            }
            return new String(bytes, start, Math.min(pos - start, 40), StandardCharsets.US_ASCII);
        }

        int number(String what) {
            String t = token();
            if (!t.chars().allMatch(c -> c >= '0' && c <= '9') || t.length() > 9) {
                throw new InvalidInputException(file + ": the " + what + " '" + t + "' in the PGM is not a number of"
                        + " at most 9 digits.");
            }
            return Integer.parseInt(t);
        }
    }
}
