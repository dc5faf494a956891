/*
 * `kernelscope lds`: the bank-conflict degree of one LDS access pattern on an architecture's banks, and with --gemm
 * a register-tiled GEMM's LDS traffic and the bandwidth it needs against the reference device's LDS peak.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;
import dev.kernelscope.model.lds.BankConflict;
import dev.kernelscope.model.lds.GemmLdsTraffic;
import dev.kernelscope.model.lds.LdsAccessPattern;
import dev.kernelscope.model.lds.LdsBankGeometry;
import dev.kernelscope.model.lds.LdsBankTable;
import dev.kernelscope.model.roofline.ReferenceDevice;
import dev.kernelscope.model.roofline.ReferenceDevices;
import dev.kernelscope.report.Json;
import dev.kernelscope.report.LdsReport;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "lds", mixinStandardHelpOptions = true,
        description = {
            "LDS (shared memory) bank conflicts of one instruction's access pattern: lane i touches element"
                + " (i mod ROW-WIDTH) x STRIDE + (i / ROW-WIDTH) x ROW-STRIDE.",
            "With --gemm, a register-tiled GEMM's LDS bytes and the bandwidth it needs at --time against the"
                + " reference device's LDS peak."},
        footer = {"", "Examples (seed 004, kernel 5):",
            "  # the transposed As store: 8-way",
            "  kernelscope lds --arch gfx1100 --stride 128 --row-width 8 --row-stride 1",
            "  # padded to BM + 4: none",
            "  kernelscope lds --arch gfx1100 --stride 132 --row-width 8 --row-stride 1",
            "  kernelscope lds --arch gfx1100 --gemm 4096x4096x4096 --block 128x128 \\",
            "      --thread 8x8 --time 5.3772"})
final class LdsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--arch", required = true, paramLabel = "ID", description = "Architecture preset id (sm_90, gcn,"
            + " gfx1100, ...).")
    String arch;

    @Option(names = "--lanes", paramLabel = "N", description = "Lanes of the instruction (default: the wave size).")
    Integer lanes;

    @Option(names = "--element-bytes", defaultValue = "4", paramLabel = "B",
            description = "Bytes per lane: 1, 2, 4, 8 or 16 (default: ${DEFAULT-VALUE}).")
    int elementBytes;

    @Option(names = "--stride", defaultValue = "1", paramLabel = "ELEMENTS",
            description = "Elements between neighbouring lanes (default: ${DEFAULT-VALUE}).")
    long stride;

    @Option(names = "--row-width", paramLabel = "LANES",
            description = "Lanes per row of the pattern (default: all lanes, a plain stride).")
    Integer rowWidth;

    @Option(names = "--row-stride", defaultValue = "0", paramLabel = "ELEMENTS",
            description = "Elements between rows of lanes (default: ${DEFAULT-VALUE}).")
    long rowStride;

    @Option(names = "--offset", defaultValue = "0", paramLabel = "BYTES", description = "Byte offset of lane 0.")
    long offset;

    @Option(names = "--gemm", paramLabel = "MxNxK", description = "GEMM size for the LDS traffic estimate.")
    String gemm;

    @Option(names = "--block", defaultValue = "128x128", paramLabel = "BMxBN",
            description = "Group tile of C (default: ${DEFAULT-VALUE}).")
    String block;

    @Option(names = "--thread", defaultValue = "8x8", paramLabel = "TMxTN",
            description = "Thread tile of C (default: ${DEFAULT-VALUE}).")
    String thread;

    @Option(names = "--time", paramLabel = "MS", description = "Kernel time in ms, for the bandwidth needed.")
    Double milliseconds;

    @Option(names = "--format", converter = OutputFormat.TableOrJson.class,
            defaultValue = "table", paramLabel = "FORMAT",
            description = "table or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() {
        Architecture architecture = ArchRegistry.presets().get(arch);
        LdsBankGeometry geometry = LdsBankTable.require(architecture.id());
        int laneCount = lanes != null ? lanes : architecture.defaultWaveSize();
        LdsAccessPattern pattern = new LdsAccessPattern(laneCount, elementBytes, stride,
                rowWidth != null ? rowWidth : laneCount, rowStride, offset);
        BankConflict conflict = BankConflict.of(geometry, pattern);
        Optional<GemmLdsTraffic> traffic = Optional.ofNullable(gemm).map(this::traffic);
        Optional<ReferenceDevice> device = ReferenceDevices.find(architecture.id());
        Optional<Double> peak = device.map(d -> d.ldsPeakBytesPerSecond(geometry));
        Optional<Double> time = Optional.ofNullable(milliseconds);
        if (time.isPresent() && traffic.isEmpty()) {
            throw new InvalidInputException("--time needs --gemm MxNxK (the traffic it divides).");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (format == OutputFormat.JSON) {
            var node = LdsReport.json(architecture.id(), conflict);
            traffic.ifPresent(t -> node.set("gemm", LdsReport.json(t, time, peak)));
            Json.print(node, out);
        } else {
            LdsReport.printConflict(architecture.id(), conflict, out);
            traffic.ifPresent(t -> LdsReport.printTraffic(t, time, peak, device, out));
        }
        return 0;
    }

    private GemmLdsTraffic traffic(String size) {
        long[] mnk = DimensionsOption.parse("--gemm", size, 3);
        long[] b = DimensionsOption.parse("--block", block, 2);
        long[] t = DimensionsOption.parse("--thread", thread, 2);
        return GemmLdsTraffic.fp32(mnk[0], mnk[1], mnk[2], (int) b[0], (int) b[1], (int) t[0], (int) t[1]);
    }
}
