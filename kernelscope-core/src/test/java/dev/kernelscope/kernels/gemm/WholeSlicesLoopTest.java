/*
 * Rung 10's WHOLE_SLICES_LOOP (session 45): in tiles of at most 64x64 outputs, a K-tail twin compiled by NVIDIA's
 * compilers runs the steps whose next slice lies wholly below K in a loop of untested loads and the last steps in the
 * general one. Every K residue class against the slice, whole tiles and tiles split along K (units that end before the
 * tail, units that hold it), both slice forms (one copy with the overlapped barrier, a ring of two), on every backend
 * with a device: the loop through CUDA and NVIDIA's OpenCL, the same tails without it on PoCL in CI.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.DeviceSession;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

// the GEMM tests' shared session is driven by one thread at a time (DeviceSession's contract)
@ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
class WholeSlicesLoopTest {
    // K = 5 (one partial slice, so no step runs in the loop), 21 (one whole step), 3-9 whole slices with tails of 1,
    // 7, 15 and 7 (no multiple of 4, so no shallower depth divides K), and from MIN_SPLIT_DEPTH (256), where a split
    // is allowed and 16 slices keep the entry's depth with a tail: 275 and 301 (A's rows read in place with 4-byte
    // loads), 284 (a multiple of 4: float4 loads along K)
    private static final int[] DEPTHS = {5, 21, 49, 55, 63, 151, 275, 284, 301};

    static Stream<Arguments> tilesAndSplits() {
        List<Arguments> list = new ArrayList<>();
        for (BackendKind backend : BackendKind.values()) {
            // small-shallow's form (one copy, the overlapped barrier) and a ring of two in tiny's 32x64 tiles: each
            // PoCL compile of a twin takes seconds, so not every pairing
            for (Object[] form : new Object[][] {{"64x64", 1}, {"32x64", 2}}) {
                list.add(Arguments.of(backend, form[0], form[1], 1));     // whole tiles
                list.add(Arguments.of(backend, form[0], form[1], 40));    // every tile cut into parts
            }
        }
        return list.stream();
    }

    @ParameterizedTest(name = "{1}x16 tiles, STAGES={2}, {3} resident groups on {0}")
    @MethodSource("tilesAndSplits")
    void everyTailVerifies(BackendKind backend, String tile, int stages, int residentGroups) {
        DeviceSession session = GemmTestDevices.session(backend);
        Map<String, Long> parameters = new LinkedHashMap<>();
        parameters.put("BM", tile.startsWith("64") ? 64L : 32L);
        parameters.put("BN", 64L);
        parameters.put("BK", 16L);
        parameters.put("WM", tile.startsWith("64") ? 32L : 16L);
        parameters.put("WN", 32L);
        parameters.put("STAGES", (long) stages);
        parameters.put("OVERLAP_BARRIER", stages == 1 ? 1L : 0L);
        parameters.put("STREAM_K", 1L);
        parameters.put("SPLIT_REDUCE", 1L);
        parameters.put("PART_SLICES", 1L);
        List<String> failures = new ArrayList<>();
        long seed = 20261130L;
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, parameters)) {
            gemm.overrideResidentGroups(residentGroups);
            gemm.overridePlansAsOneEnqueue(true);   // the parts summed by their kernel on PoCL too, as through CUDA
            for (int k : DEPTHS) {
                GemmShape shape = GemmShape.rowMajor(100, 90, k);
                String explain = gemm.choice(shape).explain();
                assertThat(explain).as("K %d runs the K-tail twin", k).contains("K_TAIL=1");
                if (residentGroups > 1 && k >= StreamKSchedule.MIN_SPLIT_DEPTH) {
                    assertThat(explain).as("K %d is split", k).contains("parts summed by a kernel of their own");
                }
                var cases = List.of(
                        new GemmConformance.Case("K tail", Layout.ROW_MAJOR, false, false, 100, 90, k, 0, 1.5f, 0.5f,
                                GemmConformance.Special.NONE),
                        new GemmConformance.Case("K tail, NaN/Inf in A", Layout.ROW_MAJOR, false, false, 100, 90, k, 0,
                                1.0f, 0.0f, GemmConformance.Special.NAN_AND_INF_IN_A));
                for (GemmConformance.Case c : cases) {
                    GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                    if (!outcome.passes()) {
                        failures.add(outcome.describe());
                    }
                }
            }
        }
        assertThat(failures).as("rung 10, %s tiles, STAGES=%d, %d resident groups on %s", tile, stages, residentGroups,
                session.device().label()).isEmpty();
    }
}
