/*
 * The stencil ladder: the one registry of its variants (source file, kernels, default parameters, constraints checked
 * before compiling, launch geometry, the tile the halo model sees). The CLI, the tests, the benchmark, the tuning
 * database and the docs all read this list. Sources live next to this class; each includes stencil_common.cl.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.TextResources;
import dev.kernelscope.model.tiling.Tile;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiPredicate;
import java.util.stream.Collectors;

public enum StencilVariant {
    NAIVE(1, "naive", "Naive", "01_naive.cl", List.of("stencil_naive"),
            Map.of("GROUP_X", 32L, "GROUP_Y", 8L), Shape.ONE_PER_ITEM,
            "one output per work-item, all (2R+1)^2 taps from global memory (the caches catch the reuse)"),
    LOCAL_TILE(2, "local-tile", "Local halo tile", "02_local_tile.cl", List.of("stencil_local_tile"),
            Map.of("TILE_X", 32L, "TILE_Y", 8L), Shape.TILE,
            "tile + halo staged in __local once, one barrier, every tap read from local memory"),
    REGISTER_COLUMN(3, "register-column", "Outputs per work-item", "03_register_column.cl",
            List.of("stencil_register_column"), Map.of("GROUP_X", 64L, "GROUP_Y", 4L, "ROWS", 8L), Shape.COLUMN,
            "ROWS outputs down a column per work-item; each input row read once, 2R+1 row sums slide in registers"),
    SEPARABLE_LOCAL(4, "separable-local", "Separable, one kernel", "04_separable_local.cl",
            List.of("stencil_separable_local"), Map.of("TILE_X", 32L, "TILE_Y", 8L), Shape.TILE,
            "row pass then column pass through __local in one kernel: 2(2R+1) taps, two barriers"),
    SEPARABLE_TWO_PASS(5, "separable-two-pass", "Separable, two kernels", "05_separable_two_pass.cl",
            List.of("stencil_rows", "stencil_cols"), Map.of("GROUP_X", 32L, "GROUP_Y", 8L), Shape.ONE_PER_ITEM,
            "row kernel writes a scratch image of row sums, column kernel reads it: fewest taps, twice the traffic"),
    VECTOR(6, "vector", "Vector loads", "06_vector.cl", List.of("stencil_vector"),
            Map.of("GROUP_X", 32L, "GROUP_Y", 8L, "ROWS", 4L, "VEC", 4L, "FMATH", 0L, "PATTERN", 0L, "SHUFFLE", 0L),
            Shape.VECTOR,
            "VEC columns x ROWS rows per work-item: aligned 4/8/16-byte word loads and stores, 8/16-bit storage"
                    + " widened in registers (uchar sums in int32, or exactly in fp32 with FMATH=1); SHUFFLE=1 takes"
                    + " the halo from neighbouring work-items by warp shuffles (CUDA)"),
    MULTIPASS_FUSED(7, "multipass-fused", "Multi-pass fused", "07_multipass_fused.cl",
            List.of("stencil_multipass_fused"), Map.of("TILE_X", 16L, "TILE_Y", 16L, "STRIP", 4L), Shape.TILE,
            "all passes of an iterated filter in local memory with a shrinking halo: one read, one write"),
    PACKED(8, "packed", "Packed arithmetic", "08_packed.cl", List.of("stencil_packed"),
            Map.of("GROUP_X", 32L, "GROUP_Y", 8L, "ROWS", 4L, "VEC", 8L, "MIN_GROUPS", 0L, "SHARED_HALO", 0L,
                    "STREAM", 0L, "DOT_ROWS", 0L),
            Shape.VECTOR,
            "uchar box/Gaussian/Sobel in SWAR: two pixels per 32-bit register in 16-bit lanes, column (and box and"
                    + " Sobel row) sums packed, Sobel's signed differences in biased lanes; one unpack, finish and byte"
                    + " permute per output; STREAM=S walks the rows in a loop, each copied S rows ahead into local"
                    + " memory (cp.async on NVIDIA); DOT_ROWS=1 sums a Gaussian's rows by two-way dot products (dp2a)"
                    + " on the lane pairs"),
    IMAGE_SAMPLER(9, "image-sampler", "Image + sampler", "09_image_sampler.cl", List.of("stencil_image_sampler"),
            Map.of("GROUP_X", 32L, "GROUP_Y", 8L, "UNORM", 0L), Shape.ONE_PER_ITEM,
            "the input copied into a read-only image, every tap through a sampler: the texture unit applies the border"
                    + " (no edge conditionals) and widens the pixel (read_imagef returns a float4); OpenCL only"),
    REGISTER_FUSED(10, "register-fused", "Multi-pass fused in registers", "10_register_fused.cl",
            List.of("stencil_register_fused"),
            Map.of("GROUP_X", 32L, "GROUP_Y", 4L, "ROWS", 32L, "COLS", 4L, "AHEAD", 4L, "MIN_GROUPS", 0L,
                    "SHUFFLE", 0L, "FMATH", 0L),
            Shape.LANE_STRIP,
            "all passes of an iterated filter in registers: a lane owns COLS columns down a strip, each pass a"
                    + " sliding window of row sums; only the R edge values cross lanes, one local exchange per row"
                    + " (SHUFFLE=1: by warp shuffles, no barrier, where warps shuffle); FMATH=1 sums and rounds"
                    + " uchar passes in fp32"),
    SEPARABLE_REGISTERS(11, "separable-registers", "Separable in registers", "11_separable_registers.cl",
            List.of("stencil_separable_registers"),
            Map.of("GROUP_X", 32L, "GROUP_Y", 4L, "ROWS", 8L, "COLS", 4L, "FMATH", 0L),
            Shape.LANE_STRIP,
            "column pass first: a lane reads only its own COLS columns of each row (one word) into the column sums"
                    + " of ROWS outputs; the R column sums on each side come from the neighbour lanes by warp shuffles"
                    + " (NVIDIA; elsewhere a lane sums its halo columns itself) for the row pass; a box sums its"
                    + " windows in blocks, about 3 adds per output at any radius; FMATH=1 sums uchar in fp32");

    /** How a variant maps work-items to outputs. */
    enum Shape { ONE_PER_ITEM, TILE, COLUMN, VECTOR, LANE_STRIP }

    /** One restriction on the parameters, checked before compiling. */
    public record Constraint(String formula, String reason, BiPredicate<Map<String, Long>, FilterSpec> holds) {}

    /** Parameters that may be 0 (switches, or counts whose bounds are checked on their own): not sizes. */
    private static final java.util.Set<String> SWITCHES_AND_BOUNDS =
            java.util.Set.of("FMATH", "PATTERN", "UNORM", "MIN_GROUPS", "AHEAD", "SHUFFLE", "SHARED_HALO", "STREAM",
                    "DOT_ROWS");

    private static final String COMMON = load("stencil_common.cl");
    private static final String INCLUDE = "#include \"stencil_common.cl\"";

    private final int number;
    private final String id;
    private final String title;
    private final String file;
    private final List<String> kernelNames;
    private final Map<String, Long> defaults;
    private final Shape shape;
    private final String change;

    StencilVariant(int number, String id, String title, String file, List<String> kernelNames,
                   Map<String, Long> defaults, Shape shape, String change) {
        this.number = number;
        this.id = id;
        this.title = title;
        this.file = file;
        this.kernelNames = kernelNames;
        this.defaults = new TreeMap<>(defaults);
        this.shape = shape;
        this.change = change;
    }

    public int number() { return number; }

    public String id() { return id; }

    public String title() { return title; }

    public String file() { return file; }

    public List<String> kernelNames() { return kernelNames; }

    public Map<String, Long> defaults() { return new TreeMap<>(defaults); }

    public String change() { return change; }

    /** "06 vector". */
    public String label() { return String.format(Locale.ROOT, "%02d %s", number, id); }

    /**
     * The variant's file with its {@code #include "stencil_common.cl"} replaced by that file's text: what the compiler
     * sees (before the -D defines). Drivers compile sources from memory, without an include path; a C compiler given
     * the resource folder (-I) compiles the file as it is.
     */
    public String source() {
        String text = load(file);
        if (!text.contains(INCLUDE)) {
            throw new IllegalStateException(file + " lacks the line " + INCLUDE);
        }
        return text.replace(INCLUDE, COMMON);
    }

    /** True when this variant computes every pass of an iterated filter itself (otherwise: one launch per pass). */
    public boolean fusesPasses() {
        return this == MULTIPASS_FUSED || this == REGISTER_FUSED;
    }

    /**
     * True when the variant compiles one form per row alignment (PITCH_ALIGN, Filter.pitchAlign) on {@code device}:
     * the packed one, whose words a pitch that VEC does not divide leaves off alignment on every row (session 52,
     * H200: box3 u8 at 4097x3001 ran at 24% of its copy byte by byte, 60% in its own form; images of aligned rows
     * unchanged); the vector one where lanes shuffle (its form for such rows stores aligned words built across lanes;
     * elsewhere both forms would be the same kernel): session 53, H200, f32 at 4097x3001, box3 38.6 -> 35.7 us through
     * CUDA and 49.1 -> 35.9 through NVIDIA OpenCL, f16 box3 50.5 -> 29.3; and the separable-registers one through
     * NVIDIA's OpenCL only, where its form ran f32 box7 at 4097x3001 in 36.2 us against 44.5, while through CUDA it ran
     * 5-12% slower than the pixel-by-pixel path it replaces (box5 42.0 against 37.2 us).
     */
    public boolean specializesPitch(Device device) {
        boolean lanes = WarpShuffles.lanesShuffle(device);
        return this == PACKED || this == VECTOR && lanes
                || this == SEPARABLE_REGISTERS && lanes && device.backend() != BackendKind.CUDA;
    }

    /**
     * The pitch alignment (bytes, a power of two up to {@code most}) whose form compiles to the same kernel as {@code
     * pitchAlign}'s, the one a call's program is compiled and cached for: the sources read PITCH_ALIGN only against
     * their word's bytes (VEC, VEC pixels, COLS pixels: whole words aligned on every row or not) and, in the packed
     * one, for a pitch of whole 4-byte words (its skew the constant 0). So a pitch of 8 bytes and one of 16 share the
     * aligned 8-pixel packed kernel, and 1 and 2 bytes its byte-skewed one, where each had a program of its own:
     * fewer compiles for an application that filters images of several pitches, and for the test suite on an empty
     * PoCL kernel cache. StencilPitchFormTest holds this to the sources: both alignments preprocess to the same text.
     */
    public int pitchForm(Map<String, Long> parameters, PixelType type, int pitchAlign, int most) {
        long wordBytes = switch (this) {
            case PACKED -> parameters.get("VEC");
            case VECTOR -> parameters.get("VEC") * type.bytes();
            case SEPARABLE_REGISTERS -> parameters.get("COLS") * type.bytes();
            default -> 0;
        };
        if (pitchAlign >= most || pitchAlign >= wordBytes) {
            return most;
        }
        return this == PACKED && pitchAlign % 4 == 0 ? 4 : 1;
    }

    /** True when the variant reads its input as an image through a sampler (OpenCL images, see ImageInput). */
    public boolean readsImage() {
        return this == IMAGE_SAMPLER;
    }

    /**
     * Why this variant cannot filter with {@code border} on {@code session} (the image rung: no images on the device,
     * e.g. CUDA, or a border no sampler applies), or empty when it can; the buffer rungs always can.
     */
    public java.util.Optional<String> refusal(dev.kernelscope.device.DeviceSession session, Border border,
                                              double constant) {
        return readsImage() ? ImageInput.refusal(session, border, constant) : java.util.Optional.empty();
    }

    /** As refusal(session, border, constant), and why it cannot take a width x height image (the image rung). */
    public java.util.Optional<String> refusal(dev.kernelscope.device.DeviceSession session, Border border,
                                              double constant, long width, long height) {
        return refusal(session, border, constant).or(() -> readsImage()
                ? ImageInput.sizeRefusal(session, width, height) : java.util.Optional.empty());
    }

    /**
     * True for a parameter that turns a kernel into a measurement of itself (PATTERN: the vector variant's access
     * pattern as a copy) rather than shaping the filter: never tuned, never in the tuning database.
     */
    public static boolean measurementSwitch(String name) {
        return name.equals("PATTERN");
    }

    /** True when this variant computes {@code filter} for some pixel type (the multi-pass ones: no Sobel). */
    public boolean computes(FilterSpec filter) {
        return !(filter.kind().sobel() && fusesPasses());
    }

    /** True when this variant computes {@code filter} on {@code type} pixels (the packed variant: uchar only). */
    public boolean computes(FilterSpec filter, PixelType type) {
        return computes(filter) && (this != PACKED || type == PixelType.U8);
    }

    public List<Constraint> constraints() {
        List<Constraint> list = new java.util.ArrayList<>();
        for (String name : defaults.keySet()) {
            if (!SWITCHES_AND_BOUNDS.contains(name)) {   // their own constraints are below
                list.add(new Constraint(name + " >= 1", "a size or count", (p, f) -> p.get(name) >= 1));
            }
        }
        list.add(new Constraint("group size <= 1024", "no GPU runs larger groups",
                (p, f) -> groupX(p) * groupY(p) <= 1024));
        if (shape == Shape.COLUMN || shape == Shape.VECTOR || shape == Shape.LANE_STRIP) {
            list.add(new Constraint("ROWS <= 64", "the sliding window is unrolled over ROWS + 2R rows",
                    (p, f) -> p.get("ROWS") <= 64));
        }
        if (shape == Shape.VECTOR) {
            list.add(new Constraint("VEC in {4, 8, 16}", "a word is 4, 8 or 16 pixels",
                    (p, f) -> p.get("VEC") == 4 || p.get("VEC") == 8 || p.get("VEC") == 16));
        }
        if (defaults.containsKey("FMATH")) {
            list.add(onOff("FMATH", "uchar sums in int32 (0) or exactly in fp32 (1)"));
        }
        if (defaults.containsKey("PATTERN")) {
            list.add(new Constraint("PATTERN in {0, 1, 2}", "the filter (0), or its access pattern as a copy: with the"
                    + " halo words (1), the centre words only (2)",
                    (p, f) -> p.getOrDefault("PATTERN", 0L) >= 0 && p.getOrDefault("PATTERN", 0L) <= 2));
        }
        if (this == VECTOR) {
            list.add(onOff("SHUFFLE", "halo words loaded (0) or taken from the neighbouring work-items by warp"
                    + " shuffles (1)"));
            list.add(new Constraint("SHUFFLE = 1: group size a multiple of 32", "a warp votes and shuffles whole",
                    (p, f) -> p.get("SHUFFLE") == 0 || groupX(p) * groupY(p) % 32 == 0));
        }
        if (this == REGISTER_FUSED) {
            list.add(onOff("SHUFFLE", "edge values through local memory and a barrier (0) or by warp shuffles (1)"));
            list.add(new Constraint("SHUFFLE = 1: GROUP_X = 32", "a group row is one warp, whose lanes shuffle",
                    (p, f) -> p.get("SHUFFLE") == 0 || p.get("GROUP_X") == 32));
        }
        if (readsImage()) {
            list.add(onOff("UNORM", "uchar read as an integer (0) or normalized by read_imagef (1)"));
        }
        if (this == PACKED || this == REGISTER_FUSED) {
            list.add(new Constraint("MIN_GROUPS in 0..32", "groups per SM the register budget allows (CUDA's launch"
                    + " bounds; 0: no minimum)",
                    (p, f) -> p.get("MIN_GROUPS") >= 0 && p.get("MIN_GROUPS") <= 32));
        }
        if (defaults.containsKey("SHARED_HALO")) {
            list.add(onOff("SHARED_HALO", "a row's two halo words kept as one at radius 1-2 (1) or apart (0)"));
        }
        if (defaults.containsKey("DOT_ROWS")) {
            list.add(onOff("DOT_ROWS", "a Gaussian's row sums by multiply-adds in int32 (0) or dot products on the"
                    + " lane pairs (1; where its weights fit a byte)"));
        }
        if (defaults.containsKey("STREAM")) {
            list.add(new Constraint("STREAM in 0..8", "rows copied ahead into local memory (0: all loads at once)",
                    (p, f) -> p.get("STREAM") >= 0 && p.get("STREAM") <= 8));
            list.add(new Constraint("STREAM = 0 or RADIUS <= 3", "the ring holds one halo word a side",
                    (p, f) -> p.get("STREAM") == 0 || f.radius() <= 3));
            list.add(new Constraint("(STREAM + 1) * group size * (VEC + 8) bytes <= 48 KiB",
                    "the ring: each work-item's row words in every slot",
                    (p, f) -> p.get("STREAM") == 0
                            || (p.get("STREAM") + 1) * groupX(p) * groupY(p) * (p.get("VEC") + 8) <= 48 * 1024));
        }
        if (this == MULTIPASS_FUSED) {
            list.add(new Constraint("STRIP <= 32", "the strip's window is unrolled over STRIP + 2R rows",
                    (p, f) -> p.get("STRIP") <= 32));
            list.add(new Constraint("FILTER is box or Gaussian", "Sobel is not iterated",
                    (p, f) -> !f.kind().sobel()));
            list.add(new Constraint("min(TILE_X, TILE_Y) >= 2 * passes * RADIUS + 2",
                    "a cell the border mirrors must lie inside the tile",
                    (p, f) -> Math.min(p.get("TILE_X"), p.get("TILE_Y")) >= 2L * f.passes() * f.radius() + 2));
        }
        if (shape == Shape.LANE_STRIP) {
            list.add(new Constraint("COLS in {1, 2, 4, 8}", "a lane's columns, loaded as whole words where their bytes allow",
                    (p, f) -> Long.bitCount(p.get("COLS")) == 1 && p.get("COLS") <= 8));
        }
        if (this == SEPARABLE_REGISTERS) {
            list.add(new Constraint("GROUP_X = 32", "a group row is one warp, whose lanes exchange column sums by"
                    + " shuffles", (p, f) -> p.get("GROUP_X") == 32));
        }
        if (this == REGISTER_FUSED) {
            list.add(new Constraint("AHEAD in 0..8", "rows loaded ahead, held in registers",
                    (p, f) -> p.get("AHEAD") >= 0 && p.get("AHEAD") <= 8));
            list.add(new Constraint("FILTER is box or Gaussian", "Sobel is not iterated",
                    (p, f) -> !f.kind().sobel()));
            list.add(new Constraint("RADIUS <= COLS", "a tap reaches the neighbour lane only",
                    (p, f) -> f.radius() <= p.get("COLS")));
            list.add(new Constraint("GROUP_X > 2 * ceil(passes * RADIUS / COLS)", "the lanes on each side that hold"
                    + " only halo columns leave at least one lane of outputs",
                    (p, f) -> p.get("GROUP_X") > 2 * haloLanes(p, f)));
            list.add(new Constraint("GROUP_X * GROUP_Y * passes * max(COLS, 4 * RADIUS) * 4 bytes <= 48 KiB",
                    "the local exchange: every pass's edge values twice, or its whole row at the image's sides",
                    (p, f) -> p.get("GROUP_X") * p.get("GROUP_Y") * f.passes()
                            * Math.max(p.get("COLS"), 4L * f.radius()) * 4 <= 48 * 1024));
        }
        return list;
    }

    /** REGISTER_FUSED: the lanes on each side of a group whose columns are only the passes' halo. */
    private static long haloLanes(Map<String, Long> p, FilterSpec f) {
        return ceilDiv((long) f.passes() * f.radius(), p.get("COLS"));
    }

    /**
     * The filter a build of this variant is checked against and takes its defines from: the whole iterated filter
     * where the variant fuses the passes, one pass of it otherwise.
     */
    public FilterSpec compiled(FilterSpec spec) {
        return fusesPasses() ? spec : spec.single();
    }

    /**
     * The -D defines of one build: {@code parameters} (from {@link #parameters} for {@link #compiled}(spec)), the
     * filter's weights and border for {@code type}, and PASSES where the variant fuses the passes. A form for rows
     * of another alignment adds PITCH_ALIGN (Filter).
     */
    public Map<String, Long> defines(Map<String, Long> parameters, FilterSpec spec, PixelType type, Border border,
                                     double constant) {
        Map<String, Long> defines = new TreeMap<>(parameters);
        defines.putAll(compiled(spec).defines(type, border, constant));
        if (fusesPasses()) {
            defines.put("PASSES", (long) spec.passes());
        }
        return defines;
    }

    /**
     * The variant's complete parameters: its defaults with {@code overrides} applied, checked for {@code filter}.
     * An unknown name or a broken constraint is a user error naming the rule.
     */
    public Map<String, Long> parameters(Map<String, Long> overrides, FilterSpec filter) {
        Map<String, Long> merged = defaultsFor(filter);
        for (Map.Entry<String, Long> entry : overrides.entrySet()) {
            if (!defaults.containsKey(entry.getKey())) {
                throw new InvalidInputException("Variant " + label() + " has no parameter '" + entry.getKey()
                        + "'; its parameters are " + String.join(", ", defaults.keySet()) + ".");
            }
            merged.put(entry.getKey(), entry.getValue());
        }
        java.util.Optional<Constraint> broken = firstBroken(merged, filter);
        if (broken.isPresent()) {
            Constraint c = broken.get();
            throw new InvalidInputException("The parameters of variant " + label() + " break the constraint "
                    + c.formula() + " (" + c.reason() + ") for " + filter.id() + ": " + merged + ".");
        }
        return merged;
    }

    /**
     * The defaults fitted to {@code filter}, so `kernelscope stencil` runs every variant on any filter it computes
     * instead of failing a constraint of the defaults: the multi-pass tile grows (to a multiple of 8, at most 32)
     * until the passes' halo fits (box7x3 needs 20, the default is 16); the register-fused lane's columns grow (a power
     * of two, at most 8) to the radius (box15 needs 7, the default is 4). Past those bounds the constraints still say
     * why not; parameters a user sets are applied over these.
     */
    Map<String, Long> defaultsFor(FilterSpec filter) {
        Map<String, Long> fitted = new TreeMap<>(defaults);
        if (this == MULTIPASS_FUSED) {
            long need = 2L * filter.passes() * filter.radius() + 2;
            long side = Math.min(32, (need + 7) / 8 * 8);
            fitted.merge("TILE_X", side, Math::max);
            fitted.merge("TILE_Y", side, Math::max);
        }
        if (this == REGISTER_FUSED) {
            long cols = Math.min(8, Long.highestOneBit(Math.max(1, 2L * filter.radius() - 1)));
            fitted.merge("COLS", cols, Math::max);
        }
        return fitted;
    }

    /**
     * Why this variant cannot compute {@code filter} even with its fitted defaults (a multi-pass halo wider than the
     * largest tile, for one), or empty when it can.
     */
    public java.util.Optional<String> unfit(FilterSpec filter) {
        return firstBroken(defaultsFor(filter), filter)
                .map(c -> c.formula() + " (" + c.reason() + ") cannot hold for " + filter.id());
    }

    /** The first of this variant's constraints that {@code parameters} break for {@code filter}. */
    private java.util.Optional<Constraint> firstBroken(Map<String, Long> parameters, FilterSpec filter) {
        return constraints().stream().filter(c -> !c.holds().test(parameters, filter)).findFirst();
    }

    /** A switch's constraint: NAME in {0, 1}. */
    private static Constraint onOff(String name, String reason) {
        return new Constraint(name + " in {0, 1}", reason, (p, f) -> {
            long value = p.getOrDefault(name, 0L);
            return value == 0 || value == 1;
        });
    }

    static long groupX(Map<String, Long> p) {
        return p.containsKey("TILE_X") ? p.get("TILE_X") : p.get("GROUP_X");
    }

    static long groupY(Map<String, Long> p) {
        return p.containsKey("TILE_Y") ? p.get("TILE_Y") : p.get("GROUP_Y");
    }

    /** Work-items per group. */
    public long groupSize(Map<String, Long> p) {
        return groupX(p) * groupY(p);
    }

    /**
     * The launch geometry for a width x height image (every launch of the variant uses the same one); {@code filter}
     * is what one launch computes (all passes when the variant fuses them).
     */
    public Geometry geometry(Map<String, Long> p, FilterSpec filter, int width, int height) {
        long gx = groupX(p);
        long gy = groupY(p);
        if (shape == Shape.LANE_STRIP) {   // GROUP_X lanes per group, of which the halo lanes store nothing
            long groups = ceilDiv(width, outputColumns(p, filter));
            return Geometry.of(groups * gx, ceilDiv(ceilDiv(height, p.get("ROWS")), gy) * gy, gx, gy);
        }
        long itemsX = shape == Shape.VECTOR ? ceilDiv(width, p.get("VEC")) : width;
        long itemsY = shape == Shape.COLUMN || shape == Shape.VECTOR ? ceilDiv(height, p.get("ROWS")) : height;
        return Geometry.of(ceilDiv(itemsX, gx) * gx, ceilDiv(itemsY, gy) * gy, gx, gy);
    }

    /**
     * Type-dependent rules, checked before compiling: a VEC-pixel word is 4, 8 or 16 bytes; FMATH=1 (fp32 sums for
     * uchar) names uchar pixels, since half and float already sum in fp32.
     */
    public void checkType(Map<String, Long> p, PixelType type) {
        if (p.getOrDefault("UNORM", 0L) != 0 && type != PixelType.U8) {
            throw new InvalidInputException("Variant " + label() + " with UNORM=1 reads uchar pixels as CL_UNORM_INT8;"
                    + " " + type.id() + " images are read as floats already. Leave UNORM at 0 for " + type.id() + ".");
        }
        if (this == PACKED && type != PixelType.U8) {
            throw new InvalidInputException("Variant " + label() + " packs uchar pixels two to a 32-bit register;"
                    + " it does not compute " + type.id() + " images (variant 06 vector does).");
        }
        if (shape == Shape.VECTOR) {
            long bytes = p.get("VEC") * type.bytes();
            if (bytes != 4 && bytes != 8 && bytes != 16) {
                throw new InvalidInputException("Variant " + label() + " with VEC=" + p.get("VEC") + " on " + type.id()
                        + " pixels makes " + bytes + "-byte words; a word is 4, 8 or 16 bytes (VEC x pixel bytes).");
            }
        }
        if (p.getOrDefault("FMATH", 0L) != 0 && type != PixelType.U8) {
            throw new InvalidInputException("Variant " + label() + " with FMATH=1 sums uchar pixels in fp32; "
                    + type.id() + " pixels already sum in fp32. Leave FMATH at 0 for " + type.id() + ".");
        }
    }

    /**
     * The block of outputs that shares its halo loads: the tile the halo model (`kernelscope halo`) measures. A
     * group's block, except for the lane-strip rungs, whose strips one above the other each read their own halo rows:
     * one strip.
     */
    public Tile outputTile(Map<String, Long> p, FilterSpec filter) {
        if (shape == Shape.LANE_STRIP) {
            return Tile.of2d((int) outputColumns(p, filter), p.get("ROWS").intValue());
        }
        long x = groupX(p) * (shape == Shape.VECTOR ? p.get("VEC") : 1);
        long y = groupY(p) * (shape == Shape.COLUMN || shape == Shape.VECTOR ? p.get("ROWS") : 1);
        return Tile.of2d((int) x, (int) y);
    }

    /** Parses "6", "06", "vector" or "06-vector"; an unknown name lists the variants. */
    public static StencilVariant parse(String text) {
        String wanted = text.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        for (StencilVariant v : values()) {
            if (v.id.equals(wanted) || wanted.matches("\\d{1,2}") && Integer.parseInt(wanted) == v.number
                    || v.label().replace(' ', '-').equals(wanted)) {
                return v;
            }
        }
        throw new InvalidInputException("Unknown stencil variant '" + text + "'. The variants are: "
                + Arrays.stream(values()).map(StencilVariant::label).collect(Collectors.joining(", "))
                + ", and tuned.");
    }

    /** REGISTER_FUSED: the columns one group stores (its lanes less the halo lanes, COLS each). */
    private static long outputColumns(Map<String, Long> p, FilterSpec filter) {
        return (groupX(p) - 2 * haloLanes(p, filter)) * p.get("COLS");
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }

    private static String load(String name) {
        return TextResources.read(StencilVariant.class, name);
    }
}
