/*
 * The cheap part of an occupancy answer (no idle resources, no advice): what --batch and sweeps need.
 * Built by OccupancyModel.core with a handful of integer operations and two small allocations.
 */
package dev.kernelscope.model.occupancy;

import java.util.List;

/**
 * @param groupsPerUnit     resident groups per unit (0 = cannot launch with these resources together)
 * @param wavesPerGroup     waves per group, ceil(threads / wave size)
 * @param wavesPerUnit      resident waves per unit (AMD compiler view: LLVM's waves per SIMD x SIMDs)
 * @param maxWavesPerUnit   wave slots per unit
 * @param occupancy         wavesPerUnit / maxWavesPerUnit, a fraction in [0, 1]
 * @param limiterMask       bit mask of {@link Limiter}s whose limit equals the answer
 * @param limits            each resource's group limit
 * @param waveSize          the wave size used
 * @param simdsPerUnit      AMD: SIMDs per unit (4 per CU or WGP, 2 per RDNA CU); 0 elsewhere
 * @param compilerOccupancy AMD: LLVM's waves per SIMD; -1 elsewhere
 */
public record OccupancyCore(int groupsPerUnit, int wavesPerGroup, int wavesPerUnit, int maxWavesPerUnit, double occupancy,
                            int limiterMask, GroupLimits limits, int waveSize, int simdsPerUnit, int compilerOccupancy) {

    /** Limiter names joined by '|', e.g. "waves|registers" (precomputed strings, no allocation). */
    public String limitersJoined() {
        return Limiter.join(limiterMask);
    }

    public List<Limiter> limiters() {
        return Limiter.list(limiterMask);
    }

    /** AMD: resident waves per SIMD (may be fractional when single-wave groups do not fill every SIMD); NaN elsewhere. */
    public double wavesPerSimd() {
        return simdsPerUnit == 0 ? Double.NaN : (double) wavesPerUnit / simdsPerUnit;
    }
}
