/*
 * The tuned Gemm's matrix-vector path (shape class "vector": M or N of 1): which kernel of gemv.cl a call runs, which
 * operand is the matrix and which the vector, into how many K slices the work is cut, and each launch's arguments.
 * Gemm plans a call here once per shape, as it plans tiles; the kernels are compiled on the first such call.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.Program;
import java.util.List;
import java.util.Map;

final class GemmVector implements AutoCloseable {
    static final int GROUP = 256;   // work-items per group of every gemv kernel
    static final int LANES = 32;    // gemv_rows: work-items per output (one wave on NVIDIA)
    /**
     * Groups the device should hold at once per compute unit: 8 groups of 256 fill an NVIDIA SM's 2,048 threads. A
     * call whose outputs make fewer groups than half of that cuts K into slices until they do.
     */
    static final int GROUPS_PER_UNIT = 8;
    /** The shortest slice of K, so the slices' parts (one float per output and slice) stay small beside the matrix. */
    static final int MIN_ROWS_SLICE = 16 * LANES;
    static final int MIN_COLUMNS_SLICE = 64;

    private static final String SOURCE = GemmKernelFiles.read("gemv.cl");

    private final Program program;
    private final Kernel rows;
    private final Kernel columns;
    private final Kernel sum;

    GemmVector(DeviceSession session) {
        program = session.compile(SOURCE, Map.of("GROUP", (long) GROUP, "LANES", (long) LANES));
        rows = program.kernel("gemv_rows");
        columns = program.kernel("gemv_columns");
        sum = program.kernel("gemv_sum");
    }

    /**
     * One planned call: y (outputs values, stride yStride) = alpha * matrix x + beta * y.
     *
     * @param dot       true: each output's K values are contiguous (gemv_rows), false: the outputs are (gemv_columns)
     * @param matrixIsA the row-major problem's A is the matrix (N = 1), else its B (M = 1) and A is the vector
     * @param slices    K cut into this many slices of sliceK (1: the kernel writes y itself, no gemv_sum)
     */
    record Plan(boolean dot, boolean matrixIsA, int outputs, int k, int ld, int xStride, int yStride, int slices,
                int sliceK, Geometry main, Geometry sum) {

        /** Floats of the slices' parts (0 when K is not cut). */
        long partFloats() {
            return slices > 1 ? (long) slices * outputs : 0;
        }

        String kernelName() {
            return dot ? "gemv_rows" : "gemv_columns";
        }

        /** For --explain: what runs. */
        String describe() {
            return kernelName() + ": " + outputs + (dot ? " dot products of " + k + " values, " + LANES
                    + " work-items each (the matrix's rows are contiguous)"
                    : " outputs of " + k + " terms, one per work-item (the matrix's columns are contiguous)")
                    + (slices > 1 ? ", K cut into " + slices + " slices of " + sliceK + " whose sums gemv_sum adds in order"
                    : ", K whole");
        }

        Map<String, Long> parameters() {
            return dot ? Map.of("GROUP", (long) GROUP, "LANES", (long) LANES, "SLICES", (long) slices)
                    : Map.of("GROUP", (long) GROUP, "SLICES", (long) slices);
        }
    }

    /** The plan of a row-major call with M or N of 1 on a device of {@code computeUnits} compute units. */
    static Plan plan(GemmShape row, int computeUnits) {
        if (row.m() != 1 && row.n() != 1) {
            throw new IllegalArgumentException("not a matrix-vector product: " + row);
        }
        boolean matrixIsA = row.n() == 1;
        // N = 1: y = C's column (stride ldc) = op(A) x, x = op(B)'s column; M = 1: y = C's row = op(B)^T x, x = op(A)
        int outputs = matrixIsA ? row.m() : row.n();
        boolean dot = matrixIsA ? !row.transA() : row.transB();
        int ld = matrixIsA ? row.lda() : row.ldb();
        int xStride = matrixIsA ? (row.transB() ? 1 : row.ldb()) : (row.transA() ? row.lda() : 1);
        int yStride = matrixIsA ? row.ldc() : 1;
        long perGroup = dot ? GROUP / LANES : GROUP;
        long groups = (outputs + perGroup - 1) / perGroup;
        long target = (long) GROUPS_PER_UNIT * Math.max(1, computeUnits);
        int slices = 1;
        if (2 * groups < target) {
            int most = Math.max(1, row.k() / (dot ? MIN_ROWS_SLICE : MIN_COLUMNS_SLICE));
            slices = (int) Math.min(most, (target + groups - 1) / groups);
        }
        int sliceK = (row.k() + slices - 1) / slices;
        slices = (row.k() + sliceK - 1) / sliceK;   // no empty slice
        Geometry main = Geometry.of(groups * GROUP, slices, GROUP, 1);
        Geometry sum = slices > 1 ? Geometry.of((outputs + GROUP - 1L) / GROUP * GROUP, GROUP) : null;
        return new Plan(dot, matrixIsA, outputs, row.k(), ld, xStride, yStride, slices, sliceK, main, sum);
    }

    /** The kernels a call of {@code plan} launches, in order. */
    List<Kernel> kernels(Plan plan) {
        Kernel main = plan.dot() ? rows : columns;
        return plan.sum() == null ? List.of(main) : List.of(main, sum);
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
        Kernel main = plan.dot() ? rows : columns;
        main.set(0, plan.outputs()).set(1, plan.k()).set(2, plan.sliceK()).set(3, alpha)
                .set(4, plan.matrixIsA() ? a : b).set(5, plan.ld()).set(6, plan.matrixIsA() ? b : a)
                .set(7, plan.xStride()).set(8, beta).set(9, c).set(10, plan.yStride()).set(11, parts);
        if (plan.sum() != null) {
            sum.set(0, plan.outputs()).set(1, plan.slices()).set(2, alpha).set(3, beta).set(4, c)
                    .set(5, plan.yStride()).set(6, parts);
        }
    }

    @Override
    public void close() {
        rows.close();
        columns.close();
        sum.close();
        program.close();
    }
}
