/*
 * The SGEMM ladder: the one registry of its rungs (source file, kernel name, default parameters, tiling family and
 * what each rung changes). The CLI, the tests, the benchmark, the tuning database and the charts all read this list.
 * The sources live next to this class as resources (01_naive.cl ... 10_tuned.cl).
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.model.InvalidInputException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

public enum GemmRung {
    NAIVE(1, "naive", "Naive", "01_naive.cl", "sgemm_naive", new Tiling.PerElement(true),
            Map.of("GROUP_X", 16L, "GROUP_Y", 16L),
            "one work-item per element of C; lanes walk rows, so no access of a wave is coalesced"),
    COALESCED(2, "coalesced", "Coalesced", "02_coalesced.cl", "sgemm_coalesced", new Tiling.PerElement(false),
            Map.of("GROUP_X", 32L, "GROUP_Y", 8L),
            "lanes walk columns: B and C accesses coalesce, A is a broadcast"),
    SHARED_TILING(3, "shared-tiling", "Shared tiling", "03_shared_tiling.cl", "sgemm_shared_tiling", new Tiling.SquareTile(),
            Map.of("TILE", 32L),
            "32x32 slices of A and B staged once in local memory, read 32 times from there"),
    REGISTER_TILING(4, "register-tiling", "Register tiling", "04_register_tiling.cl", "sgemm_register_tiling",
            new Tiling.ThreadTile(false, false),
            Map.of("BM", 128L, "BN", 128L, "BK", 8L, "TM", 8L, "TN", 8L),
            "each work-item computes 8x8 outputs in registers: 64 multiply-adds per 16 local reads"),
    GLOBAL_PREFETCH(5, "global-prefetch", "Global prefetch", "05_global_prefetch.cl", "sgemm_global_prefetch",
            new Tiling.ThreadTile(false, false),
            Map.of("BM", 128L, "BN", 128L, "BK", 8L, "TM", 8L, "TN", 8L),
            "the next K slice is loaded into registers while the current one is multiplied"),
    CONFLICT_FREE(6, "conflict-free", "Conflict-free LDS", "06_conflict_free.cl", "sgemm_conflict_free",
            new Tiling.ThreadTile(true, false),
            Map.of("BM", 128L, "BN", 128L, "BK", 8L, "TM", 8L, "TN", 8L, "PAD_A", 4L),
            "A transposed and padded in local memory, strided outputs: no bank conflicts on reads or stores"),
    VECTOR_LOADS(7, "vector-loads", "Vector loads", "07_vector_loads.cl", "sgemm_vector_loads",
            new Tiling.ThreadTile(true, true),
            Map.of("BM", 128L, "BN", 128L, "BK", 8L, "TM", 8L, "TN", 8L, "PAD_A", 4L),
            "float4 global loads, float4 local reads, float4 stores of C"),
    WARP_TILING(8, "warp-tiling", "Warp tiling", "08_warp_tiling.cl", "sgemm_warp_tiling", new Tiling.WaveTile(1),
            Map.of("BM", 128L, "BN", 128L, "BK", 8L, "WM", 32L, "WN", 64L, "LANES_M", 4L, "WAVE", 32L, "PAD_A", 4L),
            "each wave owns a 32x64 tile, its lanes 4x8 blocks of 4x4: compact, broadcast-friendly local reads"),
    DOUBLE_BUFFERED(9, "double-buffered", "Double-buffered LDS", "09_double_buffered.cl", "sgemm_double_buffered",
            new Tiling.WaveTile(2),
            Map.of("BM", 128L, "BN", 128L, "BK", 8L, "WM", 32L, "WN", 64L, "LANES_M", 4L, "WAVE", 32L, "PAD_A", 4L,
                    "MIN_GROUPS", 2L),
            "two local copies of each slice: one barrier per K step, the next slice stored while others still compute"),
    TUNED(10, "tuned", "Tuned", "10_tuned.cl", "sgemm_tuned", new Tiling.WaveTile(0),
            Map.ofEntries(Map.entry("BM", 128L), Map.entry("BN", 128L), Map.entry("BK", 8L), Map.entry("WM", 32L),
                    Map.entry("WN", 64L), Map.entry("LANES_M", 4L), Map.entry("WAVE", 32L), Map.entry("PAD_A", 4L),
                    Map.entry("GROUP_M", 8L), Map.entry("STAGES", 2L), Map.entry("OVERLAP_BARRIER", 0L),
                    Map.entry("ASYNC_COPY", 0L), Map.entry("MIN_GROUPS", 0L), Map.entry("MAX_REGISTERS", 0L),
                    Map.entry("STREAM_K", 1L), Map.entry("SPLIT_REDUCE", 0L), Map.entry("PART_SLICES", 0L),
                    Map.entry("CLAMP_EDGES", 1L), Map.entry("SLICED_K", 1L),
                    Map.entry("LOADS_BEFORE_MATH", 0L)),
            "a ring of STAGES local copies filled through registers or cp.async, or one copy with the last k step"
                    + " behind the barriers; an L2-friendly group order, register budgets, the partial last wave of"
                    + " tiles split along K (stream-K), sets of waves sharing the k steps of a slice, per-device"
                    + " parameters");

    private final int number;
    private final String id;
    private final String title;
    private final String file;
    private final String kernelName;
    private final Tiling tiling;
    private final Map<String, Long> defaults;
    private final String change;

    GemmRung(int number, String id, String title, String file, String kernelName, Tiling tiling,
             Map<String, Long> defaults, String change) {
        this.number = number;
        this.id = id;
        this.title = title;
        this.file = file;
        this.kernelName = kernelName;
        this.tiling = tiling;
        this.defaults = new TreeMap<>(defaults);
        this.change = change;
    }

    /** 1-based position on the ladder. */
    public int number() { return number; }

    /** The name used on the command line and in JSON, e.g. "warp-tiling". */
    public String id() { return id; }

    /** A short human title, e.g. "Warp tiling". */
    public String title() { return title; }

    /** The resource file name, e.g. "08_warp_tiling.cl". */
    public String file() { return file; }

    public String kernelName() { return kernelName; }

    public Tiling tiling() { return tiling; }

    /** The defaults the source file itself declares (sorted); every tunable of the rung. */
    public Map<String, Long> defaults() { return new TreeMap<>(defaults); }

    /** What this rung changes relative to the one before, in one line. */
    public String change() { return change; }

    /** "08 warp-tiling". */
    public String label() { return String.format(Locale.ROOT, "%02d %s", number, id); }

    /** The OpenCL C source of this rung. */
    public String source() {
        return GemmKernelFiles.read(file);
    }

    /**
     * The rung's complete parameters: its defaults with {@code overrides} applied. An override that names no
     * parameter of this rung, or that breaks one of its constraints, is a user error naming the rule.
     */
    public Map<String, Long> parameters(Map<String, Long> overrides) {
        checkNames(overrides);
        Map<String, Long> merged = new TreeMap<>(defaults);
        merged.putAll(overrides);
        checkConstraints(merged);
        return merged;
    }

    /**
     * Throws InvalidInputException for an override that names no parameter of this rung. The tuned rung's overrides
     * are checked against its constraints only once the device is known: they land on the device's tuning entry,
     * not on the file's defaults (PART_SLICES needs the SPLIT_REDUCE that sm_90's entry has and the file has not).
     */
    public void checkNames(Map<String, Long> overrides) {
        for (String name : overrides.keySet()) {
            if (!defaults.containsKey(name)) {
                throw new InvalidInputException("Rung " + label() + " has no parameter '" + name
                        + "'; its parameters are " + String.join(", ", defaults.keySet()) + ".");
            }
        }
    }

    /** Throws InvalidInputException naming the first violated constraint, with the values involved. */
    public void checkConstraints(Map<String, Long> parameters) {
        for (ParameterConstraint constraint : tiling.constraints()) {
            boolean holds;
            try {
                holds = constraint.holds().test(parameters);
            } catch (ArithmeticException divisionByZero) {
                holds = false;
            }
            if (!holds) {
                throw new InvalidInputException("The parameters of rung " + label() + " break the constraint "
                        + constraint.formula() + " (" + constraint.reason() + "): " + parameters + ".");
            }
        }
    }

    /** Parses "8", "08", "warp-tiling" or "warp_tiling"; an unknown name lists the rungs. */
    public static GemmRung parse(String text) {
        String wanted = text.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        for (GemmRung rung : values()) {
            if (rung.id.equals(wanted) || wanted.matches("\\d{1,3}") && Integer.parseInt(wanted) == rung.number
                    || rung.label().replace(' ', '-').equals(wanted)) {
                return rung;
            }
        }
        throw new InvalidInputException("Unknown GEMM rung '" + dev.kernelscope.model.UserText.quote(text) + "'. The rungs are: "
                + Arrays.stream(values()).map(GemmRung::label).collect(Collectors.joining(", ")) + ".");
    }
}
