/*
 * A PowerVR Rogue GPU as a parameterized model: Imagination publishes no occupancy formula, so every number here
 * is an assumption (from the PowerVR OpenCL guide, seed 001, and Mesa's per-core files) that a user may override.
 */
package dev.kernelscope.model.arch;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;
import java.util.Map;

/**
 * @param waveSize              threads per task (warp), 32
 * @param maxThreadsPerGroup    max work-group size (512 on cores with 16-task work-groups, else 32)
 * @param residencySlots        tasks (waves) resident per USC
 * @param maxRegistersPerThread temporary registers a work-item may address (248)
 * @param registersPerSlot      temporaries per work-item the unified store gives each slot when all slots are full;
 *                              a kernel needing R more keeps floor(residencySlots x registersPerSlot / R) tasks
 * @param sharedPerUnit         common store per USC available to local memory, bytes
 * @param maxSharedPerGroup     max local memory per work-group, bytes
 * @param sharedGranule         local memory allocation granule, bytes
 * @param assumptions           sentences stated in every result for this architecture
 */
@JsonPropertyOrder({"id", "family", "name"})
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record RogueArch(
        String id, String name, int waveSize, int maxThreadsPerGroup, int residencySlots,
        int maxRegistersPerThread, int registersPerSlot,
        int sharedPerUnit, int maxSharedPerGroup, int sharedGranule,
        List<String> assumptions, Map<String, String> sources) implements Architecture {

    public RogueArch {
        Fields.requireId(id);
        assumptions = Fields.list(assumptions);
        sources = Fields.sources(sources);
    }

    /** Validates the values read from an architecture file (null = absent) and builds the record. */
    static RogueArch fromJson(
            String id, String name,
            Integer waveSize,
            Integer maxThreadsPerGroup,
            Integer residencySlots,
            Integer maxRegistersPerThread,
            Integer registersPerSlot,
            Integer sharedPerUnit,
            Integer maxSharedPerGroup,
            Integer sharedGranule,
            List<String> assumptions,
            Map<String, String> sources) {
        String a = Fields.requireId(id);
        String f = ArchFamily.POWERVR.jsonName();
        RogueArch arch = new RogueArch(a, Fields.nameOr(name, a),
                Fields.require(a, f, "waveSize", waveSize, 1),
                Fields.require(a, f, "maxThreadsPerGroup", maxThreadsPerGroup, 1),
                Fields.require(a, f, "residencySlots", residencySlots, 1),
                Fields.require(a, f, "maxRegistersPerThread", maxRegistersPerThread, 1),
                Fields.require(a, f, "registersPerSlot", registersPerSlot, 1),
                Fields.require(a, f, "sharedPerUnit", sharedPerUnit, 0),
                Fields.require(a, f, "maxSharedPerGroup", maxSharedPerGroup, 0),
                Fields.require(a, f, "sharedGranule", sharedGranule, 1),
                assumptions, sources);
        Fields.check(arch.maxThreadsPerGroup <= (long) arch.residencySlots * arch.waveSize, a, "maxThreadsPerGroup ("
                + arch.maxThreadsPerGroup + ") must fit in residencySlots x waveSize (" + (long) arch.residencySlots
                * arch.waveSize + " threads per unit): a larger group could never launch.");
        Fields.check(arch.maxSharedPerGroup <= arch.sharedPerUnit, a, "maxSharedPerGroup (" + arch.maxSharedPerGroup
                + " B) must fit in sharedPerUnit (" + arch.sharedPerUnit + " B).");
        return arch;
    }

    @Override
    public ArchFamily family() {
        return ArchFamily.POWERVR;
    }

    @Override
    public int defaultWaveSize() {
        return waveSize;
    }
}
