/*
 * EnqueueBoundCalls: which calls a backend that enqueues each launch by itself plans for fewer launches (no device),
 * and on the OpenCL device (PoCL in CI) a database entry that sums split tiles by a kernel of their own (SPLIT_REDUCE)
 * running short, shallow split calls without that launch, verified against the reference.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.TestDevice;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

class EnqueueBoundCallsTest {

    @Test
    void onlyShortCallsOnABackendWithoutGraphsArePlannedForFewerLaunches() {
        GemmShape shortCall = GemmShape.rowMajor(170, 42, 1055);
        EnqueueBoundCalls openCl = EnqueueBoundCalls.of(false, shortCall);
        assertThat(openCl.fewerLaunches()).isTrue();
        assertThat(openCl.packLaunchNs()).isEqualTo(EnqueueBoundCalls.ENQUEUE_NS);
        assertThat(openCl.mostLastSumLoads()).isEqualTo(EnqueueBoundCalls.MOST_LAST_SUM_LOADS);
        assertThat(openCl.lastGroupsSum()).as("K 1055: too many parts for the last groups").isFalse();
        assertThat(EnqueueBoundCalls.of(false, GemmShape.rowMajor(170, 42, 300)).lastGroupsSum()).isTrue();
        EnqueueBoundCalls graphs = EnqueueBoundCalls.of(true, shortCall);
        assertThat(graphs.fewerLaunches()).isFalse();
        assertThat(graphs.packLaunchNs()).isEqualTo(ScalarLoadsCost.PACK_LAUNCH_NS);
        assertThat(graphs.mostLastSumLoads()).isEqualTo(GemmVector.MAX_LAST_SUM_LOADS);
        assertThat(EnqueueBoundCalls.of(true, GemmShape.rowMajor(170, 42, 300)).lastGroupsSum()).isFalse();
        assertThat(EnqueueBoundCalls.of(false, GemmShape.rowMajor(4096, 4096, 4096)).fewerLaunches()).isFalse();
    }

    @Test
    void aPackLaunchThatCostsAnEnqueueTipsAShortCallToReadInPlace() {
        // 170x42x1055 keeps its pack through CUDA's graphs (ScalarLoadsCostTest); an enqueue of 5.2 us does not
        GemmShape row = GemmShape.rowMajor(170, 42, 1055);
        GemmOperands.Pack packA = new GemmOperands.Pack("pack A", "alignment", 170, 1055, 1055, false, 170, 1055, 1056);
        assertThat(ScalarLoadsCost.of(row, packA, null, ScalarLoadsCost.PACK_LAUNCH_NS).inPlaceIsCheaper()).isFalse();
        assertThat(ScalarLoadsCost.of(row, packA, null, EnqueueBoundCalls.ENQUEUE_NS).inPlaceIsCheaper()).isTrue();
    }

    /**
     * A database whose entry sums split tiles by a kernel of its own: on PoCL (an OpenCL device, each launch enqueued
     * by itself) the short calls of K below 512 split along K (the device said to hold 64 groups) run the
     * SPLIT_REDUCE=0 twin, launch no sum, say why, and verify; a short call of deeper K, a long call and an entry
     * that cuts K into parts of its own (PART_SLICES) keep the sum's launch.
     */
    @Test
    @ResourceLock(TestDevice.SHARED_SESSION)   // the GEMM tests' shared OpenCL session takes one caller at a time
    void shortSplitCallsOnOpenClSumTheirPartsWithoutALaunchOfTheirOwn() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        Map<String, Long> sums = Map.of("BM", 32L, "BN", 64L, "BK", 16L, "WM", 32L, "WN", 32L, "SPLIT_REDUCE", 1L);
        GemmTuning database = new GemmTuning(List.of(new GemmTuning.Entry("default", "", sums, "test: a sum kernel")));
        List<GemmConformance.Case> cases = List.of(
                new GemmConformance.Case("narrow", Layout.ROW_MAJOR, false, false, 170, 42, 300, 0, 1.5f, 0.5f,
                        GemmConformance.Special.NONE),
                new GemmConformance.Case("B^T, column-major", Layout.COLUMN_MAJOR, false, true, 65, 19, 411, 1, 1.0f,
                        0.0f, GemmConformance.Special.NONE),
                new GemmConformance.Case("A^T, NaN in A", Layout.ROW_MAJOR, true, false, 96, 130, 333, 0, 1.0f, 1.0f,
                        GemmConformance.Special.NAN_AND_INF_IN_A));
        List<String> failures = new ArrayList<>();
        long seed = 20261130;
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of(), database)) {
            gemm.overrideResidentGroups(64);
            gemm.overrideComputeUnits(132);   // as an H200: one wave of K below 384 is split (SHALLOW_SPLIT_DEPTH)
            for (GemmConformance.Case c : cases) {
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                if (!outcome.passes()) {
                    failures.add(outcome.describe());
                }
                Map<String, Long> parameters = gemm.configuration(c.shape()).parameters();
                assertThat(parameters).as(c.toString()).containsEntry("SPLIT_REDUCE", 0L);
                assertThat(gemm.choice(c.shape()).explain()).as(c.toString()).contains("one launch fewer")
                        .contains("each tile's parts summed by the group that finishes its last one")
                        .doesNotContain("summed by a kernel of their own");
                List<String> launches = launchesOf(gemm, c.shape());
                assertThat(launches).as(c.toString()).noneMatch(what -> what.contains("summed"))
                        .anyMatch(what -> what.contains("split tiles"));
                assertThat(gemm.choice(c.shape()).explain()).as(c.toString())
                        .contains("launches per call: " + launches.size() + " (");
            }
            // K 600: more parts than the last groups sum faster; 2^30 FLOP: the kernels outlast the enqueues (2 tiles)
            assertThat(launchesOf(gemm, GemmShape.rowMajor(64, 64, 600))).anyMatch(what -> what.contains("summed"));
            assertThat(launchesOf(gemm, GemmShape.rowMajor(64, 64, 140_000))).anyMatch(what -> what.contains("summed"));
        }
        Map<String, Long> parts = new HashMap<>(sums);
        parts.put("PART_SLICES", 4L);
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of(),
                new GemmTuning(List.of(new GemmTuning.Entry("default", "", parts, "test: parts of 4 slices"))))) {
            gemm.overrideResidentGroups(64);
            gemm.overrideComputeUnits(132);
            assertThat(launchesOf(gemm, cases.getFirst().shape())).anyMatch(what -> what.contains("summed"));
        }
        assertThat(failures).as("short split calls on " + session.device().label()).isEmpty();
    }

    private static List<String> launchesOf(Gemm gemm, GemmShape shape) {
        DeviceSession session = gemm.session();
        try (var a = session.floats(shape.aElements()); var b = session.floats(shape.bElements());
                var c = session.floats(shape.cElements())) {
            return gemm.plan(shape, 1f, a, b, 0f, c).launches().stream().map(GemmPlan.Launch::what).toList();
        }
    }
}
