/*
 * A call drawn at random for a class rule, and the run the rule tests share: every call through sm_90's class entries
 * served as defaults on the OpenCL device, split along K and not, each in a class its rule allows and verified
 * against the reference.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.DeviceSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/** A drawn call and the classes its rule allows it. */
record DrawnCall(Set<GemmShapeClass> allowed, GemmConformance.Case testCase) {

    /**
     * A call whose row-major view is m x n x k with these transposes, stored in a random layout (a column-major call's
     * row-major view swaps M and N and the operands' transposes), with a random gap after each leading dimension and
     * beta 0.5 or 0; named for one of the classes its rule allows.
     */
    static DrawnCall ofRowMajorView(Random random, Set<GemmShapeClass> allowed, int m, int n, int k, boolean transA,
                                    boolean transB) {
        Layout layout = random.nextBoolean() ? Layout.ROW_MAJOR : Layout.COLUMN_MAJOR;
        String name = allowed.iterator().next().id();
        int gap = random.nextInt(4);
        float beta = random.nextBoolean() ? 0.5f : 0.0f;
        GemmConformance.Case testCase = layout == Layout.ROW_MAJOR
                ? new GemmConformance.Case(name, layout, transA, transB, m, n, k, gap, 1.0f, beta,
                        GemmConformance.Special.NONE)
                : new GemmConformance.Case(name, layout, transB, transA, n, m, k, gap, 1.0f, beta,
                        GemmConformance.Special.NONE);
        return new DrawnCall(allowed, testCase);
    }

    /** Runs the calls unsplit, then split along K (64 resident groups), asserting each one's class and result. */
    static void verifyAll(DeviceSession session, List<DrawnCall> calls) {
        List<String> failures = new ArrayList<>();
        long seed = System.nanoTime();
        GemmTuning sm90 = GemmShapeClassGpuTest.sm90ClassEntriesAsDefaults();
        try (Gemm gemm = Gemm.of(session, GemmRung.TUNED, Map.of(), sm90)) {
            for (int resident : new int[] {0, 64}) {
                gemm.overrideResidentGroups(resident);
                for (DrawnCall call : calls) {
                    GemmConformance.Outcome outcome = GemmConformance.run(gemm, call.testCase(), seed++);
                    GemmChoice choice = gemm.choice(call.testCase().shape());
                    assertThat(call.allowed()).as(choice.explain()).contains(choice.shapeClass());
                    if (!outcome.passes()) {
                        failures.add(outcome.describe() + " | " + choice.explain());
                    }
                }
            }
        }
        assertThat(failures).as(calls.size() + " calls on " + session.device().label()).isEmpty();
    }
}
