/*
 * The image rung (09 image-sampler) through the Filter API on the OpenCL device present (PoCL in CI): each call is
 * the input's copy into the image, then the kernel; borders no sampler applies and UNORM on non-uchar pixels are
 * refused with the reason. Its conformance against the CPU reference runs in StencilLadderTest with every variant.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceInventory;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class StencilImageRungTest {
    private static DeviceSession session;

    @BeforeAll
    static void open() {
        DeviceInventory inventory = Devices.discover();
        Optional<Device> device = inventory.devices(BackendKind.OPENCL).stream().findFirst();
        assumeTrue(device.isPresent(), () -> "no OpenCL device: " + inventory.status(BackendKind.OPENCL).reason());
        session = Devices.open(device.get());
        assumeTrue(session.imageSupport().available(), () -> "no images: " + session.imageSupport().reason());
    }

    @AfterAll
    static void close() {
        if (session != null) {
            session.close();
        }
    }

    @Test
    void eachCallCopiesTheInputIntoTheImageThenFiltersIt() {
        int w = 40, h = 11, pitch = 43;
        HostImage src = HostImage.random(PixelType.U8, w, h, pitch, 3);
        try (Buffer in = session.bytes(src.elements()); Buffer out = session.bytes(src.elements());
             Filter f = Filter.of(session, StencilVariant.IMAGE_SAMPLER, FilterSpec.box(1), Border.REPLICATE, 0,
                     Map.of())) {
            src.upload(in);
            List<Filter.Step> steps = f.plan(in, out, w, h, pitch);
            assertThat(steps).hasSize(2);
            assertThat(steps.get(0)).isInstanceOf(Filter.ImageUpload.class);
            assertThat(steps.get(1)).isInstanceOf(Filter.Launch.class);
            long[] ns = f.timeEach(in, out, w, h, pitch);
            assertThat(ns).hasSize(2);
            assertThat(Math.min(ns[0], ns[1])).isPositive();
            HostImage result = HostImage.download(out, PixelType.U8, w, h, pitch);
            double[] ref = StencilReference.apply(src, f.spec(), f.border(), 0);
            assertThat(StencilReference.compare(result, ref, f.spec(), 0, h).passed()).isTrue();
            // a new input through the same filter: the image is copied again, not reused stale
            HostImage second = HostImage.random(PixelType.U8, w, h, pitch, 4);
            second.upload(in);
            f.apply(in, out, w, h, pitch);
            double[] ref2 = StencilReference.apply(second, f.spec(), f.border(), 0);
            assertThat(StencilReference.compare(HostImage.download(out, PixelType.U8, w, h, pitch), ref2, f.spec(), 0,
                    h).passed()).isTrue();
        }
    }

    @Test
    void bordersNoSamplerAppliesAreRefusedWithTheReason() {
        assertThatThrownBy(() -> Filter.of(session, StencilVariant.IMAGE_SAMPLER, FilterSpec.box(1),
                Border.REFLECT_101, 0, Map.of())).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("CLK_ADDRESS_MIRRORED_REPEAT").hasMessageContaining("normalized coordinates");
        assertThatThrownBy(() -> Filter.of(session, StencilVariant.IMAGE_SAMPLER, FilterSpec.box(1),
                Border.CONSTANT, 77, Map.of())).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("border colour 0");
        assertThat(StencilVariant.IMAGE_SAMPLER.refusal(session, Border.REFLECT_101, 0)).isPresent();
        assertThat(StencilVariant.IMAGE_SAMPLER.refusal(session, Border.CONSTANT, 0)).isEmpty();
        assertThat(StencilVariant.NAIVE.refusal(session, Border.REFLECT_101, 0)).isEmpty();
    }

    /** An image wider than the device's images failed the benchmark (exit 1); the rung is skipped there, saying why. */
    @Test
    void theBenchmarkSkipsTheRungWhereTheImageExceedsTheDevicesImages() {
        int wide = Math.toIntExact(session.imageSupport().maxWidth() + 1);
        assertThat(StencilVariant.IMAGE_SAMPLER.refusal(session, Border.REPLICATE, 0, wide, 1)).get().asString()
                .contains("CL_DEVICE_IMAGE2D_MAX_WIDTH");
        assertThat(StencilVariant.NAIVE.refusal(session, Border.REPLICATE, 0, wide, 1)).isEmpty();
        java.util.List<String> progress = new java.util.ArrayList<>();
        StencilRecords.Report report = new StencilBenchmark(session, new StencilBenchmark.Options(
                java.util.List.of(FilterSpec.box(1)), java.util.List.of(PixelType.U8),
                java.util.List.of(new StencilBenchmark.Size(wide, 1)),
                java.util.List.of(new StencilBenchmark.Entry(StencilVariant.IMAGE_SAMPLER, Map.of()),
                        new StencilBenchmark.Entry(StencilVariant.NAIVE, Map.of())),
                Border.REPLICATE, 0, 1, true, false), progress::add).run("test");
        var variants = report.groups().getFirst().filters().getFirst().variants();
        assertThat(variants).extracting(StencilRecords.VariantResult::variant).containsExactly("naive");
        assertThat(variants.getFirst().error()).isNull();
        assertThat(progress).anyMatch(line -> line.contains("skipped") && line.contains("exceeds the 2D images"));
    }

    @Test
    void unormIsForUcharOnly() {
        try (Filter f = Filter.of(session, StencilVariant.IMAGE_SAMPLER, FilterSpec.box(1), Border.REPLICATE, 0,
                Map.of("UNORM", 1L))) {
            assertThatThrownBy(() -> f.compiled(PixelType.F32)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("UNORM=1");
        }
        assertThatThrownBy(() -> Filter.of(session, StencilVariant.IMAGE_SAMPLER, FilterSpec.box(1),
                Border.REPLICATE, 0, Map.of("UNORM", 2L))).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("UNORM in {0, 1}");
    }
}
