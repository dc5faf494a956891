/*
 * The SCALAR_LOADS twin on the OpenCL device (PoCL in CI): calls whose operands would be packed only for their
 * alignment (rows, a K tail along the loads, or an edge along the loads no multiple of 4 floats) read them in place
 * with 4-byte loads when the Gemm allows it, run no pack, and verify against the reference, split along K or not.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.TestDevice;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

// the GEMM tests' shared OpenCL session takes one caller at a time
@ResourceLock(TestDevice.SHARED_SESSION)
class GemmScalarLoadsTest {

    /**
     * Drawn calls of every layout and transpose, M, N and K of 1..260 with any residue mod 4, leading dimensions 0-3
     * floats past the tight ones, NaN and Inf in A on some: each runs the twin where its plan says so and verifies;
     * then the same with the device said to hold 64 groups, so most are split along K.
     */
    @Test
    void unalignedOperandsReadInPlaceVerify() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        Random random = new Random(20261129);
        List<GemmConformance.Case> cases = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            Layout layout = random.nextBoolean() ? Layout.ROW_MAJOR : Layout.COLUMN_MAJOR;
            GemmConformance.Special special = i % 6 == 5 ? GemmConformance.Special.NAN_AND_INF_IN_A
                    : GemmConformance.Special.NONE;
            cases.add(new GemmConformance.Case("scalar loads " + i, layout, random.nextBoolean(), random.nextBoolean(),
                    1 + random.nextInt(260), 1 + random.nextInt(260), 1 + random.nextInt(260), random.nextInt(4),
                    1.5f, i % 3 == 0 ? 0.0f : 0.5f, special));
        }
        List<String> failures = new ArrayList<>();
        int twins = 0;
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of())) {
            gemm.overrideScalarLoads(Gemm.ScalarLoads.ALWAYS);
            for (int resident : new int[] {0, 64}) {
                gemm.overrideResidentGroups(resident);
                for (GemmConformance.Case c : cases) {
                    GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                    GemmChoice choice = gemm.choice(c.shape());
                    if (gemm.configuration(c.shape()).parameters().getOrDefault("SCALAR_LOADS", 0L) == 1L) {
                        twins++;
                        assertThat(choice.explain()).as(c.toString()).contains("read in place with 4-byte loads");
                    }
                    if (!outcome.passes()) {
                        failures.add(outcome.describe() + " | " + choice.explain());
                    }
                }
            }
        }
        assertThat(failures).as("scalar-load calls on " + session.device().label()).isEmpty();
        assertThat(twins).as("calls that ran the SCALAR_LOADS twin").isGreaterThanOrEqualTo(cases.size());
    }

    /**
     * Named cases: each reason to pack for alignment alone, read in place instead, with no pack launched; then the
     * choice by cost between the twin and the packs.
     */
    @Test
    void eachAlignmentReasonReadsInPlaceWithoutAPack() {
        DeviceSession session = GemmTestDevices.session(BackendKind.OPENCL);
        List<GemmConformance.Case> cases = List.of(
                new GemmConformance.Case("B's rows 557 floats apart", Layout.ROW_MAJOR, false, false, 146, 557, 152, 0,
                        1.0f, 0.5f, GemmConformance.Special.NONE),
                new GemmConformance.Case("A's K 87 along its loads", Layout.ROW_MAJOR, false, false, 163, 256, 87, 0,
                        1.0f, 0.5f, GemmConformance.Special.NONE),
                new GemmConformance.Case("A^T, M 138 off the tile", Layout.ROW_MAJOR, true, false, 138, 256, 136, 2,
                        1.0f, 0.5f, GemmConformance.Special.NONE),
                new GemmConformance.Case("A^T B^T, K 133", Layout.ROW_MAJOR, true, true, 138, 201, 133, 0, 1.0f, 0.5f,
                        GemmConformance.Special.NONE));
        List<String> failures = new ArrayList<>();
        long seed = System.nanoTime();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of())) {
            gemm.overrideScalarLoads(Gemm.ScalarLoads.ALWAYS);
            for (GemmConformance.Case c : cases) {
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                GemmChoice choice = gemm.choice(c.shape());
                assertThat(choice.packs()).as(c + ": " + choice.explain()).isEmpty();
                assertThat(gemm.configuration(c.shape()).parameters()).as(c.toString())
                        .containsEntry("SCALAR_LOADS", 1L);
                if (!outcome.passes()) {
                    failures.add(outcome.describe());
                }
            }
            // off: the same calls pack
            gemm.overrideScalarLoads(Gemm.ScalarLoads.OFF);
            assertThat(gemm.choice(cases.getFirst().shape()).packs()).isNotEmpty();
            // by cost (the default): a short call reads in place, a large one whose pack is small keeps it, and
            // --explain gives the modelled times either way
            gemm.overrideScalarLoads(Gemm.ScalarLoads.BY_COST);
            GemmChoice inPlace = gemm.choice(cases.getFirst().shape());
            assertThat(inPlace.packs()).as(inPlace.explain()).isEmpty();
            assertThat(inPlace.explain()).contains("read in place with 4-byte loads rather than packed: the packs about");
            GemmShape large = GemmShape.rowMajor(1500, 1500, 1501);
            GemmChoice packed = gemm.choice(large);
            assertThat(packed.packs()).as(packed.explain()).isNotEmpty()
                    .allSatisfy(pack -> assertThat(pack).contains("not read in place with 4-byte loads: the packs"));
            assertThat(gemm.configuration(large).parameters()).doesNotContainKey("SCALAR_LOADS");
        }
        assertThat(failures).isEmpty();
    }
}
