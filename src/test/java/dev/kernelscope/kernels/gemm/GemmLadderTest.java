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

    /**
     * Rung 10's code paths beyond its database entry: rung 8's single copy (STAGES=1), rings of 3 and 2 copies with
     * ASYNC_COPY=1 (cp.async on CUDA sm_80+; through registers elsewhere, so PoCL checks the ring's indexing), and the
     * single copy with the last k step behind the barriers on 128x256 tiles (the H100's entry). The BK=16 ring names
     * its 128x128 tile: over the H100's entry two copies of 128x256x16 would exceed CUDA's 48 KiB.
     */
    static Stream<Arguments> tunedVariantsOnBackends() {
        List<Map<String, Long>> variants = List.of(Map.of("STAGES", 1L), Map.of("STAGES", 3L, "ASYNC_COPY", 1L),
                Map.of("STAGES", 2L, "ASYNC_COPY", 1L, "BK", 16L, "MIN_GROUPS", 2L, "BN", 128L, "WM", 32L),
                Map.of("STAGES", 1L, "OVERLAP_BARRIER", 1L, "BN", 256L, "WM", 64L, "WN", 64L));
        List<Arguments> list = new ArrayList<>();
        for (BackendKind backend : BackendKind.values()) {
            for (Map<String, Long> variant : variants) {
                list.add(Arguments.of(backend, variant));
            }
        }
        return list.stream();
    }

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("rungsOnBackends")
    void everyCasePasses(BackendKind backend, GemmRung rung) {
        assertEveryCasePasses(backend, rung, Map.of());
    }

    @ParameterizedTest(name = "10 tuned {1} on {0}")
    @MethodSource("tunedVariantsOnBackends")
    void everyCasePassesForTheTunedRungsOtherPaths(BackendKind backend, Map<String, Long> variant) {
        assertEveryCasePasses(backend, GemmRung.TUNED, variant);
    }

    private static void assertEveryCasePasses(BackendKind backend, GemmRung rung, Map<String, Long> overrides) {
        DeviceSession session = GemmTestDevices.session(backend);
        long seed = System.nanoTime();
        List<String> failures = new ArrayList<>();
        try (Gemm gemm = Gemm.of(session, rung, overrides)) {
            for (GemmConformance.Case c : GemmConformance.cases(true)) {
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                if (!outcome.passes()) {
                    failures.add(outcome.describe());
                }
            }
        }
        assertThat(failures).as("failed cases of " + rung.label() + " " + overrides + " on " + session.device().label())
                .isEmpty();
    }
}
