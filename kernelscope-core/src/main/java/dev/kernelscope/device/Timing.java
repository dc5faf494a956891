/*
 * Device-timed repetitions of one operation: every sample in nanoseconds (device timestamps, not host clocks),
 * with the median and minimum. Warm-up runs are executed but not kept. Records keep the samples so a result can
 * be re-analysed (DESIGN.md conventions 9 and 10).
 */
package dev.kernelscope.device;

import java.util.Arrays;
import java.util.List;

/**
 * @param samplesNs every timed repetition in execution order, in nanoseconds
 * @param warmups how many untimed runs preceded them
 */
public record Timing(List<Long> samplesNs, int warmups) {

    public Timing {
        samplesNs = List.copyOf(samplesNs);
        if (samplesNs.isEmpty()) {
            throw new IllegalArgumentException("a timing needs at least one sample");
        }
    }

    public static Timing of(long[] samplesNs, int warmups) {
        return new Timing(Arrays.stream(samplesNs).boxed().toList(), warmups);
    }

    /** The median; for an even count the mean of the two middle samples. */
    public double medianNs() {
        return median(samplesNs.stream().mapToLong(Long::longValue).toArray());
    }

    public long minNs() {
        return samplesNs.stream().mapToLong(Long::longValue).min().orElseThrow();
    }

    public long maxNs() {
        return samplesNs.stream().mapToLong(Long::longValue).max().orElseThrow();
    }

    public double meanNs() {
        return samplesNs.stream().mapToLong(Long::longValue).average().orElseThrow();
    }

    public int repetitions() {
        return samplesNs.size();
    }

    /** The median of any samples (sorted copy); shared with host-timed benchmarks. */
    public static double median(long[] samples) {
        long[] sorted = samples.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    }
}
