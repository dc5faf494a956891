/*
 * `kernelscope isa FILE.cl --target gfx1100`: compiles an OpenCL C kernel offline for an AMD target with clang (no
 * AMD GPU or ROCm needed), or reads an AMDGPU listing (.s), and reports registers, LDS, scratch, spills, occupancy,
 * the scalar/vector memory mix, address math in loops, the VGPR live-range curve and findings tied to the seeds.
 */
package dev.kernelscope.cli;

import dev.kernelscope.advise.IsaReview;
import dev.kernelscope.advise.KernelAnalysis;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import dev.kernelscope.model.isa.AmdKernelListing;
import dev.kernelscope.model.isa.AmdListing;
import dev.kernelscope.report.AtomicOutput;
import dev.kernelscope.report.ChartFile;
import dev.kernelscope.report.IsaReport;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.OutputFiles;
import dev.kernelscope.source.AmdListingInput;
import dev.kernelscope.source.AmdgpuCompiler;
import dev.kernelscope.source.ClangFrontEnd;
import dev.kernelscope.source.KernelSourceFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "isa", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Compiles an OpenCL C kernel offline for an AMD GPU (gfx90a, gfx940 CDNA wave64; gfx1030,"
                + " gfx1100 RDNA wave32 or --wave64) with clang's AMDGPU backend, or reads an AMDGPU listing (.s from"
                + " clang -S or hipcc --save-temps), and reports VGPRs/SGPRs/LDS/scratch/spills, the occupancy the AMD"
                + " model derives from them beside LLVM's, scalar vs vector loads, VALU address math per load in loops,"
                + " the VGPR live-range curve with its peak, and findings tied to the seed checklist.",
                "No AMD GPU or ROCm is needed. Exit codes: 0 done, 2 bad input or no clang."},
        footer = {"", "Examples:",
            "  kernelscope isa kernel.cl --target gfx1100 --local 256",
            "  kernelscope isa kernel.cl --target gfx90a --curve --save-asm kernel-gfx90a.s",
            "  kernelscope isa kernel-hip-amdgcn-amd-amdhsa-gfx1100.s --format json"})
