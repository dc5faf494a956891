/*
 * Measures configurations of one stencil variant for one filter, pixel type and image size: per configuration the
 * variant compiled with the parameters (Filter.of), the output poisoned, one run compared with the CPU reference
 * (StencilReference: u8 exact, f32 relative 1e-5, f16 per-pixel bound), then device-timed runs (every launch of the
 * variant summed) over image pairs rotated past the L2, as the stencil benchmark times them.
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
    private final int width;
    private final int height;
    private final int warmups;
    private final int repetitions;
    private final HostImage host;
    private final double[] reference;
    private final List<Buffer[]> pairs = new ArrayList<>();

    public StencilTuneTarget(DeviceSession session, StencilVariant variant, FilterSpec filter, PixelType type,
                             Border border, int width, int height, int warmups, int repetitions) {
        this.session = session;
        this.variant = variant;
        this.filter = filter;
        this.type = type;
        this.border = border;
        this.width = width;
        this.height = height;
        this.warmups = warmups;
        this.repetitions = repetitions;
        this.host = HostImage.random(type, width, height, width, 1234567L + width * 31L + height);
        this.reference = StencilReference.apply(host, filter, border, 0);
        long pixels = (long) width * height;
        long imageBytes = pixels * type.bytes();
        // the benchmark's rotation: enough pairs that a run's inputs are not in the L2 from the run before
        int sets = InputRotation.sets(session.device().globalCacheBytes(), 2 * imageBytes,
                session.device().globalMemBytes() / 3);
        try {
            for (int s = 0; s < sets; s++) {
                Buffer in = session.allocate(type.elementType(), pixels);
                Buffer out = session.allocate(type.elementType(), pixels);
                pairs.add(new Buffer[] {in, out});
                host.upload(in);
            }
        } catch (RuntimeException failure) {
            close();
            throw failure;
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
            compiled.compiled(type);   // compile time as Kernel Tuner counts it: build, load, get the kernels
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
            Buffer[] first = pairs.getFirst();
            HostImage poison = HostImage.allocate(type, width, height, width);
            if (type != PixelType.U8) {
                for (int y = 0; y < height; y++) {
                    for (int x = 0; x < width; x++) {
                        poison.set(x, y, Double.NaN);
                    }
                }
            }
            poison.upload(first[1]);
            f.apply(first[0], first[1], width, height, width);
            HostImage out = HostImage.download(first[1], type, width, height, width);
            StencilReference.Comparison comparison = StencilReference.compare(out, reference, filter, 0, height);
            record.put("verification_time", (System.nanoTime() - verifyStart) / 1e6);
            if (!comparison.passed()) {
                return failed(record, KernelTunerCache.RUNTIME_FAILED, "verification failed: "
                        + comparison.mismatches() + " pixels differ from the CPU reference, "
                        + comparison.nanMismatches() + " NaN mismatches, error " + comparison.error() + " ("
                        + comparison.rule() + ")", -1);
            }
            long benchStart = System.nanoTime();
            for (int i = 0; i < warmups; i++) {
                Buffer[] p = pairs.get(i % pairs.size());
                f.apply(p[0], p[1], width, height, width);
            }
            session.synchronize();
            long[] samples = new long[repetitions];
            for (int i = 0; i < samples.length; i++) {
                Buffer[] p = pairs.get(i % pairs.size());
                samples[i] = Arrays.stream(f.timeEach(p[0], p[1], width, height, width)).sum();
            }
            record.put("benchmark_time", (System.nanoTime() - benchStart) / 1e6);
            long[] sorted = samples.clone();
            Arrays.sort(sorted);
            double medianNs = sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2.0;
            record.put("time", medianNs / 1e6);
            ArrayNode times = record.putArray("times");
            for (long ns : samples) {
                times.add(ns / 1e6);
            }
            long imageBytes = (long) width * height * type.bytes();
            record.put("GB/s", 2.0 * imageBytes / medianNs);
            record.put("threads", variant.groupSize(f.compiled(type, width, height).parameters()));
            f.compiled(type, width, height).kernels().getLast().resources().registersPerThread()
                    .ifPresent(r -> record.put("registers", r));
            return record;
        } catch (GpuException | InvalidInputException failure) {
            return failed(record, KernelTunerCache.RUNTIME_FAILED, failure.getMessage(), -1);
        }
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
        for (Buffer[] p : pairs) {
            p[0].close();
            p[1].close();
        }
        pairs.clear();
    }
}
