/*
 * Gemm.tuned on a CUDA GPU: each shape class's conformance case runs the configuration the built-in database names
 * for that class on this device (the vector class: the matrix-vector kernels), and every one of them verifies, so every configuration the database can choose is
 * checked where it runs. Skipped where no CUDA device is present (in CI the same dispatch is checked on PoCL with a
 * test database, GemmPlanCacheTest). On the first OpenCL device (PoCL in CI): sm_90's entries of the classes added in
 * session 21, and its stream-K parts halved, each on a call of its class (served there as default entries).
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.TestDevice;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

// the GEMM tests' shared session is driven by one thread at a time (DeviceSession's contract): launches share its
// argument scratch, and two test classes racing on it crashed PoCL in clSetKernelArg
@ResourceLock(TestDevice.SHARED_SESSION)
class GemmShapeClassGpuTest {

    @Test
    void everyShapeClassRunsItsDatabaseEntryAndVerifies() {
        DeviceSession session = GemmTestDevices.session(BackendKind.CUDA);
        List<String> failures = new ArrayList<>();
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.tuned(session)) {
            for (GemmConformance.Case c : GemmConformance.shapeClassCases()) {
                GemmChoice choice = gemm.choice(c.shape());
                if (choice.shapeClass() == GemmShapeClass.VECTOR) {
                    // M or N up to 16, or 32 read along K: the matrix-vector and -panel kernels, which no database entry configures
                    assertThat(choice.matrixVector()).as(c.name()).isNotNull();
                } else {
                    GemmTuning.Entry entry = GemmTuning.builtIn().lookup(session.device(), choice.shapeClass());
                    assertThat(choice.parameters()).as(c.name())
                            .isEqualTo(GemmRung.TUNED.parameters(entry.parameters()));
                    assertThat(choice.entry()).isEqualTo(entry.matchedBy());
                }
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                if (!outcome.passes()) {
                    failures.add(outcome.describe());
                }
            }
        }
        assertThat(failures).as("shape-class cases on " + session.device().label()).isEmpty();
    }

    /**
     * sm_90's entries for skinny-bt (64x128x16, parts of 4 slices), narrow-tail (128x32x32), narrow-few-at (64x64x32)
     * and the 32x64x16 tiles of deep-k and skinny-few with their parts halved from 8 to 4 slices
     * (StreamKSchedule.fillingPartSlices), re-keyed as default entries so the OpenCL device's lookup serves them: a
     * call of each, with the groups the device is said to hold chosen to split its tiles along K (PoCL's own count,
     * one group per core, splits little), verifies against the reference. Four calls read their operands in place
     * through twins (the transposes, the edge clamp, a K tail; deep-k and skinny-few share one), one packs both: five
     * programs of 10_tuned.cl besides the default entry's, 29.5 s from an empty PoCL cache on this project's loaded
     * 2-core machine (with that one and the pack kernel), 1.1 s with a warm one. On 2026-11-29 2,270 random calls of
     * these classes (414 to 614 each, 80 to 132 of each with its parts halved; every layout, transpose,
     * leading-dimension gap, alpha and beta, NaN/Inf in A) verified on PoCL.
     */
    @Test
    void sm90EntriesOfSession21ClassesVerifyOnTheOpenClDevice() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        GemmTuning database = sm90ClassEntriesAsDefaults();
        record Call(GemmShapeClass shapes, int resident, boolean halved, GemmConformance.Case testCase) {}
        List<Call> calls = List.of(
                new Call(GemmShapeClass.SKINNY_BT, 256, false, new GemmConformance.Case("skinny-bt, B^T in place",
                        Layout.ROW_MAJOR, false, true, 56, 239, 568, 0, 1.0f, 0.0f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.NARROW_TAIL, 4, false, new GemmConformance.Case("narrow-tail, column-major",
                        Layout.COLUMN_MAJOR, false, false, 22, 4100, 1028, 0, 1.5f, 0.5f,   // a matrix of 2^22 or more
                        GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.NARROW_FEW_AT, 3, false, new GemmConformance.Case("narrow-few-at, A^T B^T",
                        Layout.ROW_MAJOR, true, true, 316, 43, 948, 4, -0.5f, 2.0f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.NARROW_FEW_AT, 64, true, new GemmConformance.Case(
                        "narrow-few-at, column-major B^T, gaps", Layout.COLUMN_MAJOR, false, true, 49, 282, 448, 3,
                        2.0f, -1.0f, GemmConformance.Special.NAN_AND_INF_IN_A)),
                new Call(GemmShapeClass.DEEP_K, 8, true, new GemmConformance.Case("deep-k, parts halved",
                        Layout.ROW_MAJOR, false, false, 40, 44, 356, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SKINNY_FEW, 8, true, new GemmConformance.Case("skinny-few, parts halved",
                        Layout.ROW_MAJOR, false, false, 40, 60, 300, 0, 1.0f, 1.0f, GemmConformance.Special.NONE)));
        List<String> failures = new ArrayList<>();
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of(), database)) {
            for (Call call : calls) {
                GemmShape shape = call.testCase().shape();
                gemm.overrideResidentGroups(call.resident());
                gemm.overrideComputeUnits(132);   // as an H200: the deep-k and skinny-few calls of K 356 and 300 split
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, call.testCase(), seed++);
                GemmChoice choice = gemm.choice(shape);
                String what = call.testCase() + ": " + choice.explain();
                assertThat(choice.shapeClass()).as(what).isEqualTo(call.shapes());
                assertThat(choice.parameters()).as(what).isEqualTo(GemmRung.TUNED.parameters(
                        GemmTuning.builtIn().lookup("", "sm_90", "NVIDIA", call.shapes()).parameters()));
                StreamKSchedule schedule = choice.schedule();
                assertThat(schedule.splitTiles()).as(what).isPositive();
                long slices = choice.kPad() / choice.parameters().get("BK");
                long partsOfEntrySlices = schedule.splitTiles() * Math.max(1, slices / choice.parameters()
                        .get("PART_SLICES"));
                // halved: more split groups than parts of the entry's PART_SLICES make
                assertThat(schedule.splitGroups() > partsOfEntrySlices).as(what).isEqualTo(call.halved());
                if (!outcome.passes()) {
                    failures.add(outcome.describe() + " | " + what);
                }
            }
        }
        assertThat(failures).as("sm_90's entries on " + session.device().label()).isEmpty();
    }

    /**
     * The classes sessions 26, 27, 34, 39, 40, 41, 42, 43, 64 and 65 added, their sm_90 entries served as default
     * entries on the OpenCL device: skinny-m-small and general-fine (64x128x16 tiles, parts of 8 slices), skinny-m-96
     * and skinny-m-bt-96 (32x64x16), skinny-m-96-large (96x128x16, LANES_M=8), general-tall (256x128x8), general-narrow
     * and general-narrow-few (128x64x16, with and without a register budget), skinny-n-small (128x128x16, parts of 8),
     * skinny-n-96 (128x96x16), short-k-m96 and short-k-n96 (96x128 and 64x96 tiles, 24 deep), skinny-n-tiny (64x128x16,
     * parts of 4), a skinny call of a short K in short-k and a narrow one of K 64-255 in tiny (32x64x32; tiny-deep's in
     * parts of 8), small-few (general-fine's tiles), a deep-k call with both sides above 128 and small-shallow
     * (64x64x16, nothing split: STREAM_K=0), each on a call TileFit or the FLOP and area bounds put in its class, read
     * in place or packed, verify against the reference.
     */
    @Test
    void sm90EntriesOfSession26ClassesVerifyOnTheOpenClDevice() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        record Call(GemmShapeClass shapes, GemmConformance.Case testCase) {}
        List<Call> calls = List.of(
                new Call(GemmShapeClass.SKINNY_M_SMALL, new GemmConformance.Case("skinny-m-small", Layout.ROW_MAJOR,
                        false, false, 115, 640, 759, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SKINNY_M_96, new GemmConformance.Case("skinny-m-96, column-major",
                        Layout.COLUMN_MAJOR, false, false, 1204, 71, 1300, 0, 1.0f, 0.5f,
                        GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SKINNY_M_BT_96, new GemmConformance.Case("skinny-m-bt-96, B^T",
                        Layout.ROW_MAJOR, false, true, 79, 1069, 1895, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SKINNY_M_96_LARGE, new GemmConformance.Case(
                        "skinny-m-96-large, column-major", Layout.COLUMN_MAJOR, false, false, 5000, 75, 3000, 0,
                        1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.GENERAL_FINE, new GemmConformance.Case("general-fine, A^T B^T",
                        Layout.ROW_MAJOR, true, true, 175, 4806, 1300, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.GENERAL_TALL, new GemmConformance.Case("general-tall, column-major",
                        Layout.COLUMN_MAJOR, false, false, 380, 2700, 1100, 2, -1.0f, 0.5f,
                        GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.GENERAL_NARROW_FEW, new GemmConformance.Case("general-narrow-few, B^T",
                        Layout.ROW_MAJOR, false, true, 2709, 175, 2600, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.GENERAL_NARROW, new GemmConformance.Case("general-narrow, column-major",
                        Layout.COLUMN_MAJOR, false, false, 1060, 2709, 700, 0, 1.0f, 0.5f,
                        GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SKINNY_N_SMALL, new GemmConformance.Case("skinny-n-small, A^T",
                        Layout.ROW_MAJOR, true, false, 1512, 102, 771, 0, 1.0f, 0.0f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SKINNY_N_96, new GemmConformance.Case("skinny-n-96, A^T",
                        Layout.ROW_MAJOR, true, false, 1512, 82, 771, 0, 1.0f, 0.0f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SHORT_K_M96, new GemmConformance.Case("short-k-m96, B^T",
                        Layout.ROW_MAJOR, false, true, 92, 16000, 100, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SHORT_K_N96, new GemmConformance.Case("short-k-n96, column-major A^T B^T",
                        Layout.COLUMN_MAJOR, true, true, 66, 21000, 100, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SKINNY_N_TINY, new GemmConformance.Case("skinny-n-tiny, column-major",
                        Layout.COLUMN_MAJOR, false, false, 119, 368, 854, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SHORT_K, new GemmConformance.Case("short-k, a skinny call", Layout.ROW_MAJOR,
                        false, false, 127, 2000, 60, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.TINY, new GemmConformance.Case("tiny, a narrow call of K 64-255, A^T B^T",
                        Layout.ROW_MAJOR, true, true, 1210, 112, 175, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.TINY_DEEP, new GemmConformance.Case("tiny-deep, column-major B^T",
                        Layout.COLUMN_MAJOR, false, true, 558, 167, 1131, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SMALL_FEW, new GemmConformance.Case("small-few, column-major",
                        Layout.COLUMN_MAJOR, false, false, 601, 283, 1891, 0, 1.0f, 0.5f,
                        GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.SMALL_SHALLOW, new GemmConformance.Case("small-shallow, B^T, odd sides",
                        Layout.ROW_MAJOR, false, true, 1031, 770, 300, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)),
                new Call(GemmShapeClass.DEEP_K, new GemmConformance.Case("deep-k, both sides above 128, B^T",
                        Layout.ROW_MAJOR, false, true, 309, 232, 2479, 0, 1.0f, 0.5f, GemmConformance.Special.NONE)));
        List<String> failures = new ArrayList<>();
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of(), sm90ClassEntriesAsDefaults())) {
            for (Call call : calls) {
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, call.testCase(), seed++);
                GemmChoice choice = gemm.choice(call.testCase().shape());
                String what = call.testCase() + ": " + choice.explain();
                assertThat(choice.shapeClass()).as(what).isEqualTo(call.shapes());
                assertThat(choice.parameters()).as(what).isEqualTo(GemmRung.TUNED.parameters(
                        GemmTuning.builtIn().lookup("", "sm_90", "NVIDIA", call.shapes()).parameters()));
                if (!outcome.passes()) {
                    failures.add(outcome.describe() + " | " + what);
                }
            }
        }
        assertThat(failures).as("sm_90's entries on " + session.device().label()).isEmpty();
    }

    /** sm_90's class entries re-keyed as default entries, so any device's lookup serves them. */
    static GemmTuning sm90ClassEntriesAsDefaults() {
        List<GemmTuning.Entry> served = new ArrayList<>();
        for (GemmTuning.Entry entry : GemmTuning.builtIn().entries()) {
            if (entry.matchedBy().startsWith("architecture sm_90 (shapes: ")) {
                served.add(new GemmTuning.Entry("default", "", entry.shapes(), entry.parameters(), entry.source()));
            }
        }
        return new GemmTuning(served);
    }
}
