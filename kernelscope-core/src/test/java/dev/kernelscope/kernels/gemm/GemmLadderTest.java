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
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

// The shared device session is driven by one thread at a time (DeviceSession): its users never run together.
@org.junit.jupiter.api.parallel.ResourceLock(dev.kernelscope.device.TestDevice.SHARED_SESSION)
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
     * its 128x128 tile: over the H100's entry two copies of 128x256x16 would exceed CUDA's 48 KiB. Two sets of waves
     * sharing each slice's k steps (SLICED_K) in a ring of two copies, their split tiles summed by the tile's last
     * group, through registers and with ASYNC_COPY (cp.async on CUDA; registers on PoCL, where it checks the ring's
     * indexing); sm_90's deep-k entry runs them in one copy, summed by the reduce kernel: GemmShapeClassGpuTest.
     */
    static Stream<Arguments> tunedVariantsOnBackends() {
        List<Map<String, Long>> variants = List.of(Map.of("STAGES", 1L), Map.of("STAGES", 3L, "ASYNC_COPY", 1L),
                Map.of("STAGES", 2L, "ASYNC_COPY", 1L, "BK", 16L, "MIN_GROUPS", 2L, "BN", 128L, "WM", 32L),
                Map.of("STAGES", 1L, "OVERLAP_BARRIER", 1L, "BN", 256L, "WM", 64L, "WN", 64L),
                Map.of("SLICED_K", 2L, "BM", 64L, "BN", 64L, "BK", 16L, "WM", 32L, "WN", 32L),
                Map.of("SLICED_K", 2L, "BM", 64L, "BN", 64L, "BK", 16L, "WM", 32L, "WN", 32L, "ASYNC_COPY", 1L));
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

    /**
     * Each case's inputs and double-precision reference, drawn once per test run (fresh random data every run, seed in
     * any failure) and shared by every rung: the references were a third of this class's time on the 2-core CI
     * machine (1000x777x513 in double precision, about a second per rung).
     */
    private static final Map<GemmConformance.Case, GemmConformance.Prepared> PREPARED = new ConcurrentHashMap<>();
    private static final long SEED = System.nanoTime();

    private static GemmConformance.Prepared prepared(GemmConformance.Case c) {
        return PREPARED.computeIfAbsent(c, key -> GemmConformance.prepare(key, SEED + key.hashCode()));
    }

    private static void assertEveryCasePasses(BackendKind backend, GemmRung rung, Map<String, Long> overrides) {
        DeviceSession session = GemmTestDevices.session(backend);
        List<String> failures = new ArrayList<>();
        try (Gemm gemm = Gemm.of(session, rung, overrides)) {
            for (GemmConformance.Case c : GemmConformance.cases(true)) {
                GemmConformance.Outcome outcome = GemmConformance.run(gemm, prepared(c));
                if (!outcome.passes()) {
                    failures.add(outcome.describe());
                }
            }
        }
        assertThat(failures).as("failed cases of " + rung.label() + " " + overrides + " on " + session.device().label())
                .isEmpty();
    }
}
