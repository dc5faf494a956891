/*
 * tune's options that choose a stencil variant's run (--stencil, --filter, --type, --size, --border), and the one
 * place they become the tuner's options, each checked before the device (an unknown variant, filter, pixel type,
 * size or border mode is a user error naming the choices). --size takes several sizes to tune for them together.
 */
package dev.kernelscope.cli;

import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.tune.StencilTuner;
import dev.kernelscope.tune.Strategies;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import picocli.CommandLine.Option;

final class StencilTuneOptions {
    @Option(names = "--stencil", paramLabel = "VARIANT",
            description = "Tune this stencil variant, by name or number (docs/stencil-ladder.md; an unknown one is"
                + " answered with the list), instead of a GEMM rung.")
    String variant;

    @Option(names = "--filter", defaultValue = "box3", paramLabel = "F",
            description = "With --stencil: the filter (boxN, gaussN[:SIGMA], sobel, sobelx, sobely, xP to iterate;"
                + " default: ${DEFAULT-VALUE}).")
    String filter;

    @Option(names = "--type", defaultValue = "u8", paramLabel = "T",
            description = "With --stencil: the pixel type, u8, f16 or f32 (default: ${DEFAULT-VALUE}).")
    String pixelType;

    @Option(names = {"--size", "--sizes"}, split = ",", defaultValue = "1024x1024", paramLabel = "WxH[,WxH...]",
            description = "With --stencil: the image size, or several to tune for together (each configuration is"
                + " measured on every one; the objective is the geometric mean of their times; default:"
                + " ${DEFAULT-VALUE}).")
    List<String> sizes;

    @Option(names = "--border", defaultValue = "replicate", paramLabel = "MODE",
            description = "With --stencil: replicate (default), reflect-101 or constant (0).")
    String border;

    /**
     * The stencil run's options with the run's search settings; the strategy's name is parsed last, so a bad variant,
     * filter, type, size or border is the one named first.
     */
    StencilTuner.Options options(String strategy, int maxEvals, Duration limit, long seed, int warmups,
                                 int repetitions, Path cache, int top, double minOccupancy) {
        StencilVariant chosen = StencilVariant.parse(variant);
        FilterSpec spec = FilterSpec.parse(filter);
        PixelType type = PixelType.parse(pixelType);
        List<StencilBenchmark.Size> imageSizes = sizes.stream().map(StencilBenchmark.Size::parse).toList();
        Border mode = Border.parse(border);
        return new StencilTuner.Options(chosen, spec, type, mode, imageSizes, Strategies.parse(strategy), maxEvals,
                limit, seed, warmups, repetitions, cache, top, minOccupancy);
    }
}
