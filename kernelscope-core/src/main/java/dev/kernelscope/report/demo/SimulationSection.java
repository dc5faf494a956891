/*
 * Demo section: the source documents' cases simulated warp by warp. Seed 001: 500-cycle latency and 50 ALU
 * instructions per access on one PowerVR scheduler, at 4 to 16 resident warps beside the closed formula. Seed 000:
 * 1024-thread groups on a GCN CU, 1 group (40 VGPRs) vs 2 groups (32 VGPRs), with text timelines of the barrier.
 */
package dev.kernelscope.report.demo;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.latency.LatencyHiding;
import dev.kernelscope.model.sim.Scenario;
import dev.kernelscope.model.sim.SeedScenarios;
import dev.kernelscope.model.sim.SimRequest;
import dev.kernelscope.model.sim.SimResult;
import dev.kernelscope.model.sim.WarpState;
import dev.kernelscope.report.Formats;
import dev.kernelscope.report.SimAsciiTimeline;
import dev.kernelscope.report.TextTable;
import java.io.PrintWriter;

final class SimulationSection implements DemoSection {
    @Override
    public String title() {
        return "Latency hiding and barriers, simulated warp by warp";
    }

    @Override
    public String source() {
        return "seeds 001 and 000: kernelscope simulate";
    }

    @Override
    public void print(PrintWriter out) {
        Scenario seed001 = scenario("seed001-latency");
        SimRequest request = SimRequest.of(ArchRegistry.presets().get(seed001.arch()), seed001.program());
        out.println("Seed 001 on a PowerVR USC (1 scheduler, 16 slots): each warp issues 1 access + 50 ALU, latency 500.");
        out.println();
        TextTable t = TextTable.of(TextTable.right("warps"), TextTable.right("ALU busy (simulated)"),
                TextTable.right("closed formula")).indent(2);
        LatencyHiding closed = new LatencyHiding(500, 50, 1, 16);
        for (int warps : new int[] {4, 8, 10, 11, 16}) {
            SimResult r = request.withGroups(warps).run();
            t.row(warps, Formats.percent(r.steadyIssueUtilization()),
                    Formats.percent(Math.min(1, warps / (double) closed.wavesNeeded())));
        }
        out.print(t.render());
        out.println("  The formula's 10 warps hide 92%: each warp also spends its own 51 issue cycles, so its period is");
        out.println("  551 cycles and 11 warps (ceil(551 / 51)) fill the scheduler.");
        out.println();
        out.println("Seed 000 on a GCN CU: 1024-thread groups, a load and a compute phase between barriers.");
        out.println();
        TextTable b = TextTable.of(TextTable.left("case"), TextTable.right("groups/CU"), TextTable.right("issue rate"),
                TextTable.right("SIMD busy"), TextTable.right("barrier share")).indent(2);
        SimResult[] runs = new SimResult[2];
        String[] names = {"seed000-barrier-1group", "seed000-barrier-2groups"};
        for (int i = 0; i < 2; i++) {
            Scenario s = scenario(names[i]);
            runs[i] = SimRequest.of(ArchRegistry.presets().get(s.arch()), s.program()).withTrace(12_000).run();
            double barrier = runs[i].byCategory().get(WarpState.Category.BARRIER.label());
            b.row(i == 0 ? "40 VGPRs" : "32 VGPRs", runs[i].unit().groupsPerUnit(), Formats.decimal(runs[i].issueRate(), 3),
                    Formats.percent(runs[i].issueUtilization()), Formats.percent(barrier / runs[i].cyclesPerInstruction()));
        }
        out.print(b.render());
        out.printf(java.util.Locale.ROOT, "  Two groups per CU run %.2fx faster: one group computes while the other waits at its barrier.%n",
                runs[1].issueRate() / runs[0].issueRate());
        out.println();
        out.println("  1 group (# issuing, . ready, m memory, d LDS/ALU dependency, b barrier), first 12,000 cycles, 4 of 16 waves:");
        out.print(SimAsciiTimeline.render(runs[0], 72, 4));
        out.println("  2 groups, 4 of 32 waves:");
        out.print(SimAsciiTimeline.render(runs[1], 72, 4));
        out.println();
        out.println("Try: kernelscope simulate --scenario seed000-barrier-1group --timeline barrier.png --trace barrier.json");
    }

    private static Scenario scenario(String name) {
        return SeedScenarios.all().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }
}
