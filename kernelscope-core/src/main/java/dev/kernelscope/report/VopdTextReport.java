/*
 * The `dual-issue` report: per VOPD line its banks (DST, SRC0, VSRC1 of X :: Y, seed 004's "FMAC Bank2, Bank1,
 * Bank3") and the checker's findings, then the counts; or the same as JSON.
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.isa.VopdBankPattern;
import dev.kernelscope.model.isa.VopdCheck;
import dev.kernelscope.model.isa.VopdFinding;
import dev.kernelscope.model.isa.VopdInstruction;
import dev.kernelscope.model.isa.VopdReport;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.stream.Collectors;

public final class VopdTextReport {
    private VopdTextReport() {
    }

    public static void print(String file, VopdReport report, boolean verbose, PrintWriter out) {
        out.println("RDNA3 dual issue (VOPD) in " + file + ": " + report.instructions().size() + " v_dual_"
                + " instructions.");
        out.println("Rules: destinations one even one odd; SRC0 of X and Y in different VGPR banks; VSRC1 likewise"
                + " (bank = reg mod 4); X and Y independent; one literal.");
        out.println();
        if (verbose) {
            for (VopdInstruction dual : report.instructions()) {
                out.println(String.format("  %5d  %-70s  %s :: %s", dual.lineNumber(), dual.text(),
                        banks(VopdCheck.banks(dual.x())), banks(VopdCheck.banks(dual.y()))));
            }
            out.println();
        }
        for (VopdFinding finding : report.findings()) {
            out.println("  " + finding);
        }
        if (!report.findings().isEmpty()) {
            out.println();
        }
        out.println("Rule breaks: " + report.count(VopdFinding.Kind.RULE) + ", warnings: "
                + report.count(VopdFinding.Kind.WARNING) + ", bank reuse (cache hit or conflict): "
                + report.count(VopdFinding.Kind.BANK) + ", instructions reading 4 different banks: "
                + report.fourBankInstructions() + " of " + report.instructions().size() + ".");
        VopdBankPattern pattern = report.pattern();
        if (pattern.windows() > 0) {
            out.println("Seed 004's design rules: " + pattern.allBankWrites() + " of " + pattern.windows()
                    + " consecutive pairs write all 4 banks; registers read that the previous instruction did not"
                    + " read: X " + pattern.freshReadsX() + ", Y " + pattern.freshReadsY()
                    + (pattern.symmetric() ? " (symmetric)." : " (not symmetric)."));
        }
        long fmas = report.dualFmas() + report.singleFmas();
        if (fmas > 0) {
            out.println("FP32 FMAs: " + fmas + ", " + report.dualFmas() + " issued in pairs (v_dual_fma*), "
                    + report.singleFmas() + " alone (v_fmac/v_fma_f32): " + Formats.decimal(report.fmaIssueRatio(), 2)
                    + "x the fewest issue slots (1.00 = every FMA paired; seed 004 kernel 6 pairs all 128).");
        }
        out.flush();
    }

    public static ObjectNode json(String file, VopdReport report) {
        ObjectNode node = Json.object();
        node.put("file", file);
        node.put("instructions", report.instructions().size());
        node.put("ruleBreaks", report.count(VopdFinding.Kind.RULE));
        node.put("warnings", report.count(VopdFinding.Kind.WARNING));
        node.put("bankReuse", report.count(VopdFinding.Kind.BANK));
        node.put("fourBankInstructions", report.fourBankInstructions());
        node.set("pattern", Json.mapper().valueToTree(report.pattern()));
        node.put("dualFmas", report.dualFmas());
        node.put("singleFmas", report.singleFmas());
        node.put("fmaIssueRatio", report.fmaIssueRatio());
        ArrayNode findings = node.putArray("findings");
        for (VopdFinding finding : report.findings()) {
            ObjectNode f = findings.addObject();
            f.put("line", finding.lineNumber());
            f.put("kind", finding.kind().name().toLowerCase(java.util.Locale.ROOT));
            f.put("message", finding.message());
        }
        return node;
    }

    private static String banks(int[] banks) {
        return Arrays.stream(banks).mapToObj(b -> b < 0 ? "-" : Integer.toString(b)).collect(Collectors.joining(","));
    }
}
