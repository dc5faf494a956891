/*
 * How `kernelscope gemm` shows its records: the ladder table in the source document's style (one block per size,
 * the vendor BLAS first), the conformance table of --check, and the ladder as a bar chart of GFLOP/s at one size.
 */
package dev.kernelscope.cli;

import dev.kernelscope.kernels.gemm.GemmConformance;
import dev.kernelscope.kernels.gemm.GemmRecords;
import dev.kernelscope.report.BarChart;
import dev.kernelscope.report.Formats;
import dev.kernelscope.report.GemmRooflinePoint;
import dev.kernelscope.report.TextTable;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jfree.chart.JFreeChart;

final class GemmOutput {
    private GemmOutput() {}

    static void printLadder(GemmRecords.Report report, PrintWriter out) {
        GemmRecords.DeviceInfo d = report.device();
        out.println("SGEMM ladder on " + d.name() + " (" + d.id() + ", " + d.backend() + ", driver " + d.driverVersion()
                + ")");
        out.println("vendor BLAS: " + report.vendor().name()
                + (report.vendor().version().isEmpty() ? "" : " " + report.vendor().version())
                + " (" + report.vendor().mathMode() + ")");
        if (report.peak() != null) {
            out.println("FP32 peak: " + report.peak().how());
        }
        out.println("median of " + report.settings().repetitions() + " timed runs after " + report.settings().warmups()
                + " warm-ups; C = A*B, alpha = 1, beta = 0; Time: kernel only (device events), E2E: end to end through"
                + " the API (host clock, back-to-back calls), host: host time per call with the inputs rotating /"
                + " on one set of buffers");
        if (d.isCpu()) {
            // Measured on PoCL: the tuned rung is the slowest there. The ladder's steps are GPU optimizations.
            out.println("On a CPU the ranking below is meaningless: the rungs optimize for a GPU (shared memory,"
                    + " warps, coalescing) and PoCL runs them as CPU loops; the table checks that every rung runs and"
                    + " verifies, nothing more.");
        }
        for (GemmRecords.SizeResult size : report.sizes()) {
            out.println();
            String shape = size.m() + " x " + size.n() + " x " + size.k()
                    + (size.layout() == null ? "" : ", " + size.layout() + "-major " + size.transposes());
            if (size.error() != null) {
                out.println(shape + ": not measured (" + size.device() + "): " + size.error());
                continue;
            }
            out.println(shape + "  (" + size.rotationSets()
                    + " rotating input sets of " + Formats.bytes(size.bytesPerSet()) + ")"
                    + (size.device() == null ? "" : ", measured on " + size.device()));
            TextTable table = TextTable.of(TextTable.left("Kernel"), TextTable.left("Description"),
                    TextTable.right("Time(ms)"), TextTable.right("GFLOP/s"), TextTable.right("% " + vendorShort(report)),
                    TextTable.right("% peak"), TextTable.right("E2E(ms)"), TextTable.right("% e2e"),
                    TextTable.right("host(us)"), TextTable.right("regs"), TextTable.right("shared"),
                    TextTable.right("spills"), TextTable.right("groups/unit"), TextTable.right("occupancy"),
                    TextTable.left("verified")).indent(2);
            if (size.vendor() != null) {
                table.row("0 " + report.vendor().name(), report.vendor().mathMode().split(" ")[0].replace(",", ""),
                        f3(size.vendor().medianNs() / 1e6), Formats.rate(size.vendor().gflops()), "100.0",
                        report.peak() == null ? "" : f1(100 * size.vendor().gflops() / report.peak().gflops()),
                        e2e(size.vendorEndToEnd()), size.vendorEndToEnd() == null ? "" : "100.0",
                        host(size.vendorEndToEnd()), "", "", "", "", "", "");
            }
            for (GemmRecords.RungResult r : size.rungs()) {
                if (r.error() != null) {
                    table.row(r.label(), "failed: " + shorten(r.error()), "", "", "", "", "", "", "", "", "", "",
                            "", "", "no");
                    continue;
                }
                // none for the matrix-vector and -panel kernels (M or N up to 16, or 32 read along K), which run no tile kernel
                GemmRecords.Resources res = r.resources() != null ? r.resources()
                        : new GemmRecords.Resources(0, null, null, null, null, 0, 0);
                GemmRecords.Occupancy occ = r.occupancy() != null ? r.occupancy()
                        : new GemmRecords.Occupancy(null, null, null, null, null, null);
                String groups = occ.modelGroupsPerUnit() == null ? "" : String.valueOf(occ.modelGroupsPerUnit());
                if (occ.driverGroupsPerUnit() != null) {
                    groups += " / " + occ.driverGroupsPerUnit();
                }
                String spills = res.spillStoreBytes() == null ? "" : res.spillStoreBytes() + "+" + res.spillLoadBytes();
                table.row(r.label(), r.title() + (r.packMedianNs() == null ? "" : " (+pack)"),
                        f3(r.totalMedianNs() / 1e6), Formats.rate(r.gflops()),
                        r.percentOfVendor() == null ? "" : f1(r.percentOfVendor()),
                        r.percentOfPeak() == null ? "" : f1(r.percentOfPeak()),
                        e2e(r.endToEnd()), r.percentOfVendorEndToEnd() == null ? "" : f1(r.percentOfVendorEndToEnd()),
                        host(r.endToEnd()),
                        res.registersPerThread() == null ? "" : String.valueOf(res.registersPerThread()),
                        res.sharedBytes() == null ? "" : String.valueOf(res.sharedBytes()), spills, groups,
                        occ.modelOccupancy() == null ? "" : f1(100 * occ.modelOccupancy()) + "%",
                        r.verification() == null ? "skipped" : r.verification().passed() ? "yes" : "NO");
            }
            table.print(out);
            for (GemmRecords.RungResult r : size.rungs()) {
                packShare(r, size).ifPresent(line -> out.println("  " + line));
            }
            GemmRooflinePoint.of(report, size).ifPresent(point -> out.println("  " + point.describe()));
        }
        out.println();
        out.println("groups/unit: KernelScope's occupancy model" + (anyDriver(report) ? " / the driver's answer" : "")
                + "; shared: bytes per group; spills: store+load bytes per thread");
    }

