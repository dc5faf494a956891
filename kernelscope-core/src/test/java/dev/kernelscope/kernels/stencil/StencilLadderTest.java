/*
 * Every variant of the stencil ladder against the CPU reference on the OpenCL device present (PoCL in CI): the quick
 * conformance level, which covers every size class, border mode, radius 1..7, pixel type, pitch gap, poisoned
 * output and NaN propagation across the variants, plus the tuned Filter API and bad input; the tuned box on 1x1,
 * one-row and one-column images against an exact uchar box written here from the documented rounding alone.
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
import dev.kernelscope.kernels.GuardHeldElsewhere;
import dev.kernelscope.kernels.OneCallAtATime;
import dev.kernelscope.device.Devices;
import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class StencilLadderTest {
    private static final byte POISON = 0x5a;
    private static DeviceSession session;

    @BeforeAll
    static void open() {
        DeviceInventory inventory = Devices.discover();
        Optional<Device> device = inventory.devices(BackendKind.OPENCL).stream().findFirst();
        assumeTrue(device.isPresent(), () -> "no OpenCL device: " + inventory.status(BackendKind.OPENCL).reason());
        session = Devices.open(device.get());
    }

    @AfterAll
    static void close() {
        if (session != null) {
            session.close();
        }
    }

    @ParameterizedTest
    @EnumSource(StencilVariant.class)
    void variantMatchesTheReference(StencilVariant variant) {
        List<StencilConformance.Result> results = StencilConformance.run(session,
                StencilConformance.cases(List.of(variant), StencilConformance.Level.QUICK), r -> {});
        assertThat(results).isNotEmpty();
        assertThat(results.stream().filter(r -> !r.passed()).map(r -> r.label() + " " + r.size() + ": " + r.detail()))
                .isEmpty();
    }

    /** The tuned filter (what Filters hands an application) on odd sizes and pitches: the quick level's cases. */
    @Test
    void tunedFilterMatchesTheReferenceOnOddImages() {
        List<StencilConformance.Case> cases = StencilConformance.cases(
                List.of(new StencilBenchmark.Entry(null, Map.of())), StencilConformance.Level.QUICK, s -> {});
        assertThat(cases).isNotEmpty().allSatisfy(c -> assertThat(c.sizes()).containsAll(StencilConformance.ODD_SIZES));
        List<StencilConformance.Result> results = StencilConformance.run(session, cases, r -> {});
        assertThat(results).hasSize(cases.stream().mapToInt(c -> c.sizes().size()).sum())
                .allSatisfy(r -> assertThat(r.detail()).startsWith("ran "));
        assertThat(results.stream().filter(r -> !r.passed()).map(r -> r.label() + " " + r.size() + ": " + r.detail()))
                .isEmpty();
    }

    /**
     * The full level's large images (LARGE, PAST_LARGE_ENTRIES) run in a tuned case only where they choose a form no
     * smaller image of the case ran. On PoCL the tuned box3x4 is one entry for every size, compiled per pitch
     * alignment (it fuses passes): an image of 2^22 pixels or more whose rows align as a smaller one's is left out,
     * one whose rows align as no smaller one's runs.
     */
    @Test
    void tunedCaseRunsALargeImageOnlyForAFormOfItsOwn() {
        StencilConformance.Size small = new StencilConformance.Size(48, 9, 0);          // rows 16-byte aligned
        StencilConformance.Size sameForm = new StencilConformance.Size(2048, 2049, 0);  // 2^22 + pixels, aligned too
        StencilConformance.Size ownForm = new StencilConformance.Size(2049, 2049, 0);   // rows at every byte
        FilterSpec box3x4 = FilterSpec.box(1).iterated(4);
        try (Filter tuned = Filters.iterate(Filters.box(session, 1, Border.REPLICATE), 4)) {
            Filter.Compiled aligned = tuned.compiled(PixelType.U8, 48, 9, 48);
            assumeTrue(aligned == tuned.compiled(PixelType.U8, 2048, 2049, 2048)
                    && aligned != tuned.compiled(PixelType.U8, 2049, 2049, 2049),
                    "the tuned box3x4 on this device does not compile one form per pitch alignment");
        }
        List<StencilConformance.Result> results = StencilConformance.run(session, List.of(new StencilConformance.Case(
                null, Map.of(), box3x4, PixelType.U8, Border.REPLICATE, 0, false, List.of(small, sameForm, ownForm))),
                r -> {});
        assertThat(results).extracting(StencilConformance.Result::size).containsExactly(small, ownForm);
        assertThat(results).allMatch(StencilConformance.Result::passed);
    }

    @Test
    void tunedFiltersRunThroughTheApi() {
        int w = 45;
        int h = 20;
        int pitch = 48;
        HostImage src = HostImage.random(PixelType.U8, w, h, pitch, 7);
        try (Buffer in = session.bytes(src.elements()); Buffer out = session.bytes(src.elements());
             Filter box = Filters.box(session, 1, Border.REPLICATE);
             Filter iterated = Filters.iterate(Filters.gaussian(session, 1, Border.REFLECT_101), 3)) {
            src.upload(in);
            for (Filter f : List.of(box, iterated)) {
                f.apply(in, out, w, h, pitch);
                HostImage result = HostImage.download(out, PixelType.U8, w, h, pitch);
                double[] ref = StencilReference.apply(src, f.spec(), f.border(), 0);
                assertThat(StencilReference.compare(result, ref, f.spec(), 0, h).passed()).as(f.spec().id()).isTrue();
            }
            assertThat(iterated.compiled(PixelType.U8).parameterSource()).startsWith("tuned: ");
        }
    }

    @Test
    void shufflesWhereTheDeviceHasNoneSayTheyChangeNothing() {
        // PoCL compiles the register-fused rung's exchange for SHUFFLE=1 as for 0: the record says so (NVIDIA's
        // OpenCL shuffles, and says nothing)
        boolean shuffles = WarpShuffles.appliesTo(StencilVariant.REGISTER_FUSED, session.device());
        try (Filter shuffled = Filter.of(session, StencilVariant.REGISTER_FUSED, FilterSpec.box(1).iterated(2),
                     Border.REPLICATE, 0, Map.of("SHUFFLE", 1L));
             Filter exchanged = Filter.of(session, StencilVariant.REGISTER_FUSED, FilterSpec.box(1).iterated(2),
                     Border.REPLICATE, 0, Map.of())) {
            assertThat(shuffled.compiled(PixelType.F32).parameterSource().contains(
                    "SHUFFLE=1 has no warp shuffles on this device")).isEqualTo(!shuffles);
            assertThat(exchanged.compiled(PixelType.F32).parameterSource()).doesNotContain("SHUFFLE");
        }
    }

    @Test
    void aRegisterCapOffCudaSaysItChangesNothing() {
        // PoCL (and NVIDIA's OpenCL since session 30) compiles the same kernel for any MIN_GROUPS; the record says so
        try (Filter capped = Filter.of(session, StencilVariant.PACKED, FilterSpec.box(1), Border.REPLICATE, 0,
                     Map.of("VEC", 16L, "MIN_GROUPS", 5L));
             Filter uncapped = Filter.of(session, StencilVariant.PACKED, FilterSpec.box(1), Border.REPLICATE, 0,
                     Map.of("VEC", 16L))) {
            assertThat(capped.compiled(PixelType.U8).parameterSource()).contains("MIN_GROUPS is CUDA's launch bound");
            assertThat(uncapped.compiled(PixelType.U8).parameterSource()).doesNotContain("MIN_GROUPS");
        }
    }

    @Test
    void aPitchThePackedWordsDoNotAlignCompilesItsOwnKernel() {
        assertThat(Filter.pitchAlign(PixelType.U8, 4097)).isEqualTo(1);
        assertThat(Filter.pitchAlign(PixelType.U8, 4100)).isEqualTo(4);
        assertThat(Filter.pitchAlign(PixelType.U8, 8192)).isEqualTo(16);
        assertThat(Filter.pitchAlign(PixelType.F32, 4097)).isEqualTo(4);
        // the same image dense (pitch 101: every row at another byte offset) and padded to a multiple of 16 (112)
        int w = 101;
        int h = 9;
        HostImage dense = HostImage.random(PixelType.U8, w, h, w, 11);
        HostImage padded = HostImage.allocate(PixelType.U8, w, h, 112);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                padded.set(x, y, dense.get(x, y));
            }
        }
        try (Filter f = Filter.of(session, StencilVariant.PACKED, FilterSpec.box(1), Border.REPLICATE, 0,
                     Map.of("VEC", 16L));
             Buffer denseIn = session.bytes(dense.elements()); Buffer denseOut = session.bytes(dense.elements());
             Buffer paddedIn = session.bytes(padded.elements()); Buffer paddedOut = session.bytes(padded.elements())) {
            assertThat(f.compiled(PixelType.U8, w, h, w).program())
                    .isNotSameAs(f.compiled(PixelType.U8, w, h, 112).program());
            assertThat(f.compiled(PixelType.U8, w, h, 112).program()).isSameAs(f.compiled(PixelType.U8).program());
            // rows of whole 4-byte words (8 and 4 bytes) share the skew-0 form, rows at 2 bytes the byte-skewed one
            // that rows at 1 compiled above: no program compiled for the second of each pair
            f.compiled(PixelType.U8, w, h, 104);
            int programs = session.cachedProgramCount();
            f.compiled(PixelType.U8, w, h, 108);
            f.compiled(PixelType.U8, w, h, 102);
            assertThat(session.cachedProgramCount()).isEqualTo(programs);
            dense.upload(denseIn);
            padded.upload(paddedIn);
            f.apply(denseIn, denseOut, w, h, w);
            f.apply(paddedIn, paddedOut, w, h, 112);
            HostImage a = HostImage.download(denseOut, PixelType.U8, w, h, w);
            HostImage b = HostImage.download(paddedOut, PixelType.U8, w, h, 112);
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    assertThat(a.get(x, y)).as("(%d, %d)", x, y).isEqualTo(b.get(x, y));
                }
            }
        }
    }

    private static Device h200(BackendKind backend) {
        return new Device(backend == BackendKind.CUDA ? "cuda:0" : "opencl:1.0", backend, "test", "NVIDIA H200",
                "NVIDIA Corporation", "580", "9.0", dev.kernelscope.device.DeviceType.GPU, 132, 1980, 141L << 30,
                232_448, 20L << 30, 50L << 20, 1024, List.of(1024L, 1024L, 64L), 32, "sm_90", "sm_90");
    }

    @Test
    void theVectorVariantHasAFormForUnalignedRowsOnlyWhereLanesShuffle() {
        Device cuda = h200(BackendKind.CUDA);
        Device nvidiaOpenCl = h200(BackendKind.OPENCL);
        assertThat(StencilVariant.VECTOR.specializesPitch(cuda)).isTrue();
        assertThat(StencilVariant.VECTOR.specializesPitch(nvidiaOpenCl)).isTrue();
        assertThat(StencilVariant.PACKED.specializesPitch(cuda)).isTrue();
        assertThat(StencilVariant.SEPARABLE_REGISTERS.specializesPitch(cuda)).isFalse();   // measured slower there
        assertThat(StencilVariant.SEPARABLE_REGISTERS.specializesPitch(nvidiaOpenCl)).isTrue();
        assertThat(StencilVariant.NAIVE.specializesPitch(cuda)).isFalse();
        // PoCL has no lane shuffles: one vector kernel serves every pitch, the packed rung still has its own form
        assumeTrue(!session.device().vendor().toLowerCase(java.util.Locale.ROOT).contains("nvidia"));
        assertThat(StencilVariant.VECTOR.specializesPitch(session.device())).isFalse();
        assertThat(StencilVariant.PACKED.specializesPitch(session.device())).isTrue();
        try (Filter f = Filter.of(session, StencilVariant.VECTOR, FilterSpec.box(1), Border.REPLICATE, 0, Map.of())) {
            assertThat(f.compiled(PixelType.F32, 101, 9, 101).program())
                    .isSameAs(f.compiled(PixelType.F32, 101, 9, 104).program());
        }
    }

    @Test
    void theFusedVariantsDefaultsGrowToTheFiltersHalo() {
        StencilVariant fused = StencilVariant.MULTIPASS_FUSED;
        assertThat(fused.parameters(Map.of(), FilterSpec.box(1).iterated(4)))      // needs 10: the 16 default
                .containsEntry("TILE_X", 16L).containsEntry("TILE_Y", 16L);
        assertThat(fused.parameters(Map.of(), FilterSpec.box(3).iterated(3)))      // box7x3 needs 20
                .containsEntry("TILE_X", 24L).containsEntry("TILE_Y", 24L);
        assertThatThrownBy(() -> fused.parameters(Map.of("TILE_X", 16L), FilterSpec.box(3).iterated(3)))
                .isInstanceOf(InvalidInputException.class);                          // what the user sets stays set
        StencilVariant registers = StencilVariant.REGISTER_FUSED;
        assertThat(registers.parameters(Map.of(), FilterSpec.box(1).iterated(4))).containsEntry("COLS", 4L);
        assertThat(registers.parameters(Map.of(), FilterSpec.box(7))).containsEntry("COLS", 8L);   // box15
        assertThat(registers.parameters(Map.of(), FilterSpec.gaussian(5))).containsEntry("COLS", 8L);
        // past the largest tile the benchmark skips the variant, saying why, instead of failing it
        assertThat(fused.unfit(FilterSpec.box(2).iterated(8))).get().asString()
                .contains("2 * passes * RADIUS + 2").contains("box5x8");
        assertThat(fused.unfit(FilterSpec.box(3).iterated(3))).isEmpty();
        assertThat(registers.unfit(FilterSpec.box(7))).isEmpty();
    }

    @Test
    void badInputIsAUserError() {
        assertThatThrownBy(() -> FilterSpec.parse("box4")).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> FilterSpec.box(8)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> StencilVariant.parse("fastest")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("06 vector");
        assertThatThrownBy(() -> Filter.of(session, StencilVariant.MULTIPASS_FUSED, FilterSpec.box(3).iterated(8),
                Border.REPLICATE, 0, Map.of())).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("2 * passes * RADIUS + 2");
        try (Buffer a = session.floats(10); Buffer b = session.floats(10);
             Filter box = Filters.box(session, 1, Border.REPLICATE)) {
            assertThatThrownBy(() -> box.apply(a, a, 10, 1, 10)).isInstanceOf(InvalidInputException.class);
            assertThatThrownBy(() -> box.apply(a, b, 5, 3, 5)).isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("needs 15 elements");
        }
        assertThat(FilterSpec.parse("box3x4")).isEqualTo(FilterSpec.box(1).iterated(4));
        assertThat(FilterSpec.parse("gauss5").id()).isEqualTo("gauss5");
    }

    @Test
    void aSobelOfAnotherKindIsRefusedNotMadeABox() {
        // Filters.sobel(session, Kind.BOX, ...) was a 3x3 box filter, silently
        assertThatThrownBy(() -> Filters.sobel(session, FilterSpec.Kind.BOX, Border.REPLICATE))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("BOX").hasMessageContaining("SOBEL_X");
        assertThatThrownBy(() -> Filters.sobel(session, FilterSpec.Kind.GAUSSIAN, Border.REPLICATE))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("GAUSSIAN");
        assertThat(Filters.sobel(session, FilterSpec.Kind.SOBEL_Y, Border.REPLICATE).spec().id()).isEqualTo("sobely");
    }

    @Test
    void aFilterCallWhileAnotherThreadIsInsideTheSessionIsRefused() throws Exception {
        // a Gemm and a Filter on one session share its launch path (one argument scratch per backend): one guard
        try (Buffer a = session.bytes(16); Buffer b = session.bytes(16); Filter box = Filters.box(session, 1,
                Border.REPLICATE);
             GuardHeldElsewhere held = GuardHeldElsewhere.hold(OneCallAtATime.of(session), "a-gemm-caller")) {
            assertThatThrownBy(() -> box.apply(a, b, 4, 4, 4)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("DeviceSession").hasMessageContaining("'a-gemm-caller'");
        }
    }

    @Test
    void aClosedFilterIsRefusedAndMissingArgumentsAreNamed() {
        try (Buffer a = session.bytes(16); Buffer b = session.bytes(16)) {
            Filter box = Filters.box(session, 1, Border.REPLICATE);
            box.apply(a, b, 4, 4, 4);
            box.close();
            // apply() after close() compiled and allocated again, leaking what close() had released
            assertThatThrownBy(() -> box.apply(a, b, 4, 4, 4)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("box3").hasMessageContaining("closed");
            box.close();   // still idempotent
            Filter again = Filters.box(session, 1, Border.REPLICATE);
            assertThatThrownBy(() -> again.apply(null, b, 4, 4, 4)).isInstanceOf(NullPointerException.class)
                    .hasMessage("src");
            assertThatThrownBy(() -> again.apply(a, null, 4, 4, 4)).isInstanceOf(NullPointerException.class)
                    .hasMessage("dst");
            again.close();
        }
        // a null session was accepted and reported at apply() as "a buffer belongs to another DeviceSession"
        assertThatThrownBy(() -> Filters.box(null, 1, Border.REPLICATE)).isInstanceOf(NullPointerException.class)
                .hasMessage("session");
        assertThatThrownBy(() -> Filters.box(session, 1, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("border");
        assertThatThrownBy(() -> Filter.of(session, StencilVariant.NAIVE, FilterSpec.box(1), Border.REPLICATE, 0, null))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("overrides");
    }

    /** The uchar box by its definition: the (2r+1)^2 taps summed, border taps per mode, (sum + N/2) / N. */
    private static byte[] exactBox(byte[] src, int w, int h, int pitch, int r, Border border, int constant) {
        byte[] out = src.clone();
        int n = (2 * r + 1) * (2 * r + 1);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                long sum = 0;
                for (int dy = -r; dy <= r; dy++) {
                    for (int dx = -r; dx <= r; dx++) {
                        sum += tap(src, w, h, pitch, x + dx, y + dy, border, constant);
                    }
                }
                out[y * pitch + x] = (byte) ((sum + n / 2) / n);
            }
        }
        return out;
    }

    private static int tap(byte[] src, int w, int h, int pitch, int x, int y, Border border, int constant) {
        if (x >= 0 && x < w && y >= 0 && y < h) {
            return Byte.toUnsignedInt(src[y * pitch + x]);
        }
        if (border == Border.CONSTANT) {
            return constant;
        }
        return tap(src, w, h, pitch, border == Border.REPLICATE ? Math.clamp(x, 0, w - 1) : mirror(x, w),
                border == Border.REPLICATE ? Math.clamp(y, 0, h - 1) : mirror(y, h), border, constant);
    }

    /** Reflect-101 (dcb|abcd|cba), one pixel reflecting onto itself. */
    private static int mirror(int i, int n) {
        if (n == 1) {
            return 0;
        }
        while (i < 0 || i >= n) {
            i = i < 0 ? -i : 2 * (n - 1) - i;
        }
        return i;
    }

    private static byte[] random(int length, long seed) {
        byte[] b = new byte[length];
        new SplittableRandom(seed).nextBytes(b);
        return b;
    }

    /** Runs {@code f} on {@code src}; the pitch gap of the output starts poisoned, so a write there shows. */
    private static byte[] run(Filter f, byte[] src, int w, int h, int pitch) {
        try (Buffer in = session.bytes(src.length); Buffer out = session.bytes(src.length)) {
            in.write(src);
            out.fill(POISON);
            f.apply(in, out, w, h, pitch);
            return out.readBytes();
        }
    }

    @Test
    void tunedBoxIsExactOnDegenerateShapes() {
        int[][] shapes = {{1, 1}, {1, 17}, {17, 1}, {3, 17}, {129, 3}};
        List<String> wrong = new ArrayList<>();
        for (int radius : new int[] {1, 7}) {
            for (Border border : Border.values()) {
                int constant = border == Border.CONSTANT ? 201 : 0;
                try (Filter f = Filter.tuned(session, FilterSpec.box(radius), border, constant)) {
                    for (int[] shape : shapes) {
                        int w = shape[0];
                        int h = shape[1];
                        int pitch = w + 3;
                        byte[] src = random(pitch * h, 31L * w + h);
                        byte[] expected = exactBox(src, w, h, pitch, radius, border, constant);
                        byte[] got = run(f, src, w, h, pitch);
                        for (int y = 0; y < h; y++) {
                            for (int x = 0; x < pitch; x++) {
                                int i = y * pitch + x;
                                byte want = x < w ? expected[i] : POISON;
                                if (got[i] != want) {
                                    wrong.add(f.spec().id() + " " + border.id() + " " + w + "x" + h + " (" + x + ", "
                                            + y + "): " + Byte.toUnsignedInt(got[i]) + ", expected "
                                            + Byte.toUnsignedInt(want));
                                    y = h;
                                    break;
                                }
                            }
                        }
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    /** Filters.iterate on an iterated filter replaced its passes: this ran 3 boxes where 6 were asked for. */
    @Test
    void anIteratedFilterIteratedAgainRunsEveryPass() {
        int w = 23;
        int h = 9;
        byte[] src = random(w * h, 6);
        byte[] expected = src;
        for (int pass = 0; pass < 6; pass++) {
            expected = exactBox(expected, w, h, w, 1, Border.REPLICATE, 0);
        }
        try (Filter twice = Filters.iterate(Filters.box(session, 1, Border.REPLICATE), 2);
             Filter sixTimes = Filters.iterate(twice, 3)) {
            assertThat(sixTimes.spec().passes()).isEqualTo(6);
            assertThat(run(sixTimes, src, w, h, w)).isEqualTo(expected);
        }
    }
}
