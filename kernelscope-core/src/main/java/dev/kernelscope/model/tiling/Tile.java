/*
 * A work-group tile: X x Y (2D) or X x Y x Z (3D) elements, one thread per element, as the seed 000 neighborhood
 * example counts them. Parsed from "16x16" or "8x8x8"; a 2D tile has no halo in Z.
 */
package dev.kernelscope.model.tiling;

import dev.kernelscope.model.InvalidInputException;

public record Tile(int x, int y, int z, boolean threeDimensional) {
    /** The largest extent accepted per axis: far above any work-group (1,024 threads), small enough for exact longs. */
    public static final int MAX_EXTENT = 1 << 16;

    public Tile {
        checkExtent("X", x);
        checkExtent("Y", y);
        checkExtent("Z", z);
        if (!threeDimensional && z != 1) {
            throw new InvalidInputException("a 2D tile has Z = 1, not " + z + ".");
        }
    }

    public static Tile of2d(int x, int y) {
        return new Tile(x, y, 1, false);
    }

    public static Tile of3d(int x, int y, int z) {
        return new Tile(x, y, z, true);
    }

    /** Parses "XxY" or "XxYxZ" (also with '*' or 'X' as the separator). */
    public static Tile parse(String text) {
        String[] parts = text.strip().split("[xX*]", -1);
        if (parts.length < 2 || parts.length > 3) {
            throw new InvalidInputException("tile '" + dev.kernelscope.model.UserText.quote(text) + "' is not XxY or XxYxZ (for example 16x16 or 8x8x8).");
        }
        int[] extents = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            extents[i] = parseExtent(text, parts[i]);
        }
        return parts.length == 2 ? of2d(extents[0], extents[1]) : of3d(extents[0], extents[1], extents[2]);
    }

    public int dimensions() {
        return threeDimensional ? 3 : 2;
    }

    /** Elements (threads) inside the tile. */
    public long elements() {
        return (long) x * y * z;
    }

    @Override
    public String toString() {
        return threeDimensional ? x + "x" + y + "x" + z : x + "x" + y;
    }

    private static int parseExtent(String text, String part) {
        String digits = part.strip();
        if (!digits.isEmpty() && digits.chars().allMatch(Character::isDigit) && digits.length() > 9) {
            // a whole number all the same, only too large to be an extent (it was called "not a whole number")
            throw new InvalidInputException("tile '" + dev.kernelscope.model.UserText.quote(text) + "': extent "
                    + dev.kernelscope.model.UserText.quote(digits) + " is out of range: each extent is 1 to "
                    + MAX_EXTENT + " elements.");
        }
        if (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit)) {
            throw new InvalidInputException("tile '" + dev.kernelscope.model.UserText.quote(text) + "': '" + dev.kernelscope.model.UserText.quote(part) + "' is not a whole number of elements"
                    + " (each extent is 1 to " + MAX_EXTENT + ").");
        }
        return Integer.parseInt(digits);
    }

    private static void checkExtent(String axis, int extent) {
        if (extent < 1 || extent > MAX_EXTENT) {
            throw new InvalidInputException("tile extent " + axis + " = " + extent + " is out of range: each extent is 1 to "
                    + MAX_EXTENT + " elements.");
        }
    }
}
