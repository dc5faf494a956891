/*
 * How well a tile covers C: the share of the padded tiles' outputs that are C's (M N over the tiles' area), and the
 * general class's choice among its tilings by it, as cuBLAS's heuristics weigh a kernel's tile against the shape's
 * ragged edges. The tiles are sm_90's general, general-fine, general-tall and general-narrow entries' (TileFitTest
 * holds them to gemm-tuning.json), weighted by what each ran at on the H200 where all fit alike.
 */
package dev.kernelscope.kernels.gemm;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

final class TileFit {

    /** One of the general class's tilings: its class, its tile and what it runs at per covered output. */
    record Tiling(GemmShapeClass shapes, int m, int n, double weight) {

        double weighted(int rows, int columns) {
            return weight * of(rows, columns, m, n);
        }

        /** The tiles that cover a rows x columns C. */
        long tiles(int rows, int columns) {
            return (long) (Gemm.ceilTo(rows, m) / m) * (Gemm.ceilTo(columns, n) / n);
        }
    }

    /** The general entry's tiles (sm_90: 128x256, 64x64 per wave): the reference, weight 1. */
    static final Tiling WIDE = new Tiling(GemmShapeClass.GENERAL, 128, 256, 1.0);

    /**
     * The general-fine entry's tiles: 64x128, 16 deep (the skinny-bt entry's). Weight: 0.90-0.99 as fast as the wide
     * ones where both fit C alike (H200, session26/second, kernel-only: 1256x3218x4003 NT 0.90, 6824x394x4663 NT 0.92,
     * 1220x1280x2702 NT 0.97, 208x3034x3115 0.99).
     */
    static final Tiling FINE = new Tiling(GemmShapeClass.GENERAL_FINE, 64, 128, 0.92);

    /**
     * The general-tall entry's tiles: the wide entry's waves stacked 256 high (the skinny-n entry's). Where both fit C
     * alike they ran 0.97-0.99 as fast, kernel-only (H200, docs/results/h200/session26/second: 1220x1280x2702 NT,
     * 2329x2311x5951, 3117x3361x1202, 1256x3218x4003 NT, 6824x394x4663 NT), but 0.75 on 6000x2500x4000 column-major
     * NT, A read transposed (session26/third: 72.6% of cuBLAS against 97.2% in the wide tiles; fits 0.974 and 0.954)
     * and 0.97 on 1250x3078x733 TT (fits 0.939 and 0.903): 0.95, so the wide tiles must pad 5% more of C before the
     * tall ones take a call.
     */
    static final Tiling TALL = new Tiling(GemmShapeClass.GENERAL_TALL, 256, 128, 0.95);

    /**
     * The general-narrow entry's tiles: 128x64, 16 deep, four waves of 32x64 (general-fine's turned on its side, and
     * the 128x64 of the cuBLAS kernel that ran 2709x175x13237 and 1588x1232x1019 on the H200, session 39 call 2), for
     * an N just past a multiple of 128 that every other tiling pads to the next one. Weight as general-fine's: on the
     * 16 calls the class was chosen from (docs/results/h200/session39/call2) every weight from 0.85 to 1.0 gave the
     * same 90.2-90.6% of cuBLAS kernel-only (the database before: 83.4). On 27 calls it then moved, not chosen from
     * (session39/call3): 86.3 -> 89.5, as its fit predicts against the wide and fine tiles but about 4% below it
     * against the tall ones (5 of the 9 calls taken from general-tall faster, 4 slower by 6-11%).
     */
    static final Tiling NARROW = new Tiling(GemmShapeClass.GENERAL_NARROW, 128, 64, 0.92);

    /**
     * The most tiles of 128x64 a general-narrow call may have and still be general-narrow-few (no register budget). The
     * H200's calls with and without the budget (docs/results/h200/session40, calls 2 and 3) gained nothing up to 183
     * tiles and 8.8 points at 240 (311x6055x6859 column-major TT); 200 lies in that gap, where nothing was measured.
     */
    static final int NARROW_FEW_TILES = 200;

    /** In the order ties go: the wide tiles first, the fine ones before the tall ones. */
    static final List<Tiling> TILINGS = List.of(WIDE, FINE, TALL, NARROW);

    private TileFit() {
    }

    /** The share of an m x n C's padded tiles of bm x bn that are C's outputs: 1 where the tiles divide C. */
    static double of(int m, int n, int bm, int bn) {
        double padded = (double) Gemm.ceilTo(m, bm) * Gemm.ceilTo(n, bn);
        return (double) m * n / padded;
    }

    /** The class of the tiling whose weighted fit is highest, the earliest of TILINGS on a tie. */
    static GemmShapeClass generalClass(int m, int n) {
        Tiling best = TILINGS.getFirst();
        for (Tiling tiling : TILINGS) {
            if (tiling.weighted(m, n) > best.weighted(m, n)) {
                best = tiling;
            }
        }
        return best.shapes();
    }

    /** Whether the class is one generalClass chooses among (general-narrow-few: general-narrow's, by its tiles). */
    static boolean splitsClass(GemmShapeClass shapes) {
        return shapes == GemmShapeClass.GENERAL_NARROW_FEW || TILINGS.stream().anyMatch(t -> t.shapes() == shapes);
    }

    /** Each tiling's fit and weight, for --explain: "128x256 0.60, 64x128 0.81 x 0.92, 256x128 0.80 x 0.95, ...". */
    static String describe(int m, int n) {
        return TILINGS.stream().map(tiling -> {
            String fit = String.format(Locale.ROOT, "%dx%d %.2f", tiling.m(), tiling.n(), of(m, n, tiling.m(), tiling.n()));
            return tiling.weight() == 1.0 ? fit : fit + String.format(Locale.ROOT, " x %.2f", tiling.weight());
        }).collect(Collectors.joining(", ", "", " (the share of each tiling's padded outputs that are C's, times what it"
                + " runs at where all fit)"));
    }
}
