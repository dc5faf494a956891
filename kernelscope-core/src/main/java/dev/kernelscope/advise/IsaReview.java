/*
 * A kernel's AMDGPU ISA reviewed: the occupancy the AMD model derives from its real register, LDS and wave counts
 * (checked against LLVM's own "; Occupancy:" comment), and findings tied to the seed checklist: wave-invariant loads
 * done per lane (A35/A39), VALU address math per load in loops (R37/R38), hoisted loads and idle values at the VGPR
 * peak (A48/A50), spills and scratch (A2), calls left unresolved.
 */
package dev.kernelscope.advise;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.isa.AmdInstruction;
import dev.kernelscope.model.isa.AmdKernelIsa;
import dev.kernelscope.model.isa.AmdKernelListing;
import dev.kernelscope.model.isa.AmdListing;
import dev.kernelscope.model.occupancy.OccupancyModel;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.model.occupancy.UnitMode;
import dev.kernelscope.model.occupancy.VgprCeiling;
import dev.kernelscope.model.occupancy.View;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * @param isa the analysed listing
 * @param target the gfx processor of the listing
 * @param modelArch the occupancy preset used (the target or its closest relative), empty when none fits
 * @param groupSize work-items per group for the hardware occupancy
 * @param groupSizeFrom where the group size comes from (--local, reqd_work_group_size, or the compiler's default)
 * @param occupancy the hardware occupancy from the real counts, empty without a preset
 * @param compilerView the model's LLVM view ("; Occupancy:") at the flat group size LLVM assumed
 * @param crossCheck one sentence comparing the model's LLVM view with the listing's "; Occupancy:"
 * @param findings what to change, each tied to seed items
 * @param notes what was assumed or could not be known
 */
public record IsaReview(AmdKernelIsa isa, String target, Optional<String> modelArch, int groupSize,
        String groupSizeFrom, Optional<OccupancyResult> occupancy, Optional<OccupancyResult> compilerView,
        String crossCheck, List<IsaFinding> findings, List<String> notes) {

    /**
     * A finding about the ISA.
     *
     * @param seedItems the checklist items it is about (docs/seeds.md), e.g. "A35, A39"
     * @param severity warning or note
     * @param line the listing line it points at (0: the kernel)
     * @param message what and what to change, with the numbers
     */
    public record IsaFinding(String seedItems, Severity severity, int line, String message) {
    }

    public IsaReview {
        findings = List.copyOf(findings);
        notes = List.copyOf(notes);
    }

    /**
     * Reviews one kernel of a listing for {@code target}; {@code launchSizes} is the launch's group, X[, Y[, Z]]
     * (empty: reqd_work_group_size, else the compiler's assumed maximum). A launch group that contradicts
     * reqd_work_group_size cannot launch (CL_INVALID_WORK_GROUP_SIZE): the declared size is modelled and a note says so.
     */
    public static IsaReview of(AmdKernelListing kernel, String target, long[] launchSizes) {
        AmdKernelIsa isa = AmdKernelIsa.of(kernel);
        String processor = target.contains(":") ? target.substring(0, target.indexOf(':')) : target;
        List<String> notes = new ArrayList<>();
        int[] reqd = kernel.requiredWorkGroupSize();
        int reqdSize = reqd.length == 0 ? 0 : java.util.Arrays.stream(reqd).reduce(1, (a, b) -> a * b);
        int flat = reqdSize > 0 ? reqdSize : kernel.maxFlatWorkGroupSize() > 0 ? kernel.maxFlatWorkGroupSize() : 256;
        long launchGroupSize = java.util.Arrays.stream(launchSizes).reduce(1, (a, b) -> a * b);
        int groupSize;
        String from;
        if (launchSizes.length > 0 && reqdSize > 0 && !sameGroup(launchSizes, reqd)) {
            // isa modelled the --local group as if it launched, where analyze says KS-LAUNCH-003
            groupSize = reqdSize;
            from = "reqd_work_group_size";
            notes.add("--local " + sizes(launchSizes) + " contradicts reqd_work_group_size(" + sizes(reqd)
                    + "): a launch with it fails (CL_INVALID_WORK_GROUP_SIZE), so the declared group is modelled");
        } else if (launchSizes.length > 0) {
            groupSize = Math.toIntExact(launchGroupSize);
            from = "--local";
        } else if (reqdSize > 0) {
            groupSize = reqdSize;
            from = "reqd_work_group_size";
        } else {
            groupSize = flat;
            from = "the compiler's maximum flat work-group size (give --local for your launch)";
        }
        if (!kernel.calls().isEmpty()) {
            notes.add("calls left as calls (no ROCm device library is linked): " + String.join(", ", kernel.calls())
                    + "; the call ABI adds registers, a stack in scratch and instructions that a ROCm build would"
                    + " not have");
        }
        ArchRegistry registry = ArchRegistry.presets();
        Optional<Architecture> arch = registry.findProcessor(processor);
        Optional<OccupancyResult> occupancy = Optional.empty();
        Optional<OccupancyResult> compiler = Optional.empty();
        String crossCheck;
        int waveSize = kernel.waveSize();
        int vector = kernel.allocatedVectorRegisters();
        if (arch.isEmpty()) {
            notes.add("no occupancy preset for " + processor + " (kernelscope occupancy --list-archs lists them)");
            crossCheck = "no model for " + processor + "; LLVM says " + kernel.compilerOccupancy() + " waves per SIMD";
        } else {
            if (!arch.get().id().equals(processor)) {
                notes.add("occupancy modelled with the " + arch.get().id() + " preset (same register file and LDS as "
                        + processor + ")");
            }
            int sgprs = gfx9OrOlder(processor) ? kernel.sgprs() : 0;
            OccupancyModel model = OccupancyModel.of(arch.get());
            try {
                OccupancyQuery hardware = new OccupancyQuery(arch.get(), groupSize, vector, kernel.ldsBytes(), sgprs,
                        waveSize, null, View.HARDWARE);
                occupancy = Optional.of(model.calculate(hardware));
                compiler = Optional.of(model.calculate(hardware.withThreads(flat).withView(View.COMPILER)));
                crossCheck = crossCheck(kernel, compiler.get(), flat, processor);
            } catch (InvalidInputException outsideTheModel) {
                // e.g. a listing whose counts exceed the preset's limits: say so rather than fail the whole report
                notes.add("no occupancy: the " + arch.get().id() + " model refuses these counts ("
                        + outsideTheModel.getMessage() + ")");
                crossCheck = "no model result to compare; LLVM says " + kernel.compilerOccupancy() + " waves per SIMD";
            }
            if (kernel.metadata().containsKey(AmdListing.LOCAL_ARGUMENTS)) {
                notes.add("the kernel takes __local pointer arguments, sized at launch: the occupancy counts only its "
                        + kernel.ldsBytes() + " B of static LDS (kernelscope occupancy --shared gives the total)");
            }
        }
        List<IsaFinding> findings = findings(isa, arch, groupSize, waveSize, processor);
        if (arch.isPresent() && reqdSize > arch.get().maxThreadsPerGroup()) {
            // clang accepts any reqd_work_group_size; this one only ever fails: it once read "no findings"
            findings.addFirst(new IsaFinding("A1, P12", Severity.ERROR, 0, String.format(Locale.ROOT,
                    "reqd_work_group_size(%s) asks for %,d work-items per group; %s runs at most %,d: every launch"
                            + " of this kernel fails (the runtime refuses it with CL_INVALID_WORK_GROUP_SIZE).",
                    java.util.Arrays.stream(reqd).mapToObj(Integer::toString).collect(java.util.stream.Collectors
                            .joining(", ")), reqdSize, arch.get().id(), arch.get().maxThreadsPerGroup())));
        }
        return new IsaReview(isa, target, arch.map(Architecture::id), groupSize, from, occupancy, compiler, crossCheck,
                findings, notes);
    }

    private static boolean gfx9OrOlder(String processor) {
        return processor.length() == 6 && processor.startsWith("gfx") && processor.charAt(3) <= '9';
    }

    private static String crossCheck(AmdKernelListing kernel, OccupancyResult model, int flat, String processor) {
        int llvm = kernel.compilerOccupancy();
        Integer ours = model.compilerOccupancy();
        if (llvm == 0) {
            return "the listing has no '; Occupancy:' comment to compare with";
        }
        if (ours != null && ours == llvm) {
            return "agrees with LLVM: " + llvm + " waves per SIMD at its assumed " + flat + "-item groups";
        }
        if (ours != null && llvm < ours && processor.matches("gfx110[01]|gfx1151")
                && olderLlvmGfx11Budget(kernel) == llvm) {
            return "differs from LLVM: model " + ours + ", LLVM " + llvm + " waves per SIMD at " + flat + "-item groups;"
                    + " this LLVM budgets gfx1100/gfx1101 as if they had 1,024 VGPRs per lane (wave32; 512 on wave64),"
                    + " as for gfx1030, and that gives exactly " + llvm + "; the chips have 1,536 (RDNA3 ISA guide),"
                    + " which the model and newer LLVM (FeatureGFX11FullVGPRs) use";
        }
        String why = ours != null && ours < llvm && model.scalarRegisters() != null && model.scalarRegisters() > 0
                ? "; the model charges the 16 SGPRs per wave that ROCm's trap handler reserves, which this bare"
                        + " clang build (no trap handler) does not"
                : "; LLVM rounds per wave and this clang may predate the model's source (the model follows current"
                        + " LLVM and the hardware documents)";
        return "differs from LLVM: model " + ours + ", LLVM " + llvm + " waves per SIMD at " + flat + "-item groups"
                + why;
    }

    /** LLVM's VGPR-limited waves per SIMD with the gfx10 register file (1,024 per lane on wave32, granule 8). */
    private static int olderLlvmGfx11Budget(AmdKernelListing kernel) {
        int vgprs = kernel.vgprs();
        if (vgprs == 0) {
            return -1;
        }
        boolean wave32 = kernel.waveSize() == 32;
        int granule = wave32 ? 8 : 4;
        int total = wave32 ? 1024 : 512;
        return Math.min(16, total / ((vgprs + granule - 1) / granule * granule));
    }

    private static List<IsaFinding> findings(AmdKernelIsa isa, Optional<Architecture> arch, int groupSize,
            int waveSize, String processor) {
        AmdKernelListing kernel = isa.kernel();
        List<IsaFinding> findings = new ArrayList<>();
        if (!isa.uniformVectorLoads().isEmpty()) {
            int registers = isa.uniformVectorLoads().stream().mapToInt(AmdInstruction::vgprDefs).sum();
            findings.add(new IsaFinding("A35, A39", Severity.WARNING, isa.uniformVectorLoads().getFirst().lineNumber(),
                    String.format(Locale.ROOT, "%d vector load(s) read an address that is the same in every lane"
                                    + " (lines %s): each lane keeps its own copy, %d VGPRs per lane, where one s_load"
                                    + " would hold it in %d SGPRs per wave. Make the compiler see it is read-only and"
                                    + " unaliased: declare the buffer __constant (or const restrict), or read it"
                                    + " before any store.%s", isa.uniformVectorLoads().size(),
                            lines(isa.uniformVectorLoads()), registers, registers,
                            occupancyGain(arch, kernel, groupSize, waveSize, registers))));
        }
        for (AmdKernelIsa.LoopAddressMath loop : isa.loops()) {
            int vgprAddressed = loop.vectorLoads() - loop.sgprBaseLoads();
            if (vgprAddressed > 0 && loop.addressValuPerLoad() >= 2 && loop.addressValu() >= 4) {
                findings.add(new IsaFinding("R37, R38", Severity.WARNING, loop.firstLine(), String.format(Locale.ROOT,
                        "loop at lines %d-%d: %d VALU instructions compute addresses for %d global loads (%.1f per"
                                + " load; %s), %d of them 64-bit per-lane addresses, beside %d FMA-class instructions:"
                                + " the address math takes VALU issue slots from the math. Keep the bases in SGPRs"
                                + " (global_load v, v_offset, s[base:base+1]) and bump one 32-bit offset per step"
                                + " (seed 004 kernel 8: 128 address lines -> 16).",
                        loop.firstLine(), loop.lastLine(), loop.addressValu(), loop.vectorLoads(),
                        loop.addressValuPerLoad(), loop.addressMnemonics().entrySet().stream()
                                .map(e -> e.getKey() + " x" + e.getValue()).collect(Collectors.joining(", ")),
                        vgprAddressed, loop.fma())));
            }
        }
        AmdKernelIsa.LiveRange live = isa.liveRange();
        int hoisted = live.hoistedLoadRegisters().size() + live.waitingAddressRegisters().size();
        // a few values in flight are what latency hiding needs; a quarter of the peak waiting is the hoisting A48 means
        if (hoisted >= 8 && hoisted * 4 >= live.peakVgprs()) {
            findings.add(new IsaFinding("A48", Severity.NOTE, live.peakLine(), String.format(Locale.ROOT,
                    "at the VGPR peak (%d live, line %d) %d VGPRs wait for memory: %d hold load results not yet read"
                            + "%s and %d hold addresses of loads issued later%s. The compiler hoisted the loads (and"
                            + " their address math) to hide latency, which lengthens these live ranges.%s A loop kept"
                            + " rolled (#pragma unroll 1, or a trip count known only at run time) keeps the loads and"
                            + " their registers inside the body.",
                    live.peakVgprs(), live.peakLine(), hoisted, live.hoistedLoadRegisters().size(),
                    live.hoistedLoadRegisters().isEmpty() ? "" : " (" + registers(live.hoistedLoadRegisters()) + ")",
                    live.waitingAddressRegisters().size(), live.waitingAddressRegisters().isEmpty() ? ""
                            : " (" + registers(live.waitingAddressRegisters()) + ")",
                    occupancyGain(arch, kernel, groupSize, waveSize, hoisted))));
        }
        int idle = live.idleRegisters().size();
        if (idle >= 4) {
            findings.add(new IsaFinding("A50", Severity.NOTE, live.peakLine(), String.format(Locale.ROOT,
                    "%d VGPRs live at the peak (line %d) sit idle across it (%s): %s. Parking them in LDS (or"
                            + " recomputing them) would cut the peak from %d to about %d.%s", idle, live.peakLine(),
                    registers(live.idleRegisters()), live.peakInLoop() ? "the loop around the peak never reads them,"
                            + " they are used before it and after it" : "no instruction reads them within "
                            + AmdKernelIsa.IDLE_DISTANCE + " instructions either side", live.peakVgprs(),
                    live.peakVgprs() - idle,
                    occupancyGain(arch, kernel, groupSize, waveSize, idle))));
        }
        if (kernel.vgprSpills() > 0 || kernel.sgprSpills() > 0) {
            findings.add(new IsaFinding("A2", Severity.WARNING, 0, String.format(Locale.ROOT,
                    "the compiler spilled %d VGPRs and %d SGPRs (%d B of scratch per work-item): spills go through"
                            + " memory; cut live values or raise the register budget.%s", kernel.vgprSpills(),
                    kernel.sgprSpills(), kernel.scratchBytes(), boundCap(arch, kernel, waveSize))));
        } else if (kernel.scratchBytes() > 0 && kernel.calls().isEmpty()) {
            findings.add(new IsaFinding("A2", Severity.NOTE, 0, kernel.scratchBytes() + " B of scratch per work-item"
                    + " without spills: a private array indexed at run time lives in memory, not registers."));
        }
        return findings;
    }

    /**
     * " The group bound ... caps VGPRs at C ..." when the kernel's VGPRs sit at the ceiling its launch bound implies
     * (seed 004 kernel 4, R17/R18), else "".
     */
    private static String boundCap(Optional<Architecture> arch, AmdKernelListing kernel, int waveSize) {
        if (arch.isEmpty() || !(arch.get() instanceof AmdArch amd) || kernel.maxFlatWorkGroupSize() == 0
                || kernel.vgprSpills() == 0) {
            return "";
        }
        VgprCeiling ceiling;
        try {
            ceiling = VgprCeiling.of(amd, kernel.maxFlatWorkGroupSize(), 0, waveSize,
                    amd.hasWgpMode() && kernel.cuMode() ? UnitMode.CU : null);
        } catch (InvalidInputException outsideTheModel) {
            return "";
        }
        if (kernel.vgprs() + ceiling.granule() <= ceiling.ceiling()) {
            return "";   // spilled well below the ceiling: something else (amdgpu_num_vgpr, waves_per_eu) held it
        }
        String cap = String.format(Locale.ROOT, " The group bound of %d work-items (max_flat_workgroup_size) caps"
                + " VGPRs at %d: %d waves per SIMD must fit (LLVM's rule%s).", ceiling.maxThreadsPerGroup(),
                ceiling.ceiling(), ceiling.wavesPerSimd(), ceiling.mode() == UnitMode.CU ? ", CU mode" : "");
        for (int threads = ceiling.maxThreadsPerGroup() / 2; threads >= waveSize; threads /= 2) {
            VgprCeiling lower = VgprCeiling.of(amd, threads, 0, waveSize, ceiling.mode());
            if (lower.ceiling() > ceiling.ceiling()) {
                return cap + String.format(Locale.ROOT, " A bound of %d (reqd_work_group_size,"
                        + " amdgpu_flat_work_group_size, HIP __launch_bounds__(%d)) raises it to %d (seed 004,"
                        + " kernel 4; `kernelscope launch-bounds --arch %s` lists every bound).", threads, threads,
                        lower.ceiling(), amd.id());
            }
        }
        return cap;
    }

    /** " With N fewer VGPRs: X -> Y waves per SIMD." when the model says it matters, else "". */
    /** Whether a launch group X[, Y[, Z]] is the declared one (missing sizes are 1, as OpenCL pads them). */
    private static boolean sameGroup(long[] launch, int[] declared) {
        for (int d = 0; d < Math.max(launch.length, declared.length); d++) {
            long given = d < launch.length ? launch[d] : 1;
            long required = d < declared.length ? declared[d] : 1;
            if (given != required) {
                return false;
            }
        }
        return true;
    }

    private static String sizes(long[] sizes) {
        return String.join(", ", java.util.Arrays.stream(sizes).mapToObj(Long::toString).toList());
    }

    private static String sizes(int[] sizes) {
        return sizes(java.util.Arrays.stream(sizes).asLongStream().toArray());
    }

    private static String occupancyGain(Optional<Architecture> arch, AmdKernelListing kernel, int groupSize,
            int waveSize, int fewer) {
        if (arch.isEmpty() || fewer <= 0) {
            return "";
        }
        int vector = kernel.allocatedVectorRegisters();
        OccupancyModel model = OccupancyModel.of(arch.get());
        int sgprs = gfx9OrOlder(arch.get().id()) ? kernel.sgprs() : 0;
        OccupancyQuery now = new OccupancyQuery(arch.get(), groupSize, vector, kernel.ldsBytes(), sgprs, waveSize,
                null, View.HARDWARE);
        OccupancyResult before;
        OccupancyResult after;
        try {
            before = model.calculate(now);
            after = model.calculate(now.withRegisters(Math.max(1, vector - fewer)));
        } catch (InvalidInputException outsideTheModel) {
            return "";   // the review's notes already say why there is no occupancy
        }
        if (after.groupsPerUnit() <= before.groupsPerUnit()) {
            return " Occupancy would not change (" + before.occupancyPercent() + ", limited by "
                    + before.limitersJoined() + ").";
        }
        return String.format(Locale.ROOT, " With %d fewer VGPRs (%d -> %d): %d -> %d groups per %s, occupancy %s ->"
                        + " %s.", fewer, vector, vector - fewer, before.groupsPerUnit(), after.groupsPerUnit(),
                before.unit(), before.occupancyPercent(), after.occupancyPercent());
    }

    private static String lines(List<AmdInstruction> instructions) {
        return instructions.stream().map(i -> Integer.toString(i.lineNumber())).collect(Collectors.joining(", "));
    }

    private static String registers(List<String> names) {
        return names.size() <= 12 ? String.join(" ", names)
                : String.join(" ", names.subList(0, 12)) + " ... (" + names.size() + ")";
    }
}
