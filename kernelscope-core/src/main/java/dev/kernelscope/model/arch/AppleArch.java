/*
 * An Apple GPU as a parameterized model: Apple publishes the per-threadgroup limits (Metal feature set tables) but
 * not the per-core residency rules, so the per-core numbers are reverse-engineered (Asahi) or assumed, and stated.
 */
package dev.kernelscope.model.arch;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.kernelscope.model.InvalidInputException;

import java.util.List;
import java.util.Map;

/**
 * @param waveSize              SIMD-group width, 32
 * @param maxThreadsPerGroup    max threads per threadgroup
 * @param maxThreadsPerUnit     threads resident per GPU core
 * @param sharedPerUnit         threadgroup memory per core, bytes
 * @param maxSharedPerGroup     max threadgroup memory per threadgroup, bytes
 * @param sharedGranule         threadgroup memory allocation granule, bytes (16)
 * @param maxRegistersPerThread most 16-bit registers a thread can use; null where registers are not modeled
 * @param registerFileBytesPerUnit register file per core, bytes; null where unknown
 * @param threadsByRegisters    resident threads per core by 16-bit register count (Asahi's table), ascending;
 *                              empty where registers are not modeled
 * @param assumptions           sentences stated in every result for this architecture
 */
@JsonPropertyOrder({"id", "family", "name"})
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record AppleArch(
        String id, String name, int waveSize, int maxThreadsPerGroup, int maxThreadsPerUnit,
        int sharedPerUnit, int maxSharedPerGroup, int sharedGranule,
        Integer maxRegistersPerThread, Integer registerFileBytesPerUnit, List<RegisterStep> threadsByRegisters,
        List<String> assumptions, Map<String, String> sources) implements Architecture {

    /** At most {@code registers} 16-bit registers per thread allow {@code maxThreads} resident threads per core. */
    public record RegisterStep(int registers, int maxThreads) {
        public RegisterStep {
            if (registers < 1 || maxThreads < 1) {
                throw new InvalidInputException("a threadsByRegisters step needs positive \"registers\" and \"maxThreads\", got "
                        + registers + " and " + maxThreads + ".");
            }
        }
    }

    public AppleArch {
        Fields.requireId(id);
        threadsByRegisters = threadsByRegisters == null ? List.of() : List.copyOf(threadsByRegisters);
        assumptions = Fields.list(assumptions);
        sources = Fields.sources(sources);
    }

    /** Validates the values read from an architecture file (null = absent) and builds the record. */
    static AppleArch fromJson(
            String id, String name,
            Integer waveSize,
            Integer maxThreadsPerGroup,
            Integer maxThreadsPerUnit,
            Integer sharedPerUnit,
            Integer maxSharedPerGroup,
            Integer sharedGranule,
            Integer maxRegistersPerThread,
            Integer registerFileBytesPerUnit,
            List<RegisterStep> threadsByRegisters,
            List<String> assumptions,
            Map<String, String> sources) {
        String a = Fields.requireId(id);
        String f = ArchFamily.APPLE.jsonName();
        AppleArch arch = new AppleArch(a, Fields.nameOr(name, a),
                Fields.require(a, f, "waveSize", waveSize, 1),
                Fields.require(a, f, "maxThreadsPerGroup", maxThreadsPerGroup, 1),
                Fields.require(a, f, "maxThreadsPerUnit", maxThreadsPerUnit, 1),
                Fields.require(a, f, "sharedPerUnit", sharedPerUnit, 0),
                Fields.require(a, f, "maxSharedPerGroup", maxSharedPerGroup, 0),
                Fields.require(a, f, "sharedGranule", sharedGranule, 1),
                Fields.optional(a, "maxRegistersPerThread", maxRegistersPerThread, 1),
                Fields.optional(a, "registerFileBytesPerUnit", registerFileBytesPerUnit, 1),
                threadsByRegisters, assumptions, sources);
        Fields.check(arch.maxThreadsPerGroup <= arch.maxThreadsPerUnit, a, "maxThreadsPerGroup ("
                + arch.maxThreadsPerGroup + ") must fit in maxThreadsPerUnit (" + arch.maxThreadsPerUnit + "): a larger"
                + " group could never launch.");
        Fields.check(arch.maxSharedPerGroup <= arch.sharedPerUnit, a, "maxSharedPerGroup (" + arch.maxSharedPerGroup
                + " B) must fit in sharedPerUnit (" + arch.sharedPerUnit + " B).");
        List<RegisterStep> steps = arch.threadsByRegisters;
        Fields.check(steps.isEmpty() == (arch.maxRegistersPerThread == null), a,
                "give both \"maxRegistersPerThread\" and \"threadsByRegisters\", or neither (registers not modeled).");
        for (int i = 1; i < steps.size(); i++) {
            Fields.check(steps.get(i).registers() > steps.get(i - 1).registers()
                            && steps.get(i).maxThreads() <= steps.get(i - 1).maxThreads(), a,
                    "\"threadsByRegisters\" must list ascending register counts with non-increasing thread counts (step " + i + ").");
        }
        if (!steps.isEmpty()) {
            Fields.check(steps.getLast().registers() >= arch.maxRegistersPerThread, a,
                    "the last \"threadsByRegisters\" step must cover maxRegistersPerThread (" + arch.maxRegistersPerThread + ").");
        }
        return arch;
    }

    @Override
    public ArchFamily family() {
        return ArchFamily.APPLE;
    }

    @Override
    public int defaultWaveSize() {
        return waveSize;
    }

    /** Resident threads per core a thread count of {@code registers} 16-bit registers allows (first step covering it). */
    public int maxThreadsForRegisters(int registers) {
        for (RegisterStep step : threadsByRegisters) {
            if (registers <= step.registers()) {
                return step.maxThreads();
            }
        }
        return 0;
    }
}
