/*
 * Lanes a work-group leaves idle (seed 001: non-standard sizes leave warps underpopulated): a group of T threads
 * occupies ceil(T / wave) whole waves, so a 48-thread group on a 32-wide PowerVR task or a 96-thread group on a
 * GCN wave64 pays for 64 or 128 lanes. The occupancy model counts whole waves; this says how many of their lanes work.
 * (PowerVR packs several 4/8/16-item groups with a compile-time size into one task; that packing is not modelled.)
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.Architecture;

public record LaneUtilization(int threadsPerGroup, int waveSize) {
    public LaneUtilization {
        if (threadsPerGroup < 1 || waveSize < 1) {
            throw new InvalidInputException("threads per group and wave size must be at least 1 (got "
                    + threadsPerGroup + " and " + waveSize + ").");
        }
    }

    /** With the architecture's default wave (warp, wavefront, task, SIMD-group) size. */
    public static LaneUtilization of(Architecture arch, int threadsPerGroup) {
        return new LaneUtilization(threadsPerGroup, arch.defaultWaveSize());
    }

    public int waves() {
        return Math.ceilDiv(threadsPerGroup, waveSize);
    }

    public int lanes() {
        return waves() * waveSize;
    }

    public int idleLanes() {
        return lanes() - threadsPerGroup;
    }

    /** threads / lanes: 1.0 for a multiple of the wave, 0.75 for 48 threads on wave32 or 96 on wave64. */
    public double utilization() {
        return (double) threadsPerGroup / lanes();
    }
}
