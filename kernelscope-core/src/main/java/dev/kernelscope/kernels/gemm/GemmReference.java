/*
 * The double-precision CPU reference for any GemmShape (layout, transposes, leading dimensions), computed in full for
 * test-sized problems or at sampled elements for benchmark-sized ones, and the comparison the ladder is judged by:
 * relative error ||C - ref|| / ||ref|| over the logical m x n elements, or, where the result cancels, the error
 * against the size of its terms; a non-finite value in C fails unless the reference has it too (NaN/Inf propagation).
 */
package dev.kernelscope.kernels.gemm;

import java.util.SplittableRandom;
import java.util.stream.IntStream;

public final class GemmReference {
    /** The acceptance threshold: FP32 accumulation over K <= 8192 lands near 1e-6; anything above 1e-4 is a bug. */
    public static final double TOLERANCE = 1e-4;
    /**
     * The bound on ||C - ref|| / ||terms||, where an element's terms are |alpha| sum_l |a_il b_lj| + |beta c_ij|: what
     * FP32 rounding of the terms allows (about 6e-8 x sqrt(K), 5e-6 at K = 8192). It passes a correct result whose
     * value cancels to near zero, which ||ref|| judges as wrong: one element of 1x1x1 with alpha 1.5 and beta 0.5
     * failed every rung in about 1 run in 11,000 (GemmLadderTest, seed 50170358911168).
     */
    public static final double TERMS_TOLERANCE = 1e-5;
    /** The fewest elements {@link #sampled} compares (fewer only when C has fewer). */
    public static final int MIN_SAMPLED = 256;

    private GemmReference() {}

    /**
     * The comparison of a result with the reference.
     * @param relativeError ||C - ref|| / ||ref|| over the elements where the reference is finite (NaN if C is
     *     non-finite at any of them; 0 when ||ref|| is 0 and C matches exactly)
     * @param nonFiniteMismatches elements where exactly one of C and the reference is finite, or both are
     *     infinite with different signs
     * @param compared how many elements were compared
     * @param termsError ||C - ref|| / ||terms|| over the same elements (NaN where C is non-finite or the terms were
     *     not given)
     */
    public record Comparison(double relativeError, long nonFiniteMismatches, long compared, double termsError) {
        /**
         * Passes when non-finite values match and the error is below {@link #TOLERANCE}, or below
         * {@link #TERMS_TOLERANCE} against the terms (NaN never passes).
         */
        public boolean passes() {
            return nonFiniteMismatches == 0 && (relativeError < TOLERANCE || termsError < TERMS_TOLERANCE);
        }
    }

    /**
     * A full reference: per logical element (m x n, row-major) its value and the size of its terms,
     * |alpha| sum_l |op(A)_il op(B)_lj| + |beta C_ij|.
     */
    public record Reference(double[] values, double[] terms) {
    }

    /** The logical element (i, l) of op(A) (m x k) in storage {@code a}. */
    static float a(GemmShape s, float[] a, int i, int l) {
        return a[aIndex(s, i, l)];
    }

    /** Storage index of the logical element (i, l) of op(A). */
    static int aIndex(GemmShape s, int i, int l) {
        boolean alongK = (s.layout() == Layout.ROW_MAJOR) != s.transA();
        return alongK ? i * s.lda() + l : l * s.lda() + i;
    }

    static float b(GemmShape s, float[] b, int l, int j) {
        boolean alongN = (s.layout() == Layout.ROW_MAJOR) != s.transB();
        return alongN ? b[l * s.ldb() + j] : b[j * s.ldb() + l];
    }

    /** Storage index of the logical element (i, j) of C. */
    public static int cIndex(GemmShape s, int i, int j) {
        return s.layout() == Layout.ROW_MAJOR ? i * s.ldc() + j : j * s.ldc() + i;
    }

