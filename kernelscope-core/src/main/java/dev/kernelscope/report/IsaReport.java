/*
 * The `isa` report of one AMDGPU listing: per kernel its resources (VGPR/AGPR/SGPR/LDS/scratch/spills, the register
 * file bytes per wave), the occupancy from those counts beside LLVM's, the memory mix (scalar vs vector loads and
 * how vector loads are addressed), the address math of each loop, the VGPR live-range curve as text with its peak
 * and what fills it, and the findings; or the same as JSON; and the curve as a PNG/SVG chart.
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.advise.IsaReview;
import dev.kernelscope.model.isa.AmdInstruction;
import dev.kernelscope.model.isa.AmdKernelIsa;
import dev.kernelscope.model.isa.AmdKernelListing;
import dev.kernelscope.model.occupancy.OccupancyResult;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

public final class IsaReport {
    /** Columns of the text curve. */
    private static final int CURVE_WIDTH = 64;
    /** Rows of the text curve. */
    private static final int CURVE_HEIGHT = 8;

    private IsaReport() {
    }

    /**
     * @param source what was compiled or read (a file name)
     * @param how the compiler command or "listing read as given"
     */
    public static void print(String source, String how, List<IsaReview> reviews, boolean curve, PrintWriter out) {
        for (IsaReview review : reviews) {
            AmdKernelIsa isa = review.isa();
            AmdKernelListing k = isa.kernel();
            out.printf(Locale.ROOT, "%s: kernel %s on %s, wave%d%n", source, k.name(), review.target(), k.waveSize());
            out.println("  " + how);
            TextTable resources = TextTable.of(TextTable.left("RESOURCE"), TextTable.right("VALUE"), TextTable.left("NOTE")).indent(2);
            int wave = k.waveSize() == 0 ? 64 : k.waveSize();
            resources.row("VGPRs", k.vgprs(), String.format(Locale.ROOT, "per lane; %,d B per wave (x %d lanes x 4 B)",
                    (long) k.vgprs() * wave * 4, wave));
            if (k.agprs() > 0 || k.allocatedVectorRegisters() != k.vgprs()) {
                resources.row("AGPRs", k.agprs(), "allocated with VGPRs: " + k.allocatedVectorRegisters() + " per lane");
            }
            resources.row("SGPRs", k.sgprs(), String.format(Locale.ROOT, "per wave; %,d B per wave (one value for"
                    + " all lanes: %dx cheaper per value than a VGPR)", (long) k.sgprs() * 4, wave));
            resources.row("LDS", String.format(Locale.ROOT, "%,d B", (long) k.ldsBytes()), "static, per work-group");
            resources.row("scratch", String.format(Locale.ROOT, "%,d B", (long) k.scratchBytes()), "per work-item");
            resources.row("spills", k.vgprSpills() + " VGPR, " + k.sgprSpills() + " SGPR", "");
            resources.row("LLVM occupancy", k.compilerOccupancy() == 0 ? "-" : k.compilerOccupancy() + " waves/SIMD",
                    "'; Occupancy:' in the listing, at " + flatSize(k) + "-item groups");
            out.print(resources.render());
            review.occupancy().ifPresent(o -> out.printf(Locale.ROOT, "  occupancy (model %s, %d-item groups from %s):"
                            + " %d groups per %s, %d waves per %s, %s%s%n", review.modelArch().orElse("?"),
                    review.groupSize(), review.groupSizeFrom(), o.groupsPerUnit(), o.unit(), o.wavesPerUnit(), o.unit(),
                    o.occupancyPercent(), o.limiters().isEmpty() ? "" : ", limited by " + o.limitersJoined()));
            out.println("  cross-check: " + review.crossCheck());
            out.printf(Locale.ROOT, "  memory: %d scalar loads (s_load/s_buffer_load); %d vector loads: %d with an"
                            + " SGPR base or buffer descriptor, %d with a 64-bit VGPR address; %d stores; %d LDS;"
                            + " %d scratch%n", isa.scalarLoads(), isa.count(AmdInstruction.Kind.VECTOR_LOAD),
                    isa.vectorLoadsSgprBase(), isa.vectorLoadsVgprAddress(), isa.count(AmdInstruction.Kind.VECTOR_STORE),
                    isa.count(AmdInstruction.Kind.LDS), isa.count(AmdInstruction.Kind.SCRATCH));
            out.printf(Locale.ROOT, "  instructions: %d VALU (%d dual-issue), %d SALU, %d branches, %d waits/other%n",
                    isa.count(AmdInstruction.Kind.VALU) + isa.count(AmdInstruction.Kind.VALU_DUAL),
                    isa.count(AmdInstruction.Kind.VALU_DUAL), isa.count(AmdInstruction.Kind.SALU),
                    isa.count(AmdInstruction.Kind.BRANCH), isa.count(AmdInstruction.Kind.CONTROL));
            if (!isa.loops().isEmpty()) {
                TextTable loops = TextTable.of(TextTable.left("LOOP LINES"), TextTable.right("DEPTH"),
                        TextTable.right("LOADS"), TextTable.right("SGPR-BASE"), TextTable.right("ADDRESS VALU"),
                        TextTable.right("PER LOAD"), TextTable.right("VALU"), TextTable.right("FMA")).indent(2);
                for (AmdKernelIsa.LoopAddressMath l : isa.loops()) {
                    loops.row(l.firstLine() + "-" + l.lastLine(), l.depth(), l.vectorLoads(), l.sgprBaseLoads(),
                            l.addressValu(), String.format(Locale.ROOT, "%.1f", l.addressValuPerLoad()), l.valu(), l.fma());
                }
                out.print(loops.render());
            }
            AmdKernelIsa.LiveRange live = isa.liveRange();
            out.printf(Locale.ROOT, "  VGPR live range: peak %d live%s at line %d (%s); allocated %d%n", live.peakVgprs(),
                    live.peakAgprs() > 0 ? " + " + live.peakAgprs() + " AGPRs" : "", live.peakLine(), live.peakText(),
                    k.allocatedVectorRegisters());
            for (AmdKernelIsa.Producer p : live.producers()) {
                out.printf(Locale.ROOT, "    %3d written by %s%s%n", p.registers(), p.what(), p.lines().isEmpty() ? ""
                        : " (lines " + abbreviated(p.lines()) + ")");
            }
            if (curve) {
                curve(live, out);
            }
            for (IsaReview.IsaFinding f : review.findings()) {
                out.printf(Locale.ROOT, "  [%s] %s%s: %s%n", f.seedItems(), f.severity().sarifLevel(),
                        f.line() > 0 ? " line " + f.line() : "", f.message());
            }
            if (review.findings().isEmpty()) {
                out.println("  no findings");
            }
            review.notes().forEach(n -> out.println("  note: " + n));
            out.println();
        }
        out.flush();
    }

    private static int flatSize(AmdKernelListing k) {
        int[] reqd = k.requiredWorkGroupSize();
        if (reqd.length > 0) {
            return java.util.Arrays.stream(reqd).reduce(1, (a, b) -> a * b);
        }
        return k.maxFlatWorkGroupSize() > 0 ? k.maxFlatWorkGroupSize() : 256;
    }

    /** The curve as a text chart: columns are stretches of the listing, each at its highest live count. */
    static void curve(AmdKernelIsa.LiveRange live, PrintWriter out) {
        int[] values = live.vgprCurve();
        if (values.length == 0) {
            return;
        }
        int columns = Math.min(CURVE_WIDTH, values.length);
        int[] column = new int[columns];
        for (int i = 0; i < values.length; i++) {
            int c = (int) ((long) i * columns / values.length);
            column[c] = Math.max(column[c], values[i]);
        }
        int max = Math.max(1, live.peakVgprs());
        for (int row = CURVE_HEIGHT; row >= 1; row--) {
            StringBuilder line = new StringBuilder();
            double threshold = (double) max * (row - 0.5) / CURVE_HEIGHT;
            for (int v : column) {
                line.append(v >= threshold ? '#' : ' ');
            }
            String label = row == CURVE_HEIGHT ? String.format(Locale.ROOT, "%4d", max)
                    : row == 1 ? String.format(Locale.ROOT, "%4d", 0) : "    ";
            out.println("    " + label + " |" + line.toString().stripTrailing());
        }
        out.printf(Locale.ROOT, "         +%s%n          line %d%s line %d%n", "-".repeat(columns), live.lines()[0],
                " ".repeat(Math.max(1, columns - 18)), live.lines()[live.lines().length - 1]);
    }

    /** The live-range curve (VGPRs and AGPRs per listing line) as a chart for {@link ChartFile}. */
    public static JFreeChart curveChart(IsaReview review) {
        AmdKernelIsa.LiveRange live = review.isa().liveRange();
        XYSeries vgprs = new XYSeries("live VGPRs");
        XYSeries agprs = new XYSeries("live AGPRs");
        for (int i = 0; i < live.lines().length; i++) {
            vgprs.add(live.lines()[i], live.vgprCurve()[i]);
            agprs.add(live.lines()[i], live.agprCurve()[i]);
        }
        XYSeriesCollection data = new XYSeriesCollection(vgprs);
        if (live.peakAgprs() > 0) {
            data.addSeries(agprs);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(review.isa().kernel().name() + " on " + review.target()
                        + ": live vector registers", "listing line", "live registers per lane", data,
                PlotOrientation.VERTICAL, true, false, false);
        ChartStyle.apply(chart);
        chart.addSubtitle(ChartStyle.subtitle("peak " + live.peakVgprs() + " VGPRs at line " + live.peakLine()
                + " (" + live.peakText() + "); allocated " + review.isa().kernel().allocatedVectorRegisters()));
        return chart;
    }

    public static ObjectNode json(String source, List<String> command, List<IsaReview> reviews) {
        ObjectNode root = Json.object();
        root.put("source", source);
        ArrayNode cmd = root.putArray("command");
        command.forEach(cmd::add);
        ArrayNode kernels = root.putArray("kernels");
        for (IsaReview review : reviews) {
            AmdKernelIsa isa = review.isa();
            AmdKernelListing k = isa.kernel();
            ObjectNode node = kernels.addObject();
            node.put("kernel", k.name());
            node.put("target", review.target());
            node.put("waveSize", k.waveSize());
            ObjectNode res = node.putObject("resources");
            res.put("vgprs", k.vgprs());
            res.put("agprs", k.agprs());
            res.put("allocatedVectorRegisters", k.allocatedVectorRegisters());
            res.put("sgprs", k.sgprs());
            res.put("ldsBytes", k.ldsBytes());
            res.put("scratchBytesPerItem", k.scratchBytes());
            res.put("vgprSpills", k.vgprSpills());
            res.put("sgprSpills", k.sgprSpills());
            res.put("llvmOccupancy", k.compilerOccupancy());
            res.put("maxFlatWorkGroupSize", k.maxFlatWorkGroupSize());
            ArrayNode calls = res.putArray("calls");
            k.calls().forEach(calls::add);
            node.put("groupSize", review.groupSize());
            node.put("groupSizeFrom", review.groupSizeFrom());
            node.put("modelArch", review.modelArch().orElse(null));
            review.occupancy().ifPresent(o -> node.set("occupancy", occupancy(o)));
            review.compilerView().ifPresent(o -> node.put("modelLlvmOccupancy", o.compilerOccupancy()));
            node.put("crossCheck", review.crossCheck());
            ObjectNode memory = node.putObject("memory");
            memory.put("scalarLoads", isa.scalarLoads());
            memory.put("vectorLoads", isa.count(AmdInstruction.Kind.VECTOR_LOAD));
            memory.put("vectorLoadsSgprBase", isa.vectorLoadsSgprBase());
            memory.put("vectorLoadsVgprAddress", isa.vectorLoadsVgprAddress());
            memory.put("vectorStores", isa.count(AmdInstruction.Kind.VECTOR_STORE));
            memory.put("lds", isa.count(AmdInstruction.Kind.LDS));
            memory.put("scratch", isa.count(AmdInstruction.Kind.SCRATCH));
            ArrayNode uniform = memory.putArray("uniformVectorLoadLines");
            isa.uniformVectorLoads().forEach(i -> uniform.add(i.lineNumber()));
            ObjectNode mix = node.putObject("instructionMix");
            isa.mix().forEach((kind, n) -> mix.put(kind.name().toLowerCase(Locale.ROOT), n));
            ArrayNode loops = node.putArray("loops");
            for (AmdKernelIsa.LoopAddressMath l : isa.loops()) {
                ObjectNode loop = loops.addObject();
                loop.put("firstLine", l.firstLine());
                loop.put("lastLine", l.lastLine());
                loop.put("depth", l.depth());
                loop.put("vectorLoads", l.vectorLoads());
                loop.put("sgprBaseLoads", l.sgprBaseLoads());
                loop.put("addressValu", l.addressValu());
                loop.put("valu", l.valu());
                loop.put("fma", l.fma());
                ObjectNode mnemonics = loop.putObject("addressMnemonics");
                l.addressMnemonics().forEach(mnemonics::put);
            }
            AmdKernelIsa.LiveRange live = isa.liveRange();
            ObjectNode range = node.putObject("liveRange");
            range.put("peakVgprs", live.peakVgprs());
            range.put("peakAgprs", live.peakAgprs());
            range.put("peakLine", live.peakLine());
            range.put("peakInstruction", live.peakText());
            ArrayNode producers = range.putArray("producers");
            for (AmdKernelIsa.Producer p : live.producers()) {
                ObjectNode pn = producers.addObject();
                pn.put("what", p.what());
                pn.put("registers", p.registers());
                ArrayNode lines = pn.putArray("lines");
                p.lines().forEach(lines::add);
            }
            ArrayNode hoisted = range.putArray("hoistedLoadRegisters");
            live.hoistedLoadRegisters().forEach(hoisted::add);
            ArrayNode waiting = range.putArray("waitingAddressRegisters");
            live.waitingAddressRegisters().forEach(waiting::add);
            ArrayNode idle = range.putArray("idleRegisters");
            live.idleRegisters().forEach(idle::add);
            ArrayNode curve = range.putArray("curve");
            for (int i = 0; i < live.lines().length; i++) {
                ArrayNode point = curve.addArray();
                point.add(live.lines()[i]);
                point.add(live.vgprCurve()[i]);
                point.add(live.agprCurve()[i]);
            }
            ArrayNode findings = node.putArray("findings");
            for (IsaReview.IsaFinding f : review.findings()) {
                ObjectNode fn = findings.addObject();
                fn.put("seedItems", f.seedItems());
                fn.put("level", f.severity().sarifLevel());
                fn.put("line", f.line());
                fn.put("message", f.message());
            }
            ArrayNode notes = node.putArray("notes");
            review.notes().forEach(notes::add);
        }
        return root;
    }

    private static ObjectNode occupancy(OccupancyResult o) {
        ObjectNode node = Json.object();
        node.put("arch", o.arch());
        node.put("unit", o.unit());
        node.put("groupsPerUnit", o.groupsPerUnit());
        node.put("wavesPerUnit", o.wavesPerUnit());
        node.put("occupancy", o.occupancy());
        node.put("limiters", o.limitersJoined());
        if (o.compilerOccupancy() != null) {
            node.put("llvmView", o.compilerOccupancy());
        }
        return node;
    }

    private static String abbreviated(List<Integer> lines) {
        List<Integer> sorted = lines.stream().sorted().toList();
        if (sorted.size() <= 8) {
            return sorted.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "));
        }
        return sorted.subList(0, 8).stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "))
                + " ... " + sorted.getLast() + " (" + sorted.size() + " writers)";
    }
}
