/*
 * --write-database for a stencil after a sweep that measured several kinds of device: the entry written is this
 * device's, from the fastest configuration measured on its kind; a faster time on another kind never decides it.
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
        return new StencilTuner.Row(evaluation, parameters, ms, null, null, null, null, 256L, 32, false, device);
    }

    @Test
    void onlyThisDevicesKindDecidesItsEntry() {
        FilterSpec box3 = FilterSpec.box(1);
        StencilTuning.Entry inUse = StencilTuning.builtIn().lookup(H100, box3, PixelType.U8);
        Map<String, Long> other = new HashMap<>(inUse.parameters());
        other.put("SOME_PARAMETER", 1L);
        Map<String, Long> third = new HashMap<>(inUse.parameters());
        third.put("SOME_PARAMETER", 2L);
        StencilTuner.Row baseline = row(1, inUse.parameters(), 2.0, "NVIDIA H100 80GB HBM3 (cuda:0) @ a");
        StencilTuner.Row fasterElsewhere = row(2, other, 1.0, "NVIDIA H200 (cuda:0) @ b");
        StencilTuner.Row fasterHere = row(3, third, 1.5, "NVIDIA H100 80GB HBM3 (cuda:1) @ a");
        List<StencilTuner.Row> measured = List.of(fasterElsewhere, fasterHere, baseline);
        StencilTuner.Report report = new StencilTuner.Report("kernelscope tune", "2026-11-24T00:00:00Z", "GPU",
                "cuda", "580", inUse.variant().label(), box3.id(), "u8", "replicate", List.of("4096x4096"), "random",
                1, 3, "space", inUse.matchedBy(), List.of(), baseline, fasterElsewhere, measured, 3, 0, Map.of("measured", 3),
                List.of(), new double[] {2.0, 1.0, 1.0}, "MAX_EVALS", 0.5, 1.0, 10, null, List.of(), null, null,
                measured);
        StencilTuner.DatabaseUpdate update = StencilTuner.updateDatabase(StencilTuning.builtIn(), H100, report,
                inUse.variant(), box3, PixelType.U8);
        assertThat(update.changed()).isTrue();
        assertThat(update.message()).contains("1.333x");
        assertThat(update.database().lookup(H100, box3, PixelType.U8).parameters()).containsEntry("SOME_PARAMETER", 2L);
    }
}
