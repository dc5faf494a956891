/*
 * `kernelscope roofline`: an architecture's reference product with its FP32 peak (RDNA3 dual issue included) and
 * DRAM bandwidth, the ridge point, and a GEMM's napkin math or the bound at one arithmetic intensity (seed 004).
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.Dimensions;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.IssueRates;
import dev.kernelscope.model.roofline.ReferenceDevice;
import dev.kernelscope.model.roofline.ReferenceDevices;
import dev.kernelscope.report.IssueRatesReport;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.RooflineReport;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "roofline", mixinStandardHelpOptions = true,
        description = {"FP32 peak and theoretical DRAM bandwidth of an architecture's reference product (computed from"
                + " units, lanes, issue factor, clock and memory bus, with sources), the ridge point, and a GEMM's"
                + " time at peak and the bandwidth it needs. Without --arch, lists every reference product."},
        footer = {"", "Example (seed 004: 61.4 TFLOP/s, 960 GB/s; 4096^3 needs about 90 GB/s):",
            "  kernelscope roofline --arch gfx1100 --gemm 4096x4096x4096",
            "", "FP32 against integer issue rates (seed 001: prefer float on PowerVR Rogue):",
            "  kernelscope roofline --issue-rates --arch rogue"})
final class RooflineCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--arch", paramLabel = "ID", description = "Architecture preset id (gfx1100, sm_90, ...).")
    String arch;

    @Option(names = "--gemm", paramLabel = "MxNxK", description = "FP32 GEMM size for the napkin math.")
    String gemm;

    @Option(names = "--intensity", paramLabel = "FLOP/B", description = "Arithmetic intensity to bound.")
    Double intensity;

    @Option(names = "--issue-rates", description = "FP32 and 32-bit integer results per clock per unit for every"
            + " preset (or --arch ID, with sources): seed 001's 'prefer float' on PowerVR Rogue is its 2 : 1.")
    boolean issueRates;

    @Option(names = "--format", converter = OutputFormat.TableOrJson.class,
            defaultValue = "table", paramLabel = "FORMAT",
            description = "table or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (issueRates) {
            if (gemm != null || intensity != null) {
                throw new InvalidInputException("--issue-rates lists issue rates; --gemm and --intensity belong to the"
                        + " roofline of a reference product: give one or the other.");
            }
            List<IssueRates.Entry> entries = arch == null ? IssueRates.all()
                    : List.of(IssueRates.find(arch).orElseThrow(() -> new InvalidInputException("No issue rates for '"
                            + arch + "'; the presets are " + String.join(", ", IssueRates.all().stream()
                                    .map(IssueRates.Entry::archId).toList()) + ".")));
            if (format == OutputFormat.JSON) {
                Json.print(IssueRatesReport.json(entries), out);
            } else {
                IssueRatesReport.print(entries, arch != null, out);
            }
            return 0;
        }
        if (arch == null) {
            if (gemm != null || intensity != null) {
                throw new InvalidInputException("--gemm and --intensity need --arch ID.");
            }
            if (format == OutputFormat.JSON) {
                var all = Json.array();
                ReferenceDevices.all().forEach(d -> all.add(RooflineReport.json(d, Optional.empty(),
                        Optional.empty())));
                Json.print(all, out);
            } else {
                RooflineReport.printDevices(ReferenceDevices.all(), out);
            }
            return 0;
        }
        ReferenceDevice device = ReferenceDevices.require(arch);
        Optional<long[]> size = Optional.ofNullable(gemm).map(RooflineCommand::parseGemm);
        Optional<Double> flopsPerByte = Optional.ofNullable(intensity);
        flopsPerByte.ifPresent(i -> dev.kernelscope.model.roofline.Roofline.of(device).attainableGflops(i));
        if (format == OutputFormat.JSON) {
            Json.print(RooflineReport.json(device, size, flopsPerByte), out);
        } else {
            RooflineReport.print(device, size, flopsPerByte, out);
        }
        return 0;
    }

    private static long[] parseGemm(String text) {
        String[] parts = Dimensions.parts(text);
        if (parts.length != 3) {
            throw new InvalidInputException("--gemm '" + text + "' is not MxNxK (for example 4096x4096x4096).");
        }
        long[] mnk = new long[3];
        for (int i = 0; i < 3; i++) {
            if (!Dimensions.isDigits(parts[i])) {   // "+8" too
                throw new InvalidInputException("--gemm '" + text + "': '" + parts[i] + "' is not a whole number.");
            }
            mnk[i] = Dimensions.wholeNumber(parts[i]).orElse(Long.MAX_VALUE);
            if (mnk[i] < 1 || mnk[i] > 1L << 24) {
                throw new InvalidInputException("--gemm '" + text + "': sizes are 1 to 2^24.");
            }
        }
        return mnk;
    }
}
