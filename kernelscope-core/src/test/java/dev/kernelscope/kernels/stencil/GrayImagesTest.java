/*
 * Decoding the pictures users bring, without a device: every PNG kind (16-bit gray, gray+alpha, palette, low bit
 * depths, interlaced) and PGM kind (P2 ASCII, P5, maxval 15 and 65535, comments) to the right grey levels, and files
 * that are not PNG or PGM, or broken ones, refused by name.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.awt.Transparency;
import java.awt.color.ColorSpace;
import java.awt.image.BufferedImage;
import java.awt.image.ComponentColorModel;
import java.awt.image.DataBuffer;
import java.awt.image.IndexColorModel;
import java.awt.image.WritableRaster;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import org.junit.jupiter.api.Test;

class GrayImagesTest {
    private static final Path NAME = Path.of("picture.png");

    private static byte[] png(BufferedImage image, boolean interlaced) throws Exception {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (MemoryCacheImageOutputStream stream = new MemoryCacheImageOutputStream(bytes)) {
            writer.setOutput(stream);
            ImageWriteParam param = writer.getDefaultWriteParam();
            param.setProgressiveMode(interlaced ? ImageWriteParam.MODE_DEFAULT : ImageWriteParam.MODE_DISABLED);
            writer.write(null, new IIOImage(image, null, null), param);
        }
        writer.dispose();
        return bytes.toByteArray();
    }

    private static int level(GrayImages.Loaded loaded, int x, int y) {
        return (int) loaded.image().get(x, y);
    }

    @Test
    void sixteen_bit_gray_is_rounded_to_eight_bits_not_taken_as_linear_light() throws Exception {
        BufferedImage image = new BufferedImage(3, 1, BufferedImage.TYPE_USHORT_GRAY);
        image.getRaster().setSample(0, 0, 0, 257 * 97);     // 97 exactly
        image.getRaster().setSample(1, 0, 0, 13_000);       // 50.59 -> 51
        image.getRaster().setSample(2, 0, 0, 65_535);
        for (boolean interlaced : new boolean[] {false, true}) {
            GrayImages.Loaded loaded = GrayImages.decode(png(image, interlaced), NAME);
            // getRGB() converted linear gray to sRGB: 97 came out as 166
            assertThat(new int[] {level(loaded, 0, 0), level(loaded, 1, 0), level(loaded, 2, 0)})
                    .containsExactly(97, 51, 255);
            assertThat(loaded.note()).isEqualTo("16-bit gray rounded to 8 bits");
        }
    }

    @Test
    void gray_with_alpha_keeps_its_grey_levels_and_says_the_alpha_is_ignored() throws Exception {
        ComponentColorModel model = new ComponentColorModel(ColorSpace.getInstance(ColorSpace.CS_GRAY), true, false,
                Transparency.TRANSLUCENT, DataBuffer.TYPE_BYTE);
        WritableRaster raster = model.createCompatibleWritableRaster(2, 1);
        raster.setPixel(0, 0, new int[] {40, 255});
        raster.setPixel(1, 0, new int[] {200, 7});
        GrayImages.Loaded loaded = GrayImages.decode(png(new BufferedImage(model, raster, false, null), false), NAME);
        assertThat(new int[] {level(loaded, 0, 0), level(loaded, 1, 0)}).containsExactly(40, 200);
        assertThat(loaded.note()).isEqualTo("transparency ignored");
    }

    @Test
    void palettes_give_their_entries_grey_or_luma_and_say_which() throws Exception {
        byte[] r = {0, (byte) 255, 10};
        byte[] g = {0, 0, 10};
        byte[] b = {0, 0, 10};
        BufferedImage colour = new BufferedImage(3, 1, BufferedImage.TYPE_BYTE_INDEXED,
                new IndexColorModel(8, 3, r, g, b));
        colour.getRaster().setSamples(0, 0, 3, 1, 0, new int[] {2, 1, 0});
        GrayImages.Loaded loaded = GrayImages.decode(png(colour, false), NAME);
        assertThat(new int[] {level(loaded, 0, 0), level(loaded, 1, 0), level(loaded, 2, 0)})
                .containsExactly(10, 76, 0);   // 0.299 x 255 = 76.2
        assertThat(loaded.note()).startsWith("colour palette converted to gray");

        GrayImages.Loaded grays = twoBitGrayPalette(0, 85, 170, 255);
        assertThat(new int[] {level(grays, 0, 0), level(grays, 1, 0), level(grays, 2, 0), level(grays, 3, 0)})
                .containsExactly(255, 170, 85, 0);
        assertThat(grays.note()).doesNotContain("colour");   // it said "colour converted" of a gray picture
    }

    /** A 4x1 PNG of a 2-bit palette of these four grays, its pixels indices 3, 2, 1, 0, decoded. */
    private static GrayImages.Loaded twoBitGrayPalette(int... levels) throws Exception {
        byte[] grays = new byte[levels.length];
        for (int i = 0; i < levels.length; i++) {
            grays[i] = (byte) levels[i];
        }
        BufferedImage image = new BufferedImage(4, 1, BufferedImage.TYPE_BYTE_BINARY,
                new IndexColorModel(2, 4, grays, grays, grays));
        image.getRaster().setSamples(0, 0, 4, 1, 0, new int[] {3, 2, 1, 0});
        return GrayImages.decode(png(image, false), NAME);
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void pgm_ascii_sixteen_bit_and_small_maxval_are_read_and_scaled() throws Exception {
        GrayImages.Loaded p2 = GrayImages.decode(ascii("P2\n# made by hand\n3 1 # width height\n255\n0 128\n255\n"),
                Path.of("a.pgm"));
        assertThat(new int[] {level(p2, 0, 0), level(p2, 1, 0), level(p2, 2, 0)}).containsExactly(0, 128, 255);
        assertThat(p2.note()).isEmpty();

        byte[] p5 = new byte[ascii("P5 2 1 65535\n").length + 4];
        System.arraycopy(ascii("P5 2 1 65535\n"), 0, p5, 0, 13);
        p5[13] = (byte) 0x32;   // 0x32c8 = 13000 -> 51
        p5[14] = (byte) 0xc8;
        p5[15] = (byte) 0xff;
        p5[16] = (byte) 0xff;
        GrayImages.Loaded wide = GrayImages.decode(p5, Path.of("b.pgm"));
        assertThat(new int[] {level(wide, 0, 0), level(wide, 1, 0)}).containsExactly(51, 255);
        assertThat(wide.note()).isEqualTo("16-bit gray rounded to 8 bits");

        byte[] dim = {'P', '5', ' ', '2', ' ', '1', ' ', '1', '5', '\n', 15, 7};
        GrayImages.Loaded scaled = GrayImages.decode(dim, Path.of("c.pgm"));
        // maxval 15 was kept as is and saved under maxval 255: a picture 17x darker than the input
        assertThat(new int[] {level(scaled, 0, 0), level(scaled, 1, 0)}).containsExactly(255, 119);
        assertThat(scaled.note()).isEqualTo("maxval 15 scaled to 0..255");
    }

    @Test
    void the_content_decides_the_format_not_the_name() throws Exception {
        BufferedImage image = new BufferedImage(1, 1, BufferedImage.TYPE_BYTE_GRAY);
        image.getRaster().setSample(0, 0, 0, 33);
        GrayImages.Loaded loaded = GrayImages.decode(png(image, false), Path.of("misnamed.pgm"));
        assertThat(level(loaded, 0, 0)).isEqualTo(33);
    }

    @Test
    void what_is_not_a_readable_png_or_pgm_is_refused_saying_what_it_is() throws Exception {
        Path file = Path.of("x.png");
        assertThatThrownBy(() -> GrayImages.decode(new byte[0], file)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> GrayImages.decode(new byte[] {(byte) 0xff, (byte) 0xd8, (byte) 0xff, 0}, file))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("JPEG");
        assertThatThrownBy(() -> GrayImages.decode(ascii("hello\n"), file)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("neither a PNG").hasMessageContaining("x.png");
        BufferedImage noise = new BufferedImage(40, 30, BufferedImage.TYPE_BYTE_GRAY);
        new java.util.Random(5).ints(40 * 30, 0, 256).forEach(new java.util.function.IntConsumer() {
            private int i;

            @Override
            public void accept(int v) {
                noise.getRaster().setSample(i % 40, i++ / 40, 0, v);
            }
        });
        byte[] whole = png(noise, false);   // cut inside its pixel data
        assertThatThrownBy(() -> GrayImages.decode(java.util.Arrays.copyOf(whole, whole.length / 2), file))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("truncated or damaged PNG");
        assertThatThrownBy(() -> GrayImages.decode(ascii("P6\n1 1\n255\nabc"), file))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("PPM, P6");
        assertThatThrownBy(() -> GrayImages.decode(ascii("P2\n3 3\n255\n1 2 3 4\n"), file))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("ends after 4 of its 3x3 = 9 pixels");
        assertThatThrownBy(() -> GrayImages.decode(ascii("P2\n2 1\n255\n1 300\n"), file))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("300, above the header's maxval 255");
        assertThatThrownBy(() -> GrayImages.decode(ascii("P5\n2 2\n65535\n\0\0\0"), file))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("shorter than its header says");
        assertThatThrownBy(() -> GrayImages.decode(ascii("P5\n1 1\n70000\n\0\0"), file))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("maxval 70000");
        assertThatThrownBy(() -> GrayImages.decode(ascii("P5\n9999999999 1\n255\n"), file))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("9999999999");
    }

    /** A PNG's chunk: length, type, data, CRC. */
    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(ascii(type));
        crc.update(data);
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(12 + data.length);
        b.putInt(data.length).put(ascii(type)).put(data).putInt((int) crc.getValue());
        out.writeBytes(b.array());
    }

    /** An 8-bit gray PNG whose header says width x height and whose one IDAT holds {@code rows} deflated. */
    private static byte[] grayPngClaiming(int width, int height, byte[] rows) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        chunk(out, "IHDR", java.nio.ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) 8).array());
        java.util.zip.Deflater deflater = new java.util.zip.Deflater();
        deflater.setInput(rows);
        deflater.finish();
        byte[] compressed = new byte[rows.length + 64];
        chunk(out, "IDAT", java.util.Arrays.copyOf(compressed, deflater.deflate(compressed)));
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    /** A header claiming 10^10 pixels was called "truncated or damaged"; rows cut short printed a cause as "null". */
    @Test
    void a_png_claiming_too_many_pixels_or_cut_short_says_so_plainly() {
        assertThatThrownBy(() -> GrayImages.decode(grayPngClaiming(100_000, 100_000, new byte[100]), NAME))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("a PNG of 100000x100000")
                .hasMessageContaining("2^31 - 1").hasMessageNotContaining("damaged");
        assertThatThrownBy(() -> GrayImages.decode(grayPngClaiming(300, 200, new byte[100]), NAME))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("truncated or damaged PNG")
                .hasMessageNotContaining("null");
    }

    /**
     * A PNG under 2^31 pixels that the heap cannot decode (46000x46000 RGBA at 16 bits: about 19 GiB) is refused from
     * its header with the memory it needs; a 46000x46000 gray one ran out of heap in javax.imageio (exit 1).
     */
    @Test
    void a_png_too_large_for_the_heap_is_refused_from_its_header_naming_the_memory() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        chunk(out, "IHDR", java.nio.ByteBuffer.allocate(13).putInt(46_000).putInt(46_000).put((byte) 16)
                .put((byte) 6).array());
        chunk(out, "IEND", new byte[0]);
        assertThatThrownBy(() -> GrayImages.decode(out.toByteArray(), NAME))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("a PNG of 46000x46000 needs about")
                .hasMessageContaining("GiB of memory").hasMessageContaining("-Xmx");
    }

    /**
     * A header of 20000x20000 over 100 bytes of rows fits the heap, and javax.imageio allocated the whole image before
     * it found the rows cut short; no deflate stream of the file's size can hold those rows (1032:1 at most), so it is
     * refused from the header.
     */
    @Test
    void a_png_whose_rows_cannot_fit_in_the_file_is_refused_before_decoding() throws java.io.IOException {
        assertThatThrownBy(() -> GrayImages.decode(grayPngClaiming(20_000, 20_000, new byte[100]), NAME))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("truncated or damaged PNG")
                .hasMessageContaining("20000x20000").hasMessageContaining("1033:1");
        // a whole image of zeros compresses about 1000:1 and is decoded
        int side = 2000;
        byte[] zeros = new byte[side * (side + 1)];
        assertThat(GrayImages.decode(grayPngClaiming(side, side, zeros), NAME).image().width()).isEqualTo(side);
    }

    /** A file cut inside the header's bit depth and colour type is javax.imageio's to name, not an index error. */
    @Test
    void a_png_cut_inside_its_header_is_said_to_be_damaged() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13});
        out.writeBytes("IHDR".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        out.writeBytes(new byte[] {0, 0, 0, 8, 0, 0, 0, 8, 8});    // 25 bytes: the colour type missing
        assertThatThrownBy(() -> GrayImages.decode(out.toByteArray(), NAME))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("PNG");
    }

    /** A 2-bit palette of grays 0, 10, 200, 255 was said to be "2-bit gray scaled to 0..255"; it is taken as it is. */
    @Test
    void a_gray_palette_that_is_not_the_bit_depth_ramp_is_not_said_to_be_scaled() throws Exception {
        GrayImages.Loaded loaded = twoBitGrayPalette(0, 10, 200, 255);
        assertThat(new int[] {level(loaded, 0, 0), level(loaded, 1, 0), level(loaded, 2, 0), level(loaded, 3, 0)})
                .containsExactly(255, 200, 10, 0);
        assertThat(loaded.note()).isEmpty();
    }
}
