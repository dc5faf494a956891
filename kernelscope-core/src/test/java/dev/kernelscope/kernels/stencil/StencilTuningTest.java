/*
 * The built-in stencil tuning database as the H100 measured it (docs/results/h100/stencil/followup2 and followup4)
 * and the H200 for the register-fused iterated filter (docs/results/h200/stencil-multipass): which entry an sm_90
 * device gets per filter, pixel type, radius, passes and image size (minPixels), a directional Sobel filter's own entry
 * before its family's, maxPasses on a test entry, every
 * entry's parameters valid for its variant
 * and type, and a device of another architecture falling back to the vendor-independent defaults. No device needed.
 */
package dev.kernelscope.kernels.stencil;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class StencilTuningTest {
    private static final StencilTuning DB = StencilTuning.builtIn();

    private static StencilTuning.Entry h100(String filter, PixelType type) {
        return h100At(FilterSpec.parse(filter), type, 0);
    }

    private static StencilTuning.Entry h100At(FilterSpec f, PixelType type, long pixels) {
        return DB.lookup("NVIDIA H100 80GB HBM3", "sm_90", "NVIDIA", f, pixels, type);
    }

    @Test
    void ucharBoxesAndGaussiansTakeThePackedVariantWhereItWasMeasuredFaster() {
        assertThat(h100("box3", PixelType.U8).variant()).isEqualTo(StencilVariant.PACKED);
        assertThat(h100("box3", PixelType.U8).parameters()).containsEntry("VEC", 16L).containsEntry("ROWS", 2L);
        assertThat(h100("box5", PixelType.U8).parameters()).containsEntry("VEC", 16L).doesNotContainKey("MIN_GROUPS");
        assertThat(h100("box7", PixelType.U8).parameters()).containsEntry("VEC", 16L).containsEntry("ROWS", 8L)
                .containsEntry("GROUP_X", 16L);
        // session 29's tuner winners that lost at 3840x2160 serve images of 8192^2 pixels or more only
        assertThat(h100At(FilterSpec.parse("box3"), PixelType.U8, 8192L * 8192).parameters())
                .containsEntry("ROWS", 8L).containsEntry("MIN_GROUPS", 8L);
        assertThat(h100At(FilterSpec.parse("box3"), PixelType.U8, 3840L * 2160).parameters())
                .containsEntry("ROWS", 2L).containsEntry("MIN_GROUPS", 5L);
        // session 30: one uchar Gaussian entry at radius <= 2 for every size, its halo words kept as one
        assertThat(h100At(FilterSpec.parse("gauss5"), PixelType.U8, 8192L * 8192))
                .isEqualTo(h100At(FilterSpec.parse("gauss5"), PixelType.U8, 3840L * 2160));
        assertThat(h100("box7", PixelType.U8).variant()).isEqualTo(StencilVariant.PACKED);
        // session 31: from radius 4 (box) and 3 (Gaussian) the separable-registers rung, 1.2-2x faster at both sizes
        // (the Gaussian's radius 3-5 went back to the packed rung in session 50, below)
        assertThat(h100("box9", PixelType.U8).variant()).isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
        assertThat(h100("box15", PixelType.U8).parameters()).containsEntry("COLS", 8L);
        assertThat(h100("gauss5", PixelType.U8).variant()).isEqualTo(StencilVariant.PACKED);
        // session 50: the row sums by dot products, radius 1-2 in 32x4 groups capped at 6 per SM; radius 3 packed too
        // (gauss7 1.8x the separable-registers rung at 8192^2, 1.5x at 3840x2160), radius 4 on large images only
        // (gauss9 1.3x at 8192^2, slower at 3840x2160), radius 5-7 not
        assertThat(h100("gauss5", PixelType.U8).parameters()).containsEntry("VEC", 16L).containsEntry("GROUP_X", 32L)
                .containsEntry("GROUP_Y", 4L).containsEntry("SHARED_HALO", 1L).containsEntry("DOT_ROWS", 1L)
                .containsEntry("MIN_GROUPS", 6L);
        assertThat(h100("gauss3", PixelType.U8)).isEqualTo(h100("gauss5", PixelType.U8));
        assertThat(h100("gauss7", PixelType.U8).variant()).isEqualTo(StencilVariant.PACKED);
        assertThat(h100("gauss7", PixelType.U8).parameters()).containsEntry("VEC", 16L).containsEntry("DOT_ROWS", 1L);
        assertThat(h100At(FilterSpec.parse("gauss7"), PixelType.U8, 8192L * 8192))
                .isEqualTo(h100("gauss7", PixelType.U8));
        StencilTuning.Entry gauss9Large = h100At(FilterSpec.parse("gauss9"), PixelType.U8, 8192L * 8192);
        assertThat(gauss9Large.variant()).isEqualTo(StencilVariant.PACKED);
        assertThat(gauss9Large.parameters()).containsEntry("VEC", 8L).containsEntry("DOT_ROWS", 1L);
        assertThat(h100At(FilterSpec.parse("gauss9"), PixelType.U8, 3840L * 2160).variant())
                .isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
        assertThat(h100At(FilterSpec.parse("gauss11"), PixelType.U8, 8192L * 8192).variant())
                .isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
        assertThat(h100("gauss13", PixelType.U8).variant()).isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
        assertThat(h100("gauss15", PixelType.U8).variant()).isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
        // an iterated uchar filter: its single filter's entry, once per pass (session 31: 171 against 190 us for the
        // iterate entry it had at 8192^2)
        assertThat(h100At(FilterSpec.parse("box3x4"), PixelType.U8, 8192L * 8192))
                .isEqualTo(h100At(FilterSpec.parse("box3"), PixelType.U8, 8192L * 8192));
        assertThat(h100("box3x4", PixelType.U8).variant()).isEqualTo(StencilVariant.PACKED);
        // the uchar Sobel magnitude packed since session 30 (session 25 had measured it slower, before session 29's
        // edge work-items); other pixel types: the vector variant (the packed one computes uchar only)
        assertThat(h100("sobel", PixelType.U8).variant()).isEqualTo(StencilVariant.PACKED);
        assertThat(h100("box3", PixelType.F32).variant()).isEqualTo(StencilVariant.VECTOR);
    }

    @Test
    void iteratedFloatBoxesFuseInRegistersFrom2048SquaredImagesOn() {
        // H200 (docs/results/h200/stencil-multipass/ahead, run 4, and budget): fused with rows loaded 4 steps ahead,
        // one strip of 16 rows per group, registers for 20 groups per SM, 2.66x at 8192^2; slower at 8 passes
        // (fast-path/run1); since session 41 (the border walk loading ahead too) the entry serves images of at least
        // 2048x2048 pixels (1.40x there; at 1920x1080 the launches won through CUDA)
        FilterSpec four = FilterSpec.parse("box3x4");
        long large = 8192L * 8192;
        long from = 2048L * 2048;
        assertThat(h100At(four, PixelType.F32, large).variant()).isEqualTo(StencilVariant.REGISTER_FUSED);
        assertThat(h100At(four, PixelType.F32, large).parameters()).containsEntry("GROUP_Y", 1L)
                .containsEntry("AHEAD", 4L).containsEntry("ROWS", 16L).containsEntry("MIN_GROUPS", 20L);
        assertThat(h100At(four, PixelType.F32, large).matchedBy()).contains("images >= 4194304 pixels");
        // session 34 (docs/results/h200/session34/call2): 3-4 passes take the edge values by warp shuffles (2.64x
        // against 2.46x at 8192^2), 2 passes keep the local exchange (the shuffles lost 2%)
        assertThat(h100At(four, PixelType.F32, large).parameters()).containsEntry("SHUFFLE", 1L);
        assertThat(h100At(FilterSpec.parse("box3x3"), PixelType.F32, large).parameters())
                .containsEntry("SHUFFLE", 1L);
        FilterSpec two = FilterSpec.parse("box3x2");
        assertThat(h100At(two, PixelType.F32, large).variant()).isEqualTo(StencilVariant.REGISTER_FUSED);
        assertThat(h100At(two, PixelType.F32, large).parameters()).doesNotContainKey("SHUFFLE")
                .containsEntry("ROWS", 16L);
        assertThat(h100At(four, PixelType.F32, from).variant()).isEqualTo(StencilVariant.REGISTER_FUSED);
        assertThat(h100At(four, PixelType.F32, from - 1).variant()).isEqualTo(StencilVariant.VECTOR);
        assertThat(h100At(four, PixelType.F32, 1920L * 1080).variant()).isEqualTo(StencilVariant.VECTOR);
        assertThat(h100("box3x4", PixelType.F32).variant()).isEqualTo(StencilVariant.VECTOR);   // any size
        assertThat(h100At(FilterSpec.parse("box3x8"), PixelType.F32, large).variant())
                .isEqualTo(StencilVariant.VECTOR);
        // radius 2 fuses 2 passes from 3840x2160 on (session 41: box5x2 1.67x, gauss5x2 1.66x at 8192^2), with the
        // shuffles
        long uhd = 3840L * 2160;
        for (String twice : List.of("box5x2", "gauss5x2")) {
            assertThat(h100At(FilterSpec.parse(twice), PixelType.F32, uhd).variant())
                    .isEqualTo(StencilVariant.REGISTER_FUSED);
            assertThat(h100At(FilterSpec.parse(twice), PixelType.F32, uhd).parameters()).containsEntry("SHUFFLE", 1L);
            assertThat(h100At(FilterSpec.parse(twice), PixelType.F32, uhd - 1).variant())
                    .isNotEqualTo(StencilVariant.REGISTER_FUSED);
        }
        // 3 passes from 3840x2160, registers for 12 groups (session 42: box5x3 1.65x at 8192^2, 1.08x at 3840x2160);
        // 4 passes at 8192^2 and more in 32-row strips (box5x4 1.51x, gauss5x4 1.43x; at 3840x2160 the launches won)
        FilterSpec box5x3 = FilterSpec.parse("box5x3");
        assertThat(h100At(box5x3, PixelType.F32, uhd).variant()).isEqualTo(StencilVariant.REGISTER_FUSED);
        assertThat(h100At(box5x3, PixelType.F32, uhd).parameters()).containsEntry("MIN_GROUPS", 12L)
                .containsEntry("ROWS", 16L);
        assertThat(h100At(box5x3, PixelType.F32, uhd - 1).variant()).isNotEqualTo(StencilVariant.REGISTER_FUSED);
        for (String times4 : List.of("box5x4", "gauss5x4")) {
            assertThat(h100At(FilterSpec.parse(times4), PixelType.F32, large).parameters())
                    .containsEntry("MIN_GROUPS", 12L).containsEntry("ROWS", 32L);
            assertThat(h100At(FilterSpec.parse(times4), PixelType.F32, uhd).variant())
                    .isNotEqualTo(StencilVariant.REGISTER_FUSED);
        }
        assertThat(h100At(FilterSpec.parse("box5x5"), PixelType.F32, large))
                .isEqualTo(h100At(FilterSpec.parse("box5"), PixelType.F32, large));
        assertThat(h100At(FilterSpec.parse("box5x5"), PixelType.F32, large).variant())
                .isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
        assertThat(h100At(four, PixelType.U8, large).variant()).isEqualTo(StencilVariant.PACKED); // u8: launches win
        // half fuses at 8192^2 and more (session 41: box3x4 1.46x; at 3840x2160 the launches won)
        assertThat(h100At(four, PixelType.F16, large).variant()).isEqualTo(StencilVariant.REGISTER_FUSED);
        assertThat(h100At(four, PixelType.F16, uhd).variant()).isEqualTo(StencilVariant.VECTOR);
    }

    @Test
    void floatEntriesTunedAgainInSession51() {
        // docs/results/h200/session51 (calls 7-9): on images of 8192^2 pixels or more the Sobel magnitude in 32x1
        // groups with its halo words loaded (6% faster there, 3.5% slower at 4097x3001), the directional filters
        // keeping the entry with warp shuffles it had
        long large = 8192L * 8192;
        assertThat(h100At(FilterSpec.parse("sobel"), PixelType.F32, large).parameters()).containsEntry("GROUP_Y", 1L)
                .containsEntry("SHUFFLE", 0L);
        assertThat(h100At(FilterSpec.parse("sobel"), PixelType.F32, 4097L * 3001).parameters())
                .containsEntry("SHUFFLE", 1L).doesNotContainKey("GROUP_Y");
        for (String directional : List.of("sobelx", "sobely")) {
            StencilTuning.Entry own = h100At(FilterSpec.parse(directional), PixelType.F32, large);
            assertThat(own.family()).isEqualTo(directional);
            assertThat(own.parameters()).containsEntry("SHUFFLE", 1L).doesNotContainKey("GROUP_Y");
        }
        // separable-registers in fewer rows for box5 (2) and box7 (4) through both backends, gauss7 (4) through CUDA;
        // radius 4-7 keep the radius-7 entry's 8 rows
        assertThat(h100("box5", PixelType.F32).variant()).isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
        assertThat(h100("box5", PixelType.F32).parameters()).containsEntry("ROWS", 2L).containsEntry("GROUP_Y", 8L);
        assertThat(h100("box7", PixelType.F32).parameters()).containsEntry("ROWS", 4L);
        assertThat(h100("box9", PixelType.F32).parameters()).doesNotContainKey("ROWS").containsEntry("GROUP_Y", 8L);
        FilterSpec gauss7 = FilterSpec.parse("gauss7");
        assertThat(DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "cuda", gauss7, 0, PixelType.F32).parameters())
                .containsEntry("ROWS", 4L);
        assertThat(DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "opencl", gauss7, 0, PixelType.F32).parameters())
                .doesNotContainKey("ROWS");
        assertThat(h100("box3", PixelType.F32).variant()).isEqualTo(StencilVariant.VECTOR);
    }

    @Test
    void anEntryForOneBackendServesOnlyItAndBeatsOneForAnyBackendOfTheSameReach() throws java.io.IOException {
        FilterSpec box3 = FilterSpec.parse("box3");
        FilterSpec box5 = FilterSpec.parse("box5");
        long large = 8192L * 8192;
        // the built-in database: uchar box3 on 8192^2 images streams its rows through CUDA only (session 38: 5%
        // faster there, 9% slower through NVIDIA's OpenCL), box5 streams through both, in longer strips through CUDA
        StencilTuning.Entry cuda = DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "cuda", box3, large, PixelType.U8);
        StencilTuning.Entry opencl = DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "opencl", box3, large, PixelType.U8);
        assertThat(cuda.backend()).isEqualTo("cuda");
        assertThat(cuda.parameters()).containsEntry("STREAM", 4L);
        assertThat(cuda.matchedBy()).contains("cuda only");
        assertThat(opencl.backend()).isEqualTo(StencilTuning.Entry.ANY_BACKEND);
        assertThat(opencl.parameters()).doesNotContainKey("STREAM");
        assertThat(DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "opencl", box5, large, PixelType.U8).parameters())
                .containsEntry("STREAM", 4L).containsEntry("ROWS", 16L);
        assertThat(DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "cuda", box5, large, PixelType.U8).parameters())
                .containsEntry("STREAM", 4L).containsEntry("ROWS", 32L);
        // below 8192^2 pixels box5 takes 16x8 groups capped for 6 per SM through CUDA (session 53)
        assertThat(DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "cuda", box5, 3840L * 2160, PixelType.U8).parameters())
                .containsEntry("GROUP_X", 16L).containsEntry("MIN_GROUPS", 6L);
        assertThat(DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "opencl", box5, 3840L * 2160, PixelType.U8)
                .parameters()).doesNotContainKey("MIN_GROUPS");
        // smaller images keep the entries for any size through either backend
        assertThat(DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "cuda", box3, 3840L * 2160, PixelType.U8).parameters())
                .doesNotContainKey("STREAM");
        // a backend's entry with a wider radius bound does not take a narrower entry's filter
        StencilTuning wide = DB.withEntry(new StencilTuning.Entry("architecture", "sm_90", "box", "u8", 7,
                StencilTuning.Entry.ANY_PASSES, 0, "opencl", StencilVariant.VECTOR, java.util.Map.of(), "test entry"));
        assertThat(wide.lookup("NVIDIA H200", "sm_90", "NVIDIA", "opencl", box3, 0, PixelType.U8).variant())
                .isEqualTo(StencilVariant.PACKED);
        assertThat(wide.lookup("NVIDIA H200", "sm_90", "NVIDIA", "cuda", FilterSpec.parse("box15"), 0, PixelType.U8)
                .variant()).isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
        assertThat(wide.lookup("NVIDIA H200", "sm_90", "NVIDIA", "opencl", FilterSpec.parse("box15"), 0,
                PixelType.U8).variant()).isEqualTo(StencilVariant.VECTOR);
        // the backend survives the file, and a name no backend has is refused
        String json = wide.toJson("round trip").toString();
        assertThat(StencilTuning.parse(new java.io.ByteArrayInputStream(
                json.getBytes(java.nio.charset.StandardCharsets.UTF_8))).entries()).isEqualTo(wide.entries());
        String bad = "{\"entries\": [{\"family\": \"box\", \"type\": \"u8\", \"backend\": \"metal\","
                + " \"variant\": \"packed\", \"parameters\": {}}]}";
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> StencilTuning.parse(new java.io.ByteArrayInputStream(
                bad.getBytes(java.nio.charset.StandardCharsets.UTF_8))))
                .isInstanceOf(dev.kernelscope.kernels.TuningFormatException.class).hasMessageContaining("metal");
    }

    @Test
    void entriesWithMaxPassesAndMinPixelsSurviveTheDatabaseFile() throws java.io.IOException {
        StencilTuning db = DB.withEntry(new StencilTuning.Entry("architecture", "sm_90", "iterate", "f32", 1, 4, 0,
                StencilTuning.Entry.ANY_BACKEND, StencilVariant.REGISTER_FUSED, java.util.Map.of("GROUP_Y", 3L),
                "test entry"));
        FilterSpec four = FilterSpec.parse("box3x4");
        FilterSpec eight = FilterSpec.parse("box3x8");
        assertThat(db.lookup("NVIDIA H100 80GB HBM3", "sm_90", "NVIDIA", four.family(), four.radius(), four.passes(),
                0, PixelType.F32).parameters()).containsEntry("GROUP_Y", 3L);
        // 8 passes: past the entry's 4, so box3's own entry once per pass
        assertThat(db.lookup("NVIDIA H100 80GB HBM3", "sm_90", "NVIDIA", eight, 0, PixelType.F32))
                .isEqualTo(db.lookup("NVIDIA H100 80GB HBM3", "sm_90", "NVIDIA", eight.single(), 0, PixelType.F32));
        String json = db.toJson("round trip").toString();
        StencilTuning again = StencilTuning.parse(new java.io.ByteArrayInputStream(
                json.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertThat(again.entries()).isEqualTo(db.entries());
        assertThat(again.entries()).anyMatch(e -> e.maxPasses() == 4 && e.minPixels() == 0)
                .anyMatch(e -> e.minPixels() == 3840L * 2160);
    }

    @Test
    void radiiFromTwoOrThreeTakeTheSeparableRegistersRung() {
        // session 31 (docs/results/h200/session31/sweep): f32 box radius 2-7 and Gaussian radius 3-7, f16 radius 3-7
        assertThat(h100("box3", PixelType.F32).variant()).isEqualTo(StencilVariant.VECTOR);
        assertThat(h100("box3", PixelType.F32).parameters()).containsEntry("ROWS", 4L);
        assertThat(h100("gauss5", PixelType.F32).variant()).isEqualTo(StencilVariant.VECTOR);
        for (String filter : java.util.List.of("box5", "gauss7", "box9", "gauss15")) {
            assertThat(h100(filter, PixelType.F32).variant()).as(filter).isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
            assertThat(h100(filter, PixelType.F32).parameters()).as(filter).containsEntry("GROUP_Y", 8L);
        }
        assertThat(h100("box5", PixelType.F16).variant()).isEqualTo(StencilVariant.VECTOR);
        assertThat(h100("box5", PixelType.F16).parameters()).doesNotContainKey("ROWS");   // the default's 4
        assertThat(h100("box7", PixelType.F16).variant()).isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
        assertThat(h100("gauss15", PixelType.F16).variant()).isEqualTo(StencilVariant.SEPARABLE_REGISTERS);
    }

    @Test
    void theDirectionalUcharSobelFiltersTakeThePackedVariantWhereItWasMeasuredFaster() {
        // the smaller sobelx images take the sobel family's entry (packed, 16x4 groups of 16-pixel words), sobely its
        // own with the same parameters (session 53: the magnitude's cap for 8192^2 images cost it 12%); sobelx on
        // images of 8192^2 pixels or more its own (128x1 groups)
        assertThat(h100("sobely", PixelType.U8).variant()).isEqualTo(StencilVariant.PACKED);
        assertThat(h100("sobely", PixelType.U8).parameters()).containsEntry("VEC", 16L).containsEntry("GROUP_X", 16L);
        assertThat(h100("sobely", PixelType.U8).family()).isEqualTo("sobely");
        long large8k = 8192L * 8192;
        FilterSpec sobel = FilterSpec.parse("sobel");
        assertThat(DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "cuda", sobel, large8k, PixelType.U8).parameters())
                .containsEntry("MIN_GROUPS", 6L);
        assertThat(DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "cuda", FilterSpec.parse("sobely"), large8k,
                PixelType.U8).parameters()).doesNotContainKey("MIN_GROUPS");
        assertThat(DB.lookup("NVIDIA H200", "sm_90", "NVIDIA", "opencl", sobel, large8k, PixelType.U8).parameters())
                .doesNotContainKey("MIN_GROUPS");
        StencilTuning.Entry large = h100At(FilterSpec.parse("sobelx"), PixelType.U8, 8192L * 8192);
        assertThat(large.family()).isEqualTo("sobelx");
        assertThat(large.parameters()).containsEntry("GROUP_X", 128L);
        StencilTuning.Entry small = h100At(FilterSpec.parse("sobelx"), PixelType.U8, 3840L * 2160);
        assertThat(small.variant()).isEqualTo(StencilVariant.PACKED);
        assertThat(small.family()).isEqualTo("sobel");
        assertThat(h100("sobel", PixelType.U8).family()).isEqualTo("sobel");   // the magnitude: never a direction's
        // float: each direction its own entry since session 51 (floatEntriesTunedAgainInSession51)
        assertThat(h100("sobely", PixelType.F32).family()).isEqualTo("sobely");
    }

    @Test
    void warpShufflesServeOnlyTheFloatFiltersOfRadiusOne() {
        assertThat(h100("box3", PixelType.F32).parameters()).containsEntry("SHUFFLE", 1L);
        assertThat(h100("sobelx", PixelType.F32).parameters()).containsEntry("SHUFFLE", 1L);
        assertThat(h100("box5", PixelType.F32).parameters()).doesNotContainKey("SHUFFLE");
        assertThat(h100("box3", PixelType.F16).parameters()).doesNotContainKey("SHUFFLE");
    }

    @Test
    void everyEntryIsValidForItsVariantAndType() {
        for (StencilTuning.Entry e : DB.entries()) {
            FilterSpec f = e.family().startsWith("sobel") ? FilterSpec.parse(e.family())
                    : FilterSpec.box(Math.min(e.maxRadius(), 2)).iterated(e.family().equals("iterate") ? 2 : 1);
            var parameters = e.variant().parameters(e.parameters(), f);
            for (PixelType t : PixelType.values()) {
                if (e.type().equals("*") || e.type().equals(t.id())) {
                    e.variant().checkType(parameters, t);
                }
            }
        }
    }

    @Test
    void anotherArchitectureGetsTheDefaults() {
        FilterSpec box15 = FilterSpec.parse("box15");
        StencilTuning.Entry e = DB.lookup("Some GPU", "gfx1100", "AMD", box15.family(), box15.radius(), PixelType.U8);
        assertThat(e.level()).isEqualTo("default");
        assertThat(e.parameters()).doesNotContainKey("FMATH");
    }
}
