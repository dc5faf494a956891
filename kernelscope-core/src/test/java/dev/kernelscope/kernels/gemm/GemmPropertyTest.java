/*
 * Property test of the Gemm API on the first OpenCL device (PoCL in CI): random small shapes (M, N, K up to ~200, K
 * from 256 and from 1024 for the split launches), both layouts, every transpose, leading-dimension gaps, alpha and beta
 * (beta 0 over a NaN-poisoned C) through small configurations whose twins (CLAMP_EDGES, TRANS_A, TRANS_B, K_TAIL, a
 * shallower BK), packs and stream-K launches the shapes reach; each result against GemmReference, C's gap untouched.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.DeviceSession;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.SkipExecutionHook;
import net.jqwik.api.statistics.Statistics;

@AddLifecycleHook(GemmPropertyTest.SkipWithoutOpenClDevice.class)
class GemmPropertyTest {

    /**
     * The configurations the calls run through, each a Gemm of its own kept for the whole run. Tiles small enough for
     * a CPU device; CLAMP_EDGES 0 where the entry keeps the lean kernel (the Gemm then compiles the clamped twin),
     * stream-K both ways. The tries are few because every new twin is a PoCL compile of 10_tuned.cl (about 2.4 s on
     * this project's loaded 2-core machine: 40 tries over five configurations built 24 programs in 60 s from an empty
     * PoCL cache); 5,000 draws (1,000-1,500 tries a run, with a fifth configuration of per-class entries and gemv.cl)
     * found no wrong result on 2026-11-29.
     */
    enum Database {
        /** sm_90's tiny entry's kind: 32x64x32, one copy, the last step behind the barriers, no stream-K. */
        TINY_32X64X32(tiles(32, 64, 32, 16, 64, 2, Map.of("STAGES", 1L, "OVERLAP_BARRIER", 1L,
                "CLAMP_EDGES", 0L, "STREAM_K", 0L))),
        /**
         * 64x64x16 split along K, the parts summed by a kernel of their own, a part as short as one slice (so a K of
         * 1024 or more cut 64 ways is summed by sgemm_tuned_reduce_lanes where few tiles are split).
         */
        SPLIT_REDUCE_64X64X16(tiles(64, 64, 16, 32, 32, 4, Map.of("STAGES", 1L, "OVERLAP_BARRIER", 1L,
                "CLAMP_EDGES", 0L, "STREAM_K", 1L, "SPLIT_REDUCE", 1L, "PART_SLICES", 1L))),
        /** 32x64x8 in a ring of two copies, stream-K with the split kernel's own fix-up, the clamp compiled in. */
        STREAM_K_32X64X8(tiles(32, 64, 8, 16, 64, 2, Map.of("STAGES", 2L, "CLAMP_EDGES", 1L,
                "STREAM_K", 1L, "SPLIT_REDUCE", 0L))),
        /**
         * 32x64x8 in two copies filled by cp.async where the backend has it (CUDA; OpenCL loads through registers):
         * the Gemm cannot clamp such loads, read a transposed operand or a K tail in place, so it packs every operand
         * that needs one of them, with no twin.
         */
        ASYNC_COPY_32X64X8(tiles(32, 64, 8, 16, 64, 2, Map.of("STAGES", 2L, "ASYNC_COPY", 1L,
                "CLAMP_EDGES", 0L, "STREAM_K", 1L)));

        final Map<String, Long> parameters;

        Database(Map<String, Long> parameters) {
            this.parameters = parameters;
        }

        /**
         * The Gemm: this configuration for every shape (an override of the tuned rung's, so the vector class runs
         * tiles too instead of gemv.cl).
         */
        Gemm open(DeviceSession session) {
            return Gemm.of(session, GemmRung.TUNED, parameters, new GemmTuning(List.of()));
        }

        private static Map<String, Long> tiles(long bm, long bn, long bk, long wm, long wn, long lanesM,
                                               Map<String, Long> rest) {
            Map<String, Long> p = new TreeMap<>(Map.of("BM", bm, "BN", bn, "BK", bk, "WM", wm, "WN", wn,
                    "LANES_M", lanesM));
            p.putAll(rest);
            return p;
        }
    }

    /**
     * Groups the device is said to hold at once: 0 asks it (PoCL: one per core, so little is split), 3 leaves a
     * partial wave of a few tiles to split, 64 and 256 split every tile of a call whose K is 256 or more (256: into 64
     * parts and more where the tiles are few, summed with several work-items per float4, StreamKSchedule.reduceLanes).
     */
    private static final List<Integer> RESIDENT = List.of(0, 3, 64, 256);

    private static final Map<Database, Gemm> GEMMS = new EnumMap<>(Database.class);

    /** One call: a database, the groups it is told the device holds, a conformance case and its data's seed. */
    record Draw(Database database, int resident, GemmConformance.Case testCase, long seed) {
        @Override
        public String toString() {
            return database + " resident=" + resident + " " + testCase + " seed=" + seed;
        }
    }

    @Property(tries = 32, shrinking = ShrinkingMode.BOUNDED, edgeCases = EdgeCasesMode.NONE)
    void everyCallMatchesTheReference(@ForAll("draws") Draw draw) {
        Gemm gemm = gemm(draw.database(), draw.resident());
        GemmConformance.Outcome outcome = GemmConformance.run(gemm, draw.testCase(), draw.seed());
        GemmChoice choice = gemm.choice(draw.testCase().shape());
        Map<String, Long> twin = gemm.configuration(draw.testCase().shape()).twinChanges();
        for (String name : List.of("CLAMP_EDGES", "TRANS_A", "TRANS_B", "K_TAIL", "UNALIGNED_C", "BK")) {
            Statistics.label(name).collect(twin.containsKey(name));
        }
        Statistics.label("packs").collect(choice.packs().size());
        Statistics.label("split").collect(choice.schedule().splitTiles() > 0
                ? (choice.reduceLanes() > 1 ? "reduce lanes" : gemm.configuration(draw.testCase().shape())
                .splitReduce() ? "split, reduce kernel" : "split, fix-up in kernel") : "none");
        Statistics.label("class").collect(choice.shapeClass().id());
        assertThat(outcome.passes()).as(outcome.describe() + " | " + choice.explain()).isTrue();
    }

    @Provide
    Arbitrary<Draw> draws() {
        Arbitrary<Integer> side = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Arbitraries.integers().between(1, 200)),
                net.jqwik.api.Tuple.of(2, Arbitraries.of(1, 3, 4, 7, 8, 31, 32, 33, 36, 63, 64, 65, 68, 100, 127, 128,
                        129)));
        // K: short (a slice or less), up to 200, 384 to 460 (from SHALLOW_SPLIT_DEPTH a partial wave is split on a
        // CPU's few cores too) and 1024 to 1100 (64 slices of 16 and more: the reduce's lanes)
        Arbitrary<Integer> depth = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Arbitraries.integers().between(1, 200)),
                net.jqwik.api.Tuple.of(2, Arbitraries.of(1, 2, 3, 5, 8, 12, 13, 16, 20, 24, 36, 40, 44, 52, 100, 132)),
                net.jqwik.api.Tuple.of(2, Arbitraries.integers().between(384, 460)),
                net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(1024, 1100)));
        Arbitrary<Layout> layout = Arbitraries.of(Layout.class);
        Arbitrary<Integer> transposes = Arbitraries.integers().between(0, 3);
        Arbitrary<Integer> gap = Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, Arbitraries.just(0)),
                net.jqwik.api.Tuple.of(2, Arbitraries.of(1, 2, 3, 4, 5, 8)));
        Arbitrary<float[]> alphaBeta = Arbitraries.of(new float[] {1.0f, 0.0f}, new float[] {1.5f, 0.5f},
                new float[] {-0.5f, 2.0f}, new float[] {1.0f, 1.0f}, new float[] {2.0f, -1.0f},
                new float[] {0.0f, 0.5f});
        Arbitrary<GemmConformance.Case> cases = Combinators.combine(side, side, depth, layout, transposes, gap,
                alphaBeta).as((m, n, k, l, t, g, ab) -> new GemmConformance.Case("drawn", l, (t & 1) != 0,
                (t & 2) != 0, m, n, k, g, ab[0], ab[1], GemmConformance.Special.NONE));
        return Combinators.combine(Arbitraries.of(Database.class), Arbitraries.of(RESIDENT), cases,
                Arbitraries.longs()).as(Draw::new);
    }

    private static Gemm gemm(Database database, int resident) {
        Gemm gemm = GEMMS.computeIfAbsent(database, d -> d.open(session().orElseThrow()));
        gemm.overrideResidentGroups(resident);
        return gemm;
    }

    private static Optional<DeviceSession> session() {
        return GemmTestDevices.device(BackendKind.OPENCL).map(d -> GemmTestDevices.session(BackendKind.OPENCL));
    }

    @AfterContainer
    static void closeGemms() {
        GEMMS.values().forEach(Gemm::close);
        GEMMS.clear();
    }

    /** Skips the properties, saying why, where no OpenCL device is present (CI has PoCL). */
    static final class SkipWithoutOpenClDevice implements SkipExecutionHook {
        @Override
        public SkipResult shouldBeSkipped(LifecycleContext context) {
            return GemmTestDevices.device(BackendKind.OPENCL).isPresent() ? SkipResult.doNotSkip()
                    : SkipResult.skip("no OpenCL device: " + GemmTestDevices.INVENTORY.status(BackendKind.OPENCL)
                    .reason());
        }
    }
}
