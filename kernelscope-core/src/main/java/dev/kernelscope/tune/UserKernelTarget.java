/*
 * Measures configurations of a user's kernel (UserKernelSpace): buffers allocated once from the argument specs
 * (KernelArgSpec, with host copies of the initial data);
 * per configuration the geometry from its expressions (global rounded up to the group size), the device's group
 * limit checked before compiling, compile with the parameters as defines, outputs reset, one run compared with
 * the first configuration that ran (Kernel Tuner's answer-less verification), then device-timed runs.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.CompileFailures;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.KernelArgSpec;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.Program;
import dev.kernelscope.device.Timing;
import dev.kernelscope.model.InvalidInputException;
import java.util.HashMap;
import java.util.Map;

public final class UserKernelTarget implements TuneSession.Evaluator, AutoCloseable {
    private final DeviceSession session;
    private final UserKernelSpace user;
    private final int warmups;
    private final int repetitions;
    private final KernelArgSpec.Materialized args;
    private Map<Integer, double[]> reference;   // outputs of the first configuration that ran

    public UserKernelTarget(DeviceSession session, UserKernelSpace user, int warmups, int repetitions) {
        this.session = session;
        this.user = user;
        this.warmups = warmups;
        this.repetitions = repetitions;
        this.args = KernelArgSpec.materialize(user.args(), session, 42, true);
    }

    @Override
    public ObjectNode evaluate(Configuration configuration) {
        ObjectNode record = KernelTunerCache.JSON.createObjectNode();
        record.put("verification_time", 0.0);
        record.put("benchmark_time", 0.0);
        Expression.Bindings b = user.space().bindings(configuration.indices());
        int dims = user.global().size();
        long[] global = new long[dims];
        long[] local = new long[dims];
        long groupSize = 1;
        String evaluating = null;
        Expression expression = null;
        try {
            for (int d = 0; d < dims; d++) {
                evaluating = "local[" + d + "]";
                expression = user.local().get(d);
                local[d] = expression.evaluate(b);
                evaluating = "global[" + d + "]";
                expression = user.global().get(d);
                long g = expression.evaluate(b);
                if (local[d] < 1 || g < 1) {
                    return failed(record, KernelTunerCache.INVALID, "launch geometry: global " + g + ", local "
                            + local[d] + " in dimension " + d + " (both must be >= 1)");
                }
                global[d] = (g + local[d] - 1) / local[d] * local[d];
                groupSize *= local[d];
            }
        } catch (ArithmeticException undefined) {
            String what = undefined instanceof Expression.DivisionByZero ? "divides by zero"
                    : "cannot be evaluated (" + undefined.getMessage() + ")";
            return failed(record, KernelTunerCache.INVALID, "launch geometry: " + evaluating + " = '" + expression.text()
                    + "' " + what + (expression.variables().isEmpty() ? "" : " at " + expression.valuesRead(b)));
        }
        if (groupSize > session.device().maxGroupSize()) {
            return failed(record, KernelTunerCache.INVALID, "too many work-items: " + groupSize + " > "
                    + session.device().maxGroupSize() + " (the device's maximum group size)");
        }
        long start = System.nanoTime();
        Program program;
        try {
            program = session.compile(user.source(), configuration.values());
        } catch (GpuException failure) {
            record.put("compile_time", (System.nanoTime() - start) / 1e6);
            return failed(record, KernelTunerCache.COMPILE_FAILED, CompileFailures.reason(failure));
        }
        try {
            Kernel kernel = program.kernel(user.kernelName());
            record.put("compile_time", (System.nanoTime() - start) / 1e6);
            kernel.args(args.values());
            Geometry geometry = Geometry.of(global, local);
            long verifyStart = System.nanoTime();
            Map<Integer, double[]> outputs = new HashMap<>();
            for (int index : user.outputs()) {
                args.restore(index);
            }
            kernel.launch(geometry);
            session.synchronize();
            for (int index : user.outputs()) {
                outputs.put(index, args.read(index));
            }
            String mismatch = compare(outputs);
            record.put("verification_time", (System.nanoTime() - verifyStart) / 1e6);
            if (mismatch != null) {
                return failed(record, KernelTunerCache.RUNTIME_FAILED, "verification failed: " + mismatch);
            }
            long benchStart = System.nanoTime();
            Timing timing = kernel.time(geometry, warmups, repetitions);
            record.put("benchmark_time", (System.nanoTime() - benchStart) / 1e6);
            record.put("time", timing.medianNs() / 1e6);
            ArrayNode times = record.putArray("times");
            timing.samplesNs().forEach(ns -> times.add(ns / 1e6));
            record.put("threads", groupSize);
            kernel.resources().registersPerThread().ifPresent(r -> record.put("registers", r));
            return record;
        } catch (GpuException | InvalidInputException failure) {
            return failed(record, KernelTunerCache.RUNTIME_FAILED, failure.getMessage());
        }
    }

    /** Null when the outputs match the reference (the first run's) within the relative tolerance. */
    private String compare(Map<Integer, double[]> outputs) {
        if (reference == null) {
            for (double[] out : outputs.values()) {
                for (double v : out) {
                    if (!Double.isFinite(v)) {
                        return "the first configuration's output holds NaN or Inf";
                    }
                }
            }
            reference = outputs;
            return null;
        }
        for (Map.Entry<Integer, double[]> entry : outputs.entrySet()) {
            double[] want = reference.get(entry.getKey());
            double[] got = entry.getValue();
            double diff = 0;
            double norm = 0;
            for (int i = 0; i < want.length; i++) {
                if (!Double.isFinite(got[i])) {
                    return "argument " + entry.getKey() + " element " + i + " is " + got[i];
                }
                diff += (got[i] - want[i]) * (got[i] - want[i]);
                norm += want[i] * want[i];
            }
            double relative = Math.sqrt(diff) / Math.max(Math.sqrt(norm), Double.MIN_NORMAL);
            if (relative > user.tolerance()) {
                return "argument " + entry.getKey() + " differs from the first configuration's by a relative "
                        + relative + " (tolerance " + user.tolerance() + ")";
            }
        }
        return null;
    }

    private static ObjectNode failed(ObjectNode record, String marker, String reason) {
        record.put("time", marker);
        record.put("error", reason);
        if (!record.has("compile_time")) {
            record.put("compile_time", 0.0);
        }
        return record;
    }

    @Override
    public void close() {
        args.close();
    }
}
