/*
 * The text of `kernelscope ndrange`: the NDRange's sizes and group counts (seed 001's 32 x 16 grid in 8 x 4 groups =
 * 16 groups), a map of which group each work-item belongs to (from the arithmetic, or from what a device wrote), and,
 * after a run, the order in which the groups started. Maps are drawn up to 64 x 64 work-items per slice, 4 slices.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.NdRange;
import java.util.Locale;

public final class NdRangeReport {
    /** Largest launched size per dimension (and slices in z) that is drawn as a map. */
    public static final int MAX_MAP_EDGE = 64;
    public static final int MAX_MAP_SLICES = 4;

    private NdRangeReport() {
    }

    /** Sizes, groups and the rounding, in three or four lines. */
    public static String summary(NdRange range) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "NDRange: %d dimension%s, global %s = %s work-items, work-groups of %s "
                        + "= %s work-items%n", range.dimensions(), range.dimensions() == 1 ? "" : "s",
                sizes(range.global()), Formats.count(range.workItems()), sizes(range.local()),
                Formats.count(range.groupSize())));
        long[] groups = new long[range.dimensions()];
        for (int d = 0; d < groups.length; d++) {
            groups[d] = range.groups(d);
        }
        out.append(String.format(Locale.ROOT, "Groups: %s = %s (get_num_groups); group ids run from %s to %s, numbered "
                        + "row-major (x fastest): %s%n", sizes(groups), Formats.count(range.groupCount()),
                coordinates(new long[groups.length]), coordinates(minusOne(groups)), numbering(groups)));
        out.append("Each work-item: get_global_id(d) = get_group_id(d) x get_local_size(d) + get_local_id(d)")
                .append(System.lineSeparator());
        if (!range.uniform()) {
            out.append(String.format(Locale.ROOT, "Not whole groups: the launch is rounded up to global %s = %s "
                            + "work-items (OpenCL 1.2 runs only whole groups); %s work-items lie past the range, so the "
                            + "kernel must compare its ids with the size (if (x < width ...)).%n",
                    sizes(range.launchedGlobal()), Formats.count(range.launchedWorkItems()),
                    Formats.count(range.launchedWorkItems() - range.workItems())));
        }
        return out.toString();
    }

    /** True when the launched grid is small enough to draw. */
    public static boolean drawable(NdRange range) {
        return range.launched(0) <= MAX_MAP_EDGE && range.launched(1) <= MAX_MAP_EDGE
                && range.launched(2) <= MAX_MAP_SLICES;
    }

    /**
     * One row per launched y (one block per z), one cell per launched x holding {@code groupOf(x, y, z)} (bars between
     * groups along x, a blank line between groups along y); work-items past the range are marked with a dot after the
     * number, and where some are, every other cell has a blank in that place so the columns stay aligned.
     */
    public static String groupMap(NdRange range, GroupOf groupOf) {
        int width = Long.toString(range.groupCount() - 1).length();
        String inside = range.uniform() ? "" : " ";
        StringBuilder out = new StringBuilder();
        for (long z = 0; z < range.launched(2); z++) {
            if (range.dimensions() == 3) {
                out.append("z = ").append(z).append(':').append(System.lineSeparator());
            }
            for (long y = 0; y < range.launched(1); y++) {
                if (y > 0 && y % range.local(1) == 0) {
                    out.append(System.lineSeparator());
                }
                out.append(String.format(Locale.ROOT, "  y=%-3d", y));
                for (long x = 0; x < range.launched(0); x++) {
                    if (x > 0 && x % range.local(0) == 0) {
                        out.append(" |");
                    }
                    boolean outside = x >= range.global(0) || y >= range.global(1) || z >= range.global(2);
                    out.append(' ').append(String.format(Locale.ROOT, "%" + width + "d", groupOf.at(x, y, z)))
                            .append(outside ? "." : inside);
                }
                out.setLength(out.length() - (out.charAt(out.length() - 1) == ' ' ? 1 : 0));
                out.append(System.lineSeparator());
            }
        }
        return out.toString();
    }

    /** The groups laid out by their coordinates, each cell its start rank (0 = first to start). */
    public static String startOrderMap(NdRange range, int[] startOrder) {
        int width = Long.toString(startOrder.length - 1).length();
        StringBuilder out = new StringBuilder();
        for (long gz = 0; gz < range.groups(2); gz++) {
            if (range.dimensions() == 3) {
                out.append("group z = ").append(gz).append(':').append(System.lineSeparator());
            }
            for (long gy = 0; gy < range.groups(1); gy++) {
                out.append(String.format(Locale.ROOT, "  gy=%-3d", gy));
                for (long gx = 0; gx < range.groups(0); gx++) {
                    int group = Math.toIntExact((gz * range.groups(1) + gy) * range.groups(0) + gx);
                    out.append(' ').append(String.format(Locale.ROOT, "%" + width + "d", startOrder[group]));
                }
                out.append(System.lineSeparator());
            }
        }
        return out.toString();
    }

    /** Where a group map reads its cells from: the arithmetic or a device's answer. */
    @FunctionalInterface
    public interface GroupOf {
        long at(long x, long y, long z);
    }

    private static String sizes(long[] sizes) {
        StringBuilder text = new StringBuilder();
        for (int d = 0; d < sizes.length; d++) {
            text.append(d == 0 ? "" : " x ").append(Formats.count(sizes[d]));
        }
        return text.toString();
    }

    private static String coordinates(long[] values) {
        StringBuilder text = new StringBuilder("(");
        for (int d = 0; d < values.length; d++) {
            text.append(d == 0 ? "" : ", ").append(values[d]);
        }
        return text.append(')').toString();
    }

    private static long[] minusOne(long[] values) {
        long[] out = values.clone();
        for (int d = 0; d < out.length; d++) {
            out[d]--;
        }
        return out;
    }

    private static String numbering(long[] groups) {
        return switch (groups.length) {
            case 1 -> "id = gx";
            case 2 -> "id = gx + " + groups[0] + " x gy";
            default -> "id = gx + " + groups[0] + " x (gy + " + groups[1] + " x gz)";
        };
    }
}
