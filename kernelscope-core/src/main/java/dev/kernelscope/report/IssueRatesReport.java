/*
 * The `roofline --issue-rates` report: FP32 and 32-bit integer results per clock per compute unit for each
 * architecture preset (or one), the FP-to-integer ratio (seed 001: prefer float on Rogue), and each number's source
 * or the reason a preset has none.
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.arch.IssueRates;
import java.io.PrintWriter;
import java.util.List;
import java.util.OptionalDouble;

public final class IssueRatesReport {
    private IssueRatesReport() {
    }

    public static void print(List<IssueRates.Entry> entries, boolean withSources, PrintWriter out) {
        TextTable table = TextTable.of(TextTable.left("arch"), TextTable.left("per"), TextTable.right("FP32/clk"),
                TextTable.right("INT32 add/clk"), TextTable.right("INT32 mul/clk"), TextTable.right("FP : INT add"));
        for (IssueRates.Entry e : entries) {
            table.row(e.archId(), e.unit(), rate(e.fp32PerClock()), rate(e.int32AddPerClock()),
                    rate(e.int32MulPerClock()), e.fpPerIntegerAdd().isPresent()
                            ? Formats.decimal(e.fpPerIntegerAdd().getAsDouble(), 1) + " : 1" : "-");
        }
        out.print(table.indent(2).render());
        if (withSources) {
            for (IssueRates.Entry e : entries) {
                out.println();
                out.println("  " + e.archId() + ":");
                if (e.note() != null) {
                    out.println("    " + e.note());
                }
                e.sources().forEach((field, source) -> out.println("    " + field + ": " + source));
            }
        } else {
            out.println("  '-': no figure KernelScope can cite (--arch ID says why); --arch ID also gives the sources.");
        }
        out.flush();
    }

    public static ArrayNode json(List<IssueRates.Entry> entries) {
        ArrayNode all = Json.array();
        for (IssueRates.Entry e : entries) {
            ObjectNode node = all.addObject();
            node.put("archId", e.archId());
            node.put("unit", e.unit());
            put(node, "fp32PerClock", e.fp32PerClock());
            put(node, "int32AddPerClock", e.int32AddPerClock());
            put(node, "int32MulPerClock", e.int32MulPerClock());
            put(node, "fpPerIntegerAdd", e.fpPerIntegerAdd());
            ObjectNode sources = node.putObject("sources");
            e.sources().forEach(sources::put);
            if (e.note() != null) {
                node.put("note", e.note());
            }
        }
        return all;
    }

    private static String rate(OptionalDouble value) {
        return value.isPresent() ? Formats.decimal(value.getAsDouble(), 0) : "-";
    }

    private static void put(ObjectNode node, String field, OptionalDouble value) {
        if (value.isPresent()) {
            node.put(field, value.getAsDouble());
        } else {
            node.putNull(field);
        }
    }
}
