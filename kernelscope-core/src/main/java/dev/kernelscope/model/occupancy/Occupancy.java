/*
 * Entry point for one-off questions: Occupancy.calculate(query). Batch work should keep one OccupancyModel per
 * architecture (OccupancyModel.of) and call core(), which skips idle resources and advice.
 */
package dev.kernelscope.model.occupancy;

public final class Occupancy {
    private Occupancy() {
    }

    /** The full answer for one query (builds the architecture's model; cheap, but not free in a tight loop). */
    public static OccupancyResult calculate(OccupancyQuery query) {
        return OccupancyModel.of(query.arch()).calculate(query);
    }

    /** The cheap answer (groups, waves, occupancy, limiters) for one query. */
    public static OccupancyCore core(OccupancyQuery query) {
        return OccupancyModel.of(query.arch()).core(query);
    }
}
