/*
 * An AMD compute architecture (GCN, CDNA, RDNA 1-4) as LLVM's AMDGPU backend, PAL, Mesa and the HIP runtime
 * describe it. Register counts are per SIMD lane ("per EU"); a unit is a CU, or on RDNA in WGP mode a WGP of 2 CUs.
 */
package dev.kernelscope.model.arch;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.Map;

/**
 * @param generation          "gcn", "cdna" or "rdna" (informational, shown in listings)
 * @param maxThreadsPerGroup  max work-group size (1,024)
 * @param defaultWaveSize     wave size used when the query gives none (64 on GCN/CDNA, 32 on RDNA: LLVM's default)
 * @param maxWavesPerSimd     hardware wave slots per SIMD
 * @param hipMaxWavesPerSimd  waves per SIMD the HIP runtime's occupancy API assumes (8 on gfx9 and older)
 * @param simdsPerCu          SIMDs ("EUs") per CU
 * @param cusPerWgp           CUs per WGP on RDNA (2); null where there is no WGP mode
 * @param vgprsPerLaneWave64  VGPRs per lane per SIMD for wave64; null if wave64 is not supported
 * @param vgprGranuleWave64   VGPR allocation granule for wave64
 * @param vgprsPerLaneWave32  VGPRs per lane per SIMD for wave32; null if wave32 is not supported
 * @param vgprGranuleWave32   VGPR allocation granule for wave32
 * @param maxVgprsPerThread   addressable VGPRs per thread (above it a kernel cannot launch)
 * @param sgprsPerSimd        SGPR file per SIMD; null where SGPRs never limit occupancy (gfx10+)
 * @param sgprGranule         SGPR allocation granule
 * @param sgprTrapReserve     SGPRs per wave reserved for the HSA trap handler (16 on amdhsa targets, every view);
 *                            0 models a target without a trap handler
 * @param maxSgprsPerWave     most SGPRs a wave can be given (validation bound)
 * @param ldsPerCu            LDS per CU, bytes
 * @param ldsPerWgp           LDS per WGP (RDNA WGP mode), bytes; null where there is no WGP mode
 * @param maxLdsPerGroup      max LDS one work-group may allocate, bytes
 * @param ldsGranule          LDS allocation granule, bytes
 * @param barrierGroupsPerCu  multi-wave work-groups per CU the barrier resources allow (16)
 * @param barrierGroupsPerWgp multi-wave work-groups per WGP the barrier resources allow (32); null without WGP mode
 */
