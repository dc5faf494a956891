/*
 * Occupancy across one input (registers, shared memory, threads, SGPRs) with the others fixed: the table lists each
 * distinct step (a range of values with the same groups, waves and limiters) and marks the current value; the
 * chart is Nsight Compute's staircase with the current configuration marked.
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.arch.VendorTerms;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.OccupancyResult;
import dev.kernelscope.model.occupancy.OccupancySweep;
import dev.kernelscope.model.occupancy.SweepPoint;
import dev.kernelscope.model.occupancy.SweepRange;
import dev.kernelscope.model.occupancy.SweepVariable;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;

public final class SweepReport {
    /** A run of consecutive swept values with the same groups, waves and limiters. */
    public record Step(int from, int to, int groupsPerUnit, int wavesPerUnit, double occupancy, String limiters) {
        boolean contains(int value) {
            return value >= from && value <= to;
        }
    }

    /** Above this many steps (a threads sweep zigzags) labels would overlap: the axis is enough. */
    private static final int MAX_LABELLED_STEPS = 12;
    /** A drop of at least 4 points of occupancy leaves room for a label under the corner of a step. */
    private static final double MIN_LABELLED_DROP = 0.04;

    private SweepReport() {
    }

    /** Collapses the sweep's points into steps, in the order swept. */
    public static List<Step> steps(List<SweepPoint> points) {
        List<Step> steps = new ArrayList<>();
        SweepPoint first = null;
        SweepPoint last = null;
        for (SweepPoint point : points) {
            if (first != null && (point.groupsPerUnit() != first.groupsPerUnit()
                    || point.wavesPerUnit() != first.wavesPerUnit() || point.limiterMask() != first.limiterMask())) {
                steps.add(step(first, last));
                first = null;
            }
            if (first == null) {
                first = point;
            }
            last = point;
        }
        if (first != null) {
            steps.add(step(first, last));
        }
        return List.copyOf(steps);
    }

    /** The axis label of a swept variable in the vendor's words: "VGPRs per thread", "LDS bytes per work-group". */
    public static String axisLabel(SweepVariable variable, OccupancyQuery query) {
        VendorTerms words = VendorTerms.of(query.arch().family());
        String group = OccupancyReport.singular(words.groups());
        return switch (variable) {
            case REGISTERS -> capitalize(words.registers()) + " per thread";
            case SCALAR_REGISTERS -> words.scalarRegisters() + " per wave";
            case SHARED -> capitalize(words.shared()) + " per " + group + " (bytes)";
            case THREADS -> "Threads per " + group;
        };
    }

    public static void printTable(SweepVariable variable, OccupancyQuery query, OccupancyResult current,
            List<SweepPoint> points, PrintWriter out) {
        VendorTerms words = VendorTerms.of(query.arch().family());
        int value = currentValue(variable, query);
        List<Step> steps = steps(points);
        out.println("Occupancy sweep over " + axisLabel(variable, query) + ", other inputs as given");
        out.println(OccupancyReport.describe(query, current) + " (unit: " + current.unit() + ")");
        out.println();
        TextTable table = TextTable.of(TextTable.right(variable.key()), TextTable.right(words.groups() + "/"
                        + current.unit()), TextTable.right(words.wave() + "s/" + current.unit()),
                TextTable.right("occupancy"), TextTable.left("limiters"), TextTable.left("")).indent(2);
        for (Step step : steps) {
            String range = step.from() == step.to() ? Formats.count(step.from())
                    : Formats.count(step.from()) + " - " + Formats.count(step.to());
            table.row(range, step.groupsPerUnit(), step.wavesPerUnit(), Formats.percent(step.occupancy()),
                    step.limiters().isEmpty() ? "-" : step.limiters(),
                    step.contains(value) ? "<- current (" + Formats.count(value) + ")" : "");
        }
        out.print(table.render());
        out.println();
        // The footer names the default range the CLI sweeps; the current value is added to it when the range steps
        // over it (OccupancySweep.sweep).
        SweepRange range = OccupancySweep.defaultRange(query, variable);
        out.println(steps.size() + " distinct steps over " + Formats.count(points.size()) + " values ("
                + Formats.count(range.from()) + " to " + Formats.count(range.to())
                + (range.size() > 1 ? ", step " + range.step() : "")
                + (range.stepsOver(value) ? ", and the current " + Formats.count(value) : "") + ").");
        out.flush();
    }

    public static ObjectNode json(SweepVariable variable, OccupancyQuery query, OccupancyResult current,
            List<SweepPoint> points) {
        ObjectNode node = Json.object();
        node.put("arch", current.arch());
        node.put("unit", current.unit());
        node.put("variable", variable.key());
        node.put("currentValue", currentValue(variable, query));
        node.set("current", Json.mapper().valueToTree(current));
        ArrayNode steps = node.putArray("steps");
        for (Step step : steps(points)) {
            ObjectNode s = steps.addObject();
            s.put("from", step.from());
            s.put("to", step.to());
            s.put("groupsPerUnit", step.groupsPerUnit());
            s.put("wavesPerUnit", step.wavesPerUnit());
            s.put("occupancy", step.occupancy());
            s.put("limiters", step.limiters());
        }
        return node;
    }

    public static void printCsv(SweepVariable variable, List<SweepPoint> points, Writer out) {
        CsvTable table = new CsvTable(List.of(variable.key() + "_from", variable.key() + "_to", "groups_per_unit",
                "waves_per_unit", "occupancy", "limiters"));
        for (Step step : steps(points)) {
            table.row(step.from(), step.to(), step.groupsPerUnit(), step.wavesPerUnit(), step.occupancy(),
                    step.limiters());
        }
        table.write(out);
    }

    /** Nsight Compute's staircase: occupancy (%) against the swept value, waves per unit on the right axis. */
    public static JFreeChart chart(SweepVariable variable, OccupancyQuery query, OccupancyResult current,
            List<SweepPoint> points) {
        VendorTerms words = VendorTerms.of(query.arch().family());
        List<StaircaseChart.Point> stairs = new ArrayList<>();
        List<Step> steps = steps(points);
        for (Step step : steps) {
            stairs.add(new StaircaseChart.Point(step.from(), 100 * step.occupancy()));
        }
        Step lastStep = steps.getLast();
        if (lastStep.to() > lastStep.from()) {
            stairs.add(new StaircaseChart.Point(lastStep.to(), 100 * lastStep.occupancy()));
        }
        int value = currentValue(variable, query);
        String label = Formats.count(value) + " " + shortName(variable, words) + ": "
                + Formats.percent(current.occupancy()) + ", " + current.groupsPerUnit() + " "
                + (current.groupsPerUnit() == 1 ? OccupancyReport.singular(words.groups()) : words.groups())
                + "/" + current.unit();
        String limiters = current.limiters().isEmpty() ? "" : " - limited by " + current.limitersJoined();
        StaircaseChart chart = StaircaseChart.titled(current.arch() + ": occupancy vs "
                        + decapitalize(axisLabel(variable, query)))
                .subtitle(OccupancyReport.describe(query, current) + limiters)
                .xLabel(axisLabel(variable, query))
                .series(new StaircaseChart.Series("occupancy", stairs))
                .current(new StaircaseChart.Current(value, 100 * current.occupancy(), label))
                .rightAxis(capitalize(words.wave()) + "s per " + current.unit(), current.maxWavesPerUnit() / 100.0);
        if (steps.size() <= MAX_LABELLED_STEPS) {
            // Label where each falling step ends: the largest value that still gives that occupancy.
            for (int i = 0; i < steps.size() - 1; i++) {
                Step step = steps.get(i);
                // Only where the curve falls far enough for the label to sit in the corner.
                if (step.occupancy() - steps.get(i + 1).occupancy() >= MIN_LABELLED_DROP) {
                    chart.note(new StaircaseChart.Note(step.to(), 100 * step.occupancy(),
                            "\u2264 " + Formats.count(step.to())));
                }
            }
        }
        return chart.build();
    }

    public static int currentValue(SweepVariable variable, OccupancyQuery query) {
        return switch (variable) {
            case REGISTERS -> query.registersPerThread();
            case SHARED -> query.sharedBytesPerGroup();
            case THREADS -> query.threadsPerGroup();
            case SCALAR_REGISTERS -> query.scalarRegisters();
        };
    }

    private static String shortName(SweepVariable variable, VendorTerms words) {
        return switch (variable) {
            case REGISTERS -> words.registers();
            case SCALAR_REGISTERS -> words.scalarRegisters();
            case SHARED -> "B " + words.shared();
            case THREADS -> "threads";
        };
    }

    private static Step step(SweepPoint first, SweepPoint last) {
        return new Step(first.value(), last.value(), first.groupsPerUnit(), first.wavesPerUnit(), first.occupancy(),
                first.limitersJoined());
    }

    /** "Shared memory per block" -> "shared memory per block"; "VGPRs per thread" stays. */
    private static String decapitalize(String text) {
        return text.length() > 1 && Character.isLowerCase(text.charAt(1))
                ? Character.toLowerCase(text.charAt(0)) + text.substring(1) : text;
    }

    private static String capitalize(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
