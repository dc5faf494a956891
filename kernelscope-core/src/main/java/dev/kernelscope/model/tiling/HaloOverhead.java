/*
 * Neighborhood (halo) overhead of a tile with a border of radius r (seed 000): the group loads its interior plus a
 * border of r elements on every side. Seed 000 quotes 2D overheads as border / interior and 3D ones as
 * border / total; both ratios are here, named for what they divide.
 */
package dev.kernelscope.model.tiling;

import dev.kernelscope.model.InvalidInputException;

public record HaloOverhead(Tile tile, int radius) {
    /** Radii above this are not neighborhoods any more; the bound keeps every count an exact long. */
    public static final int MAX_RADIUS = 1 << 12;

    public HaloOverhead {
        if (tile == null) {
            throw new InvalidInputException("a halo needs a tile (for example 16x16).");
        }
        if (radius < 0 || radius > MAX_RADIUS) {
            throw new InvalidInputException("halo radius " + radius + " is out of range: it is 0 to " + MAX_RADIUS
                    + " elements.");
        }
    }

    /** Elements the group computes: the tile itself. */
    public long interior() {
        return tile.elements();
    }

    /** Elements the group loads: the tile grown by radius on each side (not in Z for a 2D tile). */
    public long total() {
        long pad = 2L * radius;
        return (tile.x() + pad) * (tile.y() + pad) * (tile.threeDimensional() ? tile.z() + pad : 1);
    }

    /** Elements loaded but not computed: the border (halo). */
    public long border() {
        return total() - interior();
    }

    /** border / interior: how seed 000 quotes 2D tiles (8x8 -> 36/64 = 56%). */
    public double borderPerInterior() {
        return (double) border() / interior();
    }

    /** border / total: how seed 000 quotes 3D tiles (4x4x4 -> 152/216 = 70%). */
    public double borderPerTotal() {
        return (double) border() / total();
    }

    /**
     * Global loads per output with no local memory, one output per work-item: each reads its whole (2r+1)^D
     * neighbourhood (seed 000: 9 for a 3x3 stencil).
     */
    public double loadsPerOutputWithoutLocalMemory() {
        return Math.pow(2.0 * radius + 1, tile.dimensions());
    }

    /** Global loads per output when the group stages tile + halo in local memory once: total / interior (8x8: 1.5625). */
    public double loadsPerOutputWithLocalMemory() {
        return (double) total() / interior();
    }

    /**
     * Global loads per output with no local memory when each work-item computes k adjacent outputs along X and keeps
     * the overlapping reads in registers: it reads a (2r+k) x (2r+1)^(D-1) window for k outputs (seed 002's Sobel:
     * 4x3 = 12 reads for 2 pixels, 6 per pixel instead of 9).
     */
    public double loadsPerOutputWithOutputsPerItem(int outputsPerItem) {
        // A work-item's k outputs lie in its group's tile, so k cannot exceed the tile's width: at 8x8 with k = 16
        // the column showed a window no work-item of that tile reads.
        if (outputsPerItem < 1 || outputsPerItem > tile.x()) {
            throw new InvalidInputException("outputs per work-item must be 1 to the tile's width in X (" + tile.x()
                    + " for tile " + tile + "), not " + outputsPerItem + ": a work-item's adjacent outputs lie in"
                    + " its group's tile.");
        }
        double window = (2.0 * radius + outputsPerItem) * Math.pow(2.0 * radius + 1, tile.dimensions() - 1);
        return window / outputsPerItem;
    }

    /** Shared-memory bytes per group to stage the whole tile with its halo as elements of this type. */
    public long sharedBytes(ElementType type) {
        return total() * type.bytes();
    }
}