    /**
     * One reference element: alpha * sum_l op(A)(i,l) op(B)(l,j) + beta * C(i,j), as BLAS defines it: C not read when
     * beta == 0, A and B not read when alpha == 0 (a NaN there does not reach C).
     */
    public static double element(GemmShape s, float alpha, float[] a, float[] b, float beta, float[] c, int i, int j) {
        return elementAndTerms(s, alpha, a, b, beta, c, i, j)[0];
    }

    /** {value, size of its terms} of one element (see {@link Reference}). */
    private static double[] elementAndTerms(GemmShape s, float alpha, float[] a, float[] b, float beta, float[] c,
                                            int i, int j) {
        double sum = 0;
        double terms = 0;
        if (alpha != 0.0f) {
            for (int l = 0; l < s.k(); l++) {
                double product = (double) a(s, a, i, l) * b(s, b, l, j);
                sum += product;
                terms += Math.abs(product);
            }
        }
        double value = alpha == 0.0f ? 0.0 : alpha * sum;
        terms = alpha == 0.0f ? 0.0 : Math.abs(alpha) * terms;
        if (beta != 0.0f) {
            double scaled = (double) beta * c[cIndex(s, i, j)];
            value += scaled;
            terms += Math.abs(scaled);
        }
        return new double[] {value, terms};
    }

    /** The full reference, as m x n row-major arrays (whatever the shape's layout). Parallel over rows. */
    public static Reference full(GemmShape s, float alpha, float[] a, float[] b, float beta, float[] c) {
        int m = s.m();
        int n = s.n();
        int k = s.k();
        // op(A) and op(B) as dense row-major doubles first, so the inner loop runs over contiguous memory
        double[] ad = new double[m * k];
        double[] bd = new double[k * n];
        for (int i = 0; i < m; i++) {
            for (int l = 0; l < k; l++) {
                ad[i * k + l] = a(s, a, i, l);
            }
        }
        for (int l = 0; l < k; l++) {
            for (int j = 0; j < n; j++) {
                bd[l * n + j] = b(s, b, l, j);
            }
        }
        double[] out = new double[m * n];
        double[] terms = new double[m * n];
        IntStream.range(0, m).parallel().forEach(i -> {
            double[] row = new double[n];
            double[] rowTerms = new double[n];
            for (int l = 0; l < k; l++) {
                double x = ad[i * k + l];
                int base = l * n;
                for (int j = 0; j < n; j++) {
                    double product = x * bd[base + j];
                    row[j] += product;
                    rowTerms[j] += Math.abs(product);
                }
            }
            for (int j = 0; j < n; j++) {
                // A and B not read when alpha is 0
                double value = alpha == 0.0f ? 0.0 : alpha * row[j];
                double size = alpha == 0.0f ? 0.0 : Math.abs(alpha) * rowTerms[j];
                if (beta != 0.0f) {
                    double scaled = (double) beta * c[cIndex(s, i, j)];
                    value += scaled;
                    size += Math.abs(scaled);
                }
                out[i * n + j] = value;
                terms[i * n + j] = size;
            }
        });
        return new Reference(out, terms);
    }

    /** Compares the logical m x n elements of {@code result} (stored as the shape says) with a full reference. */
    public static Comparison compare(GemmShape s, float[] result, Reference reference) {
        return compare(s, result, reference.values(), reference.terms());
    }

    /** The same against reference values alone (no terms: ||ref|| is the only judge). */
    public static Comparison compare(GemmShape s, float[] result, double[] values) {
        return compare(s, result, values, null);
    }

    private static Comparison compare(GemmShape s, float[] result, double[] values, double[] terms) {
        Accumulator acc = new Accumulator();
        for (int i = 0; i < s.m(); i++) {
            for (int j = 0; j < s.n(); j++) {
                int x = i * s.n() + j;
                acc.add(result[cIndex(s, i, j)], values[x], terms == null ? Double.NaN : terms[x]);
            }
        }
        return acc.comparison();
    }

