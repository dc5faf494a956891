/*
 * AMD occupancy (GCN, CDNA, RDNA 1-4) with LLVM's and the HIP runtime's rules, rounded to whole work-groups,
 * plus LLVM's per-wave "compiler occupancy". A unit is a CU, or on RDNA in WGP mode a WGP (2 CUs, 4 SIMDs).
 * Views: hardware (default), compiler (LLVM's number headlined), hip (hipOccupancyMaxActiveBlocksPerMultiprocessor).
 */
package dev.kernelscope.model.occupancy;

import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.ArchFamily;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.VendorTerms;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;

final class AmdOccupancy extends OccupancyModel {
    private final AmdArch arch;
    private final int maxWaves;
    private final int hipMaxWaves;
    private final boolean sgprsLimit;
    private final int sgprTotal;
    private final int sgprGranule;

    AmdOccupancy(AmdArch arch) {
        this.arch = arch;
        this.maxWaves = arch.maxWavesPerSimd();
        this.hipMaxWaves = arch.hipMaxWavesPerSimd();
        this.sgprsLimit = arch.sgprsPerSimd() != null;
        this.sgprTotal = sgprsLimit ? arch.sgprsPerSimd() : 0;
        this.sgprGranule = sgprsLimit ? arch.sgprGranule() : 1;
    }

    @Override
    public Architecture arch() {
        return arch;
    }

    @Override
    public String unitName(OccupancyQuery query) {
        return wgp(query) ? "WGP" : "CU";
    }

    @Override
    VendorTerms vocabulary() {
        return VendorTerms.of(ArchFamily.AMD);
    }

    private boolean wgp(OccupancyQuery q) {
        return arch.hasWgpMode() && q.mode() != UnitMode.CU;
    }

    private int waveSize(OccupancyQuery q) {
        return q.waveSize() == 0 ? arch.defaultWaveSize() : q.waveSize();
    }

    private int vgprTotal(int waveSize) {
        return waveSize == 32 ? arch.vgprsPerLaneWave32() : arch.vgprsPerLaneWave64();
    }

    private int vgprGranule(int waveSize) {
        return waveSize == 32 ? arch.vgprGranuleWave32() : arch.vgprGranuleWave64();
    }

    private int simds(boolean wgp) {
        return wgp ? arch.simdsPerCu() * arch.cusPerWgp() : arch.simdsPerCu();
    }

    private int ldsPerUnit(boolean wgp) {
        return wgp ? arch.ldsPerWgp() : arch.ldsPerCu();
    }

    private void validate(OccupancyQuery q, int waveSize) {
        String id = arch.id();
        if (!arch.supportsWaveSize(waveSize)) {
            throw invalid("wave size " + waveSize + " is not supported on " + id + (arch.hasWgpMode()
                    ? "." : ": GCN and CDNA run wave64 only."));
        }
        if (q.mode() != null && !arch.hasWgpMode()) {
            throw invalid("mode " + q.mode().key() + " applies only to RDNA (gfx10 and later); " + id
                    + " always places a work-group on one CU.");
        }
        if (q.scalarRegisters() > arch.maxSgprsPerWave()) {
            throw invalid(q.scalarRegisters() + " SGPRs per wave exceeds " + id + "'s maximum of " + arch.maxSgprsPerWave() + ".");
        }
        checkThreads(q, arch.maxThreadsPerGroup(), "work-group");
        checkRegisters(q, arch.maxVgprsPerThread(), "VGPRs");
        checkShared(q, arch.maxLdsPerGroup(), "LDS");
    }

    /** Waves per SIMD the VGPRs allow, not clamped to the wave slots (0 VGPRs: unlimited). */
    private int vgprWaves(int vgprs, int waveSize) {
        return vgprs == 0 ? GroupLimits.UNLIMITED : vgprTotal(waveSize) / roundUp(vgprs, vgprGranule(waveSize));
    }

    /**
     * Waves per SIMD the SGPRs allow (gfx9 and older; at least 1), not clamped to the wave slots, in every view.
     * An HSA (ROCm/HIP) code object always has a trap handler, which takes 16 SGPRs of every wave's share: LLVM's
     * AMDGPUBaseInfo.cpp getMaxNumSGPRs(WavesPerEU) budgets alignDown(800 / WavesPerEU - TRAP_NUM_SGPRS, 16) when
     * FeatureTrapHandler is set (AMDGPUBaseInfo.h: TRAP_NUM_SGPRS = 16), so a kernel of S SGPRs fits
     * 800 / (alignUp(S, 16) + 16) waves: gfx900 at 96 SGPRs fits 7 waves per SIMD, not 8 (800 / 112). The
     * arch's sgprTrapReserve (--no-trap-handler or an arch file's "sgprTrapReserve": 0) models a target without one.
     */
    private int sgprWaves(int sgprs) {
        if (!sgprsLimit || sgprs == 0) {
            return GroupLimits.UNLIMITED;
        }
        return Math.max(1, sgprTotal / (roundUp(sgprs, sgprGranule) + arch.sgprTrapReserve()));
    }

