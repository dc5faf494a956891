/*
 * The tuned Gemm's matrix-vector and matrix-panel path (shape class "vector": M or N of at most 16, or 32 where the
 * large operand is read along K; the kernels take up to 64): which kernel of gemv.cl a call runs, which operand is the
 * matrix and which the vectors, into how many K slices the work is cut and, for the tile kernels, how each group
 * reads the matrix, and each launch's arguments. Gemm plans a call here once per shape; each program is compiled on
 * the first call that needs it.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.Program;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

final class GemmVector implements AutoCloseable {
    static final int GROUP = 256;   // work-items per group of every kernel of gemv.cl
    /**
     * The widest panel the kernels take: 64 for the tile kernels (panel_rows and panel_columns keep every vector's
     * sums in registers, 4 x 32 per work-item of panel_rows at 32, and serve only up to 8).
     */
    static final int MAX_WIDTH = 64;
    static final int LANES = 32;    // *_rows: work-items per output (one wave on NVIDIA)
    static final int WAVES = GROUP / LANES;
    /**
     * Groups the device should hold at once per compute unit: 8 groups of 256 fill an NVIDIA SM's 2,048 threads. A
     * call whose outputs make fewer groups than half of that cuts K into slices until they do.
     */
    static final int GROUPS_PER_UNIT = 8;
    /** The shortest slice of K, so the slices' parts (one float per output, vector and slice) stay small. */
    static final int MIN_ROWS_SLICE = 16 * LANES;
    static final int MIN_COLUMNS_SLICE = 64;
    /**
     * The panel kernels' K values staged in local memory at a time (KC). H200, docs/results/h200/panel run 3 against
     * run 2: 32 KiB of the panel (KC = 8192 / width) ran panel_columns 4-5% slower through CUDA than KC = 128 and at
     * 44% of CUDA through NVIDIA OpenCL (16x4096x4096); panel_rows gained 6% at width 16 and lost 8% at width 8.
     */
    static final int PANEL_CHUNK = 128;
    /**
     * One vector whose outputs are contiguous: panel_tile_columns with a panel of 4 (three of them zeros), 4 x 4 sums
     * per work-item, four waves of a group along K, 8 K values per step. H200, docs/results/h200/last-sums (PanelSweep,
     * kernel-only, K's slices added by gemv_sum): 1x4096x4096 26.4 us, 1x2048x2048 12.8, 1x8192x8192 69.9 against
     * gemv_columns' 29.1, 14.9 and 78.4 (float4 reads of four outputs, 16 in flight per work-item, where
     * gemv_columns has four floats); panel_columns at widths 4 and 8 ran at gemv_columns' speed or slower.
     */
    static final Shape ONE_VECTOR_COLUMNS = Shape.tile(1, 4, 4, 4, 8, 2).withWidth(4);
    /**
     * One vector whose outputs are contiguous, in fours with a leading dimension of fours: gemv_columns reading four
     * outputs as a float4 per lane, the group's 8 waves along K, 8 rows in flight per work-item, K cut for 2 groups per
     * compute unit. H200, docs/results/h200/gemv4/run3 (PanelSweep, kernel-only % of cuBLAS, against ONE_VECTOR_COLUMNS
     * in the same process): 1x4096x4096 88.6 / 86.4, 1x2048x2048 86.0 / 79.5, 1x3000x3000 94.5 / 73.4, 1x1000x1000
     * 129.9 / 88.8, 1x8192x8192 101.3 / 99.6, 4096x1x4096 TN 90.8 / 85.9; 1 group per unit was slower everywhere
     * (73.7 at 1x4096x4096), 4 or 16 rows in flight within 3% either way. The tile program keeps outputs not in fours.
     */
    static final Shape ONE_VECTOR_COLUMNS_FLOAT4 = Shape.oneVectorColumns(0, 2);
    /**
     * The most parts a work-item of the slices' last group adds (LAST_SUMS), slices x its share of the group's
     * outputs and vectors; past it gemv_sum adds them in a second launch. H200, docs/results/h200/last-sums,
     * kernel-only, the last group loading 8 parts at a time: 4096x1x4096 (1 part per work-item) 28.2 us against 30.6
     * with gemv_sum, 1x2048x2048 on ONE_VECTOR_COLUMNS (16) 9.7 against 12.7, 1024x16x1024 and 1024x32x1024 (32)
     * 11.2 and 13.2 against 12.0 and 14.0; at 48 a tie or 1-2% slower (3000x12x2000, 12x3000x2000, 1000x16x3000);
     * at 128 slower (8x1024x1024 20.3 against 14.8), at 256 much slower (4096x16x4096 54.8 against 40.0).
     */
    static final int MAX_LAST_SUM_LOADS = 32;
    /**
     * gemv_rows' groups per compute unit that K is cut for: 1, so a call whose rows make at least half as many groups
     * as compute units keeps K whole. With float4 reads, 8 in flight per work-item (98 registers, two groups per SM),
     * a group of 8 rows has 32 KiB in flight, which a call with a group per SM needs no slices to fill the memory's
     * pipe with. H200, docs/results/h200/gemv4 (PanelSweep, kernel-only % of cuBLAS, K whole against cut as for 8
     * groups per SM): 4096x1x4096 115.0 against 85.7 (3 slices), 3000x1x3000 144.8 / 102.2, 2048x1x2048 104.6 / 56.0
     * (4 slices), 1024x1x16384 98.7 / 85.0 (9); with floats 8192x1x8192 118.1, with float4 139.7. 4 float4 in flight
     * with K whole: 4096x1x4096 101.1, 8192x1x8192 117.0, 3000x1x3000 152.8 (against 144.8 for 8).
     */
    static final int ONE_VECTOR_ROWS_GROUPS_PER_UNIT = 1;
    /** The fewest vectors the tile kernels (panel_tile_rows, panel_tile_columns) take; fewer run panel_*. */
    static final int TILE_FROM = 9;
    /**
     * The tile kernels' program: 4 outputs by 4 vectors of sums per work-item, 8 K values per step (122 registers, two
     * groups per SM), K cut for two groups per compute unit. H200, docs/results/h200/tile (PanelSweep, kernel-only %
     * of cuBLAS; 16 programs): 4096x16x4096 102.0, 8192x16x8192 102.9, 4096x12x4096 104.6, 16x4096x4096 190.7,
     * 4096x16x4096 TN 101.3 (panel_rows, panel_columns: 68.0, 124.6, 75.8; the narrow entry's tiles 66.7 at
     * 4096x16x4096); 8 outputs per work-item, 8 vectors, 16 K values per step or four groups per unit were slower on
     * most of these shapes.
     */
    static final int TILE_OUTPUTS = 4;
    static final int TILE_VECTORS = 4;
    static final int TILE_STEP_K = 8;
    static final int TILE_GROUPS_PER_UNIT = 2;
    /**
     * The rows kernel stages the matrix in local memory where a group has one wave along K (STAGE; each matrix value
     * then crosses L1 once, in coalesced loads). H200, docs/results/h200/tile run 4, % of cuBLAS kernel-only, staged
     * against direct reads: 4096x16x4096 110.5 / 104.5, 4096x12x4096 111.8 / 105.4, 8192x16x8192 107.6 / 103.3. The
     * columns kernel, whose direct reads are coalesced already, lost with it (12x3000x2000 65.3 / 97.5).
     *
     * A panel of 32 staged for the rows kernel keeps 8 outputs by 4 vectors per work-item (127 registers): H200, tile
     * run 4, % of cuBLAS kernel-only against 4 outputs: 8192x32x8192 91.5 / 70.9, 3000x24x2000 74.0 / 70.6,
     * 2000x32x6000 77.1 / 80.9 (the narrow entry's tiles: 66.9, 60.2 and 60.1, gemm-e2e-9 part 4).
     */
    static final int TILE_OUTPUTS_STAGED_32 = 8;
    /** K values of the group's outputs a staged tile program loads per round (gemv.cl's KR). */
    static final int STAGE_ROUND = 16;

    /**
     * The most waves of a group along K the plan takes. Where the outputs make few groups a group's waves share its
     * outputs and split K (each group fewer outputs, so more groups without cutting K thinner): H200, tile run 1,
     * 1024x16x1024 ran at 106.6% of cuBLAS with 4 waves along K against 82.1% with 1; 4096x16x4096, which has groups
     * enough, at 70.8% with 2 against 102.0% with 1 (tile run 2).
     */
    static final int TILE_MAX_WAVES_ALONG_K = 4;

    private static final String SOURCE = GemmKernelFiles.read("gemv.cl");

    private final DeviceSession session;
    private final Map<Map<String, Long>, Kernels> compiled = new HashMap<>();   // by the program's defines
    private final Map<Shape, Kernels> byShape = new HashMap<>();   // the same, without building defines per call

    GemmVector(DeviceSession session) {
        this.session = session;
    }

    /**
     * The compile-time shape of one program of gemv.cl and how its groups are planned: the panel's width (1: the
     * one-vector kernels), the outputs each wave (panel_rows) or work-item (panel_columns, panel_tile_*) keeps, the K
     * values of the panel staged in local memory at a time (a multiple of 128: panel_rows' four steps of LANES), and
     * for the tile kernels (tile() true) the vectors per work-item, the waves of a group along K, the K values per
     * step, whether the matrix is read as float4, the groups per compute unit the plan cuts K for and whether the
     * matrix is staged in local memory; for panel_rows, how many waves add their sums in local memory at a time.
     */
    record Shape(int width, int rowsPerWave, int outputsPerItem, int chunk, int vectorsPerItem, int wavesAlongK,
                 int stepK, boolean vectorLoads, int groupsPerUnit, boolean staged, int reductionWaves,
                 boolean lastSums) {

        /**
         * The one-vector kernels' program: gemv_rows reading floats or float4s, {@code loads} of each per work-item in
         * flight (gemv.cl's ROW_LOADS; 0: the file's 8), K cut only where fewer groups than half the compute units
         * would run (ONE_VECTOR_ROWS_GROUPS_PER_UNIT).
         */
        static Shape oneVector(boolean float4, int loads) {
            return new Shape(1, 1, 1, PANEL_CHUNK, 0, 1, loads, float4, ONE_VECTOR_ROWS_GROUPS_PER_UNIT, false, WAVES,
                    false);
        }

        /**
         * gemv_columns reading four outputs as a float4 per lane, the group's waves side by side along K, {@code loads}
         * rows in flight (0: 8), K cut for {@code groupsPerUnit} groups per compute unit.
         */
        static Shape oneVectorColumns(int loads, int groupsPerUnit) {
            return new Shape(1, 1, 1, PANEL_CHUNK, 0, 1, loads, true, groupsPerUnit, false, WAVES, false);
        }

        /** A program of panel_rows / panel_columns (or the one-vector kernels at width 1). */
        Shape(int width, int rowsPerWave, int outputsPerItem, int chunk) {
            this(width, rowsPerWave, outputsPerItem, chunk, 0, 1, 0, false, GROUPS_PER_UNIT, false, WAVES, false);
        }

        /**
         * The shape for {@code vectors} vectors. Up to 8: width rounded up to a multiple of 4 (float4 reads of the
         * panel), four outputs per wave and one per work-item (H200, docs/results/h200/panel run 3: 2 and 8 outputs
         * per wave were 7-55% slower than 4 on every panel_rows shape; 2 or 4 outputs per work-item 7-25% slower than
         * 1 on every panel_columns shape). From 9: the tile kernels, width 16, 32 or 64, TILE_OUTPUTS x TILE_VECTORS
         * sums per work-item (plan(row, computeUnits) then picks the waves along K and the staging).
         */
        static Shape of(int vectors) {
            if (vectors == 1) {
                return oneVector(true, 0);
            }
            if (vectors <= TILE_FROM - 1) {
                return new Shape((vectors + 3) / 4 * 4, 4, 1, PANEL_CHUNK);
            }
            return tile(vectors, TILE_OUTPUTS, TILE_VECTORS, 1, TILE_STEP_K, TILE_GROUPS_PER_UNIT);
        }

        /** A tile program for {@code vectors} vectors (width 16, 32 or 64), float4 matrix reads where the call allows. */
        static Shape tile(int vectors, int outputsPerItem, int vectorsPerItem, int wavesAlongK, int stepK,
                          int groupsPerUnit) {
            int width = vectors <= 16 ? 16 : vectors <= 32 ? 32 : 64;
            return new Shape(width, 0, outputsPerItem, PANEL_CHUNK, vectorsPerItem, wavesAlongK, stepK, true,
                    groupsPerUnit, false, WAVES, false);
        }

        boolean tile() {
            return vectorsPerItem > 0;
        }

        /** Outputs per group of a call's main kernel. */
        long outputsPerGroup(boolean dot) {
            if (tile()) {
                long lanesAlongOutputs = LANES / (width / vectorsPerItem);
                return GROUP / LANES / wavesAlongK * lanesAlongOutputs * outputsPerItem;
            }
            if (dot) {
                return (long) GROUP / LANES * rowsPerWave;
            }
            return width == 1 && vectorLoads ? 4L * LANES : (long) GROUP * outputsPerItem;   // gemv_columns' float4
        }

        /**
         * Bytes of local memory a tile program's group declares (gemv.cl's TILE_LOCAL): the panel's chunk, with STAGE
         * the matrix tile beside it, or the waves' sums when WK > 1, whichever is larger, and lastSumsBytes().
         */
        long tileLocalBytes() {
            long outputs = outputsPerGroup(true);
            long staging = (long) width * chunk + (staged ? (outputs + 4) * (STAGE_ROUND + 4) : 0);
            long sums = (long) (wavesAlongK - 1) * (GROUP / LANES / wavesAlongK) * LANES * outputsPerItem
                    * vectorsPerItem;
            return Float.BYTES * Math.max(staging, sums) + lastSumsBytes();
        }

        /** This program with a panel of {@code panelWidth} vectors (tools/panel/PanelSweep: wider than the call's). */
        Shape withWidth(int panelWidth) {
            return new Shape(panelWidth, rowsPerWave, outputsPerItem, chunk, vectorsPerItem, wavesAlongK, stepK,
                    vectorLoads, groupsPerUnit, staged, reductionWaves, lastSums);
        }

        /** This tile program with {@code outputs} outputs per work-item. */
        Shape withOutputsPerItem(int outputs) {
            return new Shape(width, rowsPerWave, outputs, chunk, vectorsPerItem, wavesAlongK, stepK, vectorLoads,
                    groupsPerUnit, staged, reductionWaves, lastSums);
        }

        /** This tile program with {@code waves} waves of a group along K. */
        Shape withWavesAlongK(int waves) {
            return new Shape(width, rowsPerWave, outputsPerItem, chunk, vectorsPerItem, waves, stepK, vectorLoads,
                    groupsPerUnit, staged, reductionWaves, lastSums);
        }

        /** This shape with float4 matrix reads on or off (a tile program or a one-vector kernel; panels have none). */
        Shape withVectorLoads(boolean on) {
            return new Shape(width, rowsPerWave, outputsPerItem, chunk, vectorsPerItem, wavesAlongK, stepK,
                    on && (tile() || width == 1), groupsPerUnit, staged, reductionWaves, lastSums);
        }

        /** This tile program with the matrix staged in local memory (one wave along K) or read directly. */
        Shape withStaging(boolean on) {
            return new Shape(width, rowsPerWave, outputsPerItem, chunk, vectorsPerItem, wavesAlongK, stepK,
                    vectorLoads, groupsPerUnit, on && tile(), reductionWaves, lastSums);
        }

        /** This panel_rows program adding its waves' sums {@code waves} waves at a time (WAVES: all at once). */
        Shape withReductionWaves(int waves) {
            return new Shape(width, rowsPerWave, outputsPerItem, chunk, vectorsPerItem, wavesAlongK, stepK,
                    vectorLoads, groupsPerUnit, staged, waves, lastSums);
        }

        /** The int a LAST_SUMS program's group learns it is the slices' last from (nvcc: 4 bytes more). */
        long lastSumsBytes() {
            return lastSums ? Integer.BYTES : 0;
        }

        /** Bytes of local memory a group of this program declares, running the rows or the columns kernel. */
        long localBytes(boolean dot) {
            if (tile()) {
                return tileLocalBytes();
            }
            if (width > 1) {
                return dot ? rowsLocalBytes() : (long) Float.BYTES * width * chunk + lastSumsBytes();
            }
            // gemv_rows: a float per work-item; gemv_columns with float4 reads: a float4 per work-item
            long sums = dot ? (long) Float.BYTES * GROUP : vectorLoads ? 4L * Float.BYTES * GROUP : 0;
            return sums + lastSumsBytes();
        }

        /** This program with K's slices added by their last group (one launch) or by gemv_sum (a second one). */
        Shape withLastSums(boolean on) {
            return new Shape(width, rowsPerWave, outputsPerItem, chunk, vectorsPerItem, wavesAlongK, stepK,
                    vectorLoads, groupsPerUnit, staged, reductionWaves, on);
        }

        /**
         * Bytes of local memory panel_rows declares (gemv.cl's ROWS_LOCAL): the panel's chunk or the waves' sums, and
         * lastSumsBytes().
         */
        long rowsLocalBytes() {
            return Float.BYTES * Math.max((long) width * chunk, (long) reductionWaves * LANES * (LANES + 1))
                    + lastSumsBytes();
        }

        Map<String, Long> defines() {
            Map<String, Long> d = new HashMap<>(Map.of("GROUP", (long) GROUP, "LANES", (long) LANES, "NV",
                    (long) width, "KC", (long) chunk, "LAST_SUMS", lastSums ? 1L : 0L));
            if (tile()) {
                d.putAll(Map.of("TILE", 1L, "TO", (long) outputsPerItem, "TV", (long) vectorsPerItem, "WK",
                        (long) wavesAlongK, "KU", (long) stepK, "MAT_VEC", vectorLoads ? 1L : 0L, "STAGE",
                        staged ? 1L : 0L));
            } else {
                d.putAll(Map.of("ROWS", (long) rowsPerWave, "OUTS", (long) outputsPerItem));
                if (vectorLoads) {
                    d.put("MAT_VEC", 1L);
                }
                if (width == 1 && stepK > 0) {
                    d.put("ROW_LOADS", (long) stepK);
                }
                if (reductionWaves != WAVES) {   // the default program keeps the defines it was measured with
                    d.put("RED_WAVES", (long) reductionWaves);
                }
            }
            return Map.copyOf(d);
        }
    }

    private record Kernels(Program program, Kernel rows, Kernel columns, Kernel sum) {}

    /**
     * One planned call: Y (outputs x vectors: output o of vector v at o * yStride + v * yVectorStride) = alpha *
     * matrix X + beta * Y.
     *
     * @param dot       true: each output's K values are contiguous (*_rows), false: the outputs are (*_columns)
     * @param matrixIsA the row-major problem's A is the matrix (the vectors are B's N columns), else its B (the
     *                  vectors are A's M rows)
     * @param slices    K cut into this many slices of sliceK (1: the kernel writes Y itself)
     * @param sum       gemv_sum's launch, or null where K is whole or the slices' last groups add them (lastSums)
     */
    record Plan(Shape shape, boolean dot, boolean matrixIsA, int outputs, int vectors, int k, int ld, int xStride,
                int xVectorStride, int yStride, int yVectorStride, int slices, int sliceK, Geometry main,
                Geometry sum) {

        /** Floats of the slices' parts (0 when K is not cut). */
        long partFloats() {
            return slices > 1 ? (long) slices * outputs * vectors : 0;
        }

        /** Counters the slices' last groups count themselves in on (one per group along the outputs; 0: none). */
        int counters() {
            return slices > 1 && shape.lastSums() ? Math.toIntExact(main.global(0) / GROUP) : 0;
        }

        boolean panel() {
            return shape.width() > 1;
        }

        String kernelName() {
            return (shape.tile() ? "panel_tile_" : panel() ? "panel_" : "gemv_") + (dot ? "rows" : "columns");
        }

        /** For --explain: what runs. */
        String describe() {
            String what = vectors == 1 ? "one vector" + (panel() ? " (in a panel of " + shape.width() + ")" : "")
                    : vectors + " vectors (a panel of " + shape.width() + ")";
            String each = panel() ? " outputs of each vector, " : " outputs, ";
            String where = dot ? " (the matrix's rows are contiguous)" : " (the matrix's columns are contiguous)";
            String how = shape.tile() ? each + "each work-item summing " + shape.outputsPerItem() + " outputs of "
                    + shape.vectorsPerItem() + " vectors" + (shape.wavesAlongK() > 1 ? ", " + shape.wavesAlongK()
                    + " waves of a group along K" : "") + (shape.vectorLoads() ? ", the matrix read as float4" : "")
                    + (shape.staged() ? " and staged in local memory" : "")
                    + where
                    : dot ? each + "each a dot product of " + k + " values by " + LANES + " work-items"
                    + (panel() ? " (" + shape.rowsPerWave() + " outputs per wave)" : "")
                    + (shape.vectorLoads() ? ", the matrix read as float4" : "") + where
                    : shape.vectorLoads() ? each + "each a sum of " + k + " terms, 4 per work-item read as float4, "
                    + WAVES + " waves of a group along K" + where
                    : each + "each a sum of " + k + " terms, " + (panel() ? shape.outputsPerItem() : 1)
                    + " per work-item" + where;
            return kernelName() + ": " + what + ", " + outputs + how
                    + (slices > 1 ? ", K cut into " + slices + " slices of " + sliceK + " whose sums "
                    + (shape.lastSums() ? "the last group of each range of outputs adds" : "gemv_sum adds")
                    + " in order" : ", K whole");
        }

        Map<String, Long> parameters() {
            Map<String, Long> p = new HashMap<>(shape.defines());
            p.put("SLICES", (long) slices);
            if (!panel()) {
                p.keySet().removeAll(List.of("NV", "ROWS", "OUTS", "KC"));
            }
            if (!shape.tile() && !dot) {
                p.remove("LANES");
                p.remove("ROWS");
            } else if (!shape.tile()) {
                p.remove("OUTS");
            }
            return Map.copyOf(p);
        }
    }

    /** CUDA's static local memory per group, which every program of the plan fits unless told otherwise. */
    static final long LOCAL_BYTES = 48 * 1024;

    /** The plan of a row-major call with M or N of at most MAX_WIDTH on {@code computeUnits} compute units. */
    static Plan plan(GemmShape row, int computeUnits) {
        return plan(row, computeUnits, LOCAL_BYTES);
    }

    /**
     * The plan on a device whose groups may declare {@code localBytes} of local memory (OpenCL guarantees 32 KiB: an
     * Apple or Arm GPU has no more). The measured programs need up to 37 KiB (the staged rows kernel at width 32) and
     * 33 KiB (panel_rows' sums); where that is too much the plan takes the next program that fits: 4 outputs per
     * work-item, then direct reads, and panel_rows adds its waves' sums a half or a quarter of them at a time.
     */
    static Plan plan(GemmShape row, int computeUnits, long localBytes) {
        return plan(row, computeUnits, localBytes, MAX_LAST_SUM_LOADS);
    }

    /**
     * As {@link #plan(GemmShape, int, long)}, the slices' last group adding up to {@code mostLastSumLoads} parts per
     * work-item (MAX_LAST_SUM_LOADS; more where a second launch costs its own enqueue: EnqueueBoundCalls).
     */
    static Plan plan(GemmShape row, int computeUnits, long localBytes, int mostLastSumLoads) {
        Sides sides = Sides.of(row);
        boolean dot = sides.dot();
        Shape shape = sides.vectors() == 1 && !dot ? oneVectorColumns(row, sides) : Shape.of(sides.vectors());
        if (shape.tile() && shape != ONE_VECTOR_COLUMNS) {
            int waves = wavesAlongK(shape, Math.max(row.m(), row.n()), row.k(), computeUnits);
            boolean staged = dot && waves == 1;
            shape = shape.withWavesAlongK(waves).withStaging(staged);
            if (staged && shape.width() == 32) {
                shape = shape.withOutputsPerItem(TILE_OUTPUTS_STAGED_32);
            }
            if (shape.tileLocalBytes() > localBytes) {
                shape = shape.withOutputsPerItem(TILE_OUTPUTS);
            }
            if (shape.tileLocalBytes() > localBytes) {
                shape = shape.withStaging(false);
            }
        } else if (shape.width() > 1 && dot) {
            while (shape.rowsLocalBytes() > localBytes && shape.reductionWaves() > 1) {
                shape = shape.withReductionWaves(shape.reductionWaves() / 2);
            }
        }
        Plan plan = plan(row, computeUnits, shape);
        return plan.slices() > 1 && lastSumLoads(plan) <= mostLastSumLoads
                && shape.withLastSums(true).localBytes(dot) <= localBytes
                ? plan(row, computeUnits, shape.withLastSums(true)) : plan;
    }

    /** One vector with contiguous outputs: gemv_columns' float4 program where the call allows float4 reads. */
    private static Shape oneVectorColumns(GemmShape row, Sides sides) {
        return withCallsLoads(row, ONE_VECTOR_COLUMNS_FLOAT4, sides).vectorLoads() ? ONE_VECTOR_COLUMNS_FLOAT4
                : ONE_VECTOR_COLUMNS;
    }

    /**
     * Which operand of a row-major call is the matrix and which the vectors: the smaller side is the vectors. N: Y =
     * C's columns = op(A) X, X = op(B)'s columns; M: Y = C's rows (transposed) = op(B)^T X, X = op(A)'s rows.
     *
     * @param dot true where each output's K values are contiguous in the matrix (*_rows), false where the outputs are
     * @param ld  the matrix's leading dimension
     */
    private record Sides(boolean matrixIsA, int outputs, int vectors, boolean dot, int ld) {
        static Sides of(GemmShape row) {
            boolean matrixIsA = row.n() <= row.m();
            return new Sides(matrixIsA, matrixIsA ? row.m() : row.n(), matrixIsA ? row.n() : row.m(),
                    matrixIsA ? !row.transA() : row.transB(), matrixIsA ? row.lda() : row.ldb());
        }

        /** Groups of {@code shape}'s main kernel along the outputs. */
        long groups(Shape shape) {
            long perGroup = shape.outputsPerGroup(dot);
            return (outputs + perGroup - 1) / perGroup;
        }
    }

    /** Parts a work-item of a sliced plan's last group would add (LAST_SUMS): slices x its share of the group's. */
    static long lastSumLoads(Plan plan) {
        long elements = Math.min(plan.shape().outputsPerGroup(plan.dot()), plan.outputs()) * (long) plan.vectors();
        return (elements + GROUP - 1) / GROUP * plan.slices();
    }

    /**
     * The fewest waves along K (1, 2, 4 ... TILE_MAX_WAVES_ALONG_K) whose groups, with K cut into slices of one
     * chunk at most, reach the groups per compute unit the tile program is planned for.
     */
    static int wavesAlongK(Shape shape, int outputs, int k, int computeUnits) {
        long target = (long) shape.groupsPerUnit() * Math.max(1, computeUnits);
        long slices = Math.max(1, k / shape.chunk());
        int waves = 1;
        while (waves < TILE_MAX_WAVES_ALONG_K) {
            long perGroup = shape.withWavesAlongK(waves).outputsPerGroup(true);
            if ((outputs + perGroup - 1) / perGroup * slices >= target) {
                break;
            }
            waves *= 2;
        }
        return waves;
    }

    /** The plan with a given program shape (tools/panel/PanelSweep measures shapes other than Shape.of's). */
    static Plan plan(GemmShape row, int computeUnits, Shape shape) {
        if (Math.min(row.m(), row.n()) > MAX_WIDTH) {
            throw new IllegalArgumentException("not a matrix-vector or matrix-panel product: " + row);
        }
        Sides sides = Sides.of(row);
        shape = withCallsLoads(row, shape, sides);
        long groups = sides.groups(shape);
        long target = (long) shape.groupsPerUnit() * Math.max(1, computeUnits);
        int minSlice = shape.tile() ? shape.chunk() : sides.dot() ? MIN_ROWS_SLICE : MIN_COLUMNS_SLICE;
        int slices = 1;
        if (2 * groups < target) {
            int most = Math.max(1, row.k() / minSlice);
            slices = (int) Math.min(most, (target + groups - 1) / groups);
        }
        return plan(row, shape, sides, groups, slices, computeUnits);
    }

    /**
     * The plan of {@code shape} with K cut into (about) {@code slices} slices (tools/panel's PanelSweep tries counts
     * other than plan's).
     */
    static Plan plan(GemmShape row, Shape shape, int slices) {
        Sides sides = Sides.of(row);
        Shape called = withCallsLoads(row, shape, sides);
        return plan(row, called, sides, sides.groups(called), Math.max(1, Math.min(slices, row.k())), 0);
    }

    /** The shape with float4 matrix reads only where the call's leading dimension (and K, for gemv_rows) allow them. */
    private static Shape withCallsLoads(GemmShape row, Shape shape, Sides sides) {
        boolean aligned = sides.ld() % 4 == 0;
        if (shape.tile()) {   // float4 reads need 16-byte aligned rows (and, for columns, whole fours of outputs)
            return shape.withVectorLoads(shape.vectorLoads() && aligned && (sides.dot() || sides.outputs() % 4 == 0));
        }
        // gemv_rows: and no float4 across K's end; gemv_columns: whole fours of outputs
        return shape.withVectorLoads(shape.vectorLoads() && aligned
                && (sides.dot() ? row.k() % 4 == 0 : sides.outputs() % 4 == 0));
    }

    /** K / slices rounded up (or down, at least one) to a multiple of {@code align}. */
    private static int alignedSliceK(int k, int slices, int align, boolean down) {
        int sliceK = (k + slices - 1) / slices;
        return down ? Math.max(align, sliceK / align * align) : (sliceK + align - 1) / align * align;
    }

    private static Plan plan(GemmShape row, Shape shape, Sides sides, long groups, int slices, int computeUnits) {
        boolean matrixIsA = sides.matrixIsA();
        boolean dot = sides.dot();
        int xStride;
        int xVectorStride;
        if (matrixIsA) {
            xStride = row.transB() ? 1 : row.ldb();
            xVectorStride = row.transB() ? row.ldb() : 1;
        } else {
            xStride = row.transA() ? row.lda() : 1;
            xVectorStride = row.transA() ? 1 : row.lda();
        }
        int yStride = matrixIsA ? row.ldc() : 1;
        int yVectorStride = matrixIsA ? 1 : row.ldc();
        // a tile kernel's slices are whole chunks of the panel, so every wave's steps and float4 reads stay aligned;
        // gemv_rows' start on a wave's load (LANES floats, or float4s), so none straddles more memory segments
        int align = shape.tile() ? shape.chunk() : dot && shape.width() == 1
                ? LANES * (shape.vectorLoads() ? 4 : 1) : 1;
        int sliceK = alignedSliceK(row.k(), slices, align, false);
        // rounded up, unless K is cut and that leaves fewer groups than compute units: 3000x24x2000's 15 slices of
        // 134 became 8 of 256 and its 12 groups along the outputs 96 groups for 132 SMs (H200, ncu,
        // docs/results/h200/session16/ncu-few); rounded down as a rule, 8192x16x8192's 9 slices of 911 became 10 of
        // 896 (the last 128) and ran at 83.8% of cuBLAS against 109.7% in 8 of 1024 (session16/widths2)
        if (slices > 1 && groups * ((row.k() + sliceK - 1) / sliceK) < computeUnits) {
            sliceK = alignedSliceK(row.k(), slices, align, true);
        }
        slices = (row.k() + sliceK - 1) / sliceK;   // no empty slice
        Geometry main = Geometry.of(groups * GROUP, slices, GROUP, 1);
        long elements = (long) sides.outputs() * sides.vectors();
        Geometry sum = slices > 1 && !shape.lastSums()
                ? Geometry.of((elements + GROUP - 1L) / GROUP * GROUP, GROUP) : null;
        return new Plan(shape, dot, matrixIsA, sides.outputs(), sides.vectors(), row.k(), sides.ld(), xStride,
                xVectorStride, yStride, yVectorStride, slices, sliceK, main, sum);
    }

    private Kernels kernels(Shape shape) {
        Kernels known = byShape.get(shape);
        return known != null ? known : byShape.computeIfAbsent(shape, this::compile);
    }

    private Kernels compile(Shape shape) {
        return compiled.computeIfAbsent(shape.defines(), defines -> {
            Program program = session.compile(SOURCE, defines);
            String prefix = shape.tile() ? "panel_tile_" : shape.width() > 1 ? "panel_" : "gemv_";
            return new Kernels(program, program.kernel(prefix + "rows"), program.kernel(prefix + "columns"),
                    program.kernel("gemv_sum"));
        });
    }

    /** The kernels a call of {@code plan} launches, in order (compiles the panel width's program on first need). */
    List<Kernel> kernels(Plan plan) {
        Kernels k = kernels(plan.shape());
        Kernel main = plan.dot() ? k.rows() : k.columns();
        return plan.sum() == null ? List.of(main) : List.of(main, k.sum());
    }

    /** The geometries of kernels(plan), in the same order. */
    static List<Geometry> geometries(Plan plan) {
        return plan.sum() == null ? List.of(plan.main()) : List.of(plan.main(), plan.sum());
    }

    /**
     * Sets the launches' arguments on the kernels (typed setters: nothing allocated for a known shape). {@code a},
     * {@code b}: the row-major problem's operands; {@code parts}: room for partFloats() (any buffer when 0);
     * {@code counters}: plan.counters() ints, zero before the first call (the kernels leave them zero; any buffer
     * when 0).
     */
    void setArguments(Plan plan, float alpha, Buffer a, Buffer b, float beta, Buffer c, Buffer parts,
                      Buffer counters) {
        Kernels k = kernels(plan.shape());
        Buffer matrix = plan.matrixIsA() ? a : b;
        Buffer x = plan.matrixIsA() ? b : a;
        if (plan.panel()) {
            (plan.dot() ? k.rows() : k.columns()).set(0, plan.outputs()).set(1, plan.vectors()).set(2, plan.k())
                    .set(3, plan.sliceK()).set(4, alpha).set(5, matrix).set(6, plan.ld()).set(7, x)
                    .set(8, plan.xStride()).set(9, plan.xVectorStride()).set(10, beta).set(11, c)
                    .set(12, plan.yStride()).set(13, plan.yVectorStride()).set(14, parts).set(15, counters);
        } else {
            (plan.dot() ? k.rows() : k.columns()).set(0, plan.outputs()).set(1, plan.k()).set(2, plan.sliceK())
                    .set(3, alpha).set(4, matrix).set(5, plan.ld()).set(6, x).set(7, plan.xStride()).set(8, beta)
                    .set(9, c).set(10, plan.yStride()).set(11, parts).set(12, counters);
        }
        if (plan.sum() != null) {
            k.sum().set(0, plan.outputs()).set(1, plan.vectors()).set(2, plan.slices()).set(3, alpha).set(4, beta)
                    .set(5, c).set(6, plan.yStride()).set(7, plan.yVectorStride()).set(8, parts);
        }
    }

    @Override
    public void close() {
        for (Kernels k : compiled.values()) {
            k.rows().close();
            k.columns().close();
            k.sum().close();
            k.program().close();
        }
        compiled.clear();
        byShape.clear();
    }
}
