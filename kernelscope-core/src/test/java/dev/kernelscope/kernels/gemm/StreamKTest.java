/*
 * Rung 10's STREAM_K: the split the host chooses, and the kernels' results for device sizes that split one tile in
 * two, two tiles in several parts, every tile, or none, on every backend with a device (PoCL in CI), each called
 * twice in a row so the per-tile counters the kernel leaves behind are checked too; with SPLIT_REDUCE, the parts
 * summed by a kernel of their own.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.ElementType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class StreamKTest {

    @Test
    void theSplitLaunchIsCutToWhatTheSplitKernelHolds() {
        StreamKSchedule sized = StreamKSchedule.of(64, 257, 257 * 16, 1056, 132, 8);   // 4096x32x4100, 64x32x16
        assertThat(sized.splitGroups()).isEqualTo(1056);
        assertThat(sized.withSplitResident(924).splitGroups()).isEqualTo(924);        // 7 groups per SM, not 8
        assertThat(sized.withSplitResident(2000)).isEqualTo(sized);
        assertThat(sized.withSplitResident(10).splitGroups()).isEqualTo(64);          // never below one per tile
        assertThat(StreamKSchedule.wholeTilesOnly(64).withSplitResident(10))
                .isEqualTo(StreamKSchedule.wholeTilesOnly(64));
    }

    /**
     * Where every tile is split, the split kernel's own resident groups choose the split when it holds more than the
     * main kernel (8000x128x640 TN in 128x128x16 tiles on 132 SMs: 63 tiles of 40 slices, one main group per SM and
     * two split groups: 264 groups in parts of 8 slices, not 132); with whole tiles beside the split, or a split kernel
     * that holds fewer, the launch is only cut (withSplitResident); and nothing split never asks (it would compile).
     */
    @Test
    void aCallSplitWholeIsSizedByTheSplitKernel() {
        assertThat(StreamKSchedule.of(63, 40, 640, 132, () -> 264, 132, 8)).isEqualTo(new StreamKSchedule(0, 63, 264));
        assertThat(StreamKSchedule.of(63, 40, 640, 132, () -> 132, 132, 8)).isEqualTo(new StreamKSchedule(0, 63, 132));
        assertThat(StreamKSchedule.of(63, 40, 640, 264, () -> 132, 132, 8)).isEqualTo(new StreamKSchedule(0, 63, 132));
        StreamKSchedule mixed = StreamKSchedule.of(200, 40, 640, 132, () -> 264, 132, 8);   // 132 whole, 68 split
        assertThat(mixed).isEqualTo(StreamKSchedule.of(200, 40, 640, 132, 132, 8));
        assertThat(mixed.wholeTiles()).isEqualTo(132);
        assertThat(StreamKSchedule.of(264, 40, 640, 132, () -> {
            throw new AssertionError("asked for the split kernel's groups with nothing split");
        }, 132, 8)).isEqualTo(StreamKSchedule.wholeTilesOnly(264));
    }

    /**
     * The reduce's lanes per float4 double while the split tiles' float4s times the lanes so far are below
     * FILLING_ITEMS and the doubled lanes would each keep PARTS_PER_LANE parts, up to REDUCE_LANES: 4 64x64 tiles in 66
     * parts (128x128x16384) 16; 8 tiles in 33 parts (256x128x8192) 8, where 8,192 x 8 reaches FILLING_ITEMS; 12 in 22
     * parts 4, where 8 would leave lanes 2-3 parts; 32 128x256 tiles (1024^3, 8192 float4s each) 1; nothing split 1.
     */
    @Test
    void theReduceTakesLanesWhereFewFloat4sHaveManyParts() {
        assertThat(new StreamKSchedule(0, 4, 264).reduceLanes(64 * 64 / 4)).isEqualTo(16);
        assertThat(new StreamKSchedule(0, 8, 264).reduceLanes(64 * 64 / 4)).isEqualTo(8);
        assertThat(new StreamKSchedule(0, 12, 264).reduceLanes(64 * 64 / 4)).isEqualTo(4);
        assertThat(new StreamKSchedule(0, 32, 264).reduceLanes(128 * 256 / 4)).isEqualTo(1);
        assertThat(StreamKSchedule.wholeTilesOnly(12).reduceLanes(64 * 64 / 4)).isEqualTo(1);
    }

    /** The rule's three bounds, each at its edge: REDUCE_LANES, PARTS_PER_LANE and FILLING_ITEMS. */
    @Test
    void theReducesLanesStopAtEachBound() {
        assertThat(new StreamKSchedule(0, 1, 264).reduceLanes(1024)).isEqualTo(StreamKSchedule.REDUCE_LANES);  // not 32
        assertThat(new StreamKSchedule(0, 1, 7).reduceLanes(1024)).isEqualTo(1);    // 7 parts: two lanes would keep 3.5
        assertThat(new StreamKSchedule(0, 1, 8).reduceLanes(1024)).isEqualTo(2);    // 8 parts: two lanes of 4
        assertThat(new StreamKSchedule(0, 1, 264).reduceLanes(32768)).isEqualTo(2); // 2 x 32,768 reaches 65,536
        assertThat(new StreamKSchedule(0, 1, 264).reduceLanes(32767)).isEqualTo(4); // 2 x 32,767 is below it
    }

    @Test
    void wholeWavesSplitNothing() {
        assertThat(StreamKSchedule.of(1056, 512, 264)).isEqualTo(StreamKSchedule.wholeTilesOnly(1056));
    }

    @Test
    void aSmallPartialWaveAfterManyWholeOnesIsSplit() {
        // 8192^3 with 128x128 tiles on 132 SMs x 2: 4096 tiles = 15 waves of 264 + 136 tiles shared out along K
        assertThat(StreamKSchedule.of(4096, 1024, 264)).isEqualTo(new StreamKSchedule(3960, 136, 264));
    }

    @Test
    void aLargeSplitForFewIdleSlotsIsNotWorthIt() {
        // 4096^3: 232 of 1024 tiles would be split to fill 3% of idle slots (measured: 1% slower than not splitting)
        assertThat(StreamKSchedule.of(1024, 512, 264)).isEqualTo(StreamKSchedule.wholeTilesOnly(1024));
        // 2048^3: 256 tiles for 264 slots, one nearly full wave (measured: 6% slower split)
        assertThat(StreamKSchedule.of(256, 256, 264)).isEqualTo(StreamKSchedule.wholeTilesOnly(256));
    }

    @Test
    void fewerTilesThanGroupsSplitsEveryTile() {
        // 1024^3: 64 tiles for 264 slots, 128 slices each
        assertThat(StreamKSchedule.of(64, 128, 264)).isEqualTo(new StreamKSchedule(0, 64, 264));
    }

    @Test
    void neverMoreGroupsThanSlicesToShare() {
        assertThat(StreamKSchedule.of(2, 3, 264)).isEqualTo(new StreamKSchedule(0, 2, 4));
        assertThat(StreamKSchedule.of(100, 1, 264)).isEqualTo(new StreamKSchedule(0, 100, 100));
    }

    @Test
    void aTileIsCutInAboutTheSquareRootOfItsSlices() {
        // 256^3 in 128x256x8 tiles: 2 tiles of 32 slices, 6 parts each (not 32 one-slice parts with one fix-up)
        assertThat(StreamKSchedule.of(2, 32, 132)).isEqualTo(new StreamKSchedule(0, 2, 12));
        // 512x512x32768: 8 tiles of 4096 slices still fill every resident group
        assertThat(StreamKSchedule.of(8, 4096, 132)).isEqualTo(new StreamKSchedule(0, 8, 132));
        assertThat(StreamKSchedule.partsPerTile(1)).isEqualTo(1);
        assertThat(StreamKSchedule.partsPerTile(128)).isEqualTo(12);
    }

    @Test
    void partSlicesLetsAFewTilesWithALongKBeCutFiner() {
        // 64x64x8192 in 32x64x16 tiles: 2 tiles of 512 slices, 23 parts each by the square root (46 groups for 132
        // SMs); with parts of at least 8 slices 64 each, 128 groups, fewer than 3 per SM, so parts of 4: 256 groups
        // (the halving stops at MIN_PART_SLICES); and never more groups than the device holds at once
        assertThat(StreamKSchedule.of(2, 512, 8192, 1056, 132, 0)).isEqualTo(new StreamKSchedule(0, 2, 46));
        assertThat(StreamKSchedule.of(2, 512, 8192, 1056, 132, 8)).isEqualTo(new StreamKSchedule(0, 2, 256));
        assertThat(StreamKSchedule.of(2, 512, 8192, 1056, 132, 16)).isEqualTo(new StreamKSchedule(0, 2, 256));
        assertThat(StreamKSchedule.of(2, 512, 8192, 200, 132, 8)).isEqualTo(new StreamKSchedule(0, 2, 200));
        assertThat(StreamKSchedule.of(2, 512, 8192, 100, 132, 8)).isEqualTo(new StreamKSchedule(0, 2, 100));
        // 100x100x12288: 8 tiles of 768 slices, 768 groups in parts of 8: kept
        assertThat(StreamKSchedule.of(8, 768, 12288, 1056, 132, 8)).isEqualTo(new StreamKSchedule(0, 8, 768));
        // 80x80x10000: 6 tiles of 625 slices, 468 groups in parts of 8, 3.5 per SM: kept (936 ran slower)
        assertThat(StreamKSchedule.of(6, 625, 10000, 1056, 132, 8)).isEqualTo(new StreamKSchedule(0, 6, 468));
        // 96x96x6004: 6 tiles of 375 slices, 276 groups in parts of 8, 558 in parts of 4
        assertThat(StreamKSchedule.of(6, 375, 6004, 1056, 132, 8)).isEqualTo(new StreamKSchedule(0, 6, 558));
        assertThat(StreamKSchedule.of(32, 375, 6000, 1056, 132, 4)).isEqualTo(new StreamKSchedule(0, 32, 1056));
        assertThat(StreamKSchedule.of(2, 5, 8192, 1056, 132, 8)).isEqualTo(new StreamKSchedule(0, 2, 2));
    }

    @Test
    void partsAreNotHalvedBelowTheShallowestPartWhateverPartSlicesIs() {
        // 64x64x8192 in 32x64x16 tiles (2 tiles of 512 slices) with -D PART_SLICES=6 or 5: 170 and 204 groups, fewer
        // than 3 per SM, so the parts are made shallower, but not below MIN_PART_SLICES (6 halved to 3, 5 to 2 before)
        assertThat(StreamKSchedule.fillingPartSlices(2, 512, 1056, 132, 6)).isEqualTo(StreamKSchedule.MIN_PART_SLICES);
        assertThat(StreamKSchedule.fillingPartSlices(2, 512, 1056, 132, 5)).isEqualTo(StreamKSchedule.MIN_PART_SLICES);
        assertThat(StreamKSchedule.fillingPartSlices(2, 512, 1056, 132, 3)).isEqualTo(3);   // already below: kept
        assertThat(StreamKSchedule.fillingPartSlices(2, 512, 1056, 132, 16)).isEqualTo(4);
    }

    @Test
    void shortKIsNotSplitWhileTheTilesKeepHalfTheUnitsBusy() {
        // 1000x1000x200 in 64x128 tiles: 128 tiles for 396 resident groups on 132 SMs, 25 slices of 8
        assertThat(StreamKSchedule.of(128, 25, 200, 396, 132, 0)).isEqualTo(StreamKSchedule.wholeTilesOnly(128));
        assertThat(StreamKSchedule.of(128, 25, 396)).isEqualTo(new StreamKSchedule(0, 128, 396));   // K not given
        // from MIN_SPLIT_DEPTH up the split is as before where the tiles leave a quarter of the units idle
        assertThat(StreamKSchedule.of(64, 32, 256, 396, 132, 0)).isEqualTo(StreamKSchedule.of(64, 32, 396));
        // 200^3 in 32x64 tiles: 28 tiles would leave 104 of 132 SMs idle, so they are still split
        assertThat(StreamKSchedule.of(28, 25, 200, 528, 132, 0).splitTiles()).isEqualTo(28);
    }

    @Test
    void kBelowTheShallowDepthIsNotSplitWhereOneWaveKeepsThreeQuartersOfTheUnitsBusy() {
        // 512x512x256 in 32x64x32 tiles: 128 tiles of 8 slices, one wave of 528 resident groups on 132 SMs
        assertThat(StreamKSchedule.of(128, 8, 256, 528, 132, 0)).isEqualTo(StreamKSchedule.wholeTilesOnly(128));
        assertThat(StreamKSchedule.of(99, 23, 383, 528, 132, 0)).isEqualTo(StreamKSchedule.wholeTilesOnly(99));
        // 98 tiles leave more than a quarter of the units idle; K 384 is no longer shallow
        assertThat(StreamKSchedule.of(98, 23, 383, 528, 132, 0)).isEqualTo(StreamKSchedule.of(98, 23, 528));
        assertThat(StreamKSchedule.of(128, 12, 384, 528, 132, 0)).isEqualTo(StreamKSchedule.of(128, 12, 528));
        // several waves: the last is split as from MIN_SPLIT_DEPTH
        assertThat(StreamKSchedule.of(600, 23, 368, 528, 132, 0)).isEqualTo(StreamKSchedule.of(600, 23, 528));
        assertThat(StreamKSchedule.of(600, 23, 368, 528, 132, 0).splitTiles()).isEqualTo(72);
    }

    /** --explain's reason for a whole launch names the rule of() applied, and is empty where of() splits. */
    @Test
    void theReasonForAWholeLaunchIsTheRuleThatMadeIt() {
        assertThat(StreamKSchedule.wholeBecause(128, 200, 396, 132)).contains("below 256").contains("half of the 132");
        assertThat(StreamKSchedule.wholeBecause(128, 256, 528, 132)).contains("below 384")
                .contains("three quarters of the 132");
        assertThat(StreamKSchedule.wholeBecause(1056, 512, 264, 132)).isEqualTo("the tiles fill whole waves");
        assertThat(StreamKSchedule.wholeBecause(1030, 512, 264, 132)).contains("SPLIT_COST");   // 238 of 264 busy
        assertThat(StreamKSchedule.of(1030, 512, 264)).isEqualTo(StreamKSchedule.wholeTilesOnly(1030));
        assertThat(StreamKSchedule.wholeBecause(98, 383, 528, 132)).isEmpty();
        assertThat(StreamKSchedule.of(98, 23, 383, 528, 132, 0).splitTiles()).isEqualTo(98);
    }

    @Test
    void aShareIsNeverLongerThanATile() {
        // the split kernel handles at most two runs per group, which needs at least as many groups as split tiles
        assertThatThrownBy(() -> new StreamKSchedule(0, 10, 9)).isInstanceOf(IllegalArgumentException.class);
        for (int tiles = 1; tiles < 600; tiles += 7) {
            for (int resident : new int[] {1, 3, 132, 264}) {
                StreamKSchedule schedule = StreamKSchedule.of(tiles, 5, resident);
                assertThat(schedule.wholeTiles() + schedule.splitTiles()).isEqualTo(tiles);
                assertThat(schedule.splitGroups()).isGreaterThanOrEqualTo(schedule.splitTiles());
            }
        }
    }

    @Test
    void theWorkspaceHoldsTwoTilesPerSplitGroup() {
        assertThat(new StreamKSchedule(792, 232, 264).partialFloats(128, 128)).isEqualTo(2L * 264 * 128 * 128);
        assertThat(StreamKSchedule.wholeTilesOnly(1024).partialFloats(128, 128)).isZero();
    }

    static Stream<Arguments> residentGroupsOnBackends() {
        List<Arguments> list = new ArrayList<>();
        for (BackendKind backend : BackendKind.values()) {
            for (int groups : new int[] {1, 2, 7, 40}) {
                list.add(Arguments.of(backend, groups, 0, 0));
            }
            // the parts summed by a kernel of their own: one tile in two parts, several tiles in several, and six
            // parts a tile (the reduce kernel's batches of REDUCE_BATCH parts: one whole, one cut short)
            for (int groups : new int[] {2, 7, 40, 100}) {
                list.add(Arguments.of(backend, groups, 1, 0));
            }
            // PART_SLICES=1: 33 parts a tile where 300 groups are resident (the reduce kernel's batches of
            // REDUCE_BATCH parts: two whole, one cut short)
            list.add(Arguments.of(backend, 300, 1, 1));
        }
        return list.stream();
    }

    /**
     * 300 x 260 x 264 is 3 x 3 tiles of 33 slices (K at least MIN_SPLIT_DEPTH, so a split is allowed): with 1
     * resident group nothing is split, with 2 the last tile is
     * split in two, with 7 the last two in 3-4 parts each, with 40 all nine tiles in 4-5 parts, with 100 all nine
     * in 6 parts (54 groups: partsPerTile(33) is 6) (each of these is
     * worth splitting by SPLIT_COST: the idle fraction of the plain launch is 10%, 36% and 78%).
     */
    @ParameterizedTest(name = "{1} resident groups on {0}, SPLIT_REDUCE={2}, PART_SLICES={3}")
    @MethodSource("residentGroupsOnBackends")
    void splitTilesSumToTheReference(BackendKind backend, int groups, int splitReduce, int partSlices) {
        DeviceSession session = GemmTestDevices.session(backend);
        var cases = List.of(
                new GemmConformance.Case("stream-K", Layout.ROW_MAJOR, false, false, 300, 260, 264, 0, 1.5f, 0.5f,
                        GemmConformance.Special.NONE),
                new GemmConformance.Case("stream-K, beta=0 over NaN", Layout.ROW_MAJOR, false, false, 300, 260, 264, 1,
                        -1.0f, 0.0f, GemmConformance.Special.NONE),
                new GemmConformance.Case("stream-K, NaN/Inf in A", Layout.ROW_MAJOR, false, false, 300, 260, 264, 0,
                        1.0f, 0.5f, GemmConformance.Special.NAN_AND_INF_IN_A));
        List<String> failures = new ArrayList<>();
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of("STREAM_K", 1L, "BM", 128L, "BN", 128L, "BK", 8L,
                "SPLIT_REDUCE", (long) splitReduce, "PART_SLICES", (long) partSlices))) {
            gemm.overrideResidentGroups(groups);
            gemm.overrideComputeUnits(132);   // as an H200: 9 tiles of K 264 in one wave are split (SHALLOW_SPLIT_DEPTH)
            // planned as through CUDA's graphs: on PoCL this short call would sum its parts in the last groups
            // (EnqueueBoundCalls), and the sum kernel is what SPLIT_REDUCE=1 is here to run
            gemm.overridePlansAsOneEnqueue(true);
            try (Buffer a = session.allocate(ElementType.FLOAT, 300 * 264);
                 Buffer b = session.allocate(ElementType.FLOAT, 264 * 260);
                 Buffer c = session.allocate(ElementType.FLOAT, 300 * 260)) {
                List<String> launches = gemm.plan(GemmShape.rowMajor(300, 260, 264), 1f, a, b, 0f, c).launches()
                        .stream().map(GemmPlan.Launch::what).toList();
                assertThat(launches.stream().anyMatch(what -> what.endsWith("(split tiles summed)")))
                        .as("a launch summing the split tiles' parts").isEqualTo(splitReduce == 1 && groups > 1);
            }
            if (groups > 1) {
                assertThat(gemm.choice(GemmShape.rowMajor(300, 260, 264)).explain()).contains(splitReduce == 1
                        ? "parts summed by a kernel of their own" : "parts summed by the group that finishes");
            }
            for (int round = 0; round < 2; round++) {
                for (GemmConformance.Case c : cases) {
                    GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                    if (!outcome.passes()) {
                        failures.add("round " + round + ": " + outcome.describe());
                    }
                }
            }
            StreamKSchedule schedule = gemm.schedule(384, 384, 264);
            assertThat(schedule.splitTiles()).isEqualTo(groups > 9 ? 9 : 9 % groups);
            if (partSlices > 0) {
                assertThat(schedule.splitGroups()).isEqualTo(9 * 33);
            }
        }
        assertThat(failures).as("rung 10 with " + groups + " resident groups on " + session.device().label()).isEmpty();
    }

    /**
     * 100 x 120 x 1032 in 128x128x8 tiles is one tile of 129 slices: with PART_SLICES=1 and 600 resident groups it
     * is cut into 129 parts, and it holds 4096 float4s, which sgemm_tuned_reduce_lanes sums (16 work-items per
     * float4, the tile's edges past M and N in the same groups as the rest).
     */
    @ParameterizedTest(name = "on {0}")
    @org.junit.jupiter.params.provider.EnumSource(BackendKind.class)
    void tilesCutIntoManyPartsSumToTheReference(BackendKind backend) {
        DeviceSession session = GemmTestDevices.session(backend);
        var cases = List.of(
                new GemmConformance.Case("many parts", Layout.ROW_MAJOR, false, false, 100, 120, 1032, 0, 1.5f, 0.5f,
                        GemmConformance.Special.NONE),
                new GemmConformance.Case("many parts, beta=0 over NaN", Layout.ROW_MAJOR, false, false, 100, 120, 1032,
                        1, -1.0f, 0.0f, GemmConformance.Special.NONE));
        List<String> failures = new ArrayList<>();
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of("STREAM_K", 1L, "BM", 128L, "BN", 128L, "BK", 8L,
                "SPLIT_REDUCE", 1L, "PART_SLICES", 1L))) {
            gemm.overrideResidentGroups(600);
            assertThat(gemm.schedule(128, 128, 1032).reduceLanes(128 * 128 / 4)).isEqualTo(StreamKSchedule.REDUCE_LANES);
            assertThat(gemm.choice(GemmShape.rowMajor(100, 120, 1032)).explain())
                    .contains("16 work-items per float4", "sgemm_tuned_reduce_lanes");
            for (GemmConformance.Case c : cases) {
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                if (!outcome.passes()) {
                    failures.add(outcome.describe());
                }
            }
        }
        assertThat(failures).as("rung 10, 129 parts a tile, on " + session.device().label()).isEmpty();
    }
}
