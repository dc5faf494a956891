/*
 * Demo section: seed 000's neighborhood-processing numbers (2D 8x8, 16x16, 32x32 and 3D 4x4x4, 8x8x8 tiles with a
 * one-element border), recomputed with both overhead ratios.
 */
package dev.kernelscope.report.demo;

import dev.kernelscope.model.tiling.HaloOverhead;
import dev.kernelscope.model.tiling.Tile;
import dev.kernelscope.report.HaloReport;
import java.io.PrintWriter;
import java.util.List;

final class HaloSection implements DemoSection {
    /** The tiles seed 000 walks through, in its order. */
    static final List<String> SEED_TILES = List.of("8x8", "16x16", "32x32", "4x4x4", "8x8x8");

    @Override
    public String title() {
        return "Halo overhead of neighborhood tiles (radius 1)";
    }

    @Override
    public String source() {
        return "seed 000";
    }

    @Override
    public void print(PrintWriter out) {
        HaloReport.printTable(SEED_TILES.stream().map(t -> new HaloOverhead(Tile.parse(t), 1)).toList(), out);
        out.println();
        out.println("Seed 000 says 8x8 56%, 16x16 27%, 32x32 13% (border/interior) and 4x4x4 70%, 8x8x8 48%"
                + " (border/total, 48.8% rounded down): the two ratio columns make the different bases explicit.");
        out.println("Try: kernelscope halo --tile 16x16 --radius 2");
    }
}
