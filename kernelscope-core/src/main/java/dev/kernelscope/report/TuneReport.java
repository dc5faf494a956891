/*
 * What `kernelscope tune` prints: a live run's header, the top configurations against the setting in use, the
 * failures with their reasons and the tuner's overhead (GEMM, stencil, user kernel), and a replay's table of
 * evaluations to within 5% of each cache's optimum. The tune package computes; this class only formats.
 */
package dev.kernelscope.report;

import dev.kernelscope.tune.GemmTuner;
import dev.kernelscope.tune.ReplayStudy;
import dev.kernelscope.tune.StencilTuner;
import dev.kernelscope.tune.UserKernelTuner;
import dev.kernelscope.tune.sweep.ParallelTuneSession;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

public final class TuneReport {
    /** Failures listed by name; the rest are counted (every one is in the cache and the JSON record). */
    private static final int FAILURES_SHOWN = 5;

    private TuneReport() {}

    public static void printGemm(GemmTuner.Report r, String databaseMessage, PrintWriter out) {
        out.printf(Locale.ROOT, "%s on %s (%s), %s, strategy %s, seed %d%n", r.rung(), r.device(), r.backend(),
                r.shape().label(), r.strategy(), r.seed());
        printRun(r.space(), r.evaluations(), r.resumed(), r.stop(), r.seconds(), r.outcomes(), out);
        if (r.baseline() != null) {
            out.printf(Locale.ROOT, "baseline (%s): %s%n", r.baselineSource(), r.baseline().timeMs() == null
                    ? r.baseline().failure() + ": " + r.baseline().error()
                    : String.format(Locale.ROOT, "%.4f ms, %s GFLOP/s", r.baseline().timeMs(),
                            Formats.rate(r.baseline().gflops())));
        }
        TextTable table = TextTable.of(TextTable.right("#"), TextTable.right("time ms"), TextTable.right("GFLOP/s"),
                TextTable.right("speed-up"), TextTable.right("threads"), TextTable.right("regs"),
                TextTable.right("local B"), TextTable.left("occupancy"), TextTable.left("parameters"));
        for (GemmTuner.Row row : r.top()) {
            table.row(row.evaluation(), String.format(Locale.ROOT, "%.4f", row.timeMs()),
                    row.gflops() == null ? "-" : Formats.rate(row.gflops()),
                    speedup(row.speedupOverBaseline()), orDash(row.threads()), orDash(row.registers()),
                    orDash(row.localBytes()), row.occupancy() == null ? "-" : String.format(Locale.ROOT,
                            "%.0f%% (%s)", 100 * row.occupancy(), row.occupancyLimiters()), row.parameters());
        }
        table.print(out);
        if (r.bestPerDevice().size() > 1) {
            // a mixed cluster: times (and the speed-ups above) compare only between devices of one kind
            out.printf(Locale.ROOT, "The sweep ran on %d kinds of device; times compare only within a kind. Fastest"
                    + " per kind:%n", r.bestPerDevice().size());
            r.bestPerDevice().forEach((kind, row) -> out.printf(Locale.ROOT, "  %s: #%d, %.4f ms, %s%n", kind,
                    row.evaluation(), row.timeMs(), row.parameters()));
        }
        printFailures(r.failures().stream().map(f -> new Failure(f.evaluation(), f.failure(), f.error())).toList(), out);
        printOverhead(r.medianOverheadMs(), r.maxOverheadMs(), out);
        printDeprioritized(r.deprioritized(), out);
        printSweep(r.sweep(), out);
        if (databaseMessage != null) {
            out.println(databaseMessage);
        }
    }

