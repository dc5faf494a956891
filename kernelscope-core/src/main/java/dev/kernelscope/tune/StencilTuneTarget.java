/*
 * Measures configurations of one stencil variant for one filter and pixel type on one or more image sizes: per
 * configuration the variant compiled once with the parameters (Filter.of), then per size the output poisoned, one run
 * compared with the CPU reference (StencilReference: u8 exact, f32 relative 1e-5, f16 per-pixel bound) and
 * device-timed runs (every launch of the variant summed) over image pairs rotated past the L2, as the stencil
 * benchmark times them. Over several sizes the objective is the geometric mean of the sizes' median times, so each
 * size counts alike whatever its pixel count (a sum would let the largest image decide alone).
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.CompileFailures;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.kernels.InputRotation;
import dev.kernelscope.kernels.stencil.Border;
import dev.kernelscope.kernels.stencil.Filter;
import dev.kernelscope.kernels.stencil.FilterSpec;
import dev.kernelscope.kernels.stencil.HostImage;
import dev.kernelscope.kernels.stencil.PixelType;
import dev.kernelscope.kernels.stencil.StencilBenchmark;
import dev.kernelscope.kernels.stencil.StencilReference;
import dev.kernelscope.kernels.stencil.StencilVariant;
import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public final class StencilTuneTarget implements TuneSession.Evaluator, AutoCloseable {
    private final DeviceSession session;
    private final StencilVariant variant;
    private final FilterSpec filter;
    private final PixelType type;
    private final Border border;
    private final int warmups;
    private final int repetitions;
    private final List<Image> images = new ArrayList<>();

    /** One size's input, its CPU reference and the device pairs its timed runs rotate through. */
    private record Image(int width, int height, HostImage host, double[] reference, List<Buffer[]> pairs) {
        String label() {
            return width + "x" + height;
        }
    }

    public StencilTuneTarget(DeviceSession session, StencilVariant variant, FilterSpec filter, PixelType type,
                             Border border, List<StencilBenchmark.Size> sizes, int warmups, int repetitions) {
        if (sizes.isEmpty()) {
            throw new IllegalArgumentException("no image size");
        }
        this.session = session;
        this.variant = variant;
        this.filter = filter;
        this.type = type;
        this.border = border;
        this.warmups = warmups;
        this.repetitions = repetitions;
        try {
            for (StencilBenchmark.Size size : sizes) {
                addImage(size.width(), size.height(), session.device().globalMemBytes() / 3 / sizes.size());
            }
        } catch (RuntimeException failure) {
            close();
            throw failure;
        }
    }

    /** Adds a size's image, listed before its buffers are allocated so that close() frees them all on a failure. */
    private void addImage(int width, int height, long rotationBudget) {
        HostImage host = HostImage.random(type, width, height, width, 1234567L + width * 31L + height);
        double[] reference = StencilReference.apply(host, filter, border, 0);
        long pixels = (long) width * height;
        long imageBytes = pixels * type.bytes();
        // the benchmark's rotation: enough pairs that a run's inputs are not in the L2 from the run before, the sizes
        // sharing the third of device memory one size may take
        int sets = InputRotation.sets(session.device().globalCacheBytes(), 2 * imageBytes, rotationBudget);
        List<Buffer[]> pairs = new ArrayList<>();
        Image image = new Image(width, height, host, reference, pairs);
        images.add(image);
        for (int s = 0; s < sets; s++) {
            Buffer in = session.allocate(type.elementType(), pixels);
            Buffer out = session.allocate(type.elementType(), pixels);
            pairs.add(new Buffer[] {in, out});
            host.upload(in);
        }
    }

    @Override
    public ObjectNode evaluate(Configuration configuration) {
        ObjectNode record = KernelTunerCache.JSON.createObjectNode();
        record.put("verification_time", 0.0);
        record.put("benchmark_time", 0.0);
        long compileStart = System.nanoTime();
        Filter compiled;
        try {
            compiled = Filter.of(session, variant, filter, border, 0, configuration.values());
        } catch (InvalidInputException refused) {
            return failed(record, KernelTunerCache.INVALID, refused.getMessage(), compileStart);
        }
        try {
            // compile time as Kernel Tuner counts it: build, load, get the kernels (a form per row alignment the
            // sizes' dense rows need: an odd width's own, Filter.pitchAlign)
            for (Image image : images) {
                compiled.compiled(type, image.width(), image.height());
            }
        } catch (InvalidInputException refused) {
            compiled.close();
            return failed(record, KernelTunerCache.INVALID, refused.getMessage(), compileStart);
        } catch (GpuException compileFailure) {
            compiled.close();
            return failed(record, KernelTunerCache.COMPILE_FAILED, CompileFailures.reason(compileFailure),
                    compileStart);
        }
        record.put("compile_time", (System.nanoTime() - compileStart) / 1e6);
        try (Filter f = compiled) {
            long verifyStart = System.nanoTime();
            for (Image image : images) {
                String failure = verify(f, image);
                if (failure != null) {
                    record.put("verification_time", (System.nanoTime() - verifyStart) / 1e6);
                    return failed(record, KernelTunerCache.RUNTIME_FAILED, failure, -1);
                }
            }
            record.put("verification_time", (System.nanoTime() - verifyStart) / 1e6);
            long benchStart = System.nanoTime();
            long[][] samples = new long[images.size()][];
            for (int i = 0; i < images.size(); i++) {
                samples[i] = time(f, images.get(i));
            }
            record.put("benchmark_time", (System.nanoTime() - benchStart) / 1e6);
            // per repetition the geometric mean over the sizes: "times" keeps Kernel Tuner's meaning (one value per
            // repetition, "time" their median), and with one size it is that size's samples
            double[] perRepetition = new double[repetitions];
            for (int r = 0; r < repetitions; r++) {
                double logSum = 0;
                for (long[] sizeSamples : samples) {
                    logSum += Math.log(sizeSamples[r] / 1e6);
                }
                perRepetition[r] = Math.exp(logSum / images.size());
            }
            double logTime = 0;
            double logGbPerS = 0;
            ObjectNode bySize = images.size() > 1 ? record.putObject("time_by_size") : null;
            for (int i = 0; i < images.size(); i++) {
                Image image = images.get(i);
                double medianMs = median(samples[i]) / 1e6;
                logTime += Math.log(medianMs);
                logGbPerS += Math.log(2.0 * image.width() * image.height() * type.bytes() / (medianMs * 1e6));
                if (bySize != null) {
                    bySize.put(image.label(), medianMs);
                }
            }
            record.put("time", images.size() == 1 ? median(samples[0]) / 1e6 : Math.exp(logTime / images.size()));
            ArrayNode times = record.putArray("times");
            for (double t : perRepetition) {
                times.add(t);
            }
            record.put("GB/s", Math.exp(logGbPerS / images.size()));
            Image first = images.getFirst();
            record.put("threads", variant.groupSize(f.compiled(type, first.width(), first.height()).parameters()));
            f.compiled(type, first.width(), first.height()).kernels().getLast().resources().registersPerThread()
                    .ifPresent(r -> record.put("registers", r));
            return record;
        } catch (GpuException | InvalidInputException failure) {
            return failed(record, KernelTunerCache.RUNTIME_FAILED, failure.getMessage(), -1);
        }
    }

    /** One run on the poisoned output against the CPU reference: null when it matched, else what differed. */
    private String verify(Filter f, Image image) {
        Buffer[] first = image.pairs().getFirst();
        HostImage poison = HostImage.allocate(type, image.width(), image.height(), image.width());
        if (type != PixelType.U8) {
            for (int y = 0; y < image.height(); y++) {
                for (int x = 0; x < image.width(); x++) {
                    poison.set(x, y, Double.NaN);
                }
            }
        }
        poison.upload(first[1]);
        f.apply(first[0], first[1], image.width(), image.height(), image.width());
        HostImage out = HostImage.download(first[1], type, image.width(), image.height(), image.width());
        StencilReference.Comparison comparison = StencilReference.compare(out, image.reference(), filter, 0,
                image.height());
        if (comparison.passed()) {
            return null;
        }
        return "verification failed" + (images.size() > 1 ? " at " + image.label() : "") + ": "
                + comparison.mismatches() + " pixels differ from the CPU reference, " + comparison.nanMismatches()
                + " NaN mismatches, error " + comparison.error() + " (" + comparison.rule() + ")";
    }

    /** The warm-ups, then each repetition's device time in ns (every launch of the variant summed). */
    private long[] time(Filter f, Image image) {
        for (int i = 0; i < warmups; i++) {
            Buffer[] p = image.pairs().get(i % image.pairs().size());
            f.apply(p[0], p[1], image.width(), image.height(), image.width());
        }
        session.synchronize();
        long[] samples = new long[repetitions];
        for (int i = 0; i < samples.length; i++) {
            Buffer[] p = image.pairs().get(i % image.pairs().size());
            samples[i] = Arrays.stream(f.timeEach(p[0], p[1], image.width(), image.height(), image.width())).sum();
        }
        return samples;
    }

    private static double median(long[] samples) {
        long[] sorted = samples.clone();
        Arrays.sort(sorted);
        return sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2.0;
    }

    /** A failed configuration's record; {@code compileStart} >= 0 records the compile time up to now. */
    private static ObjectNode failed(ObjectNode record, String marker, String reason, long compileStart) {
        record.put("time", marker);
        record.put("error", reason);
        if (compileStart >= 0) {
            record.put("compile_time", (System.nanoTime() - compileStart) / 1e6);
        }
        return record;
    }

    @Override
    public void close() {
        for (Image image : images) {
            for (Buffer[] p : image.pairs()) {
                p[0].close();
                p[1].close();
            }
            image.pairs().clear();
        }
        images.clear();
    }
}
