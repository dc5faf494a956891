/*
 * A neighborhood filter an application calls: apply(src, dst, width, height, pitch) on device Buffers of uchar, half
 * or float. One variant of the ladder (the tuned one from the per-device database by default) is compiled per pixel
 * type (the tuned filter: per database entry, as an entry may serve only large images) on first use and cached;
 * iterated filters run fused (in local memory or in registers) when the variant does, else one launch per pass
 * through two scratch images; the two-kernel separable variant keeps a scratch image of row sums; the image rung
 * copies its input into a device image (one more step of each call, timed with it) and reads it through a sampler.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.ElementType;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Image;
import dev.kernelscope.device.ImageFormat;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.Program;
import dev.kernelscope.kernels.OneCallAtATime;
import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

public final class Filter implements AutoCloseable {
    private final DeviceSession session;
    private final FilterSpec spec;
    private final Border border;
    private final double constant;
    private final StencilVariant variant;          // null: tuned (looked up per pixel type)
    private final Map<String, Long> overrides;
    private final boolean perPass;                 // tuned: the single filter's tuned variant, one launch per pass
    private final StencilTuning database;          // where the tuned filter looks its entries up
    private final Map<CompiledKey, Compiled> compiled = new HashMap<>();
    private PixelType lastType;                    // the previous call's pixel type, image size and pitch alignment,
    private long lastPixels;                       // and what it ran: a loop of calls on one image looks nothing up
    private int lastPitchAlign;
    private Compiled lastCompiled;
    private final OneCallAtATime caller;         // the session's: its launch path is shared with every Gemm on it
    private final List<Buffer> scratch = new ArrayList<>();
    private Image inputImage;                      // the image rung's copy of its input, reused across calls
    private boolean closed;                        // as Gemm: a closed filter is refused, not silently rebuilt

    /**
     * What a compiled form is kept for: the pixel type, the smallest image its database entry serves and the pitch's
     * alignment (pitchAlign: a variant may compile other code for rows that its words do not align).
     */
    private record CompiledKey(PixelType type, long minPixels, int pitchAlign) {}

    /** The widest alignment the compiled kernels may assume of every row: see pitchAlign(PixelType, int). */
    private static final int MAX_PITCH_ALIGN = 16;

    /** One compiled form: the variant that runs, its parameters, where they came from, its kernels. */
    public record Compiled(StencilVariant variant, Map<String, Long> parameters, String parameterSource,
                           Program program, List<Kernel> kernels, boolean fused) {
        /** This form, its parameter source followed by why it runs in place of another. */
        Compiled noting(String why) {
            return new Compiled(variant, parameters, parameterSource + " (" + why + ")", program, kernels, fused);
        }
    }

    /** One step of a call, enqueued in order: a kernel launch, or the image rung's copy of its input. */
    public sealed interface Step permits Launch, ImageUpload {
        void enqueue();

        /** Runs the step once, timed with device timestamps. */
        long timeNs();
    }

    /** One launch of a call: kernel, arguments (set just before launching) and geometry. */
    public record Launch(Kernel kernel, Object[] args, Geometry geometry) implements Step {
        @Override
        public void enqueue() {
            kernel.args(args).launch(geometry);
        }

        @Override
        public long timeNs() {
            return Math.round(kernel.args(args).time(geometry, 0, 1).medianNs());
        }
    }

    /** The image rung's copy of a buffer (rows {@code pitch} elements apart) into its input image. */
    public record ImageUpload(Buffer source, Image image, int pitch) implements Step {
        @Override
        public void enqueue() {
            image.copyFrom(source, 0, pitch);
        }

        @Override
        public long timeNs() {
            return Math.round(image.timeCopyFrom(source, 0, pitch, 0, 1).medianNs());
        }
    }

    private Filter(DeviceSession session, FilterSpec spec, Border border, double constant, StencilVariant variant,
                   Map<String, Long> overrides, boolean perPass) {
        this(session, spec, border, constant, variant, overrides, perPass, StencilTuning.builtIn());
    }

    private Filter(DeviceSession session, FilterSpec spec, Border border, double constant, StencilVariant variant,
                   Map<String, Long> overrides, boolean perPass, StencilTuning database) {
        this.database = Objects.requireNonNull(database, "database (StencilTuning.builtIn() for the built-in one)");
        this.session = Objects.requireNonNull(session, "session");
        this.caller = OneCallAtATime.of(session);
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(border, "border");
        Objects.requireNonNull(overrides, "overrides (Map.of() for none)");
        this.perPass = perPass;
        this.spec = spec;
        this.border = border;
        this.constant = constant;
        this.variant = variant;
        this.overrides = new TreeMap<>(overrides);
    }

    /** The tuned filter for this device: variant and parameters from the tuning database. */
    public static Filter tuned(DeviceSession session, FilterSpec spec, Border border, double constant) {
        return new Filter(session, spec, border, constant, null, Map.of(), false);
    }

    /**
     * The tuned filter with some of its entry's parameters overridden (a parameter the tuned variant does not have
     * is refused when the filter compiles): how a change to the tuned setting is measured beside it.
     */
    public static Filter tuned(DeviceSession session, FilterSpec spec, Border border, double constant,
                               Map<String, Long> overrides) {
        return new Filter(session, spec, border, constant, null, overrides, false);
    }

    /**
     * The tuned single-pass filter launched once per pass, never fused: what an iterated filter costs without the
     * multi-pass variant (the benchmark's baseline for it).
     */
    public static Filter tunedPerPass(DeviceSession session, FilterSpec spec, Border border, double constant) {
        return new Filter(session, spec, border, constant, null, Map.of(), true);
    }

    /** Any variant of the ladder with parameter overrides on its defaults. */
    public static Filter of(DeviceSession session, StencilVariant variant, FilterSpec spec, Border border,
                            double constant, Map<String, Long> overrides) {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(border, "border");
        Objects.requireNonNull(overrides, "overrides (Map.of() for none)");
        variant.parameters(overrides, spec.passes() > 1 && variant.fusesPasses() ? spec : spec.single());
        if (variant.readsImage()) {
            ImageInput.requireBorder(variant, border, constant);
        }
        return new Filter(session, spec, border, constant, variant, overrides, false);
    }

    /** This filter applied {@code n} times (n >= 1); an iterated filter's passes multiply (box3x2, 3 times: box3x6). */
    public Filter iterate(int n) {
        return new Filter(session, spec.iterated(n), border, constant, variant, overrides, perPass, database);
    }

    /**
     * This filter choosing its tuned variant from {@code tuning} (as tune --stencil --write-database writes it)
     * instead of the built-in database: a new filter, as iterate() gives, which compiles its own forms (this one keeps
     * what it compiled until it is closed). A filter of one variant (Filter.of) has no entry to look up and is
     * returned as it is.
     */
    public Filter withDatabase(StencilTuning tuning) {
        return variant != null ? this : new Filter(session, spec, border, constant, null, overrides, perPass, tuning);
    }

    public FilterSpec spec() { return spec; }

    public Border border() { return border; }

    public DeviceSession session() { return session; }

    /**
     * The compiled form for {@code type} on an image of any size (the tuned filter's database entries bound to large
     * images left out); compiles on first use.
     */
    public Compiled compiled(PixelType type) {
        return compiledForm(type, 0, MAX_PITCH_ALIGN);
    }

    /** The compiled form apply() runs for {@code type} on a {@code width} x {@code height} image of dense rows. */
    public Compiled compiled(PixelType type, int width, int height) {
        return compiled(type, width, height, width);
    }

    /** The compiled form apply() runs for {@code type} on a {@code width} x {@code height} image, rows pitch apart. */
    public Compiled compiled(PixelType type, int width, int height, int pitch) {
        return compiledForm(type, (long) width * height, pitchAlign(type, pitch));
    }

    /**
     * The largest power of two, up to 16 bytes, that divides a row pitch of {@code pitch} pixels in bytes: the
     * alignment every row's start shares with the first's. A variant that specializes on it
     * (StencilVariant.specializesPitch) compiles rows its words do not align (an odd width's dense rows) with their
     * own loads and stores, so that an aligned image's kernel stays as it is.
     */
    static int pitchAlign(PixelType type, int pitch) {
        return (int) Math.min(MAX_PITCH_ALIGN, Long.lowestOneBit((long) pitch * type.bytes()));
    }

    /** The compiled form for {@code pixels} (the database entry's bound) and a pitch alignment; compiles on first use. */
    private Compiled compiledForm(PixelType type, long pixels, int pitchAlign) {
        if (closed) {
            // apply() after close() compiled and allocated everything again, and nothing would release it
            throw new IllegalStateException("This Filter (" + spec.id() + ", " + border.id() + " border) was closed;"
                    + " its kernels and scratch images are gone. Make a new one.");
        }
        // only the tuned filter's choice depends on the image: its database entry's minPixels
        StencilTuning.Entry entry = variant == null ? tunedEntry(type, pixels) : null;
        StencilVariant chosen = entry == null ? variant : entry.variant();
        // a variant with one kernel for every pitch compiles it once (a fused one may hand its passes to one that
        // specializes)
        int align = chosen.specializesPitch(session.device()) || chosen.fusesPasses() ? pitchAlign : MAX_PITCH_ALIGN;
        CompiledKey key = new CompiledKey(type, entry == null ? 0 : entry.minPixels(), align);
        Compiled c = compiled.get(key);
        if (c == null) {
            c = compile(type, pixels, entry, align);
            compiled.put(key, c);
        }
        return c;
    }

    private StencilTuning.Entry tunedEntry(PixelType type, long pixels) {
        return database.lookup(session.device(), perPass ? spec.single() : spec, type, pixels);
    }

    /**
     * Compiles the form for {@code type}; {@code tuned}: the database's entry for the tuned filter (null otherwise);
     * {@code pitchAlign}: pitchAlign(type, pitch) of the images it runs on.
     */
    private Compiled compile(PixelType type, long pixels, StencilTuning.Entry tuned, int pitchAlign) {
        StencilVariant v = variant;
        Map<String, Long> over = overrides;
        String source;
        if (v == null) {
            StencilTuning.Entry entry = tuned;
            v = entry.variant();
            over = entry.parameters();
            source = "tuned: " + entry.matchedBy() + (spec.passes() > 1 && (perPass || !v.fusesPasses())
                    ? ", one launch per pass" : "");
            if (v.fusesPasses() && (perPass || !fusedFits(v, over))) {   // too many passes for the tile: one launch per pass
                entry = database.lookup(session.device(), spec.single(), type, pixels);
                v = entry.variant();
                over = entry.parameters();
                source = "tuned: " + entry.matchedBy() + ", one launch per pass (the fused tile is too small)";
            }
            if (!overrides.isEmpty()) {
                over = new TreeMap<>(over);
                over.putAll(overrides);
                source += " + override " + overrides;
            }
        } else {
            source = over.isEmpty() ? "defaults" : "defaults + override " + over;
        }
        boolean fused = v.fusesPasses();
        Map<String, Long> parameters = v.parameters(over, v.compiled(spec));
        v.checkType(parameters, type);
        if (v.readsImage()) {   // no images (CUDA, a device without them) or not this format: say so before compiling
            java.util.Optional<String> refusal = ImageInput.sessionRefusal(session);
            if (refusal.isPresent()) {
                throw new InvalidInputException("Variant " + v.label() + " cannot run: " + refusal.get() + ".");
            }
            session.imageSupport().require(ImageInput.format(type, parameters), 1, 1, session.device().label());
        }
        Map<String, Long> defines = v.defines(parameters, spec, type, border, constant);
        int pitchForm = v.specializesPitch(session.device())
                ? v.pitchForm(parameters, type, pitchAlign, MAX_PITCH_ALIGN) : MAX_PITCH_ALIGN;
        if (pitchForm < MAX_PITCH_ALIGN) {   // aligned: the define's default
            defines.put("PITCH_ALIGN", (long) pitchForm);
        }
        Program program = session.compile(v.source(), defines);
        List<Kernel> kernels = v.kernelNames().stream().map(program::kernel).toList();
        long group = v.groupSize(parameters);
        long allowed = kernels.stream().mapToLong(k -> k.resources().maxGroupSize()).min().orElse(group);
        if (group > allowed && variant == null && fused) {
            // the compiled fused kernel cannot run groups this large here (NVIDIA's OpenCL allows 256 work-items for
            // it on the H100): the tuned single filter, one launch per pass
            kernels.forEach(Kernel::close);
            Filter perPassFilter = new Filter(session, spec, border, constant, null, Map.of(), true);
            return perPassFilter.compile(type, pixels, perPassFilter.tunedEntry(type, pixels), pitchAlign)
                    .noting("the fused kernel allows " + allowed + " work-items per group here, not " + group);
        }
        if (group > allowed && variant == null && tuned.minPixels() > 0) {
            // an entry for large images whose groups this compiled kernel cannot run here (NVIDIA's OpenCL on the
            // H200 refused the uchar Gaussian's 64x8 groups, 512 work-items, which CUDA ran; session 29): the entry
            // for images of any size
            kernels.forEach(Kernel::close);
            return compile(type, 0, tunedEntry(type, 0), pitchAlign).noting("the entry for large images, "
                    + tuned.matchedBy() + ", needs groups of " + group + " work-items; its kernel allows " + allowed
                    + " here");
        }
        Compiled compiled = new Compiled(v, parameters, source, program, kernels, fused);
        // the record keeps every parameter, so say where one changed nothing (a CUDA launch bound on OpenCL, warp
        // shuffles where the kernel has none)
        if (parameters.getOrDefault("MIN_GROUPS", 0L) > 0 && !RegisterCap.appliesTo(session.device())) {
            compiled = compiled.noting("MIN_GROUPS is CUDA's launch bound; it changes nothing on this backend");
        }
        if (parameters.getOrDefault("SHUFFLE", 0L) > 0 && !WarpShuffles.appliesTo(v, session.device())) {
            compiled = compiled.noting("SHUFFLE=1 has no warp shuffles on this device; it changes nothing here");
        }
        return compiled;
    }

    /**
     * compiled(type, width, height, pitch), without a database lookup when the type, size and pitch alignment are the
     * previous call's.
     */
    private Compiled compiledFor(PixelType type, int width, int height, int pitch) {
        long pixels = (long) width * height;
        int pitchAlign = pitchAlign(type, pitch);
        if (lastCompiled == null || lastType != type || lastPixels != pixels || lastPitchAlign != pitchAlign) {
            lastCompiled = compiledForm(type, pixels, pitchAlign);
            lastType = type;
            lastPixels = pixels;
            lastPitchAlign = pitchAlign;
        }
        return lastCompiled;
    }

    private boolean fusedFits(StencilVariant v, Map<String, Long> over) {
        try {
            v.parameters(over, spec);
            return true;
        } catch (InvalidInputException tooSmall) {
            return false;
        }
    }

    /**
     * Filters {@code src} into {@code dst} (both rows {@code pitch} elements apart); enqueued, asynchronous. Not
     * thread-safe: a call from a second thread while one is inside fails (OneCallAtATime).
     */
    public void apply(Buffer src, Buffer dst, int width, int height, int pitch) {
        boolean nested = caller.enter();
        try {
            for (Step step : plan(src, dst, width, height, pitch)) {
                step.enqueue();
            }
        } finally {
            caller.exit(nested);
        }
    }

    /** The steps one apply() makes, in order: launches, and the image rung's copies of its input. */
    public List<Step> plan(Buffer src, Buffer dst, int width, int height, int pitch) {
        check(src, dst, width, height, pitch);
        PixelType type = PixelType.of(src.type());
        Compiled c = compiledFor(type, width, height, pitch);
        Geometry geometry = c.variant().geometry(c.parameters(), c.fused() ? spec : spec.single(), width, height);
        List<Step> launches = new ArrayList<>();
        int passes = c.fused() ? 1 : spec.passes();
        Buffer in = src;
        for (int pass = 0; pass < passes; pass++) {
            Buffer out = pass == passes - 1 ? dst : scratch(pass % 2, src.type(), (long) pitch * height);
            if (c.variant() == StencilVariant.SEPARABLE_TWO_PASS) {
                long rowsLength = (long) width * height * (spec.kind() == FilterSpec.Kind.SOBEL_MAGNITUDE ? 2 : 1);
                Buffer rows = scratch(2, type == PixelType.U8 ? ElementType.INT : ElementType.FLOAT, rowsLength);
                launches.add(new Launch(c.kernels().get(0), new Object[] {in, rows, width, height, pitch}, geometry));
                launches.add(new Launch(c.kernels().get(1), new Object[] {rows, out, width, height, pitch}, geometry));
            } else if (c.variant().readsImage()) {
                Image image = inputImage(ImageInput.format(type, c.parameters()), width, height);
                launches.add(new ImageUpload(in, image, pitch));
                launches.add(new Launch(c.kernels().getFirst(), new Object[] {image, out, width, height, pitch},
                        geometry));
            } else {
                launches.add(new Launch(c.kernels().getFirst(), new Object[] {in, out, width, height, pitch},
                        geometry));
            }
            in = out;
        }
        return launches;
    }

    /** Times each step of one apply() with device timestamps; nanoseconds per step, in plan() order. */
    public long[] timeEach(Buffer src, Buffer dst, int width, int height, int pitch) {
        List<Step> launches = plan(src, dst, width, height, pitch);
        long[] ns = new long[launches.size()];
        for (int i = 0; i < ns.length; i++) {
            ns[i] = launches.get(i).timeNs();
        }
        return ns;
    }

    private Buffer scratch(int slot, ElementType type, long length) {
        while (scratch.size() <= slot) {
            scratch.add(null);
        }
        Buffer b = scratch.get(slot);
        if (b == null || b.isClosed() || b.type() != type || b.length() < length) {
            if (b != null) {
                b.close();
            }
            b = session.allocate(type, length);
            scratch.set(slot, b);
        }
        return b;
    }

    private Image inputImage(ImageFormat format, int width, int height) {
        Image image = inputImage;
        if (image == null || image.isClosed() || !image.format().equals(format) || image.width() != width
                || image.height() != height) {
            if (image != null) {
                image.close();
            }
            image = session.allocateImage(format, width, height);
            inputImage = image;
        }
        return image;
    }

    private void check(Buffer src, Buffer dst, int width, int height, int pitch) {
        Objects.requireNonNull(src, "src");
        Objects.requireNonNull(dst, "dst");
        if (width < 1 || height < 1 || pitch < width) {
            throw new InvalidInputException("A filter needs width, height >= 1 and pitch >= width; got " + width
                    + "x" + height + " with pitch " + pitch + ".");
        }
        if (src == dst) {
            throw new InvalidInputException("A neighborhood filter cannot run in place: give dst another buffer.");
        }
        if (src.type() != dst.type()) {
            throw new InvalidInputException("src holds " + src.type() + " and dst " + dst.type()
                    + "; a filter keeps the pixel type.");
        }
        long need = (long) pitch * (height - 1) + width;
        for (Buffer b : List.of(src, dst)) {
            if (b.session() != session) {
                throw new InvalidInputException("A buffer belongs to another DeviceSession than this filter.");
            }
            if (b.length() < need) {
                throw new InvalidInputException("A " + width + "x" + height + " image with pitch " + pitch + " needs "
                        + need + " elements; a buffer holds " + b.length() + ".");
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        for (Buffer b : scratch) {
            if (b != null) {
                b.close();
            }
        }
        scratch.clear();
        if (inputImage != null) {
            inputImage.close();
            inputImage = null;
        }
        for (Compiled c : compiled.values()) {
            for (Kernel k : c.kernels()) {
                k.close();
            }
        }
        compiled.clear();
        lastType = null;
        lastCompiled = null;
    }
}
