/*
 * The `launch-bounds` report: for each group bound, the VGPR ceiling LLVM's AMDGPU backend compiles under, and with
 * --registers whether a kernel of that many VGPRs fits or spills (seed 004, kernel 4: HIP's default bound of 1,024).
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.occupancy.UnitMode;
import dev.kernelscope.model.occupancy.VgprCeiling;
import java.io.PrintWriter;
import java.util.List;
import java.util.OptionalInt;

public final class LaunchBoundsReport {
    private LaunchBoundsReport() {
    }

    public static void print(List<VgprCeiling> bounds, OptionalInt registers, PrintWriter out) {
        VgprCeiling first = bounds.getFirst();
        out.println("VGPR ceiling from the launch bound on " + first.arch() + ", wave" + first.waveSize()
                + (first.mode() == null ? "" : ", " + (first.mode() == UnitMode.CU ? "CU mode (-mcumode)"
                        : "WGP mode (HIP's and OpenCL's default)")) + ": a group's waves share "
                + first.simdsSharedByGroup() + " SIMDs of " + first.registerFile() + " VGPRs per lane (granule "
                + first.granule() + ", at most " + first.addressable() + " per thread)"
                + (first.requestedWavesPerSimd() > 0 ? "; at least " + first.requestedWavesPerSimd()
                        + " waves per SIMD requested (amdgpu_waves_per_eu)" : "") + ".");
        out.println();
        String header = String.format("  %-10s %-12s %-14s %-13s", "bound", "waves/group", "waves/SIMD", "VGPR ceiling");
        out.println(header + (registers.isPresent() ? " " + registers.getAsInt() + " VGPRs" : ""));
        for (VgprCeiling bound : bounds) {
            String row = String.format("  %-10d %-12d %-14d %-13d", bound.maxThreadsPerGroup(), bound.wavesPerGroup(),
                    bound.wavesPerSimd(), bound.ceiling());
            if (registers.isPresent()) {
                int need = registers.getAsInt();
                row += " " + (bound.spills(need) ? "spills " + (need - bound.ceiling()) + " to scratch" : "fits");
            }
            out.println(row.stripTrailing());
        }
        out.println();
        out.println("The bound is what the compiler must allow for: HIP's __launch_bounds__(T), OpenCL's"
                + " reqd_work_group_size or clang's amdgpu_flat_work_group_size(1, T); without one HIP assumes "
                + VgprCeiling.HIP_DEFAULT_BOUND + " (clang --gpu-max-threads-per-block) and OpenCL "
                + VgprCeiling.OPENCL_DEFAULT_BOUND + ". Rule: LLVM AMDGPUBaseInfo.cpp getWavesPerEUForWorkGroup,"
                + " getEUsPerCU, getMaxNumVGPRs.");
        registers.ifPresent(need -> {
            int largest = first.largestBoundFor(need);
            out.println(largest == 0 ? need + " VGPRs exceed the " + first.addressable() + " a thread can address:"
                    + " the kernel spills under any bound."
                    : need + " VGPRs fit under a bound of at most " + largest + " work-items.");
        });
        out.flush();
    }

    public static ObjectNode json(List<VgprCeiling> bounds, OptionalInt registers) {
        ObjectNode root = Json.object();
        ArrayNode rows = root.putArray("bounds");
        for (VgprCeiling bound : bounds) {
            ObjectNode row = Json.mapper().valueToTree(bound);
            registers.ifPresent(need -> row.put("spills", bound.spills(need)));
            rows.add(row);
        }
        registers.ifPresent(need -> {
            root.put("registers", need);
            root.put("largestBoundThatFits", bounds.getFirst().largestBoundFor(need));
        });
        return root;
    }
}
