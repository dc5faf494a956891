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
import java.util.Set;

/** A drawn call and the classes its rule allows it. */
record DrawnCall(Set<GemmShapeClass> allowed, GemmConformance.Case testCase) {

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
