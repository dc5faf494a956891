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

    /** Shared-memory bytes per group to stage the whole tile with its halo as elements of this type. */
    public long sharedBytes(ElementType type) {
        return total() * type.bytes();
    }
}
