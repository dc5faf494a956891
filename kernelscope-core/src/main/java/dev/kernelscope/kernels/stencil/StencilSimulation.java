/*
 * Simulator programs for the stencil ladder, built from its registry (group size, output tile, ROWS/VEC/TILE
 * parameters) for a 3x3 filter on float pixels: per wave the global loads, local stores, barriers, local or cached
 * taps and multiply-adds. The simulator has no cache model, so taps the L1 catches are modelled on the shared pipe
 * (L1 and shared memory are one SRAM on NVIDIA); that and the per-variant mix are stated in each program.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.model.sim.ProgramParser;
import dev.kernelscope.model.sim.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

public final class StencilSimulation {
    /** Filter radius simulated (3x3). */
    static final int RADIUS = 1;
    /** Output tiles each group computes, one after another, for a steady state. */
    static final int TILES = 8;

    private StencilSimulation() {
    }

    public static List<Scenario> scenarios() {
        List<Scenario> list = new ArrayList<>();
        for (StencilVariant v : StencilVariant.values()) {
            list.add(scenario(v));
        }
        return list;
    }

    public static Scenario scenario(StencilVariant v) {
        Map<String, Long> p = v.defaults();
        long threads = v.groupSize(p);
        long outputs = Math.max(1, v.outputTile(p).elements() / threads);     // outputs per work-item
        int d = 2 * RADIUS + 1;
        boolean separable = v.id().startsWith("separable");
        long taps = separable ? 2L * d : (long) d * d;
        String name = String.format(Locale.ROOT, "filter-%02d-%s", v.number(), v.id());
        StringBuilder t = new StringBuilder();
        t.append("# stencil rung ").append(v.label()).append(": ").append(v.change()).append('\n');
        t.append("threads ").append(threads).append("\nregisters 32\nrounds ").append(TILES).append('\n');
        if (p.containsKey("TILE_X")) {
            long tx = p.get("TILE_X"), ty = p.get("TILE_Y");
            long staged = (tx + 2 * RADIUS) * (ty + 2 * RADIUS);
            long perThread = (staged + threads - 1) / threads;
            t.append("shared ").append(staged * Float.BYTES).append('\n');
            t.append("note ").append(name).append(": ").append(tx).append('x').append(ty).append(" tile + halo (").append(staged)
                    .append(" floats) staged in local memory, ").append(perThread).append(" loads per work-item, then ")
                    .append(taps).append(" local taps and FMAs per output").append(separable ? " in a row and a column pass" : "")
                    .append(" (3x3 float filter; registers 32 assumed)\n");
            t.append("mem ").append(perThread).append("\nsts ").append(perThread).append("\nbarrier\n");
            if (separable) {
                t.append("lds ").append(d * outputs).append("\nalu ").append(d * outputs).append("\nsts ").append(outputs)
                        .append("\nbarrier\nlds ").append(d * outputs).append("\nalu ").append(d * outputs).append('\n');
            } else {
                t.append("lds ").append(taps * outputs).append("\nalu ").append(taps * outputs).append('\n');
            }
            t.append("store ").append(outputs).append('\n');
        } else {
            long rows = p.getOrDefault("ROWS", 1L);
            long vec = p.getOrDefault("VEC", 1L);
            long inputRows = rows + 2 * RADIUS;
            // one new line per input row per wave from DRAM; the other taps of a row hit the L1 (shared pipe here)
            long cached = rows == 1 && vec == 1 ? taps - 1 : inputRows * (d - 1);
            long fma = taps * rows * vec;
            int bytes = (int) (32 * Float.BYTES * vec);
            t.append("note ").append(name).append(": ").append(rows).append(" row(s) x ").append(vec).append(" column(s) per work-item;")
                    .append(" each input row's line from global memory (").append(bytes).append(" B per wave-load), the other taps")
                    .append(" from the L1, modelled on the shared pipe (no cache model); ").append(fma).append(" FMAs (3x3 float filter)\n");
            t.append("mem ").append(rows == 1 && vec == 1 ? 1 : inputRows).append(" bytes=").append(bytes).append('\n');
            t.append("lds ").append(cached).append(" bytes=").append(bytes).append('\n');
            t.append("alu ").append(fma).append('\n');
            t.append("store ").append(rows).append(" bytes=").append(bytes).append('\n');
            if (separable) {
                t.append("mem ").append(d).append("\nalu ").append(d).append("\nstore 1\n");
            }
        }
        return new Scenario(name, "sm_90", v.title() + ": " + v.change(), ProgramParser.parse(name, t.toString()));
    }
}
