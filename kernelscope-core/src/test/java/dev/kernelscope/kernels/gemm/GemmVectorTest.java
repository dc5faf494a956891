/*
 * The tuned Gemm's matrix-vector and matrix-panel path (M or N up to 32, gemv.cl): which kernel, operand strides,
 * panel width and K slices a call is planned with (no device), and on every backend with a device (PoCL in CI) the
 * conformance cases of the "vector" class, one plan per shape reused with other buffers, --explain's account, and the
 * other rungs keeping their tiles.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.ElementType;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.TestDevice;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@ResourceLock(TestDevice.SHARED_SESSION)
class GemmVectorTest {

    @Test
    void nOfOneReadsTheRowsOfAOrItsColumnsWhenTransposed() {
        GemmShape rows = GemmShape.rowMajor(4096, 1, 4096);
        GemmVector.Plan plan = GemmVector.plan(rows, 132);
        assertThat(plan.dot()).isTrue();
        assertThat(plan.matrixIsA()).isTrue();
        assertThat(plan.outputs()).isEqualTo(4096);
        assertThat(plan.ld()).isEqualTo(4096);
        assertThat(plan.xStride()).isEqualTo(1);      // B is 4096 x 1: ldb 1
        assertThat(plan.yStride()).isEqualTo(1);      // C is 4096 x 1: ldc 1

        GemmShape gaps = new GemmShape(Layout.ROW_MAJOR, true, false, 700, 1, 1300, 703, 4, 5);
        GemmVector.Plan columns = GemmVector.plan(gaps, 132);
        assertThat(columns.dot()).isFalse();            // A^T: A stored 1300 x 700, outputs contiguous
        assertThat(columns.ld()).isEqualTo(703);
        assertThat(columns.xStride()).isEqualTo(4);     // B's column, ldb apart
        assertThat(columns.yStride()).isEqualTo(5);     // C's column, ldc apart
    }

    @Test
    void mOfOneReadsTheColumnsOfBOrItsRowsWhenTransposed() {
        GemmVector.Plan columns = GemmVector.plan(GemmShape.rowMajor(1, 4096, 4096), 132);
        assertThat(columns.dot()).isFalse();
        assertThat(columns.matrixIsA()).isFalse();
        assertThat(columns.ld()).isEqualTo(4096);
        assertThat(columns.xStride()).isEqualTo(1);
        assertThat(columns.yStride()).isEqualTo(1);

        GemmShape bt = new GemmShape(Layout.ROW_MAJOR, true, true, 1, 700, 1300, 3, 1302, 702);
        GemmVector.Plan rows = GemmVector.plan(bt, 132);
        assertThat(rows.dot()).isTrue();                // B^T: B stored 700 x 1300, each output's K contiguous
        assertThat(rows.ld()).isEqualTo(1302);
        assertThat(rows.xStride()).isEqualTo(3);        // A^T stored 1300 x 1: lda apart
    }

    @Test
    void fewOutputsCutKIntoSlicesThatCoverItExactly() {
        // gemv_columns, 4096 columns: 16 groups of 256 for a device that holds 8 x 132: K cut, never below 64 per slice
        GemmShape oneRow = GemmShape.rowMajor(1, 4096, 4096);
        GemmVector.Plan columns = GemmVector.plan(oneRow, 132, new GemmVector.Shape(1, 1, 1, GemmVector.PANEL_CHUNK));
        assertThat(columns.slices()).isEqualTo(64);
        assertThat(columns.sliceK()).isEqualTo(64);
        assertThat(columns.partFloats()).isEqualTo(64L * 4096);
        assertThat(columns.sum()).isNotNull();             // gemv_sum adds the slices: 64 parts per output
        assertThat(GemmVector.lastSumLoads(columns)).isEqualTo(64);
        // the plan's own program: gemv_columns reading float4, 128 outputs per group (32 groups), K cut for 2 groups
        // per unit (9 slices) that the last group of each range of outputs adds (9 parts per work-item: one launch)
        GemmVector.Plan tile = GemmVector.plan(oneRow, 132);
        assertThat(tile.kernelName()).isEqualTo("gemv_columns");
        assertThat(tile.shape()).isEqualTo(GemmVector.ONE_VECTOR_COLUMNS_FLOAT4.withLastSums(true));
        assertThat(tile.slices()).isEqualTo(9);
        assertThat(tile.sum()).isNull();
        assertThat(tile.counters()).isEqualTo(32);         // one counter per group along the outputs
        // outputs not in fours: the tile kernels' program with a panel of 4
        assertThat(GemmVector.plan(GemmShape.rowMajor(1, 4094, 4096), 132).kernelName())
                .isEqualTo("panel_tile_columns");
        assertThat(GemmVector.plan(oneRow, 132, tile.shape().withLastSums(false)).sum()).isNotNull();
        // many parts per work-item of a last group: gemv_sum (a dot product of 65536 in 128 slices; 16 vectors); 32
        // (1024x16x1024: 8 slices of 4 parts) is the most the last group takes
        GemmVector.Plan small = GemmVector.plan(GemmShape.rowMajor(1024, 16, 1024), 132);
        assertThat(GemmVector.lastSumLoads(small)).isEqualTo(GemmVector.MAX_LAST_SUM_LOADS);
        assertThat(small.shape().lastSums()).isTrue();
        assertThat(GemmVector.plan(GemmShape.rowMajor(3000, 12, 2000), 132).shape().lastSums()).isFalse();   // 48
        assertThat(GemmVector.plan(GemmShape.rowMajor(1, 1, 65536), 132).shape().lastSums()).isFalse();
        assertThat(GemmVector.plan(GemmShape.rowMajor(4096, 16, 4096), 132).shape().lastSums()).isFalse();
        assertThat(GemmVector.plan(GemmShape.rowMajor(40, 1, 20000), 132).shape().lastSums()).isTrue();   // 27
        // gemv_rows keeps K whole where its groups of 8 rows cover half the compute units: 4096 rows, 512 groups
        GemmVector.Plan rows = GemmVector.plan(GemmShape.rowMajor(4096, 1, 4096), 132);
        assertThat(rows.slices()).isEqualTo(1);
        assertThat(rows.shape().vectorLoads()).isTrue();
        assertThat(GemmVector.plan(GemmShape.rowMajor(528, 1, 4096), 132).slices()).isEqualTo(1);   // 66 groups
        assertThat(GemmVector.plan(GemmShape.rowMajor(520, 1, 4096), 132).slices()).isEqualTo(3);   // 65: 132 / 65
        // 40 dot products of 20000: K in slices of at least 512, none empty
        GemmVector.Plan few = GemmVector.plan(GemmShape.rowMajor(40, 1, 20000), 132);
        assertThat(few.slices()).isGreaterThan(1);
        assertThat(few.sliceK()).isGreaterThanOrEqualTo(GemmVector.MIN_ROWS_SLICE);
        assertThat((long) few.sliceK() * few.slices()).isGreaterThanOrEqualTo(20000);
        assertThat((long) few.sliceK() * (few.slices() - 1)).isLessThan(20000);
        // one group of outputs on two compute units (CI's PoCL): the tile program's two groups per unit, 4 slices
        GemmVector.Plan oneGroup = GemmVector.plan(GemmShape.rowMajor(1, 202, 1300), 2);   // outputs not in fours
        assertThat(oneGroup.slices()).isEqualTo(4);
        // enough outputs to fill the device: K whole, no parts, no second launch
        GemmVector.Plan many = GemmVector.plan(GemmShape.rowMajor(8192, 1, 4096), 132);
        assertThat(many.slices()).isEqualTo(1);
        assertThat(many.partFloats()).isZero();
        assertThat(many.counters()).isZero();
        assertThat(many.sum()).isNull();
    }

    @Test
    void aFewColumnsOfBArePanelVectorsBesideEachOther() {
        GemmVector.Plan plan = GemmVector.plan(GemmShape.rowMajor(4096, 16, 4096), 132);
        assertThat(plan.panel()).isTrue();
        assertThat(plan.kernelName()).isEqualTo("panel_tile_rows");
        assertThat(plan.shape().vectorLoads()).isTrue();   // lda 4096: rows 16-byte aligned
        assertThat(plan.shape().staged()).isTrue();        // one wave along K: the rows kernel stages the matrix
        assertThat(GemmVector.plan(GemmShape.rowMajor(16, 4096, 4096), 132).shape().staged()).isFalse();   // columns
        assertThat(GemmVector.plan(GemmShape.rowMajor(1024, 16, 1024), 132).shape().wavesAlongK()).isEqualTo(4);
        assertThat(GemmVector.plan(GemmShape.rowMajor(1024, 16, 1024), 132).shape().staged()).isFalse();
        assertThat(plan.sliceK() % plan.shape().chunk()).isZero();
        assertThat(plan.matrixIsA()).isTrue();
        assertThat(plan.vectors()).isEqualTo(16);
        assertThat(plan.xStride()).isEqualTo(16);          // B's rows (K) ldb apart ...
        assertThat(plan.xVectorStride()).isEqualTo(1);     // ... its columns (the vectors) side by side
        assertThat(plan.yStride()).isEqualTo(16);
        assertThat(plan.yVectorStride()).isEqualTo(1);
        assertThat(plan.partFloats()).isEqualTo((long) plan.slices() * 4096 * 16);

        GemmVector.Plan seven = GemmVector.plan(GemmShape.rowMajor(600, 7, 900), 132);
        assertThat(seven.shape().width()).isEqualTo(8);    // rounded up to a multiple of 4
        assertThat(seven.vectors()).isEqualTo(7);
        assertThat(seven.kernelName()).isEqualTo("panel_rows");
        assertThat(GemmVector.plan(GemmShape.rowMajor(600, 9, 900), 132).shape().width()).isEqualTo(16);
        assertThat(GemmVector.plan(GemmShape.rowMajor(600, 17, 900), 132).shape().width()).isEqualTo(32);
        // an odd leading dimension, or a columns call whose outputs are no whole fours: no float4 reads
        assertThat(GemmVector.plan(GemmShape.rowMajor(600, 12, 901), 132).shape().vectorLoads()).isFalse();
        assertThat(GemmVector.plan(GemmShape.rowMajor(12, 602, 900), 132).shape().vectorLoads()).isFalse();
        assertThat(GemmVector.plan(GemmShape.rowMajor(12, 604, 900), 132).shape().vectorLoads()).isTrue();
    }

    @Test
    void aFewRowsOfAArePanelVectorsAndTheirOutputsAreCsRows() {
        GemmVector.Plan plan = GemmVector.plan(GemmShape.rowMajor(32, 2000, 6000), 132);
        assertThat(plan.kernelName()).isEqualTo("panel_tile_columns");   // B row-major: the outputs (N) contiguous
        assertThat(plan.matrixIsA()).isFalse();
        assertThat(plan.vectors()).isEqualTo(32);
        assertThat(plan.xStride()).isEqualTo(1);           // A's row: K contiguous ...
        assertThat(plan.xVectorStride()).isEqualTo(6000);  // ... its rows lda apart
        assertThat(plan.yStride()).isEqualTo(1);
        assertThat(plan.yVectorStride()).isEqualTo(2000);  // C's rows ldc apart

        GemmVector.Plan square = GemmVector.plan(GemmShape.rowMajor(20, 30, 3000), 132);
        assertThat(square.matrixIsA()).isFalse();          // the smaller side (M) is the vectors
        assertThat(square.vectors()).isEqualTo(20);
        assertThat(square.sliceK()).isGreaterThanOrEqualTo(GemmVector.MIN_COLUMNS_SLICE);
        assertThat(GemmShapeClass.of(4096, 8, 4096)).isEqualTo(GemmShapeClass.VECTOR);
        assertThat(GemmShapeClass.of(8, 4096, 4096)).isEqualTo(GemmShapeClass.VECTOR);
        assertThat(GemmShapeClass.of(4096, 16, 4096)).isEqualTo(GemmShapeClass.VECTOR);
        assertThat(GemmShapeClass.of(16, 4096, 4096)).isEqualTo(GemmShapeClass.VECTOR);
        // 17 to 32: only where the matrix's rows run along K (A untransposed for a small N, B transposed for a small
        // M), and 29 to 32 only where K is no multiple of 16; a small N with a K tail read in place (a multiple of 4,
        // not of 16, from 256) is narrow-tail's since session 21; other K no multiple of 16 with a large matrix and K
        // below 6 times its long side go to the 32-wide tiles since session 29
        assertThat(GemmShapeClass.of(4096, 28, 4096)).isEqualTo(GemmShapeClass.VECTOR);
        assertThat(GemmShapeClass.of(4096, 32, 4100)).isEqualTo(GemmShapeClass.NARROW_TAIL);
        assertThat(GemmShapeClass.of(4096, 32, 4101)).isEqualTo(GemmShapeClass.NARROW_32);
        assertThat(GemmShapeClass.of(4096, 32, 24577)).isEqualTo(GemmShapeClass.VECTOR);   // K >= 6 M
        assertThat(GemmShapeClass.of(32, 4096, 4100)).isEqualTo(GemmShapeClass.SKINNY_32);
        assertThat(GemmShapeClass.of(4096, 32, 4096)).isEqualTo(GemmShapeClass.NARROW_32);
        assertThat(GemmShapeClass.of(32, 4096, 4096)).isEqualTo(GemmShapeClass.SKINNY_32);
        assertThat(GemmShapeClass.of(33, 4096, 4096)).isEqualTo(GemmShapeClass.SKINNY);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 32, 4096, 4100)))
                .isEqualTo(GemmShapeClass.SKINNY_32);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, false, true, 28, 4096, 4096)))
                .isEqualTo(GemmShapeClass.VECTOR);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, false, 4096, 24, 4096)))
                .isEqualTo(GemmShapeClass.NARROW_32);
        assertThat(GemmShapeClass.of(GemmShape.packed(Layout.ROW_MAJOR, true, false, 4096, 33, 4096)))
                .isEqualTo(GemmShapeClass.NARROW);
        assertThat(GemmShapeClass.of(4096, 33, 4096)).isNotEqualTo(GemmShapeClass.VECTOR);
    }

    /**
     * Panels wider than the class takes (9 to 32: the kernels' own limit, which tools/panel/PanelSweep measures) are
     * still right: both kernels, K in slices, against the double-precision reference at every output.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void panelsUpToTheKernelsWidthAreRight(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        SplittableRandom random = new SplittableRandom(5);
        try (GemmVector vector = new GemmVector(session)) {
            for (GemmShape row : List.of(GemmShape.rowMajor(300, 32, 700), GemmShape.rowMajor(20, 300, 900),
                    GemmShape.packed(Layout.ROW_MAJOR, true, false, 260, 13, 1000))) {
                assertMatchesReference(session, vector, row,
                        GemmVector.plan(row, session.device().computeUnits()), 1.5f, random);
            }
        }
    }

    /**
     * gemv_rows reading one float or a float4 per load (the latter only where the leading dimension and K are
     * multiples of 4: otherwise the plan keeps floats), K whole or cut into 1 to 7 slices whose starts the plan rounds
     * to a wave's load, a last round that only some lanes fill, X contiguous or strided, against the
     * double-precision reference at every output.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void gemvRowsIsRightWithFloatOrFloat4Loads(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        SplittableRandom random = new SplittableRandom(21);
        GemmVector.Shape float4 = new GemmVector.Shape(1, 1, 1, GemmVector.PANEL_CHUNK).withVectorLoads(true);
        List<GemmShape> calls = List.of(GemmShape.rowMajor(1000, 1, 1000), GemmShape.rowMajor(37, 1, 4100),
                new GemmShape(Layout.ROW_MAJOR, false, false, 301, 1, 2000, 2004, 1, 1),   // ld past K
                new GemmShape(Layout.ROW_MAJOR, true, true, 1, 300, 1304, 3, 1308, 300),  // X lda apart
                GemmShape.rowMajor(9, 1, 1003));                                            // K % 4 != 0
        try (GemmVector vector = new GemmVector(session)) {
            for (GemmShape row : calls) {
                for (int slices : new int[] {1, 3, 7}) {
                    GemmVector.Plan plan = GemmVector.plan(row, float4, slices);
                    assertThat(plan.kernelName()).isEqualTo("gemv_rows");
                    assertThat(plan.shape().vectorLoads()).as(row.toString()).isEqualTo(row.k() % 4 == 0);
                    assertThat(plan.sliceK() % (plan.shape().vectorLoads() ? 128 : 32)).isZero();
                    assertMatchesReference(session, vector, row, plan, 0.75f, random);
                    assertMatchesReference(session, vector, row, GemmVector.plan(row, float4.withVectorLoads(false),
                            slices), 0.75f, random);
                }
            }
        }
    }

    /**
     * gemv_columns reading four outputs as a float4 per lane with the group's waves along K (only where the outputs
     * and the leading dimension are multiples of 4: otherwise one output per work-item), K whole or in 3 or 7 slices,
     * added by gemv_sum or by the slices' last group, X and Y strided or not, at every output.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void gemvColumnsIsRightWithFloat4Loads(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        SplittableRandom random = new SplittableRandom(23);
        GemmVector.Shape float4 = GemmVector.Shape.oneVectorColumns(0, 2);
        List<GemmShape> calls = List.of(GemmShape.rowMajor(1, 1000, 700), GemmShape.rowMajor(1, 1002, 300),
                new GemmShape(Layout.ROW_MAJOR, true, false, 700, 1, 1300, 704, 3, 5));   // A^T, X and Y strided
        try (GemmVector vector = new GemmVector(session)) {
            for (GemmShape row : calls) {
                for (int slices : new int[] {1, 3, 7}) {
                    for (boolean lastSums : new boolean[] {false, true}) {
                        GemmVector.Plan plan = GemmVector.plan(row, float4.withLastSums(lastSums), slices);
                        assertThat(plan.kernelName()).isEqualTo("gemv_columns");
                        assertThat(plan.shape().vectorLoads()).as(row.toString()).isEqualTo(plan.outputs() % 4 == 0);
                        assertMatchesReference(session, vector, row, plan, 1.25f, random);
                    }
                }
            }
        }
    }

    /**
     * Every program shape of the tile kernels (sums per work-item, waves along K, K values per step, the matrix staged
     * in local memory or not) on both kernels, with and without float4 reads (the leading dimension and, for columns,
     * the outputs decide), panel widths 16, 32 and 64 with vectors that leave some of them padding, K not a multiple
     * of 4, and K in slices (planned as for 132 compute units).
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void tileKernelsAreRightForEveryProgramShape(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        SplittableRandom random = new SplittableRandom(9);
        // {TO, TV, WK, KU, staged}
        int[][] programShapes = {{8, 4, 1, 4, 0}, {4, 8, 2, 8, 0}, {8, 8, 4, 4, 0}, {4, 4, 8, 16, 0}, {4, 4, 1, 16, 0},
            {4, 4, 2, 8, 0}, {4, 4, 1, 8, 1}, {8, 4, 1, 4, 1}, {4, 8, 1, 4, 1}};
        List<GemmShape> calls = List.of(
                GemmShape.rowMajor(300, 13, 1000),                              // rows, float4
                GemmShape.rowMajor(301, 20, 999),                               // rows, scalar (lda 999)
                GemmShape.rowMajor(24, 300, 903),                               // columns, float4
                GemmShape.rowMajor(17, 301, 501),                               // columns, scalar
                GemmShape.packed(Layout.ROW_MAJOR, true, true, 600, 32, 770),   // op(A) = A^T: columns; B^T
                GemmShape.rowMajor(60, 404, 700));                              // columns, a panel of 64
        try (GemmVector vector = new GemmVector(session)) {
            for (int[] p : programShapes) {
                for (int i = 0; i < calls.size(); i++) {
                    GemmShape row = calls.get(i);
                    GemmVector.Shape shape = GemmVector.Shape.tile(Math.min(row.m(), row.n()), p[0], p[1], p[2], p[3],
                            2).withStaging(p[4] == 1);
                    if (shape.tileLocalBytes() > session.device().kernelLocalMemBytes()) {
                        continue;   // e.g. 8 x 4 sums staged at width 16: 49.5 KiB, past CUDA's 48 KiB of static memory
                    }
                    GemmVector.Plan plan = GemmVector.plan(row, i % 2 == 0 ? 132 : 1, shape);
                    if (!compiledKernelsFit(session, vector, plan)) {
                        continue;
                    }
                    assertMatchesReference(session, vector, row, plan, -1.5f, random);
                }
            }
        }
    }

    /**
     * A device with 32 KiB of local memory per group (OpenCL's minimum; Apple and Arm GPUs) or 16 KiB gets programs
     * that fit it, and they are right: panel_rows adds its waves' sums a few waves at a time, the staged rows kernel
     * keeps 4 outputs per work-item or reads directly.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void plansFitADeviceWithLessLocalMemory(BackendKind backend) {
        List<GemmShape> calls = List.of(GemmShape.rowMajor(700, 8, 1300), GemmShape.rowMajor(2000, 32, 600),
                GemmShape.rowMajor(900, 16, 777), GemmShape.packed(Layout.ROW_MAJOR, false, true, 6, 500, 900));
        for (long localBytes : new long[] {32 * 1024, 16 * 1024}) {
            for (GemmShape row : calls) {
                GemmVector.Shape shape = GemmVector.plan(row, 132, localBytes).shape();
                long used = shape.tile() ? shape.tileLocalBytes() : shape.rowsLocalBytes();
                assertThat(used).as(row + " in " + localBytes + " bytes: " + shape).isLessThanOrEqualTo(localBytes);
            }
        }
        assertThat(GemmVector.plan(GemmShape.rowMajor(700, 8, 1300), 132, 32 * 1024).shape().reductionWaves())
                .isEqualTo(4);
        assertThat(GemmVector.plan(GemmShape.rowMajor(2000, 32, 600), 132, 32 * 1024).shape().outputsPerItem())
                .isEqualTo(4);
        assertThat(GemmVector.plan(GemmShape.rowMajor(2000, 32, 600), 132, 16 * 1024).shape().staged()).isFalse();

        DeviceSession session = GemmTestDevices.session(backend);
        SplittableRandom random = new SplittableRandom(13);
        try (GemmVector vector = new GemmVector(session)) {
            for (GemmShape row : calls) {
                assertMatchesReference(session, vector, row, GemmVector.plan(row, 132, 16 * 1024), 1.0f, random);
            }
        }
    }

    /**
     * Whether the plan's compiled kernels declare no more local memory than the device has. The program shapes above
     * are forced, and some sit at the limit, where compilers count a few bytes apart: NVIDIA's OpenCL (H200, session
     * 37) counted 49,168 bytes for a panel_tile_rows program the model puts at 49,152, CUDA's limit to the byte. The
     * plans the product makes stay under 38 KiB (tileProgramsKnowTheirLocalMemory).
     */
    private static boolean compiledKernelsFit(DeviceSession session, GemmVector vector, GemmVector.Plan plan) {
        return vector.kernels(plan).stream()
                .allMatch(kernel -> kernel.resources().localMemBytes() <= session.device().localMemBytes());
    }

    /** The local memory of tile programs, as nvcc reported it for gemv.cl (sm_90, --resource-usage). */
    @Test
    void tileProgramsKnowTheirLocalMemory() {
        GemmVector.Shape stagedWidth16 = GemmVector.Shape.tile(16, 4, 4, 1, 8, 2).withStaging(true);
        assertThat(stagedWidth16.tileLocalBytes()).isEqualTo(28_992);
        assertThat(GemmVector.Shape.tile(32, 8, 4, 1, 8, 2).withStaging(true).tileLocalBytes()).isEqualTo(37_184);
        assertThat(GemmVector.Shape.tile(16, 8, 4, 1, 4, 2).withStaging(true).tileLocalBytes()).isEqualTo(49_472);
        assertThat(GemmVector.Shape.tile(32, 8, 8, 2, 4, 2).tileLocalBytes()).isEqualTo(32_768);
        assertThat(GemmVector.Shape.tile(16, 8, 4, 4, 8, 2).tileLocalBytes()).isEqualTo(24_576);
        assertThat(GemmVector.Shape.tile(16, 8, 4, 4, 8, 2).withLastSums(true).tileLocalBytes()).isEqualTo(24_580);
        // every program the plan picks fits in CUDA's 48 KiB of static local memory
        for (GemmShape row : List.of(GemmShape.rowMajor(4096, 16, 4096), GemmShape.rowMajor(2000, 32, 6000),
                GemmShape.rowMajor(16, 4096, 4096), GemmShape.rowMajor(1024, 16, 1024),
                GemmShape.packed(Layout.ROW_MAJOR, false, true, 24, 3000, 2000))) {
            assertThat(GemmVector.plan(row, 132).shape().tileLocalBytes()).as(row.toString()).isLessThanOrEqualTo(49_152);
        }
    }

    /**
     * Calls the conformance cases did not list: 40 drawn at random (the seed is in any failure's message), each with
     * M or N of 1 to 32 (from 17 with the transposes that keep the call in the class), the other sides up to 700 and
     * 2,500, either layout, any transposes, gaps, beta of 0 or not and now and then NaN/Inf in A, through the tuned
     * Gemm; every one must match the reference and leave C's gaps alone.
     */
    @Test
    void tileSlicesAreRoundedDownOnlyWhereRoundingUpLeavesComputeUnitsIdle() {
        // 3000x24x2000: 12 groups along the outputs want 15 slices; whole chunks of 128 rounded up give 8 of 256 (96
        // groups for 132 units), rounded down 16 of 128
        GemmVector.Plan under = GemmVector.plan(GemmShape.rowMajor(3000, 24, 2000), 132);
        assertThat(under.slices()).isEqualTo(16);
        assertThat(under.sliceK()).isEqualTo(128);
        // 8192x16x8192: 32 groups want 9 slices; rounded up, 8 of 1024 fill 256 groups and stay (10 of 896 lost)
        GemmVector.Plan filled = GemmVector.plan(GemmShape.rowMajor(8192, 16, 8192), 132);
        assertThat(filled.slices()).isEqualTo(8);
        assertThat(filled.sliceK()).isEqualTo(1024);
        // K not cut at all is never cut by the rounding: 1000 rows of one vector, 125 groups
        assertThat(GemmVector.plan(GemmShape.rowMajor(1000, 1, 1000), 132).slices()).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void randomVectorClassCallsMatchTheReference(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        long seed = System.nanoTime();
        SplittableRandom random = new SplittableRandom(seed);
        List<String> failures = new ArrayList<>();
        try (Gemm gemm = Gemm.tuned(session)) {
            for (int i = 0; i < 40; i++) {
                int small = 1 + random.nextInt(GemmShapeClass.MAX_VECTORS_ALONG_K);
                int large = 1 + random.nextInt(700);
                boolean smallM = random.nextBoolean();
                int m = smallM ? small : large;
                int n = smallM ? large : small;
                int k = 1 + random.nextInt(2500);
                if (small > GemmShapeClass.MAX_VECTORS) {
                    // 17 to 32 vectors over a matrix of 2^20 floats or more mostly go to the tiles (session 29)
                    k = Math.min(k, (int) ((GemmShapeClass.TILES_ALONG_K_MATRIX_FLOATS - 1) / large));
                    if (k % 4 == 0 && k % 16 != 0) {
                        k -= 1;   // with a K tail read in place they are the narrow-tail class's (N < M)
                    }
                }
                Layout layout = random.nextBoolean() ? Layout.ROW_MAJOR : Layout.COLUMN_MAJOR;
                boolean transA = random.nextBoolean();
                boolean transB = random.nextBoolean();
                // 17 to 32 vectors are in the class only where the large operand is read along K: flip its transpose
                if (GemmShapeClass.of(GemmShape.packed(layout, transA, transB, m, n, k)) != GemmShapeClass.VECTOR) {
                    if (GemmShapeClass.of(GemmShape.packed(layout, !transA, transB, m, n, k)) == GemmShapeClass.VECTOR) {
                        transA = !transA;
                    } else {
                        transB = !transB;
                    }
                }
                boolean poison = random.nextInt(4) == 0;   // NaN and Inf in two rows of op(A), whatever its layout
                float[] betas = {0.0f, 0.5f, 1.0f};
                GemmConformance.Case c = new GemmConformance.Case("random vector-class call " + i, layout, transA,
                        transB, m, n, k, random.nextInt(4), random.nextBoolean() ? 1.0f : -1.5f,
                        betas[random.nextInt(3)],
                        poison ? GemmConformance.Special.NAN_AND_INF_IN_A : GemmConformance.Special.NONE);
                assertThat(gemm.choice(c.shape()).shapeClass()).as(c.toString()).isEqualTo(GemmShapeClass.VECTOR);
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed + i);
                if (!outcome.passes()) {
                    failures.add(outcome.describe());
                }
            }
        }
        assertThat(failures).as("random vector-class calls on " + session.device().label() + ", seed " + seed)
                .isEmpty();
    }

    /**
     * Runs {@code plan} for {@code row} on fresh random operands (C scaled by beta 0.5) and asserts the result matches
     * the double-precision reference at every output; a failure names the call, its program shape and its plan.
     */
    private static void assertMatchesReference(DeviceSession session, GemmVector vector, GemmShape row,
                                               GemmVector.Plan plan, float alpha, SplittableRandom random) {
        float[] a = randoms(random, row.aElements());
        float[] b = randoms(random, row.bElements());
        float[] c = randoms(random, row.cElements());
        GemmReference.Comparison result = GemmReference.compare(row, run(session, vector, plan, alpha, a, b, c, 1),
                GemmReference.full(row, alpha, a, b, 0.5f, c));
        assertThat(result.passes()).as(row + " " + plan.shape() + " " + plan.describe() + ": " + result).isTrue();
    }

    /**
     * C after {@code calls} calls of {@code plan} (alpha, beta 0.5, C restored before each) on one set of buffers and
     * counters, asserting the counters are left zero for the next call.
     */
    private static float[] run(DeviceSession session, GemmVector vector, GemmVector.Plan plan, float alpha, float[] a,
                               float[] b, float[] c, int calls) {
        try (Buffer da = session.floats(a); Buffer db = session.floats(b); Buffer dc = session.floats(c);
             Buffer parts = session.floats(Math.max(1, plan.partFloats()));
             Buffer counters = session.allocate(ElementType.INT, Math.max(1, plan.counters()))) {
            counters.fill(0);
            vector.setArguments(plan, alpha, da, db, 0.5f, dc, parts, counters);
            List<Kernel> kernels = vector.kernels(plan);
            for (int call = 0; call < calls; call++) {
                dc.write(c);
                for (int i = 0; i < kernels.size(); i++) {
                    kernels.get(i).launch(GemmVector.geometries(plan).get(i));
                }
            }
            session.synchronize();
            assertThat(counters.readInts()).as("the slices' counters are left zero for the next call").containsOnly(0);
            return dc.readFloats();
        }
    }

    /**
     * Where K is cut into slices, the last group of each range of outputs adds them in the kernel (one launch): the
     * same bits as gemv_sum's second launch, which adds them in the same order, for every kernel of gemv.cl (the
     * plans' programs, and gemv_columns, which no plan picks now but PanelSweep measures against), and the same
     * again on a second call (the counters were left zero).
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void theSlicesLastGroupAddsThemAsGemvSumDoes(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        SplittableRandom random = new SplittableRandom(17);
        List<GemmShape> calls = List.of(GemmShape.rowMajor(40, 1, 20000), GemmShape.rowMajor(1, 700, 3000),
                GemmShape.rowMajor(300, 6, 5000), GemmShape.rowMajor(5, 600, 4000), GemmShape.rowMajor(300, 13, 4000),
                GemmShape.rowMajor(24, 300, 4000), GemmShape.packed(Layout.ROW_MAJOR, true, false, 2000, 1, 3000));
        List<String> kernelsRun = new ArrayList<>();
        GemmVector.Shape oneVector = new GemmVector.Shape(1, 1, 1, GemmVector.PANEL_CHUNK);
        try (GemmVector vector = new GemmVector(session)) {
            for (int i = 0; i <= calls.size(); i++) {   // the last: gemv_columns
                GemmShape row = i < calls.size() ? calls.get(i) : GemmShape.rowMajor(1, 700, 3000);
                GemmVector.Shape shape = i < calls.size() ? GemmVector.plan(row, 132).shape() : oneVector;
                GemmVector.Plan inKernel = GemmVector.plan(row, 132, shape.withLastSums(true));
                assertThat(inKernel.slices()).as(row.toString()).isGreaterThan(1);
                assertThat(inKernel.sum()).as(row.toString()).isNull();
                assertThat(vector.kernels(inKernel)).as(row.toString()).hasSize(1);
                GemmVector.Plan twoLaunches = GemmVector.plan(row, 132, inKernel.shape().withLastSums(false));
                assertThat(vector.kernels(twoLaunches)).as(row.toString()).hasSize(2);
                float[] a = randoms(random, row.aElements());
                float[] b = randoms(random, row.bElements());
                float[] c = randoms(random, row.cElements());
                float[] expected = run(session, vector, twoLaunches, 1.25f, a, b, c, 1);
                assertThat(run(session, vector, inKernel, 1.25f, a, b, c, 2)).as(row + " " + inKernel.describe())
                        .isEqualTo(expected);
                assertThat(GemmReference.compare(row, expected, GemmReference.full(row, 1.25f, a, b, 0.5f, c))
                        .passes()).as(row.toString()).isTrue();
                kernelsRun.add(inKernel.kernelName());
            }
        }
        assertThat(kernelsRun).contains("gemv_rows", "gemv_columns", "panel_rows", "panel_columns", "panel_tile_rows",
                "panel_tile_columns");
    }

    private static float[] randoms(SplittableRandom random, long count) {
        float[] values = new float[Math.toIntExact(count)];
        for (int i = 0; i < values.length; i++) {
            values[i] = (float) random.nextDouble(-1, 1);
        }
        return values;
    }

    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void theVectorClassPassesItsConformanceCasesWithOnePlanPerShape(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        long seed = System.nanoTime();
        List<String> failures = new ArrayList<>();
        try (Gemm gemm = Gemm.tuned(session)) {
            for (int round = 0; round < 2; round++) {   // the second round reuses every plan with fresh buffers
                for (GemmConformance.Case c : GemmConformance.vectorCases()) {
                    GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                    if (!outcome.passes()) {
                        failures.add("round " + round + ": " + outcome.describe());
                    }
                }
            }
            GemmShape shape = GemmShape.rowMajor(1, 700, 1300);
            Object planned = gemm.plannedCall(shape);
            assertThat(gemm.plannedCall(shape)).isSameAs(planned);
            GemmChoice choice = gemm.choice(shape);
            assertThat(choice.shapeClass()).isEqualTo(GemmShapeClass.VECTOR);
            assertThat(choice.matrixVector()).contains("gemv_columns: one vector, 700 outputs")
                    .contains("4 per work-item read as float4");
            assertThat(choice.explain()).contains("class vector").contains("matrix-vector kernels: gemv_columns")
                    .doesNotContain("resident group");
        }
        assertThat(failures).as("the vector cases on " + session.device().label()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void otherRungsKeepTheirTilesForAMatrixVectorShape(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        try (Gemm gemm = Gemm.of(session, GemmRung.WARP_TILING, Map.of())) {
            GemmChoice choice = gemm.choice(GemmShape.rowMajor(300, 1, 257));
            assertThat(choice.shapeClass()).isEqualTo(GemmShapeClass.VECTOR);
            assertThat(choice.matrixVector()).isNull();
            GemmConformance.Outcome outcome = GemmConformance.run(gemm, GemmConformance.vectorCases().getFirst(),
                    System.nanoTime());
            assertThat(outcome.passes()).as(outcome.describe()).isTrue();
        }
    }
}