@JsonPropertyOrder({"id", "family", "name", "generation"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AmdArch(
        String id, String name, String generation,
        int maxThreadsPerGroup, int defaultWaveSize, int maxWavesPerSimd, int hipMaxWavesPerSimd,
        int simdsPerCu, Integer cusPerWgp,
        Integer vgprsPerLaneWave64, Integer vgprGranuleWave64, Integer vgprsPerLaneWave32, Integer vgprGranuleWave32,
        int maxVgprsPerThread,
        Integer sgprsPerSimd, Integer sgprGranule, int sgprTrapReserve, int maxSgprsPerWave,
        int ldsPerCu, Integer ldsPerWgp, int maxLdsPerGroup, int ldsGranule,
        int barrierGroupsPerCu, Integer barrierGroupsPerWgp,
        Map<String, String> sources) implements Architecture {

    public AmdArch {
        Fields.requireId(id);
        sources = Fields.sources(sources);
    }

    /** Validates the values read from an architecture file (null = absent) and builds the record. */
    static AmdArch fromJson(
            String id, String name,
            String generation,
            Integer maxThreadsPerGroup,
            Integer defaultWaveSize,
            Integer maxWavesPerSimd,
            Integer hipMaxWavesPerSimd,
            Integer simdsPerCu,
            Integer cusPerWgp,
            Integer vgprsPerLaneWave64,
            Integer vgprGranuleWave64,
            Integer vgprsPerLaneWave32,
            Integer vgprGranuleWave32,
            Integer maxVgprsPerThread,
            Integer sgprsPerSimd,
            Integer sgprGranule,
            Integer sgprTrapReserve,
            Integer maxSgprsPerWave,
            Integer ldsPerCu,
            Integer ldsPerWgp,
            Integer maxLdsPerGroup,
            Integer ldsGranule,
            Integer barrierGroupsPerCu,
            Integer barrierGroupsPerWgp,
            Map<String, String> sources) {
        String a = Fields.requireId(id);
        String f = ArchFamily.AMD.jsonName();
        Fields.check(generation == null || generation.equals("gcn") || generation.equals("cdna") || generation.equals("rdna"), a,
                "field \"generation\" must be \"gcn\", \"cdna\" or \"rdna\", got \"" + generation + "\".");
        boolean wave64 = vgprsPerLaneWave64 != null;
        boolean wave32 = vgprsPerLaneWave32 != null;
        Fields.check(wave64 || wave32, a, "give \"vgprsPerLaneWave64\" and/or \"vgprsPerLaneWave32\": at least one wave size must be supported.");
        int maxWaves = Fields.require(a, f, "maxWavesPerSimd", maxWavesPerSimd, 1);
        AmdArch arch = new AmdArch(a, Fields.nameOr(name, a), generation == null ? (cusPerWgp != null ? "rdna" : "gcn") : generation,
                Fields.require(a, f, "maxThreadsPerGroup", maxThreadsPerGroup, 1),
                Fields.require(a, f, "defaultWaveSize", defaultWaveSize, 1),
                maxWaves,
                hipMaxWavesPerSimd == null ? maxWaves : Fields.require(a, f, "hipMaxWavesPerSimd", hipMaxWavesPerSimd, 1),
                Fields.require(a, f, "simdsPerCu", simdsPerCu, 1),
                Fields.optional(a, "cusPerWgp", cusPerWgp, 1),
                Fields.optional(a, "vgprsPerLaneWave64", vgprsPerLaneWave64, 1),
                wave64 ? (Integer) Fields.require(a, f, "vgprGranuleWave64", vgprGranuleWave64, 1) : null,
                Fields.optional(a, "vgprsPerLaneWave32", vgprsPerLaneWave32, 1),
                wave32 ? (Integer) Fields.require(a, f, "vgprGranuleWave32", vgprGranuleWave32, 1) : null,
                Fields.require(a, f, "maxVgprsPerThread", maxVgprsPerThread, 1),
                Fields.optional(a, "sgprsPerSimd", sgprsPerSimd, 1),
                sgprsPerSimd != null ? (Integer) Fields.require(a, f, "sgprGranule", sgprGranule, 1) : sgprGranule,
                sgprTrapReserve == null ? 0 : Fields.require(a, f, "sgprTrapReserve", sgprTrapReserve, 0),
                Fields.require(a, f, "maxSgprsPerWave", maxSgprsPerWave, 1),
                Fields.require(a, f, "ldsPerCu", ldsPerCu, 1),
                cusPerWgp != null ? (Integer) Fields.require(a, f, "ldsPerWgp", ldsPerWgp, 1) : Fields.optional(a, "ldsPerWgp", ldsPerWgp, 1),
                Fields.require(a, f, "maxLdsPerGroup", maxLdsPerGroup, 0),
                Fields.require(a, f, "ldsGranule", ldsGranule, 1),
                Fields.require(a, f, "barrierGroupsPerCu", barrierGroupsPerCu, 1),
                cusPerWgp != null ? (Integer) Fields.require(a, f, "barrierGroupsPerWgp", barrierGroupsPerWgp, 1)
                        : Fields.optional(a, "barrierGroupsPerWgp", barrierGroupsPerWgp, 1),
                sources);
        Fields.check(arch.supportsWaveSize(arch.defaultWaveSize), a, "defaultWaveSize " + arch.defaultWaveSize
                + " has no VGPR numbers (vgprsPerLaneWave" + arch.defaultWaveSize + ").");
        // A work-group runs on one CU: its waves (at the widest wave size) must fit in the CU's wave slots.
        long cuThreads = (long) arch.simdsPerCu * arch.maxWavesPerSimd * (arch.supportsWaveSize(64) ? 64 : 32);
        Fields.check(arch.maxThreadsPerGroup <= cuThreads, a, "maxThreadsPerGroup (" + arch.maxThreadsPerGroup
                + ") must fit in one CU (simdsPerCu x maxWavesPerSimd x wave size = " + cuThreads + " threads): a larger"
                + " work-group could never launch.");
        Fields.check(arch.maxLdsPerGroup <= arch.ldsPerCu, a, "maxLdsPerGroup (" + arch.maxLdsPerGroup
                + " B) must fit in ldsPerCu (" + arch.ldsPerCu + " B).");
        return arch;
    }

    @Override
    public ArchFamily family() {
        return ArchFamily.AMD;
    }

    /** This architecture modelled without a trap handler: no SGPRs reserved for it (same id, " (no trap handler)"). */
    public AmdArch withoutTrapHandler() {
        return sgprTrapReserve == 0 ? this : new AmdArch(id, name + " (no trap handler)", generation, maxThreadsPerGroup,
                defaultWaveSize, maxWavesPerSimd, hipMaxWavesPerSimd, simdsPerCu, cusPerWgp, vgprsPerLaneWave64,
                vgprGranuleWave64, vgprsPerLaneWave32, vgprGranuleWave32, maxVgprsPerThread, sgprsPerSimd, sgprGranule,
                0, maxSgprsPerWave, ldsPerCu, ldsPerWgp, maxLdsPerGroup, ldsGranule, barrierGroupsPerCu,
                barrierGroupsPerWgp, sources);
    }

    /** True for 32 or 64 when the architecture has VGPR numbers for that wave size. */
    public boolean supportsWaveSize(int waveSize) {
        return (waveSize == 64 && vgprsPerLaneWave64 != null) || (waveSize == 32 && vgprsPerLaneWave32 != null);
    }

    /** True on RDNA, where a work-group can be placed on a WGP (2 CUs) or, in CU mode, on one CU. */
    public boolean hasWgpMode() {
        return cusPerWgp != null;
    }
}
