/*
 * How many copies of a problem's inputs the benchmarks and the tuner rotate over, one copy per launch, so that each
 * launch reads memory and not what the previous launch left in the L2: enough copies to exceed twice the L2, at least
 * two, no more than fit in the memory the caller allows, and no more than MAX_SETS.
 */
package dev.kernelscope.kernels;

import dev.kernelscope.model.InvalidInputException;

public final class InputRotation {
    /**
     * The most copies. Without it a 1x1x1 GEMM on a CPU device wanted 83,886,080 copies of 12 bytes and
     * `kernelscope gemm --shapes 1x1x1` spent minutes allocating them; a problem under 2 x L2 / MAX_SETS bytes is timed
     * partly from the L2, where its launch's fixed cost dominates anyway.
     */
    public static final int MAX_SETS = 1024;

    private InputRotation() {}

    /** The copies of {@code bytesPerSet} bytes to rotate over with {@code cacheBytes} of L2 and {@code memoryCap}. */
    public static int sets(long cacheBytes, long bytesPerSet, long memoryCap) {
        if (bytesPerSet <= 0) {
            throw new IllegalArgumentException("a set of inputs has bytes: " + bytesPerSet);
        }
        long wanted = Math.max(2, (2 * Math.max(0, cacheBytes) + bytesPerSet - 1) / bytesPerSet);
        long fit = Math.max(1, memoryCap / bytesPerSet);
        return (int) Math.min(Math.min(wanted, MAX_SETS), fit);
    }

    /** The memory a problem's input sets may take: half the device's, leaving the rest to the driver and its buffers. */
    public static long memoryCap(long globalMemBytes) {
        return globalMemBytes / 2;
    }

    /**
     * Refuses {@code problem} (e.g. "Shape 4096x4096x4096") when one set of its inputs and outputs, {@code bytesPerSet},
     * exceeds {@link #memoryCap}, saying that limit: "needs 12 GiB; the device has 15.6" once read like a fit.
     */
    public static void requireFits(String problem, long bytesPerSet, String deviceLabel, long globalMemBytes) {
        if (bytesPerSet > memoryCap(globalMemBytes)) {
            throw new InvalidInputException(String.format(java.util.Locale.ROOT, "%s needs %.1f GiB for its inputs and"
                    + " output; the benchmarks use at most half of %s's %.1f GiB of global memory (%.1f GiB), leaving"
                    + " the rest to the driver. Choose a smaller problem.", problem, gib(bytesPerSet), deviceLabel,
                    gib(globalMemBytes), gib(memoryCap(globalMemBytes))));
        }
    }

    private static double gib(long bytes) {
        return bytes / (double) (1L << 30);
    }

    /** The rule in words for the benchmarks' records, e.g. unit "set", copies "sets of A, B, C". */
    public static String describe(String unit, String copies) {
        return "inputs rotated over max(2, ceil(2 x L2 / " + unit + " bytes)) " + copies + " (at most " + MAX_SETS
                + ": a problem under 2 x L2 / " + MAX_SETS + " bytes is timed partly from the L2)";
    }
}
