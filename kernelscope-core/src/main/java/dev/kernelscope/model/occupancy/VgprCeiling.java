/*
 * The VGPR ceiling LLVM's AMDGPU backend compiles a kernel under, from its launch bounds (seed 004, kernel 4: HIP
 * spilled to scratch until __launch_bounds__ lowered the bound). The compiler must leave room for the largest
 * group the kernel may be launched with: ceil(ceil(T / wave) / SIMDs the group shares) waves on one SIMD, so each
 * may have alignDown(VGPR file / waves, granule) VGPRs, at most the addressable 256 (512 on CDNA).
 */
package dev.kernelscope.model.occupancy;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.AmdArch;

/**
 * Rules from LLVM's AMDGPUBaseInfo.cpp: getWavesPerEUForWorkGroup = divideCeil(waves per group, getEUsPerCU),
 * getEUsPerCU = 2 in CU mode on gfx10+ and 4 otherwise (4 SIMDs of a GCN/CDNA CU or of an RDNA WGP),
 * getMaxNumVGPRs = min(alignDown(total VGPRs / waves per EU, granule), addressable VGPRs); an explicit
 * amdgpu_waves_per_eu minimum below the one the group size implies is ignored (AMDGPUSubtarget::getWavesPerEU).
 *
 * @param maxThreadsPerGroup the bound: HIP __launch_bounds__(T), OpenCL reqd_work_group_size or clang's
 *        amdgpu_flat_work_group_size(1, T); HIP's default is 1,024 (clang --gpu-max-threads-per-block), OpenCL's 256
 * @param requestedWavesPerSimd amdgpu_waves_per_eu(N) minimum, 0 when none is requested
 * @param simdsSharedByGroup SIMDs a group's waves spread over (LLVM's EUs per CU)
 * @param registerFile VGPRs per SIMD lane at this wave size; granule its allocation granule
 * @param addressable VGPRs one thread can address
 * @param largestGroup the architecture's largest work-group
 */
@JsonPropertyOrder({"arch", "waveSize", "mode", "maxThreadsPerGroup", "requestedWavesPerSimd", "simdsSharedByGroup",
        "wavesPerGroup", "wavesPerSimd", "ceiling", "registerFile", "granule", "addressable", "largestGroup"})
public record VgprCeiling(String arch, int waveSize, UnitMode mode, int maxThreadsPerGroup, int requestedWavesPerSimd,
        int simdsSharedByGroup, int registerFile, int granule, int addressable, int largestGroup) {

    /** OpenCL kernels without reqd_work_group_size: clang gives them amdgpu-flat-work-group-size "1,256". */
    public static final int OPENCL_DEFAULT_BOUND = 256;
    /** HIP kernels without __launch_bounds__: clang's --gpu-max-threads-per-block default. */
    public static final int HIP_DEFAULT_BOUND = 1024;

    /**
     * The ceiling on {@code arch} for groups of at most {@code maxThreadsPerGroup} threads; {@code waveSize} 0 takes
     * the architecture's default, {@code mode} null takes WGP mode on RDNA (HIP's and OpenCL's default).
     */
    public static VgprCeiling of(AmdArch arch, int maxThreadsPerGroup, int requestedWavesPerSimd, int waveSize,
            UnitMode mode) {
        int wave = waveSize == 0 ? arch.defaultWaveSize() : waveSize;
        if (!arch.supportsWaveSize(wave)) {
            throw new InvalidInputException("wave size " + wave + " is not supported on " + arch.id() + ".");
        }
        if (mode == UnitMode.CU && !arch.hasWgpMode()) {
            throw new InvalidInputException(arch.id() + " has no CU mode (only RDNA, gfx10 and later, chooses between"
                    + " WGP and CU mode); leave out --mode.");
        }
        if (maxThreadsPerGroup < 1 || maxThreadsPerGroup > arch.maxThreadsPerGroup()) {
            throw new InvalidInputException("a group bound of " + maxThreadsPerGroup + " threads is outside 1 to "
                    + arch.maxThreadsPerGroup() + " on " + arch.id() + ".");
        }
        if (requestedWavesPerSimd < 0 || requestedWavesPerSimd > arch.maxWavesPerSimd()) {
            throw new InvalidInputException("--min-waves-per-simd " + requestedWavesPerSimd + " is outside 0 to "
                    + arch.maxWavesPerSimd() + " (the wave slots of a SIMD on " + arch.id() + ").");
        }
        UnitMode placement = arch.hasWgpMode() ? (mode == null ? UnitMode.WGP : mode) : null;
        int simds = placement == UnitMode.WGP ? arch.simdsPerCu() * arch.cusPerWgp() : arch.simdsPerCu();
        int file = wave == 32 ? arch.vgprsPerLaneWave32() : arch.vgprsPerLaneWave64();
        int granule = wave == 32 ? arch.vgprGranuleWave32() : arch.vgprGranuleWave64();
        return new VgprCeiling(arch.id(), wave, placement, maxThreadsPerGroup, requestedWavesPerSimd, simds, file,
                granule, arch.maxVgprsPerThread(), arch.maxThreadsPerGroup());
    }

    @JsonProperty
    public int wavesPerGroup() {
        return Math.ceilDiv(maxThreadsPerGroup, waveSize);
    }

    /** Waves one SIMD must hold: what the largest group puts there, or the requested minimum if that is more. */
    @JsonProperty
    public int wavesPerSimd() {
        return Math.max(Math.ceilDiv(wavesPerGroup(), simdsSharedByGroup), requestedWavesPerSimd);
    }

    /** VGPRs per thread the compiler may use; a kernel that needs more spills to scratch. */
    @JsonProperty
    public int ceiling() {
        int share = registerFile / wavesPerSimd();
        return Math.min(share - share % granule, addressable);
    }

    /** True when {@code vgprs} exceed the ceiling: the compiler spills the rest to scratch memory. */
    public boolean spills(int vgprs) {
        return vgprs > ceiling();
    }

    /**
     * The largest group bound, a multiple of the wave size, under which {@code vgprs} VGPRs fit (0 when none does:
     * the kernel needs more than the addressable VGPRs).
     */
    public int largestBoundFor(int vgprs) {
        for (int threads = largestGroup / waveSize * waveSize; threads >= waveSize; threads -= waveSize) {
            VgprCeiling bound = new VgprCeiling(arch, waveSize, mode, threads, requestedWavesPerSimd,
                    simdsSharedByGroup, registerFile, granule, addressable, largestGroup);
            if (!bound.spills(vgprs)) {
                return threads;
            }
        }
        return 0;
    }
}
