/*
 * tune --stencil over several image sizes, with a stand-in evaluator: each size's setting in use is measured first,
 * the baseline is their mix (each setting's time at its own size, combined as the objective combines a
 * configuration's), and the database entry written says what it was measured on.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.device.DeviceType;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilTuning;
import dev.kernelscope.kernels.stencil.StencilVariant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StencilTunerSizesTest {
    private static final Device H100 = new Device("cuda:0", BackendKind.CUDA, "test", "NVIDIA H100 80GB HBM3",
            "NVIDIA", "580", "9.0", DeviceType.GPU, 132, 1980, 80L << 30, 232_448, 20L << 30, 50L << 20, 1024,
            List.of(1024L, 1024L, 64L), 32, "sm_90", "sm_90");
    private static final StencilBenchmark.Size LARGE = new StencilBenchmark.Size(8192, 8192);
    private static final StencilBenchmark.Size SMALL = new StencilBenchmark.Size(3840, 2160);

    /** Times by size that depend on the configuration only, as "time" their geometric mean; every call kept. */
    private static final class StandIn implements TuneSession.Evaluator, AutoCloseable {
        final List<Map<String, Long>> evaluated = new ArrayList<>();

        static double at(Map<String, Long> p, StencilBenchmark.Size size) {
            double base = size == LARGE ? 0.140 : 0.022;
            return base * (1 + 0.01 * p.getOrDefault("ROWS", 0L) + 0.02 * p.getOrDefault("SHUFFLE", 0L)
                    + 0.03 * p.getOrDefault("GROUP_Y", 0L) + (size == LARGE ? 0.001 * p.getOrDefault("VEC", 0L) : 0));
        }

        @Override
        public ObjectNode evaluate(Configuration configuration) {
            evaluated.add(configuration.values());
            ObjectNode record = KernelTunerCache.JSON.createObjectNode();
            double large = at(configuration.values(), LARGE);
            double small = at(configuration.values(), SMALL);
            record.putObject("time_by_size").put("8192x8192", large).put("3840x2160", small);
            record.put("time", Math.sqrt(large * small));
            return record;
        }

        @Override
        public void close() {}
    }

    /** The parameters the space tunes: a measurement switch (PATTERN) is not one. */
    private static Map<String, Long> tuned(Map<String, Long> parameters) {
        Map<String, Long> kept = new java.util.TreeMap<>(parameters);
        kept.keySet().removeIf(StencilVariant::measurementSwitch);
        return kept;
    }

    @Test
    void eachSizesSettingInUseIsMeasuredAndTheBaselineIsTheirMix() {
        FilterSpec sobel = FilterSpec.parse("sobel");
        StencilTuning.Entry atLarge = StencilTuning.builtIn().lookup(H100, sobel, PixelType.F32, 8192L * 8192);
        StencilTuning.Entry atSmall = StencilTuning.builtIn().lookup(H100, sobel, PixelType.F32, 3840L * 2160);
        // the premise: the sm_90 database runs other parameters of one variant at the two sizes (session 51)
        assertThat(atLarge.variant()).isEqualTo(atSmall.variant());
        assertThat(atLarge.parameters()).isNotEqualTo(atSmall.parameters());
        StencilVariant variant = atLarge.variant();
        StencilTuner.Options options = new StencilTuner.Options(variant, sobel, PixelType.F32, Border.REPLICATE,
                List.of(LARGE, SMALL), Strategies.RANDOM, 6, null, 7, 1, 3, null, 5, 0);
        StandIn standIn = new StandIn();
        StencilTuner.Report report = StencilTuner.run(H100, options, "kernelscope tune", f -> {}, new ArrayList<>(),
                space -> TuneRunner.inProcess(() -> standIn, null));

        Map<String, Long> largeSetting = variant.parameters(atLarge.parameters(), sobel);
        Map<String, Long> smallSetting = variant.parameters(atSmall.parameters(), sobel);
        assertThat(standIn.evaluated.subList(0, 2)).containsExactly(tuned(largeSetting), tuned(smallSetting));
        assertThat(report.sizes()).containsExactly("8192x8192", "3840x2160");
        assertThat(report.baselineSettings()).extracting(StencilTuner.BaselineSetting::parameters)
                .containsExactly(largeSetting, smallSetting);
        double mix = Math.sqrt(StandIn.at(largeSetting, LARGE) * StandIn.at(smallSetting, SMALL));
        assertThat(report.baseline().timeMs()).isCloseTo(mix, within(1e-12));
        assertThat(report.baseline().parameters()).isEmpty();
        assertThat(report.baselineSource()).contains("8192x8192: tuning entry", "3840x2160: tuning entry");
        StencilTuner.Row best = report.best();
        assertThat(best.speedupOverBaseline()).isCloseTo(mix / best.timeMs(), within(1e-12));
        // each size's time is kept, the baseline's as each setting's at its own size
        assertThat(report.baseline().timeBySizeMs()).containsExactly(
                Map.entry("8192x8192", StandIn.at(largeSetting, LARGE)),
                Map.entry("3840x2160", StandIn.at(smallSetting, SMALL)));
        assertThat(best.timeBySizeMs()).containsExactly(Map.entry("8192x8192", StandIn.at(best.parameters(), LARGE)),
                Map.entry("3840x2160", StandIn.at(best.parameters(), SMALL)));

        // the large image's setting (no shuffles, 32x1 groups) is faster at the small size too in the stand-in, so
        // the best configuration beats the mix whatever else the search drew
        assertThat(best.timeMs()).isLessThan(mix);
        StencilTuner.DatabaseUpdate update = StencilTuner.updateDatabase(StencilTuning.builtIn(), H100, report,
                variant, sobel, PixelType.F32);
        assertThat(update.changed()).isTrue();
        assertThat(update.message()).contains("geometric mean over 8192x8192,3840x2160")
                .doesNotContain("measured at this one only");
        StencilTuning.Entry written = update.database().lookup(H100, sobel, PixelType.F32, 3840L * 2160);
        assertThat(written.level()).isEqualTo("device");
        assertThat(written.parameters()).isEqualTo(best.parameters());
        assertThat(written.source()).contains("8192x8192,3840x2160", "(geometric mean)");
        assertThat(update.database().lookup(H100, sobel, PixelType.F32, 8192L * 8192)).isEqualTo(written);
    }
}