    public static void printStencil(StencilTuner.Report r, String databaseMessage, PrintWriter out) {
        out.printf(Locale.ROOT, "%s, %s %s %s (%s border) on %s (%s), strategy %s, seed %d%s%n", r.variant(),
                r.filter(), r.type(), String.join(",", r.sizes()), r.border(), r.device(), r.backend(), r.strategy(),
                r.seed(), r.sizes().size() > 1 ? "; time: the geometric mean over the sizes" : "");
        printRun(r.space(), r.evaluations(), r.resumed(), r.stop(), r.seconds(), r.outcomes(), out);
        if (r.baseline() != null) {
            out.printf(Locale.ROOT, "baseline (%s): %s%n", r.baselineSource(), r.baseline().timeMs() == null
                    ? r.baseline().failure() + ": " + r.baseline().error()
                    : r.baseline().gbPerS() == null   // a mix of settings (one per size) has no one traffic figure
                    ? String.format(Locale.ROOT, "%.4f ms", r.baseline().timeMs())
                    : String.format(Locale.ROOT, "%.4f ms, %.1f GB/s", r.baseline().timeMs(), r.baseline().gbPerS()));
        }
        TextTable table = TextTable.of(TextTable.right("#"), TextTable.right("time ms"), TextTable.right("GB/s"),
                TextTable.right("speed-up"), TextTable.right("threads"), TextTable.right("regs"),
                TextTable.left("parameters"));
        for (StencilTuner.Row row : r.top()) {
            table.row(row.evaluation(), String.format(Locale.ROOT, "%.4f", row.timeMs()),
                    row.gbPerS() == null ? "-" : String.format(Locale.ROOT, "%.1f", row.gbPerS()),
                    speedup(row.speedupOverBaseline()), orDash(row.threads()), orDash(row.registers()),
                    row.parameters());
        }
        table.print(out);
        printBySize(r.best(), r.baseline(), out);
        printFailures(r.failures().stream().map(f -> new Failure(f.evaluation(), f.failure(), f.error())).toList(), out);
        printOverhead(r.medianOverheadMs(), r.maxOverheadMs(), out);
        printDeprioritized(r.deprioritized(), out);
        printSweep(r.sweep(), out);
        if (databaseMessage != null) {
            out.println(databaseMessage);
        }
    }

    /**
     * Over several sizes, the best configuration's median at each against the setting in use there: the geometric
     * mean the search ranks by can hide a size it loses.
     */
    private static void printBySize(StencilTuner.Row best, StencilTuner.Row baseline, PrintWriter out) {
        if (best == null || best.timeBySizeMs() == null) {
            return;
        }
        List<String> cells = new java.util.ArrayList<>();
        best.timeBySizeMs().forEach((size, ms) -> {
            Double before = baseline == null || baseline.timeBySizeMs() == null ? null
                    : baseline.timeBySizeMs().get(size);
            cells.add(before == null ? String.format(Locale.ROOT, "%s %.4f ms", size, ms)
                    : String.format(Locale.ROOT, "%s %.4f ms (%.3fx)", size, ms, before / ms));
        });
        out.println("best by size" + (baseline == null || baseline.timeBySizeMs() == null ? ": "
                : ", against the setting in use at each: ") + String.join(", ", cells));
    }

    public static void printUserKernel(UserKernelTuner.Report r, PrintWriter out) {
        out.printf(Locale.ROOT, "%s (%s) on %s, strategy %s: %d evaluations (%d from the cache), stopped: %s%n",
                r.kernel(), r.kernelFile(), r.device(), r.strategy(), r.evaluations(), r.resumed(), stop(r.stop()));
        out.println("space: " + r.space() + "; outcomes: " + r.outcomes());
        TextTable table = TextTable.of(TextTable.right("#"), TextTable.right("time ms"),
                TextTable.right("speed-up vs first"), TextTable.right("threads"), TextTable.right("regs"),
                TextTable.left("parameters"));
        Double reference = r.reference() == null ? null : r.reference().timeMs();
        for (UserKernelTuner.Row row : r.top()) {
            table.row(row.evaluation(), String.format(Locale.ROOT, "%.4f", row.timeMs()),
                    reference == null ? "-" : speedup(reference / row.timeMs()), orDash(row.threads()),
                    orDash(row.registers()), row.parameters());
        }
        table.print(out);
        printFailures(r.failures().stream().map(f -> new Failure(f.evaluation(), f.failure(), f.error())).toList(), out);
        printOverhead(r.medianOverheadMs(), r.maxOverheadMs(), out);
        printDeprioritized(r.deprioritized(), out);
        printSweep(r.sweep(), out);
    }

    public static void printReplay(List<ReplayStudy> studies, PrintWriter out) {
        TextTable table = TextTable.of(TextTable.left("cache"), TextTable.left("strategy"), TextTable.right("configs"),
                TextTable.right("within 5%"), TextTable.right("evals to 5% (median)"),
                TextTable.right("seeds reaching 5%"), TextTable.right("best@50"), TextTable.right("best@100"),
                TextTable.right("best@200"), TextTable.right("optimum"), TextTable.right("tuner ms/config"),
                TextTable.right("held back (median)"));
        for (ReplayStudy s : studies) {
            table.row(s.cache(), s.strategy(), s.configurations(), s.within5PercentConfigurations(),
                    evaluations(s.medianEvaluationsToWithin5Percent()) + " (max " + s.maxEvals() + ")",
                    s.seedsWithin5Percent() + "/" + s.seeds(), ratio(s.medianBestAt().get(0), s.optimum()),
                    ratio(s.medianBestAt().get(1), s.optimum()), ratio(s.medianBestAt().get(2), s.optimum()),
                    String.format(Locale.ROOT, "%.4g", s.optimum()),
                    String.format(Locale.ROOT, "%.3f", s.medianOverheadMs()), s.deprioritized() == null ? "off"
                            : String.format(Locale.ROOT, "%.0f", ReplayStudy.medianHeld(s)));
        }
        table.print(out);
        studies.stream().map(ReplayStudy::deprioritized).filter(java.util.Objects::nonNull).distinct()
                .forEach(rule -> out.println("held back: " + rule + " (measured after the others, never dropped)."));
        out.println("best@N: median over seeds of the best found after N evaluations, as a multiple of the optimum"
                + " ('-' past --max-evals);"
                + " tuner ms/config: median over seeds of the strategy's and the bookkeeping's time per configuration.");
    }

