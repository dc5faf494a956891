/*
 * How two kernel variants compare from paired rounds: each round timed both (order alternating), giving one ratio
 * B/A per round. The estimate is the median ratio; its confidence interval is the distribution-free one for a median
 * (order statistics, from the binomial distribution), so no normality is assumed of times that are skewed and spiky.
 */
package dev.kernelscope.model.stats;

import dev.kernelscope.model.InvalidInputException;
import java.util.Arrays;
import java.util.Locale;

/**
 * @param rounds how many per-round ratios the interval comes from
 * @param median the median B/A ratio (below 1: B takes less time)
 * @param lower the interval's lower end
 * @param upper the interval's upper end
 * @param coverage the interval's exact coverage (at least the confidence asked for; the binomial steps overshoot)
 */
public record PairedRatio(int rounds, double median, double lower, double upper, double coverage) {

    /** What the interval says: B faster, B slower, or no difference told apart at this confidence. */
    public enum Verdict { B_FASTER, B_SLOWER, NO_DIFFERENCE }

    /**
     * The median of {@code ratios} and the narrowest symmetric order-statistic interval [r(k), r(n+1-k)] whose
     * coverage 1 - 2 P(X <= k-1), X ~ Binomial(n, 1/2), is at least {@code confidence}.
     *
     * @throws InvalidInputException when too few rounds were given for that confidence (see {@link #minimumRounds})
     */
    public static PairedRatio of(double[] ratios, double confidence) {
        int n = ratios.length;
        checkRounds(n, confidence);
        for (double r : ratios) {
            if (!(r > 0) || Double.isInfinite(r)) {
                throw new IllegalArgumentException("a time ratio must be positive and finite; got " + r);
            }
        }
        double[] sorted = ratios.clone();
        Arrays.sort(sorted);
        int k = 0;   // largest k (1-based) with coverage >= confidence
        for (int candidate = 1; candidate <= (n + 1) / 2; candidate++) {
            if (coverage(n, candidate) >= confidence) {
                k = candidate;
            } else {
                break;
            }
        }
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        return new PairedRatio(n, median, sorted[k - 1], sorted[n - k], coverage(n, k));
    }

    /** Refuses, with the reason, a confidence outside [0.5, 1) or fewer rounds than it needs. */
    public static void checkRounds(int rounds, double confidence) {
        if (rounds < minimumRounds(confidence)) {
            throw new InvalidInputException(String.format(Locale.ROOT, "%d rounds cannot give %s confidence: even the "
                    + "widest interval (smallest to largest ratio) covers only %s; use at least %d rounds.", rounds,
                    percent(confidence), percent(Math.max(0, 1 - 2 * Math.pow(0.5, rounds))),
                    minimumRounds(confidence)));
        }
    }

    /** The fewest rounds whose widest interval [min, max] reaches {@code confidence}: 1 - 2^(1-n) >= confidence. */
    public static int minimumRounds(double confidence) {
        checkConfidence(confidence);
        int n = 2;
        while (1 - 2 * Math.pow(0.5, n) < confidence) {
            n++;
        }
        return n;
    }

    /** B_FASTER when the whole interval lies below 1, B_SLOWER when above, else NO_DIFFERENCE. */
    public Verdict verdict() {
        if (upper < 1) {
            return Verdict.B_FASTER;
        }
        if (lower > 1) {
            return Verdict.B_SLOWER;
        }
        return Verdict.NO_DIFFERENCE;
    }

    /** One sentence: which is faster and by how much, with the interval, or that no difference was told apart. */
    public String sentence() {
        String interval = String.format(Locale.ROOT, "B/A time ratio %.3f, interval %.3f-%.3f (exact coverage %s, "
                + "from %d per-round ratios)", median, lower, upper, percent(coverage), rounds);
        return switch (verdict()) {
            case B_FASTER -> String.format(Locale.ROOT, "B is faster: it takes %.1f%% less time (%.1f-%.1f%%); %s.",
                    100 * (1 - median), 100 * (1 - upper), 100 * (1 - lower), interval);
            case B_SLOWER -> String.format(Locale.ROOT, "B is slower: it takes %.1f%% more time (%.1f-%.1f%%); %s.",
                    100 * (median - 1), 100 * (lower - 1), 100 * (upper - 1), interval);
            case NO_DIFFERENCE -> String.format(Locale.ROOT, "No difference told apart: the interval holds 1 (%s); a "
                    + "difference inside %.1f%% to +%.1f%% is within this run's noise.", interval,
                    100 * (lower - 1), 100 * (upper - 1));
        };
    }

    /** Exact coverage of [r(k), r(n+1-k)]: 1 - 2 P(X <= k-1) for X ~ Binomial(n, 1/2). */
    static double coverage(int n, int k) {
        double tail = 0;
        double term = Math.pow(0.5, n);   // P(X = 0)
        for (int i = 0; i < k; i++) {
            tail += term;
            term = term * (n - i) / (i + 1);
        }
        return 1 - 2 * tail;
    }

    private static void checkConfidence(double confidence) {
        if (!(confidence >= 0.5 && confidence < 1)) {
            throw new InvalidInputException("The confidence must be at least 0.5 and below 1 (e.g. 0.95); got "
                    + confidence + ".");
        }
    }

    private static String percent(double fraction) {
        String text = String.format(Locale.ROOT, "%.1f", 100 * fraction);
        return (text.endsWith(".0") ? text.substring(0, text.length() - 2) : text) + "%";
    }
}
