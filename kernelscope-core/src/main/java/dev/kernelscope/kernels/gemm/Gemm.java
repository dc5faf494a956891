/*
 * The SGEMM a Java application calls: C = alpha * op(A) * op(B) + beta * C on a DeviceSession, any layout, transposes,
 * leading dimensions and any M, N, K >= 1, with one rung of the ladder (the tuned one by default, its configuration
 * chosen per call by shape class from the per-device tuning database). The kernel reads the caller's buffers in
 * place wherever it can, sizes off the tile included (its edge loads clamped: CLAMP_EDGES, or a twin compiled with it
 * for such shapes); operands it cannot (transposed, K no multiple of the slice depth, a leading dimension that breaks
 * 16-byte loads) are first packed into zero-padded scratch buffers, both in one launch (pack.cl). Each shape is
 * planned once and cached (the PLAN_CACHE_LIMIT most recently used shapes); a call on a known shape only sets
 * arguments and enqueues (no allocation, no device query, no synchronization). Not thread-safe: a call from a second
 * thread while one is inside a call of any Gemm on the same session fails (OneCallAtATime.of). C may not be A or B
 * (BLAS's rule): such a call is refused.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.ElementType;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.LaunchSequence;
import dev.kernelscope.device.Program;
import dev.kernelscope.kernels.OneCallAtATime;
import dev.kernelscope.kernels.gemm.GemmOperands.Pack;
import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

public final class Gemm implements AutoCloseable {
    private static final String PACK_SOURCE = GemmKernelFiles.read("pack.cl");
    private static final String SCALE_SOURCE = GemmKernelFiles.read("scale_c.cl");
    private static final int SCALE_GROUP = 16;   // work-items per side of a scale_c.cl group
    private static final int PACK_ROWS = 8;      // work-item rows of a pack group
    static final int REDUCE_LANES_GROUP = 256;   // work-items of a sgemm_tuned_reduce_lanes group (10_tuned.cl's
                                                 // REDUCE_GROUP, GemmRegistryTest keeps them equal)
    /**
     * Planned shapes kept, the least recently used forgotten beyond: an application whose shapes vary (a batch or
     * sequence length per call) would otherwise keep one plan per shape it ever saw, about 0.8 KB of heap and a
     * launch sequence each (a CUDA graph on that backend; measured on PoCL: 3,000 shapes, 3,000 plans, 3,006 objects
     * in the session). A forgotten shape is planned again on its next call (its kernels stay compiled).
     */
    static final int PLAN_CACHE_LIMIT = 256;

    /**
     * When an operand packed only for its alignment (rows, or K along its loads, no multiple of 4 floats) is read in
     * place instead by the SCALAR_LOADS twin (4-byte loads): by default where that removes every pack of the call and
     * ScalarLoadsCost models the packs slower than the twin's loads; -Dkernelscope.gemm.scalarLoads=off (or false)
     * never, =always (or true) wherever an operand can be. On the H200 (docs/results/h200/session27/scalar-loads,
     * alternating processes) the twin took short calls 4-23% faster end to end (685x1175x21 7.7 -> 6.3 us,
     * 1825x37x53 12.5 -> 10.8) and 311x6055x6859 column-major TT 5% (its pack moves 332 MB), but large calls whose
     * packs are small 2-10% slower (5000x5001x700 796 -> 884 us), as were the calls where a pack remained.
     */
    enum ScalarLoads {
        OFF, BY_COST, ALWAYS;

        static ScalarLoads of(String property) {
            return switch (property == null ? "" : property.toLowerCase(Locale.ROOT)) {
                case "off", "false" -> OFF;
                case "always", "true" -> ALWAYS;
                default -> BY_COST;
            };
        }
    }

    static final ScalarLoads SCALAR_LOADS_DEFAULT = ScalarLoads.of(System.getProperty("kernelscope.gemm.scalarLoads"));

    private final DeviceSession session;
    private final GemmRung rung;
    private final Map<GemmShapeClass, GemmConfiguration> byClass;
    private final Map<GemmShapeClass, String[]> origins;   // per class: the entry it matched and the entry's account
    private final GemmConfiguration primary;        // the GENERAL class's: parameters(), program(), kernel()
    private final Map<GemmShape, Call> calls = new LinkedHashMap<>(16, 0.75f, true) {   // in order of last use
        @Override
        protected boolean removeEldestEntry(Map.Entry<GemmShape, Call> eldest) {
            if (size() <= PLAN_CACHE_LIMIT) {
                return false;
            }
            eldest.getValue().launches().close();   // a launch in flight finishes (CUDA frees a running graph after)
            return true;
        }
    };
    private Call lastCall;          // the plan of the previous call (null after close or a cleared cache)
    private Kernel pack;            // compiled on first need
    private Kernel scaleC;          // alpha = 0: C = beta * C (scale_c.cl), compiled on first need
    private GemmVector vector;      // the matrix-vector and -panel kernels (shape class vector), compiled on first need
    private Buffer scratchA;        // grown when a new shape needs more (never during a call on a known shape)
    private Buffer scratchB;
    private Buffer partials;        // rung 10's split tiles' and the matrix-vector slices' parts, and their counters
    private Buffer tileCounters;    // (one per split tile or vector call's group along the outputs; zero between calls)
    private int residentGroupsOverride;   // tests: pretend the device holds this many groups at once (0: ask it)
    private int computeUnitsOverride;     // tests: pretend the device has this many compute units (0: ask it)
    private boolean plansAsOneEnqueue;    // tests: plan as if the backend enqueued a call's launches as one (CUDA)
    private ScalarLoads scalarLoads = SCALAR_LOADS_DEFAULT;   // tests may change it (overrideScalarLoads)
    private boolean transposedC = GemmProduct.TRANSPOSED_C_DEFAULT;   // TT calls as their twin (overrideTransposedC)
    private boolean closed;
    private final boolean byShapeClass;   // the tuned rung without overrides: vector-class calls run gemv.cl
    private final OneCallAtATime caller;   // the session's: every Gemm on one session shares it

    /**
     * One planned call shape: everything but the buffers and alpha, beta. m, n, lda, ldb are the kernel's product's
     * (GemmProduct), ldc C's.
     */
    private record Call(GemmShape shape, GemmProduct product, GemmShapeClass shapeClass, GemmConfiguration config,
                        Pack packA, Pack packB, Geometry packs, int m, int n, int kPad, int kernelK, int lda, int ldb,
                        int ldc, int mPad, int nPad, StreamKSchedule schedule, Geometry whole, Geometry split,
                        Geometry reduce, int reduceLanes, List<Step> steps, LaunchSequence launches,
                        GemmVector.Plan vectorPlan, String operandsNote) {}

    /** One launch of a planned call, in order: what it is (for plan()), its kernel and geometry, a pack or not. */
    private record Step(String what, Kernel kernel, Geometry geometry, boolean pack) {}

    private Gemm(DeviceSession session, GemmRung rung, Map<GemmShapeClass, GemmConfiguration> byClass,
                 Map<GemmShapeClass, String[]> origins, boolean byShapeClass) {
        this.session = session;
        this.caller = OneCallAtATime.of(session);
        this.rung = rung;
        this.byShapeClass = byShapeClass;
        this.byClass = byClass;
        this.origins = origins;
        this.primary = byClass.get(GemmShapeClass.GENERAL);
        primary.kernel();   // compile the main configuration now, so a compile error shows at construction
    }

    /** The tuned rung, its configuration chosen per call by shape class from the tuning database for this device. */
    public static Gemm tuned(DeviceSession session) {
        return of(session, GemmRung.TUNED, Map.of());
    }

    /**
     * A rung with its parameters. The tuned rung without overrides is {@link #tuned}: one database entry per shape
     * class; with {@code overrides}, one configuration for every shape: the device's general entry with the overrides
     * on top, run as tiles on the matrix-vector shapes too (gemv.cl's kernels have no such parameters). The other
     * rungs: the file's defaults with {@code overrides}. Compiles the main configuration now (cached per session), the
     * others on first use.
     */
    public static Gemm of(DeviceSession session, GemmRung rung, Map<String, Long> overrides) {
        return of(session, rung, overrides, GemmTuning.builtIn());
    }

    /** As {@link #of(DeviceSession, GemmRung, Map)} with another tuning database (tests, the autotuner's output). */
    public static Gemm of(DeviceSession session, GemmRung rung, Map<String, Long> overrides, GemmTuning database) {
        java.util.Objects.requireNonNull(session, "session");
        java.util.Objects.requireNonNull(rung, "rung (GemmRung.TUNED for the tuned one)");
        java.util.Objects.requireNonNull(overrides, "overrides (Map.of() for none)");
        java.util.Objects.requireNonNull(database, "database (GemmTuning.builtIn() for the built-in one)");
        Map<GemmShapeClass, GemmConfiguration> byClass = new EnumMap<>(GemmShapeClass.class);
        Map<GemmShapeClass, String[]> origins = new EnumMap<>(GemmShapeClass.class);
        Map<Map<String, Long>, GemmConfiguration> distinct = new LinkedHashMap<>();
        String suffix = overrides.isEmpty() ? "" : " + override " + new TreeMap<>(overrides);
        if (rung == GemmRung.TUNED) {
            Map<GemmShapeClass, GemmTuning.Entry> choices = database.choices(session.device());
            if (!overrides.isEmpty()) {
                // an override fixes the configuration (a parameter sweep means these parameters for every shape): the
                // general entry's with the overrides on top, whatever the shape class
                GemmTuning.Entry general = choices.get(GemmShapeClass.GENERAL);
                choices.replaceAll((shapes, entry) -> general);
            }
            // the general class first, so its configuration is the one a shared parameter set is reported under
            List<GemmShapeClass> order = new ArrayList<>(List.of(GemmShapeClass.GENERAL));
            for (GemmShapeClass shapes : GemmShapeClass.values()) {
                if (shapes != GemmShapeClass.GENERAL) {
                    order.add(shapes);
                }
            }
            for (GemmShapeClass shapes : order) {
                GemmTuning.Entry entry = choices.get(shapes);
                Map<String, Long> merged = new TreeMap<>(entry.parameters());
                merged.putAll(overrides);
                Map<String, Long> parameters = rung.parameters(merged);
                GemmConfiguration config = distinct.computeIfAbsent(parameters,
                        p -> new GemmConfiguration(session, rung, p, entry.matchedBy() + suffix, entry.source()));
                byClass.put(shapes, config);
                origins.put(shapes, new String[] {entry.matchedBy() + suffix, entry.source()});
            }
        } else {
            GemmConfiguration config = defaultsTheKernelHolds(session, rung, overrides, suffix);
            for (GemmShapeClass shapes : GemmShapeClass.values()) {
                byClass.put(shapes, config);
                origins.put(shapes, new String[] {config.source(), config.why()});
            }
        }
        return new Gemm(session, rung, byClass, origins, rung == GemmRung.TUNED && overrides.isEmpty());
    }

    /**
     * A rung other than the tuned one: the kernel file's defaults with {@code overrides}. A compiled kernel may hold
     * fewer work-items per group than the device (NVIDIA's OpenCL reports CL_KERNEL_WORK_GROUP_SIZE = 256 for rung 3's
     * 32x32 groups on the H100 and the H200, where CUDA runs them); where the caller did not fix rung 3's TILE, it is
     * halved until the compiled kernel holds its group, and the configuration's source says why. A TILE the caller gave
     * is kept, and the launch then says the kernel's limit.
     */
    private static GemmConfiguration defaultsTheKernelHolds(DeviceSession session, GemmRung rung,
            Map<String, Long> overrides, String suffix) {
        Map<String, Long> parameters = rung.parameters(overrides);
        GemmConfiguration config = new GemmConfiguration(session, rung, parameters, "defaults" + suffix,
                "the kernel file's defaults");
        if (!(rung.tiling() instanceof Tiling.SquareTile) || overrides.containsKey("TILE")) {
            return config;
        }
        long held = config.kernel().resources().maxGroupSize();
        long tile = largestSquareTileWithin(parameters.get("TILE"), held);
        if (tile == parameters.get("TILE")) {
            return config;
        }
        Map<String, Long> fitted = new TreeMap<>(overrides);
        fitted.put("TILE", tile);
        return new GemmConfiguration(session, rung, rung.parameters(fitted),
                "defaults, TILE=" + tile + suffix, "the kernel file's defaults, TILE halved to " + tile + ": "
                + session.device().label() + " holds the compiled " + parameters.get("TILE") + "x"
                + parameters.get("TILE") + " kernel in groups of at most " + held
                + " work-items (CL_KERNEL_WORK_GROUP_SIZE)");
    }

    /** The largest of tile, tile/2, tile/4, ... (at least 1) whose square fits in maxGroupSize work-items. */
    static long largestSquareTileWithin(long tile, long maxGroupSize) {
        long fitted = tile;
        while (fitted > 1 && fitted * fitted > maxGroupSize) {
            fitted /= 2;
        }
        return fitted;
    }

    public GemmRung rung() {
        return rung;
    }

    /** The main (general shape class) configuration's complete parameters (sorted). */
    public Map<String, Long> parameters() {
        return primary.parameters();
    }

    /** Where the main parameters came from: "defaults", "device ...", "architecture sm_90", ..., plus any override. */
    public String parameterSource() {
        return primary.source();
    }

    public Program program() {
        return primary.program();
    }

    /** The main configuration's kernel (its resources are the numbers the occupancy model needs). */
    public Kernel kernel() {
        return primary.kernel();
    }

    /** Every distinct configuration this Gemm can choose, each with the shape classes it serves. */
    public Map<GemmConfiguration, List<GemmShapeClass>> configurations() {
        Map<GemmConfiguration, List<GemmShapeClass>> result = new LinkedHashMap<>();
        byClass.forEach((shapes, config) -> result.computeIfAbsent(config, c -> new ArrayList<>()).add(shapes));
        return result;
    }

    /** The configuration a call of {@code shape} runs with. */
    public GemmConfiguration configuration(GemmShape shape) {
        return guarded(() -> call(shape).config());
    }

    public DeviceSession session() {
        return session;
    }

    /** Row-major, not transposed, tightly packed: C (m x n) = alpha * A (m x k) * B (k x n) + beta * C. */
    public void sgemm(int m, int n, int k, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
        sgemm(Layout.ROW_MAJOR, false, false, m, n, k, alpha, a, k, b, n, beta, c, n);
    }

    /** BLAS-style call; enqueued, asynchronous (a read of C or DeviceSession.synchronize() waits for it). */
    public void sgemm(Layout layout, boolean transA, boolean transB, int m, int n, int k, float alpha, Buffer a,
                      int lda, Buffer b, int ldb, float beta, Buffer c, int ldc) {
        Call last = lastCall;   // the previous call's shape again: no new GemmShape
        GemmShape shape = last != null && last.shape().is(layout, transA, transB, m, n, k, lda, ldb, ldc)
                ? last.shape() : new GemmShape(layout, transA, transB, m, n, k, lda, ldb, ldc);
        sgemm(shape, alpha, a, b, beta, c);
    }

    /** Enqueues the call: packs (if any) and the kernel launches, planned once per shape. Never waits for the device. */
    public void sgemm(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
        // the guard entered by hand, not through guarded(): a capturing lambda would allocate on every call
        // (GemmPlanCacheTest: a call on a known shape allocates nothing)
        boolean nested = caller.enter();
        try {
            enqueue(shape, alpha, a, b, beta, c);
        } finally {
            caller.exit(nested);
        }
    }

    private void enqueue(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
        Call call = checkedCall(shape, a, b, c);
        if (alpha == 0.0f) {
            // BLAS does not read A and B when alpha is 0: the kernels would turn a NaN or Inf there into NaN in C
            // (measured on PoCL: one NaN in A's first row, alpha 0, beta 1 made that row of C NaN)
            scaleC(call, beta, c);
            return;
        }
        setArguments(call, alpha, a, b, beta, c);
        // The launches go as one sequence (CUDA: one graph launch, its nodes' arguments rewritten, instead of one
        // cuLaunchKernel each: docs/results/h100/gemm-host-cost).
        call.launches().launch();
    }

    /**
     * Every launch's arguments for a call, on the kernels themselves: the one place that knows their order (plan()
     * reads them back). Typed setters, not args(Object...): no boxing, and an argument that keeps its value is left
     * as it is, so a call on a known shape allocates nothing.
     */
    private void setArguments(Call call, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
        Buffer first = call.product().swapsOperands() ? b : a;
        Buffer second = call.product().swapsOperands() ? a : b;
        if (call.vectorPlan() != null) {
            vector.setArguments(call.vectorPlan(), alpha, first, second, beta, c, partials != null ? partials : c,
                    tileCounters != null ? tileCounters : c);
            return;
        }
        Buffer kernelA = call.packA() != null ? scratchA : first;
        Buffer kernelB = call.packB() != null ? scratchB : second;
        if (call.packs() != null) {
            setPackArgs(call, first, second);
        }
        if (call.whole() != null) {
            setGemmArgs(call.config().kernel(), call, alpha, kernelA, kernelB, beta, c);
        }
        if (call.split() != null) {
            setGemmArgs(call.config().splitKernel(), call, alpha, kernelA, kernelB, beta, c)
                    .set(11, call.schedule().wholeTiles()).set(12, call.schedule().splitTiles())
                    .set(13, partials).set(14, tileCounters);
        }
        if (call.reduce() != null) {
            setReduceArgs(call.config().reduceKernel(call.reduceLanes()), call, alpha, beta, c);
        }
    }

    /** The rung's eleven leading arguments: M, N, K (padded, or the caller's with K_TAIL), alpha, A, lda, B, ldb, beta, C, ldc. */
    private static Kernel setGemmArgs(Kernel kernel, Call call, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
        return kernel.set(0, call.m()).set(1, call.n()).set(2, call.kernelK()).set(3, alpha).set(4, a).set(5, call.lda())
                .set(6, b).set(7, call.ldb()).set(8, beta).set(9, c).set(10, call.ldc());
    }

    /**
     * The reduce kernel's arguments: M, N, K, alpha, beta, C, ldc, firstTile, splitTiles, split groups, then
     * sgemm_tuned_reduce_lanes's lanes per float4, then partials.
     */
    private Kernel setReduceArgs(Kernel kernel, Call call, float alpha, float beta, Buffer c) {
        StreamKSchedule schedule = call.schedule();
        kernel.set(0, call.m()).set(1, call.n()).set(2, call.kernelK()).set(3, alpha).set(4, beta).set(5, c)
                .set(6, call.ldc()).set(7, schedule.wholeTiles()).set(8, schedule.splitTiles())
                .set(9, schedule.splitGroups());
        return call.reduceLanes() > 1 ? kernel.set(10, call.reduceLanes()).set(11, partials) : kernel.set(10, partials);
    }

    /** The pack launch's arguments: A's blocks first, then B's (an operand not packed: no blocks, never read). */
    private void setPackArgs(Call call, Buffer first, Buffer second) {
        Pack a = call.packA();
        Pack b = call.packB();
        pack.set(0, a == null ? 0 : a.blocks());
        setPackArgs(pack, 1, a != null ? a : b, a != null ? first : second, a != null ? scratchA : scratchB);
        setPackArgs(pack, 1 + PACK_ARGS, b != null ? b : a, b != null ? second : first,
                b != null ? scratchB : scratchA);
    }

    /** gemm_pack_pair's arguments per operand (pack.cl). */
    private static final int PACK_ARGS = 11;

    private static void setPackArgs(Kernel kernel, int at, Pack p, Buffer src, Buffer dst) {
        kernel.set(at, p.rows()).set(at + 1, p.cols()).set(at + 2, src).set(at + 3, p.ld())
                .set(at + 4, p.transposed() ? 1 : 0).set(at + 5, p.rowsOut()).set(at + 6, p.colsOut())
                .set(at + 7, dst).set(at + 8, p.ldOut()).set(at + 9, p.rowLead()).set(at + 10, p.colLead());
    }

    /**
     * The launches one call makes, in order (packs first, then the rung's kernels), each with the arguments the call
     * sets (read back from the kernels after setting them as sgemm does); for timing each separately. (With alpha =
     * 0, sgemm launches none of these: it scales C alone, as BLAS reads neither A nor B then.)
     */
    public GemmPlan plan(GemmShape shape, float alpha, Buffer a, Buffer b, float beta, Buffer c) {
        Call call = checkedCall(shape, a, b, c);
        setArguments(call, alpha, a, b, beta, c);
        List<GemmPlan.Launch> launches = new ArrayList<>();
        for (Step step : call.steps()) {
            launches.add(new GemmPlan.Launch(step.what(), step.kernel(), step.kernel().argumentValues(),
                    step.geometry(), step.pack()));
        }
        return new GemmPlan(shape, launches);
    }

    /** What a call of {@code shape} runs and why (plans the shape if it is new; compiles its configuration if needed). */
    public GemmChoice choice(GemmShape shape) {
        return guarded(() -> choiceOf(shape));
    }

    /** Runs {@code action} inside the one-thread guard sgemm enters: it plans, so it touches the plan cache too. */
    private <T> T guarded(java.util.function.Supplier<T> action) {
        boolean nested = caller.enter();
        try {
            return action.get();
        } finally {
            caller.exit(nested);
        }
    }

    private GemmChoice choiceOf(GemmShape shape) {
        Call call = call(shape);
        List<String> launches = call.steps().stream().map(Step::what).toList();
        if (call.vectorPlan() != null) {
            GemmVector.Plan plan = call.vectorPlan();
            return new GemmChoice(shape, call.product().row(), call.shapeClass(), "built in: the matrix-vector and"
                    + " matrix-panel kernels of gemv.cl (no database entry)", GemmShapeClass.VECTOR.rule() + "; the"
                    + " large matrix is read once, at the memory's speed, instead of padding the small side to a tile"
                    + " (tiles ran 4096x1x4096 at 31-45% of cuBLAS on the H200, docs/results/h200/tiny1; the panel"
                    + " kernels 101-190% up to 8 vectors, docs/results/h200/panel, the tile kernels 101-191% of 12 to"
                    + " 16 on shapes of 4096 and more, docs/results/h200/tile)", plan.parameters(), Map.of(),
                    plan.kernelName(), call.m(), call.n(), plan.k(), List.of(), call.schedule(), 1, 0, "",
                    plan.describe(), launches);
        }
        List<String> packs = new ArrayList<>();
        for (Pack p : new Pack[] {call.packA(), call.packB()}) {
            if (p != null) {
                packs.add(p.what() + ": " + p.rows() + " x " + p.cols() + (p.transposed() ? " transposed" : "")
                        + ", ld " + p.ld() + " -> " + p.rowsOut() + " x " + p.colsOut() + ", ld " + p.ldOut()
                        + (p.rowLead() + p.colLead() > 0 ? ", K's tail of " + (p.rowLead() + p.colLead())
                        + " zeros first" : "") + " (" + p.why() + ")");
            }
        }
        GemmConfiguration config = call.config();
        int resident = config.streamK() ? resident(config) : 0;
        StreamKSchedule schedule = call.schedule();
        int tiles = schedule.wholeTiles() + schedule.splitTiles();
        String wholeBecause = schedule.splitTiles() > 0 ? ""
                : config.streamK() ? StreamKSchedule.wholeBecause(tiles, call.kPad(), resident, computeUnits())
                : "the entry never splits them (STREAM_K=0)";
        String[] origin = origins.get(call.shapeClass());
        return new GemmChoice(shape, call.product().row(), call.shapeClass(), origin[0], origin[1],
                config.base().parameters(), config.twinChanges(),
                config.describeTiles() + describeTwin(config.twinChanges(), call.packA() != null) + call.operandsNote(),
                call.mPad(), call.nPad(), call.kPad(), packs, schedule, call.reduceLanes(), resident, wholeBecause,
                null, launches);
    }

    /** Why a call runs a twin of its database configuration, for --explain ("" for none); aPacked: A is packed. */
    private static String describeTwin(Map<String, Long> changes, boolean aPacked) {
        if (changes.isEmpty()) {
            return "";
        }
        List<String> why = new ArrayList<>();
        changes.forEach((name, value) -> why.add(name + "=" + value + switch (name) {
            case "CLAMP_EDGES" -> " (sizes off the tile read in place: the clamped twin)";
            case "TRANS_A" -> aPacked ? " (A read transposed, as packed)" : " (A read transposed in place, no pack)";
            case "TRANS_B" -> " (B read transposed in place, no pack)";
            case "TRANS_C" -> " (both operands transposed: the product of the operands as stored computed, C"
                    + " written transposed)";
            case "BK" -> " (a slice depth that divides K: no pack)";
            case "K_TAIL" -> " (K no multiple of the slice: the first slice holds the tail, read as zeros before K's"
                    + " values)";
            case "A_PACKED", "B_PACKED" -> " (beside the tail read in place: packed with the tail's zeros first)";
            case "UNALIGNED_C" -> " (C's rows no multiple of 4 floats apart: whole tiles stored through local memory,"
                    + " each store instruction one row's consecutive floats)";
            case "SCALAR_LOADS" -> " (an operand's rows, or K along its loads, no multiple of 4 floats: read in place"
                    + " with 4-byte loads, no pack)";
            case "SPLIT_REDUCE" -> " (a short, shallow call where each launch is enqueued by itself: the split tiles'"
                    + " last groups sum their parts, one launch fewer; EnqueueBoundCalls)";
            default -> "";
        }));
        return "; compiled again for this call as its twin with " + String.join(", ", why);
    }

    /** The guard sgemm enters (tests: another thread holds it as a call in progress would). */
    OneCallAtATime callGuard() {
        return caller;
    }

    /** The cached plan of {@code shape} (tests: the same object while the shape is cached), planning it if new. */
    Object plannedCall(GemmShape shape) {
        return guarded(() -> call(shape));
    }

    /** Shapes planned and cached so far. */
    public int cachedPlans() {
        return calls.size();
    }

    /**
     * Frees the scratch buffers and forgets every planned shape; the compiled programs stay in the session's cache.
     * Refused (IllegalStateException) while another thread is inside a call: its launches would read freed buffers.
     */
    @Override
    public void close() {
        guarded(() -> {
            closeNow();
            return null;
        });
    }

    private void closeNow() {
        closed = true;
        forgetCalls();
        close(scratchA);
        close(scratchB);
        close(partials);
        close(tileCounters);
        scratchA = null;
        scratchB = null;
        partials = null;
        tileCounters = null;
        for (GemmConfiguration config : configurations().keySet()) {
            config.close();
        }
        if (pack != null) {
            pack.close();
            pack = null;
        }
        if (scaleC != null) {
            scaleC.close();
            scaleC = null;
        }
        if (vector != null) {
            vector.close();
            vector = null;
        }
    }

    /** How the main configuration's next launch over an mPad x nPad x kPad problem is spread over the device. */
    public StreamKSchedule schedule(int mPad, int nPad, int kPad) {
        return schedule(primary, mPad, nPad, kPad);
    }

    /** Tests: schedule as if the device held {@code groups} groups at once (0: ask the device again). */
    void overrideResidentGroups(int groups) {
        residentGroupsOverride = groups;
        forgetCalls();
    }

    /**
     * Tests: schedule as if the device had {@code units} compute units (0: ask the device again), so a CPU's few
     * cores, which a call's tiles keep busy at any K, let StreamKSchedule's rules by depth split as a GPU would.
     */
    void overrideComputeUnits(int units) {
        computeUnitsOverride = units;
        forgetCalls();
    }

    /**
     * Tests: plan every call as a backend that enqueues its launches as one would (no EnqueueBoundCalls), so PoCL runs
     * the short calls' packs and sum kernels a CUDA device runs.
     */
    void overridePlansAsOneEnqueue(boolean asOne) {
        plansAsOneEnqueue = asOne;
        forgetCalls();
    }

    /** Tests: when calls read unaligned operands in place with the SCALAR_LOADS twin (SCALAR_LOADS_DEFAULT). */
    void overrideScalarLoads(ScalarLoads when) {
        scalarLoads = when;
        forgetCalls();
    }

    /** Tests: whether TT calls run as their untransposed twin written transposed (GemmProduct). */
    void overrideTransposedC(boolean allowed) {
        transposedC = allowed;
        forgetCalls();
    }

    private void forgetCalls() {
        for (Call call : calls.values()) {
            call.launches().close();
        }
        calls.clear();
        lastCall = null;
    }

    /** The planned call of {@code shape}, with the buffers checked: the whole per-call cost on a known shape. */
    private Call checkedCall(GemmShape shape, Buffer a, Buffer b, Buffer c) {
        checkOpen();   // before the buffers: a closed Gemm is the first thing to say
        checkBuffer(a, shape.aElements(), "A");
        checkBuffer(b, shape.bElements(), "B");
        checkBuffer(c, shape.cElements(), "C");
        if (c == a || c == b) {
            // The groups write their tiles of C while others still read A and B: measured on PoCL, C = A*B + C/2
            // with C as A came out wrong at 200x200x200 (relative error 3.9) and right at 64^3 (one tile) by chance.
            String both = c == a && c == b ? "A and B" : c == a ? "A" : "B";
            throw new InvalidInputException("C is the same buffer as " + both + ": the kernels write C's tiles while"
                    + " other groups still read " + both + ", so the result would be wrong (BLAS forbids it too)."
                    + " Give C a buffer of its own; A and B may share one.");
        }
        return call(shape);
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("This Gemm was closed; its planned shapes and scratch buffers are gone.");
        }
    }

    private Call call(GemmShape shape) {
        checkOpen();
        Call last = lastCall;   // an application calling one shape in a loop skips even the map's hash
        if (last != null && (last.shape() == shape || last.shape().equals(shape))) {
            return last;
        }
        Call call = calls.get(shape);
        if (call == null) {
            call = prepare(shape);
            calls.put(shape, call);
        }
        lastCall = call;
        return call;
    }

    /** Plans a new shape: configuration, padding, packs, stream-K split; grows the scratch buffers it needs. */
    private Call prepare(GemmShape shape) {
        GemmProduct product = GemmProduct.of(shape, rung == GemmRung.TUNED && transposedC);
        GemmShape row = product.row();
        GemmShapeClass shapeClass = GemmShapeClass.ofProduct(row);
        GemmConfiguration config = byClass.get(shapeClass);
        if (byShapeClass && shapeClass == GemmShapeClass.VECTOR) {
            return prepareVector(shape, product, config);
        }
        // Register loads (not cp.async) can clamp edges, read a transposed operand in place and take any slice depth
        boolean registerLoads = config.readsEdgesInPlace();
        int mPad = ceilTo(row.m(), config.tileM);
        int nPad = ceilTo(row.n(), config.tileN);
        EnqueueBoundCalls enqueueBound = enqueueBound(row);
        OperandPlan plan = planOperands(row, config, mPad, nPad, registerLoads && scalarLoads == ScalarLoads.ALWAYS);
        if (registerLoads && scalarLoads == ScalarLoads.BY_COST && plan.operands().packs()) {
            OperandPlan inPlace = planOperands(row, config, mPad, nPad, true);
            // only where no pack is left: with one left the twin only slowed the kernel (H200: 3307x163x87
            // column-major TN, 298x495x122 NT, 8031x256x18 column-major TN, 7-13% slower end to end)
            if (!inPlace.operands().packs()) {
                ScalarLoadsCost cost = ScalarLoadsCost.of(row, plan.operands().packA(), plan.operands().packB(),
                        enqueueBound.packLaunchNs());
                plan = cost.inPlaceIsCheaper() ? inPlace.readInPlace(cost) : plan.noting(cost);
            }
        }
        int kPad = plan.kPad();
        GemmOperands operands = plan.operands();
        Pack packA = operands.packA();
        Pack packB = operands.packB();
        int lda = operands.lda();
        int ldb = operands.ldb();
        boolean kTailRead = operands.kTailRead();
        Map<String, Long> twinChanges = new TreeMap<>(operands.twinChanges());
        if (product.transposedC()) {
            twinChanges.put("TRANS_C", 1L);
        }
        config = config.twin(twinChanges);
        Geometry packs = null;
        if (packA != null || packB != null) {
            int blocks = (packA == null ? 0 : packA.blocks()) + (packB == null ? 0 : packB.blocks());
            long groupSize = (long) GemmOperands.PACK_TILE * PACK_ROWS;
            packs = Geometry.of(blocks * groupSize, 1, groupSize, 1);
            if (pack == null) {
                pack = session.compile(PACK_SOURCE, Map.of("PACK_TILE", (long) GemmOperands.PACK_TILE, "PACK_ROWS",
                        (long) PACK_ROWS)).kernel("gemm_pack_pair");
            }
        }
        checkIndexRanges(product, packA != null ? packA.scratchFloats() : 0,
                packB != null ? packB.scratchFloats() : 0);
        StreamKSchedule schedule;
        Geometry whole;
        Geometry split = null;
        Geometry reduce = null;
        int reduceLanes = 1;
        if (rung == GemmRung.TUNED) {
            schedule = schedule(config, mPad, nPad, kPad);
            if (schedule.splitTiles() > 0 && config.splitReduce()
                    && enqueueBound.sumsInLastGroups(config.partSlices())) {
                // no third launch: the split tiles' last groups sum their parts
                twinChanges.put("SPLIT_REDUCE", 0L);
                config = config.twin(twinChanges);
                schedule = schedule(config, mPad, nPad, kPad);
            }
            whole = schedule.wholeTiles() > 0
                    ? Geometry.of(schedule.wholeTiles() * config.threads, 1, config.threads, 1) : null;
            if (schedule.splitTiles() > 0) {
                split = Geometry.of(schedule.splitGroups() * config.threads, 1, config.threads, 1);
                growSplitWorkspace(schedule.partialFloats(config.tileM, config.tileN), schedule.splitTiles());
                config.splitKernel();
                reduceLanes = config.splitReduce() ? schedule.reduceLanes(config.reduceUnitsPerTile()) : 1;
                if (reduceLanes > 1) {
                    long items = (long) schedule.splitTiles() * config.reduceUnitsPerTile() * reduceLanes;
                    long groups = (items + REDUCE_LANES_GROUP - 1) / REDUCE_LANES_GROUP;
                    reduce = Geometry.of(groups * REDUCE_LANES_GROUP, 1, REDUCE_LANES_GROUP, 1);
                } else if (config.splitReduce()) {
                    long groups = (long) schedule.splitTiles() * config.reduceGroupsPerTile();
                    reduce = Geometry.of(groups * config.threads, 1, config.threads, 1);
                }
            }
        } else {
            int tiles = Math.toIntExact((long) mPad / config.tileM * (nPad / config.tileN));
            schedule = StreamKSchedule.wholeTilesOnly(tiles);
            whole = rung.tiling().geometry(config.parameters(), mPad, nPad);
        }
        // scratch only grows, so every cached plan finds its operands' room in the current buffers
        if (packA != null) {
            scratchA = grow(scratchA, packA.scratchFloats());
        }
        if (packB != null) {
            scratchB = grow(scratchB, packB.scratchFloats());
        }
        List<Step> steps = new ArrayList<>();
        if (packs != null) {
            String what = packA == null ? packB.what() : packB == null ? packA.what() : "pack A and B";
            steps.add(new Step(what, pack, packs, true));
        }
        if (whole != null) {
            steps.add(new Step(rung.label(), config.kernel(), whole, false));
        }
        if (split != null) {
            steps.add(new Step(rung.label() + " (split tiles)", config.splitKernel(), split, false));
        }
        if (reduce != null) {
            steps.add(new Step(rung.label() + " (split tiles summed)", config.reduceKernel(reduceLanes), reduce, false));
        }
        return new Call(shape, product, shapeClass, config, packA, packB, packs, row.m(), row.n(), kPad,
                kTailRead ? row.k() : kPad, lda, ldb, product.ldc(), mPad, nPad, schedule, whole, split, reduce,
                reduceLanes, steps, sequence(steps), null, plan.note());
    }

    /** C = beta * C over the call's M x N (alpha = 0): nothing to do for beta = 1, else one scale_c.cl launch. */
    private void scaleC(Call call, float beta, Buffer c) {
        if (beta == 1.0f) {
            return;
        }
        if (scaleC == null) {
            scaleC = session.compile(SCALE_SOURCE).kernel("gemm_scale_c");
        }
        // C's rows and columns as stored: a product written transposed (TRANS_C) has them the other way round
        int rows = call.product().transposedC() ? call.n() : call.m();
        int cols = call.product().transposedC() ? call.m() : call.n();
        scaleC.set(0, rows).set(1, cols).set(2, beta).set(3, c).set(4, call.ldc())
                .launch(Geometry.of(ceilTo(cols, SCALE_GROUP), ceilTo(rows, SCALE_GROUP), SCALE_GROUP, SCALE_GROUP));
    }

    private EnqueueBoundCalls enqueueBound(GemmShape row) {
        return EnqueueBoundCalls.of(plansAsOneEnqueue || session.enqueuesSequencesAsOne(), row);
    }

    /** The steps as one launch sequence (CUDA: one graph). */
    private LaunchSequence sequence(List<Step> steps) {
        return session.sequence(steps.stream().map(Step::kernel).toList(),
                steps.stream().map(Step::geometry).toList());
    }

    /** Plans a matrix-vector or -panel call (tuned rung, class vector): no tile, no pack, the matrix read in place. */
    private Call prepareVector(GemmShape shape, GemmProduct product, GemmConfiguration config) {
        GemmShape row = product.row();
        if (vector == null) {
            vector = new GemmVector(session);
        }
        EnqueueBoundCalls enqueueBound = enqueueBound(row);
        GemmVector.Plan plan = GemmVector.plan(row, session.device().computeUnits(),
                session.device().kernelLocalMemBytes(), enqueueBound.mostLastSumLoads());
        if (plan.counters() > 0) {
            growSplitWorkspace(plan.partFloats(), plan.counters());
        } else if (plan.partFloats() > 0) {
            growPartials(plan.partFloats());
        }
        List<Kernel> kernels = vector.kernels(plan);
        List<Geometry> geometries = GemmVector.geometries(plan);
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < kernels.size(); i++) {
            steps.add(new Step(rung.label() + (i == 0 ? " (matrix-vector, " + plan.kernelName() + ")"
                    : " (matrix-vector slices summed)"), kernels.get(i), geometries.get(i), false));
        }
        return new Call(shape, product, GemmShapeClass.VECTOR, config, null, null, null, row.m(), row.n(), row.k(),
                row.k(), row.lda(), row.ldb(), row.ldc(), row.m(), row.n(), StreamKSchedule.wholeTilesOnly(0), null,
                null, null, 1, steps, sequence(steps), plan, "");
    }

    private StreamKSchedule schedule(GemmConfiguration config, int mPad, int nPad, int kPad) {
        int tiles = Math.toIntExact((long) mPad / config.tileM * (nPad / config.tileN));
        if (!config.streamK()) {
            return StreamKSchedule.wholeTilesOnly(tiles);
        }
        return StreamKSchedule.of(tiles, kPad / config.tileK, kPad, resident(config), () -> splitResident(config),
                computeUnits(), config.partSlices());
    }

    private int computeUnits() {
        return computeUnitsOverride > 0 ? computeUnitsOverride : session.device().computeUnits();
    }

    /**
     * How a call reads its operands, and K padded to the slice depth that goes with it; {@code note}: why the
     * SCALAR_LOADS twin reads them in place, for --explain ("" for none; where the packs stay, their reasons say why).
     */
    private record OperandPlan(int kPad, GemmOperands operands, String note) {
        OperandPlan noting(ScalarLoadsCost cost) {
            return new OperandPlan(kPad, operands.withPackNote("not read in place with 4-byte loads: "
                    + cost.describe()), "");
        }

        OperandPlan readInPlace(ScalarLoadsCost cost) {
            return new OperandPlan(kPad, operands, "; read in place with 4-byte loads rather than packed: "
                    + cost.describe());
        }
    }

    /** The operands' plan of a row-major call in {@code config}'s tiles, with or without the SCALAR_LOADS twin. */
    private OperandPlan planOperands(GemmShape row, GemmConfiguration config, int mPad, int nPad, boolean scalar) {
        boolean registerLoads = config.readsEdgesInPlace();
        boolean tailInPlace = registerLoads && GemmOperands.tailReadable(row.transA(), row.k(), scalar)
                && GemmOperands.tailReadable(!row.transB(), row.k(), scalar);
        int sliceDepth = registerLoads ? sliceDepth(config, row.k(), (long) mPad / config.tileM * (nPad / config.tileN),
                mPad != row.m() || nPad != row.n(), tailInPlace) : config.tileK;
        int kPad = ceilTo(row.k(), sliceDepth);
        return new OperandPlan(kPad, GemmOperands.plan(row, mPad, nPad, kPad, config.tileM, config.tileK,
                sliceDepth, config.vector, registerLoads, scalar), "");
    }

    /**
     * The slice depth a call of depth {@code k} over {@code tiles} tiles runs (GemmSliceDepth: a depth that divides K,
     * chosen by waves of tiles): its twin with that BK reads the operands in place instead of packing both to a K
     * padded to whole slices. Measured on the H100 (docs/results/h100/gemm-e2e-2.md, run 3): the tiny entry's 32x64x32
     * tiles (two waves then) ran 200^3 at 67% of cuBLAS kernel-only with its two packs, 93% with BK=8 read in place;
     * the sm_90 tiny entry's four waves since session 32 admit depths 16 and 32 only (config.admits). A depth's resident
     * groups come from its twin's compiled kernel (with the edge clamp where the call needs it), so a shape whose K
     * several depths divide compiles each on its first call.
     */
    private int sliceDepth(GemmConfiguration config, int k, long tiles, boolean offTile, boolean tailInPlace) {
        return GemmSliceDepth.choose(config.tileK, k, tiles, tailInPlace,
                depth -> config.admits(Map.of("BK", (long) depth)),
                depth -> {
                    Map<String, Long> changes = new TreeMap<>();
                    changes.put("BK", (long) depth);
                    if (offTile) {
                        changes.put("CLAMP_EDGES", 1L);
                    }
                    return resident(config.twin(changes));
                });
    }

    private int resident(GemmConfiguration config) {
        return residentGroupsOverride > 0 ? residentGroupsOverride : config.residentGroups();
    }

    /** As resident(config), for the split kernel (GemmConfiguration.splitResidentGroups). */
    private int splitResident(GemmConfiguration config) {
        return residentGroupsOverride > 0 ? residentGroupsOverride : config.splitResidentGroups();
    }

    /** Groups of the main configuration the device runs at once (see GemmConfiguration.residentGroups). */
    int residentGroups() {
        return resident(primary);
    }

    private void growSplitWorkspace(long partialFloats, int splitTiles) {
        growPartials(partialFloats);
        if (tileCounters == null || tileCounters.length() < splitTiles) {
            close(tileCounters);
            tileCounters = null;
            tileCounters = session.allocate(ElementType.INT, splitTiles);
            tileCounters.fill(0);     // the kernel counts the parts of each split tile here and leaves it 0
        }
    }

    /** The split tiles' and the matrix-vector slices' workspace, grown to at least {@code floats}. */
    private void growPartials(long floats) {
        if (partials == null || partials.length() < floats) {
            close(partials);
            partials = null;
            partials = session.allocate(ElementType.FLOAT, floats);
        }
    }

    private static void close(Buffer buffer) {
        if (buffer != null) {
            buffer.close();
        }
    }

    private Buffer grow(Buffer current, long elements) {
        if (current != null && current.length() >= elements) {
            return current;
        }
        if (current != null) {
            current.close();
        }
        return session.allocate(ElementType.FLOAT, elements);
    }

    private void checkBuffer(Buffer buffer, long elements, String name) {
        if (buffer == null) {
            throw new InvalidInputException("Buffer " + name + " is null; SGEMM needs a float buffer of at least "
                    + elements + " elements there.");
        }
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

    /**
     * The kernels and pack.cl index with 32-bit integers. What they address: the caller's operands and C as stored
     * (lines x leading dimension; read in place, clamped at the edges, or by the pack), and the packed scratch
     * copies. A transposed operand read in place spans K lines of A (or N of B): planned with M x lda for A and
     * K x ldb for B before, a 256x64x8388608 TN call (A 2^31 floats) passed unchecked and 128x128x65536 TT (32 MB
     * each) was refused as 2^32.
     */
    private static void checkIndexRanges(GemmProduct product, long packedA, long packedB) {
        // the kernel's product: for a column-major call (and a TT call's twin) its A is the caller's B
        GemmShape row = product.row();
        String kernelA = product.swapsOperands() ? "B" : "A";
        String kernelB = product.swapsOperands() ? "A" : "B";
        checkIndexRange((long) (row.transA() ? row.k() : row.m()) * row.lda(), kernelA + " as stored");
        checkIndexRange((long) (row.transB() ? row.n() : row.k()) * row.ldb(), kernelB + " as stored");
        checkIndexRange(product.cElementsSpanned(), "C as stored");
        checkIndexRange(packedA, kernelA + " packed for the kernel");
        checkIndexRange(packedB, kernelB + " packed for the kernel");
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
        long local = tiling.localBytesOfAnyKernel(parameters);
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
        boolean nvidia = session.device().vendor().toUpperCase(Locale.ROOT).contains("NVIDIA");
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
}
