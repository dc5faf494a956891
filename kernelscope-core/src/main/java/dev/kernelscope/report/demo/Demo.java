/*
 * The body of `kernelscope demo`: an ordered list of sections, each recomputing a scenario of the source documents.
 * Device-runtime sections are appended with `with(...)`; the command only prints what this class holds.
 */
package dev.kernelscope.report.demo;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

public final class Demo {
    private final List<DemoSection> sections;

    private Demo(List<DemoSection> sections) {
        this.sections = List.copyOf(sections);
    }

    /** The sections that need no device: occupancy scenarios, halo overhead, latency hiding. */
    public static Demo withoutDevice() {
        return new Demo(List.of(new OccupancyScenariosSection(), new HaloSection(), new LatencySection(),
                new SimulationSection()));
    }

    /** The last section, which needs no device either: `kernelscope analyze` on the kernels people write first. */
    public static DemoSection yourKernel() {
        return new AnalysisSection();
    }

    /** This demo with one more section at the end. */
    public Demo with(DemoSection section) {
        List<DemoSection> more = new ArrayList<>(sections);
        more.add(section);
        return new Demo(more);
    }

    public List<DemoSection> sections() {
        return sections;
    }

    public void print(PrintWriter out) {
        out.println("KernelScope demo: the source documents' scenarios, recomputed");
        out.println("Seeds (the source articles): 000/003 AMD GCN large thread groups, 001 PowerVR Rogue OpenCL,"
                + " 002 Apple Metal, 004 RDNA3 SGEMM.");
        int number = 1;
        for (DemoSection section : sections) {
            out.println();
            String heading = number++ + ". " + section.title() + "  [" + section.source() + "]";
            out.println(heading);
            out.println("=".repeat(heading.length()));
            out.println();
            section.print(out);
        }
        out.flush();
    }
}
