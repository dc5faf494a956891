/*
 * Rung 10's K-tail twin (K_TAIL, session 46): a tile's first slice holds the tail, so only its first load is tested
 * and every later one is whole. Every K residue class against the slice, whole tiles and tiles split along K (the
 * unit holding the tail and those after it), both slice forms (one copy with the overlapped barrier, a ring of two),
 * the operand read in place along K, across K or transposed, and packed beside it with the tail's zeros first
 * (A_PACKED, B_PACKED), on every backend with a device: through CUDA and NVIDIA's OpenCL these tiles' twins run their
 * last step apart (LAST_STEP_APART), which PoCL is not given (it compiles that form for over a minute).
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
class KTailFirstSliceTest {
    // K = 5 (one partial slice), 21 (one whole slice after the tail), 3-9 whole slices with tails of 1, 7, 15 and 7 (no
    // multiple of 4, so no shallower depth divides K), and from SHALLOW_SPLIT_DEPTH (384), where one wave of tiles on a
    // few cores is split too and 24 slices keep the entry's depth with a tail: 403 and 429 (no multiple of 4), 412
    // (float4 loads along K)
    private static final int[] DEPTHS = {5, 21, 49, 55, 63, 151, 403, 412, 429};
    // every kind of operand: a tail of 7 and no multiple of 4 (packed or 4-byte loads along K), and from the split
    // depth a multiple of 4 (float4 loads along K in place)
    private static final int[] OPERAND_DEPTHS = {151, 412};

    /** How each case's operands are read: layouts and transposes that put the tail on each kind of load. */
    private record Operands(String what, Layout layout, boolean transA, boolean transB, Gemm.ScalarLoads scalar) {}

    private static final List<Operands> OPERANDS = List.of(
            // A along K (in place where K is a multiple of 4, else 4-byte loads), B across K
            new Operands("row-major NN", Layout.ROW_MAJOR, false, false, Gemm.ScalarLoads.ALWAYS),
            // A along K packed where K is no multiple of 4 (A_PACKED), B across K in place
            new Operands("row-major NN, no 4-byte loads", Layout.ROW_MAJOR, false, false, Gemm.ScalarLoads.OFF),
            // both transposed: A across K, B along K (packed where K is no multiple of 4: B_PACKED)
            new Operands("row-major TT, no 4-byte loads", Layout.ROW_MAJOR, true, true, Gemm.ScalarLoads.OFF),
            // column-major NT: the row-major problem's A transposed beside B along K
            new Operands("column-major NT", Layout.COLUMN_MAJOR, false, true, Gemm.ScalarLoads.ALWAYS));

    static Stream<Arguments> tilesAndSplits() {
        List<Arguments> list = new ArrayList<>();
        for (BackendKind backend : BackendKind.values()) {
            // small-shallow's form (one copy, the overlapped barrier) and a ring of two in tiny's 32x64 tiles: each
            // PoCL compile of a twin takes seconds, so not every pairing
            for (Object[] form : new Object[][] {{"64x64", 1}, {"32x64", 2}}) {
                list.add(Arguments.of(backend, form[0], form[1], 1, false));     // whole tiles
                list.add(Arguments.of(backend, form[0], form[1], 40, false));    // every tile cut into parts
            }
            // every kind of operand once (each PoCL compile of a twin takes seconds), split and whole tiles mixed
            list.add(Arguments.of(backend, "64x64", 1, 3, true));
        }
        return list.stream();
    }

    @ParameterizedTest(name = "{1}x16 tiles, STAGES={2}, {3} resident groups, every kind of operand {4}, on {0}")
    @MethodSource("tilesAndSplits")
    void everyTailVerifies(BackendKind backend, String tile, int stages, int residentGroups, boolean everyOperand) {
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
            for (int k : everyOperand ? OPERAND_DEPTHS : DEPTHS) {
                gemm.overrideScalarLoads(Gemm.ScalarLoads.ALWAYS);
                GemmShape shape = GemmShape.rowMajor(100, 92, k);
                String explain = gemm.choice(shape).explain();
                assertThat(explain).as("K %d runs the K-tail twin", k).contains("K_TAIL=1");
                if (residentGroups > 1 && k >= StreamKSchedule.SHALLOW_SPLIT_DEPTH) {
                    assertThat(explain).as("K %d is split", k).contains("parts summed by a kernel of their own");
                }
                for (Operands o : everyOperand ? OPERANDS.subList(1, OPERANDS.size()) : OPERANDS.subList(0, 1)) {
                    gemm.overrideScalarLoads(o.scalar());   // (forgets the plans made before)
                    // N = 92 (as everywhere here): a multiple of 4, so B's columns are read in place (clamped) where
                    // it is not transposed
                    GemmConformance.Case c = new GemmConformance.Case("K tail, " + o.what(), o.layout(), o.transA(),
                            o.transB(), 100, 92, k, 0, 1.5f, 0.5f, GemmConformance.Special.NONE);
                    if (o.scalar() == Gemm.ScalarLoads.OFF && k % 4 != 0) {
                        assertThat(gemm.choice(c.shape()).explain()).as("%s, K %d", o.what(), k)
                                .contains("K_TAIL=1").containsPattern("[AB]_PACKED=1").contains("zeros first");
                    }
                    check(gemm, c, seed++, failures);
                }
                gemm.overrideScalarLoads(Gemm.ScalarLoads.ALWAYS);
                check(gemm, new GemmConformance.Case("K tail, NaN/Inf in A", Layout.ROW_MAJOR, false, false, 100, 92,
                        k, 0, 1.0f, 0.0f, GemmConformance.Special.NAN_AND_INF_IN_A), seed++, failures);
            }
        }
        assertThat(failures).as("rung 10, %s tiles, STAGES=%d, %d resident groups on %s", tile, stages, residentGroups,
                session.device().label()).isEmpty();
    }

    private static void check(Gemm gemm, GemmConformance.Case c, long seed, List<String> failures) {
        GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed);
        if (!outcome.passes()) {
            failures.add(outcome.describe());
        }
    }
}
