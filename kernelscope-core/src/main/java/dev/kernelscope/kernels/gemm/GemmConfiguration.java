/*
 * One compiled configuration of a rung inside a Gemm: its parameters, where they came from, the program and kernels
 * (compiled on first use), and what depends only on them and the device (tile sizes, groups the device runs at
 * once), computed once so that no call recomputes it.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.KernelOccupancy;
import dev.kernelscope.device.Program;
import dev.kernelscope.model.occupancy.OccupancyResult;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

public final class GemmConfiguration {
    private static final String SPLIT_KERNEL = "sgemm_tuned_split";
    private static final String REDUCE_KERNEL = "sgemm_tuned_reduce";
    private static final String REDUCE_LANES_KERNEL = "sgemm_tuned_reduce_lanes";

    private final DeviceSession session;
    private final GemmRung rung;
    private final Map<String, Long> parameters;
    private final String source;
    private final String why;
    final int tileM;
    final int tileN;
    final int tileK;
    final int vector;
    final long threads;
    private Program program;        // compiled on first use
    private Kernel kernel;
    private final Map<String, Kernel> streamKKernels = new HashMap<>();   // the split and reduce kernels, on first use
    private int residentGroups;     // 0: not asked yet
    private int splitResidentGroups;    // of the split kernel; 0: not asked yet
    private final GemmConfiguration base;   // the database's configuration this one was made from (itself for it)
    private final Map<String, Long> twinChanges;    // what a twin changes in its base's parameters (empty: none)
    private final Map<Map<String, Long>, GemmConfiguration> twins = new HashMap<>();   // a base's twins, made once

    GemmConfiguration(DeviceSession session, GemmRung rung, Map<String, Long> parameters, String source, String why) {
        this(session, rung, parameters, source, why, null, Map.of());
    }

    private GemmConfiguration(DeviceSession session, GemmRung rung, Map<String, Long> parameters, String source,
                              String why, GemmConfiguration base, Map<String, Long> twinChanges) {
        this.base = base == null ? this : base;
        this.twinChanges = new TreeMap<>(twinChanges);
        this.session = session;
        this.rung = rung;
        this.parameters = Map.copyOf(parameters);
        this.source = source;
        this.why = why;
        Gemm.checkDeviceLimits(session.device(), rung, parameters);
        Tiling tiling = rung.tiling();
        this.tileM = Math.toIntExact(tiling.tileM(parameters));
        this.tileN = Math.toIntExact(tiling.tileN(parameters));
        this.tileK = Math.toIntExact(tiling.tileK(parameters));
        this.vector = Math.toIntExact(tiling.vectorWidth(parameters));
        this.threads = tiling.threads(parameters);
    }

    public GemmRung rung() {
        return rung;
    }

    /** The complete parameters compiled into the kernel (sorted). */
    public Map<String, Long> parameters() {
        return new TreeMap<>(parameters);
    }

    /**
     * Where the parameters came from: "architecture sm_90 (shapes: small)", "defaults", ... plus any override (the
     * first entry that named them, when several shape classes share them; GemmChoice names each class's own).
     */
    public String source() {
        return source;
    }

    /** The database entry's own account of where its numbers came from ("H100, 2026-11-22: ..."). */
    public String why() {
        return why;
    }

    /** The compiled program (compiles now if this configuration was never used). */
    public Program program() {
        compile();
        return program;
    }

    /** The rung's main kernel (its resources are the numbers the occupancy model needs). */
    public Kernel kernel() {
        compile();
        return kernel;
    }

    /** "128x256x8 tiles, 256 work-items per group" (SLICED_K: "..., in 2 sets sharing each slice's k steps") */
    public String describeTiles() {
        long sets = parameters.getOrDefault("SLICED_K", 1L);
        return tileM + "x" + tileN + "x" + tileK + " tiles, " + threads + " work-items per group"
                + (sets > 1 ? ", in " + sets + " sets sharing each slice's k steps" : "");
    }

    /**
     * Whether operands whose M or N is no tile multiple can be read in place, by this kernel or its clamped twin:
     * the tuned rung with register loads (cp.async, ASYNC_COPY with STAGES >= 2, copies whole tile rows: no clamp).
     */
    boolean readsEdgesInPlace() {
        return rung == GemmRung.TUNED
                && !(parameters.getOrDefault("ASYNC_COPY", 0L) != 0 && parameters.getOrDefault("STAGES", 1L) >= 2);
    }

    /**
     * This configuration's base with {@code changes} compiled in: the base itself where they change nothing, else its
     * twin (made once per distinct change, compiled on first use). The Gemm API makes twins for what a call needs and
     * the database's kernel lacks: CLAMP_EDGES=1 for sizes off the tile, TRANS_A / TRANS_B for a transposed operand
     * read in place, a shallower BK that divides K (no pack). The twin's parameters are checked like any others.
     */
    GemmConfiguration twin(Map<String, Long> changes) {
        if (base != this) {
            return base.twin(changes);
        }
        Map<String, Long> effective = new TreeMap<>();
        changes.forEach((name, value) -> {
            if (!value.equals(parameters.getOrDefault(name, 0L))) {
                effective.put(name, value);
            }
        });
        if (effective.isEmpty()) {
            return this;
        }
        return twins.computeIfAbsent(effective, key -> {
            Map<String, Long> twin = new TreeMap<>(parameters);
            twin.putAll(key);
            rung.checkConstraints(twin);
            return new GemmConfiguration(session, rung, twin, source, why, this, key);
        });
    }

    /** Whether this configuration with {@code changes} is a valid kernel (its rung's constraints hold). */
    boolean admits(Map<String, Long> changes) {
        Map<String, Long> twin = new TreeMap<>(base.parameters);
        twin.putAll(changes);
        try {
            rung.checkConstraints(twin);
            Gemm.checkDeviceLimits(session.device(), rung, twin);
            return true;
        } catch (dev.kernelscope.model.InvalidInputException broken) {
            return false;
        }
    }

    /** The database's configuration: this one, or for a twin the one it was made from. */
    GemmConfiguration base() {
        return base;
    }

    /** What this twin changes in its base's parameters (empty for a database configuration). */
    Map<String, Long> twinChanges() {
        return twinChanges;
    }

    /** True for a twin (made by the Gemm for what a call needs, e.g. CLAMP_EDGES=1 where the database named 0). */
    boolean isTwin() {
        return base != this;
    }

    Kernel splitKernel() {
        return streamKKernel(SPLIT_KERNEL);
    }

    /** Whether split tiles are summed by a third kernel over the whole device (SPLIT_REDUCE) rather than in the split one. */
    boolean splitReduce() {
        return streamK() && parameters.getOrDefault("SPLIT_REDUCE", 0L) != 0;
    }

    /**
     * The fewest K slices in one part of a split tile (PART_SLICES; 0: about sqrt(slices) parts per tile). Above 0
     * only with SPLIT_REDUCE: the rung's constraints refuse it otherwise.
     */
    int partSlices() {
        return Math.toIntExact(parameters.getOrDefault("PART_SLICES", 0L));
    }

    /**
     * The kernel that sums the split tiles' parts (SPLIT_REDUCE only): one work-item per float4, or with
     * {@code lanes} > 1 sgemm_tuned_reduce_lanes, that many per float4.
     */
    Kernel reduceKernel(int lanes) {
        return streamKKernel(lanes > 1 ? REDUCE_LANES_KERNEL : REDUCE_KERNEL);
    }

    private Kernel streamKKernel(String name) {
        compile();
        return streamKKernels.computeIfAbsent(name, program::kernel);
    }

    /**
     * Groups of sgemm_tuned_reduce per split tile: one per accumulator row of a work-item and float4 of it
     * ((WM / LANES_M) * (WN / (LANES_N * 4)), LANES_N = WAVE / LANES_M).
     */
    int reduceGroupsPerTile() {
        long lanesN = parameters.get("WAVE") / parameters.get("LANES_M");
        long rows = parameters.get("WM") / parameters.get("LANES_M");
        return Math.toIntExact(rows * (parameters.get("WN") / (lanesN * 4)));
    }

    /** sgemm_tuned_reduce_lanes's units per split tile: one per float4 of the tile's outputs. */
    long reduceUnitsPerTile() {
        return (long) tileM * tileN / 4;
    }

    /**
     * Groups of the compiled kernel the device runs at once: compute units times the occupancy model's groups per
     * unit for the kernel's real registers and local memory (on NVIDIA the model matches the driver's answer in
     * every configuration checked, docs/results/h100/cuda.md); one per unit where the device has no model (CPUs).
     * Asked once: it depends only on the compiled kernel and the device.
     */
    int residentGroups() {
        if (residentGroups == 0) {
            residentGroups = resident(kernel());
        }
        return residentGroups;
    }

    /**
     * Groups of the split kernel (sgemm_tuned_split) the device runs at once, which sizes the split launch: its
     * registers may differ from the main kernel's. On the H200 the K tail's loads took the 64x32x16 split kernel from
     * 127 registers to 129, 7 groups per SM instead of 8, and a launch sized for 8 left a second partial wave:
     * 4096x32x4100 row-major TN ran its split kernel in 57.3 us against 35.2 for 4096x32x4096 (Nsight Compute,
     * docs/results/h200/session20/ncu20).
     */
    int splitResidentGroups() {
        if (splitResidentGroups == 0) {
            splitResidentGroups = resident(splitKernel());
        }
        return splitResidentGroups;
    }

    private int resident(Kernel compiled) {
        int perUnit = KernelOccupancy.of(compiled, threads, 0).result().map(OccupancyResult::groupsPerUnit).orElse(1);
        return Math.max(1, session.device().computeUnits() * Math.max(1, perUnit));
    }

    boolean streamK() {
        return rung == GemmRung.TUNED && parameters.getOrDefault("STREAM_K", 0L) != 0;
    }

    boolean compiled() {
        return program != null;
    }

    private void compile() {
        if (program == null) {
            Program compiled = session.compile(rung.source(), parameters, Gemm.compilerOptions(session, parameters));
            kernel = compiled.kernel(rung.kernelName());
            program = compiled;
        }
    }

    void close() {
        for (GemmConfiguration twin : twins.values()) {
            twin.close();
        }
        twins.clear();
        if (kernel != null) {
            kernel.close();
        }
        streamKKernels.values().forEach(Kernel::close);
        streamKKernels.clear();
    }
}
