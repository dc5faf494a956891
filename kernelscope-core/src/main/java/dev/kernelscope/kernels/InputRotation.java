/*
 * How many copies of a problem's inputs the benchmarks and the tuner rotate over, one copy per launch, so that each
 * launch reads memory and not what the previous launch left in the L2: enough copies to exceed twice the L2, at least
 * two, no more than fit in the memory the caller allows, and no more than MAX_SETS.
 */
package dev.kernelscope.kernels;

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

    /** The rule in words for the benchmarks' records, e.g. unit "set", copies "sets of A, B, C". */
    public static String describe(String unit, String copies) {
        return "inputs rotated over max(2, ceil(2 x L2 / " + unit + " bytes)) " + copies + " (at most " + MAX_SETS
                + ": a problem under 2 x L2 / " + MAX_SETS + " bytes is timed partly from the L2)";
    }
}
