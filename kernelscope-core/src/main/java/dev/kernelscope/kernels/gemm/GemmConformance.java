/*
 * The correctness suite every rung must pass, on any device and backend (JUnit runs it on PoCL in CI; `kernelscope
 * gemm --check` runs it on a GPU): odd shapes, transposes, column-major with padded leading dimensions, alpha/beta,
 * beta = 0 over a NaN-poisoned C, NaN/Inf in A propagating (and not read when alpha = 0); fresh random inputs each run, a double-precision
 * reference, and a check that nothing outside the logical C (the leading-dimension gap) was written.
 */
package dev.kernelscope.kernels.gemm;

import dev.kernelscope.device.Buffer;
import dev.kernelscope.device.DeviceSession;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

public final class GemmConformance {
    /** What goes into A besides random values. */
    public enum Special { NONE, NAN_AND_INF_IN_A }

    /**
     * One case.
     * @param extraLeading added to every leading dimension beyond the tight value (a gap the kernel must not touch)
     */
    public record Case(String name, Layout layout, boolean transA, boolean transB, int m, int n, int k, int extraLeading,
                       float alpha, float beta, Special special) {
        public GemmShape shape() {
            GemmShape tight = GemmShape.packed(layout, transA, transB, m, n, k);
            return new GemmShape(layout, transA, transB, m, n, k, tight.lda() + extraLeading,
                    tight.ldb() + extraLeading, tight.ldc() + extraLeading);
        }

        @Override
        public String toString() {
            return name + " " + shape() + " alpha=" + alpha + " beta=" + beta;
        }
    }

    /**
     * The result of one case.
     * @param gapUntouched the elements of C's storage outside the logical m x n kept their bits
     */
    public record Outcome(Case testCase, GemmRung rung, GemmReference.Comparison comparison, boolean gapUntouched,
                          long seed) {
        public boolean passes() {
            return comparison.passes() && gapUntouched;
        }

        public String describe() {
            return rung.label() + " " + testCase + ": relative error " + comparison.relativeError() + " (against the terms "
                    + comparison.termsError() + ")"
                    + ", non-finite mismatches " + comparison.nonFiniteMismatches()
                    + (gapUntouched ? "" : ", WROTE OUTSIDE C") + " (seed " + seed + ")";
        }
    }

    /** The shapes of the suite (M x N x K). */
    public static final int[][] SHAPES = {{1, 1, 1}, {7, 13, 5}, {17, 31, 129}, {64, 64, 64}, {1000, 777, 513}};

    private GemmConformance() {}

    /** Every case; {@code large} adds 1000x777x513 (a few seconds per rung on a CPU device). */
    public static List<Case> cases(boolean large) {
        List<Case> cases = new ArrayList<>();
        for (int[] s : SHAPES) {
            if (s[0] >= 1000 && !large) {
                continue;
            }
            cases.add(new Case("shape", Layout.ROW_MAJOR, false, false, s[0], s[1], s[2], 0, 1.5f, 0.5f, Special.NONE));
        }
        cases.add(new Case("A^T", Layout.ROW_MAJOR, true, false, 17, 31, 129, 0, 1.0f, 1.0f, Special.NONE));
        cases.add(new Case("B^T", Layout.ROW_MAJOR, false, true, 17, 31, 129, 0, 1.0f, 1.0f, Special.NONE));
        cases.add(new Case("A^T B^T, gaps", Layout.ROW_MAJOR, true, true, 33, 20, 70, 3, -0.5f, 2.0f, Special.NONE));
        cases.add(new Case("column-major", Layout.COLUMN_MAJOR, false, false, 31, 17, 129, 0, 1.0f, 0.25f, Special.NONE));
        cases.add(new Case("column-major A^T B^T, gaps", Layout.COLUMN_MAJOR, true, true, 40, 9, 33, 5, 2.0f, -1.0f,
                Special.NONE));
        cases.add(new Case("edges read in place", Layout.ROW_MAJOR, false, false, 70, 36, 64, 0, 1.0f, 0.5f,
                Special.NONE));
        cases.add(new Case("edges in place, A^T", Layout.ROW_MAJOR, true, false, 45, 20, 32, 0, 1.0f, 0.5f,
                Special.NONE));
        cases.add(new Case("beta=0 over NaN", Layout.ROW_MAJOR, false, false, 130, 70, 40, 2, 1.0f, 0.0f, Special.NONE));
        cases.add(new Case("NaN/Inf in A", Layout.ROW_MAJOR, false, false, 65, 66, 67, 0, 1.0f, 0.5f,
                Special.NAN_AND_INF_IN_A));
        // BLAS reads neither A nor B when alpha is 0: their NaN and Inf must not reach C (C = beta C; zeros for beta 0)
        cases.add(new Case("alpha=0 over NaN/Inf in A", Layout.ROW_MAJOR, false, false, 65, 66, 67, 0, 0.0f, 0.5f,
                Special.NAN_AND_INF_IN_A));
        cases.add(new Case("alpha=0, beta=0 over NaN", Layout.COLUMN_MAJOR, true, false, 65, 66, 67, 3, 0.0f, 0.0f,
                Special.NONE));
        return List.copyOf(cases);
    }

