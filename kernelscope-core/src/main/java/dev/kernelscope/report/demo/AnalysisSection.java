/*
 * Demo section: `kernelscope analyze` on the two kernels people write first (a 3x3 blur and a matrix product, from
 * first-kernels.cl), static rules only: what each finding says, which seed it comes from and what the ladders
 * measured for the change it proposes. Needs libclang; without it the section says how to install it.
 */
package dev.kernelscope.report.demo;

import dev.kernelscope.advise.AnalysisOptions;
import dev.kernelscope.advise.AnalysisReport;
import dev.kernelscope.advise.Finding;
import dev.kernelscope.advise.KernelAnalysis;
import dev.kernelscope.source.ClangFrontEnd;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

final class AnalysisSection implements DemoSection {
    static final String EXAMPLES = "first-kernels.cl";
    /** Columns of the section's text, as the other sections' tables. */
    static final int WIDTH = 118;

    @Override
    public String title() {
        return "Your kernel: what the static rules say (kernelscope analyze)";
    }

    @Override
    public String source() {
        return "seeds 000, 002, 004";
    }

    @Override
    public void print(PrintWriter out) {
        if (!ClangFrontEnd.isAvailable()) {
            // ClangFrontEnd's own reason: the package to install, or the library KERNELSCOPE_LIBCLANG named
            out.println("The rules cannot read a kernel here: " + ClangFrontEnd.missingLibrary()
                    + " (the other sections need nothing more).");
            return;
        }
        AnalysisReport report = KernelAnalysis.analyze(EXAMPLES, examples(), AnalysisOptions.staticOnly());
        out.println("Two kernels people write first, one output per work-item (" + EXAMPLES + ", bundled):");
        for (AnalysisReport.KernelReport kernel : report.kernels()) {
            out.println();
            out.println(kernel.kernel() + " (line " + kernel.location().line() + "):");
            for (Finding finding : kernel.findings()) {
                printWrapped(out, "  ", finding.rule().id() + " " + finding.severity().name().toLowerCase(Locale.ROOT)
                        + ", line " + finding.location().line() + ": " + finding.message());
                printWrapped(out, "    ", "estimate: " + finding.estimate());
                printWrapped(out, "    ", "source: " + finding.rule().source());
            }
            if (kernel.findings().isEmpty()) {
                out.println("  no findings");
            }
        }
        out.println();
        out.println("Try: kernelscope analyze my_kernel.cl --arch sm_90   (--run times it; --format sarif for code"
                + " review)");
    }

    /** Prints text in lines of at most WIDTH characters, broken at spaces, each after the indent. */
    static void printWrapped(PrintWriter out, String indent, String text) {
        StringBuilder line = new StringBuilder(indent);
        for (String word : text.split(" ")) {
            if (line.length() > indent.length() && line.length() + 1 + word.length() > WIDTH) {
                out.println(line);
                line = new StringBuilder(indent + "  ");
            } else if (line.length() > indent.length()) {
                line.append(' ');
            }
            line.append(word);
        }
        out.println(line);
    }

    private static String examples() {
        try (InputStream in = AnalysisSection.class.getResourceAsStream(EXAMPLES)) {
            if (in == null) {
                throw new IllegalStateException(EXAMPLES + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
