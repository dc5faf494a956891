/*
 * Every rung of the ladder against the double-precision reference, through the Gemm API, on every backend that has a
 * device (PoCL in CI; CUDA and NVIDIA OpenCL on a GPU machine): GemmConformance's cases, fresh random data per run.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.DeviceSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GemmLadderTest {

    static Stream<Arguments> rungsOnBackends() {
        List<Arguments> list = new ArrayList<>();
        for (BackendKind backend : BackendKind.values()) {
            for (GemmRung rung : GemmRung.values()) {
                list.add(Arguments.of(backend, rung));
            }
        }
        return list.stream();
    }

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("rungsOnBackends")
    void everyCasePasses(BackendKind backend, GemmRung rung) {
        DeviceSession session = GemmTestDevices.session(backend);
        long seed = System.nanoTime();
        List<String> failures = new ArrayList<>();
        try (Gemm gemm = Gemm.of(session, rung, Map.of())) {
            for (GemmConformance.Case c : GemmConformance.cases(true)) {
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                if (!outcome.passes()) {
                    failures.add(outcome.describe());
                }
            }
        }
        assertThat(failures).as("failed cases of " + rung.label() + " on " + session.device().label()).isEmpty();
    }
}
