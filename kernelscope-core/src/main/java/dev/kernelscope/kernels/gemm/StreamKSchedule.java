/*
 * How rung 10 spreads a problem's tiles over the device (STREAM_K): whole waves of tiles as a plain launch, and the
 * last, partial wave shared out along K over as many groups as the device runs at once, so no compute unit idles
 * while others finish. This class chooses the split; the kernels (10_tuned.cl) walk the same arithmetic.
 */
package dev.kernelscope.kernels.gemm;

import java.util.function.IntSupplier;

/**
 * @param wholeTiles  tiles computed whole, one group each (sgemm_tuned); tiles 0 .. wholeTiles-1 in launch order
 * @param splitTiles  the tiles after them, shared out along K (sgemm_tuned_split); 0 = nothing split
 * @param splitGroups groups of the split launch (at least splitTiles, so a group's share is shorter than a tile)
 */
public record StreamKSchedule(int wholeTiles, int splitTiles, int splitGroups) {

    /**
     * What splitting costs, as a fraction of the split tiles' own time: the split kernel's slower main loop (583
     * instructions per slice against 568), the parts' round trip through L2 and the second launch. Measured on the
     * H100 (docs/results/h100/gemm.md, stream-K): splitting gained 3% at 8192 (3% of the work split) and lost 1% at
     * 4096 (23% split) for the same 3% of idle slots, which puts the cost near 15% of the split work.
     */
    static final double SPLIT_COST = 0.15;

    /**
     * K below which a split does not pay unless the tiles leave more than half the compute units without work: a
     * split tile's parts each keep a short K loop and still pay the whole fix-up (partials out, a counter, the last
     * part reading them back). Measured on the H100 (docs/results/h100/gemm-e2e-4.md, run 1): at K = 32 to 200 every
     * configuration tried ran faster without the split (64x128x8 tiles: 1200x1000x128 0.0180 against 0.0221 ms,
     * 1024x2048x128 0.0191 against 0.0268, 1000x1000x200 0.0224 against 0.0245; 32x64x8: 1000x3000x32 0.0154
     * against 0.0259), from K = 555 up the split won (333x4444x555 0.0653 against 0.0703, 768^3 0.0342 against
     * 0.0684, and the skinny shapes, K = 2048-4096, by a factor of three).
     */
    static final int MIN_SPLIT_DEPTH = 256;

    /**
     * K below which a call whose tiles fit in one wave is not split either where they keep three quarters of the
     * compute units busy: one group per unit runs a short K loop in about the time the split's parts and their sum
     * take. (A call of several waves splits its last as from MIN_SPLIT_DEPTH: not measured here.) Measured on the H200
     * (docs/results/h200/session47/call1/tinysplit, the tiny entry's 32x64 tiles unsplit against split, % of cuBLAS
     * kernel-only, one process): unsplit won every call of K 256-378 with 100 tiles or more (512x512x256, 128 tiles:
     * 144.0 against 96.5; 194x1889x366 column-major, 240: 83.9 / 61.7; 631x513x262 column-major NT, 170: 92.7 /
     * 78.1; 1232x144x378 column-major NT, 100: 94.0 / 83.1) and lost every call with fewer tiles or a longer K
     * (1649x172x455 TT, 156 tiles: 61.9 / 69.7; 330x488x368 column-major, 96: 72.0 / 77.4; 8 more of 24-93 tiles).
     * On nine calls drawn afterwards (call3/rules-ab-times.md, main before the session in the next process, kernel
     * us), eight ran faster, by 4-37% (392x1156x261 NT 26.0 -> 19.0, 339x743x273 17.0 -> 13.1, 807x516x321
     * column-major NT 24.5 -> 19.3), and 396x771x372 column-major TT within 3%.
     */
    static final int SHALLOW_SPLIT_DEPTH = 384;

    public StreamKSchedule {
        if (wholeTiles < 0 || splitTiles < 0 || splitGroups < splitTiles || splitTiles == 0 && splitGroups != 0) {
            throw new IllegalArgumentException("whole tiles " + wholeTiles + ", split tiles " + splitTiles
                    + ", split groups " + splitGroups);
        }
    }

    /** One group per tile, nothing split: the plain launch. */
    public static StreamKSchedule wholeTilesOnly(int tiles) {
        return new StreamKSchedule(tiles, 0, 0);
    }

