/*
 * Demo section: seed 001's latency-hiding guideline (arithmetic/memory ratio 50, ~500-cycle latency, 16 residency
 * slots on a PowerVR Rogue USC -> about 10 warps, about 63% occupancy), and what a lower intensity would need.
 */
package dev.kernelscope.report.demo;

import dev.kernelscope.model.latency.LatencyHiding;
import dev.kernelscope.report.Formats;
import dev.kernelscope.report.LatencyReport;
import dev.kernelscope.report.TextTable;
import java.io.PrintWriter;

final class LatencySection implements DemoSection {
    @Override
    public String title() {
        return "Occupancy needed to hide memory latency";
    }

    @Override
    public String source() {
        return "seed 001: ratio 50, ~500 cycles -> ~10 warps = ~63% of 16 slots";
    }

    @Override
    public void print(PrintWriter out) {
        LatencyReport.printTable(new LatencyHiding(500, 50, 1, 16), out);
        out.println();
        out.println("The same 500-cycle latency at other arithmetic intensities (16 slots):");
        out.println();
        TextTable table = TextTable.of(TextTable.right("ALU per memory"), TextTable.right("waves needed"),
                TextTable.right("occupancy needed"), TextTable.left("verdict")).indent(2);
        for (int ratio : new int[] {10, 25, 50, 100, 200}) {
            LatencyHiding hiding = new LatencyHiding(500, ratio, 1, 16);
            String needed = hiding.hideable() ? Formats.percent(hiding.occupancyNeeded()) : "> 100%";
            table.row(ratio, hiding.wavesNeeded(), needed,
                    hiding.hideable() ? "hideable" : "not hideable: needs more than 16 slots");
        }
        out.print(table.render());
        out.println();
        out.println("Try: kernelscope latency --latency 500 --alu-per-mem 50 --slots 16");
    }
}
