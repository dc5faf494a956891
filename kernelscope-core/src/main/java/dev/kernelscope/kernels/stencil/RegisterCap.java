/*
 * The register cap a minimum of resident groups per unit implies (MIN_GROUPS), for compilers that take a cap but no
 * launch bound: NVIDIA's OpenCL compiler reads -cl-nv-maxrregcount=N, while CUDA gets __launch_bounds__(threads,
 * MIN_GROUPS) from the kernel itself. N is what __launch_bounds__ makes ptxas allow, read off the occupancy model.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.device.BackendKind;
import dev.kernelscope.device.Device;
import dev.kernelscope.model.arch.ArchFamily;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.arch.NvidiaArch;
import dev.kernelscope.model.occupancy.Limiter;
import dev.kernelscope.model.occupancy.Occupancy;
import dev.kernelscope.model.occupancy.OccupancyCore;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

public final class RegisterCap {
    /** ptxas's highest register count per thread (the model's 256 is cudaOccRegAllocationMaxPerThread's). */
    static final int PTXAS_MAX_REGISTERS = 255;
    /** The preset used when the device's own architecture is not an NVIDIA preset the model knows. */
    static final String FALLBACK_PRESET = "sm_90";
    private static final String OPTION = "-cl-nv-maxrregcount=";
    /** Tells the kernel a cap is in effect (08_packed.cl then declares no reqd_work_group_size). */
    private static final String DEFINE = "-DKERNELSCOPE_REGISTER_CAP=";

    private RegisterCap() {
    }

    /**
     * The most registers per thread at which {@code minGroups} groups of {@code threads} fit one unit's register file
     * on {@code arch} (per-warp allocation granularity and sub-partitions as the occupancy model counts them): what
     * __launch_bounds__(threads, minGroups) bounds. The groups asked for are first lowered to what the unit holds
     * with no registers at all (threads and groups per unit), so the cap never goes below what that residency needs;
     * empty when {@code minGroups} is 0 (no minimum) or the group does not fit the unit.
     */
    public static OptionalInt forMinGroups(NvidiaArch arch, int threads, int minGroups) {
        if (minGroups <= 0 || threads < 1) {
            return OptionalInt.empty();
        }
        OccupancyCore free = Occupancy.core(OccupancyQuery.of(arch, threads, 0, 0));
        int groups = Math.min(minGroups, free.groupsPerUnit());
        if (groups < 1) {
            return OptionalInt.empty();
        }
        for (int r = Math.min(PTXAS_MAX_REGISTERS, arch.maxRegistersPerThread()); r >= 1; r--) {
            OptionalInt byRegisters = Occupancy.core(OccupancyQuery.of(arch, threads, r, 0)).limits()
                    .limit(Limiter.REGISTERS);
            if (byRegisters.isEmpty() || byRegisters.getAsInt() >= groups) {
                return OptionalInt.of(r);
            }
        }
        return OptionalInt.empty();
    }

    /**
     * True where MIN_GROUPS reaches the compiler: the CUDA backend (the kernel's __launch_bounds__) and NVIDIA's OpenCL
     * platform (compilerOptions); elsewhere the parameter changes nothing.
     */
    public static boolean appliesTo(Device device) {
        return device.backend() == BackendKind.CUDA || device.backend() == BackendKind.OPENCL
                && device.vendor().toUpperCase(Locale.ROOT).contains("NVIDIA");
    }

    /**
     * The compiler options that carry a MIN_GROUPS register bound to {@code device}'s compiler: -cl-nv-maxrregcount on
     * NVIDIA's OpenCL platform only, with -DKERNELSCOPE_REGISTER_CAP so the kernel leaves out reqd_work_group_size
     * (other OpenCL compilers reject options they do not know; the CUDA backend has the kernel's __launch_bounds__,
     * under which ptxas would ignore a --maxrregcount anyway).
     */
    public static List<String> compilerOptions(Device device, int threads, long minGroups) {
        if (minGroups <= 0 || device.backend() != BackendKind.OPENCL || !appliesTo(device)) {
            return List.of();
        }
        OptionalInt cap = forMinGroups(nvidiaPreset(device.archPreset()), threads,
                (int) Math.min(minGroups, Integer.MAX_VALUE));
        // the define lets the kernel drop reqd_work_group_size, a launch bound under which ptxas ignores the cap
        return cap.isPresent() ? List.of(OPTION + cap.getAsInt(), DEFINE + cap.getAsInt()) : List.of();
    }

    /** The device's NVIDIA preset, or sm_90's where the model has none for it. */
    static NvidiaArch nvidiaPreset(String presetId) {
        Architecture arch = ArchRegistry.presets().find(presetId)
                .filter(a -> a.family() == ArchFamily.NVIDIA)
                .orElseGet(() -> ArchRegistry.presets().get(FALLBACK_PRESET));
        return (NvidiaArch) arch;
    }
}
