/*
 * The table of `simulate --validate`: each measured microbenchmark point beside the simulator's prediction, the
 * calibration points marked, error statistics over the validation points, and seed 000's 1-vs-2-groups speedups.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.sim.HardwareComparison;
import java.io.PrintWriter;
import java.util.Locale;

public final class SimComparisonReport {
    private SimComparisonReport() {
    }

    public static void print(HardwareComparison.Comparison c, PrintWriter out) {
        out.println("Simulator vs measured microbenchmarks on " + c.arch() + " (warp-iterations per SM cycle; older-first: the"
                + " fraction of wave pairs in which the earlier-launched wave left its loop first; exit spread: last minus first"
                + " loop exit over the span; both measured / simulated)");
        out.println();
        TextTable t = TextTable.of(TextTable.left("kernel"), TextTable.right("ALU"), TextTable.right("threads"),
                TextTable.right("groups"), TextTable.right("warps/SM"), TextTable.right("SASS/iter"), TextTable.right("measured"),
                TextTable.right("simulated"), TextTable.right("error"), TextTable.right("older-first"), TextTable.right("exit spread"), TextTable.left("bound"),
                TextTable.left("")).indent(2);
        for (HardwareComparison.Point p : c.points()) {
            String order = Double.isNaN(p.measuredOlderFirst()) ? "- / " + Formats.decimal(p.simulatedOlderFirst(), 2)
                    : Formats.decimal(p.measuredOlderFirst(), 2) + " / " + Formats.decimal(p.simulatedOlderFirst(), 2);
            t.row(p.kernel(), p.alu(), p.threads(), p.groups(), p.warps(), p.instructions(), Formats.decimal(p.measured(), 5),
                    Formats.decimal(p.simulated(), 5), String.format(Locale.ROOT, "%+.1f%%", p.error() * 100), order,
                    (Double.isNaN(p.measuredExitSpread()) ? "-" : Formats.decimal(p.measuredExitSpread(), 2)) + " / "
                            + Formats.decimal(p.simulatedExitSpread(), 2), p.bound(),
                    (p.calibration() ? "calibration" : p.heldOut() ? "held out" : "")
                            + (!p.calibration() && Math.abs(p.error()) > 0.10 ? " > 10%" : ""));
        }
        out.print(t.render());
        out.println();
        out.printf(Locale.ROOT, "Calibration points: %s%n", String.join(", ", c.calibration()));
        stats(out, "Validation points (all but calibration)", c.validation());
        stats(out, "  of which the model was developed on", c.development());
        stats(out, "  of which held out", c.heldOut());
        if (!c.groupCases().isEmpty()) {
            out.println();
            out.println("Seed 000's barrier case: throughput with more groups per SM over fewer (groups x threads)");
            TextTable b = TextTable.of(TextTable.right("ALU/phase"), TextTable.left("fewer"), TextTable.left("more"),
                    TextTable.right("measured"), TextTable.right("simulated"), TextTable.right("error")).indent(2);
            for (HardwareComparison.GroupCase g : c.groupCases()) {
                b.row(g.alu(), g.fewer(), g.more(), Formats.decimal(g.measuredSpeedup(), 3) + "x",
                        Formats.decimal(g.simulatedSpeedup(), 3) + "x", String.format(Locale.ROOT, "%+.1f%%", g.error() * 100));
            }
            out.print(b.render());
        }
        out.flush();
    }

    private static void stats(PrintWriter out, String label, HardwareComparison.Stats s) {
        out.printf(Locale.ROOT, "%s: %d, within 10%%: %d, mean |error| %.1f%%, max %.1f%%%n", label, s.points(), s.within10(),
                s.meanAbsError() * 100, s.maxAbsError() * 100);
    }
}