final class IsaCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE.cl|FILE.s",
            description = "OpenCL C source, or an AMDGPU listing.")
    Path file;

    @Option(names = "--which-clang", description = "Print the clang that would compile (or 'none' and why) and exit:"
            + " 0 found, 2 none.")
    boolean whichClang;

    @Option(names = "--target", paramLabel = "GFX", description = "The AMD processor to compile for (gfx1100,"
            + " gfx1030, gfx90a, gfx940, ...). Required for a .cl file; a listing names its own.")
    String target;

    @Option(names = "--wave64", description = "RDNA: compile for wave64 (default wave32).")
    boolean wave64;

    @Option(names = "--kernel", paramLabel = "NAME", description = "Only this kernel (default: every kernel).")
    String kernel;

    @Option(names = "-D", paramLabel = "NAME[=VALUE]", description = "A preprocessor define.")
    List<String> defines = new ArrayList<>();

    @Option(names = "--cl-std", paramLabel = "CLx.y", defaultValue = "CL1.2",
            description = "OpenCL C version (default: ${DEFAULT-VALUE}).")
    String clStandard;

    @Option(names = "--local", paramLabel = "X[,Y[,Z]]", description = "Work-group size of your launch, for the"
            + " occupancy (default: reqd_work_group_size, else the compiler's assumed maximum, 256).")
    String local;

    @Option(names = "--clang", paramLabel = "PATH", description = "The clang to use (default: clang or clang-NN on"
            + " PATH).")
    Path clang;

    @Option(names = "--save-asm", paramLabel = "FILE.s", description = "Also write the listing the report reads.")
    Path saveAsm;

    @Option(names = "--curve", description = "Print the VGPR live-range curve as a text chart.")
    boolean curve;

    @Option(names = "--chart", paramLabel = "FILE.png|svg", description = "Draw the live-range curve of each kernel"
            + " (one kernel, or --kernel NAME).")
    Path chart;

    @Option(names = "--format", converter = OutputFormat.TableOrJson.class,
            defaultValue = "table", paramLabel = "FORMAT",
            description = "table or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--force", description = "Replace existing --save-asm or --chart files.")
    boolean force;

    @Override
    public Integer call() {
        if (whichClang) {
            AmdgpuCompiler.Availability found = AmdgpuCompiler.find(clang);
            spec.commandLine().getOut().println(found.clang()
                    .map(c -> "clang: " + c + " (" + AmdgpuCompiler.version(c) + ")")
                    .orElse("clang: none (" + found.reason() + ")"));
            spec.commandLine().getOut().flush();
            return found.clang().isPresent() ? 0 : KernelScope.EXIT_USER_ERROR;
        }
        if (file == null) {
            throw new InvalidInputException("Give a kernel (FILE.cl with --target GFX) or a listing (FILE.s); "
                    + "--which-clang shows the compiler.");
        }
        OutputFiles.checkReadable(file, "kernel");
        if (saveAsm != null) {
            OutputFiles.checkWritable(saveAsm, force, "assembly listing", file);
        }
        if (chart != null) {
            ChartFile.formatOf(chart);
            OutputFiles.checkWritable(chart, force, "chart", file);
        }
        long[] groupSizes = groupSizes();
        String text = KernelSourceFile.read(file);
        AmdListingInput.Loaded loaded = AmdListingInput.load(file, text, target, wave64,
                ClangFrontEnd.defines(defines), clStandard, clang, "kernelscope isa");
        if (!loaded.warnings().isBlank()) {
            spec.commandLine().getErr().println(loaded.warnings());
        }
        List<String> lines = loaded.lines();
        List<String> command = loaded.command();
        String how = loaded.how();
        AmdListing parsed = AmdListing.parse(lines);
        String listingTarget = parsed.target().isEmpty() ? (target == null ? "" : target) : parsed.target();
        if (listingTarget.isEmpty()) {
            throw new InvalidInputException(file + " does not name its target (.amdgcn_target): give --target GFX.");
        }
        List<AmdKernelListing> kernels = parsed.kernels().stream()
                .filter(k -> kernel == null || k.name().equals(kernel)).toList();
        if (kernels.isEmpty()) {
            throw new InvalidInputException("No kernel named " + UserText.quote(kernel) + " in " + file + "; it has "
                    + String.join(", ", parsed.kernels().stream().map(AmdKernelListing::name).toList()) + ".");
        }
        if (chart != null && kernels.size() > 1) {
            throw new InvalidInputException("--chart draws one kernel's curve; " + file + " has " + kernels.size()
                    + ": add --kernel NAME.");
        }
        List<IsaReview> reviews = kernels.stream().map(k -> IsaReview.of(k, listingTarget, groupSizes)).toList();
        if (saveAsm != null) {
            AtomicOutput.write(saveAsm, force, "assembly listing", String.join("\n", lines) + "\n");
        }
        if (chart != null) {
            ChartFile.write(IsaReport.curveChart(reviews.getFirst()), chart, force);
        }
        if (format == OutputFormat.JSON) {
            Json.print(IsaReport.json(file.toString(), command, reviews), spec.commandLine().getOut());
        } else {
            IsaReport.print(file.toString(), how, reviews, curve, spec.commandLine().getOut());
        }
        return 0;
    }

    /** The --local group's sizes (none when not given): up to 3, their product at most 1,024. */
    private long[] groupSizes() {
        if (local == null) {
            return new long[0];
        }
        // KernelAnalysis.sizes is how ndrange, analyze and bench ab read X[,Y[,Z]]; four sizes were once "asks for 256
        // work-items in up to 3 dimensions; AMD groups hold at most 1024"
        long[] sizes = KernelAnalysis.sizes(local, "--local");
        if (sizes.length == 0) {
            throw new InvalidInputException("--local needs X[,Y[,Z]], e.g. --local 256 or --local 16,16.");
        }
        long size = 1;
        for (long extent : sizes) {
            size *= Math.min(extent, 1025);   // 1025^3 fits a long; any extent above 1024 is refused below anyway
        }
        if (size > 1024) {   // a clamped product is no count to print ("--local 2048 asks for 1025")
            boolean exact = java.util.Arrays.stream(sizes).allMatch(extent -> extent <= 1025);
            throw new InvalidInputException("--local " + UserText.quote(local) + " asks for "
                    + (exact ? size + " work-items" : "more than 1024 work-items per group")
                    + "; AMD groups hold at most 1024.");
        }
        return sizes;
    }

}
