/*
 * Instruction counts along a listing's path (loops at their trips, nested loops multiplied), saturating at
 * Long.MAX_VALUE: three nested loops at --iterations 77777777 wrapped the count negative, so the path took the branch
 * around the loops and the notes printed a wrapped count. Shared by the SASS and AMDGPU readers.
 */
package dev.kernelscope.model.sim;

final class PathWeights {
    private PathWeights() {
    }

    /** a x b for counts >= 0, Long.MAX_VALUE where it would overflow. */
    static long times(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        long product = a * b;
        return high != 0 || product < 0 ? Long.MAX_VALUE : product;
    }

    /** a + b for counts >= 0, Long.MAX_VALUE where it would overflow. */
    static long plus(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }
}
