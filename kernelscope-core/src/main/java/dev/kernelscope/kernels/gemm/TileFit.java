/*
 * How well a tile covers C: the share of the padded tiles' outputs that are C's (M N over the tiles' area), and the
 * general class's choice among its tilings by it, as cuBLAS's heuristics weigh a kernel's tile against the shape's
 * ragged edges. The tiles are sm_90's general, general-tall and general-fine entries' (TileFitTest holds them to
 * gemm-tuning.json), weighted by what each ran at on the H200 where all fit alike.
 */
package dev.kernelscope.kernels.gemm;

final class TileFit {

    /** The general entry's tiles (sm_90: 128x256, 64x64 per wave). */
    static final int WIDE_M = 128;
    static final int WIDE_N = 256;

    /** The general-tall entry's tiles: the same waves stacked 256 high (the skinny-n entry's). */
    static final int TALL_M = 256;
    static final int TALL_N = 128;

    /** The general-fine entry's tiles: 64x128, 16 deep (the skinny-bt entry's). */
    static final int FINE_M = 64;
    static final int FINE_N = 128;

    /**
     * What the tall tiles are worth per covered output against the wide ones. Where both fit C alike they ran 0.97-0.99
     * as fast, kernel-only (H200, docs/results/h200/session26/second: 1220x1280x2702 NT, 2329x2311x5951,
     * 3117x3361x1202, 1256x3218x4003 NT, 6824x394x4663 NT), but 0.75 on 6000x2500x4000 column-major NT, A read
     * transposed (session26/third: 72.6% of cuBLAS against 97.2% in the wide tiles; fits 0.974 and 0.954) and 0.97 on
     * 1250x3078x733 TT (fits 0.939 and 0.903): 0.95, so the wide tiles must pad 5% more of C before the tall ones take
     * a call.
     */
    static final double TALL_WEIGHT = 0.95;

    /**
     * What the fine tiles are worth per covered output against the wide ones: 0.90-0.99 where both fit C alike
     * (session26/second, kernel-only: 1256x3218x4003 NT 0.90, 6824x394x4663 NT 0.92, 1220x1280x2702 NT 0.97,
     * 208x3034x3115 0.99).
     */
    static final double FINE_WEIGHT = 0.92;

    private TileFit() {
    }

    /** The share of an m x n C's padded tiles of bm x bn that are C's outputs: 1 where the tiles divide C. */
    static double of(int m, int n, int bm, int bn) {
        double padded = (double) Gemm.ceilTo(m, bm) * Gemm.ceilTo(n, bn);
        return (double) m * n / padded;
    }

    /** GENERAL, GENERAL_TALL or GENERAL_FINE: the tiling whose weighted fit is highest, the wide one on a tie. */
    static GemmShapeClass generalClass(int m, int n) {
        double wide = of(m, n, WIDE_M, WIDE_N);
        double tall = TALL_WEIGHT * of(m, n, TALL_M, TALL_N);
        double fine = FINE_WEIGHT * of(m, n, FINE_M, FINE_N);
        if (fine > wide && fine >= tall) {
            return GemmShapeClass.GENERAL_FINE;
        }
        return tall > wide ? GemmShapeClass.GENERAL_TALL : GemmShapeClass.GENERAL;
    }

    /** Whether the class is one generalClass chooses among. */
    static boolean splitsClass(GemmShapeClass shapes) {
        return shapes == GemmShapeClass.GENERAL || shapes == GemmShapeClass.GENERAL_TALL
                || shapes == GemmShapeClass.GENERAL_FINE;
    }

    /** The three fits and their weights, for --explain: "128x256 0.60, 256x128 0.80 x 0.95, 64x128 0.81 x 0.92 ...". */
    static String describe(int m, int n) {
        return String.format(java.util.Locale.ROOT, "%dx%d %.2f, %dx%d %.2f x %.2f, %dx%d %.2f x %.2f (the share"
                        + " of each tiling's padded outputs that are C's, times what it runs at where all fit)",
                WIDE_M, WIDE_N, of(m, n, WIDE_M, WIDE_N), TALL_M, TALL_N, of(m, n, TALL_M, TALL_N), TALL_WEIGHT,
                FINE_M, FINE_N, of(m, n, FINE_M, FINE_N), FINE_WEIGHT);
    }
}
