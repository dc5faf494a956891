/*
 * Asks a device which ids its work-items got: launches the work_item_ids sample kernel over an NDRange (rounded up
 * to whole groups) and reads back every work-item's get_global_id / get_local_id / get_group_id and the order in
 * which the groups started. check() compares the ids with the NDRange arithmetic (model.NdRange); the start order is
 * only observed, since OpenCL promises none. Behind `kernelscope ndrange --run`.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.NdRange;
import java.util.Arrays;

public final class WorkItemIds {
    /** Ints the kernel writes per work-item: global, local and group id in each of 3 dimensions. */
    static final int INTS_PER_ITEM = 9;

    /**
     * What the device wrote.
     *
     * @param range the NDRange as asked
     * @param ids nine ints per launched work-item, in linear order x + X * (y + Y * z) of the launched grid
     * @param startOrder per group (row-major linear id), its rank among the groups to start (0 = first)
     */
    public record Observation(NdRange range, int[] ids, int[] startOrder) {
        /** The group id the device gave the work-item at launched coordinates (x, y, z), row-major. */
        public long groupOf(long x, long y, long z) {
            int base = INTS_PER_ITEM * Math.toIntExact(index(x, y, z));
            return (ids[base + 8] * range.groups(1) + ids[base + 7]) * range.groups(0) + ids[base + 6];
        }

        private long index(long x, long y, long z) {
            return (z * range.launched(1) + y) * range.launched(0) + x;
        }

        /** Work-items whose ids differ from the NDRange arithmetic, and the first such, described. */
        public Check check() {
            long wrong = 0;
            String first = "";
            for (long z = 0; z < range.launched(2); z++) {
                for (long y = 0; y < range.launched(1); y++) {
                    for (long x = 0; x < range.launched(0); x++) {
                        long[] position = {x, y, z};
                        int base = INTS_PER_ITEM * Math.toIntExact(index(x, y, z));
                        boolean ok = true;
                        for (int d = 0; d < 3; d++) {
                            ok &= ids[base + d] == position[d]
                                    && ids[base + 3 + d] == position[d] % range.local(d)
                                    && ids[base + 6 + d] == position[d] / range.local(d);
                        }
                        if (!ok && wrong++ == 0) {
                            first = "work-item (" + x + ", " + y + ", " + z + ") got global "
                                    + Arrays.toString(Arrays.copyOfRange(ids, base, base + 3)) + ", local "
                                    + Arrays.toString(Arrays.copyOfRange(ids, base + 3, base + 6)) + ", group "
                                    + Arrays.toString(Arrays.copyOfRange(ids, base + 6, base + 9));
                        }
                    }
                }
            }
            boolean orderIsPermutation = isPermutation(startOrder);
            return new Check(wrong, first, orderIsPermutation);
        }

        private static boolean isPermutation(int[] order) {
            boolean[] seen = new boolean[order.length];
            for (int rank : order) {
                if (rank < 0 || rank >= order.length || seen[rank]) {
                    return false;
                }
                seen[rank] = true;
            }
            return true;
        }
    }

    /**
     * @param wrongWorkItems work-items whose ids differ from the arithmetic
     * @param firstWrong the first of them, described, or empty
     * @param startOrderComplete every group took exactly one ticket (the start order is a permutation)
     */
    public record Check(long wrongWorkItems, String firstWrong, boolean startOrderComplete) {
        public boolean passed() {
            return wrongWorkItems == 0 && startOrderComplete;
        }
    }

    private WorkItemIds() {
    }

    /** Runs the kernel over {@code range} rounded up to whole groups; ids start poisoned (-1). */
    public static Observation observe(DeviceSession session, NdRange range) {
        long items = range.launchedWorkItems();
        if (items > Integer.MAX_VALUE / INTS_PER_ITEM) {
            throw new dev.kernelscope.model.InvalidInputException("Reading back " + INTS_PER_ITEM + " ids per "
                    + "work-item fits at most " + Integer.MAX_VALUE / INTS_PER_ITEM + " work-items; this NDRange "
                    + "launches " + items + ".");
        }
        int groups = Math.toIntExact(range.groupCount());
        try (Buffer ids = session.ints(Math.multiplyExact(items, INTS_PER_ITEM)); Buffer order = session.ints(groups);
                Buffer counter = session.ints(1);
                Kernel kernel = SampleKernel.GRID.compile(session).kernel("work_item_ids")) {
            ids.fill(-1);
            order.fill(-1);
            counter.fill(0);
            kernel.args(ids, order, counter).launch(Geometry.of(range.launchedGlobal(), range.local()));
            return new Observation(range, ids.readInts(), order.readInts());
        }
    }
}
