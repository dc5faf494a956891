/*
 * Measures GEMM configurations on a device for the tuner: one problem shape, inputs allocated once and rotated
 * over enough sets to exceed twice the L2; per configuration: compile (program cache per session), verify against
 * a double-precision reference with C poisoned by NaN, warm up, then time the median of N device-timed runs.
 * Every failure becomes a Kernel Tuner marker with the reason (the compiler's first error line, the launch
 * error's name, the verification error), never an exception that stops the run.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.CompileFailures;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.KernelOccupancy;
import dev.kernelscope.device.KernelResources;
import dev.kernelscope.device.Timing;
import dev.kernelscope.kernels.InputRotation;
import dev.kernelscope.kernels.gemm.Gemm;
import dev.kernelscope.kernels.gemm.GemmPlan;
import dev.kernelscope.kernels.gemm.GemmReference;
import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.model.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

public final class GemmTuneTarget implements TuneSession.Evaluator, AutoCloseable {
    private static final int SAMPLE_BLOCK = 64;

    private final DeviceSession session;
    private final GemmRung rung;
    private final GemmShape shape;
    private final int warmups;
    private final int repetitions;
    private final Map<String, Long> fixed;
    private final float[] hostA;
    private final float[] hostB;
    private final List<Buffer[]> sets = new ArrayList<>();

    /** {@code fixed}: parameters not in the space (none for the built-in spaces) added to every configuration. */
    public GemmTuneTarget(DeviceSession session, GemmRung rung, GemmShape shape, int warmups, int repetitions,
                          Map<String, Long> fixed) {
        if (repetitions < 1 || warmups < 0) {
            throw new InvalidInputException("Tuning needs at least 1 repetition and no negative warm-up count.");
        }
        this.session = session;
        this.rung = rung;
        this.shape = shape;
        this.warmups = warmups;
        this.repetitions = repetitions;
        this.fixed = Map.copyOf(fixed);
        long bytesPerSet = 4L * (shape.aElements() + shape.bElements() + shape.cElements());
        // checked before the host copies are made: a shape past the device's memory could exhaust the Java heap first
        InputRotation.requireFits("The shape " + shape, bytesPerSet, session.device().label(),
                session.device().globalMemBytes());
        SplittableRandom random = new SplittableRandom(shape.m() * 31L + shape.n() * 17L + shape.k());
        hostA = randomFloats(random, shape.aElements());
        hostB = randomFloats(random, shape.bElements());
        long l2 = session.device().globalCacheBytes();
        int count = InputRotation.sets(l2, bytesPerSet, InputRotation.memoryCap(session.device().globalMemBytes()));
        try {
            for (int s = 0; s < count; s++) {
                Buffer a = session.floats(hostA.length);
                Buffer b = session.floats(hostB.length);
                Buffer c = session.floats(shape.cElements());
                sets.add(new Buffer[] {a, b, c});
                a.write(s == 0 ? hostA : randomFloats(random, hostA.length));
                b.write(s == 0 ? hostB : randomFloats(random, hostB.length));
                c.fill(0.0f);
            }
        } catch (RuntimeException failure) {
            close();
            throw failure;
        }
    }

    public int inputSets() {
        return sets.size();
    }

    @Override
    public ObjectNode evaluate(Configuration configuration) {
        ObjectNode record = KernelTunerCache.JSON.createObjectNode();
        Map<String, Long> parameters = new TreeMap<>(fixed);
        parameters.putAll(configuration.values());
        Gemm gemm;
        long compileStart = System.nanoTime();
        try {
            gemm = Gemm.of(session, rung, parameters);
        } catch (InvalidInputException refused) {
            return failure(record, KernelTunerCache.INVALID, refused.getMessage(), 0, compileStart);
        } catch (GpuException compileFailure) {
            String reason = CompileFailures.reason(compileFailure);
            return failure(record, KernelTunerCache.COMPILE_FAILED, reason, 0, compileStart);
        }
        // compile time as Kernel Tuner counts it: building and loading the program and getting the kernel
        double compileMs = (System.nanoTime() - compileStart) / 1e6;
        try (gemm) {
            record.put("compile_time", compileMs);
            long verifyStart = System.nanoTime();
            Buffer[] first = sets.getFirst();
            first[2].fill(Float.NaN);
            gemm.sgemm(shape, 1.0f, first[0], first[1], 0.0f, first[2]);
            float[] out = first[2].readFloats();
            long nonFinite = GemmReference.nonFinite(shape, out);
            GemmReference.Comparison comparison = GemmReference.sampled(shape, 1.0f, hostA, hostB, 0.0f, null, out,
                    SAMPLE_BLOCK, 17);
            double verifyMs = (System.nanoTime() - verifyStart) / 1e6;
            record.put("verification_time", verifyMs);
            if (nonFinite > 0 || !comparison.passes()) {
                record.put("time", KernelTunerCache.RUNTIME_FAILED);
                record.put("error", "verification failed: " + nonFinite + " non-finite elements, relative error "
                        + comparison.relativeError() + " (tolerance " + GemmReference.TOLERANCE + ")");
                record.put("benchmark_time", 0.0);
                return record;
            }
            long benchStart = System.nanoTime();
            for (int i = 0; i < warmups; i++) {
                Buffer[] set = sets.get(i % sets.size());
                gemm.plan(shape, 1.0f, set[0], set[1], 0.0f, set[2]).enqueue();
            }
            session.synchronize();
            List<GemmPlan.Launch> planned = gemm.plan(shape, 1.0f, first[0], first[1], 0.0f, first[2]).launches();
            long[] samples = new long[repetitions];
            for (int i = 0; i < repetitions; i++) {
                Buffer[] set = sets.get(i % sets.size());
                long[] each = gemm.plan(shape, 1.0f, set[0], set[1], 0.0f, set[2]).timeEach();
                for (int l = 0; l < each.length; l++) {
                    if (!planned.get(l).pack()) {
                        samples[i] += each[l];   // the rung's kernels; operand packing is the API's, not the tile's
                    }
                }
            }
            record.put("benchmark_time", (System.nanoTime() - benchStart) / 1e6);
            record.put("time", Timing.median(samples) / 1e6);
            ArrayNode times = record.putArray("times");
            for (long s : samples) {
                times.add(s / 1e6);
            }
            record.put("GFLOP/s", shape.flops() / Timing.median(samples));
            resources(gemm, parameters, record);
            return record;
        } catch (GpuException launchFailure) {
            record.put("time", KernelTunerCache.RUNTIME_FAILED);
            record.put("error", launchFailure.getMessage());
            return record;
        }
    }

    private void resources(Gemm gemm, Map<String, Long> parameters, ObjectNode record) {
        KernelResources r = gemm.kernel().resources();
        long threads = rung.tiling().threads(parameters);
        record.put("threads", threads);
        r.registersPerThread().ifPresent(v -> record.put("registers", v));
        record.put("local_bytes", rung.tiling().localBytes(parameters));
        KernelOccupancy.of(gemm.kernel(), threads, 0).result().ifPresent(o -> {
            record.put("occupancy", o.occupancy());
            record.put("groups_per_unit", o.groupsPerUnit());
            record.put("occupancy_limiters", o.limitersJoined());
        });
    }

    private static ObjectNode failure(ObjectNode record, String marker, String reason, double compileMs, long start) {
        record.put("time", marker);
        record.put("error", reason);
        record.put("compile_time", marker.equals(KernelTunerCache.COMPILE_FAILED) ? (System.nanoTime() - start) / 1e6
                : compileMs);
        record.put("verification_time", 0.0);
        record.put("benchmark_time", 0.0);
        return record;
    }

    private static float[] randomFloats(SplittableRandom random, long n) {
        float[] data = new float[Math.toIntExact(n)];
        for (int i = 0; i < data.length; i++) {
            data[i] = (float) (random.nextDouble() * 2 - 1);
        }
        return data;
    }

    @Override
    public void close() {
        for (Buffer[] set : sets) {
            for (Buffer b : set) {
                b.close();
            }
        }
        sets.clear();
    }
}