    /**
     * Compares at sampled elements, for problems too large for a full CPU reference: one random element in every
     * block of {@code block} x {@code block} outputs (so every group tile of every rung is visited), each computed in
     * double. {@code result} must hold the whole C (the caller also scans it for non-finite values). The block
     * shrinks until at least {@link #MIN_SAMPLED} elements (or all of C) are compared: the norm-wise error over one
     * element is that element's relative error, and a random FP32 dot product that cancels to near zero exceeds the
     * tolerance by itself (one 64x64x64 sample of uniform [-1, 1] data: 1 in 1,850 in a 200,000-draw simulation;
     * it failed CI's `gemm --sizes 64` once, naive rung included).
     */
    public static Comparison sampled(GemmShape s, float alpha, float[] a, float[] b, float beta, float[] cBefore,
                                     float[] result, int preferredBlock, long seed) {
        int block = preferredBlock;
        while (block > 1 && (long) ceilDiv(s.m(), block) * ceilDiv(s.n(), block) < MIN_SAMPLED) {
            block /= 2;
        }
        int blocksM = ceilDiv(s.m(), block);
        int blocksN = ceilDiv(s.n(), block);
        int[] rows = new int[blocksM * blocksN];
        int[] cols = new int[rows.length];
        SplittableRandom random = new SplittableRandom(seed);
        for (int bi = 0; bi < blocksM; bi++) {
            for (int bj = 0; bj < blocksN; bj++) {
                int index = bi * blocksN + bj;
                rows[index] = bi * block + random.nextInt(Math.min(block, s.m() - bi * block));
                cols[index] = bj * block + random.nextInt(Math.min(block, s.n() - bj * block));
            }
        }
        double[][] reference = IntStream.range(0, rows.length).parallel()
                .mapToObj(x -> elementAndTerms(s, alpha, a, b, beta, cBefore, rows[x], cols[x])).toArray(double[][]::new);
        Accumulator acc = new Accumulator();
        for (int x = 0; x < rows.length; x++) {
            acc.add(result[cIndex(s, rows[x], cols[x])], reference[x][0], reference[x][1]);
        }
        return acc.comparison();
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    /** Counts the elements of the logical C that are NaN or infinite (an unwritten, poisoned element shows here). */
    public static long nonFinite(GemmShape s, float[] result) {
        long count = 0;
        for (int i = 0; i < s.m(); i++) {
            for (int j = 0; j < s.n(); j++) {
                if (!Float.isFinite(result[cIndex(s, i, j)])) {
                    count++;
                }
            }
        }
        return count;
    }

    private static final class Accumulator {
        double diff2;
        double ref2;
        double terms2;
        long mismatches;
        long compared;
        boolean nonFiniteResult;

        void add(float value, double reference, double terms) {
            compared++;
            if (!Double.isFinite(reference)) {
                boolean same = Double.isNaN(reference) ? Float.isNaN(value) : value == reference;
                if (!same) {
                    mismatches++;
                }
                return;
            }
            if (!Float.isFinite(value)) {
                nonFiniteResult = true;
                mismatches++;
                return;
            }
            double d = value - reference;
            diff2 += d * d;
            ref2 += reference * reference;
            terms2 += terms * terms;          // NaN once, NaN for good: no terms given
        }

        Comparison comparison() {
            double error;
            if (nonFiniteResult) {
                error = Double.NaN;
            } else if (ref2 == 0) {
                error = diff2 == 0 ? 0 : Double.POSITIVE_INFINITY;
            } else {
                error = Math.sqrt(diff2 / ref2);
            }
            double termsError = nonFiniteResult || Double.isNaN(terms2) ? Double.NaN
                    : terms2 == 0 ? (diff2 == 0 ? 0 : Double.POSITIVE_INFINITY) : Math.sqrt(diff2 / terms2);
            return new Comparison(error, mismatches, compared, termsError);
        }
    }
}
