/*
 * Measures configurations of a user's kernel (UserKernelSpace): buffers allocated once from the argument specs;
 * per configuration the geometry from its expressions (global rounded up to the group size), the device's group
 * limit checked before compiling, compile with the parameters as defines, outputs reset, one run compared with
 * the first configuration that ran (Kernel Tuner's answer-less verification), then device-timed runs.
 */
package dev.kernelscope.tune;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import dev.kernelscope.device.Geometry;
import dev.kernelscope.device.GpuException;
import dev.kernelscope.device.Kernel;
import dev.kernelscope.device.Program;
import dev.kernelscope.device.Timing;
import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

public final class UserKernelTarget implements TuneSession.Evaluator, AutoCloseable {
    private final DeviceSession session;
    private final UserKernelSpace user;
    private final int warmups;
    private final int repetitions;
    private final Object[] args;
    private final Map<Integer, float[]> initial = new HashMap<>();
    private Map<Integer, float[]> reference;   // outputs of the first configuration that ran

    public UserKernelTarget(DeviceSession session, UserKernelSpace user, int warmups, int repetitions) {
        this.session = session;
        this.user = user;
        this.warmups = warmups;
        this.repetitions = repetitions;
        Expression.Bindings constants = name -> {
            Long v = user.space().constants().get(name);
            if (v == null) {
                throw new InvalidInputException("An argument size reads '" + name + "', which is not a constant of the"
                        + " space file (sizes cannot depend on tuning parameters).");
            }
            return v;
        };
        args = new Object[user.args().size()];
        SplittableRandom random = new SplittableRandom(42);
        try {
            for (int i = 0; i < args.length; i++) {
                args[i] = switch (user.args().get(i)) {
                    case UserKernelArgs.Spec.BufferSpec b -> buffer(i, b, constants, random);
                    case UserKernelArgs.Spec.LocalSpec l -> new Kernel.LocalMemory(l.bytes().evaluate(constants));
                    case UserKernelArgs.Spec.IntSpec v -> Math.toIntExact(v.value().evaluate(constants));
                    case UserKernelArgs.Spec.FloatSpec v -> v.value();
                };
            }
        } catch (RuntimeException failure) {
            close();
            throw failure;
        }
    }

    private Buffer buffer(int index, UserKernelArgs.Spec.BufferSpec spec, Expression.Bindings constants,
                          SplittableRandom random) {
        long count = spec.count().evaluate(constants);
        if (count < 1 || count > Integer.MAX_VALUE) {
            throw new InvalidInputException("Argument " + index + " asks for " + count + " elements; give 1 to 2^31-1.");
        }
        float[] data = new float[(int) count];
        switch (spec.init()) {
            case "random" -> {
                for (int i = 0; i < data.length; i++) {
                    data[i] = spec.type().equals("int") ? random.nextInt(1000) : (float) (random.nextDouble() * 2 - 1);
                }
            }
            case "ones" -> java.util.Arrays.fill(data, 1.0f);
            case "file" -> {
                try {
                    ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(spec.file())).order(ByteOrder.LITTLE_ENDIAN);
                    for (int i = 0; i < data.length && bytes.remaining() >= 4; i++) {
                        data[i] = spec.type().equals("int") ? bytes.getInt() : bytes.getFloat();
                    }
                } catch (IOException failure) {
                    throw new InvalidInputException("Cannot read " + spec.file() + " for argument " + index + ": "
                            + failure.getMessage() + ".");
                }
            }
            default -> { }
        }
        Buffer buffer;
        if (spec.type().equals("int")) {
            int[] ints = new int[data.length];
            for (int i = 0; i < ints.length; i++) {
                ints[i] = (int) data[i];
            }
            buffer = session.ints(ints);
        } else {
            buffer = session.floats(data);
        }
        initial.put(index, data);
        return buffer;
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
        try {
            for (int d = 0; d < dims; d++) {
                local[d] = user.local().get(d).evaluate(b);
                long g = user.global().get(d).evaluate(b);
                if (local[d] < 1 || g < 1) {
                    return failed(record, KernelTunerCache.INVALID, "launch geometry: global " + g + ", local "
                            + local[d] + " in dimension " + d + " (both must be >= 1)");
                }
                global[d] = (g + local[d] - 1) / local[d] * local[d];
                groupSize *= local[d];
            }
        } catch (ArithmeticException divisionByZero) {
            return failed(record, KernelTunerCache.INVALID, "launch geometry: " + divisionByZero.getMessage());
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
            return failed(record, KernelTunerCache.COMPILE_FAILED, failure.buildLog()
                    .map(GemmTuneTarget::firstErrorLine).orElse(failure.getMessage()));
        }
        try {
            Kernel kernel = program.kernel(user.kernelName());
            record.put("compile_time", (System.nanoTime() - start) / 1e6);
            kernel.args(args);
            Geometry geometry = Geometry.of(global, local);
            long verifyStart = System.nanoTime();
            Map<Integer, float[]> outputs = new HashMap<>();
            for (int index : user.outputs()) {
                reset(index);
            }
            kernel.launch(geometry);
            session.synchronize();
            for (int index : user.outputs()) {
                outputs.put(index, read(index));
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

    private void reset(int index) {
        float[] data = initial.get(index);
        if (args[index] instanceof Buffer buffer) {
            if (user.args().get(index) instanceof UserKernelArgs.Spec.BufferSpec s && s.type().equals("int")) {
                int[] ints = new int[data.length];
                for (int i = 0; i < ints.length; i++) {
                    ints[i] = (int) data[i];
                }
                buffer.write(ints);
            } else {
                buffer.write(data);
            }
        }
    }

    private float[] read(int index) {
        Buffer buffer = (Buffer) args[index];
        if (user.args().get(index) instanceof UserKernelArgs.Spec.BufferSpec s && s.type().equals("int")) {
            int[] ints = buffer.readInts();
            float[] asFloats = new float[ints.length];
            for (int i = 0; i < ints.length; i++) {
                asFloats[i] = ints[i];
            }
            return asFloats;
        }
        return buffer.readFloats();
    }

    /** Null when the outputs match the reference (the first run's) within the relative tolerance. */
    private String compare(Map<Integer, float[]> outputs) {
        if (reference == null) {
            for (float[] out : outputs.values()) {
                for (float v : out) {
                    if (!Float.isFinite(v)) {
                        return "the first configuration's output holds NaN or Inf";
                    }
                }
            }
            reference = outputs;
            return null;
        }
        for (Map.Entry<Integer, float[]> entry : outputs.entrySet()) {
            float[] want = reference.get(entry.getKey());
            float[] got = entry.getValue();
            double diff = 0;
            double norm = 0;
            for (int i = 0; i < want.length; i++) {
                if (!Float.isFinite(got[i])) {
                    return "argument " + entry.getKey() + " element " + i + " is " + got[i];
                }
                diff += (double) (got[i] - want[i]) * (got[i] - want[i]);
                norm += (double) want[i] * want[i];
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
        if (args == null) {
            return;
        }
        for (Object a : args) {
            if (a instanceof Buffer buffer) {
                buffer.close();
            }
        }
    }
}
