/*
 * `kernelscope launch-bounds`: the VGPR ceiling an AMD kernel is compiled under for each group bound
 * (__launch_bounds__, reqd_work_group_size), and whether a kernel of --registers VGPRs spills. Parsing only: the rule
 * is model.occupancy.VgprCeiling, the table report.LaunchBoundsReport.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.AmdArch;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.occupancy.UnitMode;
import dev.kernelscope.model.occupancy.VgprCeiling;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.LaunchBoundsReport;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "launch-bounds", mixinStandardHelpOptions = true,
        description = {"The VGPR ceiling LLVM's AMDGPU backend compiles a kernel under, from the largest group it may"
                + " be launched with (HIP __launch_bounds__, OpenCL reqd_work_group_size), and with --registers"
                + " whether a kernel of that many VGPRs spills to scratch."},
        footer = {"", "Example (seed 004, kernel 4: HIP's default bound of 1,024 spilled; __launch_bounds__(256) fixed"
                + " it):", "  kernelscope launch-bounds --arch gfx1100 --mode cu --registers 208"})
final class LaunchBoundsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--arch", required = true, paramLabel = "ID", description = "AMD architecture preset (gfx1100,"
            + " gfx1030, gfx90a, gfx900, gcn ...).")
    String arch;

    @Option(names = "--bounds", split = ",", paramLabel = "T[,T...]", defaultValue = "1024,512,256,128,64",
            description = "Group bounds in work-items (default: ${DEFAULT-VALUE}).")
    List<Integer> bounds;

    @Option(names = "--registers", paramLabel = "R", description = "VGPRs the kernel needs: says which bounds spill.")
    Integer registers;

    @Option(names = "--min-waves-per-simd", paramLabel = "N", defaultValue = "0",
            description = "amdgpu_waves_per_eu(N): waves per SIMD the compiler must also leave room for.")
    int minWavesPerSimd;

    @Option(names = "--mode", paramLabel = "wgp|cu", description = "RDNA: wgp (default) or cu (-mcumode).")
    String mode;

    @Option(names = "--wave-size", paramLabel = "32|64", defaultValue = "0",
            description = "Wave size (default: the architecture's).")
    int waveSize;

    @Option(names = "--format", converter = OutputFormat.TableOrJson.class,
            defaultValue = "table", paramLabel = "FORMAT",
            description = "table or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() {
        Architecture architecture = ArchRegistry.presets().get(arch);
        if (!(architecture instanceof AmdArch amd)) {
            throw new InvalidInputException("--arch " + arch + " is not an AMD architecture: the launch-bound VGPR"
                    + " ceiling is LLVM's AMDGPU rule (on NVIDIA, gemm's MIN_GROUPS and MAX_REGISTERS set the cap).");
        }
        if (registers != null && registers < 1) {
            throw new InvalidInputException("--registers must be at least 1 (got " + registers + ").");
        }
        UnitMode unitMode = mode == null ? null : UnitMode.parse(mode);
        List<VgprCeiling> ceilings = bounds.stream()
                .map(t -> VgprCeiling.of(amd, t, minWavesPerSimd, waveSize, unitMode)).toList();
        OptionalInt need = registers == null ? OptionalInt.empty() : OptionalInt.of(registers);
        if (format == OutputFormat.JSON) {
            Json.print(LaunchBoundsReport.json(ceilings, need), spec.commandLine().getOut());
        } else {
            LaunchBoundsReport.print(ceilings, need, spec.commandLine().getOut());
        }
        return 0;
    }
}
