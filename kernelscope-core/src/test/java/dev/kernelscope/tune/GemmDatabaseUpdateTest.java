/*
 * --write-database through GemmTuning's API: a better configuration becomes the device's entry (and reads back
 * through the fallback chain), a configuration no better than the entry in use changes nothing.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Devices;
import dev.kernelscope.kernels.gemm.GemmShapeClass;
import dev.kernelscope.kernels.gemm.GemmTuning;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GemmDatabaseUpdateTest {

    private static GemmTuner.Report report(double baselineMs, double bestMs) {
        Map<String, Long> baseline = Map.of("BM", 128L, "BN", 128L);
        Map<String, Long> best = Map.of("BM", 128L, "BN", 256L);
        GemmTuner.Row base = new GemmTuner.Row(1, baseline, baselineMs, 1000.0, 1.0, null, null, 256L, 128, 8192L,
                0.25, "registers", false, null);
        GemmTuner.Row top = new GemmTuner.Row(2, best, bestMs, 1100.0, baselineMs / bestMs, null, null, 256L, 200,
                16384L, 0.125, "registers", false, null);
        return new GemmTuner.Report("kernelscope tune", "2026-11-24T00:00:00Z", "GPU", "cuda", "1", "10 tuned", 4096,
                4096, 4096, "row", "NN", "surrogate", 1, 60, "space", "architecture sm_90", base,
                bestMs < baselineMs ? top : base,
                List.of(top), 2, 0, Map.of("measured", 2), List.of(), new double[] {baselineMs, bestMs}, "MAX_EVALS",
                0.5, 1.0, 10, null, List.of("BM", "BN"), null, null, null);
    }

    private static GemmTuner.Row measured(int evaluation, long bn, double ms, String device) {
        return new GemmTuner.Row(evaluation, Map.of("BM", 128L, "BN", bn), ms, null, null, null, null, 256L, 128,
                8192L, 0.25, "registers", false, device);
    }

    @Test
    void aSweepOverTwoKindsOfDeviceWritesOneEntryPerKindAndComparesTimesOnlyWithinAKind() {
        // the entry in use (BN 128) ran on an H200; on the H100 only BN 64 and BN 256 were measured
        GemmTuner.Row base = measured(1, 128, 2.0, "NVIDIA H200 (cuda:0) @ node-a");
        List<GemmTuner.Row> rows = List.of(measured(2, 256, 1.2, "NVIDIA H100 80GB HBM3 (cuda:1) @ node-b"),
                measured(3, 64, 1.6, "NVIDIA H200 (cuda:1) @ node-a"), base,
                measured(4, 64, 2.5, "NVIDIA H100 80GB HBM3 (cuda:0) @ node-b"));
        java.util.Map<String, GemmTuner.Row> perKind = GemmTuner.bestPerDeviceKind(rows);
        assertThat(perKind).containsOnlyKeys("NVIDIA H200", "NVIDIA H100 80GB HBM3");
        GemmTuner.Report r = report(2.0, 1.2);
        GemmTuner.Report mixed = new GemmTuner.Report(r.command(), r.date(), r.device(), r.backend(), r.driver(),
                r.rung(), r.m(), r.n(), r.k(), r.layout(), r.transposes(), r.strategy(), r.seed(), r.maxEvals(),
                r.space(), r.baselineSource(),
                base, rows.getFirst(), rows, 4, 0, Map.of("measured", 4), List.of(), new double[] {2.0, 1.2, 1.2, 1.2},
                "MAX_EVALS", 0.5, 1.0, 10, null, List.of("BM", "BN"), null, null, perKind);
        GemmTuner.DatabaseUpdate update = GemmTuner.updateDatabase(GemmTuning.builtIn(), null, mixed);
        assertThat(update.changed()).isTrue();
        GemmShapeClass tunedClass = GemmShapeClass.of(4096, 4096, 4096);
        // the H200's entry is its own best (BN 64, 1.250x its entry in use), not the H100's faster time
        assertThat(update.database().lookup("NVIDIA H200", "sm_90", "NVIDIA", BackendKind.CUDA, tunedClass)
                .parameters()).containsEntry("BN", 64L);
        assertThat(update.database().lookup("NVIDIA H100 80GB HBM3", "sm_90", "NVIDIA", BackendKind.CUDA,
                tunedClass).parameters()).containsEntry("BN", 256L);
        assertThat(update.message()).contains("'NVIDIA H200': entry").contains("'NVIDIA H100 80GB HBM3': entry");
        // a kind that already has an entry for the class keeps it: no win over the entry in use was measured there
        GemmTuner.DatabaseUpdate again = GemmTuner.updateDatabase(update.database(), null,
                new GemmTuner.Report(mixed.command(), mixed.date(), mixed.device(), mixed.backend(), mixed.driver(),
                        mixed.rung(), mixed.m(), mixed.n(), mixed.k(), mixed.layout(), mixed.transposes(), mixed.strategy(),
                        mixed.seed(),
                        mixed.maxEvals(), mixed.space(), mixed.baselineSource(), base, rows.getFirst(), rows, 4, 0,
                        Map.of("measured", 4), List.of(), mixed.bestSoFar(), "MAX_EVALS", 0.5, 1.0, 10, null,
                        List.of("BM", "BN"), null, null,
                        Map.of("NVIDIA H100 80GB HBM3", measured(5, 32, 1.0, "NVIDIA H100 80GB HBM3 (cuda:0)"),
                                "NVIDIA H200", measured(6, 32, 2.5, "NVIDIA H200 (cuda:0)"))));
        assertThat(again.changed()).isFalse();
        assertThat(again.message()).contains("tune on 'NVIDIA H100 80GB HBM3' alone")
                .contains("'NVIDIA H200': no change, nothing beat the entry in use");
    }

    @Test
    void aFasterConfigurationBecomesTheDevicesEntryAndReadsBack(@TempDir Path dir) throws Exception {
        var device = Devices.discover().devices(BackendKind.OPENCL).stream().findFirst();
        org.junit.jupiter.api.Assumptions.assumeTrue(device.isPresent(), "no OpenCL device to name the entry after");
        GemmTuner.DatabaseUpdate update = GemmTuner.updateDatabase(GemmTuning.builtIn(), device.get(), report(2.0, 1.6));
        assertThat(update.changed()).isTrue();
        assertThat(update.message()).contains("1.250x");
        Path file = dir.resolve("db.json");
        Files.writeString(file, dev.kernelscope.report.Json.pretty(update.database().toJson("test")));
        GemmTuning read = GemmTuning.read(file);
        // the entry is for the tuned shape's class (4096^3) on this device: what Gemm.tuned asks for such a call
        GemmShapeClass tunedClass = GemmShapeClass.of(4096, 4096, 4096);
        GemmTuning.Entry entry = read.lookup(device.get(), tunedClass);
        assertThat(entry.level()).isEqualTo("device");
        assertThat(entry.shapes()).isEqualTo(tunedClass);
        assertThat(entry.parameters()).containsEntry("BN", 256L);
        assertThat(entry.source()).contains("kernelscope tune").contains("1.250x");
        // the other entries survive the round trip
        assertThat(read.entries()).hasSize(GemmTuning.builtIn().entries().size() + 1);
        // writing again for the same device replaces its entry instead of adding a second one
        GemmTuner.DatabaseUpdate again = GemmTuner.updateDatabase(read, device.get(), report(1.6, 1.5));
        assertThat(again.database().entries()).hasSize(read.entries().size());
    }

    @Test
    void nothingBetterThanTheEntryInUseChangesNothing() {
        var device = Devices.discover().devices(BackendKind.OPENCL).stream().findFirst();
        org.junit.jupiter.api.Assumptions.assumeTrue(device.isPresent(), "no OpenCL device to name the entry after");
        GemmTuner.DatabaseUpdate update = GemmTuner.updateDatabase(GemmTuning.builtIn(), device.get(), report(2.0, 2.0));
        assertThat(update.changed()).isFalse();
        assertThat(update.database()).isSameAs(GemmTuning.builtIn());
        assertThat(update.message()).startsWith("No database change");
    }
}
