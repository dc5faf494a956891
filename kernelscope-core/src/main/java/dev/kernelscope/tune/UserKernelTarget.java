/*
 * Measures configurations of a user's kernel (UserKernelSpace): buffers allocated once from the argument specs
 * (KernelArgSpec, with host copies of the initial data);
 * per configuration the geometry from its expressions (global rounded up to the group size), the device's group
 * limit checked before compiling, compile with the parameters as defines, outputs reset, one run compared with
 * the reference configuration's outputs (the first of the space, in enumeration order, that runs), then device-timed
 * runs.
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
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public final class UserKernelTarget implements TuneSession.Evaluator, AutoCloseable {
    private final DeviceSession session;
    private final UserKernelSpace user;
    private final int warmups;
    private final int repetitions;
    private final KernelArgSpec.Materialized args;
    /**
     * Configurations of the space, in enumeration order, tried as the reference before giving up on one that is
     * fixed by the space: each costs a compile and a run only when it is not the configuration being evaluated.
     */
    static final int REFERENCE_CANDIDATES = 8;
    /** Configurations walked (most skipped for their launch geometry, at no cost) looking for the reference. */
    static final int REFERENCE_WALK = 10_000;

    private Map<Integer, double[]> reference;   // outputs of the reference configuration, once known
    private final Map<Integer, double[]> answers;   // the space file's 'answer' per output, read once
    private String referenceName;               // its parameters, for the messages

    /** How a verification failure against the reference configuration reads (UserKernelTuner counts them). */
    static final String REFERENCE_DIFFERS = "the reference configuration's";

    public UserKernelTarget(DeviceSession session, UserKernelSpace user, int warmups, int repetitions) {
        this.session = session;
        this.user = user;
        this.warmups = warmups;
        this.repetitions = repetitions;
        this.answers = new HashMap<>();
        user.answers().keySet().forEach(index -> answers.put(index, user.answer(index)));
        this.args = KernelArgSpec.materialize(user.args(), session, 42, true);
    }

    @Override
    public ObjectNode evaluate(Configuration configuration) {
        ObjectNode record = KernelTunerCache.JSON.createObjectNode();
        record.put("verification_time", 0.0);
        record.put("benchmark_time", 0.0);
        Launch launch = launch(configuration);
        if (launch.invalid() != null) {
            return failed(record, KernelTunerCache.INVALID, launch.invalid());
        }
        long start = System.nanoTime();
        Program program;
        try {
            program = compile(configuration);
        } catch (GpuException failure) {
            record.put("compile_time", (System.nanoTime() - start) / 1e6);
            return failed(record, KernelTunerCache.COMPILE_FAILED, withConstantHint(CompileFailures.reason(failure,
                    user.kernelFile().getFileName().toString())));
        }
        try {
            Kernel kernel = program.kernel(user.kernelName());
            record.put("compile_time", (System.nanoTime() - start) / 1e6);
            long verifyStart = System.nanoTime();
            Map<Integer, double[]> outputs = run(kernel, launch);
            String mismatch = compare(configuration, outputs);
            record.put("verification_time", (System.nanoTime() - verifyStart) / 1e6);
            if (mismatch != null) {
                return failed(record, KernelTunerCache.RUNTIME_FAILED, "verification failed: " + mismatch);
            }
            long benchStart = System.nanoTime();
            kernel.args(launch.arguments());   // a reference found meanwhile set its own
            Timing timing = kernel.time(launch.geometry(), warmups, repetitions);
            record.put("benchmark_time", (System.nanoTime() - benchStart) / 1e6);
            record.put("time", timing.medianNs() / 1e6);
            ArrayNode times = record.putArray("times");
            timing.samplesNs().forEach(ns -> times.add(ns / 1e6));
            record.put("threads", launch.groupSize());
            kernel.resources().registersPerThread().ifPresent(r -> record.put("registers", r));
            return record;
        } catch (GpuException | InvalidInputException failure) {
            return failed(record, KernelTunerCache.RUNTIME_FAILED, failure.getMessage());
        }
    }

    /**
     * A compile failure on an undeclared name that is one of the space file's constants gets the fix appended:
     * constants size buffers and launch geometry but are not defines, and a filter width used in the kernel failed
     * every configuration with "use of undeclared identifier 'FW'" alone.
     */
    private String withConstantHint(String reason) {
        java.util.regex.Matcher undeclared = UNDECLARED.matcher(reason);
        if (undeclared.find() && user.space().constants().containsKey(undeclared.group(1))) {
            return reason + " ('" + undeclared.group(1) + "' is a constant of the space file, and constants are not"
                    + " defines: make it a tuning parameter with one value to pass it to the kernel)";
        }
        return reason;
    }

    /** Clang's (PoCL, most OpenCL compilers) and NVRTC's words for a name that is not declared. */
    private static final java.util.regex.Pattern UNDECLARED = java.util.regex.Pattern.compile(
            "(?:undeclared identifier|identifier) [\"'](\\w+)[\"'](?: is undefined)?");

    /** A configuration's launch geometry, or why it has none ({@code invalid}, an InvalidConfig reason). */
    private record Launch(Geometry geometry, long groupSize, Object[] arguments, String invalid) {}

    private Launch launch(Configuration configuration) {
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
                    return new Launch(null, 0, null, "launch geometry: global " + g + ", local " + local[d]
                            + " in dimension " + d + " (both must be >= 1)");
                }
                global[d] = (g + local[d] - 1) / local[d] * local[d];
                groupSize *= local[d];
            }
        } catch (ArithmeticException undefined) {
            String what = undefined instanceof Expression.DivisionByZero ? "divides by zero"
                    : "cannot be evaluated (" + undefined.getMessage() + ")";
            return new Launch(null, 0, null, "launch geometry: " + evaluating + " = '" + expression.text() + "' " + what
                    + (expression.variables().isEmpty() ? "" : " at " + expression.valuesRead(b)));
        }
        if (groupSize > session.device().maxGroupSize()) {
            return new Launch(null, 0, null, "too many work-items: " + groupSize + " > "
                    + session.device().maxGroupSize() + " (the device's maximum group size)");
        }
        Object[] arguments = args.values();
        if (!user.localSizes().isEmpty()) {
            arguments = arguments.clone();
            long total = 0;
            for (Map.Entry<Integer, Expression> size : user.localSizes().entrySet()) {
                long bytes;
                try {
                    bytes = size.getValue().evaluate(b);
                } catch (ArithmeticException undefined) {
                    return new Launch(null, 0, null, "argument " + size.getKey() + ": local:'" + size.getValue().text()
                            + "' cannot be evaluated (" + undefined.getMessage() + ") at "
                            + size.getValue().valuesRead(b));
                }
                if (bytes < 1) {
                    return new Launch(null, 0, null, "argument " + size.getKey() + ": local:'" + size.getValue().text()
                            + "' is " + bytes + " bytes at " + size.getValue().valuesRead(b) + " (at least 1)");
                }
                total += bytes;
                arguments[size.getKey()] = new Kernel.LocalMemory(bytes);
            }
            if (total > session.device().localMemBytes()) {
                return new Launch(null, 0, null, "too much local memory: the local: arguments take " + total
                        + " bytes > " + session.device().localMemBytes() + " (the device's local memory per group)");
            }
        }
        return new Launch(Geometry.of(global, local), groupSize, arguments, null);
    }

    /** One run from the outputs' initial data; the outputs read back. */
    private Map<Integer, double[]> run(Kernel kernel, Launch launch) {
        Geometry geometry = launch.geometry();
        kernel.args(launch.arguments());
        for (int index : user.outputs()) {
            args.restore(index);
        }
        kernel.launch(geometry);
        session.synchronize();
        Map<Integer, double[]> outputs = new HashMap<>();
        for (int index : user.outputs()) {
            outputs.put(index, args.read(index));
        }
        return outputs;
    }

    /**
     * Finds the reference, once per target: the first configuration of the space (enumeration order) that launches,
     * compiles, runs and gives finite outputs, whatever configuration is being evaluated ({@code evaluated}, whose
     * {@code outputs} are reused when it is that one). It used to be whichever configuration this process ran first:
     * a resumed run (whose first configurations come from the cache) or a sweep worker then took its first one as
     * the truth, and when that one was wrong every right configuration was recorded as failing verification. The
     * search compiles at most {@link #REFERENCE_CANDIDATES} configurations and walks at most
     * {@link #REFERENCE_WALK}; past that, {@code evaluated} is the reference (the old rule), so a space whose first
     * thousands of configurations cannot run still runs.
     */
    private void findReference(Configuration evaluated, Map<Integer, double[]> outputs) {
        int compiled = 0;
        int walked = 0;
        for (Configuration candidate : user.space().valid()) {
            if (compiled == REFERENCE_CANDIDATES || walked++ == REFERENCE_WALK) {
                break;
            }
            Map<Integer, double[]> candidateOutputs;
            if (candidate.equals(evaluated)) {
                candidateOutputs = outputs;
            } else if (launch(candidate).invalid() != null) {
                continue;   // costs nothing: no compile
            } else {
                compiled++;
                candidateOutputs = outputsOf(candidate);
            }
            if (candidateOutputs != null && allFinite(candidateOutputs)) {
                reference = candidateOutputs;
                referenceName = new java.util.TreeMap<>(candidate.values()).toString();
                return;
            }
        }
        if (allFinite(outputs)) {
            reference = outputs;
            referenceName = new java.util.TreeMap<>(evaluated.values()).toString();
        }
    }

    /**
     * Compiles a configuration with the kernel file's folder on the include path: the driver compiles a copy of the
     * source (PoCL's in its cache folder), so '#include "common.h"' beside the kernel was found only when the command
     * ran in that folder. A folder whose path holds white space is left out (OpenCL splits options at spaces).
     */
    private Program compile(Configuration configuration) {
        Path folder = user.kernelFile().getParent();
        List<String> options = folder == null || folder.toString().chars().anyMatch(Character::isWhitespace)
                ? List.of() : List.of("-I" + folder);
        return session.compile(user.source(), configuration.values(), options);
    }

    /** A candidate reference's outputs, or null when it cannot give any (no compile, a run error). */
    private Map<Integer, double[]> outputsOf(Configuration candidate) {
        try {
            return run(compile(candidate).kernel(user.kernelName()),
                    launch(candidate));
        } catch (GpuException | InvalidInputException failure) {
            return null;
        }
    }

    private static boolean allFinite(Map<Integer, double[]> outputs) {
        for (double[] out : outputs.values()) {
            for (double v : out) {
                if (!Double.isFinite(v)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Null when the outputs match what they should be within the relative tolerance: the space file's answer for an
     * answered output, else the reference configuration's (found on first need, only when some output has no answer).
     */
    private String compare(Configuration configuration, Map<Integer, double[]> outputs) {
        if (reference == null && !answers.keySet().containsAll(outputs.keySet())) {
            findReference(configuration, outputs);
            if (reference == null) {
                return "the output holds NaN or Inf, and no configuration that could be the reference gave finite"
                        + " outputs";
            }
        }
        for (Map.Entry<Integer, double[]> entry : outputs.entrySet()) {
            boolean answered = answers.containsKey(entry.getKey());
            double[] want = answered ? answers.get(entry.getKey()) : reference.get(entry.getKey());
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
                return "argument " + entry.getKey() + " differs from " + (answered ? "the answer ("
                        + user.answers().get(entry.getKey()).getFileName() + ")" : REFERENCE_DIFFERS + " ("
                        + referenceName + ")") + " by a relative " + relative + " (tolerance " + user.tolerance()
                        + ")";
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
