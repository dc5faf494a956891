/*
 * The full occupancy answer for one query, with stable JSON keys (documented in the README's occupancy section):
 * groups, waves, occupancy, the limiters, every resource's group limit, idle resources, advice and, for the
 * parameterized PowerVR/Apple models, the assumptions behind the numbers.
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * JSON keys, always present: arch, unit, waveSize, threadsPerGroup, registersPerThread, sharedBytesPerGroup,
 * wavesPerGroup, groupsPerUnit, wavesPerUnit, maxWavesPerUnit, occupancy (a fraction 0-1), limiters (names),
 * limits (see {@link GroupLimits}), idle (see {@link IdleResources}), advice (possibly empty), lanes (see
 * {@link LaneUtilization}: idle lanes of a partial or packed wave), groupSizeAdvice (seeds 000/003 and 001, possibly
 * empty), warnings (one group per unit with barriers; PowerVR barriers across tasks; possibly empty).
 * AMD adds mode (wgp|cu, RDNA only), view, scalarRegisters, wavesPerSimd and compilerOccupancy (LLVM's waves per SIMD);
 * PowerVR and Apple add assumptions.
 *
 * @param unit               what a group must fit in: SM, CU, WGP, USC, core
 * @param groupsPerUnit      resident groups per unit; 0 = these resources together cannot launch
 * @param wavesPerUnit       resident waves per unit (AMD compiler view: LLVM's waves per SIMD x SIMDs per unit)
 * @param wavesPerSimd       AMD: resident waves per SIMD (fractional when single-wave groups do not fill all SIMDs)
 * @param compilerOccupancy  AMD: what LLVM prints as "; Occupancy: N" (waves per SIMD, no rounding to whole groups)
 */
@JsonPropertyOrder({"arch", "unit", "waveSize", "mode", "view", "threadsPerGroup", "registersPerThread", "scalarRegisters",
        "sharedBytesPerGroup", "wavesPerGroup", "groupsPerUnit", "wavesPerUnit", "wavesPerSimd", "maxWavesPerUnit",
        "occupancy", "compilerOccupancy", "limiters", "limits", "idle", "advice", "lanes", "groupSizeAdvice", "warnings",
        "assumptions"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record OccupancyResult(
        String arch, String unit, int waveSize, UnitMode mode, View view,
        int threadsPerGroup, int registersPerThread, Integer scalarRegisters, int sharedBytesPerGroup,
        int wavesPerGroup, int groupsPerUnit, int wavesPerUnit, Double wavesPerSimd, int maxWavesPerUnit,
        double occupancy, Integer compilerOccupancy,
        List<Limiter> limiters, GroupLimits limits, IdleResources idle, List<Advice> advice, List<String> assumptions,
        LaneUtilization lanes, List<GroupSizeAdvisor.GroupSizeAdvice> groupSizeAdvice, List<String> warnings) {

    /** Occupancy as a percentage string, e.g. "43.75%". */
    @JsonIgnore
    public String occupancyPercent() {
        return Percent.format(occupancy);
    }

    /** Limiter names joined by '|'. */
    @JsonIgnore
    public String limitersJoined() {
        StringBuilder sb = new StringBuilder();
        for (Limiter limiter : limiters) {
            sb.append(sb.isEmpty() ? "" : "|").append(limiter.key());
        }
        return sb.toString();
    }
}
