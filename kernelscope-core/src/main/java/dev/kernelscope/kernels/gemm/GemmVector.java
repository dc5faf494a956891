/*
 * The tuned Gemm's matrix-vector and matrix-panel path (shape class "vector": M or N of at most 8; the kernels take
 * up to 32): which kernel of gemv.cl a call runs, which operand is the matrix and which the vectors, into how many K
 * slices the work is cut, and each launch's arguments. Gemm plans a call here once per shape, as it plans tiles; each
 * width's program is compiled on the first call that needs it (one per width rounded up to a multiple of 4).
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
    /** The widest panel the kernels take (their sums are registers: 4 x 32 per work-item of panel_rows). */
    static final int MAX_WIDTH = 32;
    static final int LANES = 32;    // *_rows: work-items per output (one wave on NVIDIA)
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

    private static final String SOURCE = GemmKernelFiles.read("gemv.cl");

    private final DeviceSession session;
    private final Map<Shape, Kernels> compiled = new HashMap<>();

    GemmVector(DeviceSession session) {
        this.session = session;
    }

    /**
     * The compile-time shape of one program of gemv.cl: the panel's width (1: the one-vector kernels), the outputs
     * each wave (rows kernel) or work-item (columns kernel) of a panel kernel keeps, and the K values of the panel
     * staged in local memory at a time (a multiple of 128: panel_rows' four steps of LANES).
     */
    record Shape(int width, int rowsPerWave, int outputsPerItem, int chunk) {
        /**
         * The shape for {@code vectors} vectors: width rounded up to a multiple of 4 (float4 reads of the panel), four
         * outputs per wave and one per work-item (H200, docs/results/h200/panel run 3: 2 and 8 outputs per wave were
         * 7-55% slower than 4 on every panel_rows shape; 2 or 4 outputs per work-item 7-25% slower than 1 on every
         * panel_columns shape).
         */
        static Shape of(int vectors) {
            if (vectors == 1) {
                return new Shape(1, 1, 1, PANEL_CHUNK);
            }
            return new Shape((vectors + 3) / 4 * 4, 4, 1, PANEL_CHUNK);
        }

        Map<String, Long> defines() {
            return Map.of("GROUP", (long) GROUP, "LANES", (long) LANES, "NV", (long) width, "ROWS", (long) rowsPerWave,
                    "OUTS", (long) outputsPerItem, "KC", (long) chunk);
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
     * @param slices    K cut into this many slices of sliceK (1: the kernel writes Y itself, no gemv_sum)
     */
    record Plan(Shape shape, boolean dot, boolean matrixIsA, int outputs, int vectors, int k, int ld, int xStride,
                int xVectorStride, int yStride, int yVectorStride, int slices, int sliceK, Geometry main,
                Geometry sum) {

        /** Floats of the slices' parts (0 when K is not cut). */
        long partFloats() {
            return slices > 1 ? (long) slices * outputs * vectors : 0;
        }

        boolean panel() {
            return shape.width() > 1;
        }

        String kernelName() {
            return (panel() ? "panel_" : "gemv_") + (dot ? "rows" : "columns");
        }

        /** For --explain: what runs. */
        String describe() {
            String what = panel() ? vectors + " vectors (a panel of " + shape.width() + ")" : "one vector";
            String each = panel() ? " outputs of each vector, " : " outputs, ";
            String how = dot ? each + "each a dot product of " + k + " values by " + LANES + " work-items"
                    + (panel() ? " (" + shape.rowsPerWave() + " outputs per wave)" : "")
                    + " (the matrix's rows are contiguous)"
                    : each + "each a sum of " + k + " terms, " + (panel() ? shape.outputsPerItem() : 1)
                    + " per work-item (the matrix's columns are contiguous)";
            return kernelName() + ": " + what + ", " + outputs + how
                    + (slices > 1 ? ", K cut into " + slices + " slices of " + sliceK
                    + " whose sums gemv_sum adds in order" : ", K whole");
        }

        Map<String, Long> parameters() {
            Map<String, Long> p = new HashMap<>(shape.defines());
            p.put("SLICES", (long) slices);
            if (!panel()) {
                p.keySet().removeAll(List.of("NV", "ROWS", "OUTS", "KC"));
            }
            if (!dot) {
                p.remove("LANES");
                p.remove("ROWS");
            } else {
                p.remove("OUTS");
            }
            return Map.copyOf(p);
        }
    }

    /** The plan of a row-major call with M or N of at most MAX_WIDTH on {@code computeUnits} compute units. */
    static Plan plan(GemmShape row, int computeUnits) {
        return plan(row, computeUnits, Shape.of(Math.min(row.m(), row.n())));
    }

    /** The plan with a given program shape (tools/panel/PanelSweep measures shapes other than Shape.of's). */
    static Plan plan(GemmShape row, int computeUnits, Shape shape) {
        if (Math.min(row.m(), row.n()) > MAX_WIDTH) {
            throw new IllegalArgumentException("not a matrix-vector or matrix-panel product: " + row);
        }
        // the smaller side is the vectors: N: Y = C's columns = op(A) X, X = op(B)'s columns; M: Y = C's rows
        // (transposed) = op(B)^T X, X = op(A)'s rows
        boolean matrixIsA = row.n() <= row.m();
        int outputs = matrixIsA ? row.m() : row.n();
        int vectors = matrixIsA ? row.n() : row.m();
        boolean dot = matrixIsA ? !row.transA() : row.transB();
        int ld = matrixIsA ? row.lda() : row.ldb();
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
        long perGroup = dot ? (long) GROUP / LANES * shape.rowsPerWave() : (long) GROUP * shape.outputsPerItem();
        long groups = (outputs + perGroup - 1) / perGroup;
        long target = (long) GROUPS_PER_UNIT * Math.max(1, computeUnits);
        int minSlice = dot ? MIN_ROWS_SLICE : MIN_COLUMNS_SLICE;
        int slices = 1;
        if (2 * groups < target) {
            int most = Math.max(1, row.k() / minSlice);
            slices = (int) Math.min(most, (target + groups - 1) / groups);
        }
        int sliceK = (row.k() + slices - 1) / slices;
        slices = (row.k() + sliceK - 1) / sliceK;   // no empty slice
        Geometry main = Geometry.of(groups * GROUP, slices, GROUP, 1);
        long elements = (long) outputs * vectors;
        Geometry sum = slices > 1 ? Geometry.of((elements + GROUP - 1L) / GROUP * GROUP, GROUP) : null;
        return new Plan(shape, dot, matrixIsA, outputs, vectors, row.k(), ld, xStride, xVectorStride, yStride,
                yVectorStride, slices, sliceK, main, sum);
    }

    private Kernels kernels(Shape shape) {
        return compiled.computeIfAbsent(shape, s -> {
            Program program = session.compile(SOURCE, s.defines());
            boolean panel = s.width() > 1;
            return new Kernels(program, program.kernel(panel ? "panel_rows" : "gemv_rows"),
                    program.kernel(panel ? "panel_columns" : "gemv_columns"), program.kernel("gemv_sum"));
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
     * {@code b}: the row-major problem's operands; {@code parts}: room for partFloats() (any buffer when 0).
     */
    void setArguments(Plan plan, float alpha, Buffer a, Buffer b, float beta, Buffer c, Buffer parts) {
        Kernels k = kernels(plan.shape());
        Buffer matrix = plan.matrixIsA() ? a : b;
        Buffer x = plan.matrixIsA() ? b : a;
        if (plan.panel()) {
            (plan.dot() ? k.rows() : k.columns()).set(0, plan.outputs()).set(1, plan.vectors()).set(2, plan.k())
                    .set(3, plan.sliceK()).set(4, alpha).set(5, matrix).set(6, plan.ld()).set(7, x)
                    .set(8, plan.xStride()).set(9, plan.xVectorStride()).set(10, beta).set(11, c)
                    .set(12, plan.yStride()).set(13, plan.yVectorStride()).set(14, parts);
        } else {
            (plan.dot() ? k.rows() : k.columns()).set(0, plan.outputs()).set(1, plan.k()).set(2, plan.sliceK())
                    .set(3, alpha).set(4, matrix).set(5, plan.ld()).set(6, x).set(7, plan.xStride()).set(8, beta)
                    .set(9, c).set(10, plan.yStride()).set(11, parts);
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
    }
}
