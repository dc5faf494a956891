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
        out.println("Simulator vs measured microbenchmarks on " + c.arch() + " (warp-iterations per SM cycle)");
        out.println();
        TextTable t = TextTable.of(TextTable.left("kernel"), TextTable.right("ALU/load"), TextTable.right("warps/SM"),
                TextTable.right("groups"), TextTable.right("SASS/iter"), TextTable.right("measured"), TextTable.right("simulated"),
                TextTable.right("error"), TextTable.left("bound"), TextTable.left("")).indent(2);
        for (HardwareComparison.Point p : c.points()) {
            t.row(p.kernel(), p.alu(), p.warps(), p.groups(), p.instructions(), Formats.decimal(p.measured(), 5),
                    Formats.decimal(p.simulated(), 5), String.format(Locale.ROOT, "%+.1f%%", p.error() * 100), p.bound(),
                    p.calibration() ? "calibration" : Math.abs(p.error()) > 0.10 ? "> 10%" : "");
        }
        out.print(t.render());
        out.println();
        out.printf(Locale.ROOT, "Validation points (calibration %s excluded): %d, within 10%%: %d, mean |error| %.1f%%, max %.1f%%%n",
                String.join(", ", c.calibration()), c.validationPoints(), c.within10(), c.meanAbsErrorValidation() * 100,
                c.maxAbsErrorValidation() * 100);
        if (!c.barrierCases().isEmpty()) {
            out.println();
            out.println("Seed 000's barrier case: throughput with 2 groups per SM over 1 group (1024-thread blocks)");
            TextTable b = TextTable.of(TextTable.right("ALU/phase"), TextTable.right("measured"), TextTable.right("simulated"),
                    TextTable.right("error")).indent(2);
            for (HardwareComparison.BarrierCase bc : c.barrierCases()) {
                b.row(bc.alu(), Formats.decimal(bc.measuredSpeedup(), 3) + "x", Formats.decimal(bc.simulatedSpeedup(), 3) + "x",
                        String.format(Locale.ROOT, "%+.1f%%", bc.error() * 100));
            }
            out.print(b.render());
        }
        out.flush();
    }
}
