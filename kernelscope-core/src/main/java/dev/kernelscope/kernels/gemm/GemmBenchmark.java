/*
 * The ladder benchmark: for each shape, the vendor SGEMM and every chosen rung, each verified against a
 * double-precision reference (C poisoned with NaN first) and then timed twice: kernel only (device timestamps around
 * each launch, the launch latency excluded, median of the repetitions after warm-up) and end to end through the
 * public API (host clock around back-to-back calls, plan and packs included, as an application calls it). Inputs
 * rotate over enough sets that the working set exceeds twice the L2 cache. The result is a GemmRecords.Report.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.KernelOccupancy;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.Timing;
import dev.kernelscope.kernels.EndToEndTimer;
import dev.kernelscope.kernels.InputRotation;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.model.roofline.Rate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.IntStream;

public final class GemmBenchmark {
    static final float ALPHA = 1.0f;
    static final float BETA = 0.0f;
    private static final int SAMPLE_BLOCK = 64;

    /** One kernel to run: a rung with parameter overrides (on top of its defaults or tuning entry). */
    public record Entry(GemmRung rung, Map<String, Long> overrides) {
        public Entry {
            overrides = new java.util.TreeMap<>(overrides);
        }

        /** "10 tuned" or "10 tuned [BK=16, GROUP_M=4]". */
        public String label() {
            return rung.number() + " " + rung.id() + (overrides.isEmpty() ? ""
                    : " " + overrides.toString().replace('{', '[').replace('}', ']'));
        }
    }

    /**
     * What to run: every entry at every shape. {@code database}: the tuning database the tuned rung chooses its
     * configurations from (the built-in one unless `gemm --database` names a file; the other rungs run their files'
     * defaults).
     */
    public record Options(List<GemmShape> shapes, List<Entry> entries, int warmups, int repetitions, boolean verify,
                          GemmTuning database) {
        public Options {
            shapes = List.copyOf(shapes);
            entries = List.copyOf(entries);
            java.util.Objects.requireNonNull(database, "database (GemmTuning.builtIn() for the built-in one)");
            if (shapes.isEmpty() || entries.isEmpty()) {
                throw new InvalidInputException("The benchmark needs at least one shape and one rung.");
            }
            for (GemmShape shape : shapes) {
                if (Math.max(shape.m(), Math.max(shape.n(), shape.k())) > 65536) {
                    throw new InvalidInputException("Benchmark sizes must lie in 1..65536; got " + shape + ".");
                }
            }
            if (repetitions < 1 || warmups < 0) {
                throw new InvalidInputException("Needs at least 1 repetition and no negative warm-up count; got "
                        + repetitions + " and " + warmups + ".");
            }
        }

        /** With the built-in tuning database. */
        public Options(List<GemmShape> shapes, List<Entry> entries, int warmups, int repetitions, boolean verify) {
            this(shapes, entries, warmups, repetitions, verify, GemmTuning.builtIn());
        }

        /** These options on other shapes (a spread matrix's cell). */
        public Options on(List<GemmShape> other) {
            return new Options(other, entries, warmups, repetitions, verify, database);
        }

        /** Square row-major problems M = N = K = each size. */
        public static Options squares(List<Integer> sizes, List<Entry> entries, int warmups, int repetitions,
                                      boolean verify) {
            for (int size : sizes) {
                if (size < 1 || size > 32768) {
                    throw new InvalidInputException("Benchmark sizes must lie in 1..32768; got " + size + ".");
                }
            }
            return new Options(sizes.stream().map(size -> GemmShape.rowMajor(size, size, size)).toList(), entries,
                    warmups, repetitions, verify);
        }
    }

    /** Calls of each API's host path before timing on a GPU (warmHostPaths). */
    private static final int HOST_WARM_CALLS = 10_000;
    /**
     * Sets of buffers the warm-up uses, more than CUDA's default graph instances per launch sequence (one; up to 9 with
     * -Dkernelscope.cuda.graphInstances, CudaBackend.GRAPH_INSTANCES): warmSet's order then takes both the call that
     * finds its instance and the one that rewrites the oldest.
     */
    private static final int HOST_WARM_SETS = 10;
    private static final long MAX_HOST_ELEMENTS = Integer.MAX_VALUE - 8;   // the JDK's largest array, a few short of 2^31

    /** The driver's answer to "how many groups of this kernel fit on one unit", where the backend can ask. */
    @FunctionalInterface
    public interface DriverOccupancy {
        OptionalInt groupsPerUnit(GemmConfiguration configuration, int threadsPerGroup);
    }

    /** Receives each rung's result as soon as it is measured (a RunJournal keeps them if the run is interrupted). */
    @FunctionalInterface
    public interface Listener {
        void measured(GemmShape shape, GemmRecords.RungResult result);
    }

    private final DeviceSession session;
    private final Options options;
    private Listener listener = (shape, result) -> { };
    private final VendorSgemm vendor;          // null: none
    private final String vendorAbsence;
    private final DriverOccupancy driverOccupancy;
    private final Consumer<String> progress;
    private final EndToEndTimer endToEndTimer;
    private final Map<GemmConfiguration, GemmRecords.Occupancy> occupancies = new java.util.IdentityHashMap<>();

    public GemmBenchmark(DeviceSession session, Options options, Optional<VendorSgemm> vendor, String vendorAbsence,
                         DriverOccupancy driverOccupancy, Consumer<String> progress) {
        this.session = session;
        this.options = options;
        this.vendor = vendor.orElse(null);
        this.vendorAbsence = vendorAbsence;
        this.driverOccupancy = driverOccupancy;
        this.progress = progress;
        this.endToEndTimer = new EndToEndTimer(session, options.repetitions());
    }

    /** Sets the listener told of every measured rung; returns this. */
    public GemmBenchmark onMeasured(Listener listener) {
        this.listener = listener;
        return this;
    }

    public GemmRecords.Report run(String commandLine) {
        Device device = session.device();
        Optional<Fp32Peak> peak = Fp32Peak.of(device);
        List<GemmRecords.SizeResult> sizes = new ArrayList<>();
        List<Gemm> gemms = new ArrayList<>();
        for (GemmShape shape : options.shapes()) {
            checkFits(shape);
        }
        try {
            for (int i = 0; i < options.entries().size(); i++) {
                gemms.add(null); // compiled lazily, once, at the first size
            }
            if (device.isGpu()) {
                warmHostPaths(gemms);
            }
            for (GemmShape shape : options.shapes()) {
                sizes.add(runShape(shape, gemms, peak));
            }
        } finally {
            for (Gemm gemm : gemms) {
                if (gemm != null) {
                    gemm.close();
                }
            }
        }
        GemmRecords.DeviceInfo deviceInfo = new GemmRecords.DeviceInfo(device.id(), device.backend().cliName(),
                device.name(), device.vendor(), device.platform(), device.driverVersion(), device.deviceVersion(),
                device.archPreset(), device.computeUnits(), device.clockMhz(), device.globalMemBytes(),
                device.globalCacheBytes(), device.type().name());
        GemmRecords.VendorInfo vendorInfo = vendor == null ? new GemmRecords.VendorInfo("none", "", vendorAbsence)
                : new GemmRecords.VendorInfo(vendor.name(), vendor.version(), vendor.mathMode());
        GemmRecords.Settings settings = new GemmRecords.Settings(options.warmups(), options.repetitions(), ALPHA, BETA,
                "kernel: device timestamps (OpenCL profiling events / CUDA events) around each launch, enqueued behind"
                        + " a held stream so the launch latency is excluded (the vendor's calls alike); median of the"
                        + " samples. End to end: host clock around back-to-back calls of the public API (Gemm.sgemm,"
                        + " cublasSgemm) and one synchronization, divided by the calls; median of the samples",
                InputRotation.describe("set", "sets of A, B, C") + ", one set per launch; on a GPU"
                        + " every API's host path first made steady by " + HOST_WARM_CALLS + " calls each of 128^3, a"
                        + " transposed 100^3, 101^3 (packed for its leading dimensions) and 64x64x8192 (split along K),"
                        + " on " + HOST_WARM_SETS + " sets of buffers, each twice in a row, set 0 every other pair"
                        + " (JIT)",
                options.verify() ? "C poisoned with NaN, beta = 0; every element scanned for NaN/Inf; one random element "
                        + "per 64x64 block of C against a double-precision dot product; pass: relative error < "
                        + GemmReference.TOLERANCE : "skipped", options.database().origin());
        return new GemmRecords.Report("kernelscope gemm", Runtime.version().toString(), commandLine,
                Instant.now().toString(), deviceInfo, vendorInfo,
                peak.map(p -> new GemmRecords.PeakInfo(p.gflops(), p.how())).orElse(null), settings, sizes);
    }

    /**
     * The warm-up's set for call i: each set twice in a row (the second call finds the instance the first left), set 0
     * every other pair (with 2 or more instances it stays among the recent ones), sets 1 .. HOST_WARM_SETS - 1 in turn
     * between (with fewer than HOST_WARM_SETS instances, more sets than places: the first of each pair rewrites one).
     */
    static int warmSet(int i) {
        int pair = i / 2;
        return pair % 2 == 0 ? 0 : 1 + (pair / 2) % (HOST_WARM_SETS - 1);
    }

    /**
     * Brings every API's host path to its steady state before anything is timed: HOST_WARM_CALLS calls of small
     * problems that take each path a call can take (read directly, both operands packed for a transpose, packed for a
     * leading dimension that breaks 16-byte loads, split along K with a reduce) through the entries' Gemms together and
     * through the vendor's SGEMM (in run 4 of docs/results/h100/gemm-e2e.md, with one entry, each Gemm made all of
     * them), on HOST_WARM_SETS sets of buffers in the order of warmSet as the timed calls rotate theirs, so the JIT has
     * compiled the Java side (and the FFM downcalls) as it has in an application that calls them in a loop. Without it
     * the first shapes of a run measured up to 165 us of host time per cuBLAS call (H100, run 2); warmed on one set of
     * buffers only, the rotating calls' argument updates stayed cold (H200, session 22: 1024^3 11.9 us per call
     * rotating against 2.7 on one set, where a 130-shape sweep that had warmed them measured 2.7 rotating). With
     * CUDA keeping several graph instances (session 22's 8), a warm-up whose sets each found their instance left the
     * rewriting path cold: a six-shape run measured 1024^3's ten sets at 11.8 us per call against 4.3 in the 130-shape
     * sweep (H200, session 23, first/ and sweep/; the cause inferred); warmSet takes both paths.
     */
    private void warmHostPaths(List<Gemm> gemms) {
        List<GemmShape> shapes = List.of(GemmShape.rowMajor(128, 128, 128),
                GemmShape.packed(Layout.COLUMN_MAJOR, true, true, 100, 100, 100),
                GemmShape.rowMajor(101, 101, 101),
                GemmShape.rowMajor(64, 64, 8192));
        for (int r = 0; r < options.entries().size(); r++) {
            Entry entry = options.entries().get(r);
            try {
                gemms.set(r, Gemm.of(session, entry.rung(), entry.overrides(), options.database()));
            } catch (InvalidInputException | GpuException failure) {
                return;   // reported by the entry's own row
            }
        }
        for (GemmShape shape : shapes) {
            List<Buffer> owned = new ArrayList<>();
            List<Buffer[]> sets = new ArrayList<>();
            try {
                long[] elements = {shape.aElements(), shape.bElements(), shape.cElements()};
                for (int s = 0; s < HOST_WARM_SETS; s++) {
                    Buffer[] set = new Buffer[3];
                    for (int m = 0; m < 3; m++) {
                        set[m] = session.floats(elements[m]);
                        owned.add(set[m]);
                    }
                    set[0].fill(0.5f);
                    set[1].fill(0.25f);
                    sets.add(set);
                }
                // the Java path is the same for every Gemm, so the entries share the calls (the whole ladder's
                // warm-up stays near a second per shape); each Gemm still makes enough to compile its launches' own
                // branches
                int perGemm = Math.max(HOST_WARM_CALLS / 10, HOST_WARM_CALLS / Math.max(1, gemms.size()));
                for (int i = 0; i < HOST_WARM_CALLS; i++) {
                    Buffer[] set = sets.get(warmSet(i));
                    if (i < perGemm) {
                        for (Gemm gemm : gemms) {
                            gemm.sgemm(shape, ALPHA, set[0], set[1], BETA, set[2]);
                        }
                    }
                    if (vendor != null) {
                        vendor.sgemm(shape, ALPHA, set[0], set[1], BETA, set[2]);
                    }
                    if (i % 256 == 255) {
                        session.synchronize();   // never let the launch queue fill
                    }
                }
                session.synchronize();
            } finally {
                owned.forEach(Buffer::close);
            }
        }
    }

    /**
     * Refuses a shape this run cannot hold, before any shape is run: one set of A, B and C within half the device's
     * memory, and each matrix in a Java array (the host copies and the reference; the tile kernels index with 32-bit
     * integers too). Checked per shape inside the run before, so `--shapes 8x8x8,65536x65536x65536` measured the
     * first and then ended with exit 2, its table never printed, and 32769x16x65536 (A 2^31 + 2^16 floats, within
     * memory) ended in an internal error (integer overflow) making its host copy.
     */
    private void checkFits(GemmShape shape) {
        long[] elements = {shape.aElements(), shape.bElements(), shape.cElements()};
        for (int i = 0; i < elements.length; i++) {
            if (elements[i] > MAX_HOST_ELEMENTS) {
                throw new InvalidInputException("Shape " + shape + ": " + "ABC".charAt(i) + " holds " + elements[i]
                        + " floats as stored; the benchmark keeps host copies of A, B and C in Java arrays and the"
                        + " tile kernels index with 32-bit integers, so each must hold at most " + MAX_HOST_ELEMENTS
                        + ". Choose a smaller problem.");
            }
        }
        InputRotation.requireFits("Shape " + shape, 4L * (elements[0] + elements[1] + elements[2]),
                session.device().label(), session.device().globalMemBytes());
    }

    private GemmRecords.SizeResult runShape(GemmShape shape, List<Gemm> gemms, Optional<Fp32Peak> peak) {
        long aElements = shape.aElements();
        long bElements = shape.bElements();
        long cElements = shape.cElements();
        long bytesPerSet = 4L * (aElements + bElements + cElements);
        long l2 = session.device().globalCacheBytes();
        int sets = InputRotation.sets(l2, bytesPerSet, InputRotation.memoryCap(session.device().globalMemBytes()));
        progress.accept(String.format(Locale.ROOT, "shape %s: %d input sets of %.1f MiB", shape, sets,
                bytesPerSet / (double) (1 << 20)));
        SplittableRandom random = new SplittableRandom(shape.hashCode() * 7919L + System.nanoTime());
        float[] hostA = randomFloats(random, aElements);
        float[] hostB = randomFloats(random, bElements);
        List<Buffer[]> buffers = new ArrayList<>();
        try {
            for (int s = 0; s < sets; s++) {
                Buffer a = session.floats(hostA.length);
                Buffer b = session.floats(hostB.length);
                Buffer c = session.floats(cElements);
                buffers.add(new Buffer[] {a, b, c});
                if (s > 0) {   // fresh values per set; set 0 keeps the host copies for verification
                    a.write(randomFloats(random, hostA.length));
                    b.write(randomFloats(random, hostB.length));
                } else {
                    a.write(hostA);
                    b.write(hostB);
                }
                c.fill(0.0f);
            }
            GemmRecords.Timed vendorTimed = null;
            GemmRecords.Timed vendorIdle = null;
            GemmRecords.EndToEnd vendorEndToEnd = null;
            if (vendor != null) {
                vendorTimed = timeVendor(shape, buffers, true);
                vendorIdle = timeVendor(shape, buffers, false);
                vendorEndToEnd = endToEnd(shape, buffers, vendorTimed.medianNs(),
                        set -> vendor.sgemm(shape, ALPHA, set[0], set[1], BETA, set[2]));
                progress.accept(String.format(Locale.ROOT, "  %s: kernel %.3f ms (%.3f ms with an event pair per call"
                                + " on an idle stream), end to end %.3f ms, %.1f us host per call (%.1f on one set of"
                                + " buffers)", vendor.name(), vendorTimed.medianNs() / 1e6, vendorIdle.medianNs() / 1e6,
                        vendorEndToEnd.medianNs() / 1e6, vendorEndToEnd.hostNsPerCall() / 1e3,
                        vendorEndToEnd.hostNsSameBuffers() / 1e3));
            }
            List<GemmRecords.RungResult> rows = new ArrayList<>();
            for (int r = 0; r < options.entries().size(); r++) {
                rows.add(runRung(options.entries().get(r), r, gemms, shape, buffers, hostA, hostB, vendorTimed,
                        vendorEndToEnd, peak));
                listener.measured(shape, rows.getLast());
            }
            return new GemmRecords.SizeResult(shape.m(), shape.n(), shape.k(), shape.layoutId(), shape.transposes(),
                    sets, bytesPerSet, vendorTimed,
                    vendorIdle, vendorEndToEnd, rows, session.device().label(), null);
        } finally {
            for (Buffer[] set : buffers) {
                for (Buffer buffer : set) {
                    buffer.close();
                }
            }
        }
    }

    private GemmRecords.Timed timeVendor(GemmShape shape, List<Buffer[]> buffers, boolean launchExcluded) {
        for (int i = 0; i < options.warmups(); i++) {
            Buffer[] set = buffers.get(i % buffers.size());
            vendor.sgemm(shape, ALPHA, set[0], set[1], BETA, set[2]);
        }
        long[] samples = new long[options.repetitions()];
        for (int i = 0; i < samples.length; i++) {
            Buffer[] set = buffers.get(i % buffers.size());
            samples[i] = vendor.timeEachNs(shape, ALPHA, set[0], set[1], BETA, set[2], 1, launchExcluded)[0];
        }
        return timed(samples, shape);
    }

    /** The end-to-end time of {@code call} on {@code shape} (EndToEndTimer), as the GEMM record keeps it. */
    private GemmRecords.EndToEnd endToEnd(GemmShape shape, List<Buffer[]> buffers, double kernelNs,
                                          Consumer<Buffer[]> call) {
        EndToEndTimer.Measured m = endToEndTimer.time(buffers, kernelNs, call);
        return new GemmRecords.EndToEnd(m.perCallNs(), m.medianNs(), shape.flops() / m.medianNs(), m.callsPerSample(),
                m.hostNsPerCallSamples(), m.hostNsPerCall(), m.hostNsFirstCall(), m.hostNsSameBuffers(),
                m.warmUpRounds(), m.warmUpMs());
    }

    private GemmRecords.RungResult runRung(Entry entry, int index, List<Gemm> gemms, GemmShape shape,
                                           List<Buffer[]> buffers, float[] hostA, float[] hostB,
                                           GemmRecords.Timed vendorTimed, GemmRecords.EndToEnd vendorEndToEnd,
                                           Optional<Fp32Peak> peak) {
        GemmRung rung = entry.rung();
        Map<String, Long> parameters = null;
        try {
            if (gemms.get(index) == null) {
                gemms.set(index, Gemm.of(session, rung, entry.overrides(), options.database()));
            }
            Gemm gemm = gemms.get(index);
            GemmConfiguration config = gemm.configuration(shape);
            GemmChoice choice = gemm.choice(shape);
            // the matrix-vector and -panel kernels (M or N up to 16, or 32 read along K) run no tile: their own parameters, no tile
            // kernel's resources
            boolean tiles = choice.matrixVector() == null;
            parameters = tiles ? config.parameters() : choice.parameters();
            GemmRecords.Verification verification = options.verify() ? verify(gemm, shape, buffers.getFirst(), hostA, hostB)
                    : null;
            for (int i = 0; i < options.warmups(); i++) {
                Buffer[] set = buffers.get(i % buffers.size());
                gemm.plan(shape, ALPHA, set[0], set[1], BETA, set[2]).enqueue();
            }
            session.synchronize();
            List<GemmPlan.Launch> planned = gemm.plan(shape, ALPHA, buffers.getFirst()[0], buffers.getFirst()[1], BETA,
                    buffers.getFirst()[2]).launches();
            int launches = planned.size();
            long[][] samples = new long[launches][options.repetitions()];
            long[] kernelSamples = new long[options.repetitions()];   // the rung's launches together, per run
            for (int i = 0; i < options.repetitions(); i++) {
                Buffer[] set = buffers.get(i % buffers.size());
                long[] each = gemm.plan(shape, ALPHA, set[0], set[1], BETA, set[2]).timeEach();
                for (int l = 0; l < launches; l++) {
                    samples[l][i] = each[l];
                    if (!planned.get(l).pack()) {
                        kernelSamples[i] += each[l];
                    }
                }
            }
            GemmRecords.Timed kernel = timed(kernelSamples, shape);
            List<Double> packs = new ArrayList<>();
            double total = kernel.medianNs();
            for (int l = 0; l < launches; l++) {
                if (planned.get(l).pack()) {
                    double median = Timing.median(samples[l]);
                    packs.add(median);
                    total += median;
                }
            }
            double gflops = shape.flops() / total;
            Double ofVendor = vendorTimed == null ? null : 100.0 * gflops / vendorTimed.gflops();
            Double ofPeak = peak.map(p -> 100.0 * gflops / p.gflops()).orElse(null);
            GemmRecords.EndToEnd endToEnd = endToEnd(shape, buffers, total,
                    set -> gemm.sgemm(shape, ALPHA, set[0], set[1], BETA, set[2]));
            Double ofVendorEndToEnd = vendorEndToEnd == null ? null : 100.0 * vendorEndToEnd.medianNs() / endToEnd.medianNs();
            GemmRecords.RungResult result = new GemmRecords.RungResult(rung.number(), rung.id(), entry.label(), rung.title(),
                    parameters, choice.entry(), tiles ? config.program().compileTime().toNanos() / 1e6 : 0,
                    tiles ? resources(config) : null, tiles ? occupancy(config) : null, verification, kernel,
                    packs.isEmpty() ? null : packs, total, gflops, ofVendor, ofPeak, choice.shapeClass().id(), endToEnd,
                    ofVendorEndToEnd, null);
            progress.accept(String.format(Locale.ROOT, "  %s: kernel %.3f ms, %s GFLOP/s%s; end to end %.3f ms%s, "
                            + "%.1f us host per call (%.1f on one set of buffers)%s", entry.label(), total / 1e6,
                    Rate.format(gflops),
                    ofVendor == null ? "" : String.format(Locale.ROOT, ", %.1f%% of %s", ofVendor, vendor.name()),
                    endToEnd.medianNs() / 1e6,
                    ofVendorEndToEnd == null ? "" : String.format(Locale.ROOT, ", %.1f%%", ofVendorEndToEnd),
                    endToEnd.hostNsPerCall() / 1e3, endToEnd.hostNsSameBuffers() / 1e3,
                    verification == null ? "" : verification.passed() ? ", verified" : ", WRONG RESULT"));
            return result;
        } catch (InvalidInputException | GpuException failure) {
            progress.accept("  " + entry.label() + ": failed: " + failure.getMessage());
            return new GemmRecords.RungResult(rung.number(), rung.id(), entry.label(), rung.title(), parameters, null, 0,
                    null, null,
                    null, null, null, 0, 0, null, null, null, null, null, failure.getMessage());
        }
    }

    private GemmRecords.Verification verify(Gemm gemm, GemmShape shape, Buffer[] set, float[] hostA, float[] hostB) {
        set[2].fill(Float.NaN);
        gemm.sgemm(shape, ALPHA, set[0], set[1], BETA, set[2]);
        float[] out = set[2].readFloats();
        long nonFinite = GemmReference.nonFinite(shape, out);
        GemmReference.Comparison comparison = GemmReference.sampled(shape, ALPHA, hostA, hostB, BETA, null, out,
                SAMPLE_BLOCK, 17);
        boolean passed = nonFinite == 0 && comparison.passes();
        return new GemmRecords.Verification(passed, comparison.relativeError(), nonFinite, comparison.compared(),
                "NaN scan of all " + (long) shape.m() * shape.n() + " elements + " + comparison.compared()
                        + " sampled elements vs double");
    }

    private GemmRecords.Resources resources(GemmConfiguration gemm) {
        KernelResources r = gemm.kernel().resources();
        Map<String, Long> p = gemm.parameters();
        return new GemmRecords.Resources(gemm.rung().tiling().threads(p),
                r.registersPerThread().isPresent() ? r.registersPerThread().getAsInt() : null,
                r.sharedMemBytes().isPresent() ? r.sharedMemBytes().getAsLong() : r.localMemBytes(),
                r.spillStoreBytes().isPresent() ? r.spillStoreBytes().getAsLong() : null,
                r.spillLoadBytes().isPresent() ? r.spillLoadBytes().getAsLong() : null,
                r.privateMemBytes(), gemm.rung().tiling().localBytes(p));
    }

    private GemmRecords.Occupancy occupancy(GemmConfiguration gemm) {
        return occupancies.computeIfAbsent(gemm, this::computeOccupancy);
    }

    private GemmRecords.Occupancy computeOccupancy(GemmConfiguration gemm) {
        int threads = (int) gemm.rung().tiling().threads(gemm.parameters());
        GemmRecords.Resources res = resources(gemm);
        KernelOccupancy kernelOccupancy = KernelOccupancy.of(gemm.kernel(), threads, 0);
        OccupancyResult model = res.registersPerThread() == null ? null : kernelOccupancy.result().orElse(null);
        String note = model == null ? String.join("; ", kernelOccupancy.notes()) : null;
        Integer driverGroups = null;
        Double driverOccupancy = null;
        if (this.driverOccupancy != null) {
            OptionalInt groups = this.driverOccupancy.groupsPerUnit(gemm, threads);
            if (groups.isPresent()) {
                driverGroups = groups.getAsInt();
                if (model != null && model.maxWavesPerUnit() > 0) {
                    driverOccupancy = (double) driverGroups * model.wavesPerGroup() / model.maxWavesPerUnit();
                }
            }
        }
        return new GemmRecords.Occupancy(model == null ? null : model.groupsPerUnit(),
                model == null ? null : model.occupancy(), model == null ? null : model.limitersJoined(),
                driverGroups, driverOccupancy, note);
    }

    private static GemmRecords.Timed timed(long[] samples, GemmShape shape) {
        double median = Timing.median(samples);
        double min = Arrays.stream(samples).min().orElseThrow();
        return new GemmRecords.Timed(Arrays.stream(samples).boxed().toList(), median, min, shape.flops() / median);
    }

    private static float[] randomFloats(SplittableRandom random, long n) {
        float[] data = new float[Math.toIntExact(n)];
        SplittableRandom[] streams = new SplittableRandom[16];
        for (int i = 0; i < streams.length; i++) {
            streams[i] = random.split();
        }
        int chunk = (data.length + streams.length - 1) / streams.length;
        IntStream.range(0, streams.length).parallel().forEach(s -> {
            SplittableRandom local = streams[s];
            for (int i = s * chunk; i < Math.min(data.length, (s + 1) * chunk); i++) {
                data[i] = (float) (local.nextDouble() * 2 - 1);
            }
        });
        return data;
    }
}
