/*
 * What a Gemm does for one call shape and why: the shape class, the configuration (database entry and parameters),
 * the padded problem, the operands it packs and the stream-K split. `kernelscope gemm --explain` prints it; the
 * benchmark records it beside each shape's timings.
 */
package dev.kernelscope.kernels.gemm;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * @param shape       the call as given
 * @param product     the row-major product its kernels compute (GemmProduct: the row-major view, or a TT call's
 *                    untransposed twin, written transposed)
 * @param shapeClass  its class (GemmShapeClass on the product's M, N, K)
 * @param entry       the configuration's origin ("architecture sm_90 (shapes: small)", "defaults + override ...")
 * @param why         the entry's own account of its numbers (its "source" in gemm-tuning.json)
 * @param parameters  the configuration's complete parameters (the database entry's)
 * @param twin        what the call's twin of it changes (empty where it runs the entry itself)
 * @param tiles       "128x256x8 tiles, 256 work-items per group"
 * @param mPad        M, N and K as the kernel runs them (padded to the tile)
 * @param packs       what is packed first and why (empty: the caller's buffers are read directly)
 * @param schedule    whole and split tiles (stream-K)
 * @param reduceLanes work-items the split tiles' sum gives each float4 (1: sgemm_tuned_reduce; more:
 *                    sgemm_tuned_reduce_lanes, StreamKSchedule.reduceLanes)
 * @param resident    groups the device runs at once for this configuration (0: not asked, as it never splits)
 * @param wholeBecause why no tile is split, in words ("" where some are: StreamKSchedule.wholeBecause, or the entry's
 *                     STREAM_K=0)
 * @param launches    what each of the call's launches does, in order (a pack, the tiles, the split tiles, their sum)
 * @param matrixVector what the matrix-vector kernels do for the call (the tuned rung with M or N up to 16, or 32 read along K), else null:
 *                     then no tile runs, and tiles, the padding, packs and schedule do not apply
 */
public record GemmChoice(GemmShape shape, GemmShape product, GemmShapeClass shapeClass, String entry, String why,
                         Map<String, Long> parameters, Map<String, Long> twin,
                         String tiles, int mPad, int nPad, int kPad, List<String> packs, StreamKSchedule schedule,
                         int reduceLanes, int resident, String wholeBecause, String matrixVector,
                         List<String> launches) {

    public GemmChoice {
        parameters = Map.copyOf(parameters);
        twin = Map.copyOf(twin);
        packs = List.copyOf(packs);
        launches = List.copyOf(launches);
    }

    /** Several lines for a person: the class and its rule, the entry, the tiles, packs and the split. */
    public String explain() {
        StringBuilder text = new StringBuilder();
        text.append("shape ").append(shape).append(": class ").append(shapeClass.id()).append(" (")
                .append(shapeClass.rule()).append(")\n");
        if (TileFit.splitsClass(shapeClass)) {
            text.append("tile fit: ").append(TileFit.describe(product.m(), product.n())).append('\n');
        }
        if (shapeClass == GemmShapeClass.GENERAL_NARROW || shapeClass == GemmShapeClass.GENERAL_NARROW_FEW) {
            text.append("tiles of ").append(TileFit.NARROW.m()).append('x').append(TileFit.NARROW.n()).append(": ")
                    .append(TileFit.NARROW.tiles(product.m(), product.n())).append(" (general-narrow-few up to ")
                    .append(TileFit.NARROW_FEW_TILES).append(")\n");
        }
        text.append("configuration: ").append(entry).append("; ").append(tiles).append('\n');
        text.append("why this entry: ").append(why).append('\n');
        text.append("parameters: ").append(new java.util.TreeMap<>(parameters)).append('\n');
        if (matrixVector != null) {
            return text.append("matrix-vector kernels: ").append(matrixVector).append('\n').append(launchesText())
                    .toString();
        }
        boolean offTile = mPad != product.m() || nPad != product.n();
        text.append("kernel problem: ").append(mPad).append(" x ").append(nPad).append(" x ").append(kPad)
                .append(packs.isEmpty() ? ", the caller's buffers read directly" : "")
                .append(packs.isEmpty() && offTile ? " (M or N off the tile: the kernel clamps its edge loads)" : "")
                .append('\n');
        for (String pack : packs) {
            text.append("packed first").append(packs.size() > 1 ? " (both in one launch): " : ": ").append(pack)
                    .append('\n');
        }
        int tiles = schedule.wholeTiles() + schedule.splitTiles();
        text.append(tiles).append(tiles == 1 ? " tile" : " tiles");
        if (resident > 0) {
            text.append(" for ").append(resident).append(resident == 1 ? " resident group" : " resident groups");
        }
        text.append(": ");
        if (schedule.splitTiles() == 0) {
            text.append(tiles == 1 ? "computed whole by one group" : "all computed whole, one group each")
                    .append(wholeBecause.isEmpty() ? "" : ", as " + wholeBecause);
        } else {
            long partSlices = run("PART_SLICES");   // > 0 only with SPLIT_REDUCE (Tiling)
            text.append(schedule.wholeTiles()).append(" whole, the last ").append(schedule.splitTiles())
                    .append(" shared out along K over ").append(schedule.splitGroups()).append(" groups (stream-K)")
                    .append(run("SPLIT_REDUCE") != 0
                            ? ", their parts summed by a kernel of their own over the device (SPLIT_REDUCE"
                                    + (reduceLanes > 1 ? "; " + reduceLanes + " work-items per float4, as few tiles"
                                            + " hold many parts: sgemm_tuned_reduce_lanes)" : ")")
                            : ", each tile's parts summed by the group that finishes its last one")
                    .append(partSlices > 0 ? partsText((int) partSlices) : "");
        }
        return text.append('\n').append(launchesText()).toString();
    }

    /** The call's launches: one graph launch through CUDA, each one enqueue of its own through OpenCL. */
    private String launchesText() {
        return String.format(Locale.ROOT, "launches per call: %d (%s), one graph launch through CUDA, one"
                + " enqueue each through OpenCL (about %.1f us of host time each on NVIDIA's: EnqueueBoundCalls)\n",
                launches.size(), String.join("; ", launches), EnqueueBoundCalls.ENQUEUE_NS / 1e3);
    }

    /** A parameter as the call runs it: its twin's value, else the entry's. */
    private long run(String name) {
        return twin.getOrDefault(name, parameters.getOrDefault(name, 0L));
    }

    /** How much of K a split group takes: PART_SLICES slices or more, fewer where the halving left it fewer. */
    private String partsText(int partSlices) {
        long slices = Math.max(1, kPad / Math.max(1, run("BK")));
        long share = (slices * schedule.splitTiles() + schedule.splitGroups() - 1) / schedule.splitGroups();
        return ", about " + share + " slices of K per split group (PART_SLICES=" + partSlices
                + (share < partSlices ? "; fewer where parts of that depth made fewer than "
                        + StreamKSchedule.FILLING_GROUPS_PER_UNIT + " groups per compute unit, or K holds fewer)"
                        : ")");
    }
}
