/*
 * Seed 004's ladder (kernels 0-8, measured by the article's author on a 7900 XTX) beside a run of ours at the
 * article's shape: for each article kernel, the rung that implements the same technique (seed-reference.json's
 * ourRung) with its time, GFLOP/s and share of the vendor BLAS. The article's numbers are quoted, never ours.
 */
package dev.kernelscope.report;

import dev.kernelscope.kernels.gemm.GemmRecords;
import dev.kernelscope.model.reference.SeedReference;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

public final class ArticleLadderComparison {
    /**
     * One article kernel and its counterpart here; the "our" fields are null when no rung corresponds or the rung
     * did not run (or failed) in this record.
     */
    public record Row(int articleKernel, String articleDescription, double articleMilliseconds, double articleGflops,
            double articlePercentOfVendor, String ourLabel, Double ourMilliseconds, Double ourGflops,
            Double ourPercentOfVendor, String correspondence) {}

    private ArticleLadderComparison() {}

    /** The record's result at the article's shape (row-major NN, M = N = K = 4096), if it was run. */
    public static Optional<GemmRecords.SizeResult> articleShape(GemmRecords.Report report) {
        SeedReference.ArticleLadder ladder = SeedReference.seed004Ladder();
        return report.sizes().stream().filter(s -> s.m() == ladder.m() && s.n() == ladder.n() && s.k() == ladder.k()
                && (s.layout() == null || s.layout().equals("row"))
                && (s.transposes() == null || s.transposes().equals("NN"))).findFirst();
    }

    /** One row per article kernel; empty when the record has no result at the article's shape. */
    public static List<Row> rows(GemmRecords.Report report) {
        Optional<GemmRecords.SizeResult> size = articleShape(report);
        if (size.isEmpty()) {
            return List.of();
        }
        List<Row> rows = new ArrayList<>();
        for (SeedReference.ArticleRung article : SeedReference.seed004Ladder().rungs()) {
            String label = null;
            Double ms = null;
            Double gflops = null;
            Double ofVendor = null;
            if (article.ourRung().isPresent()) {
                int rung = article.ourRung().getAsInt();
                if (rung == 0 && size.get().vendor() != null) {
                    label = "0 " + report.vendor().name();
                    ms = size.get().vendor().medianNs() / 1e6;
                    gflops = size.get().vendor().gflops();
                    ofVendor = 100.0;
                } else if (rung == 0) {
                    label = "0 " + report.vendor().name() + " (not run)";
                } else {
                    Optional<GemmRecords.RungResult> ours = size.get().rungs().stream()
                            .filter(r -> r.rung() == rung && r.error() == null).findFirst();
                    label = ours.map(GemmRecords.RungResult::label).orElse(String.format(Locale.ROOT, "%02d (not run)",
                            rung));
                    if (ours.isPresent()) {
                        ms = ours.get().totalMedianNs() / 1e6;
                        gflops = ours.get().gflops();
                        ofVendor = ours.get().percentOfVendor();
                    }
                }
            }
            rows.add(new Row(article.kernel(), article.description(), article.milliseconds(), article.gflops(),
                    article.percentOfVendor(), label, ms, gflops, ofVendor, article.correspondence()));
        }
        return List.copyOf(rows);
    }

    public static void print(GemmRecords.Report report, PrintWriter out) {
        SeedReference.ArticleLadder ladder = SeedReference.seed004Ladder();
        out.println();
        out.println("Seed 004's ladder beside this run (" + ladder.m() + "^3 FP32; the article's figures were measured by"
                + " its author on the " + ladder.device() + ", this run's on " + report.device().name() + ")");
        List<Row> rows = rows(report);
        if (rows.isEmpty()) {
            out.println("  This record has no " + ladder.m() + "x" + ladder.n() + "x" + ladder.k() + " row-major NN run,"
                    + " the article's shape: run gemm with --sizes " + ladder.m() + " to compare.");
            out.flush();
            return;
        }
        TextTable table = TextTable.of(TextTable.right("K"), TextTable.left("article kernel"),
                TextTable.right("ms"), TextTable.right("GFLOP/s"), TextTable.right("% rocBLAS"),
                TextTable.left("our rung"), TextTable.right("ms"), TextTable.right("GFLOP/s"),
                TextTable.right("% " + (report.vendor().name().equals("none") ? "vendor" : report.vendor().name())))
                .indent(2);
        for (Row row : rows) {
            table.row(row.articleKernel(), row.articleDescription(), f(row.articleMilliseconds(), 3),
                    f(row.articleGflops(), 0), f(row.articlePercentOfVendor(), 1),
                    row.ourLabel() == null ? "-" : row.ourLabel(), opt(row.ourMilliseconds(), 3), opt(row.ourGflops(), 0),
                    opt(row.ourPercentOfVendor(), 1));
        }
        out.print(table.render());
        out.println();
        for (Row row : rows) {
            out.println("  K" + row.articleKernel() + ": " + row.correspondence());
        }
        out.println("  Source: " + ladder.source());
        out.flush();
    }

    private static String f(double value, int decimals) {
        return String.format(Locale.ROOT, "%,." + decimals + "f", value);
    }

    private static String opt(Double value, int decimals) {
        return value == null ? "" : f(value, decimals);
    }
}
