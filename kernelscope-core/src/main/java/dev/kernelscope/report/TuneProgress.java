/*
 * The progress of a live tuning run on standard error: a bar redrawn in place on a terminal, one plain line per
 * configuration otherwise (a log or a CI job), nothing with --quiet.
 */
package dev.kernelscope.report;

import dev.kernelscope.tune.KernelTunerCache;
import dev.kernelscope.tune.TuneProgressListener;
import dev.kernelscope.tune.TuneSession;
import java.io.PrintWriter;
import java.util.Locale;

public final class TuneProgress implements TuneProgressListener {
    private static final int BAR_WIDTH = 30;

    private final PrintWriter err;
    private long budget;
    private final boolean quiet;
    private final boolean terminal = System.console() != null && System.console().isTerminal();
    private double best = Double.POSITIVE_INFINITY;
    private int count;

    public TuneProgress(PrintWriter err, long budget, boolean quiet) {
        this.err = err;
        this.budget = budget;
        this.quiet = quiet;
    }

    /** Counts to what the run can evaluate: "1/60" for a space of 20 valid points read as 40 to come. */
    @Override
    public void expect(long evaluations) {
        budget = Math.min(budget, Math.max(1, evaluations));
    }

    @Override
    public void accept(TuneSession.Finished f) {
        show(f);
    }

    public void show(TuneSession.Finished f) {
        count++;
        best = Math.min(best, f.time());
        if (quiet) {
            return;
        }
        String what = Double.isFinite(f.time()) ? String.format(Locale.ROOT, "%.4f ms", f.time())
                : KernelTunerCache.failure(f.record());
        if (terminal) {
            int filled = (int) Math.min(BAR_WIDTH, count * BAR_WIDTH / Math.max(1, budget));
            err.printf(Locale.ROOT, "\r[%s%s] %d/%d  best %s  last %s%s   ", "#".repeat(filled),
                    " ".repeat(BAR_WIDTH - filled), count, budget, Double.isFinite(best)
                            ? String.format(Locale.ROOT, "%.4f ms", best) : "-", what, f.resumed() ? " (cache)" : "");
        } else {
            err.printf(Locale.ROOT, "%d/%d %s%s %s%n", count, budget, what, f.resumed() ? " (cache)" : "",
                    f.configuration().values());
        }
        err.flush();
    }

    /** Ends the bar's line on a terminal. */
    public void end() {
        if (terminal && !quiet && count > 0) {
            err.println();
            err.flush();
        }
    }
}
