/*
 * The stencil ladder benchmark: per pixel type and size, the device copy of the same bytes (the roof), then per filter
 * NPP (CUDA, where NPP has the filter) and every chosen variant, each verified against the CPU reference (output
 * poisoned first) and timed with device timestamps, median of the repetitions after warm-up, inputs rotated over
 * enough image pairs that the working set exceeds twice the L2, and end to end as an application calls it (host clock,
 * EndToEndTimer). Bandwidth counts the image read once and written once.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.KernelOccupancy;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.Timing;
import dev.kernelscope.device.cuda.NppFilter;
import dev.kernelscope.kernels.EndToEndTimer;
import dev.kernelscope.kernels.InputRotation;
import dev.kernelscope.model.Dimensions;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.model.tiling.HaloOverhead;
import dev.kernelscope.model.tiling.Tile;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

public final class StencilBenchmark {
    /**
     * One thing to run: a variant with overrides, or the tuned filter (variant null), whose overrides must name a
     * parameter of some variant (which variant the tuned filter runs depends on the filter and pixel type, so a
     * parameter that variant lacks is refused per row).
     */
    public record Entry(StencilVariant variant, Map<String, Long> overrides) {
        public Entry {
            if (variant == null) {
                Set<String> known = new TreeSet<>();
                for (StencilVariant v : StencilVariant.values()) {
                    known.addAll(v.defaults().keySet());
                }
                for (String name : overrides.keySet()) {
                    if (!known.contains(name)) {
                        throw new InvalidInputException("tuned:" + name + " names no parameter"
                                + " of any stencil variant; the variants' parameters are " + String.join(", ", known)
                                + ".");
                    }
                }
            }
        }

        public String label() {
            return (variant == null ? "tuned" : variant.label()) + (overrides.isEmpty() ? "" : " " + overrides);
        }
    }

    /** A width x height image. */
    public record Size(int width, int height) {
        public static Size parse(String text) {
            String[] p = Dimensions.parts(text);   // "64x64x" is three parts, "+64" no number
            if (p.length == 2) {
                long width = Dimensions.wholeNumber(p[0]).orElse(0);
                long height = Dimensions.wholeNumber(p[1]).orElse(0);
                // fewer than 2^31: the host image and its reference are Java arrays (65536x32768 overflowed)
                if (width >= 1 && height >= 1 && width < (1L << 31) && height < (1L << 31)
                        && width * height < (1L << 31)) {
                    return new Size((int) width, (int) height);
                }
            }
            throw new InvalidInputException("A size is WIDTHxHEIGHT with both >= 1 and fewer than 2^31 pixels, e.g."
                    + " 3840x2160; got " + dev.kernelscope.model.UserText.quote(text) + ".");
        }
    }

    /**
     * What to run. {@code database}: where the tuned filter looks its entries up (the built-in database unless
     * `stencil --database` names a file; the ladder's other variants run their own defaults).
     */
    public record Options(List<FilterSpec> filters, List<PixelType> types, List<Size> sizes, List<Entry> entries,
                          Border border, int warmups, int repetitions, boolean verify, boolean npp,
                          StencilTuning database) {
        /** With the built-in tuning database. */
        public Options(List<FilterSpec> filters, List<PixelType> types, List<Size> sizes, List<Entry> entries,
                       Border border, int warmups, int repetitions, boolean verify, boolean npp) {
            this(filters, types, sizes, entries, border, warmups, repetitions, verify, npp, StencilTuning.builtIn());
        }

        public Options {
            java.util.Objects.requireNonNull(database, "database (StencilTuning.builtIn() for the built-in one)");
            if (filters.isEmpty() || types.isEmpty() || sizes.isEmpty() || entries.isEmpty()) {
                throw new InvalidInputException("The stencil benchmark needs at least one filter, type, size and variant.");
            }
            if (repetitions < 1 || warmups < 0) {
                throw new InvalidInputException("Needs at least 1 repetition and no negative warm-up count.");
            }
            // each once, in the order given: --type u8,u8 --sizes 9x9,9x9 measured every cell four times and wrote
            // four groups of one key into the record (the GEMM ladder runs a repeated shape once too)
            filters = distinct(filters);
            types = distinct(types);
            sizes = distinct(sizes);
            entries = distinct(entries);
        }

        private static <T> List<T> distinct(List<T> list) {
            return list.stream().distinct().toList();
        }
    }

    /** Receives each variant's result as soon as it is measured (a RunJournal keeps them if the run is interrupted). */
    @FunctionalInterface
    public interface Listener {
        void measured(String image, String filter, StencilRecords.VariantResult result);
    }

    private final DeviceSession session;
    private final Options options;
    private final Consumer<String> progress;
    private Listener listener = (image, filter, result) -> { };
    private final EndToEndTimer endToEndTimer;

    public StencilBenchmark(DeviceSession session, Options options, Consumer<String> progress) {
        this.session = session;
        this.options = options;
        this.progress = progress;
        this.endToEndTimer = new EndToEndTimer(session, options.repetitions());
    }

    /** Sets the listener told of every measured variant; returns this. */
    public StencilBenchmark onMeasured(Listener listener) {
        this.listener = listener;
        return this;
    }

    public StencilRecords.Report run(String commandLine) {
        Device d = session.device();
        String nppAbsence = options.npp() ? NppFilter.absence(session) : "not asked for (--no-npp)";
        String nppVersion = null;
        if (nppAbsence == null) {
            try (NppFilter probe = NppFilter.open(session, NppFilter.Kind.BOX, 1)) {
                nppVersion = probe.version();
            } catch (GpuException failure) {
                nppAbsence = failure.getMessage();
            }
        }
        for (PixelType type : options.types()) {   // every size refused now, before the first measurement
            for (Size size : options.sizes()) {
                checkFits(type, size);
            }
        }
        List<StencilRecords.Group> groups = new ArrayList<>();
        for (PixelType type : options.types()) {
            for (Size size : options.sizes()) {
                groups.add(runGroup(type, size, nppAbsence == null));
            }
        }
        StencilRecords.DeviceInfo device = new StencilRecords.DeviceInfo(d.id(), d.backend().cliName(), d.name(),
                d.vendor(), d.driverVersion(), d.archPreset(), d.computeUnits(), d.globalMemBytes(),
                d.globalCacheBytes(), d.type().name());
        StencilRecords.Settings settings = new StencilRecords.Settings(options.warmups(), options.repetitions(),
                options.border().id(), "device timestamps (OpenCL profiling events / CUDA events) around each launch;"
                        + " a multi-launch variant sums its launches; median of the samples",
                InputRotation.describe("(input + output)", "image pairs") + ", one pair per run",
                "image bytes read once + written once (width x height x pixel bytes x 2)",
                options.verify() ? "output poisoned, the whole image compared with the CPU reference (uchar exact,"
                        + " float relative error < 1e-5, half within one half-ulp per pass)" : "skipped",
                options.database().origin());
        return new StencilRecords.Report("kernelscope stencil", Runtime.version().toString(), commandLine,
                Instant.now().toString(), device, nppVersion, nppAbsence, settings, groups);
    }

    /**
     * Refuses a size whose host copies cannot fit this JVM's heap or whose input and output cannot fit the device:
     * a 40000x40000 float image ran out of heap after the device was opened (exit 1, "internal" to the user).
     * Per pixel the host holds the picture and one read-back, and to verify, the reference's double images (up to
     * four at once: the input, two row sums for Sobel's magnitude, the output).
     */
    private void checkFits(PixelType type, Size size) {
        long pixels = (long) size.width() * size.height();
        long hostBytes = pixels * (2L * type.bytes() + (options.verify() ? 4L * Double.BYTES : 0));
        long heap = Runtime.getRuntime().maxMemory();
        String image = type.id() + " " + size.width() + "x" + size.height();
        if (hostBytes > heap) {
            throw new InvalidInputException(String.format(java.util.Locale.ROOT, "The %s image needs about %.1f GiB"
                    + " of Java heap (the picture and its read-back%s); this JVM may use %.1f GiB. Give a smaller"
                    + " --sizes%s, or more heap (JAVA_TOOL_OPTIONS=-Xmx...).", image, hostBytes / GIB,
                    options.verify() ? ", and the CPU reference in double to verify" : "", heap / GIB,
                    options.verify() ? ", --no-verify" : ""));
        }
        long deviceBytes = 2 * pixels * type.bytes();
        long deviceMemory = session.device().globalMemBytes();
        if (deviceBytes > deviceMemory) {
            throw new InvalidInputException(String.format(java.util.Locale.ROOT, "The %s image and its output need"
                    + " %.1f GiB on %s, which has %.1f GiB; give a smaller --sizes.", image, deviceBytes / GIB,
                    session.device().label(), deviceMemory / GIB));
        }
    }

    private static final double GIB = 1L << 30;

    private StencilRecords.Group runGroup(PixelType type, Size size, boolean nppAvailable) {
        int w = size.width();
        int h = size.height();
        long pixels = (long) w * h;
        long imageBytes = pixels * type.bytes();
        long l2 = session.device().globalCacheBytes();
        int sets = InputRotation.sets(l2, 2 * imageBytes, session.device().globalMemBytes() / 3);
        progress.accept(String.format("%s %dx%d: %d image pairs of %.1f MiB", type.id(), w, h, sets,
                imageBytes / (double) (1 << 20)));
        HostImage host = HostImage.random(type, w, h, w, 1234567L + w * 31L + h);
        List<Buffer[]> pairs = new ArrayList<>();
        try {
            for (int s = 0; s < sets; s++) {
                Buffer in = session.allocate(type.elementType(), pixels);
                Buffer out = session.allocate(type.elementType(), pixels);
                pairs.add(new Buffer[] {in, out});
                host.upload(in);   // same pixels in every set: the values do not change the time of these kernels
            }
            long[] copySamples = new long[options.repetitions()];
            for (int i = 0; i < options.warmups(); i++) {
                Buffer[] p = pairs.get(i % sets);
                session.timeCopy(p[0], p[1], pixels, 0, 1);
            }
            for (int i = 0; i < copySamples.length; i++) {
                Buffer[] p = pairs.get(i % sets);
                copySamples[i] = Math.round(session.timeCopy(p[0], p[1], pixels, 0, 1).medianNs());
            }
            StencilRecords.Timed copy = timed(copySamples, imageBytes);
            progress.accept(String.format("  copy: %.1f us, %.0f GB/s", copy.medianNs() / 1e3, copy.gbPerS()));
            List<StencilRecords.FilterResult> filters = new ArrayList<>();
            for (FilterSpec filter : options.filters()) {
                filters.add(runFilter(filter, type, w, h, host, pairs, copy, imageBytes, nppAvailable));
            }
            return new StencilRecords.Group(type.id(), w, h, sets, imageBytes, copy, filters,
                    session.device().label(), null);
        } finally {
            for (Buffer[] p : pairs) {
                p[0].close();
                p[1].close();
            }
        }
    }

    private StencilRecords.FilterResult runFilter(FilterSpec filter, PixelType type, int w, int h, HostImage host,
                                                  List<Buffer[]> pairs, StencilRecords.Timed copy, long imageBytes,
                                                  boolean nppAvailable) {
        progress.accept("  " + filter.id() + ":");
        double[] reference = options.verify()
                ? StencilReference.apply(host, filter, options.border(), 0) : null;
        StencilRecords.Timed npp = null;
        String nppFunction = null;
        String nppNote;
        NppFilter.Kind nppKind = nppKind(filter);
        if (!nppAvailable) {
            nppNote = "NPP not available";
        } else if (nppKind == null || type == PixelType.F16 || options.border() != Border.REPLICATE) {
            nppNote = "NPP has no " + filter.id() + " on " + type.id() + " with a " + options.border().id()
                    + " border here (8u and 32f box, Gauss, directional Sobel, replicate)";
        } else {
            try (NppFilter f = NppFilter.open(session, nppKind, filter.radius())) {
                nppFunction = f.functionName(type.elementType());
                for (int i = 0; i < options.warmups(); i++) {
                    Buffer[] p = pairs.get(i % pairs.size());
                    f.apply(p[0], p[1], w, h, w);
                }
                long[] samples = new long[options.repetitions()];
                for (int i = 0; i < samples.length; i++) {
                    Buffer[] p = pairs.get(i % pairs.size());
                    samples[i] = f.timeOnceNs(p[0], p[1], w, h, w);
                }
                npp = timed(samples, imageBytes);
                nppNote = filter.kind() == FilterSpec.Kind.GAUSSIAN ? "NPP's Gauss uses its own fixed mask per size"
                        : filter.kind() == FilterSpec.Kind.SOBEL_MAGNITUDE ? "NPP has no magnitude: SobelHoriz only"
                        : filter.passes() > 1 ? "one NPP call (a single pass)" : null;
                progress.accept(String.format("    NPP %s: %.1f us, %.0f GB/s", nppFunction, npp.medianNs() / 1e3,
                        npp.gbPerS()));
            } catch (GpuException | InvalidInputException failure) {
                nppNote = "NPP failed: " + failure.getMessage();
                progress.accept("    NPP: " + nppNote);
            }
        }
        List<StencilRecords.VariantResult> variants = new ArrayList<>();
        for (Entry entry : options.entries()) {
            if (entry.variant() != null && !entry.variant().computes(filter, type)) {
                continue;   // Sobel is never iterated (multi-pass); the packed variant is uchar only
            }
            java.util.Optional<String> unfit = entry.variant() == null || !entry.overrides().isEmpty()
                    ? java.util.Optional.empty() : entry.variant().unfit(filter);
            if (unfit.isPresent()) {   // e.g. the multi-pass tile cannot reach a 3-pass radius-7 halo
                progress.accept("    " + entry.label() + ": skipped: " + unfit.get());
                continue;
            }
            java.util.Optional<String> refusal = entry.variant() == null ? java.util.Optional.empty()
                    : entry.variant().refusal(session, options.border(), 0, w, h);
            // the image rung on CUDA, with a border no sampler applies, or wider than the device's images (a 65536x1
            // image "failed" and the whole run exited 1)
            if (refusal.isPresent()) {
                progress.accept("    " + entry.label() + ": skipped: " + refusal.get());
                continue;
            }
            String image = type.id() + " " + w + "x" + h;
            variants.add(runVariant(entry, false, filter, type, w, h, host, reference, pairs, copy, npp, imageBytes));
            listener.measured(image, filter.id(), variants.getLast());
            // the baseline of fusing: one launch per pass (when the tuned choice fused them: else it is that already)
            if (entry.variant() == null && filter.passes() > 1 && variants.getLast().launches() == 1) {
                variants.add(runVariant(entry, true, filter, type, w, h, host, reference, pairs, copy, npp,
                        imageBytes));
                listener.measured(image, filter.id(), variants.getLast());
            }
        }
        return new StencilRecords.FilterResult(filter.id(), npp, nppFunction, nppNote, variants);
    }

    private StencilRecords.VariantResult runVariant(Entry entry, boolean perPass, FilterSpec filter, PixelType type, int w, int h,
                                                    HostImage host, double[] reference, List<Buffer[]> pairs,
                                                    StencilRecords.Timed copy, StencilRecords.Timed npp,
                                                    long imageBytes) {
        String label = entry.label() + (perPass ? " per pass" : "");
        try (Filter f = (perPass ? Filter.tunedPerPass(session, filter, options.border(), 0)
                : entry.variant() == null ? Filter.tuned(session, filter, options.border(), 0, entry.overrides())
                : Filter.of(session, entry.variant(), filter, options.border(), 0, entry.overrides()))
                .withDatabase(options.database())) {
            Filter.Compiled c = f.compiled(type, w, h);
            StencilRecords.Verification verification = null;
            if (reference != null) {
                Buffer[] p = pairs.getFirst();
                HostImage poison = HostImage.allocate(type, w, h, w);
                if (type != PixelType.U8) {
                    for (int y = 0; y < h; y++) {
                        for (int x = 0; x < w; x++) {
                            poison.set(x, y, Double.NaN);
                        }
                    }
                }
                poison.upload(p[1]);
                f.apply(p[0], p[1], w, h, w);
                HostImage out = HostImage.download(p[1], type, w, h, w);
                StencilReference.Comparison cmp = StencilReference.compare(out, reference, filter, 0, h);
                verification = new StencilRecords.Verification(cmp.passed(), cmp.error(), cmp.mismatches(),
                        cmp.nanMismatches(), cmp.rule());
            }
            for (int i = 0; i < options.warmups(); i++) {
                Buffer[] p = pairs.get(i % pairs.size());
                f.apply(p[0], p[1], w, h, w);
            }
            session.synchronize();
            List<Filter.Step> steps = f.plan(pairs.getFirst()[0], pairs.getFirst()[1], w, h, w);
            int launches = steps.size();
            boolean copies = steps.stream().anyMatch(step -> !(step instanceof Filter.Launch));
            long[] samples = new long[options.repetitions()];
            long[] kernelSamples = new long[options.repetitions()];
            for (int i = 0; i < samples.length; i++) {
                Buffer[] p = pairs.get(i % pairs.size());
                long[] each = f.timeEach(p[0], p[1], w, h, w);
                samples[i] = Arrays.stream(each).sum();
                for (int s = 0; s < each.length; s++) {
                    kernelSamples[i] += steps.get(s) instanceof Filter.Launch ? each[s] : 0;
                }
            }
            StencilRecords.Timed timed = timed(samples, imageBytes);
            StencilRecords.Timed kernelsOnly = copies ? timed(kernelSamples, imageBytes) : null;
            StencilRecords.EndToEnd endToEnd = endToEnd(endToEndTimer.time(pairs, timed.medianNs(),
                    p -> f.apply(p[0], p[1], w, h, w)), imageBytes);
            double ofCopy = 100.0 * copy.medianNs() / timed.medianNs();
            Double overNpp = npp == null ? null : npp.medianNs() / timed.medianNs();
            Kernel main = c.kernels().getLast();
            long groupSize = c.variant().groupSize(c.parameters());
            StencilRecords.VariantResult result = new StencilRecords.VariantResult(
                    (entry.variant() == null ? "tuned (" + c.variant().id() + (perPass ? ", per pass" : "") + ")"
                            : c.variant().id()) + (entry.overrides().isEmpty() ? "" : " " + entry.overrides()),
                    c.variant().title(), c.parameters(), c.parameterSource(), launches, timed, ofCopy, overNpp,
                    halo(c, filter), resources(main, groupSize), occupancy(main, groupSize), verification,
                    patternRoof(c, filter, type, w, h, host, pairs, copy, imageBytes, timed), null, kernelsOnly,
                    endToEnd);
            progress.accept(String.format("    %-28s %8.1f us %6.0f GB/s %5.1f%% of copy, %.1f us end to end%s%s",
                    label, timed.medianNs() / 1e3, timed.gbPerS(), ofCopy, endToEnd.medianNs() / 1e3,
                    overNpp == null ? "" : String.format(", %.2fx NPP", overNpp),
                    verification == null ? "" : verification.passed() ? ", verified" : ", WRONG RESULT"));
            if (kernelsOnly != null) {
                progress.accept(String.format("      its kernel alone (input already an image): %.1f us, %.1f%% of copy",
                        kernelsOnly.medianNs() / 1e3, 100.0 * copy.medianNs() / kernelsOnly.medianNs()));
            }
            StencilRecords.PatternRoof roof = result.patternRoof();
            if (roof != null) {
                progress.accept(String.format("      its pattern roof: %.1f us (%.1f%% of copy) with the halo words,"
                                + " %.1f us (%.1f%%) centre words only; the filter at %.1f%% of its pattern%s",
                        roof.withHalo().medianNs() / 1e3, roof.withHaloPercentOfCopy(),
                        roof.centreWords().medianNs() / 1e3, roof.centreWordsPercentOfCopy(), roof.percentOfPattern(),
                        roof.verified() == null ? "" : roof.verified() ? ", copies verified" : ", COPY WRONG"));
            }
            return result;
        } catch (InvalidInputException | GpuException failure) {
            progress.accept("    " + label + ": failed: " + failure.getMessage());
            return new StencilRecords.VariantResult(label, null, null, null, 0, null, null, null, null, null, null,
                    null, null, failure.getMessage(), null, null);
        }
    }

    /**
     * The roof of the vector variant's access pattern: the same compiled parameters with PATTERN=1 (every word and row
     * the filter reads, no arithmetic, the centre words stored: a copy) and PATTERN=2 (the centre words only), timed
     * as the filter is. Null for other variants. Why: it separates what the load/store shape costs from what the
     * arithmetic costs, which the device copy (one cuMemcpy) cannot.
     */
    private StencilRecords.PatternRoof patternRoof(Filter.Compiled c, FilterSpec filter, PixelType type, int w, int h,
                                                   HostImage host, List<Buffer[]> pairs, StencilRecords.Timed copy,
                                                   long imageBytes, StencilRecords.Timed kernel) {
        if (c.variant() != StencilVariant.VECTOR || c.parameters().getOrDefault("PATTERN", 0L) != 0 || c.fused()) {
            return null;
        }
        StencilRecords.Timed[] roofs = new StencilRecords.Timed[2];
        Boolean verified = options.verify() ? Boolean.TRUE : null;
        Map<String, Long> withHalo = null;
        for (int mode = 1; mode <= 2; mode++) {
            Map<String, Long> p = new java.util.TreeMap<>(c.parameters());
            p.put("PATTERN", (long) mode);
            if (mode == 1) {
                withHalo = Map.copyOf(p);
            }
            try (Filter f = Filter.of(session, StencilVariant.VECTOR, filter, options.border(), 0, p)) {
                if (options.verify()) {
                    Buffer[] pair = pairs.getFirst();
                    HostImage.allocate(type, w, h, w).upload(pair[1]);
                    f.apply(pair[0], pair[1], w, h, w);
                    HostImage out = HostImage.download(pair[1], type, w, h, w);
                    for (int i = 0; i < w * h && verified; i++) {
                        verified = out.bits(i) == host.bits(i);
                    }
                }
                for (int i = 0; i < options.warmups(); i++) {
                    Buffer[] pair = pairs.get(i % pairs.size());
                    f.apply(pair[0], pair[1], w, h, w);
                }
                session.synchronize();
                long[] samples = new long[options.repetitions()];
                for (int i = 0; i < samples.length; i++) {
                    Buffer[] pair = pairs.get(i % pairs.size());
                    samples[i] = Arrays.stream(f.timeEach(pair[0], pair[1], w, h, w)).sum();
                }
                roofs[mode - 1] = timed(samples, imageBytes);
            }
        }
        return new StencilRecords.PatternRoof(withHalo, roofs[0], 100.0 * copy.medianNs() / roofs[0].medianNs(),
                roofs[1], 100.0 * copy.medianNs() / roofs[1].medianNs(),
                100.0 * roofs[0].medianNs() / kernel.medianNs(), verified);
    }

    static NppFilter.Kind nppKind(FilterSpec f) {
        return switch (f.kind()) {
            case BOX -> NppFilter.Kind.BOX;
            case GAUSSIAN -> NppFilter.Kind.GAUSS;
            case SOBEL_X -> NppFilter.Kind.SOBEL_VERT;      // NPP's "vertical" kernel is the x derivative
            case SOBEL_Y, SOBEL_MAGNITUDE -> NppFilter.Kind.SOBEL_HORIZ;
        };
    }

    /** What the halo model says for the variant's output block and the filter's reach (all passes when fused). */
    static StencilRecords.Halo halo(Filter.Compiled c, FilterSpec filter) {
        Tile tile = c.variant().outputTile(c.parameters(), c.fused() ? filter : filter.single());
        int radius = filter.radius() * (c.fused() ? filter.passes() : 1);
        HaloOverhead model = new HaloOverhead(tile, radius);
        return new StencilRecords.Halo(tile.toString(), radius, model.borderPerInterior(), model.total(),
                model.interior());
    }

    private static StencilRecords.Resources resources(Kernel k, long groupSize) {
        KernelResources r = k.resources();
        return new StencilRecords.Resources(groupSize,
                r.registersPerThread().isPresent() ? r.registersPerThread().getAsInt() : null,
                r.sharedMemBytes().isPresent() ? r.sharedMemBytes().getAsLong() : r.localMemBytes(),
                r.spillStoreBytes().isPresent() ? r.spillStoreBytes().getAsLong() : null);
    }

    private static StencilRecords.Occupancy occupancy(Kernel k, long groupSize) {
        KernelOccupancy o = KernelOccupancy.of(k, groupSize, 0);
        OccupancyResult r = o.result().orElse(null);
        return new StencilRecords.Occupancy(r == null ? null : r.groupsPerUnit(), r == null ? null : r.occupancy(),
                r == null ? null : r.limitersJoined(), r == null ? String.join("; ", o.notes()) : null);
    }

    /** The end-to-end measurement as the record keeps it, its bandwidth counted as the device-timed one is. */
    private static StencilRecords.EndToEnd endToEnd(EndToEndTimer.Measured m, long imageBytes) {
        return new StencilRecords.EndToEnd(m.perCallNs(), m.medianNs(), 2.0 * imageBytes / m.medianNs(),
                m.callsPerSample(), m.hostNsPerCall(), m.hostNsFirstCall(), m.hostNsSameBuffers(), m.warmUpRounds(),
                m.warmUpMs());
    }

    private static StencilRecords.Timed timed(long[] samples, long imageBytes) {
        double median = Timing.median(samples);
        return new StencilRecords.Timed(Arrays.stream(samples).boxed().toList(), median, 2.0 * imageBytes / median);
    }
}
