/*
 * The correctness suite every variant must pass, on any device (JUnit runs the quick level on PoCL in CI;
 * `kernelscope stencil --check` runs the full level on a GPU): sizes 1x1, 1xN, Nx1, 7x13, 33x17, 257x255 and a large
 * non-multiple (and, at the full level, two pitches no word aligns), every border mode, radius 1..7, a pitch larger
 * than the width, the output poisoned before the run (and its pitch gap checked untouched), NaN inputs propagating
 * for half/float. Programs are shared across sizes.
 * The image rung gets the borders a sampler applies (replicate, constant 0) and is skipped on sessions without images.
 * The tuned filter (what Filters hands an application: this device's database entries) runs on images no tile, word or
 * warp divides, and at the full level on images large enough for each entry bound to large images.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

public final class StencilConformance {
    /**
     * The full level's filters, for every variant (the buffer rungs and the image rung alike): box and Gaussian at
     * every radius, the three Sobel filters, and two iterated filters.
     */
    private static final List<FilterSpec> FULL_LEVEL_FILTERS = fullLevelFilters();

    /** How much to run: QUICK covers every requirement across the variants (CI); FULL crosses them. */
    public enum Level { QUICK, FULL }

    /** One size of image; {@code extraPitch} elements of gap after each row. */
    public record Size(int width, int height, int extraPitch) {
        @Override
        public String toString() {
            return width + "x" + height + (extraPitch > 0 ? " pitch+" + extraPitch : "");
        }
    }

    /** One configuration: a compiled filter run over several sizes; {@code variant} null: the tuned filter. */
    public record Case(StencilVariant variant, Map<String, Long> overrides, FilterSpec filter, PixelType type,
                       Border border, double constant, boolean nan, List<Size> sizes) {
        Case(StencilVariant variant, FilterSpec filter, PixelType type, Border border, double constant, boolean nan,
             List<Size> sizes) {
            this(variant, Map.of(), filter, type, border, constant, nan, sizes);
        }

        public String label() {
            return (variant == null ? "tuned" : variant.label()) + (overrides.isEmpty() ? "" : " " + overrides) + " "
                    + filter.id() + " " + type.id() + " " + border.id() + (border == Border.CONSTANT ? "(" + constant + ")" : "")
                    + (nan ? " with NaN" : "");
        }
    }

    /**
     * The level's cases of each entry's variant, the entry's overrides put over each case's own parameters (the
     * entry's win), so `--check --variants naive:GROUP_X=8` checks those parameters (they were dropped, silently). A
     * case the overridden parameters cannot run (VEC=8 on float pixels) is left out and its reason given to
     * {@code skipped}. The tuned entry (no variant) gets tunedCases(level), its overrides put over each entry's.
     */
    public static List<Case> cases(List<StencilBenchmark.Entry> entries, Level level, Consumer<String> skipped) {
        List<Case> cases = new ArrayList<>();
        for (StencilBenchmark.Entry entry : entries) {
            if (entry.variant() == null) {
                for (Case c : tunedCases(level)) {
                    cases.add(new Case(null, entry.overrides(), c.filter(), c.type(), c.border(), c.constant(),
                            c.nan(), c.sizes()));
                }
                continue;
            }
            for (Case c : cases(List.of(entry.variant()), level)) {
                if (entry.overrides().isEmpty()) {
                    cases.add(c);
                    continue;
                }
                Map<String, Long> merged = new java.util.TreeMap<>(c.overrides());
                merged.putAll(entry.overrides());
                Case overridden = new Case(c.variant(), merged, c.filter(), c.type(), c.border(), c.constant(),
                        c.nan(), c.sizes());
                try {
                    StencilVariant v = c.variant();
                    v.checkType(v.parameters(merged, v.fusesPasses() ? c.filter() : c.filter().single()), c.type());
                    cases.add(overridden);
                } catch (dev.kernelscope.model.InvalidInputException cannot) {
                    skipped.accept(overridden.label() + ": " + cannot.getMessage());
                }
            }
        }
        return cases;
    }

    /** The outcome of one case at one size. */
    public record Result(String label, Size size, boolean passed, String detail) {}

    public static final List<Size> SMALL = List.of(new Size(1, 1, 0), new Size(1, 37, 3), new Size(37, 1, 0),
            new Size(7, 13, 5), new Size(33, 17, 0), new Size(257, 255, 7));
    public static final Size LARGE = new Size(4097, 3001, 3);
    /**
     * Pitches that leave no row's words aligned (1101 and 302 pixels: every row's skew differs from the last), on
     * images wide and tall enough for whole warps inside at 4-16-pixel words: the vector rung's form for such rows
     * (KS_SKEWED, where lanes shuffle), which the smaller sizes never reach.
     */
    public static final List<Size> UNALIGNED_ROWS = List.of(new Size(1100, 24, 1), new Size(300, 20, 2));
    /**
     * Images as an application brings them, for the tuned filter: sizes no tile, word or warp divides, wide and short,
     * narrow and tall, on pitches whose rows are 2, 4 and 16 bytes apart in alignment for uchar (8 and 16 for float;
     * the small sizes add 1 and 8 bytes for uchar, 4 for float).
     */
    public static final List<Size> ODD_SIZES = List.of(new Size(641, 479, 1), new Size(1919, 1081, 5),
            new Size(2050, 33, 0), new Size(45, 1203, 3), new Size(1023, 257, 17), new Size(997, 61, 11));
    /**
     * Just past the image sizes from which the database's entries bound to large images take over (minPixels of 2^22,
     * 3840 x 2160 and 2^26 pixels), with pitches no word aligns. A tuned case runs one only where it chooses a form
     * no smaller image of the case ran (run()), so an image of 2^26 pixels is checked only where an entry needs it.
     */
    public static final List<Size> PAST_LARGE_ENTRIES = List.of(new Size(2049, 2049, 3), new Size(3841, 2161, 1),
            new Size(8195, 8193, 1));
    /** Images of at least this many pixels run in a tuned case only where they choose a form of their own. */
    private static final long LARGE_IMAGE_PIXELS = 1L << 22;

    private StencilConformance() {}

    private static List<FilterSpec> fullLevelFilters() {
        List<FilterSpec> filters = new ArrayList<>();
        for (int r = 1; r <= FilterSpec.MAX_RADIUS; r++) {
            filters.add(FilterSpec.box(r));
            filters.add(FilterSpec.gaussian(r));
        }
        filters.add(FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE));
        filters.add(FilterSpec.sobel(FilterSpec.Kind.SOBEL_X));
        filters.add(FilterSpec.sobel(FilterSpec.Kind.SOBEL_Y));
        filters.add(FilterSpec.box(1).iterated(4));
        filters.add(FilterSpec.gaussian(2).iterated(2));
        return List.copyOf(filters);
    }

    /**
     * The tuned filter's cases: at the quick level six filters (each family, a wide radius and an iterated one) over
     * the pixel types and borders, at the full level every filter of the full level with every type and border; the
     * sizes SMALL and ODD_SIZES, and at the full level with the replicate border LARGE and PAST_LARGE_ENTRIES too.
     */
    static List<Case> tunedCases(Level level) {
        if (level == Level.QUICK) {
            List<Size> sizes = new ArrayList<>(SMALL);
            sizes.addAll(ODD_SIZES);
            return List.of(
                    new Case(null, FilterSpec.box(1), PixelType.U8, Border.REPLICATE, 0, false, sizes),
                    new Case(null, FilterSpec.gaussian(2), PixelType.F32, Border.REFLECT_101, 0, true, sizes),
                    new Case(null, SOBEL, PixelType.F16, Border.CONSTANT, 0.25, true, sizes),
                    new Case(null, SOBEL_X, PixelType.U8, Border.REFLECT_101, 0, false, sizes),
                    new Case(null, FilterSpec.box(7), PixelType.F32, Border.CONSTANT, -0.5, true, sizes),
                    new Case(null, FilterSpec.box(1).iterated(4), PixelType.U8, Border.CONSTANT, 201, false, sizes));
        }
        List<Case> cases = new ArrayList<>();
        for (FilterSpec f : FULL_LEVEL_FILTERS) {
            for (PixelType t : PixelType.values()) {
                for (Border b : Border.values()) {
                    List<Size> sizes = new ArrayList<>(SMALL);
                    sizes.addAll(ODD_SIZES);
                    if (b == Border.REPLICATE) {   // smallest first: a large image runs a form no smaller one ran
                        List<Size> large = new ArrayList<>(PAST_LARGE_ENTRIES);
                        large.add(LARGE);
                        large.sort(Comparator.comparingLong(z -> (long) z.width() * z.height()));
                        sizes.addAll(large);
                    }
                    cases.add(new Case(null, f, t, b, t == PixelType.U8 ? 77 : -0.5, t != PixelType.U8, sizes));
                }
            }
        }
        return cases;
    }

    /** The cases of a level for the given variants. */
    public static List<Case> cases(List<StencilVariant> variants, Level level) {
        List<Case> cases = new ArrayList<>();
        for (StencilVariant v : variants) {
            int i = v.number();
            if (v.readsImage()) {
                cases.addAll(imageCases(v, level));
            } else if (level == Level.QUICK && v == StencilVariant.PACKED) {
                cases.addAll(packedCases(v));
            } else if (level == Level.QUICK && v == StencilVariant.REGISTER_FUSED) {
                cases.addAll(registerFusedCases(v));
            } else if (level == Level.QUICK && v == StencilVariant.SEPARABLE_REGISTERS) {
                cases.addAll(separableRegistersCases(v));
            } else if (level == Level.QUICK) {
                // every variant: float box with NaN over all sizes; uchar Gaussian (reflect-101) and a half filter
                // (constant border); the radius walks 1..7 across the variants
                int r = (i - 1) % FilterSpec.MAX_RADIUS + 1;
                cases.add(new Case(v, FilterSpec.box(1), PixelType.F32, Border.REPLICATE, 0, true, SMALL));
                cases.add(new Case(v, v.fusesPasses() ? FilterSpec.gaussian(1).iterated(3) : FilterSpec.gaussian(r),
                        PixelType.U8, Border.REFLECT_101, 0, false, SMALL));
                cases.add(new Case(v, v.fusesPasses() ? FilterSpec.box(2).iterated(2)
                        : i % 2 == 0 ? FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE) : FilterSpec.box(8 - r),
                        PixelType.F16, Border.CONSTANT, 0.25, false, SMALL));
                if (v == StencilVariant.VECTOR) {   // the wide words, and the large non-multiple (here only: PoCL)
                    cases.add(new Case(v, Map.of("VEC", 16L), FilterSpec.sobel(FilterSpec.Kind.SOBEL_X), PixelType.U8,
                            Border.CONSTANT, 200, false, List.of(new Size(33, 17, 0), new Size(70, 9, 2), LARGE)));
                    cases.add(new Case(v, Map.of("VEC", 8L, "ROWS", 3L), FilterSpec.sobel(FilterSpec.Kind.SOBEL_Y),
                            PixelType.F16, Border.REFLECT_101, 0, true, SMALL));
                    cases.addAll(fmathCases(v, List.of(new Size(70, 9, 2))));
                    cases.addAll(shuffleCases(v));
                }
            } else {
                for (FilterSpec f : FULL_LEVEL_FILTERS) {
                    if (!v.computes(f)) {
                        continue;
                    }
                    for (PixelType t : PixelType.values()) {
                        if (!v.computes(f, t)) {
                            continue;
                        }
                        for (Border b : Border.values()) {
                            List<Size> sizes = new ArrayList<>(SMALL);
                            if (b == Border.REPLICATE && f.radius() == 1) {
                                sizes.add(LARGE);
                            }
                            if (b == Border.REPLICATE) {
                                sizes.addAll(UNALIGNED_ROWS);
                            }
                            // a lane's columns reach radius 4 by default; wider filters take 8 columns per lane
                            Map<String, Long> wide = v == StencilVariant.REGISTER_FUSED && f.radius() > 4
                                    ? Map.of("COLS", 8L) : Map.of();
                            cases.add(new Case(v, wide, f, t, b, t == PixelType.U8 ? 77 : -0.5, t != PixelType.U8,
                                    sizes));
                            if (v == StencilVariant.VECTOR && t == PixelType.U8) {   // uchar sums in fp32 too
                                cases.add(new Case(v, Map.of("VEC", 8L, "FMATH", 1L), f, t, b, 77, false, sizes));
                            }
                            if ((v == StencilVariant.SEPARABLE_REGISTERS || v == StencilVariant.REGISTER_FUSED)
                                    && t == PixelType.U8) {
                                Map<String, Long> fmath = new TreeMap<>(wide);
                                fmath.put("FMATH", 1L);
                                cases.add(new Case(v, fmath, f, t, b, 77, false, sizes));
                            }
                        }
                    }
                }
            }
        }
        return cases;
    }

    /**
     * The image rung's cases: the borders a sampler applies (replicate, constant 0), uchar read both as an integer
     * (UNSIGNED_INT8) and normalized (UNORM_INT8 through read_imagef), half and float with NaN, radius 1..7 (a 1x1
     * image with radius 7 reads nothing but clamped taps).
     */
    private static List<Case> imageCases(StencilVariant v, Level level) {
        Map<String, Long> unorm = Map.of("UNORM", 1L);
        if (level == Level.QUICK) {
            return List.of(
                    new Case(v, FilterSpec.box(1), PixelType.F32, Border.REPLICATE, 0, true, SMALL),
                    new Case(v, FilterSpec.gaussian(3), PixelType.U8, Border.REPLICATE, 0, false, SMALL),
                    new Case(v, unorm, FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE), PixelType.U8,
                            Border.CONSTANT, 0, false, SMALL),
                    new Case(v, FilterSpec.box(7), PixelType.F16, Border.CONSTANT, 0, false, SMALL),
                    new Case(v, FilterSpec.sobel(FilterSpec.Kind.SOBEL_X), PixelType.F32, Border.CONSTANT, 0, true,
                            SMALL),
                    new Case(v, unorm, FilterSpec.box(2), PixelType.U8, Border.REPLICATE, 0, false,
                            List.of(new Size(70, 9, 2))));
        }
        List<Case> cases = new ArrayList<>();
        for (FilterSpec f : FULL_LEVEL_FILTERS) {
            for (PixelType t : PixelType.values()) {
                for (Border b : List.of(Border.REPLICATE, Border.CONSTANT)) {
                    List<Size> sizes = new ArrayList<>(SMALL);
                    if (b == Border.REPLICATE && f.radius() == 1) {
                        sizes.add(LARGE);
                    }
                    cases.add(new Case(v, f, t, b, 0, t != PixelType.U8, sizes));
                    if (t == PixelType.U8) {
                        cases.add(new Case(v, unorm, f, t, b, 0, false, sizes));
                    }
                }
            }
        }
        return cases;
    }

    /**
     * The packed variant (uchar only), each path once: box rows summed directly (radius 1, 2) and sliding (3, 5, 7),
     * the column window kept in registers (radius 1-3) and re-read (5 at VEC=16, 7 at VEC=4), halo words as uint
     * (radius 1-4, or VEC=4) and uint2 (radius 5-7 at VEC >= 8), the Gaussian's int32 row sums, every border, the three
     * word widths, several rows per work-item and an iterated box; the three Sobel filters (biased lanes) each with
     * every border, the word widths and rows per work-item spread over them. The other radii, and the large
     * non-multiple, are the full level's (on a GPU: PoCL compiles each unrolled kernel slowly). Two lists of sizes:
     * "both" has dense pitches, which the kernel's words do not align (it compiles a form of its own for them,
     * KS_SKEWED: aligned words funnel-shifted in, aligned words with head and tail bytes out; 101x11's odd pitch puts
     * the rows at every byte offset), and aligned ones (the branch-free path of a block whose rows all lie inside:
     * 70x9 pitch+2 and 257x255 pitch+7 for 4- and 8-pixel words, 100x21 pitch+12 and 96x13 for all three, 96x13 with
     * work-items at both edges of every row, whose halo word comes from their own words: ks_left_border_word); one
     * case of each word width, halo width, border, filter family and option runs it. The other cases run the same
     * sizes with their pitch rounded up to 16 pixels: the aligned form only, so that PoCL compiles each case once.
     * SHARED_HALO (the two halo words kept as one at radius 1-2) on box, Gaussian and Sobel over the three word widths
     * and the borders. STREAM (the rows of work-items inside the image through a ring in local memory) on the three
     * filter families at radius 1-3. DOT_ROWS (the Gaussian's row sums by dot products) at radius 1, 2, 3 and 7, and
     * where a weight takes the int32 path.
     */
    private static List<Case> packedCases(StencilVariant v) {
        List<Size> both = new ArrayList<>(SMALL);
        both.add(new Size(70, 9, 2));
        both.add(new Size(100, 21, 12));
        both.add(new Size(96, 13, 0));
        both.add(new Size(101, 11, 0));
        List<Size> aligned = both.stream().map(StencilConformance::pitchToSixteen).toList();
        return List.of(
                new Case(v, Map.of("VEC", 4L), FilterSpec.box(1), PixelType.U8, Border.REFLECT_101, 0, false, both),
                new Case(v, Map.of("VEC", 16L), FilterSpec.box(2), PixelType.U8, Border.CONSTANT, 201, false, both),
                new Case(v, Map.of("VEC", 8L), FilterSpec.box(3), PixelType.U8, Border.REPLICATE, 0, false, both),
                new Case(v, Map.of("VEC", 16L, "ROWS", 3L), FilterSpec.box(5), PixelType.U8, Border.CONSTANT, 201,
                        false, both),
                new Case(v, Map.of("VEC", 4L), FilterSpec.box(7), PixelType.U8, Border.REFLECT_101, 0, false, aligned),
                new Case(v, Map.of("VEC", 4L, "ROWS", 3L), FilterSpec.gaussian(2), PixelType.U8, Border.CONSTANT, 255,
                        false, aligned),
                new Case(v, Map.of("VEC", 8L, "ROWS", 5L), FilterSpec.gaussian(7), PixelType.U8, Border.REFLECT_101, 0,
                        false, both),
                new Case(v, Map.of(), FilterSpec.box(1).iterated(3), PixelType.U8, Border.REPLICATE, 0, false, SMALL),
                new Case(v, Map.of("VEC", 4L), SOBEL, PixelType.U8, Border.REPLICATE, 0, false, aligned),
                new Case(v, Map.of("VEC", 8L, "ROWS", 3L), SOBEL, PixelType.U8, Border.REFLECT_101, 0, false, aligned),
                new Case(v, Map.of("VEC", 16L), SOBEL, PixelType.U8, Border.CONSTANT, 255, false, both),
                new Case(v, Map.of("VEC", 8L), SOBEL_X, PixelType.U8, Border.REPLICATE, 0, false, both),
                new Case(v, Map.of("VEC", 16L, "ROWS", 5L), SOBEL_X, PixelType.U8, Border.REFLECT_101, 0, false, aligned),
                new Case(v, Map.of("VEC", 4L, "ROWS", 3L), SOBEL_X, PixelType.U8, Border.CONSTANT, 0, false, aligned),
                new Case(v, Map.of("VEC", 16L, "ROWS", 3L), SOBEL_Y, PixelType.U8, Border.REPLICATE, 0, false, aligned),
                new Case(v, Map.of("VEC", 4L), SOBEL_Y, PixelType.U8, Border.REFLECT_101, 0, false, both),
                new Case(v, Map.of("VEC", 8L), SOBEL_Y, PixelType.U8, Border.CONSTANT, 201, false, aligned),
                // the two halo words kept as one (SHARED_HALO, radius 1-2): box, Gaussian and Sobel, every word width
                new Case(v, Map.of("VEC", 16L, "SHARED_HALO", 1L), FilterSpec.box(1), PixelType.U8, Border.REPLICATE, 0,
                        false, both),
                new Case(v, Map.of("VEC", 4L, "ROWS", 3L, "SHARED_HALO", 1L), FilterSpec.box(2), PixelType.U8,
                        Border.REFLECT_101, 0, false, aligned),
                new Case(v, Map.of("VEC", 16L, "SHARED_HALO", 1L), FilterSpec.gaussian(2), PixelType.U8,
                        Border.REPLICATE, 0, false, aligned),
                new Case(v, Map.of("VEC", 8L, "SHARED_HALO", 1L), FilterSpec.gaussian(1), PixelType.U8, Border.CONSTANT,
                        201, false, aligned),
                new Case(v, Map.of("VEC", 16L, "SHARED_HALO", 1L), SOBEL, PixelType.U8, Border.REFLECT_101, 0, false,
                        aligned),
                new Case(v, Map.of("VEC", 8L, "ROWS", 3L, "SHARED_HALO", 1L), SOBEL_Y, PixelType.U8, Border.CONSTANT, 0,
                        false, aligned),
                // rows through the ring in local memory (STREAM): box, Gaussian and Sobel at radius 1-3, every word
                // width and border, more rows copied ahead than a work-item has (6 > 2 + 2R), and the shared halo word
                new Case(v, Map.of("VEC", 16L, "ROWS", 5L, "STREAM", 2L), FilterSpec.box(1), PixelType.U8,
                        Border.REPLICATE, 0, false, both),
                new Case(v, Map.of("VEC", 8L, "ROWS", 4L, "STREAM", 3L), FilterSpec.box(2), PixelType.U8,
                        Border.REFLECT_101, 0, false, aligned),
                new Case(v, Map.of("VEC", 4L, "ROWS", 6L, "STREAM", 1L), FilterSpec.box(3), PixelType.U8,
                        Border.CONSTANT, 201, false, aligned),
                new Case(v, Map.of("VEC", 16L, "ROWS", 3L, "STREAM", 4L), FilterSpec.gaussian(2), PixelType.U8,
                        Border.REPLICATE, 0, false, aligned),
                new Case(v, Map.of("VEC", 8L, "ROWS", 4L, "STREAM", 2L), SOBEL, PixelType.U8, Border.REFLECT_101, 0,
                        false, aligned),
                new Case(v, Map.of("VEC", 16L, "ROWS", 2L, "STREAM", 6L, "SHARED_HALO", 1L), FilterSpec.box(1),
                        PixelType.U8, Border.REFLECT_101, 0, false, aligned),
                // the Gaussian's rows by dot products (DOT_ROWS): radius 1-3 and 7 (two halo words a side), every
                // word width and border, the shared halo word, the ring; sigma 0.2's centre weight of 256 takes the
                // int32 path
                new Case(v, Map.of("VEC", 4L, "DOT_ROWS", 1L), FilterSpec.gaussian(1), PixelType.U8,
                        Border.REFLECT_101, 0, false, aligned),
                new Case(v, Map.of("VEC", 16L, "SHARED_HALO", 1L, "DOT_ROWS", 1L), FilterSpec.gaussian(2),
                        PixelType.U8, Border.REPLICATE, 0, false, aligned),
                new Case(v, Map.of("VEC", 8L, "ROWS", 3L, "DOT_ROWS", 1L), FilterSpec.gaussian(3), PixelType.U8,
                        Border.CONSTANT, 201, false, both),
                new Case(v, Map.of("VEC", 16L, "ROWS", 5L, "DOT_ROWS", 1L), FilterSpec.gaussian(7), PixelType.U8,
                        Border.REFLECT_101, 0, false, aligned),
                new Case(v, Map.of("VEC", 8L, "ROWS", 4L, "STREAM", 2L, "DOT_ROWS", 1L), FilterSpec.gaussian(2),
                        PixelType.U8, Border.CONSTANT, 255, false, aligned),
                new Case(v, Map.of("VEC", 8L, "DOT_ROWS", 1L), FilterSpec.gaussian(1, 0.2), PixelType.U8,
                        Border.REPLICATE, 0, false, aligned));
    }

    /** The size with its pitch rounded up to a multiple of 16 pixels: rows every word width aligns. */
    private static Size pitchToSixteen(Size s) {
        int pitch = s.width() + s.extraPitch();
        return new Size(s.width(), s.height(), s.extraPitch() + (16 - pitch % 16) % 16);
    }

    private static final FilterSpec SOBEL = FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE);
    private static final FilterSpec SOBEL_X = FilterSpec.sobel(FilterSpec.Kind.SOBEL_X);
    private static final FilterSpec SOBEL_Y = FilterSpec.sobel(FilterSpec.Kind.SOBEL_Y);

    /**
     * The register-fused variant's code paths: groups at the image's sides (whole rows through local memory) and inside
     * it (edge values only: 257 columns with 120-column groups, or 8-lane groups on the smaller images), strips shorter
     * than the passes' halo (ROWS 4), rows at the top and bottom where a later pass maps taps into its own window, word
     * loads (pitch a multiple of COLS: 257 pitch+7, 100 pitch+12) and pixel loads, rows loaded 0, 2 and 4 (the default)
     * steps ahead (raw words in the groups inside the image, values with the border applied in the groups at its
     * edges), 1/2/4/8 columns per lane (4, 8 and 16-byte words), radius 1 and 2, 1 to 4 passes (one pass: a first
     * version stored one row in three), box and Gaussian weights, every border (constant 201, -0.5 and 0.25),
     * uchar/half/float, NaN. The edge values by warp shuffles (SHUFFLE=1; CUDA and NVIDIA's OpenCL, elsewhere the
     * exchange): groups inside images 257 and 1031 wide with words (pitch a multiple of COLS: the walk without border
     * code) and 1029 wide without (the general walk), beside the side groups, as the database's entries run it (one
     * strip, 16 or 32 rows, a register budget: f32 at radius 1, radius 2 in 2 to 4 passes, half) and with 2 columns per
     * lane at radius 2. uchar passes in fp32 (FMATH=1): the database's form with shuffles, the side groups' path at
     * radius 2, and the Gaussian (its even divisor takes the integer rounding back to fp32).
     */
    private static List<Case> registerFusedCases(StencilVariant v) {
        List<Size> wider = new ArrayList<>(SMALL);
        wider.add(new Size(100, 21, 12));
        Map<String, Long> narrow = Map.of("GROUP_X", 8L, "GROUP_Y", 2L, "ROWS", 4L);
        List<Size> warps = List.of(new Size(257, 255, 7), new Size(1031, 70, 9), new Size(1029, 64, 0));
        return List.of(
                new Case(v, Map.of("SHUFFLE", 1L), FilterSpec.box(1).iterated(4), PixelType.F32, Border.REPLICATE, 0,
                        true, warps),
                new Case(v, Map.of("SHUFFLE", 1L, "GROUP_Y", 1L, "ROWS", 16L, "MIN_GROUPS", 20L),
                        FilterSpec.box(1).iterated(4), PixelType.U8, Border.CONSTANT, 201, false, warps),
                new Case(v, Map.of("SHUFFLE", 1L, "COLS", 2L, "AHEAD", 0L), FilterSpec.gaussian(2).iterated(2),
                        PixelType.F16, Border.REFLECT_101, 0, true, warps),
                new Case(v, Map.of("SHUFFLE", 1L, "GROUP_Y", 1L, "ROWS", 16L, "MIN_GROUPS", 20L),
                        FilterSpec.box(2).iterated(2), PixelType.F32, Border.REFLECT_101, 0, true, warps),
                new Case(v, Map.of("SHUFFLE", 1L, "GROUP_Y", 1L, "ROWS", 16L, "MIN_GROUPS", 20L),
                        FilterSpec.box(1).iterated(4), PixelType.F16, Border.REPLICATE, 0, true, warps),
                new Case(v, Map.of("SHUFFLE", 1L, "GROUP_Y", 1L, "ROWS", 16L, "MIN_GROUPS", 12L),
                        FilterSpec.box(2).iterated(3), PixelType.F32, Border.REPLICATE, 0, true, warps),
                new Case(v, Map.of("SHUFFLE", 1L, "GROUP_Y", 1L, "ROWS", 32L, "MIN_GROUPS", 12L),
                        FilterSpec.gaussian(2).iterated(4), PixelType.F32, Border.CONSTANT, -0.5, true, warps),
                new Case(v, FilterSpec.box(1), PixelType.F32, Border.REPLICATE, 0, true, SMALL),
                new Case(v, FilterSpec.box(1).iterated(4), PixelType.U8, Border.CONSTANT, 201, false, wider),
                new Case(v, Map.of("GROUP_X", 8L, "GROUP_Y", 2L, "ROWS", 4L, "AHEAD", 2L), FilterSpec.box(1).iterated(4),
                        PixelType.U8, Border.REFLECT_101, 0, false, wider),
                new Case(v, narrow, FilterSpec.box(1).iterated(4), PixelType.F32, Border.REFLECT_101, 0, true, wider),
                new Case(v, FilterSpec.gaussian(1).iterated(3), PixelType.U8, Border.REFLECT_101, 0, false, SMALL),
                new Case(v, Map.of("GROUP_X", 8L, "COLS", 2L), FilterSpec.gaussian(2).iterated(2), PixelType.F32,
                        Border.CONSTANT, -0.5, true, wider),
                new Case(v, Map.of("GROUP_X", 16L, "COLS", 8L, "ROWS", 8L, "AHEAD", 0L), FilterSpec.box(1).iterated(2),
                        PixelType.U8, Border.REPLICATE, 0, false, wider),
                new Case(v, Map.of("GROUP_X", 16L, "COLS", 1L, "ROWS", 5L), FilterSpec.box(1).iterated(3),
                        PixelType.F16, Border.CONSTANT, 0.25, true, wider),
                new Case(v, Map.of("FMATH", 1L, "SHUFFLE", 1L, "GROUP_Y", 1L, "ROWS", 16L, "MIN_GROUPS", 20L),
                        FilterSpec.box(1).iterated(4), PixelType.U8, Border.CONSTANT, 201, false, warps),
                new Case(v, Map.of("FMATH", 1L, "GROUP_X", 8L, "GROUP_Y", 2L, "ROWS", 4L, "AHEAD", 2L),
                        FilterSpec.box(2).iterated(2), PixelType.U8, Border.REPLICATE, 0, false, wider),
                new Case(v, Map.of("FMATH", 1L, "COLS", 8L, "GROUP_X", 16L), FilterSpec.gaussian(1).iterated(3),
                        PixelType.U8, Border.REFLECT_101, 0, false, wider));
    }

    /**
     * The separable-registers variant's paths: groups wholly inside the image (no border code; 257x255, 300x80 and
     * 4097x3001 hold some) and at its edges (border rows, pixel loads where a lane's word crosses an edge or the pitch
     * breaks alignment), 1/2/4/8 columns per lane (single pixels, 4, 8, 16 and two 16-byte words), 1 to 7 halo lanes
     * (radius 1-7), one and two channels (the Sobel magnitude), every border, uchar/half/float, NaN, an iterated
     * filter (one launch per pass), strips of 3, 4, 8 and 16 rows, uchar sums in fp32 (FMATH=1) through every finish.
     */
    private static List<Case> separableRegistersCases(StencilVariant v) {
        List<Size> wider = new ArrayList<>(SMALL);
        wider.add(new Size(300, 80, 4));
        List<Size> large = new ArrayList<>(wider);
        large.add(LARGE);
        return List.of(
                new Case(v, FilterSpec.box(1), PixelType.F32, Border.REPLICATE, 0, true, SMALL),
                new Case(v, FilterSpec.box(7), PixelType.F32, Border.REPLICATE, 0, true, wider),
                new Case(v, Map.of("COLS", 8L), FilterSpec.gaussian(7), PixelType.F32, Border.REFLECT_101, 0, true,
                        large),
                new Case(v, Map.of("COLS", 4L, "ROWS", 16L), FilterSpec.box(3), PixelType.U8, Border.CONSTANT, 201,
                        false, wider),
                new Case(v, Map.of("COLS", 8L, "ROWS", 3L), FilterSpec.gaussian(2), PixelType.U8, Border.REFLECT_101,
                        0, false, wider),
                new Case(v, Map.of("COLS", 1L, "GROUP_Y", 2L), FilterSpec.box(5), PixelType.U8, Border.REPLICATE, 0,
                        false, wider),
                new Case(v, Map.of(), SOBEL, PixelType.U8, Border.REPLICATE, 0, false, wider),
                new Case(v, Map.of("COLS", 2L), SOBEL_X, PixelType.F16, Border.CONSTANT, 0.25, true, wider),
                new Case(v, Map.of("COLS", 8L, "GROUP_Y", 1L, "ROWS", 4L), SOBEL_Y, PixelType.F16, Border.REFLECT_101,
                        0, false, wider),
                new Case(v, Map.of("COLS", 2L, "ROWS", 16L), FilterSpec.box(6), PixelType.F16, Border.REFLECT_101, 0,
                        true, wider),
                new Case(v, Map.of(), FilterSpec.gaussian(2).iterated(2), PixelType.F32, Border.CONSTANT, -0.5, true,
                        SMALL),
                // uchar sums in fp32 (FMATH=1): the Gaussian's Q16 finish, the box's blocks and division by 25, the
                // Sobel magnitude and a directional filter
                new Case(v, Map.of("FMATH", 1L, "COLS", 8L), FilterSpec.gaussian(7), PixelType.U8, Border.REFLECT_101,
                        0, false, wider),
                new Case(v, Map.of("FMATH", 1L), FilterSpec.box(2), PixelType.U8, Border.CONSTANT, 201, false, wider),
                new Case(v, Map.of("FMATH", 1L), SOBEL, PixelType.U8, Border.REPLICATE, 0, false, wider),
                new Case(v, Map.of("FMATH", 1L, "COLS", 2L), SOBEL_Y, PixelType.U8, Border.CONSTANT, 0, false, wider));
    }

    /**
     * The vector variant's uchar sums in fp32 (FMATH=1): every finish (box's division, the Gaussian's Q16 rounding,
     * the Sobel magnitude and the directional saturation) at the three word widths and borders.
     */
    private static List<Case> fmathCases(StencilVariant v, List<Size> more) {
        List<Size> sizes = new ArrayList<>(SMALL);
        sizes.addAll(more);
        return List.of(
                new Case(v, Map.of("VEC", 8L, "FMATH", 1L), FilterSpec.gaussian(3), PixelType.U8, Border.REPLICATE, 0,
                        false, sizes),
                new Case(v, Map.of("VEC", 16L, "FMATH", 1L), FilterSpec.box(7), PixelType.U8, Border.CONSTANT, 77,
                        false, SMALL),
                new Case(v, Map.of("VEC", 4L, "FMATH", 1L, "ROWS", 3L), FilterSpec.box(2).iterated(2), PixelType.U8,
                        Border.REFLECT_101, 0, false, SMALL),
                new Case(v, Map.of("VEC", 8L, "FMATH", 1L), FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE),
                        PixelType.U8, Border.REFLECT_101, 0, false, sizes),
                new Case(v, Map.of("VEC", 4L, "FMATH", 1L), FilterSpec.sobel(FilterSpec.Kind.SOBEL_X), PixelType.U8,
                        Border.CONSTANT, 250, false, SMALL));
    }

    /**
     * The vector variant's warp-shuffle halo (SHUFFLE=1; CUDA, elsewhere the loads): images wide enough for warps
     * wholly inside (whose halo comes from neighbouring lanes) beside warps at the edges, groups narrower than a warp
     * (a warp holds two rows of lanes), as wide as one and wider (a group row spans two warps), every pixel type, the
     * halo's 32-bit parts from one to all of a word's, one halo word per side (radius up to VEC) and two (radius 5-7
     * in 4-pixel words: the second word's parts from a work-item two lanes away, its first parts left out).
     */
    private static List<Case> shuffleCases(StencilVariant v) {
        List<Size> wide = List.of(new Size(1031, 40, 9), new Size(257, 255, 7));
        return List.of(
                new Case(v, Map.of("SHUFFLE", 1L, "GROUP_X", 64L, "GROUP_Y", 2L), FilterSpec.box(2), PixelType.F32,
                        Border.REPLICATE, 0, true, wide),
                new Case(v, Map.of("SHUFFLE", 1L, "VEC", 4L, "GROUP_Y", 4L), FilterSpec.gaussian(4), PixelType.F32,
                        Border.CONSTANT, -0.5, true, wide),
                new Case(v, Map.of("SHUFFLE", 1L, "VEC", 8L, "GROUP_X", 16L, "GROUP_Y", 4L),
                        FilterSpec.sobel(FilterSpec.Kind.SOBEL_MAGNITUDE), PixelType.U8, Border.REFLECT_101, 0, false,
                        wide),
                new Case(v, Map.of("SHUFFLE", 1L, "VEC", 4L, "GROUP_Y", 1L), FilterSpec.box(4), PixelType.U8,
                        Border.CONSTANT, 77, false, wide),
                new Case(v, Map.of("SHUFFLE", 1L, "VEC", 8L, "GROUP_Y", 2L), FilterSpec.gaussian(3), PixelType.F16,
                        Border.REPLICATE, 0, true, wide),
                new Case(v, Map.of("SHUFFLE", 1L, "VEC", 4L, "ROWS", 8L), FilterSpec.box(7), PixelType.F32,
                        Border.REFLECT_101, 0, true, wide),
                new Case(v, Map.of("SHUFFLE", 1L, "VEC", 4L, "GROUP_X", 16L, "GROUP_Y", 4L), FilterSpec.gaussian(5),
                        PixelType.F16, Border.CONSTANT, 0.25, true, wide),
                new Case(v, Map.of("SHUFFLE", 1L, "VEC", 4L, "GROUP_Y", 2L), FilterSpec.box(6), PixelType.U8,
                        Border.REPLICATE, 0, false, wide));
    }

    /** Runs the cases; each result is reported to {@code progress} as it completes. */
    public static List<Result> run(DeviceSession session, List<Case> cases, Consumer<Result> progress) {
        return run(session, cases, progress, StencilTuning.builtIn());
    }

    /** As above, the tuned filter's cases choosing their entries from {@code database}. */
    public static List<Result> run(DeviceSession session, List<Case> cases, Consumer<Result> progress,
                                   StencilTuning database) {
        List<Result> results = new ArrayList<>();
        Consumer<Result> report = r -> {
            results.add(r);
            progress.accept(r);
        };
        long seed = System.nanoTime();
        for (Case c : cases) {
            if (c.variant() != null && c.variant().refusal(session, Border.REPLICATE, 0).isPresent()) {
                continue;   // the image rung on a session without images (CUDA): nothing to check there
            }
            Filter filter;
            try {
                filter = c.variant() == null
                        ? Filter.tuned(session, c.filter(), c.border(), c.constant(), c.overrides())
                                .withDatabase(database)
                        : Filter.of(session, c.variant(), c.filter(), c.border(), c.constant(), c.overrides());
            } catch (RuntimeException invalid) {
                report.accept(new Result(c.label(), null, false, "cannot build: " + invalid.getMessage()));
                continue;
            }
            try (filter) {
                Set<Filter.Compiled> ran = new HashSet<>();   // the tuned filter's forms run so far
                for (Size size : c.sizes()) {
                    String form = "";
                    if (c.variant() == null) {
                        Filter.Compiled chosen;
                        try {
                            chosen = filter.compiled(c.type(), size.width(), size.height(),
                                    size.width() + size.extraPitch());
                        } catch (RuntimeException invalid) {
                            report.accept(new Result(c.label(), size, false, "cannot build: " + invalid.getMessage()));
                            continue;
                        }
                        if (!ran.add(chosen) && (long) size.width() * size.height() >= LARGE_IMAGE_PIXELS) {
                            continue;   // a smaller image of this case ran that form
                        }
                        form = "ran " + chosen.variant().label() + " " + chosen.parameters() + "; ";
                    }
                    report.accept(runOne(session, filter, c, size, seed++, form));
                }
            }
        }
        return results;
    }

    /** One case at one size; {@code form}: what the tuned filter ran, said before the outcome ("" otherwise). */
    private static Result runOne(DeviceSession session, Filter filter, Case c, Size size, long seed, String form) {
        int w = size.width();
        int h = size.height();
        int pitch = w + size.extraPitch();
        HostImage src = HostImage.random(c.type(), w, h, pitch, seed);
        if (c.nan()) {   // a few NaN pixels, one of them on the border
            src.set(0, h - 1, Double.NaN);
            src.set(w / 2, h / 2, Double.NaN);
        }
        HostImage poison = HostImage.allocate(c.type(), w, h, pitch);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < pitch; x++) {
                poison.set(x, y, c.type() == PixelType.U8 ? 0xA5 : Double.NaN);
            }
        }
        try (Buffer in = session.allocate(c.type().elementType(), src.elements());
             Buffer out = session.allocate(c.type().elementType(), src.elements())) {
            src.upload(in);
            poison.upload(out);
            filter.apply(in, out, w, h, pitch);
            HostImage result = HostImage.download(out, c.type(), w, h, pitch);
            double[] ref = StencilReference.apply(src, c.filter(), c.border(), c.constant());
            StencilReference.Comparison cmp = StencilReference.compare(result, ref, c.filter(), 0, h);
            long gapWritten = 0;
            for (int y = 0; y < h; y++) {
                for (int x = w; x < pitch; x++) {
                    if (result.bits(y * pitch + x) != poison.bits(y * pitch + x)) {
                        gapWritten++;
                    }
                }
            }
            boolean passed = cmp.passed() && gapWritten == 0;
            String detail = form + (passed ? "ok (error " + cmp.error() + ")"
                    : cmp.mismatches() + " pixels off, " + cmp.nanMismatches() + " NaN mismatches, " + gapWritten
                            + " gap elements written, error " + cmp.error() + " (" + cmp.rule() + ")");
            return new Result(c.label(), size, passed, detail);
        } catch (RuntimeException failure) {
            return new Result(c.label(), size, false, form + "failed: " + failure.getMessage());
        }
    }
}
