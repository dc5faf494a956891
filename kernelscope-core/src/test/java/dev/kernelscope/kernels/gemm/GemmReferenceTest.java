/*
 * The sampled comparison the benchmark and `tune` verify with: it compares enough elements that one cancelling dot
 * product cannot fail a correct FP32 result, and it still fails a wrong one.
 */
package dev.kernelscope.kernels.gemm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GemmReferenceTest {
    private static float[] uniform(SplittableRandom random, int n) {
        float[] data = new float[n];
        for (int i = 0; i < n; i++) {
            data[i] = (float) (random.nextDouble() * 2 - 1);
        }
        return data;
    }

    /** C = A B in FP32, accumulated in order along K, as the naive rung does. */
    private static float[] fp32Product(GemmShape s, float[] a, float[] b) {
        float[] c = new float[s.m() * s.n()];
        for (int i = 0; i < s.m(); i++) {
            for (int j = 0; j < s.n(); j++) {
                float sum = 0;
                for (int l = 0; l < s.k(); l++) {
                    sum += a[i * s.k() + l] * b[l * s.n() + j];
                }
                c[i * s.n() + j] = sum;
            }
        }
        return c;
    }

    @Test
    void comparesAtLeastTheMinimumEvenWhenOneBlockCoversC() {
        GemmShape square = GemmShape.rowMajor(64, 64, 64);
        float[] zeros = new float[64 * 64];
        float[] a = new float[64 * 64];
        assertThat(GemmReference.sampled(square, 1, a, a, 0, null, zeros, 64, 1).compared())
                .isGreaterThanOrEqualTo(GemmReference.MIN_SAMPLED);
        GemmShape row = GemmShape.rowMajor(1, 4096, 8);
        assertThat(GemmReference.sampled(row, 1, new float[8], new float[8 * 4096], 0, null, new float[4096], 64, 1)
                .compared()).isGreaterThanOrEqualTo(GemmReference.MIN_SAMPLED);
        GemmShape small = GemmShape.rowMajor(10, 10, 3);
        assertThat(GemmReference.sampled(small, 1, new float[30], new float[30], 0, null, new float[100], 64, 1)
                .compared()).isEqualTo(100);
    }

    @Test
    void aCorrectFp32ResultPassesWhateverTheData() {
        // Sampling one element of a 64x64x64 product failed about 1 draw in 1,850; 3,000 draws would show it.
        GemmShape shape = GemmShape.rowMajor(64, 64, 64);
        for (long seed = 0; seed < 3000; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            float[] a = uniform(random, 64 * 64);
            float[] b = uniform(random, 64 * 64);
            GemmReference.Comparison comparison = GemmReference.sampled(shape, 1, a, b, 0, null,
                    fp32Product(shape, a, b), 64, seed);
            assertThat(comparison.passes()).as("seed %d: error %g", seed, comparison.relativeError()).isTrue();
        }
    }

    @Test
    void aResultOffByOnePartInAThousandFails() {
        GemmShape shape = GemmShape.rowMajor(64, 64, 64);
        SplittableRandom random = new SplittableRandom(7);
        float[] a = uniform(random, 64 * 64);
        float[] b = uniform(random, 64 * 64);
        float[] c = fp32Product(shape, a, b);
        for (int i = 0; i < c.length; i++) {
            c[i] *= 1.001f;
        }
        assertThat(GemmReference.sampled(shape, 1, a, b, 0, null, c, 64, 7).passes()).isFalse();
    }

    @Test
    void aResultThatCancelsIsJudgedAgainstItsTerms() {
        // GemmLadderTest's 1x1x1 case (alpha 1.5, beta 0.5) drawn from the seed that failed every rung: C is one
        // value, 1.5ab + 0.5c, which nearly cancels there, so the FP32 rounding of its terms is a large part of it
        GemmConformance.Case tiny = GemmConformance.cases(false).getFirst();
        assertThat(tiny.shape().m() * tiny.shape().n() * tiny.shape().k()).isEqualTo(1);
        GemmConformance.Prepared p = GemmConformance.prepare(tiny, 50170358911168L);
        float product = p.a()[0] * p.b()[0];                         // in FP32, as a kernel computes it
        float result = tiny.alpha() * product + tiny.beta() * p.c()[0];
        GemmReference.Comparison comparison = GemmReference.compare(tiny.shape(), new float[] {result},
                p.reference());
        assertThat(comparison.relativeError()).isGreaterThan(GemmReference.TOLERANCE);
        assertThat(comparison.termsError()).isLessThan(GemmReference.TERMS_TOLERANCE);
        assertThat(comparison.passes()).isTrue();
        // the same element one part in a thousand of its terms off fails
        float terms = Math.abs(tiny.alpha() * product) + Math.abs(tiny.beta() * p.c()[0]);
        assertThat(GemmReference.compare(tiny.shape(), new float[] {result + terms / 1000}, p.reference()).passes())
                .isFalse();
    }

    /**
     * The NaN/Inf case puts its NaN and its Inf in two rows of op(A) for every layout and transpose, so two rows of
     * the reference C are not finite and the others are. Placed as for a row-major, untransposed A, they indexed past
     * a transposed or column-major A's end (ArrayIndexOutOfBoundsException, found on 2026-11-29 among random
     * narrow-tail calls) or landed off op(A)'s rows, and M = 5 put both in one row.
     */
    @Test
    void nanAndInfInAReachTwoRowsOfCWhateverTheLayout() {
        int[][] sizes = {{40, 9, 20}, {5, 3, 6}, {2, 3, 1}, {1, 2, 1}};
        for (Layout layout : Layout.values()) {
            for (int transposes = 0; transposes < 4; transposes++) {
                for (int[] size : sizes) {
                    GemmConformance.Case c = new GemmConformance.Case("NaN/Inf in A", layout, (transposes & 1) != 0,
                            (transposes & 2) != 0, size[0], size[1], size[2], 3, 1.0f, 0.5f,
                            GemmConformance.Special.NAN_AND_INF_IN_A);
                    GemmConformance.Prepared p = GemmConformance.prepare(c, 11);
                    int nans = 0;
                    for (float value : p.a()) {
                        nans += Float.isNaN(value) ? 1 : 0;
                    }
                    int rowsNotFinite = 0;
                    for (int i = 0; i < c.m(); i++) {
                        int notFinite = 0;
                        for (int j = 0; j < c.n(); j++) {
                            notFinite += Double.isFinite(p.reference().values()[i * c.n() + j]) ? 0 : 1;
                        }
                        assertThat(notFinite).as(c + ", row " + i).isIn(0, c.n());
                        rowsNotFinite += notFinite == c.n() ? 1 : 0;
                    }
                    assertThat(nans).as(c.toString()).isEqualTo(1);
                    assertThat(rowsNotFinite).as(c.toString()).isEqualTo(Math.min(2, c.m()));
                }
            }
        }
    }
}