    /** One line per cache and strategy as a replay finishes (standard error). */
    public static String replayProgressLine(String cache, ReplayStudy study) {
        return String.format(Locale.ROOT, "%s, %s: median %s evaluations to within 5%% (%.1f s)", cache,
                study.strategy(), evaluations(study.medianEvaluationsToWithin5Percent()), study.seconds());
    }

    private static void printRun(String space, int evaluations, int resumed, String stop, double seconds,
                                 Object outcomes, PrintWriter out) {
        out.printf(Locale.ROOT, "space: %s; %d evaluations (%d from the cache), stopped: %s, %.1f s%n", space,
                evaluations, resumed, stop(stop), seconds);
        out.println("outcomes: " + outcomes);
    }

    private record Failure(int evaluation, String failure, String error) {}

    private static void printFailures(List<Failure> failures, PrintWriter out) {
        for (Failure f : failures.stream().limit(FAILURES_SHOWN).toList()) {
            out.println("skipped #" + f.evaluation() + " " + f.failure() + ": " + f.error());
        }
        if (failures.size() > FAILURES_SHOWN) {
            out.println("... and " + (failures.size() - FAILURES_SHOWN)
                    + " more failures (every one is in the cache and --output).");
        }
    }

    /** A sweep's own figures under the results (nothing for an in-process run, whose sweep is null). */
    private static void printSweep(Object sweep, PrintWriter out) {
        if (!(sweep instanceof ParallelTuneSession.Statistics s)) {
            return;
        }
        out.printf(Locale.ROOT, "sweep: %s; %d configurations in %.1f s (%.2f per second); dispatch overhead per"
                + " configuration (device idle between two): median %.3f ms, mean %.3f ms, max %.3f ms%n",
                s.backend(), s.measured(), s.wallSeconds(), s.configurationsPerSecond(), s.medianDispatchMs(),
                s.meanDispatchMs(), s.maxDispatchMs());
        out.println("per device: " + s.perDevice() + (s.backendCounts().isEmpty() ? "" : "; " + s.backendCounts()));
        if (s.abandonedAtTimeLimit() > 0) {
            out.println(s.abandonedAtTimeLimit() + " configurations still out after --time-limit and its grace were"
                    + " abandoned, recorded nowhere: a run resumed from the cache measures them.");
        }
    }

    /** Held back by the occupancy estimate: the rule, then each configuration with its reason (or why it is off). */
    private static void printDeprioritized(dev.kernelscope.tune.OccupancyPriority.Summary d, PrintWriter out) {
        if (d == null) {
            return;
        }
        if (d.rule() == null) {
            out.println("deprioritized by occupancy: " + d.note());
            return;
        }
        long later = d.held().stream().filter(dev.kernelscope.tune.OccupancyPriority.Held::evaluated).count();
        out.println("deprioritized by occupancy (" + d.rule() + "; " + d.note() + "): " + d.held().size()
                + " held back, " + later + " of them measured later");
        for (var h : d.held().stream().limit(FAILURES_SHOWN).toList()) {
            out.println("  " + h.key() + (h.evaluated() ? " (measured later)" : " (not measured)") + ": " + h.reason());
        }
        if (d.held().size() > FAILURES_SHOWN) {
            out.println("  ... and " + (d.held().size() - FAILURES_SHOWN) + " more (every one is in --output).");
        }
    }

    private static void printOverhead(double medianMs, double maxMs, PrintWriter out) {
        out.printf(Locale.ROOT, "tuner overhead per configuration (all but compile, verify, run): median %.3f ms,"
                + " max %.3f ms%n", medianMs, maxMs);
    }

    private static String stop(String stop) {
        return stop.toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static String speedup(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%.3fx", value);
    }

    private static String orDash(Object value) {
        return value == null ? "-" : value.toString();
    }

    private static String evaluations(Double value) {
        return value == null ? "not reached" : String.format(Locale.ROOT, "%.1f", value);
    }

    private static String ratio(double value, double optimum) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%.3f", value / optimum) : "-";
    }
}
