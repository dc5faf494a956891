/*
 * An NVIDIA streaming-multiprocessor architecture (compute capability 7.0 and later): the limits the CUDA toolkit's
 * occupancy calculator (cuda_occupancy.h) uses. Units: threads, blocks, 32-bit registers, bytes.
 */
package dev.kernelscope.model.arch;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.Map;

/**
 * @param computeCapability       "major.minor", e.g. "9.0"
 * @param maxThreadsPerGroup      max threads per block (1,024)
 * @param maxThreadsPerUnit       max resident threads per SM
 * @param maxGroupsPerUnit        max resident blocks per SM
 * @param waveSize                warp size (32)
 * @param registersPerUnit        32-bit registers per SM
 * @param registersPerGroup       32-bit registers one block may use
 * @param maxRegistersPerThread   the per-thread cap the toolkit's calculator applies
 * @param registerAllocationUnit  registers per warp are rounded up to this
 * @param registerSubPartitions   SM sub-partitions the register file is split over (a warp's registers live in one)
 * @param sharedPerUnit           shared memory per SM with the default carveout, bytes
 * @param sharedPerGroupOptin     max shared memory per block after opting in, bytes
 * @param sharedReservedPerGroup  shared memory the driver reserves per block, bytes
 * @param sharedGranularity       shared memory allocation granularity, bytes
 * @param barriersPerUnit         named-barrier budget per SM in blocks (each block uses one); null where the toolkit
 *                                does not apply a barrier limit (before cc 9.0)
 */
@JsonPropertyOrder({"id", "family", "name", "computeCapability"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record NvidiaArch(
        String id, String name, String computeCapability,
        int maxThreadsPerGroup, int maxThreadsPerUnit, int maxGroupsPerUnit, int waveSize,
        int registersPerUnit, int registersPerGroup, int maxRegistersPerThread, int registerAllocationUnit,
        int registerSubPartitions,
        int sharedPerUnit, int sharedPerGroupOptin, int sharedReservedPerGroup, int sharedGranularity,
        Integer barriersPerUnit,
        Map<String, String> sources) implements Architecture {

    public NvidiaArch {
        Fields.requireId(id);
        sources = Fields.sources(sources);
    }

    /** Validates the values read from an architecture file (null = absent) and builds the record. */
    static NvidiaArch fromJson(
            String id, String name,
            String computeCapability,
            Integer maxThreadsPerGroup,
            Integer maxThreadsPerUnit,
            Integer maxGroupsPerUnit,
            Integer waveSize,
            Integer registersPerUnit,
            Integer registersPerGroup,
            Integer maxRegistersPerThread,
            Integer registerAllocationUnit,
            Integer registerSubPartitions,
            Integer sharedPerUnit,
            Integer sharedPerGroupOptin,
            Integer sharedReservedPerGroup,
            Integer sharedGranularity,
            Integer barriersPerUnit,
            Map<String, String> sources) {
        String a = Fields.requireId(id);
        String f = ArchFamily.NVIDIA.jsonName();
        Fields.check(isMajorMinor(computeCapability), a,
                "field \"computeCapability\" must be \"major.minor\" such as \"9.0\", got " + computeCapability + ".");
        NvidiaArch arch = new NvidiaArch(a, Fields.nameOr(name, a), computeCapability,
                Fields.require(a, f, "maxThreadsPerGroup", maxThreadsPerGroup, 1),
                Fields.require(a, f, "maxThreadsPerUnit", maxThreadsPerUnit, 1),
                Fields.require(a, f, "maxGroupsPerUnit", maxGroupsPerUnit, 1),
                Fields.require(a, f, "waveSize", waveSize, 1),
                Fields.require(a, f, "registersPerUnit", registersPerUnit, 1),
                Fields.require(a, f, "registersPerGroup", registersPerGroup, 1),
                Fields.require(a, f, "maxRegistersPerThread", maxRegistersPerThread, 1),
                Fields.require(a, f, "registerAllocationUnit", registerAllocationUnit, 1),
                Fields.require(a, f, "registerSubPartitions", registerSubPartitions, 1),
                Fields.require(a, f, "sharedPerUnit", sharedPerUnit, 0),
                Fields.require(a, f, "sharedPerGroupOptin", sharedPerGroupOptin, 0),
                Fields.require(a, f, "sharedReservedPerGroup", sharedReservedPerGroup, 0),
                Fields.require(a, f, "sharedGranularity", sharedGranularity, 1),
                Fields.optional(a, "barriersPerUnit", barriersPerUnit, 1),
                sources);
        Fields.check(arch.maxThreadsPerUnit % arch.waveSize == 0, a, "maxThreadsPerUnit (" + arch.maxThreadsPerUnit
                + ") must be a multiple of waveSize (" + arch.waveSize + ").");
        Fields.check(arch.maxThreadsPerGroup <= arch.maxThreadsPerUnit, a, "maxThreadsPerGroup ("
                + arch.maxThreadsPerGroup + ") must fit in maxThreadsPerUnit (" + arch.maxThreadsPerUnit + "): a larger"
                + " group could never launch.");
        Fields.check(arch.registersPerUnit % arch.registerSubPartitions == 0, a, "registersPerUnit (" + arch.registersPerUnit
                + ") must divide evenly over registerSubPartitions (" + arch.registerSubPartitions + ").");
        Fields.check(arch.sharedPerGroupOptin + arch.sharedReservedPerGroup <= arch.sharedPerUnit, a,
                "sharedPerGroupOptin + sharedReservedPerGroup (" + (arch.sharedPerGroupOptin + arch.sharedReservedPerGroup)
                        + " B) must fit in sharedPerUnit (" + arch.sharedPerUnit + " B).");
        return arch;
    }

    /** True for "major.minor" with decimal digits on both sides, e.g. "9.0" or "12.0". */
    private static boolean isMajorMinor(String text) {
        int dot = text == null ? -1 : text.indexOf('.');
        if (dot < 1 || dot == text.length() - 1 || dot > 3 || text.length() - dot > 4) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (i != dot && !Character.isDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public ArchFamily family() {
        return ArchFamily.NVIDIA;
    }

    @Override
    public int defaultWaveSize() {
        return waveSize;
    }

    /** Compute capability major version (9 for "9.0"). */
    public int computeMajor() {
        return Integer.parseInt(computeCapability.substring(0, computeCapability.indexOf('.')));
    }

    /** Compute capability minor version (0 for "9.0"). */
    public int computeMinor() {
        return Integer.parseInt(computeCapability.substring(computeCapability.indexOf('.') + 1));
    }
}
