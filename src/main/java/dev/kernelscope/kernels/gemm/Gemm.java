/*
 * The SGEMM a Java application calls: C = alpha * op(A) * op(B) + beta * C on a DeviceSession, any layout, transposes,
 * leading dimensions and any M, N, K >= 1, with one rung of the ladder (the tuned one by default, its parameters
 * from the per-device tuning database). Operands the rung cannot read directly (transposed, not a tile multiple,
 * a leading dimension that breaks 16-byte loads) are first packed into zero-padded scratch buffers (pack.cl).
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.ElementType;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.KernelOccupancy;
import dev.kernelscope.device.Program;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.occupancy.OccupancyResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public final class Gemm implements AutoCloseable {
    private static final String PACK_SOURCE = loadPackSource();
    private static final long PACK_GROUP = 16;
    private static final String SPLIT_KERNEL = "sgemm_tuned_split";

    private final DeviceSession session;
    private final GemmRung rung;
    private final Map<String, Long> parameters;
    private final String parameterSource;
    private final Program program;
    private final Kernel kernel;
    private Kernel pack;            // compiled on first need
    private Buffer scratchA;        // grown on demand, reused across calls
    private Buffer scratchB;
    private Kernel splitKernel;     // rung 10's split-tile kernel, compiled with it, taken on first need
    private Buffer partials;        // rung 10's split-tile workspace and per-tile counters (zero between calls)
    private Buffer tileCounters;
    private int residentGroupsOverride;   // tests: pretend the device holds this many groups at once (0: ask it)

    private Gemm(DeviceSession session, GemmRung rung, Map<String, Long> parameters, String parameterSource) {
        this.session = session;
        this.rung = rung;
        this.parameters = Map.copyOf(parameters);
        this.parameterSource = parameterSource;
        checkDeviceLimits(session.device(), rung, parameters);
        this.program = session.compile(rung.source(), parameters, compilerOptions(session, parameters));
        this.kernel = program.kernel(rung.kernelName());
    }

    /** The tuned rung with the parameters the tuning database gives for this device. */
    public static Gemm tuned(DeviceSession session) {
        return of(session, GemmRung.TUNED, Map.of());
    }

    /**
     * A rung with its parameters: for the tuned rung the database entry for this device with {@code overrides}
     * applied on top, for the others the file's defaults with {@code overrides}. Compiles now (cached per session).
     */
    public static Gemm of(DeviceSession session, GemmRung rung, Map<String, Long> overrides) {
        GemmTuning.Entry base = rung == GemmRung.TUNED ? GemmTuning.builtIn().lookup(session.device())
                : GemmTuning.Entry.defaults();
        Map<String, Long> merged = new java.util.TreeMap<>(base.parameters());
        merged.putAll(overrides);
        String source = overrides.isEmpty() ? base.matchedBy() : base.matchedBy() + " + override " + overrides;
        return new Gemm(session, rung, rung.parameters(merged), source);
    }

    public GemmRung rung() {
        return rung;
    }

    /** The complete parameters compiled into the kernel (sorted). */
    public Map<String, Long> parameters() {
        return new java.util.TreeMap<>(parameters);
    }

    /** Where the parameters came from: "defaults", "device ...", "architecture sm_90", ..., plus any override. */
    public String parameterSource() {
        return parameterSource;
    }

    public Program program() {
        return program;
    }

    /** The rung's compiled kernel (its resources are the numbers the occupancy model needs). */
    public Kernel kernel() {
        return kernel;
    }

    public DeviceSession session() {
        return session;
    }

    /** Row-major, not transposed, tightly packed: C (m x n) = alpha * A (m x k) * B (k x n) + beta * C. */
    public void sgemm(int m, int n, int k, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
        sgemm(GemmShape.rowMajor(m, n, k), alpha, a, b, beta, c);
    }

    /** BLAS-style call; enqueued, asynchronous (a read of C or DeviceSession.synchronize() waits for it). */
    public void sgemm(Layout layout, boolean transA, boolean transB, int m, int n, int k, float alpha, Buffer a,
                      int lda, Buffer b, int ldb, float beta, Buffer c, int ldc) {
        sgemm(new GemmShape(layout, transA, transB, m, n, k, lda, ldb, ldc), alpha, a, b, beta, c);
    }

    public void sgemm(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
        plan(shape, alpha, a, b, beta, c).enqueue();
    }

    /** The launches one call makes, in order (packs first, then the rung's kernel); for timing each separately. */
    public GemmPlan plan(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
        checkBuffer(a, shape.aElements(), "A");
        checkBuffer(b, shape.bElements(), "B");
        checkBuffer(c, shape.cElements(), "C");
        GemmShape row = shape.toRowMajor();
        Buffer first = shape.swapsOperands() ? b : a;
        Buffer second = shape.swapsOperands() ? a : b;
        Tiling tiling = rung.tiling();
        long vector = tiling.vectorWidth(parameters);
        int mPad = ceilTo(row.m(), tiling.tileM(parameters));
        int nPad = ceilTo(row.n(), tiling.tileN(parameters));
        int kPad = ceilTo(row.k(), tiling.tileK(parameters));

        List<GemmPlan.Launch> launches = new ArrayList<>();
        Buffer kernelA = first;
        int lda = row.lda();
        if (row.transA() || mPad != row.m() || kPad != row.k() || lda % vector != 0) {
            lda = ceilTo(kPad, vector);
            scratchA = scratch(scratchA, (long) mPad * lda);
            launches.add(packLaunch(row.m(), row.k(), first, row.lda(), row.transA(), mPad, kPad, scratchA, lda, "pack A"));
            kernelA = scratchA;
        }
        Buffer kernelB = second;
        int ldb = row.ldb();
        if (row.transB() || nPad != row.n() || kPad != row.k() || ldb % vector != 0) {
            ldb = ceilTo(nPad, vector);
            scratchB = scratch(scratchB, (long) kPad * ldb);
            launches.add(packLaunch(row.k(), row.n(), second, row.ldb(), row.transB(), kPad, nPad, scratchB, ldb, "pack B"));
            kernelB = scratchB;
        }
        checkIndexRange((long) mPad * lda, "A as the kernel reads it");
        checkIndexRange((long) kPad * ldb, "B as the kernel reads it");
        checkIndexRange((long) row.m() * row.ldc(), "C");
        if (rung == GemmRung.TUNED) {
            launches.addAll(tunedLaunches(row, alpha, kernelA, lda, kernelB, ldb, beta, c, mPad, nPad, kPad));
        } else {
            Object[] args = {row.m(), row.n(), kPad, alpha, kernelA, lda, kernelB, ldb, beta, c, row.ldc()};
            launches.add(new GemmPlan.Launch(rung.label(), kernel, args, tiling.geometry(parameters, mPad, nPad)));
        }
        return new GemmPlan(shape, launches);
    }

    /** Frees the scratch buffers; the compiled program stays in the session's cache. Idempotent. */
    @Override
    public void close() {
        if (scratchA != null) {
            scratchA.close();
            scratchA = null;
        }
        if (scratchB != null) {
            scratchB.close();
            scratchB = null;
        }
        close(partials);
        close(tileCounters);
        partials = null;
        tileCounters = null;
        kernel.close();
        if (splitKernel != null) {
            splitKernel.close();
            splitKernel = null;
        }
        if (pack != null) {
            pack.close();
            pack = null;
        }
    }

    /** How the tuned rung's next launch over an mPad x nPad x kPad problem is spread over the device. */
    public StreamKSchedule schedule(int mPad, int nPad, int kPad) {
        Tiling tiling = rung.tiling();
        int tiles = Math.toIntExact(mPad / tiling.tileM(parameters) * (nPad / tiling.tileN(parameters)));
        if (rung != GemmRung.TUNED || parameters.get("STREAM_K") == 0) {
            return StreamKSchedule.wholeTilesOnly(tiles);
        }
        return StreamKSchedule.of(tiles, Math.toIntExact(kPad / tiling.tileK(parameters)), residentGroups());
    }

    /**
     * Groups of the compiled kernel the device runs at once: compute units times the occupancy model's groups per
     * unit for the kernel's real registers and local memory (on NVIDIA the model matches the driver's answer in
     * every configuration checked, docs/results/h100/cuda.md); one per unit where the device has no model (CPUs).
     */
    int residentGroups() {
        if (residentGroupsOverride > 0) {
            return residentGroupsOverride;
        }
        long threads = rung.tiling().threads(parameters);
        int perUnit = KernelOccupancy.of(kernel, threads, 0).result().map(OccupancyResult::groupsPerUnit).orElse(1);
        return Math.max(1, session.device().computeUnits() * Math.max(1, perUnit));
    }

    /** Tests: schedule as if the device held {@code groups} groups at once (0: ask the device again). */
    void overrideResidentGroups(int groups) {
        residentGroupsOverride = groups;
    }

    // ---- internals ----

    /** Rung 10's launches: the whole tiles, then (STREAM_K) the partial wave split along K. */
    private List<GemmPlan.Launch> tunedLaunches(GemmShape row, float alpha, Buffer a, int lda, Buffer b, int ldb,
                                                float beta, Buffer c, int mPad, int nPad, int kPad) {
        Tiling tiling = rung.tiling();
        long threads = tiling.threads(parameters);
        StreamKSchedule schedule = schedule(mPad, nPad, kPad);
        List<GemmPlan.Launch> launches = new ArrayList<>();
        if (schedule.wholeTiles() > 0) {
            Object[] args = {row.m(), row.n(), kPad, alpha, a, lda, b, ldb, beta, c, row.ldc()};
            launches.add(new GemmPlan.Launch(rung.label(), kernel, args,
                    Geometry.of(schedule.wholeTiles() * threads, 1, threads, 1)));
        }
        if (schedule.splitTiles() > 0) {
            long partialFloats = schedule.partialFloats(tiling.tileM(parameters), tiling.tileN(parameters));
            if (partials == null || partials.length() < partialFloats || tileCounters.length() < schedule.splitTiles()) {
                close(partials);
                close(tileCounters);
                partials = session.allocate(ElementType.FLOAT, partialFloats);
                tileCounters = session.allocate(ElementType.INT, schedule.splitTiles());
                tileCounters.fill(0);     // the kernel counts the parts of each split tile here and leaves it 0
            }
            if (splitKernel == null) {
                splitKernel = program.kernel(SPLIT_KERNEL);
            }
            Object[] args = {row.m(), row.n(), kPad, alpha, a, lda, b, ldb, beta, c, row.ldc(), schedule.wholeTiles(),
                    schedule.splitTiles(), partials, tileCounters};
            launches.add(new GemmPlan.Launch(rung.label() + " (split tiles)", splitKernel, args,
                    Geometry.of(schedule.splitGroups() * threads, 1, threads, 1)));
        }
        return launches;
    }

    private static void close(Buffer buffer) {
        if (buffer != null) {
            buffer.close();
        }
    }

    private GemmPlan.Launch packLaunch(int rows, int cols, Buffer src, int ld, boolean transposed, int rowsOut,
                                       int colsOut, Buffer dst, int ldOut, String what) {
        if (pack == null) {
            pack = session.compile(PACK_SOURCE, Map.of("GROUP_X", PACK_GROUP, "GROUP_Y", PACK_GROUP)).kernel("gemm_pack");
        }
        Object[] args = {rows, cols, src, ld, transposed ? 1 : 0, rowsOut, colsOut, dst, ldOut};
        Geometry geometry = Geometry.of(ceilTo(colsOut, PACK_GROUP), ceilTo(rowsOut, PACK_GROUP), PACK_GROUP, PACK_GROUP);
        return new GemmPlan.Launch(what, pack, args, geometry, true);
    }

    private Buffer scratch(Buffer current, long elements) {
        if (current != null && current.length() >= elements) {
            return current;
        }
        if (current != null) {
            current.close();
        }
        return session.allocate(ElementType.FLOAT, elements);
    }

    private void checkBuffer(Buffer buffer, long elements, String name) {
        if (buffer.type() != ElementType.FLOAT) {
            throw new InvalidInputException("SGEMM needs float buffers; " + name + " holds " + buffer.type() + ".");
        }
        if (buffer.length() < elements) {
            throw new InvalidInputException("Buffer " + name + " holds " + buffer.length() + " floats but the shape "
                    + "needs " + elements + " (lines x leading dimension).");
        }
        if (buffer.session() != session) {
            throw new InvalidInputException("Buffer " + name + " belongs to another device session.");
        }
    }

    private static void checkIndexRange(long elements, String what) {
        if (elements > Integer.MAX_VALUE) {
            throw new InvalidInputException("The kernels index with 32-bit integers: " + what + " spans " + elements
                    + " elements, more than 2^31 - 1. Split the problem into smaller GEMMs.");
        }
    }

    static void checkDeviceLimits(Device device, GemmRung rung, Map<String, Long> parameters) {
        Tiling tiling = rung.tiling();
        long threads = tiling.threads(parameters);
        if (threads > device.maxGroupSize()) {
            throw new InvalidInputException("Rung " + rung.label() + " with " + parameters + " needs groups of "
                    + threads + " work-items; " + device.label() + " allows at most " + device.maxGroupSize() + ".");
        }
        long local = tiling.localBytes(parameters);
        if (local > device.kernelLocalMemBytes()) {   // the rungs declare their tiles as __local arrays
            throw new InvalidInputException("Rung " + rung.label() + " with " + parameters + " declares " + local
                    + " bytes of local memory per group; " + device.label() + " allows " + device.kernelLocalMemBytes()
                    + " in a kernel's own __local arrays" + (device.backend() == BackendKind.CUDA
                    ? " (CUDA's static shared memory limit; the device's " + device.localMemBytes()
                    + " bytes are for dynamic shared memory)" : "") + ". Use smaller tiles, BK or STAGES.");
        }
    }

    /**
     * MAX_REGISTERS > 0 caps registers per work-item through NVIDIA's compiler option (NVIDIA OpenCL reads it, the
     * CUDA backend turns it into NVRTC's --maxrregcount); other vendors have no such option and get none.
     */
    static java.util.List<String> compilerOptions(DeviceSession session, Map<String, Long> parameters) {
        long cap = parameters.getOrDefault("MAX_REGISTERS", 0L);
        boolean nvidia = session.device().vendor().toUpperCase(java.util.Locale.ROOT).contains("NVIDIA");
        return cap > 0 && nvidia ? java.util.List.of("-cl-nv-maxrregcount=" + cap) : java.util.List.of();
    }

    static int ceilTo(long value, long multiple) {
        long rounded = (value + multiple - 1) / multiple * multiple;
        if (rounded > Integer.MAX_VALUE) {
            throw new InvalidInputException("Size " + value + " padded to a multiple of " + multiple
                    + " exceeds 2^31 - 1.");
        }
        return (int) rounded;
    }

    private static String loadPackSource() {
        try (InputStream in = Gemm.class.getResourceAsStream("pack.cl")) {
            if (in == null) {
                throw new IllegalStateException("missing kernel resource pack.cl next to " + Gemm.class.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
        }
    }
}