    /**
     * The split for {@code tiles} tiles of {@code slices} K slices each on a device that runs {@code resident}
     * groups at once: the remainder after whole waves (every tile when there are fewer tiles than resident groups)
     * over {@code resident} groups, never more groups than slices to share; or nothing, when the tiles fill whole
     * waves or the slots the partial wave leaves idle are worth less than splitting costs (SPLIT_COST); and never
     * more than partsPerTile(slices) parts per tile. K's depth is not asked: none of of()'s rules by depth applies.
     */
    public static StreamKSchedule of(int tiles, int slices, int resident) {
        return split(tiles, slices, resident, 0, 0);
    }

    /**
     * As {@link #of(int, int, int)} for a K of {@code depth} on {@code computeUnits} units: nothing split where K is
     * below MIN_SPLIT_DEPTH and the tiles keep at least half the units busy, or below SHALLOW_SPLIT_DEPTH and they
     * fit in one wave that keeps three quarters busy. {@code partSlices} > 0 (PART_SLICES,
     * where a kernel of their own sums the parts) lets a tile be cut into up to slices / partSlices parts instead of
     * about sqrt(slices).
     */
    public static StreamKSchedule of(int tiles, int slices, int depth, int resident, int computeUnits,
                                     int partSlices) {
        return byDepth(tiles, depth, resident, computeUnits).isEmpty()
                ? split(tiles, slices, resident, computeUnits, partSlices) : wholeTilesOnly(tiles);
    }

    /**
     * Why of(tiles, slices, depth, resident, computeUnits, partSlices) computes every tile whole, in words for
     * {@code gemm --explain}; "" where it splits some.
     */
    public static String wholeBecause(int tiles, int depth, int resident, int computeUnits) {
        String reason = byDepth(tiles, depth, resident, computeUnits);
        return reason.isEmpty() && resident >= 1 ? byWaves(tiles, resident) : reason;
    }

    /** of()'s rules by K's depth: why they leave every tile whole, or "". */
    private static String byDepth(int tiles, int depth, int resident, int computeUnits) {
        if (depth < MIN_SPLIT_DEPTH && 2L * tiles >= computeUnits) {
            return "K " + depth + " is below " + MIN_SPLIT_DEPTH + " and the tiles keep at least half of the "
                    + computeUnits + " compute units busy (StreamKSchedule.MIN_SPLIT_DEPTH)";
        }
        if (depth < SHALLOW_SPLIT_DEPTH && tiles < resident && 4L * tiles >= 3L * computeUnits) {
            return "K " + depth + " is below " + SHALLOW_SPLIT_DEPTH + " and the tiles, one wave, keep at least three"
                    + " quarters of the " + computeUnits + " compute units busy (StreamKSchedule.SHALLOW_SPLIT_DEPTH)";
        }
        return "";
    }

    /** split()'s rules by waves of {@code resident} groups: why they leave every tile whole, or "". */
    private static String byWaves(int tiles, int resident) {
        int remainder = tiles % resident;
        if (remainder == 0) {
            return "the tiles fill whole waves";
        }
        int split = tiles < resident ? tiles : remainder;
        int waves = (tiles + resident - 1) / resident;
        double idle = (1.0 - (double) split / resident) / waves;      // of the plain launch's slot-time
        return idle <= SPLIT_COST * split / tiles
                ? "the slots the last wave leaves idle are worth less than splitting costs (StreamKSchedule.SPLIT_COST)"
                : "";
    }

