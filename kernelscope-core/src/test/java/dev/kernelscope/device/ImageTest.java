/*
 * Device images on the OpenCL device (PoCL in CI): the format query, host and buffer round trips with a row pitch for
 * each channel type (rows apart, gaps untouched), a kernel reading through samplers (clamp-to-edge replicates the edge
 * pixel, clamp gives 0, read_imagef on UNORM_INT8 gives byte / 255), and the checks on formats, sizes and lifetime.
 */
package dev.kernelscope.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.ImageFormat.ChannelType;
import dev.kernelscope.model.InvalidInputException;
import java.util.Random;
import org.junit.jupiter.api.Test;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class ImageTest {
    private static final String SAMPLING = """
            __constant sampler_t edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
            __constant sampler_t zero = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
            // Each output pixel: the image at (x + dx, y + dy) through both samplers, as floats.
            __kernel void sample(read_only image2d_t img, __global float* viaEdge, __global float* viaZero,
                                 const int width, const int height, const int dx, const int dy) {
                const int x = get_global_id(0), y = get_global_id(1);
                if (x >= width || y >= height) return;
                const int2 at = (int2)(x + dx, y + dy);
                viaEdge[y * width + x] = read_imagef(img, edge, at).x;
                viaZero[y * width + x] = read_imagef(img, zero, at).x;
            }
            """;

    private static DeviceSession imageSession() {
        DeviceSession session = TestDevice.session();
        ImageSupport support = session.imageSupport();
        assumeTrue(support.available(), () -> "no images on " + session.device().label() + ": " + support.reason());
        return session;
    }

    @Test
    void theDeviceListsTheOneChannelFormatsTheStencilsUse() {
        ImageSupport support = imageSession().imageSupport();
        assertThat(support.maxWidth()).isGreaterThanOrEqualTo(2048);  // OpenCL 1.2's minimum for image devices
        assertThat(support.maxHeight()).isGreaterThanOrEqualTo(2048);
        assertThat(support.formats()).contains(ImageFormat.r(ChannelType.FLOAT));
    }

    @Test
    void hostWritesAndReadsKeepTheRowPitchForEveryChannelType() {
        DeviceSession session = imageSession();
        int w = 13, h = 7, pitch = 16;
        Random random = new Random(5);
        for (ChannelType type : ChannelType.values()) {
            ImageFormat format = ImageFormat.r(type);
            if (!session.imageSupport().supports(format)) {
                continue;
            }
            try (Image image = session.allocateImage(format, w, h)) {
                switch (type.elementType()) {   // UNSIGNED_INT16 and HALF_FLOAT both travel as 16-bit patterns
                    case BYTE -> {
                        byte[] in = new byte[pitch * h];
                        random.nextBytes(in);
                        image.write(in, pitch);
                        byte[] out = new byte[pitch * h];
                        java.util.Arrays.fill(out, (byte) 0x5a);
                        image.read(out, pitch);
                        for (int y = 0; y < h; y++) {
                            for (int x = 0; x < pitch; x++) {
                                assertThat(out[y * pitch + x]).as("%s (%d, %d)", format, x, y)
                                        .isEqualTo(x < w ? in[y * pitch + x] : (byte) 0x5a);
                            }
                        }
                    }
                    case HALF -> {
                        short[] in = new short[pitch * h];
                        for (int i = 0; i < in.length; i++) {
                            in[i] = Float.floatToFloat16(random.nextFloat() * 8 - 4);
                        }
                        image.writeHalf(in, pitch);
                        short[] out = new short[pitch * h];
                        image.readHalf(out, pitch);
                        for (int y = 0; y < h; y++) {
                            for (int x = 0; x < w; x++) {
                                assertThat(out[y * pitch + x]).isEqualTo(in[y * pitch + x]);
                            }
                        }
                    }
                    case FLOAT -> {
                        float[] in = TestDevice.randomFloats(pitch * h, 6);
                        image.write(in, pitch);
                        float[] out = new float[pitch * h];
                        image.read(out, pitch);
                        for (int y = 0; y < h; y++) {
                            for (int x = 0; x < pitch; x++) {
                                assertThat(out[y * pitch + x]).isEqualTo(x < w ? in[y * pitch + x] : 0f);
                            }
                        }
                    }
                    case INT -> throw new AssertionError("no int images");
                }
            }
        }
    }

    @Test
    void buffersCopyInAndOutWithAnOffsetAndARowPitch() {
        DeviceSession session = imageSession();
        int w = 9, h = 5, pitch = 12, offset = 3;
        float[] data = TestDevice.randomFloats(offset + pitch * h, 8);
        try (Image image = session.allocateImage(ImageFormat.r(ChannelType.FLOAT), w, h);
                Buffer source = session.floats(data); Buffer packed = session.floats(w * h);
                Buffer pitched = session.floats(offset + pitch * h)) {
            image.copyFrom(source, offset, pitch);
            image.copyTo(packed, 0, w);
            pitched.fill(-7f);
            image.copyTo(pitched, offset, pitch);
            float[] flat = packed.readFloats();
            float[] back = pitched.readFloats();
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    assertThat(flat[y * w + x]).isEqualTo(data[offset + y * pitch + x]);
                }
                for (int x = 0; x < pitch; x++) {
                    assertThat(back[offset + y * pitch + x]).isEqualTo(x < w ? data[offset + y * pitch + x] : -7f);
                }
            }
            assertThat(image.timeCopyFrom(source, offset, pitch, 1, 3).medianNs()).isPositive();
            assertThat(image.timeCopyFrom(packed, 0, w, 1, 3).medianNs()).isPositive();
        }
    }

    @Test
    void samplersApplyTheBorderAndUnormReadsGiveTheByteOver255() {
        DeviceSession session = imageSession();
        int w = 5, h = 4;
        byte[] grey = new byte[w * h];
        float[] value = new float[w * h];
        for (int i = 0; i < grey.length; i++) {
            grey[i] = (byte) (17 + 11 * i);
            value[i] = (17 + 11 * i) / 255f;
        }
        ImageFormat unorm = ImageFormat.r(ChannelType.UNORM_INT8);
        assumeTrue(session.imageSupport().supports(unorm), "the device lists no CL_R/CL_UNORM_INT8");
        try (Image image = session.allocateImage(unorm, w, h);
                Buffer viaEdge = session.floats(w * h); Buffer viaZero = session.floats(w * h);
                Kernel kernel = session.compile(SAMPLING).kernel("sample")) {
            image.write(grey, w);
            int[][] shifts = {{0, 0}, {-2, 0}, {3, -1}, {0, 2}};
            for (int[] shift : shifts) {
                kernel.args(image, viaEdge, viaZero, w, h, shift[0], shift[1]).launch(Geometry.of(8, 4, 8, 4));
                float[] edge = viaEdge.readFloats();
                float[] zero = viaZero.readFloats();
                for (int y = 0; y < h; y++) {
                    for (int x = 0; x < w; x++) {
                        int sx = x + shift[0], sy = y + shift[1];
                        boolean inside = sx >= 0 && sy >= 0 && sx < w && sy < h;
                        float clamped = value[Math.clamp(sy, 0, h - 1) * w + Math.clamp(sx, 0, w - 1)];
                        assertThat(edge[y * w + x]).as("edge at (%d, %d) shifted %d, %d", x, y, shift[0], shift[1])
                                .isCloseTo(clamped, org.assertj.core.data.Offset.offset(1e-6f));
                        assertThat(zero[y * w + x]).as("zero at (%d, %d)", x, y)
                                .isCloseTo(inside ? clamped : 0f, org.assertj.core.data.Offset.offset(1e-6f));
                    }
                }
            }
        }
    }

    @Test
    void halfAndFloatImagesReadAsTheirFloats() {
        DeviceSession session = imageSession();
        int w = 8, h = 4;
        float[] values = TestDevice.randomFloats(w * h, 9);
        short[] bits = new short[w * h];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = Float.floatToFloat16(values[i] * 100);
            values[i] = Float.float16ToFloat(bits[i]);
        }
        for (ChannelType type : java.util.List.of(ChannelType.HALF_FLOAT, ChannelType.FLOAT)) {
            ImageFormat format = ImageFormat.r(type);
            if (!session.imageSupport().supports(format)
                    || type == ChannelType.HALF_FLOAT && session.device().platform().contains("Portable Computing")) {
                continue;   // PoCL 3.1 lists CL_HALF_FLOAT but read_imagef returned 234.0 for every pixel here
            }
            try (Image image = session.allocateImage(format, w, h);
                    Buffer viaEdge = session.floats(w * h); Buffer viaZero = session.floats(w * h);
                    Kernel kernel = session.compile(SAMPLING).kernel("sample")) {
                if (type == ChannelType.HALF_FLOAT) {
                    image.writeHalf(bits, w);
                } else {
                    image.write(values, w);
                }
                kernel.args(image, viaEdge, viaZero, w, h, 0, 0).launch(Geometry.of(8, 4, 8, 4));
                assertThat(viaEdge.readFloats()).as(format.label()).containsExactly(values);
            }
        }
    }

    @Test
    void formatsSizesAndLifetimeAreChecked() {
        DeviceSession session = imageSession();
        ImageFormat floats = ImageFormat.r(ChannelType.FLOAT);
        long max = session.imageSupport().maxWidth();
        assertThatThrownBy(() -> session.allocateImage(floats, max + 1, 1))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("CL_DEVICE_IMAGE2D_MAX_WIDTH");
        assertThatThrownBy(() -> session.allocateImage(floats, 0, 4)).isInstanceOf(InvalidInputException.class);
        long before = session.liveNativeObjects();
        Image image = session.allocateImage(floats, 4, 4);
        try (Buffer bytes = session.bytes(16); Buffer small = session.floats(15)) {
            assertThatThrownBy(() -> image.copyFrom(bytes, 0, 4)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("FLOAT buffers");
            assertThatThrownBy(() -> image.copyFrom(small, 0, 4)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("outside");
            assertThatThrownBy(() -> image.copyFrom(small, 0, 3)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("row pitch");
            assertThatThrownBy(() -> image.write(new byte[16], 4)).isInstanceOf(InvalidInputException.class);
            assertThatThrownBy(() -> image.write(new float[15], 4)).isInstanceOf(InvalidInputException.class);
        }
        image.close();
        image.close();
        assertThat(session.liveNativeObjects()).isEqualTo(before);
        assertThatThrownBy(() -> image.write(new float[16], 4)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aFormatTheDeviceDoesNotListIsRefusedWithTheListedOnes() {
        ImageSupport support = new ImageSupport(null, 100, 100, java.util.List.of(ImageFormat.r(ChannelType.FLOAT)));
        assertThatThrownBy(() -> support.require(ImageFormat.r(ChannelType.HALF_FLOAT), 4, 4, "a device"))
                .isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("CL_R/CL_HALF_FLOAT is not among").hasMessageContaining("CL_R/CL_FLOAT");
        ImageSupport none = ImageSupport.none("CL_DEVICE_IMAGE_SUPPORT is false on a device");
        assertThatThrownBy(() -> none.require(ImageFormat.r(ChannelType.FLOAT), 4, 4, "a device"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("CL_DEVICE_IMAGE_SUPPORT is false");
    }
}
