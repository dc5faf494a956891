/*
 * Gemm's per-shape plan cache on every backend with a device (PoCL in CI): a shape is planned once and the plan is
 * reused with other buffers (results still right), a new leading dimension is a new plan, nothing planned survives
 * close(), Gemm.tuned's per-shape-class choice runs the configuration the database names for each class, and a call
 * while another thread is inside one is refused.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.TestDevice;
import dev.kernelscope.kernels.GuardHeldElsewhere;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

// the GEMM tests' shared session is driven by one thread at a time (DeviceSession's contract): launches share its
// argument scratch, and two test classes racing on it crashed PoCL in clSetKernelArg
@ResourceLock(TestDevice.SHARED_SESSION)
class GemmPlanCacheTest {
    private static final GemmConformance.Case SMALL = new GemmConformance.Case("cached", Layout.ROW_MAJOR, false, false,
            300, 260, 136, 0, 1.5f, 0.5f, GemmConformance.Special.NONE);
    private static final GemmConformance.Case SMALL_WITH_GAPS = new GemmConformance.Case("cached, other ld",
            Layout.ROW_MAJOR, false, false, 300, 260, 136, 3, 1.0f, 0.0f, GemmConformance.Special.NONE);

    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void aShapeIsPlannedOnceAndItsPlanServesOtherBuffersAndValues(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of())) {
            gemm.overrideScalarLoads(Gemm.ScalarLoads.OFF);   // the pack rules (in place: GemmScalarLoadsTest)
            assertPasses(GemmConformance.run(gemm, SMALL, seed++));
            Object plan = gemm.plannedCall(SMALL.shape());
            // fresh buffers and values: the same plan, a right result
            assertPasses(GemmConformance.run(gemm, SMALL, seed++));
            assertThat(gemm.plannedCall(SMALL.shape())).isSameAs(plan);
            assertThat(gemm.cachedPlans()).isEqualTo(1);
            // another leading dimension is another shape: planned anew (packs, since ld is no multiple of 4)
            assertPasses(GemmConformance.run(gemm, SMALL_WITH_GAPS, seed++));
            assertThat(gemm.cachedPlans()).isEqualTo(2);
            assertThat(gemm.plannedCall(SMALL.shape())).isSameAs(plan);
            assertThat(gemm.choice(SMALL_WITH_GAPS.shape()).packs()).hasSize(2);
            assertPasses(GemmConformance.run(gemm, SMALL, seed++));
        }
    }

    /**
     * Gemm is not thread-safe: a call (of any Gemm on the session) while another thread is inside one fails at once
     * rather than interleaving the two calls' kernel arguments (the other thread holds the guard as its call in
     * progress would); the Gemm works again once that call has left.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void aCallWhileAnotherThreadIsInsideOneIsRefused(BackendKind backend) throws Exception {
        DeviceSession session = GemmTestDevices.session(backend);
        GemmShape shape = GemmShape.rowMajor(64, 64, 64);
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of()); Gemm second = Gemm.tuned(session);
             Buffer a = session.floats(shape.aElements()); Buffer b = session.floats(shape.bElements());
             Buffer c = session.floats(shape.cElements())) {
            a.fill(1.0f);
            b.fill(0.5f);
            try (GuardHeldElsewhere held = GuardHeldElsewhere.hold(gemm.callGuard(), "other-caller")) {
                assertThatThrownBy(() -> gemm.sgemm(shape, 1.0f, a, b, 0.0f, c))
                        .isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining("is not thread-safe").hasMessageContaining("'other-caller'");
                // another Gemm of the session too: they share its launch path (one argument scratch per backend);
                // with a guard each, two threads with a Gemm each on one PoCL session ran at once and all 300
                // results of one came out wrong
                assertThatThrownBy(() -> second.sgemm(shape, 1.0f, a, b, 0.0f, c))
                        .isInstanceOf(IllegalStateException.class).hasMessageContaining("DeviceSession");
            }
            gemm.sgemm(shape, 1.0f, a, b, 0.0f, c);
            float[] result = c.readFloats();
            assertThat(result[0]).isEqualTo(32.0f);   // 64 products of 1.0 x 0.5
        }
    }

    /**
     * The steady call allocates no Java objects (it allocated 856-1784 bytes before: boxed arguments, a KernelArg per
     * scalar and buffer, a launch record per launch; docs/results/h100/gemm-host-cost). The allocation counter is the
     * JVM's own per-thread count, not a clock; the bound leaves room for the rare one-off object (JIT, class init).
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void aCallOnAKnownShapeAllocatesNothing(BackendKind backend) {
        // the product's jlink runtime has no jdk.management (the device carries add it): skipped there, not failed
        Assumptions.assumeTrue(allocatedBytes() >= 0, "this JVM has no per-thread allocation counter");
        DeviceSession session = GemmTestDevices.session(backend);
        List<GemmShape> shapes = List.of(GemmShape.rowMajor(64, 64, 64),
                GemmShape.packed(Layout.COLUMN_MAJOR, true, false, 60, 70, 50));   // the second packs A first
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of())) {
            for (GemmShape shape : shapes) {
                Buffer[][] sets = new Buffer[2][];
                for (int s = 0; s < sets.length; s++) {
                    sets[s] = new Buffer[] {session.floats(shape.aElements()), session.floats(shape.bElements()),
                            session.floats(shape.cElements())};
                }
                try {
                    for (Buffer[] set : sets) {
                        for (Buffer buffer : set) {
                            buffer.fill(0.5f);
                        }
                    }
                    int calls = 300;
                    for (int i = 0; i < calls; i++) {   // plans the shape, warms the path
                        call(gemm, session, shape, sets, i);
                    }
                    long before = allocatedBytes();
                    for (int i = 0; i < calls; i++) {
                        call(gemm, session, shape, sets, i);
                    }
                    long perCall = (allocatedBytes() - before) / calls;
                    session.synchronize();
                    assertThat(perCall).as("heap bytes per Gemm.sgemm call of %s", shape).isLessThan(32);
                } finally {
                    for (Buffer[] set : sets) {
                        for (Buffer buffer : set) {
                            buffer.close();
                        }
                    }
                }
            }
        }
    }

    /**
     * This thread's heap allocation so far (com.sun.management.ThreadMXBean), through reflection: the tests compile
     * inside the dev.kernelscope module, which does not read java.management (they run on the class path). The read
     * itself allocates a few objects once per measurement, not per call. -1 where the JVM has no such counter.
     */
    private static long allocatedBytes() {
        try {
            Object threads = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean")
                    .invoke(null);
            return (long) Class.forName("com.sun.management.ThreadMXBean").getMethod("getCurrentThreadAllocatedBytes")
                    .invoke(threads);
        } catch (ReflectiveOperationException failure) {
            return -1;   // no counter in this JVM
        }
    }

    private static void call(Gemm gemm, DeviceSession session, GemmShape shape, Buffer[][] sets, int i) {
        Buffer[] set = sets[i % sets.length];
        gemm.sgemm(shape, 1.0f, set[0], set[1], 0.0f, set[2]);
        if (i % 64 == 63) {
            session.synchronize();   // an allocation-free wait; keeps the queue short
        }
    }

    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void aClosedGemmKeepsNoPlanAndRefusesCalls(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        GemmShape shape = SMALL.shape();
        Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of());
        assertPasses(GemmConformance.run(gemm, SMALL, 1));
        gemm.close();
        assertThat(gemm.cachedPlans()).isZero();
        try (Buffer a = session.floats(shape.aElements()); Buffer b = session.floats(shape.bElements());
             Buffer c = session.floats(shape.cElements())) {
            assertThatThrownBy(() -> gemm.sgemm(shape, 1.0f, a, b, 0.0f, c))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
        }
        gemm.close();   // idempotent
        try (Gemm again = Gemm.of(session, GemmRung.TUNED, Map.of())) {
            assertPasses(GemmConformance.run(again, SMALL, 2));
        }
    }

    /**
     * A database with a skinny-class entry: skinny calls run its 64x128 tiles, the others the default's. The skinny
     * entry turns stream-K off, so PoCL compiles only its main kernel (the split one takes it 2.7x as long), and keeps
     * its kernel without the edge clamp (CLAMP_EDGES=0): a skinny shape off the tile read in place runs its clamped
     * twin, a tile multiple the entry's own kernel.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void eachShapeClassRunsTheConfigurationItsEntryNames(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        GemmTuning db = new GemmTuning(List.of(
                new GemmTuning.Entry("default", "", GemmShapeClass.SKINNY,
                        Map.of("BM", 64L, "STREAM_K", 0L, "CLAMP_EDGES", 0L),
                        "test: skinny"),
                new GemmTuning.Entry("default", "", Map.of(), "test: the rest")));
        // column-major B^T: row-major 60x3100 with A^T (a B^T there would make it skinny-bt); K of 256 and more, and N
        // above 3072, so neither short-k nor skinny-few
        GemmConformance.Case skinny = new GemmConformance.Case("skinny", Layout.COLUMN_MAJOR, false, true, 3100, 60,
                256, 1, 1.0f, 0.5f, GemmConformance.Special.NONE);
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of(), db)) {
            assertThat(gemm.configurations()).hasSize(2);
            assertPasses(GemmConformance.run(gemm, skinny, seed++));
            assertPasses(GemmConformance.run(gemm, SMALL, seed++));
            assertThat(gemm.configuration(skinny.shape()).parameters()).containsEntry("BM", 64L);
            assertThat(gemm.configuration(SMALL.shape()).parameters()).containsEntry("BM", 128L);
            GemmChoice choice = gemm.choice(skinny.shape());
            assertThat(choice.shapeClass()).isEqualTo(GemmShapeClass.SKINNY);
            assertThat(choice.explain()).contains("class skinny").contains("test: skinny").contains("64x128x8 tiles")
                    .contains("all computed whole");
            // in place, M off the tile: the clamped twin runs; the choice names the entry's parameters and the twin
            GemmConformance.Case offTile = new GemmConformance.Case("skinny in place", Layout.ROW_MAJOR, false, false,
                    36, 3100, 256, 0, 1.0f, 0.5f, GemmConformance.Special.NONE);
            GemmConformance.Case onTile = new GemmConformance.Case("skinny tile multiple", Layout.ROW_MAJOR, false,
                    false, 64, 3200, 256, 0, 1.0f, 0.5f, GemmConformance.Special.NONE);
            assertPasses(GemmConformance.run(gemm, offTile, seed++));
            assertPasses(GemmConformance.run(gemm, onTile, seed++));
            GemmChoice twin = gemm.choice(offTile.shape());
            assertThat(twin.packs()).isEmpty();
            assertThat(twin.parameters()).containsEntry("CLAMP_EDGES", 0L);
            assertThat(twin.explain()).contains("clamped twin").contains("the kernel clamps its edge loads");
            assertThat(gemm.configuration(offTile.shape()).parameters()).containsEntry("CLAMP_EDGES", 1L);
            assertThat(gemm.configuration(onTile.shape()).parameters()).containsEntry("CLAMP_EDGES", 0L);
            assertThat(gemm.choice(onTile.shape()).explain()).doesNotContain("twin");
        }
    }

    /**
     * Sizes off the tile are read in place (the kernel clamps its edge loads: no pack launch) where K is whole slices and the rows
     * are 16-byte multiples; transposed operands are packed, both in one launch; every variant verifies.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void sizesOffTheTileAreReadInPlaceAndPacksShareOneLaunch(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        GemmConformance.Case inPlace = new GemmConformance.Case("in place", Layout.ROW_MAJOR, false, false, 70, 36, 64,
                0, 1.0f, 0.5f, GemmConformance.Special.NONE);
        GemmConformance.Case bothTransposed = new GemmConformance.Case("A^T B^T", Layout.ROW_MAJOR, true, true, 45, 36,
                70, 3, -0.5f, 2.0f, GemmConformance.Special.NONE);
        GemmConformance.Case oneTransposed = new GemmConformance.Case("A^T", Layout.ROW_MAJOR, true, false, 45, 36, 32,
                0, 1.0f, 0.5f, GemmConformance.Special.NONE);
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of())) {
            gemm.overrideScalarLoads(Gemm.ScalarLoads.OFF);   // the pack rules (in place: GemmScalarLoadsTest)
            assertPasses(GemmConformance.run(gemm, inPlace, seed++));
            GemmChoice choice = gemm.choice(inPlace.shape());
            assertThat(choice.packs()).isEmpty();
            assertThat(choice.explain()).contains("the caller's buffers read directly");
            assertThat(launches(gemm, inPlace.shape())).noneMatch(GemmPlan.Launch::pack);

            assertPasses(GemmConformance.run(gemm, bothTransposed, seed++));
            assertThat(gemm.choice(bothTransposed.shape()).packs()).hasSize(2);
            assertThat(launches(gemm, bothTransposed.shape()).stream().filter(GemmPlan.Launch::pack)
                    .map(GemmPlan.Launch::what)).containsExactly("pack A and B");

            assertPasses(GemmConformance.run(gemm, oneTransposed, seed++));
            assertThat(gemm.choice(oneTransposed.shape()).packs()).singleElement().asString().startsWith("pack A");
            assertThat(launches(gemm, oneTransposed.shape()).stream().filter(GemmPlan.Launch::pack)
                    .map(GemmPlan.Launch::what)).containsExactly("pack A");
        }
    }

    /**
     * The twins a call needs and its database configuration lacks, on the H100 tiny entry's kind of kernel (32x64x32,
     * one copy with the last k step behind the barriers, no clamp; stream-K off so PoCL compiles no split kernels):
     * transposed operands read in place (TRANS_A, TRANS_A with TRANS_B, TRANS_B where C is one row of 64-high tiles),
     * B^T beside an untransposed A packed where C has several rows of tiles, a long K that is no multiple of 32 read
     * in place with its tail, and a short one read with BK=8 instead of packed. Every case verifies and --explain names the twin.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void transposedOperandsAndShortSlicesAreReadInPlaceByTwins(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        GemmTuning db = smallTiles(32, false);
        List<GemmConformance.Case> inPlace = GemmConformance.inPlaceCases();
        GemmConformance.Case shortSlices = new GemmConformance.Case("K = 40", Layout.ROW_MAJOR, false, false, 50, 36,
                40, 0, 1.0f, 0.5f, GemmConformance.Special.NONE);
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of(), db)) {
            gemm.overrideScalarLoads(Gemm.ScalarLoads.OFF);   // the pack rules (in place: GemmScalarLoadsTest)
            for (GemmConformance.Case c : inPlace) {
                assertPasses(GemmConformance.run(gemm, c, seed++));
            }
            assertPasses(GemmConformance.run(gemm, shortSlices, seed++));
            GemmChoice transA = gemm.choice(inPlace.get(0).shape());
            assertThat(transA.packs()).isEmpty();
            assertThat(transA.explain()).contains("TRANS_A=1 (A read transposed in place");
            assertThat(gemm.configuration(inPlace.get(0).shape()).parameters()).containsEntry("TRANS_A", 1L)
                    .containsEntry("CLAMP_EDGES", 1L).containsEntry("BK", 32L);
            assertThat(gemm.configuration(inPlace.get(1).shape()).parameters()).containsEntry("TRANS_A", 1L)
                    .containsEntry("TRANS_B", 1L);
            assertThat(gemm.choice(inPlace.get(1).shape()).packs()).isEmpty();
            // column-major NT is row-major A^T B: the A^T twin, the other operand (ld 45) packed for its 16-byte loads
            assertThat(gemm.configuration(inPlace.get(2).shape()).parameters()).containsEntry("TRANS_A", 1L);
            assertThat(gemm.choice(inPlace.get(2).shape()).packs()).singleElement().asString().startsWith("pack B");
            GemmChoice bAlone = gemm.choice(inPlace.get(3).shape());
            assertThat(bAlone.packs()).singleElement().asString().startsWith("pack B")
                    .contains("both operands' loads would run along K");
            assertThat(gemm.configuration(inPlace.get(3).shape()).parameters()).doesNotContainKey("TRANS_B");
            assertThat(gemm.choice(inPlace.get(4).shape()).packs()).singleElement().asString()
                    .startsWith("pack B");        // M = 40: two rows of these 32-high tiles
            for (GemmConformance.Case tail : inPlace.subList(5, 7)) {     // K = 1028: 32 slices of 32 and a tail
                GemmChoice choice = gemm.choice(tail.shape());
                assertThat(choice.packs()).as(tail.name()).isEmpty();
                assertThat(choice.parameters()).as(tail.name()).containsEntry("BK", 32L);
                assertThat(gemm.configuration(tail.shape()).parameters()).as(tail.name()).containsEntry("K_TAIL", 1L);
            }
            GemmChoice slices = gemm.choice(shortSlices.shape());
            assertThat(slices.packs()).isEmpty();
            assertThat(slices.kPad()).isEqualTo(40);
            assertThat(slices.explain()).contains("BK=8 (a slice depth that divides K");
            assertThat(slices.parameters()).containsEntry("BK", 32L);   // the entry's own, as --explain names it
            // with -Dkernelscope.gemm.transposedC=on (C's rows 4 floats aligned): the untransposed twin, the caller's
            // B first, both read as stored, C written transposed
            GemmConformance.Case tt = inPlace.get(6);
            gemm.overrideTransposedC(true);
            assertPasses(GemmConformance.run(gemm, tt, seed++));
            assertThat(gemm.configuration(tt.shape()).parameters()).containsEntry("TRANS_C", 1L)
                    .doesNotContainEntry("TRANS_A", 1L).doesNotContainEntry("TRANS_B", 1L);
            assertThat(gemm.choice(tt.shape()).packs()).isEmpty();
            assertThat(gemm.choice(tt.shape()).explain()).contains("TRANS_C=1 (both operands transposed");
        }
        try (Gemm tall = Gemm.of(session, GemmRung.TUNED, Map.of(), tiles(64, 32, false))) {
            GemmConformance.Case oneTileRow = inPlace.get(4);           // M = 40: one row of 64-high tiles
            assertPasses(GemmConformance.run(tall, oneTileRow, seed));
            GemmChoice choice = tall.choice(oneTileRow.shape());   // B in place, A packed transposed beside it
            assertThat(choice.packs()).singleElement().asString().startsWith("pack A").contains("packed transposed");
            assertThat(choice.explain()).contains("TRANS_B=1 (B read transposed in place")
                    .contains("TRANS_A=1 (A read transposed, as packed)");
        }
    }

    /**
     * The built-in sm_90 short-k entry (64x64 tiles, BK=40 at most) on this device, at every slice depth it can
     * choose: K = 200, 96, 48, 112 and 88 take BK = 40, 32, 24, 16 and 8 (the device said to hold all the tiles at
     * once, so the deepest divisor wins), plus the class's two conformance cases' layouts at small sizes. Every case
     * verifies and runs its twin with that depth, in place.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void theShortKEntryRunsEverySliceDepthItCanChoose(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        GemmTuning.Entry shortK = GemmTuning.builtIn().lookup("NVIDIA H100 80GB HBM3", "sm_90", "NVIDIA",
                backend, GemmShapeClass.SHORT_K);
        assertThat(shortK.shapes()).isEqualTo(GemmShapeClass.SHORT_K);
        assertThat(shortK.parameters()).containsEntry("BK", 40L);
        GemmTuning db = new GemmTuning(List.of(new GemmTuning.Entry("default", "", shortK.parameters(), "test")));
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of(), db)) {
            gemm.overrideResidentGroups(1000);
            int[][] depths = {{200, 40}, {96, 32}, {48, 24}, {112, 16}, {88, 8}};
            for (int[] kAndDepth : depths) {
                GemmConformance.Case c = new GemmConformance.Case("K = " + kAndDepth[0], Layout.ROW_MAJOR, false,
                        false, 70, 100, kAndDepth[0], 0, 1.0f, 0.5f, GemmConformance.Special.NONE);
                assertPasses(GemmConformance.run(gemm, c, seed++));
                assertThat(gemm.configuration(c.shape()).parameters()).as(c.name())
                        .containsEntry("BK", (long) kAndDepth[1]);
                assertThat(gemm.choice(c.shape()).packs()).as(c.name()).isEmpty();
            }
            assertPasses(GemmConformance.run(gemm, new GemmConformance.Case("column-major B^T", Layout.COLUMN_MAJOR,
                    false, true, 100, 70, 88, 0, 1.0f, 0.5f, GemmConformance.Special.NONE), seed++));
        }
    }

    /**
     * A K that no slice depth divides: B (untransposed, 16-byte rows) is read in place by the K_TAIL twin, whose last
     * slice reads its rows past K as zeros, and only A is packed (zero columns up to kPad): row-major NN with K odd,
     * column-major NN (B is then the caller's A) and, with resident groups few enough to split every tile along K,
     * the split kernel's parts, whose last one ends in the tail. A transposed B keeps both packs.
     */
    @ParameterizedTest
    @EnumSource(BackendKind.class)
    void aKThatNoSliceDividesReadsBInPlaceWithItsTailAsZeros(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        GemmTuning db = smallTiles(8, true);
        List<GemmConformance.Case> tails = List.of(
                new GemmConformance.Case("K = 37", Layout.ROW_MAJOR, false, false, 70, 100, 37, 0, 1.0f, 0.5f,
                        GemmConformance.Special.NONE),
                new GemmConformance.Case("column-major, K = 45", Layout.COLUMN_MAJOR, false, false, 68, 50, 45, 0,
                        1.5f, 0.0f, GemmConformance.Special.NONE),
                new GemmConformance.Case("K = 555, split", Layout.ROW_MAJOR, false, false, 40, 120, 555, 0, 1.0f,
                        0.5f, GemmConformance.Special.NONE));
        GemmConformance.Case transposedB = new GemmConformance.Case("B^T, K = 37", Layout.ROW_MAJOR, false, true,
                70, 100, 37, 0, 1.0f, 0.5f, GemmConformance.Special.NONE);
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of(), db)) {
            gemm.overrideScalarLoads(Gemm.ScalarLoads.OFF);   // the pack rules (in place: GemmScalarLoadsTest)
            gemm.overrideResidentGroups(64);    // more groups than tiles: every tile of K = 555 is split
            for (GemmConformance.Case c : tails) {
                assertPasses(GemmConformance.run(gemm, c, seed++));
                GemmChoice choice = gemm.choice(c.shape());
                assertThat(choice.packs()).as(c.name()).singleElement().asString().startsWith("pack A");
                assertThat(gemm.configuration(c.shape()).parameters()).as(c.name()).containsEntry("K_TAIL", 1L);
                assertThat(choice.explain()).as(c.name()).contains("K_TAIL=1 (K no multiple of the slice");
            }
            assertThat(gemm.schedule(64, 128, 560).splitTiles()).isPositive();
            assertPasses(GemmConformance.run(gemm, transposedB, seed++));
            assertThat(gemm.choice(transposedB.shape()).packs()).hasSize(2);
            assertThat(gemm.configuration(transposedB.shape()).parameters()).doesNotContainKey("K_TAIL");
        }
    }

    /** A database of one entry: 32x64 tiles of two waves, one copy with the last k step behind the barriers, no clamp. */
    private static GemmTuning smallTiles(long sliceDepth, boolean streamK) {
        return tiles(32, sliceDepth, streamK);
    }

    /** Tiles {@code height} x 64 in warp tiles half as high, the rest as smallTiles. */
    private static GemmTuning tiles(long height, long sliceDepth, boolean streamK) {
        return new GemmTuning(List.of(new GemmTuning.Entry("default", "", Map.ofEntries(Map.entry("BM", height),
                Map.entry("BN", 64L), Map.entry("BK", sliceDepth), Map.entry("WM", height / 2),
                Map.entry("LANES_M", 2L),
                Map.entry("STAGES", 1L), Map.entry("OVERLAP_BARRIER", 1L), Map.entry("CLAMP_EDGES", 0L),
                Map.entry("STREAM_K", streamK ? 1L : 0L)), "test: small tiles")));
    }

    private static List<GemmPlan.Launch> launches(Gemm gemm, GemmShape shape) {
        DeviceSession session = gemm.session();
        try (Buffer a = session.floats(shape.aElements()); Buffer b = session.floats(shape.bElements());
             Buffer c = session.floats(shape.cElements())) {
            return gemm.plan(shape, 1.0f, a, b, 0.0f, c).launches();
        }
    }

    private static void assertPasses(GemmConformance.Outcome outcome) {
        assertThat(outcome.passes()).as(outcome.describe()).isTrue();
    }
}