    /**
     * What a rung's packs (the operands copied first, for their alignment or a transposed read) take of its time, and
     * its kernel alone against the vendor's: where a call loses only to its packs, the table's % hides it (H200,
     * session 62: 1111x1111x9999 column-major at 90.7% of cuBLAS, its kernel alone at 98.9%, 51 us of packs).
     */
    static Optional<String> packShare(GemmRecords.RungResult r, GemmRecords.SizeResult size) {
        if (r.error() != null || r.packMedianNs() == null || r.packMedianNs().isEmpty() || r.kernel() == null) {
            return Optional.empty();
        }
        double packs = r.packMedianNs().stream().mapToDouble(Double::doubleValue).sum();
        String alone = size.vendor() == null ? "" : String.format(Locale.ROOT, "; its kernel alone runs at %.1f%% of"
                + " the vendor's speed", 100 * size.vendor().medianNs() / r.kernel().medianNs());
        return Optional.of(String.format(Locale.ROOT, "%s: packs %.4f ms of its %.4f ms (%.1f%%)%s", r.label(),
                packs / 1e6, r.totalMedianNs() / 1e6, 100 * packs / r.totalMedianNs(), alone));
    }

    static void printConformance(List<GemmConformance.Outcome> outcomes, PrintWriter out) {
        TextTable table = TextTable.of(TextTable.left("Rung"), TextTable.left("Case"), TextTable.left("Shape"),
                TextTable.right("rel. error"), TextTable.left("result"));
        for (GemmConformance.Outcome o : outcomes) {
            table.row(o.rung().label(), o.testCase().name(), o.testCase().shape().toString(),
                    String.format(Locale.ROOT, "%.2e", o.comparison().relativeError()),
                    o.passes() ? "pass" : "FAIL" + (o.gapUntouched() ? "" : " (wrote outside C)")
                            + (o.comparison().nonFiniteMismatches() > 0
                                    ? " (" + o.comparison().nonFiniteMismatches() + " NaN/Inf mismatches)" : ""));
        }
        table.print(out);
    }

    /**
     * GFLOP/s of every rung at the largest shape measured (most multiply-adds: the last of --shapes 64x33x17,1x1x1
     * was drawn before), with the vendor BLAS as a dashed line; a rung that failed is labelled so, not a zero bar.
     */
    static JFreeChart chart(GemmRecords.Report report) {
        GemmRecords.SizeResult size = report.sizes().stream().filter(s -> s.error() == null)   // a lost shape: none
                .max(java.util.Comparator.comparingDouble(s -> (double) s.m() * s.n() * s.k()))
                .orElse(report.sizes().getLast());
        double best = size.rungs().stream().filter(r -> r.error() == null).mapToDouble(GemmRecords.RungResult::gflops)
                .max().orElse(0);
        BarChart chart = BarChart.titled("SGEMM ladder, " + size.m() + "x" + size.n() + "x" + size.k())
                .subtitle(report.device().name() + " (" + report.device().backend() + ")")
                .axes("rung", "GFLOP/s").valueFormat(best >= 100 ? "#,##0" : best >= 1 ? "0.0" : "0.0##");
        for (GemmRecords.RungResult r : size.rungs()) {
            chart.bar(r.error() == null ? r.label() : r.label() + " (failed)", r.error() == null ? r.gflops() : 0);
        }
        if (size.vendor() != null) {
            chart.reference(size.vendor().gflops(), String.format(Locale.ROOT, "%s %,.0f GFLOP/s",
                    report.vendor().name(), size.vendor().gflops()));
        }
        return chart.build();
    }

    private static boolean anyDriver(GemmRecords.Report report) {
        return report.sizes().stream().flatMap(s -> s.rungs().stream())
                .anyMatch(r -> r.occupancy() != null && r.occupancy().driverGroupsPerUnit() != null);
    }

    private static String vendorShort(GemmRecords.Report report) {
        return report.vendor().name().equals("none") ? "vendor" : report.vendor().name();
    }

    private static String e2e(GemmRecords.EndToEnd e) {
        return e == null ? "" : f3(e.medianNs() / 1e6);
    }

    /** Rotating / one set of buffers; a record from before session 22 has no one-set figure (0 when read back). */
    private static String host(GemmRecords.EndToEnd e) {
        if (e == null) {
            return "";
        }
        return f1(e.hostNsPerCall() / 1e3) + (e.hostNsSameBuffers() > 0 ? " / " + f1(e.hostNsSameBuffers() / 1e3) : "");
    }

    private static String shorten(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }

    private static String f1(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String f3(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