    private static int groupsFromWaves(int simds, int wavesPerSimd, int wavesPerGroup) {
        return wavesPerSimd == GroupLimits.UNLIMITED ? GroupLimits.UNLIMITED : (int) ((long) simds * wavesPerSimd / wavesPerGroup);
    }

    @Override
    OccupancyCore compute(OccupancyQuery q) {
        int waveSize = waveSize(q);
        validate(q, waveSize);
        boolean wgp = wgp(q);
        boolean hip = q.view() == View.HIP;
        int simds = simds(wgp);
        int lds = ldsPerUnit(wgp);
        int waves = ceilDiv(q.threadsPerGroup(), waveSize);
        int slotsPerSimd = hip ? hipMaxWaves : maxWaves;
        int vgpr = vgprWaves(q.registersPerThread(), waveSize);
        int shared = q.sharedBytesPerGroup();
        int barriers = waves == 1 ? GroupLimits.UNLIMITED : (wgp ? arch.barrierGroupsPerWgp() : arch.barrierGroupsPerCu());

        int[] limits = newLimits();
        limits[Limiter.WAVES.ordinal()] = simds * slotsPerSimd / waves;
        limits[Limiter.REGISTERS.ordinal()] = groupsFromWaves(simds, vgpr, waves);
        if (sgprsLimit) {
            limits[Limiter.SCALAR_REGISTERS.ordinal()] = groupsFromWaves(simds, sgprWaves(q.scalarRegisters()), waves);
        }
        // The HIP runtime divides LDS by the exact bytes (no allocation granule) and has no barrier limit.
        limits[Limiter.SHARED.ordinal()] = shared == 0 ? GroupLimits.UNLIMITED : lds / (hip ? shared : roundUp(shared, arch.ldsGranule()));
        limits[Limiter.BARRIERS.ordinal()] = hip ? GroupLimits.ABSENT : barriers;
        // The spec's AMD `groups` limit is the work-group cap min(slots, barriers), so it ties with whichever of the two
        // sets it: a slot-bound 1024-thread GCN group reports both `waves` and `groups`.
        limits[Limiter.GROUPS.ordinal()] = Math.min(limits[Limiter.WAVES.ordinal()], hip ? GroupLimits.UNLIMITED : barriers);

        int compiler = compilerWaves(q, simds, lds, waves, vgpr, barriers);
        OccupancyCore hardware = finish(limits, waves, simds * slotsPerSimd, waveSize, simds, compiler);
        if (q.view() != View.COMPILER) {
            return hardware;
        }
        int mask = compilerLimiters(q, simds, lds, waves, vgpr, barriers, compiler);
        return new OccupancyCore(hardware.groupsPerUnit(), waves, compiler * simds, simds * maxWaves, (double) compiler / maxWaves,
                mask, hardware.limits(), waveSize, simds, compiler);
    }

    /** LLVM's group count before waves: min(slots, barriers, LDS without granule). */
    private int compilerGroups(OccupancyQuery q, int simds, int lds, int waves, int barriers) {
        int slots = simds * maxWaves / waves;
        int ldsGroups = q.sharedBytesPerGroup() == 0 ? GroupLimits.UNLIMITED : lds / q.sharedBytesPerGroup();
        return Math.min(slots, Math.min(barriers, ldsGroups));
    }

    /** LLVM's occupancy: waves per SIMD, per wave, with no rounding to whole work-groups ("; Occupancy: N"). */
    private int compilerWaves(OccupancyQuery q, int simds, int lds, int waves, int vgpr, int barriers) {
        int groupWaves = Math.min(maxWaves, ceilDiv(compilerGroups(q, simds, lds, waves, barriers) * waves, simds));
        int sgpr = sgprWaves(q.scalarRegisters());
        return Math.min(groupWaves, Math.min(Math.min(maxWaves, vgpr), Math.min(maxWaves, sgpr)));
    }

