/*
 * LDS traffic of a register-tiled GEMM (seed 004, kernel 5's napkin math): per k step each of a group's
 * BM*BN/(TM*TN) threads reads TM values of A and TN of B from LDS, and the group writes its BM + BN staged values.
 * Over K steps and (M/BM)(N/BN) groups that is the kernel's LDS bytes; divided by a run time it is the LDS bandwidth
 * the kernel needs, to hold against the device's peak (LdsPeak). Seed 004: 8x8 thread tiles at 5.3772 ms need
 * 13.58 TB/s (the article rounds to 13.56) of the 7900 XTX's 30.72; 16x8 tiles would need 10.38 (article: 10.3).
 */
package dev.kernelscope.model.lds;

import dev.kernelscope.model.InvalidInputException;

public record GemmLdsTraffic(long m, long n, long k, int blockM, int blockN, int threadM, int threadN,
        int elementBytes) {
    public GemmLdsTraffic {
        if (m < 1 || n < 1 || k < 1 || m > 1L << 20 || n > 1L << 20 || k > 1L << 20) {
            throw new InvalidInputException("GEMM sizes must be 1 to 2^20, not " + m + "x" + n + "x" + k + ".");
        }
        if (blockM < 1 || blockN < 1 || threadM < 1 || threadN < 1 || blockM % threadM != 0
                || blockN % threadN != 0) {
            throw new InvalidInputException("the group tile " + blockM + "x" + blockN + " must be a positive"
                    + " multiple of the thread tile " + threadM + "x" + threadN + ".");
        }
        if (elementBytes < 1) {
            throw new InvalidInputException("element size must be positive, not " + elementBytes + ".");
        }
    }

    /** FP32 with seed 004's shapes: 128x128 group tiles. */
    public static GemmLdsTraffic fp32(long m, long n, long k, int blockM, int blockN, int threadM, int threadN) {
        return new GemmLdsTraffic(m, n, k, blockM, blockN, threadM, threadN, 4);
    }

    public long threadsPerGroup() {
        return (long) (blockM / threadM) * (blockN / threadN);
    }

    /** Groups covering C (partial tiles count whole: they still stage full slices). */
    public long groups() {
        return Math.ceilDiv(m, blockM) * Math.ceilDiv(n, blockN);
    }

    /** LDS bytes read: groups x K x threads x (TM + TN) x element size (seed 004: 68,719,476,736 B). */
    public long bytesRead() {
        return product(groups(), k, threadsPerGroup(), (long) threadM + threadN, elementBytes);
    }

    /** LDS bytes written: groups x K x (BM + BN) x element size (seed 004: 4,294,967,296 B). */
    public long bytesWritten() {
        return product(groups(), k, (long) blockM + blockN, elementBytes);
    }

    public long bytes() {
        return checked(() -> Math.addExact(bytesRead(), bytesWritten()));
    }

    private long product(long... factors) {
        return checked(() -> {
            long result = 1;
            for (long factor : factors) {
                result = Math.multiplyExact(result, factor);
            }
            return result;
        });
    }

    private long checked(java.util.function.LongSupplier count) {
        try {
            return count.getAsLong();
        } catch (ArithmeticException overflow) {
            throw new InvalidInputException("the LDS traffic of " + m + "x" + n + "x" + k + " with " + blockM + "x"
                    + blockN + " group tiles and " + threadM + "x" + threadN + " thread tiles exceeds 2^63 bytes;"
                    + " use larger tiles or a smaller problem.");
        }
    }

    /** LDS bytes per second a run of this many milliseconds moves. */
    public double bytesPerSecond(double milliseconds) {
        if (!(milliseconds > 0) || Double.isInfinite(milliseconds)) {
            throw new InvalidInputException("a run time must be a positive number of milliseconds, not "
                    + milliseconds + ".");
        }
        return bytes() / (milliseconds / 1000.0);
    }
}
