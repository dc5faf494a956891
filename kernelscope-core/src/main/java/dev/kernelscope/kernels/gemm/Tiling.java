/*
 * How a rung maps the C = alpha*A*B + beta*C problem onto work-groups: the families of the ladder (one work-item per
 * element, square local tiles, work-item register tiles, wave tiles). Each family derives, from the rung's parameter
 * map, the group size, the operand multiples the kernel assumes (the Gemm API pads to them), the local memory it
 * declares, the launch geometry, and the constraints that make its arithmetic exact.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public sealed interface Tiling {

    /** Work-items per group. */
    long threads(Map<String, Long> p);

    /** Rows of C per group tile: M is padded to a multiple of it (1: the kernel checks its bounds itself). */
    long tileM(Map<String, Long> p);

    /** Columns of C per group tile. */
    long tileN(Map<String, Long> p);

    /** Depth of a K slice: K is padded to a multiple of it. */
    long tileK(Map<String, Long> p);

    /** Elements per global vector load: lda and ldb must be multiples of it (1: scalar loads). */
    long vectorWidth(Map<String, Long> p);

    /** Bytes of local (shared) memory the main kernel declares per group (what its occupancy and simulation use). */
    long localBytes(Map<String, Long> p);

    /**
     * The most local memory any kernel of the program declares per group: what must fit the device's limit for a
     * kernel's own __local arrays (every kernel of the program is compiled, so each must fit).
     */
    default long localBytesOfAnyKernel(Map<String, Long> p) {
        return localBytes(p);
    }

    /** Multiply-adds each work-item accumulates per K step (its register tile), 1 for one output per work-item. */
    long outputsPerThread(Map<String, Long> p);

    /** The NDRange for a padded problem of mPadded x nPadded (multiples of tileM, tileN). */
    Geometry geometry(Map<String, Long> p, long mPadded, long nPadded);

    /** The restrictions on the parameters, checked before compiling. */
    List<ParameterConstraint> constraints();

    private static long ceilTo(long value, long multiple) {
        return (value + multiple - 1) / multiple * multiple;
    }

    /** Rungs 1-2: one work-item per element of C, bounds checked; dimension 0 walks rows (naive) or columns. */
    record PerElement(boolean rowsOnDimension0) implements Tiling {
        @Override public long threads(Map<String, Long> p) { return p.get("GROUP_X") * p.get("GROUP_Y"); }
        @Override public long tileM(Map<String, Long> p) { return 1; }
        @Override public long tileN(Map<String, Long> p) { return 1; }
        @Override public long tileK(Map<String, Long> p) { return 1; }
        @Override public long vectorWidth(Map<String, Long> p) { return 1; }
        @Override public long localBytes(Map<String, Long> p) { return 0; }
        @Override public long outputsPerThread(Map<String, Long> p) { return 1; }

        @Override
        public Geometry geometry(Map<String, Long> p, long m, long n) {
            long gx = p.get("GROUP_X");
            long gy = p.get("GROUP_Y");
            return rowsOnDimension0
                    ? Geometry.of(ceilTo(m, gx), ceilTo(n, gy), gx, gy)
                    : Geometry.of(ceilTo(n, gx), ceilTo(m, gy), gx, gy);
        }

        @Override
        public List<ParameterConstraint> constraints() {
            return List.of(ParameterConstraint.positive("GROUP_X"), ParameterConstraint.positive("GROUP_Y"));
        }
    }

    /** Rung 3: TILE x TILE work-items per group, TILE x TILE slices of A and B in local memory. */
    record SquareTile() implements Tiling {
        @Override public long threads(Map<String, Long> p) { return p.get("TILE") * p.get("TILE"); }
        @Override public long tileM(Map<String, Long> p) { return p.get("TILE"); }
        @Override public long tileN(Map<String, Long> p) { return p.get("TILE"); }
        @Override public long tileK(Map<String, Long> p) { return p.get("TILE"); }
        @Override public long vectorWidth(Map<String, Long> p) { return 1; }
        @Override public long localBytes(Map<String, Long> p) { return 2 * p.get("TILE") * p.get("TILE") * Float.BYTES; }
        @Override public long outputsPerThread(Map<String, Long> p) { return 1; }

        @Override
        public Geometry geometry(Map<String, Long> p, long m, long n) {
            long t = p.get("TILE");
            return Geometry.of(n, m, t, t);
        }

        @Override
        public List<ParameterConstraint> constraints() {
            return List.of(ParameterConstraint.positive("TILE"));
        }
    }

    /**
     * Rungs 4-7: a 1-D group of (BM/TM) x (BN/TN) work-items, each owning TM x TN outputs; {@code vector}: float4
     * global and local loads (rung 7), {@code transposedA}: A stored transposed and padded by PAD_A (rungs 6-7).
     */
    record ThreadTile(boolean transposedA, boolean vector) implements Tiling {
        @Override public long threads(Map<String, Long> p) { return (p.get("BM") / p.get("TM")) * (p.get("BN") / p.get("TN")); }
        @Override public long tileM(Map<String, Long> p) { return p.get("BM"); }
        @Override public long tileN(Map<String, Long> p) { return p.get("BN"); }
        @Override public long tileK(Map<String, Long> p) { return p.get("BK"); }
        @Override public long vectorWidth(Map<String, Long> p) { return vector ? 4 : 1; }
        @Override public long outputsPerThread(Map<String, Long> p) { return p.get("TM") * p.get("TN"); }

        @Override
        public long localBytes(Map<String, Long> p) {
            long pad = transposedA ? p.get("PAD_A") : 0;
            return (p.get("BK") * (p.get("BM") + pad) + p.get("BK") * p.get("BN")) * Float.BYTES;
        }

        @Override
        public Geometry geometry(Map<String, Long> p, long m, long n) {
            long threads = threads(p);
            return Geometry.of(n / p.get("BN") * threads, m / p.get("BM"), threads, 1);
        }

        @Override
        public List<ParameterConstraint> constraints() {
            List<ParameterConstraint> list = new ArrayList<>();
            for (String name : List.of("BM", "BN", "BK", "TM", "TN")) {
                list.add(ParameterConstraint.positive(name));
            }
            list.add(ParameterConstraint.divides("TM", "BM", "the group tile height is a whole number of work-item tiles"));
            list.add(ParameterConstraint.divides("TN", "BN", "the group tile width is a whole number of work-item tiles"));
            if (vector) {
                list.add(ParameterConstraint.of("BK % 4 == 0", "A is loaded as float4 along K", p -> p.get("BK") % 4 == 0));
                list.add(ParameterConstraint.of("TM % 4 == 0 && TN % 4 == 0", "local reads are float4: 4x4 blocks per work-item",
                        p -> p.get("TM") % 4 == 0 && p.get("TN") % 4 == 0));
                list.add(ParameterConstraint.of("PAD_A % 4 == 0", "float4 reads of the transposed A rows stay 16-byte aligned",
                        p -> p.get("PAD_A") % 4 == 0));
            }
            long width = vector ? 4 : 1;
            String per = vector ? " / 4" : "";
            list.add(ParameterConstraint.of("(BM * BK" + per + ") % THREADS == 0",
                    "the A slice's loads divide evenly over the group (THREADS = (BM/TM)*(BN/TN))",
                    p -> (p.get("BM") * p.get("BK") / width) % threads(p) == 0 && p.get("BM") * p.get("BK") / width >= threads(p)));
            list.add(ParameterConstraint.of("(BK * BN" + per + ") % THREADS == 0",
                    "the B slice's loads divide evenly over the group",
                    p -> (p.get("BK") * p.get("BN") / width) % threads(p) == 0 && p.get("BK") * p.get("BN") / width >= threads(p)));
            if (transposedA) {
                list.add(ParameterConstraint.of("PAD_A >= 0", "padding cannot be negative", p -> p.get("PAD_A") >= 0));
            }
            return List.copyOf(list);
        }
    }

    /**
     * Rungs 8-10: a group of (BM/WM) x (BN/WN) waves of WAVE lanes; each wave owns a WM x WN tile, each lane 4x4
     * blocks of it (LANES_M lanes along M); float4 everywhere, A transposed and padded; {@code copies} local buffers
     * (2: double buffered; 0: as many as the STAGES parameter says).
     */
    record WaveTile(int copies) implements Tiling {
        private long stages(Map<String, Long> p) {
            return copies > 0 ? copies : p.get("STAGES");
        }

        /** Rung 10's SLICED_K: sets of waves sharing each slice's k steps, each set holding the whole tile. */
        private static long kSets(Map<String, Long> p) {
            return p.getOrDefault("SLICED_K", 1L);
        }

        private static long tileThreads(Map<String, Long> p) {
            return (p.get("BM") / p.get("WM")) * (p.get("BN") / p.get("WN")) * p.get("WAVE");
        }

        @Override public long threads(Map<String, Long> p) { return tileThreads(p) * kSets(p); }
        @Override public long tileM(Map<String, Long> p) { return p.get("BM"); }
        @Override public long tileN(Map<String, Long> p) { return p.get("BN"); }
        @Override public long tileK(Map<String, Long> p) { return p.get("BK"); }
        @Override public long vectorWidth(Map<String, Long> p) { return 4; }

        @Override
        public long outputsPerThread(Map<String, Long> p) {
            return p.get("BM") * p.get("BN") / tileThreads(p);   // with SLICED_K, each set holds them all
        }

        @Override
        public long localBytes(Map<String, Long> p) {
            // TRANS_B (rung 10's transposed twin, set by the Gemm API): B's local rows are padded like A's
            long padB = p.getOrDefault("TRANS_B", 0L) != 0 ? p.get("PAD_A") : 0;
            // SLICED_K > 1: one copy of the tile's outputs, through which the sets' sums pass (kSums)
            long kSums = kSets(p) > 1 ? p.get("BM") * p.get("BN") : 0;
            return (stages(p) * (p.get("BK") * (p.get("BM") + p.get("PAD_A")) + p.get("BK") * (p.get("BN") + padB))
                    + kSums) * Float.BYTES;
        }

        @Override
        public long localBytesOfAnyKernel(Map<String, Long> p) {
            // Rung 10's stream-K kernel (STREAM_K=1, the kernel's default) adds an int for the parts of a split tile
            // that arrived: with slices of exactly 48 KiB NVRTC refused 2 of 40 random configurations on the H200.
            boolean streamK = copies == 0 && p.getOrDefault("STREAM_K", 1L) != 0;
            return localBytes(p) + (streamK ? Integer.BYTES : 0);
        }

        @Override
        public Geometry geometry(Map<String, Long> p, long m, long n) {
            long threads = threads(p);
            return Geometry.of(n / p.get("BN") * threads, m / p.get("BM"), threads, 1);
        }

        @Override
        public List<ParameterConstraint> constraints() {
            List<ParameterConstraint> list = new ArrayList<>();
            for (String name : List.of("BM", "BN", "BK", "WM", "WN", "LANES_M", "WAVE")) {
                list.add(ParameterConstraint.positive(name));
            }
            list.add(ParameterConstraint.divides("WM", "BM", "the group tile height is a whole number of wave tiles"));
            list.add(ParameterConstraint.divides("WN", "BN", "the group tile width is a whole number of wave tiles"));
            list.add(ParameterConstraint.divides("LANES_M", "WAVE", "the lanes of a wave form a LANES_M x (WAVE/LANES_M) grid"));
            list.add(ParameterConstraint.of("WM % (LANES_M * 4) == 0", "a wave tile's height is a whole number of 4-row lane blocks",
                    p -> p.get("WM") % (p.get("LANES_M") * 4) == 0));
            list.add(ParameterConstraint.of("WN % ((WAVE / LANES_M) * 4) == 0",
                    "a wave tile's width is a whole number of 4-column lane blocks",
                    p -> p.get("WAVE") % p.get("LANES_M") == 0 && p.get("WN") % (p.get("WAVE") / p.get("LANES_M") * 4) == 0));
            list.add(ParameterConstraint.of("BK % 4 == 0", "A is loaded as float4 along K", p -> p.get("BK") % 4 == 0));
            list.add(ParameterConstraint.of("PAD_A % 4 == 0 && PAD_A >= 0",
                    "float4 reads of the transposed A rows stay 16-byte aligned", p -> p.get("PAD_A") >= 0 && p.get("PAD_A") % 4 == 0));
            list.add(ParameterConstraint.of("MIN_GROUPS >= 0", "a minimum of groups per compute unit, 0 for none",
                    p -> p.getOrDefault("MIN_GROUPS", 0L) >= 0));
            if (copies == 0) {
                // the swizzle divides the tile index by GROUP_M * tilesN: GROUP_M=0 hung PoCL's run of 100x100x100
                // (no result in 300 s), GROUP_M=-1 passed a one-tile call by chance
                list.add(ParameterConstraint.of("GROUP_M >= 1", "tile rows in one band of the group-order swizzle (1:"
                        + " row by row)", p -> p.get("GROUP_M") >= 1));
                list.add(ParameterConstraint.of("1 <= STAGES <= 4", "one to four local copies of each slice",
                        p -> p.get("STAGES") >= 1 && p.get("STAGES") <= 4));
                list.add(ParameterConstraint.of("OVERLAP_BARRIER == 0 || OVERLAP_BARRIER == 1",
                        "the last k step's math before or after the slice's barriers (with STAGES = 1; a ring of"
                                + " copies ignores it)",
                        p -> p.get("OVERLAP_BARRIER") == 0 || p.get("OVERLAP_BARRIER") == 1));
                list.add(ParameterConstraint.of("LOADS_BEFORE_MATH == 0 || LOADS_BEFORE_MATH == 1",
                        "the next slice's loads issued where the compiler schedules them, or before the slice's math,"
                                + " a warp barrier after them on NVIDIA's compilers",
                        p -> List.of(0L, 1L).contains(p.getOrDefault("LOADS_BEFORE_MATH", 0L))));
                list.add(ParameterConstraint.of("ASYNC_COPY == 0 || ASYNC_COPY == 1", "cp.async off or on",
                        p -> p.get("ASYNC_COPY") == 0 || p.get("ASYNC_COPY") == 1));
                list.add(ParameterConstraint.of("ASYNC_COPY == 0 || (BK % 8 == 0 && BM % (THREADS / 8) == 0"
                                + " && THREADS % (BN / 4) == 0)",
                        "cp.async copies A in 8-deep runs of k and keeps each work-item's copy offsets compile-time"
                                + " constants (THREADS = (BM/WM)*(BN/WN)*WAVE*SLICED_K)",
                        p -> p.get("ASYNC_COPY") == 0 || p.get("BK") % 8 == 0 && threads(p) % 8 == 0
                                && p.get("BM") % (threads(p) / 8) == 0 && threads(p) % (p.get("BN") / 4) == 0));
                list.add(ParameterConstraint.of("MAX_REGISTERS >= 0", "a register cap, 0 for none",
                        p -> p.get("MAX_REGISTERS") >= 0));
                list.add(ParameterConstraint.of("CLAMP_EDGES == 0 || CLAMP_EDGES == 1",
                        "edge loads clamped, so the Gemm API reads sizes off the tile in place, or not",
                        p -> p.getOrDefault("CLAMP_EDGES", 1L) == 0 || p.getOrDefault("CLAMP_EDGES", 1L) == 1));
                list.add(ParameterConstraint.of("STREAM_K == 0 || STREAM_K == 1",
                        "never split, or split the partial last wave of tiles along K where it pays",
                        p -> p.get("STREAM_K") == 0 || p.get("STREAM_K") == 1));
                list.add(ParameterConstraint.of("SPLIT_REDUCE == 0 || SPLIT_REDUCE == 1",
                        "split tiles summed by their last group, or by a kernel of their own over the whole device",
                        p -> p.getOrDefault("SPLIT_REDUCE", 0L) == 0 || p.getOrDefault("SPLIT_REDUCE", 0L) == 1));
                list.add(ParameterConstraint.of("SLICED_K >= 1 && BK % SLICED_K == 0",
                        "sets of waves sharing each slice's k steps: at least one, and each takes as many steps",
                        p -> kSets(p) >= 1 && p.get("BK") % kSets(p) == 0));
                list.add(ParameterConstraint.of("PART_SLICES >= 0 && (PART_SLICES == 0 || SPLIT_REDUCE == 1)",
                        "the fewest K slices in a part of a split tile (0: about sqrt(slices) parts per tile); only"
                                + " where a kernel of their own sums the parts",
                        p -> p.getOrDefault("PART_SLICES", 0L) >= 0 && (p.getOrDefault("PART_SLICES", 0L) == 0
                                || p.getOrDefault("SPLIT_REDUCE", 0L) == 1)));
            }
            list.add(ParameterConstraint.of("(BM * BK / 4) % THREADS == 0 && BM * BK / 4 >= THREADS",
                    "the A slice's float4 loads divide evenly over the group (THREADS = (BM/WM)*(BN/WN)*WAVE*SLICED_K)",
                    p -> (p.get("BM") * p.get("BK") / 4) % threads(p) == 0 && p.get("BM") * p.get("BK") / 4 >= threads(p)));
            list.add(ParameterConstraint.of("(BK * BN / 4) % THREADS == 0 && BK * BN / 4 >= THREADS",
                    "the B slice's float4 loads divide evenly over the group",
                    p -> (p.get("BK") * p.get("BN") / 4) % threads(p) == 0 && p.get("BK") * p.get("BN") / 4 >= threads(p)));
            return List.copyOf(list);
        }
    }
}
