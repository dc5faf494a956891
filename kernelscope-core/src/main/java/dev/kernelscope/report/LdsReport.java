/*
 * The `lds` report: the bank-conflict degree of one access pattern on an architecture's LDS banks, and optionally a
 * register-tiled GEMM's LDS traffic and bandwidth against the reference device's LDS peak (seed 004, kernel 5).
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.lds.BankConflict;
import dev.kernelscope.model.lds.GemmLdsTraffic;
import dev.kernelscope.model.roofline.ReferenceDevice;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

public final class LdsReport {
    private LdsReport() {
    }

    public static void printConflict(String archId, BankConflict conflict, PrintWriter out) {
        var p = conflict.pattern();
        out.println("LDS bank conflicts on " + archId + ": " + conflict.geometry().banks() + " banks of "
                + conflict.geometry().bankBytes() + " B (" + conflict.geometry().note() + ").");
        out.println("Lane i touches element (i mod " + p.rowWidth() + ") x " + p.stride() + " + (i / "
                + p.rowWidth() + ") x " + p.rowStride() + " of " + p.elementBytes() + " B, " + p.lanes()
                + " lanes, offset " + p.offsetBytes() + " B.");
        out.println();
        out.println("  clocks            " + conflict.cycles() + " (ideal " + conflict.idealCycles() + ")");
        out.println("  conflict degree   " + Formats.decimal(conflict.degree(), 2)
                + (conflict.conflictFree() ? " (conflict-free)" : "-way, busiest bank " + conflict.busiestBank()));
        out.println("  banks used        " + conflict.banksUsed() + " of " + conflict.geometry().banks());
        Map<Integer, Integer> sorted = new TreeMap<>(conflict.dwordsPerBank());
        out.println("  DWORDs per bank   " + sorted.entrySet().stream().map(e -> e.getKey() + ":" + e.getValue())
                .collect(Collectors.joining(" ")));
        out.println("Source: " + conflict.geometry().source());
        out.flush();
    }

    public static void printTraffic(GemmLdsTraffic traffic, Optional<Double> milliseconds,
            Optional<Double> peakBytesPerSecond, Optional<ReferenceDevice> device, PrintWriter out) {
        out.println();
        out.println("GEMM LDS traffic, " + traffic.m() + "x" + traffic.n() + "x" + traffic.k() + ", group tile "
                + traffic.blockM() + "x" + traffic.blockN() + ", thread tile " + traffic.threadM() + "x"
                + traffic.threadN() + " (" + traffic.threadsPerGroup() + " threads, " + traffic.groups()
                + " groups):");
        out.println("  read     " + Formats.count(traffic.bytesRead()) + " B  (groups x K x threads x (TM + TN) x "
                + traffic.elementBytes() + " B)");
        out.println("  written  " + Formats.count(traffic.bytesWritten()) + " B  (groups x K x (BM + BN) x "
                + traffic.elementBytes() + " B)");
        milliseconds.ifPresent(ms -> {
            double rate = traffic.bytesPerSecond(ms);
            out.println("  needs    " + Formats.decimal(rate / 1e12, 2) + " TB/s at " + ms + " ms"
                    + peakBytesPerSecond.map(peak -> " = " + Formats.percent(rate / peak) + " of the "
                            + device.map(ReferenceDevice::product).orElse("device") + "'s LDS peak of "
                            + Formats.decimal(peak / 1e12, 2) + " TB/s").orElse(""));
        });
        out.flush();
    }

    public static ObjectNode json(String archId, BankConflict conflict) {
        ObjectNode node = Json.object();
        node.put("arch", archId);
        node.put("banks", conflict.geometry().banks());
        node.put("bankBytes", conflict.geometry().bankBytes());
        node.put("lanes", conflict.pattern().lanes());
        node.put("elementBytes", conflict.pattern().elementBytes());
        node.put("stride", conflict.pattern().stride());
        node.put("rowWidth", conflict.pattern().rowWidth());
        node.put("rowStride", conflict.pattern().rowStride());
        node.put("offsetBytes", conflict.pattern().offsetBytes());
        node.put("clocks", conflict.cycles());
        node.put("idealClocks", conflict.idealCycles());
        node.put("degree", conflict.degree());
        node.put("banksUsed", conflict.banksUsed());
        node.put("source", conflict.geometry().source());
        return node;
    }

    public static ObjectNode json(GemmLdsTraffic traffic, Optional<Double> milliseconds,
            Optional<Double> peakBytesPerSecond) {
        ObjectNode node = Json.object();
        node.put("m", traffic.m());
        node.put("n", traffic.n());
        node.put("k", traffic.k());
        node.put("blockM", traffic.blockM());
        node.put("blockN", traffic.blockN());
        node.put("threadM", traffic.threadM());
        node.put("threadN", traffic.threadN());
        node.put("threadsPerGroup", traffic.threadsPerGroup());
        node.put("groups", traffic.groups());
        node.put("bytesRead", traffic.bytesRead());
        node.put("bytesWritten", traffic.bytesWritten());
        milliseconds.ifPresent(ms -> {
            node.put("milliseconds", ms);
            node.put("bytesPerSecond", traffic.bytesPerSecond(ms));
        });
        peakBytesPerSecond.ifPresent(peak -> node.put("peakBytesPerSecond", peak));
        return node;
    }
}