    /** Which of LLVM's terms set its number (ties included). */
    private int compilerLimiters(OccupancyQuery q, int simds, int lds, int waves, int vgpr, int barriers, int compiler) {
        int mask = 0;
        if (vgpr == compiler) {
            mask |= Limiter.REGISTERS.bit();
        }
        if (sgprWaves(q.scalarRegisters()) == compiler) {
            mask |= Limiter.SCALAR_REGISTERS.bit();
        }
        int slots = simds * maxWaves / waves;
        int ldsGroups = q.sharedBytesPerGroup() == 0 ? GroupLimits.UNLIMITED : lds / q.sharedBytesPerGroup();
        int groups = Math.min(slots, Math.min(barriers, ldsGroups));
        int groupWaves = ceilDiv(groups * waves, simds);
        if (groupWaves >= maxWaves && compiler == maxWaves) {
            mask |= Limiter.WAVES.bit() | Limiter.GROUPS.bit();
        } else if (groupWaves == compiler) {
            mask |= slots == groups ? Limiter.WAVES.bit() | Limiter.GROUPS.bit() : 0;
            mask |= barriers == groups ? Limiter.BARRIERS.bit() | Limiter.GROUPS.bit() : 0;
            mask |= ldsGroups == groups ? Limiter.SHARED.bit() : 0;
        }
        return mask;
    }

    /**
     * gfx9 and older: the SGPR file (seeds 000/003: 512 up to GCN3, 800 from it, "3,200 SGPRs per CU, 12.5 KiB"; the
     * 512 and 800 are per SIMD though the article says per CU) and whether the trap handler's SGPRs are charged.
     */
    @Override
    List<String> assumptions(OccupancyQuery query) {
        if (!sgprsLimit) {
            return super.assumptions(query);
        }
        return List.of(sgprFile(), arch.sgprTrapReserve() > 0
                ? arch.sgprTrapReserve() + " SGPRs per wave are reserved for the HSA trap handler, as on every ROCm/HIP"
                        + " target (LLVM getMaxNumSGPRs); --no-trap-handler models a target without one."
                : "no SGPRs are reserved for a trap handler (a target without one; ROCm/HIP targets reserve 16 per"
                        + " wave).");
    }

    /** "SGPR file: 800 per SIMD x 4 SIMDs = 3,200 per CU (12.5 KiB of 32-bit registers), allocated to a wave in 16s." */
    private String sgprFile() {
        int perCu = sgprTotal * arch.simdsPerCu();
        return String.format(Locale.ROOT, "SGPR file: %,d per SIMD x %d SIMDs = %,d per CU (%s KiB of 32-bit"
                + " registers), allocated to a wave in %ds.", sgprTotal, arch.simdsPerCu(), perCu,
                new BigDecimal(perCu * 4L).divide(BigDecimal.valueOf(1024)).stripTrailingZeros().toPlainString(),
                sgprGranule);
    }

    @Override
    int rank(OccupancyQuery query, OccupancyCore core) {
        return query.view() == View.COMPILER ? core.compilerOccupancy() : core.groupsPerUnit();
    }

    @Override
    String gain(OccupancyQuery q, OccupancyCore now, OccupancyCore better, String unit) {
        if (q.view() != View.COMPILER) {
            return super.gain(q, now, better, unit);
        }
        return "to raise LLVM's occupancy from " + now.compilerOccupancy() + " to " + better.compilerOccupancy() + " waves per SIMD";
    }

    @Override
    IdleResources idle(OccupancyQuery q, OccupancyCore core) {
        int waveSize = core.waveSize();
        boolean wgp = wgp(q);
        long bytesPerRegister = 4L * waveSize;
        long registerFile = (long) core.simdsPerUnit() * vgprTotal(waveSize) * bytesPerRegister;
        int allocated = q.registersPerThread() == 0 ? 0 : roundUp(q.registersPerThread(), vgprGranule(waveSize));
        long registersUsed = (long) core.groupsPerUnit() * core.wavesPerGroup() * allocated * bytesPerRegister;
        int shared = q.sharedBytesPerGroup();
        long sharedPerGroup = q.view() == View.HIP ? shared : roundUp(shared, arch.ldsGranule());
        return IdleResources.of(registerFile, registersUsed, ldsPerUnit(wgp), core.groupsPerUnit() * sharedPerGroup);
    }

    @Override
    OccupancyResult result(OccupancyQuery q, OccupancyCore core, IdleResources idle, List<Advice> advice, List<String> assumptions) {
        return new OccupancyResult(arch.id(), unitName(q), core.waveSize(), arch.hasWgpMode() ? (wgp(q) ? UnitMode.WGP : UnitMode.CU) : null,
                q.view(), q.threadsPerGroup(), q.registersPerThread(), q.scalarRegisters(), q.sharedBytesPerGroup(),
                core.wavesPerGroup(), core.groupsPerUnit(), core.wavesPerUnit(), core.wavesPerSimd(), core.maxWavesPerUnit(),
                core.occupancy(), core.compilerOccupancy(), core.limiters(), core.limits(), idle, advice, assumptions,
                lanes(q, core), GroupSizeAdvisor.advise(this, q, core), warnings(q, core));
    }
}
