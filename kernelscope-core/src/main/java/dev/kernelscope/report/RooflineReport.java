/*
 * The `roofline` report: a reference device's FP32 peak and DRAM bandwidth with their arithmetic, the ridge point,
 * and optionally a GEMM's napkin math (time at peak, bandwidth needed) or the bound at one arithmetic intensity.
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.roofline.ReferenceDevice;
import dev.kernelscope.model.roofline.Roofline;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;

public final class RooflineReport {
    private RooflineReport() {
    }

    public static void printDevices(List<ReferenceDevice> devices, PrintWriter out) {
        TextTable table = TextTable.of(TextTable.left("arch"), TextTable.left("reference product"),
                TextTable.right("FP32 TFLOP/s"), TextTable.right("DRAM GB/s"), TextTable.right("ridge FLOP/B"));
        for (ReferenceDevice device : devices) {
            Roofline roofline = Roofline.of(device);
            table.row(device.archId(), device.product(), Formats.decimal(device.fp32PeakGflops() / 1000, 1),
                    Formats.decimal(device.memoryBandwidthGBs(), 1), Formats.decimal(roofline.ridgeIntensity(), 1));
        }
        out.print(table.indent(2).render());
        out.flush();
    }

    public static void print(ReferenceDevice device, Optional<long[]> gemm, Optional<Double> intensity,
            PrintWriter out) {
        Roofline roofline = Roofline.of(device);
        out.println("Roofline of " + device.archId() + " (reference product: " + device.product() + ")");
        out.println("  FP32 peak   " + device.fp32Formula());
        out.println("  bandwidth   " + device.bandwidthFormula());
        out.println("  ridge       " + Formats.decimal(roofline.ridgeIntensity(), 1)
                + " FLOP/byte: below it a kernel is memory-bound");
        gemm.ifPresent(mnk -> {
            out.println("  GEMM " + mnk[0] + "x" + mnk[1] + "x" + mnk[2] + " FP32: "
                    + Formats.decimal(Roofline.gemmFlops(mnk[0], mnk[1], mnk[2]) / 1e9, 2) + " GFLOP, "
                    + Formats.decimal(roofline.gemmMillisecondsAtPeak(mnk[0], mnk[1], mnk[2]), 3) + " ms at peak,"
                    + " needing " + Formats.decimal(roofline.gemmBandwidthNeededGBs(mnk[0], mnk[1], mnk[2], 4), 1)
                    + " GB/s to read A, B and write C once");
        });
        intensity.ifPresent(i -> out.println("  at " + i + " FLOP/byte: "
                + Formats.decimal(roofline.attainableGflops(i), 1) + " GFLOP/s attainable ("
                + (roofline.memoryBound(i) ? "memory" : "compute") + "-bound)"));
        device.sources().forEach((field, source) -> out.println("  source " + field + ": " + source));
        out.flush();
    }

    public static ObjectNode json(ReferenceDevice device, Optional<long[]> gemm, Optional<Double> intensity) {
        Roofline roofline = Roofline.of(device);
        ObjectNode node = Json.mapper().valueToTree(device);
        node.put("fp32PeakGflops", device.fp32PeakGflops());
        node.put("memoryBandwidthGBs", device.memoryBandwidthGBs());
        node.put("ridgeFlopsPerByte", roofline.ridgeIntensity());
        gemm.ifPresent(mnk -> {
            ObjectNode g = node.putObject("gemm");
            g.put("m", mnk[0]);
            g.put("n", mnk[1]);
            g.put("k", mnk[2]);
            g.put("millisecondsAtPeak", roofline.gemmMillisecondsAtPeak(mnk[0], mnk[1], mnk[2]));
            g.put("bandwidthNeededGBs", roofline.gemmBandwidthNeededGBs(mnk[0], mnk[1], mnk[2], 4));
        });
        intensity.ifPresent(i -> {
            node.put("flopsPerByte", i);
            node.put("attainableGflops", roofline.attainableGflops(i));
        });
        return node;
    }
}
