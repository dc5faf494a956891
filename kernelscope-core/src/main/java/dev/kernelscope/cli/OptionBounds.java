/*
 * The one place count options get their upper bounds, so no option can ask for an allocation the JVM cannot make
 * (--repetitions 2147483647 used to end in OutOfMemoryError). Commands call check(...) before any work; the message
 * names the option, the range and why the bound is there.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.report.Formats;

public final class OptionBounds {
    /** Timed runs per measurement: every sample is kept in the JSON record; 100,000 of a 1 ms kernel take 100 s. */
    public static final int MAX_REPETITIONS = 100_000;
    /** Untimed runs before timing: more never changes a clock or a cache. */
    public static final int MAX_WARMUPS = 100_000;
    /** Launches of the launch-latency loop (8 bytes per sample kept): 10^7 empty kernels take about a minute. */
    public static final int MAX_LAUNCH_ITERATIONS = 10_000_000;
    /** Square GEMM sizes: 32768^2 floats are 4 GiB per matrix, the most a single GPU holds three of. */
    public static final int MAX_GEMM_SIZE = 32_768;
    /** Copy buffer size in MiB, 16 TiB (the command also clamps to the device's allocation limit, and says so). */
    public static final int MAX_COPY_MIB = 1 << 24;
    /** cuBLAS yardstick size: as --sizes of gemm. */
    public static final int MAX_CUBLAS_SIZE = MAX_GEMM_SIZE;

    private OptionBounds() {
    }

    /** Returns {@code value} when min <= value <= max, else an input error naming the option, range and reason. */
    public static int check(String option, long value, long min, long max, String why) {
        if (value < min || value > max) {
            throw new InvalidInputException(option + " must be " + Formats.count(min) + " to " + Formats.count(max)
                    + (why.isEmpty() ? "" : " (" + why + ")") + "; got " + Formats.count(value) + ".");
        }
        return (int) value;
    }

    public static int repetitions(String option, int value) {
        return check(option, value, 1, MAX_REPETITIONS, "every sample is kept in memory and in the record");
    }

    public static int warmups(String option, int value) {
        return check(option, value, 0, MAX_WARMUPS, "more warm-up changes nothing");
    }
}