    /**
     * As {@link #of(int, int, int, int, int, int)} for a main kernel that holds {@code resident} groups at once and a
     * split kernel that holds {@code splitResident} (asked only where something is split: it compiles that kernel).
     * Where every tile is split, nothing runs beside the split launch, so the split is chosen again over the split
     * kernel's groups where it holds more; otherwise the split launch is cut to them (withSplitResident). Measured on
     * the H200 (docs/results/h200/session47/call1, % of cuBLAS kernel-only, this rule against the cut alone in the
     * next process, 45 calls): 8000x128x640 TN, 63 tiles of 128x128 whose main kernel holds one group per SM and
     * split kernel two, 64.8 -> 81.8 (132 -> 264 split groups); 98x6290x724 column-major TN 71.7 -> 74.8; 42 others
     * within 1.5 points either way, and 175x990x422 column-major 75.6 -> 70.9, which ran at 70.5 in the same build's
     * next step of that call (noise or not: not told apart).
     */
    public static StreamKSchedule of(int tiles, int slices, int depth, int resident, IntSupplier splitResident,
                                     int computeUnits, int partSlices) {
        StreamKSchedule schedule = of(tiles, slices, depth, resident, computeUnits, partSlices);
        if (schedule.splitTiles() == 0) {
            return schedule;
        }
        int splitGroups = splitResident.getAsInt();
        return schedule.wholeTiles() == 0 && splitGroups > resident
                ? split(tiles, slices, splitGroups, computeUnits, partSlices)
                : schedule.withSplitResident(splitGroups);
    }

    private static StreamKSchedule split(int tiles, int slices, int resident, int computeUnits, int partSlices) {
        if (resident < 1) {
            throw new IllegalArgumentException("resident groups " + resident);
        }
        if (!byWaves(tiles, resident).isEmpty()) {
            return wholeTilesOnly(tiles);
        }
        int split = tiles < resident ? tiles : tiles % resident;
        int parts = partSlices > 0
                ? Math.max(1, slices / fillingPartSlices(split, slices, resident, computeUnits, partSlices))
                : partsPerTile(slices);
        int groups = (int) Math.min(resident, (long) split * parts);
        return new StreamKSchedule(tiles - split, split, groups);
    }

    /** The shallowest part the halving of fillingPartSlices goes to. */
    static final int MIN_PART_SLICES = 4;

    /** Split groups per compute unit below which fillingPartSlices halves the parts. */
    static final int FILLING_GROUPS_PER_UNIT = 3;

    /**
     * The entry's PART_SLICES, halved (down to MIN_PART_SLICES) while the split tiles' parts make fewer groups than
     * FILLING_GROUPS_PER_UNIT per compute unit (or than the resident groups, if fewer; half of them where the units
     * are not known): a few tiles with a long K cut into 8-slice parts left SMs with one or two groups. Measured on
     * the H200 (docs/results/h200/session21/third, 32x64x16 tiles, 132 SMs, 1,056 resident groups, % of cuBLAS
     * kernel-only in parts of 8 against 4 slices, the build before against the halving while below half the resident
     * groups): 64x64x8192 (128 groups against 256) 75.6 against 88.5, 64x64x8196 75.7 / 91.1, 48x768x1024 (192 /
     * 384) 81.7 / 87.6, 64x96x6000 (184 / 372) 72.9 / 90.6, 96x96x6004 (276 / 558) 72.1 / 78.4; but 80x80x10000 (468 /
     * 936) 92.3 / 80.5, hence 3 per SM (396) rather than half the resident groups; and in the second call, with more
     * groups in parts of 8, parts of 4 lost: 100x100x12288 (768) 83.4 against 78.8, 128x128x10004 (624) 74.0 / 72.7.
     * {@code partSlices} is above 0; one already below MIN_PART_SLICES is kept.
     */
    static int fillingPartSlices(int split, int slices, int resident, int computeUnits, int partSlices) {
        long wanted = computeUnits > 0 ? Math.min(resident, (long) FILLING_GROUPS_PER_UNIT * computeUnits)
                : resident / 2;
        int depth = partSlices;
        while (depth > MIN_PART_SLICES && (long) split * Math.max(1, slices / depth) < wanted) {
            depth = Math.max(MIN_PART_SLICES, depth / 2);   // PART_SLICES=6 would otherwise halve to 3
        }
        return depth;
    }

    /**
     * This schedule with the split launch cut to the groups the split kernel itself runs at once ({@code resident}),
     * never below one group per split tile: of() sizes it by the main kernel's, and more groups than the device
     * holds leave a partial second wave (GemmConfiguration.splitResidentGroups).
     */
    public StreamKSchedule withSplitResident(int resident) {
        if (splitTiles == 0 || splitGroups <= resident) {
            return this;
        }
        return new StreamKSchedule(wholeTiles, splitTiles, Math.max(splitTiles, resident));
    }

