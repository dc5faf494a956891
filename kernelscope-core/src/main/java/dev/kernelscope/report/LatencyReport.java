/*
 * The latency-hiding report (seed 001's model): the waves needed to cover a memory latency at a given arithmetic
 * intensity, the occupancy that takes on a unit with a number of residency slots, and whether it is reachable.
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kernelscope.model.latency.LatencyHiding;
import dev.kernelscope.model.latency.MemoryChain;
import dev.kernelscope.model.latency.ThreadTileIntensity;
import java.io.PrintWriter;

public final class LatencyReport {
    private LatencyReport() {
    }

    /** The thread tile's ALU work per LDS read, which --thread-tile feeds to the table (seed 004 R12). */
    public static void printTile(ThreadTileIntensity tile, PrintWriter out) {
        out.println("Thread tile " + tile.tileM() + "x" + tile.tileN() + ": " + tile.fmasPerStep() + " FMAs per k step"
                + " for " + tile.loadsPerStep() + " LDS reads (" + tile.tileM() + " of A + " + tile.tileN() + " of B, "
                + tile.elementsPerLoad() + " float" + (tile.elementsPerLoad() == 1 ? "" : "s") + " per read) = "
                + Formats.decimal(tile.fmasPerLoad(), 2) + " FMAs per read.");
        out.println();
    }

    public static void printTable(LatencyHiding hiding, PrintWriter out) {
        String latency = Formats.decimal(hiding.latencyCycles(), 2);
        String ratio = Formats.decimal(hiding.aluPerMemory(), 2);
        String cpi = Formats.decimal(hiding.cyclesPerInstruction(), 2);
        TextTable table = TextTable.of(TextTable.left("metric"), TextTable.left("unit"), TextTable.right("value"))
                .indent(2)
                .row("memory latency", "cycles", latency)
                .row("ALU instructions per memory instruction", "", ratio)
                .row("cycles per ALU instruction", "cycles", cpi)
                .row("ALU cycles one wave covers", "cycles", Formats.decimal(hiding.cyclesCoveredPerWave(), 2))
                .row("waves needed", "waves", Formats.count(hiding.wavesNeeded()))
                .row("residency slots", "waves", Formats.count(hiding.slots()))
                .row("occupancy needed", "%", Formats.percent(hiding.occupancyNeeded()));
        out.println("Latency hiding: while one wave waits on memory, the others must keep the ALU busy.");
        out.println("waves needed = ceil(latency / (ALU per memory x cycles per instruction)) = ceil(" + latency
                + " / (" + ratio + " x " + cpi + ")) = " + hiding.wavesNeeded());
        out.println();
        out.print(table.render());
        out.println();
        if (hiding.hideable()) {
            out.println("Hideable: " + hiding.wavesNeeded() + " of " + hiding.slots() + " slots, so the kernel needs"
                    + " an occupancy of at least " + Formats.percent(hiding.occupancyNeeded()) + " (about "
                    + Formats.wholePercent(hiding.occupancyNeeded()) + ").");
        } else {
            out.println("Not hideable by occupancy alone: " + hiding.wavesNeeded() + " waves are needed but the unit"
                    + " holds " + hiding.slots() + "; even at 100% it covers "
                    + Formats.decimal(hiding.latencyHiddenAtFullOccupancy(), 2) + " of " + latency + " cycles."
                    + " Raise the arithmetic intensity (more ALU work per memory access) or cut the latency.");
        }
        out.flush();
    }

    public static ObjectNode json(LatencyHiding hiding) {
        ObjectNode node = Json.object();
        node.put("latencyCycles", hiding.latencyCycles());
        node.put("aluPerMemory", hiding.aluPerMemory());
        node.put("cyclesPerInstruction", hiding.cyclesPerInstruction());
        node.put("cyclesCoveredPerWave", hiding.cyclesCoveredPerWave());
        node.put("slots", hiding.slots());
        node.put("wavesNeeded", hiding.wavesNeeded());
        node.put("occupancyNeeded", hiding.occupancyNeeded());
        node.put("hideable", hiding.hideable());
        node.put("latencyHiddenAtFullOccupancy", hiding.latencyHiddenAtFullOccupancy());
        return node;
    }

    /** One wave's dependency chain: cycles, round trips waited and reads in flight (seed 002). */
    public static void printChain(MemoryChain chain, PrintWriter out) {
        out.println();
        out.println("Dependency chain (reads per level " + chain.readsPerLevel() + ", "
                + Formats.decimal(chain.latencyCycles(), 0) + "-cycle latency"
                + (chain.inFlight() == Integer.MAX_VALUE ? "" : ", at most " + chain.inFlight() + " in flight") + "):");
        out.println("  " + Formats.decimal(chain.cycles(), 0) + " cycles = " + Formats.decimal(chain.latencies(), 2)
                + " x the latency; up to " + chain.peakInFlight() + " reads in flight at once ("
                + Formats.decimal(chain.averageInFlight(), 2) + " on average).");
        out.println(chain.meetsTwoInFlight() ? "  At least two reads in flight: the wave overlaps its own latency."
                : "  Fewer than two reads in flight: issue independent reads together (seed 002: at least two).");
        out.flush();
    }

    public static ObjectNode json(MemoryChain chain) {
        ObjectNode node = Json.object();
        ArrayNode levels = node.putArray("readsPerLevel");
        chain.readsPerLevel().forEach(levels::add);
        node.put("latencyCycles", chain.latencyCycles());
        node.put("issueCycles", chain.issueCycles());
        if (chain.inFlight() != Integer.MAX_VALUE) {
            node.put("inFlight", chain.inFlight());
        }
        node.put("cycles", chain.cycles());
        node.put("latencies", chain.latencies());
        node.put("peakInFlight", chain.peakInFlight());
        node.put("averageInFlight", chain.averageInFlight());
        node.put("atLeastTwoInFlight", chain.meetsTwoInFlight());
        return node;
    }
}
