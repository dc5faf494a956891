/*
 * Lanes a work-group leaves idle (seed 001: non-standard sizes leave warps underpopulated): a group of T threads
 * occupies ceil(T / wave) whole waves, so a 48-thread group on a 32-wide PowerVR task or a 96-thread group on a
 * GCN wave64 pays for 64 or 128 lanes. Where several small groups share one wave (PowerVR packs groups of 16 or fewer
 * work-items with a compile-time size), each group takes wave / groupsPerWave lanes instead.
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.Architecture;

/** JSON keys: threadsPerGroup, waveSize, groupsPerWave, waves, lanes, idleLanes, utilization. */
@JsonPropertyOrder({"threadsPerGroup", "waveSize", "groupsPerWave", "waves", "lanes", "idleLanes", "utilization"})
public record LaneUtilization(int threadsPerGroup, int waveSize, int groupsPerWave) {
    public LaneUtilization {
        if (threadsPerGroup < 1 || waveSize < 1 || groupsPerWave < 1) {
            throw new InvalidInputException("threads per group, wave size and groups per wave must be at least 1 (got "
                    + threadsPerGroup + ", " + waveSize + " and " + groupsPerWave + ").");
        }
        if (groupsPerWave > 1 && (long) threadsPerGroup * groupsPerWave > waveSize) {
            throw new InvalidInputException(groupsPerWave + " groups of " + threadsPerGroup + " threads do not fit one "
                    + waveSize + "-lane wave.");
        }
    }

    /** One group per wave at least (no packing). */
    public LaneUtilization(int threadsPerGroup, int waveSize) {
        this(threadsPerGroup, waveSize, 1);
    }

    /** With the architecture's default wave (warp, wavefront, task, SIMD-group) size. */
    public static LaneUtilization of(Architecture arch, int threadsPerGroup) {
        return new LaneUtilization(threadsPerGroup, arch.defaultWaveSize());
    }

    /** Waves a group occupies (1 for a packed group, which shares its wave). */
    @JsonProperty
    public int waves() {
        return Math.ceilDiv(threadsPerGroup, waveSize);
    }

    /** Lanes a group occupies: whole waves, or its share of a packed wave. */
    @JsonProperty
    public int lanes() {
        return groupsPerWave > 1 ? waveSize / groupsPerWave : waves() * waveSize;
    }

    @JsonProperty
    public int idleLanes() {
        return lanes() - threadsPerGroup;
    }

    /** threads / lanes: 1.0 for a multiple of the wave, 0.75 for 48 threads on wave32 or 96 on wave64. */
    @JsonProperty
    public double utilization() {
        return (double) threadsPerGroup / lanes();
    }
}
