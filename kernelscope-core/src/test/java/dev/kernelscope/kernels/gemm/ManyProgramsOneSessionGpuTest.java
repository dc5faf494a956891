/*
 * The shape of the H100 crash: one CUDA session that compiles and runs many programs (every rung and a sweep of the
 * tuned rung) while other Java threads run compiled loops and safepoints keep arriving. Each program is verified on
 * three conformance cases, and after each compile the JVM's signal handlers must still be its own. Skipped where no
 * CUDA device is present.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Devices;
import dev.kernelscope.device.SafepointPressure;
import dev.kernelscope.device.internal.JvmSignalHandlers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class ManyProgramsOneSessionGpuTest {
    /**
     * Variants of the tuned rung like those of the H100 sweep that crashed, each a program of its own: every one
     * differs from the sm_90 database entry it is applied over (128x256 tiles, STAGES=1, OVERLAP_BARRIER=1,
     * MIN_GROUPS=0), among them the previous entry (128x128 tiles under MIN_GROUPS=2).
     */
    private static final List<Map<String, Long>> TUNED_VARIANTS = List.of(
            Map.of("GROUP_M", 1L), Map.of("GROUP_M", 16L), Map.of("MAX_REGISTERS", 128L),
            Map.of("PAD_A", 0L), Map.of("BK", 16L), Map.of("STAGES", 2L), Map.of("LANES_M", 2L),
            Map.of("OVERLAP_BARRIER", 0L),
            Map.of("BN", 128L, "WM", 32L, "WN", 64L, "MIN_GROUPS", 2L, "OVERLAP_BARRIER", 0L),
            Map.of("BK", 16L, "BM", 256L, "BN", 128L, "WM", 32L, "WN", 64L));
    /** Cases that take every path of a call: odd sizes, both transposes with gaps, beta = 0 over NaN. */
    private static final Set<String> CASES = Set.of("shape", "A^T B^T, gaps", "beta=0 over NaN");

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void everyRungAndTunedVariantCompilesRunsAndVerifiesInOneSessionUnderSafepointPressure() throws Exception {
        Device device = GemmTestDevices.device(BackendKind.CUDA).orElse(null);
        assumeTrue(device != null, () -> "no CUDA device: " + GemmTestDevices.INVENTORY.status(BackendKind.CUDA).reason());
        List<GemmBenchmark.Entry> entries = new ArrayList<>();
        for (GemmRung rung : GemmRung.values()) {
            entries.add(new GemmBenchmark.Entry(rung, Map.of()));
        }
        for (Map<String, Long> variant : TUNED_VARIANTS) {
            entries.add(new GemmBenchmark.Entry(GemmRung.TUNED, variant));
        }
        List<GemmConformance.Case> cases = GemmConformance.cases(false).stream()
                .filter(c -> CASES.contains(c.name()) && (!c.name().equals("shape") || c.m() == 17)).toList();
        List<String> failures = new ArrayList<>();
        List<String> displaced = new ArrayList<>();
        long seed = System.nanoTime();
        long safepoints;
        try (SafepointPressure pressure = SafepointPressure.start(4, 10);
             DeviceSession session = Devices.open(device)) {
            for (GemmBenchmark.Entry entry : entries) {
                try (Gemm gemm = Gemm.of(session, entry.rung(), entry.overrides())) {
                    JvmSignalHandlers.displaced().forEach(d -> displaced.add(entry.label() + ": " + d));
                    for (GemmConformance.Case c : cases) {
                        GemmConformance.Outcome outcome = GemmConformance.run(gemm, c, seed++);
                        if (!outcome.passes()) {
                            failures.add(outcome.describe());
                        }
                    }
                }
            }
            assertThat(session.cachedProgramCount()).as("programs compiled in the one session")
                    .isGreaterThanOrEqualTo(entries.size());
            safepoints = pressure.safepoints();
        }
        assertThat(cases).hasSize(3);
        assertThat(safepoints).as("forced safepoints while compiling and running").isPositive();
        assertThat(displaced).as("JVM signal handlers replaced after a compile").isEmpty();
        assertThat(failures).isEmpty();
    }
}