    /**
     * Transposed operands the tuned rung reads in place through its TRANS_A / TRANS_B twins (the other rungs pack
     * them): A^T with M off the tile (a multiple of 4), A^T B^T with gaps in the leading dimensions, column-major NT
     * (row-major A^T), row-major B^T alone (B packed where C has several rows of tiles, read in place in one: see
     * GemmOperands), and a long K that is no multiple of the slice read in place with its tail (K_TAIL) in both
     * orientations. Kept out of {@link #cases} so the ladder's variants on PoCL do not compile every twin; `gemm
     * --check` runs them on the tuned rung.
     */
    public static List<Case> inPlaceCases() {
        return List.of(
                new Case("A^T read in place", Layout.ROW_MAJOR, true, false, 68, 36, 64, 0, 1.0f, 0.5f, Special.NONE),
                new Case("A^T B^T read in place, gaps", Layout.ROW_MAJOR, true, true, 68, 37, 64, 4, 1.5f, -1.0f,
                        Special.NONE),
                new Case("column-major B^T read in place", Layout.COLUMN_MAJOR, false, true, 45, 72, 40, 0, 1.0f,
                        0.0f, Special.NONE),
                new Case("B^T beside A in place", Layout.ROW_MAJOR, false, true, 70, 36, 64, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("B^T read in place where C is one row of tiles", Layout.ROW_MAJOR, false, true, 40, 72, 64, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("K tail read in place", Layout.ROW_MAJOR, false, false, 50, 36, 1028, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("K tail read in place, A^T B^T, gaps", Layout.ROW_MAJOR, true, true, 44, 36, 1028, 4, 1.0f,
                        -0.5f, Special.NONE));
    }

    /**
     * TT calls whose C rows are 4 floats aligned, for the tuned rung with -Dkernelscope.gemm.transposedC=on (off by
     * default; GemmProduct): their untransposed twin, C written transposed (TRANS_C), float4 down C's columns and one
     * float at a time on an edge (M = 37 off 4), both storage orders, alpha = 0 (C scaled over its rows as stored),
     * and a K tail read in place in a class of its own (the twin of 60x1100 is 1100x60, narrow-few).
     */
    public static List<Case> transposedCCases() {
        return List.of(
                new Case("A^T B^T, C written transposed, gaps", Layout.ROW_MAJOR, true, true, 37, 44, 70, 4, 1.5f,
                        -0.5f, Special.NONE),
                new Case("column-major A^T B^T, C written transposed", Layout.COLUMN_MAJOR, true, true, 44, 52, 33, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("alpha=0 over NaN/Inf in A, A^T B^T, C written transposed", Layout.ROW_MAJOR, true, true,
                        36, 68, 67, 0, 0.0f, 0.5f, Special.NAN_AND_INF_IN_A),
                new Case("A^T B^T, C written transposed, K tail read in place", Layout.ROW_MAJOR, true, true, 60,
                        1100, 1028, 0, 1.0f, 0.5f, Special.NONE));
    }

    /**
     * One case per shape class (GemmShapeClass), sizes off the tile so each also takes the edge path: run on the
     * tuned rung they reach every configuration the tuning database can choose (GemmRegistryTest checks that each
     * class of the database has its case). Up to 2.4 GFLOP each: for GPUs (`gemm --check`), not for CI's CPU.
     */
    public static List<Case> shapeClassCases() {
        List<Case> cases = new ArrayList<>(vectorCases());
        cases.addAll(List.of(
                new Case("class deep-k", Layout.ROW_MAJOR, false, false, 100, 90, 1600, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class deep-k, K tail read in place", Layout.ROW_MAJOR, false, false, 100, 90, 1604, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class skinny-32", Layout.ROW_MAJOR, false, false, 24, 2000, 300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class skinny-32, B^T read in place", Layout.ROW_MAJOR, false, true, 30, 1100, 4096, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class skinny-few, K tail read in place", Layout.ROW_MAJOR, false, false, 48, 2000, 1004, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class skinny-few", Layout.ROW_MAJOR, false, false, 48, 2000, 320, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class skinny", Layout.ROW_MAJOR, false, false, 60, 3500, 300, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-bt, column-major A^T", Layout.COLUMN_MAJOR, true, false, 3500, 50, 700, 0, 1.0f,
                        0.0f, Special.NONE),
                new Case("class narrow-32, A^T", Layout.ROW_MAJOR, true, false, 700, 24, 304, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class narrow-32, 29 to 32 columns read along K", Layout.ROW_MAJOR, false, false, 2100, 30,
                        2000, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class narrow-32, 17 columns read along K, K no multiple of 4", Layout.ROW_MAJOR, false,
                        true, 1229, 17, 1031, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-32, column-major A^T, 26 rows read along K", Layout.COLUMN_MAJOR, true, false,
                        1774, 26, 815, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class narrow-few, column-major A^T", Layout.COLUMN_MAJOR, true, false, 40, 1500, 336, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class narrow-few, K no multiple of 4", Layout.ROW_MAJOR, false, false, 500, 45, 1055, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class skinny-few, K no multiple of 4, A^T", Layout.ROW_MAJOR, true, false, 45, 700, 1055, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class narrow", Layout.ROW_MAJOR, false, false, 3500, 60, 1300, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-bt (A packed transposed beside B^T)", Layout.ROW_MAJOR, false, true, 50, 3500,
                        320, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-bt, B^T with a K tail (sm_90: A in place)", Layout.ROW_MAJOR, false, true, 56,
                        1500, 1000, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-bt, A^T, K tail read in place", Layout.ROW_MAJOR, true, true, 60, 1100, 1028, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class narrow-tail", Layout.ROW_MAJOR, false, false, 2100, 30, 2004, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class narrow-tail, A^T", Layout.ROW_MAJOR, true, false, 4100, 20, 1028, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class narrow-few-at", Layout.ROW_MAJOR, true, false, 1500, 40, 336, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class narrow-few-at, K tail read in place", Layout.ROW_MAJOR, true, false, 1000, 60, 1004, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class skinny-m-bt-96, column-major A^T B^T (row-major 91x437)", Layout.COLUMN_MAJOR, true,
                        true, 437, 91, 667, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-m-bt-96, B^T, K no multiple of 4", Layout.ROW_MAJOR, false, true, 68, 1557, 2375,
                        0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-m-bt", Layout.ROW_MAJOR, false, true, 100, 2000, 1300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class skinny-m-bt, column-major A^T (the caller's B packed transposed)",
                        Layout.COLUMN_MAJOR, true, false, 1300, 100, 700, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-m-small", Layout.ROW_MAJOR, false, false, 100, 2000, 1300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class skinny-m-small, column-major (row-major 120x640)", Layout.COLUMN_MAJOR, false, false,
                        640, 120, 759, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-m-96, column-major (row-major 75x640)", Layout.COLUMN_MAJOR, false, false,
                        640, 75, 759, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-m-96, A^T, K no multiple of 4", Layout.ROW_MAJOR, true, false, 91, 834, 1017, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class skinny-m", Layout.ROW_MAJOR, false, false, 100, 4000, 3000, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class skinny-m-96-large", Layout.ROW_MAJOR, false, false, 80, 7000, 2000, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class skinny-m-96-large, B^T, K no multiple of 4", Layout.ROW_MAJOR, false, true, 70, 6000,
                        1301, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-n", Layout.ROW_MAJOR, false, false, 2200, 100, 4900, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class skinny-n-small", Layout.ROW_MAJOR, false, false, 2000, 100, 1300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class skinny-n-small, column-major A^T", Layout.COLUMN_MAJOR, true, false, 127, 1500, 700, 0,
                        1.0f, 0.0f, Special.NONE),
                new Case("class skinny-n-96", Layout.ROW_MAJOR, false, false, 2000, 80, 1300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class skinny-n-96 from 2^31 FLOP, A^T", Layout.ROW_MAJOR, true, false, 4100, 90, 6000, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class skinny-n-96, column-major B^T, K no multiple of 4", Layout.COLUMN_MAJOR, false, true,
                        90, 1800, 777, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class skinny-n-tiny, K no multiple of 4", Layout.ROW_MAJOR, false, false, 708, 99, 573, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class tiny", Layout.ROW_MAJOR, false, false, 300, 260, 200, 0, 1.5f, 0.5f, Special.NONE),
                new Case("class tiny, C's rows 257 floats apart, A^T", Layout.ROW_MAJOR, true, false, 300, 257, 200, 0,
                        1.5f, 0.5f, Special.NONE),
                new Case("class tiny, read in place", Layout.ROW_MAJOR, false, false, 333, 260, 256, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class tiny-deep, K in parts", Layout.ROW_MAJOR, false, false, 156, 369, 1050, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class tiny-deep, column-major A^T B^T, K no multiple of 4", Layout.COLUMN_MAJOR, true, true,
                        309, 164, 2313, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class short-k", Layout.ROW_MAJOR, false, false, 1500, 1300, 96, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class short-k, column-major B^T", Layout.COLUMN_MAJOR, false, true, 1300, 1500, 88, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class short-k, a tiny call of K below 64, column-major A^T", Layout.COLUMN_MAJOR, true, false,
                        1200, 1000, 20, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class short-k, a skinny call", Layout.ROW_MAJOR, false, false, 100, 3000, 60, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class short-k, a narrow call, column-major A^T", Layout.COLUMN_MAJOR, true, false, 50, 2000,
                        40, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class short-k-m96, 65-96 rows", Layout.ROW_MAJOR, false, false, 80, 20000, 100, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class short-k-m96, B^T, K 64 to 255 above the tiny class", Layout.ROW_MAJOR, false, true,
                        90, 9000, 200, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class short-k-n96, 65-96 columns, column-major A^T", Layout.COLUMN_MAJOR, true, false, 70,
                        20000, 100, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class tiny, a skinny call of K 64 to 255", Layout.ROW_MAJOR, false, false, 100, 3000, 72, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class tiny, a narrow call of K 64 to 255, column-major A^T", Layout.COLUMN_MAJOR, true, false,
                        50, 2000, 130, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class small-few", Layout.ROW_MAJOR, false, false, 600, 500, 700, 0, 1.5f, 0.5f,
                        Special.NONE),
                new Case("class small, read in place", Layout.ROW_MAJOR, false, false, 1000, 1000, 1000, 0, 1.0f, 0.0f,
                        Special.NONE),
                new Case("class small-few, K no multiple of 4 (B read in place, K_TAIL)", Layout.ROW_MAJOR, false,
                        false, 333, 1500, 555, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class small-shallow, K no multiple of 4", Layout.ROW_MAJOR, false, false, 333, 4444, 555, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class small-shallow, column-major A^T B^T", Layout.COLUMN_MAJOR, true, true, 3107, 257, 307,
                        0, 1.0f, 0.5f, Special.NONE),
                new Case("class small, K no multiple of 4", Layout.ROW_MAJOR, false, false, 1000, 900, 1001, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class deep-k, both sides above 128, an odd K", Layout.ROW_MAJOR, false, false, 519, 183,
                        5533, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class deep-k, both sides above 128, column-major B^T", Layout.COLUMN_MAJOR, false, true, 283,
                        310, 2785, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class general-fine, K 20 times M and N", Layout.ROW_MAJOR, false, false, 400, 400, 8000, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class small-k", Layout.ROW_MAJOR, false, false, 4100, 4100, 70, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class small-k, C's rows 4099 floats apart (stored through local memory)", Layout.ROW_MAJOR,
                        false, false, 4100, 4099, 70, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class general-fine", Layout.ROW_MAJOR, false, false, 300, 3000, 1300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class general-fine, A^T B^T", Layout.ROW_MAJOR, true, true, 646, 2850, 758, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class general-tall", Layout.ROW_MAJOR, false, false, 2700, 380, 1100, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class general-tall, column-major A^T B^T", Layout.COLUMN_MAJOR, true, true, 600, 6055, 700,
                        0, 1.0f, 0.5f, Special.NONE),
                new Case("class general-narrow-few, K no multiple of 4", Layout.ROW_MAJOR, false, false, 2709, 175,
                        2601, 0, 1.0f, 0.5f, Special.NONE),
                new Case("class general-narrow, B^T, K no multiple of 4", Layout.ROW_MAJOR, false, true, 2709, 1060, 702,
                        0, 1.0f, 0.5f, Special.NONE),
                new Case("class general-narrow, column-major A^T B^T", Layout.COLUMN_MAJOR, true, true, 311, 6055, 700,
                        0, 1.0f, 0.5f, Special.NONE),
                new Case("class general", Layout.ROW_MAJOR, false, true, 1100, 1000, 1030, 1, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class general, read in place", Layout.ROW_MAJOR, false, false, 1200, 1000, 1024, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class general, column-major A^T", Layout.COLUMN_MAJOR, true, false, 1000, 1100, 1030, 0,
                        1.0f, 0.5f, Special.NONE)));
        return cases;
    }

    /**
     * The matrix-vector and matrix-panel kernels' cases (the tuned rung's class "vector", M or N of at most 32; small
     * enough for a CPU device): both access patterns (rows, columns), both sides (N small, M small), one vector,
     * panels of 2 to 8 (widths off the multiple of 4 the kernels round to) and of 9 to 32 (the tile kernels, with
     * and without float4 reads, several waves along K where the outputs are few), K cut into slices (few outputs,
     * long K) or not, K shorter than a staged chunk, leading-dimension gaps (strided X and Y), beta = 0 over NaN,
     * NaN/Inf in the matrix.
     */
    public static List<Case> vectorCases() {
        return List.of(
                new Case("class vector, N = 1", Layout.ROW_MAJOR, false, false, 700, 1, 1300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class vector, N = 1, A^T, gaps", Layout.ROW_MAJOR, true, false, 700, 1, 1300, 3, 1.5f, -1.0f,
                        Special.NONE),
                // one group of outputs: K in 9 or more slices on any device of 2 or more compute units
                new Case("class vector, M = 1, many slices", Layout.ROW_MAJOR, false, false, 1, 200, 1300, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class vector, M = 1, B^T, gaps, beta=0", Layout.ROW_MAJOR, false, true, 1, 700, 1300, 2,
                        1.0f, 0.0f, Special.NONE),
                new Case("class vector, column-major A^T B^T, gaps", Layout.COLUMN_MAJOR, true, true, 600, 1, 900, 1,
                        1.0f, 0.5f, Special.NONE),
                new Case("class vector, column-major, M = 1", Layout.COLUMN_MAJOR, false, false, 1, 600, 900, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class vector, dot product", Layout.ROW_MAJOR, false, false, 1, 1, 5000, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class vector, N = 1, long K in slices", Layout.ROW_MAJOR, false, false, 40, 1, 20000, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class vector, NaN/Inf in A", Layout.ROW_MAJOR, false, false, 300, 1, 257, 0, 1.0f, 0.5f,
                        Special.NAN_AND_INF_IN_A),
                new Case("class vector, panel N = 8", Layout.ROW_MAJOR, false, false, 700, 8, 1300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class vector, panel N = 7, A^T, gaps", Layout.ROW_MAJOR, true, false, 600, 7, 900, 3, 1.5f,
                        -1.0f, Special.NONE),
                new Case("class vector, panel M = 8", Layout.ROW_MAJOR, false, false, 8, 500, 1300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class vector, panel M = 5, B^T, gaps, beta=0", Layout.ROW_MAJOR, false, true, 5, 700, 1300,
                        2, 1.0f, 0.0f, Special.NONE),
                new Case("class vector, panel, column-major A^T B^T, gaps", Layout.COLUMN_MAJOR, true, true, 400, 6,
                        700, 1, 1.0f, 0.5f, Special.NONE),
                new Case("class vector, panel N = 2, long K in slices", Layout.ROW_MAJOR, false, false, 40, 2, 20000,
                        0, 1.0f, 0.5f, Special.NONE),
                new Case("class vector, panel 6 x 8, M the vectors", Layout.ROW_MAJOR, false, false, 6, 8, 3000, 0,
                        1.0f, 0.5f, Special.NONE),
                new Case("class vector, panel, K below a chunk", Layout.ROW_MAJOR, false, false, 500, 3, 50, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class vector, panel, NaN/Inf in A", Layout.ROW_MAJOR, false, false, 300, 5, 257, 0, 1.0f,
                        0.5f, Special.NAN_AND_INF_IN_A),
                new Case("class vector, tile N = 16", Layout.ROW_MAJOR, false, false, 900, 16, 1300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class vector, tile N = 9, odd K", Layout.ROW_MAJOR, false, false, 700, 9, 1001, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class vector, tile M = 12", Layout.ROW_MAJOR, false, false, 12, 800, 1300, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class vector, tile M = 13, B^T, gaps, beta=0", Layout.ROW_MAJOR, false, true, 13, 650, 900,
                        2, 1.0f, 0.0f, Special.NONE),
                new Case("class vector, tile, column-major A^T B^T, gaps", Layout.COLUMN_MAJOR, true, true, 500, 15,
                        700, 1, 1.5f, -1.0f, Special.NONE),
                new Case("class vector, tile N = 10, long K in slices", Layout.ROW_MAJOR, false, false, 40, 10, 20000,
                        0, 1.0f, 0.5f, Special.NONE),
                new Case("class vector, tile, K below a chunk", Layout.ROW_MAJOR, false, false, 500, 11, 50, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class vector, tile, NaN/Inf in A", Layout.ROW_MAJOR, false, false, 300, 14, 257, 0, 1.0f,
                        0.5f, Special.NAN_AND_INF_IN_A),
                new Case("class vector, tile N = 32", Layout.ROW_MAJOR, false, false, 1100, 32, 1296, 0, 1.0f, 0.5f,
                        Special.NONE),
                new Case("class vector, tile N = 17, odd K", Layout.ROW_MAJOR, false, false, 900, 17, 777, 0, 1.0f,
                        0.5f, Special.NONE),
                new Case("class vector, tile M = 24, B^T, gaps", Layout.ROW_MAJOR, false, true, 24, 700, 900, 2, 1.0f,
                        -1.0f, Special.NONE),
                new Case("class vector, tile, column-major A^T, N = 30, K no multiple of 16, gaps, beta=0",
                        Layout.COLUMN_MAJOR, true, false, 600, 30, 804, 1, 1.5f, 0.0f, Special.NONE));
    }

    /**
     * A case's inputs drawn from a seed and its double-precision reference, computed once: several rungs can be
     * checked against one preparation (the reference of 1000x777x513 costs about a second of CPU per rung).
     */
    public record Prepared(Case testCase, long seed, float[] a, float[] b, float[] c, GemmReference.Reference reference) {}

    /** Fresh random inputs for {@code c} drawn from {@code seed}, poisoned as the case asks, and their reference. */
    public static Prepared prepare(Case c, long seed) {
        GemmShape shape = c.shape();
        SplittableRandom random = new SplittableRandom(seed);
        float[] a = random(random, shape.aElements());
        float[] b = random(random, shape.bElements());
        float[] cIn = random(random, shape.cElements());
        if (c.beta() == 0.0f) {
            java.util.Arrays.fill(cIn, Float.NaN);           // must be overwritten, never read
        }
        poisonGap(shape, cIn);
        if (c.special() == Special.NAN_AND_INF_IN_A) {
            // one NaN and one +Inf in different rows of op(A) where it has two (the NaN written last, so a 1 x 1 op(A)
            // keeps it), at op(A)'s elements whatever the layout and transpose: placed as for a row-major,
            // untransposed A, a transposed or column-major one was poisoned off its rows or indexed past its end
            int nanRow = Math.min(3, shape.m() - 1);
            int infRow = shape.m() - 2 == nanRow ? shape.m() - 1 : Math.max(0, shape.m() - 2);
            a[GemmReference.aIndex(shape, infRow, shape.k() - 1)] = Float.POSITIVE_INFINITY;
            a[GemmReference.aIndex(shape, nanRow, Math.min(5, shape.k() - 1))] = Float.NaN;
        }
        return new Prepared(c, seed, a, b, cIn, GemmReference.full(shape, c.alpha(), a, b, c.beta(), cIn));
    }

    /** Runs one case on {@code gemm}'s device with fresh random data drawn from {@code seed}. */
    public static Outcome run(Gemm gemm, Case c, long seed) {
        return run(gemm, prepare(c, seed));
    }

    /** Runs a prepared case on {@code gemm}'s device (the inputs are copied; the preparation can be reused). */
    public static Outcome run(Gemm gemm, Prepared prepared) {
        Case c = prepared.testCase();
        GemmShape shape = c.shape();
        DeviceSession session = gemm.session();
        float[] out;
        try (Buffer da = session.floats(prepared.a()); Buffer db = session.floats(prepared.b());
                Buffer dc = session.floats(prepared.c())) {
            gemm.sgemm(shape, c.alpha(), da, db, c.beta(), dc);
            out = dc.readFloats();
        }
        GemmReference.Comparison comparison = GemmReference.compare(shape, out, prepared.reference());
        return new Outcome(c, gemm.rung(), comparison, gapUntouched(shape, prepared.c(), out), prepared.seed());
    }

    private static float[] random(SplittableRandom random, long n) {
        float[] data = new float[Math.toIntExact(n)];
        for (int i = 0; i < data.length; i++) {
            data[i] = (float) (random.nextDouble() * 2 - 1);
        }
        return data;
    }

    /** Marks every storage element of C outside the logical matrix with a NaN payload the kernel cannot produce. */
    private static void poisonGap(GemmShape shape, float[] c) {
        boolean[] logical = logicalMask(shape, c.length);
        for (int i = 0; i < c.length; i++) {
            if (!logical[i]) {
                c[i] = Float.intBitsToFloat(0x7fc0_beef);
            }
        }
    }

    private static boolean gapUntouched(GemmShape shape, float[] before, float[] after) {
        boolean[] logical = logicalMask(shape, before.length);
        for (int i = 0; i < before.length; i++) {
            if (!logical[i] && Float.floatToRawIntBits(before[i]) != Float.floatToRawIntBits(after[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean[] logicalMask(GemmShape shape, int length) {
        boolean[] logical = new boolean[length];
        for (int i = 0; i < shape.m(); i++) {
            for (int j = 0; j < shape.n(); j++) {
                logical[GemmReference.cIndex(shape, i, j)] = true;
            }
        }
        return logical;
    }
}