    /**
     * How many parts a split tile may be cut into: about sqrt(slices). A tile cut in P parts takes the time of
     * slices / P slices of math plus the fix-up, in which the last group to arrive reads the P partial tiles in turn;
     * on the H100 one slice's math and one partial tile's read from L2 take about as long (BK=8: 2 BK FLOP per
     * element at ~507 GFLOP/s per SM against 4 bytes at ~100 GB/s of L2 per SM; an estimate), so P = sqrt(slices)
     * minimizes the sum. Measured before this cap: 256^3 cut each of its 2 tiles into 32 one-slice parts and ran
     * 0.057 ms against cuBLAS's 0.011 ms (docs/results/h100/gemm-e2e.md). With SPLIT_REDUCE the parts are summed
     * over the whole device instead, so the last group no longer reads them in turn; the cap was kept, not measured
     * again for that case (it binds only where tiles times sqrt(slices) is below the resident groups).
     */
    static int partsPerTile(int slices) {
        return Math.max(1, Math.min(slices, (int) Math.ceil(Math.sqrt(slices))));
    }

    /** Work-items sgemm_tuned_reduce_lanes gives each float4 of a split tile at most (the most session 19 measured). */
    static final int REDUCE_LANES = 16;

    /**
     * Work-items the reduce wants in flight, across the device: lanes are doubled while the split tiles' float4s
     * times the lanes so far are below this, so a sum may end with up to twice as many (an H200 has 132 SMs of 2,048
     * work-items; a quarter of them hide L2's latency for loads that each work-item issues together, LANE_BATCH at a
     * time). The H200's figure, measured there only.
     */
    static final long FILLING_ITEMS = 65536;

    /** Parts each lane keeps at least when the lanes double: fewer leave too few loads to pay for the lanes' sum. */
    static final int PARTS_PER_LANE = 4;

    /**
     * Work-items the reduce gives each float4 of a split tile: 1 (sgemm_tuned_reduce, one work-item per float4) or a
     * power of two up to REDUCE_LANES (sgemm_tuned_reduce_lanes), doubled while the split tiles' float4s
     * ({@code unitsPerTile} each) times the lanes so far are below FILLING_ITEMS and the doubled lanes would each keep
     * PARTS_PER_LANE parts (a group's share covers splitGroups / splitTiles of them). A sum of few float4s in many
     * parts otherwise leaves the device nearly idle, each work-item waiting on its parts one batch after another.
     * Measured on the H200, kernel-only % of cuBLAS. Session 19 (docs/results/h200/session19), sgemm_tuned_reduce
     * against 16 lanes: 1024-4096 float4s in 64-129 parts, 128x128x16384 64 -> 73-74, 64x64x8192 65 -> 75-76,
     * 100x100x12288 74 -> 83-84; 16 lanes lost over 8,192 and 16,384 float4s (128x256x8192 77 -> 74-75,
     * 256x256x16384 91 -> 80-81) and at fewer parts (200x160x4096's 32: 101 -> 90; 1024^3 102 -> 94; 64x8192x2048
     * 95 -> 84); this rule gives 1 lane to 1024^3 and 64x8192x2048. Session 23 (docs/results/h200/session23/lanes,
     * this rule against that one, one process each), where the lanes changed (the rule's lanes in brackets):
     * 256x128x8192 (8,192 float4s in 33 parts: 8) 82.7 -> 86.6, 180x180x4096 (4) 91.5 -> 97.4, 72x200x6144 (8)
     * 86.1 -> 90.0, 200x160x4004 (4) 101.5 -> 104.1, 3000x32x4096 (4) 84.1 -> 83.3, 32x4096x4096 (2) 97.4 -> 96.0.
     */
    public int reduceLanes(long unitsPerTile) {
        if (splitTiles == 0) {
            return 1;
        }
        int parts = (splitGroups + splitTiles - 1) / splitTiles;
        long units = (long) splitTiles * unitsPerTile;
        int lanes = 1;
        while (lanes < REDUCE_LANES && units * lanes < FILLING_ITEMS && parts >= 2 * lanes * PARTS_PER_LANE) {
            lanes *= 2;
        }
        return lanes;
    }

    /** Floats of the partial-tile workspace: two slots of tileM x tileN per split group. */
    public long partialFloats(long tileM, long tileN) {
        return 2L * splitGroups * tileM * tileN;
    }
}
