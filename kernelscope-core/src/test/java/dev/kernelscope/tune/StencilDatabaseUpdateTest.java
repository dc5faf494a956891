/*
 * --write-database for a stencil after a sweep that measured several kinds of device: the entry written is this
 * device's, from the fastest configuration measured on its kind; a faster time on another kind never decides it.
 * Over several sizes, a best that loses more than 3% at one of them is not written (its entry would serve them all).
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceType;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilTuning;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StencilDatabaseUpdateTest {
    private static final Device H100 = new Device("cuda:0", BackendKind.CUDA, "test", "NVIDIA H100 80GB HBM3",
            "NVIDIA", "580", "9.0", DeviceType.GPU, 132, 1980, 80L << 30, 232_448, 20L << 30, 50L << 20, 1024,
            List.of(1024L, 1024L, 64L), 32, "sm_90", "sm_90");

    private static StencilTuner.Row row(int evaluation, Map<String, Long> parameters, double ms, String device) {
        return new StencilTuner.Row(evaluation, parameters, ms, null, null, null, null, 256L, 32, false, device, null);
    }

    /** The entry's parameters and one more, SOME_PARAMETER = {@code value}: a configuration other than the entry. */
    private static Map<String, Long> withSomeParameter(StencilTuning.Entry entry, long value) {
        Map<String, Long> parameters = new HashMap<>(entry.parameters());
        parameters.put("SOME_PARAMETER", value);
        return parameters;
    }

    @Test
    void onlyThisDevicesKindDecidesItsEntry() {
        FilterSpec box3 = FilterSpec.box(1);
        StencilTuning.Entry inUse = StencilTuning.builtIn().lookup(H100, box3, PixelType.U8);
        Map<String, Long> other = withSomeParameter(inUse, 1);
        Map<String, Long> third = withSomeParameter(inUse, 2);
        StencilTuner.Row baseline = row(1, inUse.parameters(), 2.0, "NVIDIA H100 80GB HBM3 (cuda:0) @ a");
        StencilTuner.Row fasterElsewhere = row(2, other, 1.0, "NVIDIA H200 (cuda:0) @ b");
        StencilTuner.Row fasterHere = row(3, third, 1.5, "NVIDIA H100 80GB HBM3 (cuda:1) @ a");
        List<StencilTuner.Row> measured = List.of(fasterElsewhere, fasterHere, baseline);
        StencilTuner.Report report = report(inUse, box3, List.of("4096x4096"), baseline, fasterElsewhere, measured);
        StencilTuner.DatabaseUpdate update = StencilTuner.updateDatabase(StencilTuning.builtIn(), H100, report,
                inUse.variant(), box3, PixelType.U8);
        assertThat(update.changed()).isTrue();
        assertThat(update.message()).contains("1.333x");
        assertThat(update.database().lookup(H100, box3, PixelType.U8).parameters()).containsEntry("SOME_PARAMETER", 2L);
    }

    /** A run's report as the database update reads it: its sizes, baseline, best and measured rows (fastest first). */
    private static StencilTuner.Report report(StencilTuning.Entry inUse, FilterSpec filter, List<String> sizes,
                                              StencilTuner.Row baseline, StencilTuner.Row best,
                                              List<StencilTuner.Row> measured) {
        return new StencilTuner.Report("kernelscope tune", "2026-12-02T00:00:00Z", "GPU", "cuda", "580",
                inUse.variant().label(), filter.id(), "u8", "replicate", sizes, "random", 1, measured.size(), "space",
                inUse.matchedBy(), List.of(), baseline, best, measured, measured.size(), 0,
                Map.of("measured", measured.size()), List.of(), measured.stream().mapToDouble(StencilTuner.Row::timeMs)
                .toArray(), "MAX_EVALS", 0.5, 1.0, 10, null, List.of(), null, null, measured);
    }

    @Test
    void overSeveralSizesABestThatLosesAtOneIsNotWritten() {
        FilterSpec box5 = FilterSpec.box(2);
        StencilTuning.Entry inUse = StencilTuning.builtIn().lookup(H100, box5, PixelType.U8);
        Map<String, Long> other = withSomeParameter(inUse, 1);
        // session 53's box5 on the H200: 1.02x by the geometric mean, 7% slower at 8192^2 (ms)
        Map<String, Double> before = Map.of("8192x8192", 0.0457, "3840x2160", 0.0111, "4097x3001", 0.0259);
        Map<String, Double> found = Map.of("8192x8192", 0.0490, "3840x2160", 0.0107, "4097x3001", 0.0234);
        StencilTuner.Row baseline = new StencilTuner.Row(0, Map.of(), geometricMean(before), null, 1.0, null, null,
                null, null, false, null, ordered(before));
        StencilTuner.Row losing = new StencilTuner.Row(2, other, geometricMean(found), null, null, null, null, 256L,
                32, false, null, ordered(found));
        assertThat(StencilTuner.sizesItLoses(losing, baseline)).singleElement().asString()
                .startsWith("8192x8192 (0.933x");
        StencilTuner.DatabaseUpdate update = StencilTuner.updateDatabase(StencilTuning.builtIn(), H100,
                report(inUse, box5, SIZES, baseline, losing, List.of(losing)), inUse.variant(), box5, PixelType.U8);
        assertThat(update.changed()).isFalse();
        assertThat(update.message()).contains("slower at 8192x8192", "serves every size");
        // within the tolerance at every size it is written
        Map<String, Double> close = Map.of("8192x8192", 0.0460, "3840x2160", 0.0107, "4097x3001", 0.0234);
        StencilTuner.Row winning = new StencilTuner.Row(3, other, geometricMean(close), null, null, null, null, 256L,
                32, false, null, ordered(close));
        StencilTuner.DatabaseUpdate written = StencilTuner.updateDatabase(StencilTuning.builtIn(), H100,
                report(inUse, box5, SIZES, baseline, winning, List.of(winning)), inUse.variant(), box5, PixelType.U8);
        assertThat(written.changed()).isTrue();
    }

    private static final List<String> SIZES = List.of("8192x8192", "3840x2160", "4097x3001");

    private static Map<String, Double> ordered(Map<String, Double> bySize) {
        Map<String, Double> inOrder = new java.util.LinkedHashMap<>();
        for (String size : SIZES) {
            inOrder.put(size, bySize.get(size));
        }
        return inOrder;
    }

    private static double geometricMean(Map<String, Double> bySize) {
        return Math.exp(bySize.values().stream().mapToDouble(Math::log).average().orElseThrow());
    }
}
