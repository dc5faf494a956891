/*
 * The A/B statistic: the order-statistic interval for a median against the binomial table (n = 20 -> ranks 6 and 15,
 * 95.86%), its coverage checked by simulation on A/A data, the verdicts, and the refusal of too few rounds.
 */
package dev.kernelscope.model.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.kernelscope.model.InvalidInputException;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PairedRatioTest {

    @Test
    void twentyRoundsGiveTheSixthAndFifteenthRatioAtNinetyFiveSevenEightSixPercent() {
        // Binomial(20, 1/2): P(X <= 5) = 21,700 / 2^20 = 0.020695, so [r(6), r(15)] covers 1 - 2 x 0.020695.
        assertThat(PairedRatio.coverage(20, 6)).isCloseTo(1 - 2 * 21_700.0 / (1 << 20), within(1e-12));
        double[] ratios = new double[20];
        for (int i = 0; i < 20; i++) {
            ratios[i] = 0.80 + 0.01 * ((i * 7) % 20);   // 0.80 .. 0.99, shuffled
        }
        PairedRatio result = PairedRatio.of(ratios, 0.95);
        assertThat(result.lower()).isCloseTo(0.85, within(1e-12));
        assertThat(result.upper()).isCloseTo(0.94, within(1e-12));
        assertThat(result.median()).isCloseTo(0.895, within(1e-12));
        assertThat(result.coverage()).isCloseTo(0.958611, within(1e-6));
        assertThat(result.verdict()).isEqualTo(PairedRatio.Verdict.B_FASTER);
        assertThat(result.sentence()).startsWith("B is faster: it takes 10.5% less time (6.0-15.0%)");
    }

    @Test
    void theIntervalIsTheNarrowestThatReachesTheConfidence() {
        for (double confidence : new double[] {0.8, 0.9, 0.95, 0.99}) {
            for (int n = PairedRatio.minimumRounds(confidence); n <= 300; n++) {
                double[] ratios = new double[n];
                for (int i = 0; i < n; i++) {
                    ratios[i] = 1 + i;
                }
                PairedRatio result = PairedRatio.of(ratios, confidence);
                int k = (int) Math.round(result.lower());   // the rank of the lower end, 1-based
                assertThat(result.upper()).isEqualTo(n + 1 - k);
                assertThat(result.coverage()).isGreaterThanOrEqualTo(confidence);
                assertThat(PairedRatio.coverage(n, k)).isEqualTo(result.coverage());
                if (k + 1 <= (n + 1) / 2) {
                    assertThat(PairedRatio.coverage(n, k + 1)).as("n=%d", n).isLessThan(confidence);
                }
            }
        }
    }

    @Test
    void onAaDataTheIntervalHoldsOneAsOftenAsItPromises() {
        // A/A: both variants the same kernel, times lognormal with 5% noise and a shared per-round drift.
        Random random = new Random(17);
        int trials = 4000;
        int holdsOne = 0;
        double coverage = 0;
        for (int t = 0; t < trials; t++) {
            double[] ratios = new double[12];
            for (int i = 0; i < ratios.length; i++) {
                double drift = Math.exp(0.2 * random.nextGaussian());
                double a = drift * Math.exp(0.05 * random.nextGaussian());
                double b = drift * Math.exp(0.05 * random.nextGaussian());
                ratios[i] = b / a;
            }
            PairedRatio result = PairedRatio.of(ratios, 0.95);
            coverage = result.coverage();
            if (result.verdict() == PairedRatio.Verdict.NO_DIFFERENCE) {
                holdsOne++;
            }
        }
        // 12 rounds: [r(3), r(10)], exact coverage 96.14%; binomial sd of the count over 4000 trials is about 0.3%.
        assertThat(coverage).isCloseTo(0.9614, within(1e-4));
        assertThat(holdsOne / (double) trials).isBetween(0.95, 0.975);
    }

    @Test
    void slowerAndUndecidedVerdicts() {
        PairedRatio slower = PairedRatio.of(new double[] {1.10, 1.12, 1.08, 1.11, 1.09, 1.13}, 0.95);
        assertThat(slower.verdict()).isEqualTo(PairedRatio.Verdict.B_SLOWER);
        assertThat(slower.lower()).isEqualTo(1.08);   // six rounds: the smallest and largest ratio, 96.9%
        assertThat(slower.coverage()).isEqualTo(1 - 2 / 64.0);
        assertThat(slower.sentence()).startsWith("B is slower: it takes 10.5% more time (8.0-13.0%)");
        PairedRatio same = PairedRatio.of(new double[] {0.98, 1.01, 1.03, 0.99, 1.00, 1.02}, 0.95);
        assertThat(same.verdict()).isEqualTo(PairedRatio.Verdict.NO_DIFFERENCE);
        assertThat(same.sentence()).startsWith("No difference told apart").contains("-2.0% to +3.0%");
    }

    @Test
    void tooFewRoundsOrABadConfidenceAreRefusedWithTheReason() {
        assertThat(PairedRatio.minimumRounds(0.95)).isEqualTo(6);
        assertThat(PairedRatio.minimumRounds(0.99)).isEqualTo(8);
        assertThatThrownBy(() -> PairedRatio.of(new double[] {1, 1, 1, 1, 1}, 0.95))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("5 rounds cannot give 95% confidence: even the widest interval (smallest to largest ratio) "
                        + "covers only 93.8%; use at least 6 rounds.");
        assertThatThrownBy(() -> PairedRatio.minimumRounds(1.0)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("below 1");
        assertThatThrownBy(() -> PairedRatio.of(new double[] {1, 1, 1, 1, 1, -1}, 0.95))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
