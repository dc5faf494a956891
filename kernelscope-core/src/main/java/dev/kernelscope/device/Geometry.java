/*
 * A launch geometry in OpenCL terms: the global size (total work-items per dimension, 1 to 3 dimensions) and
 * optionally the local size (work-items per group). Without a local size the kernel's reqd_work_group_size is used,
 * or else the backend chooses. Validation against device and kernel limits is in GeometryCheck.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;
import java.util.Arrays;
import java.util.Optional;

public final class Geometry {
    private final long[] global;
    private final long[] local; // null: not given

    private Geometry(long[] global, long[] local) {
        if (global.length < 1 || global.length > 3) {
            throw new InvalidInputException("A launch has 1, 2 or 3 dimensions; this global size has "
                    + global.length + ": " + Arrays.toString(global) + ".");
        }
        if (local != null && local.length != global.length) {
            throw new InvalidInputException("The local size " + Arrays.toString(local) + " has " + local.length
                    + " dimensions but the global size " + Arrays.toString(global) + " has " + global.length + ".");
        }
        for (long g : global) {
            if (g < 1) {
                throw new InvalidInputException("Every global size must be at least 1; got " + Arrays.toString(global) + ".");
            }
        }
        if (local != null) {
            for (long l : local) {
                if (l < 1) {
                    throw new InvalidInputException("Every local size must be at least 1; got " + Arrays.toString(local) + ".");
                }
            }
        }
        this.global = global;
        this.local = local;
    }

    /** A 1-D launch of {@code global} work-items in groups of {@code local}. */
    public static Geometry of(long global, long local) {
        return new Geometry(new long[] {global}, new long[] {local});
    }

    /** A 2-D launch: (globalX x globalY) work-items in groups of (localX x localY). */
    public static Geometry of(long globalX, long globalY, long localX, long localY) {
        return new Geometry(new long[] {globalX, globalY}, new long[] {localX, localY});
    }

    /** Any dimensionality; both arrays have 1 to 3 entries and the same length. */
    public static Geometry of(long[] global, long[] local) {
        return new Geometry(global.clone(), local.clone());
    }

    /** As {@link #of(long[], long[])}, or {@link #global} where {@code local} is empty (a --local not given). */
    public static Geometry ofSizes(long[] global, long[] local) {
        return local.length == 0 ? global(global) : of(global, local);
    }

    /** Global size only: the local size comes from reqd_work_group_size, or else the backend picks it. */
    public static Geometry global(long... global) {
        return new Geometry(global.clone(), null);
    }

    public int dimensions() {
        return global.length;
    }

    public long[] globalSize() {
        return global.clone();
    }

    public Optional<long[]> localSize() {
        return Optional.ofNullable(local).map(long[]::clone);
    }

    /** The same global size with the given local size. */
    public Geometry withLocal(long[] newLocal) {
        return new Geometry(global, newLocal.clone());
    }

    /** Work-items per group, or 0 when no local size is set. */
    public long groupSize() {
        if (local == null) {
            return 0;
        }
        long product = 1;
        for (long l : local) {
            product = Math.multiplyExact(product, l);
        }
        return product;
    }

    /** Number of work-groups, or 0 when no local size is set. */
    public long groupCount() {
        if (local == null) {
            return 0;
        }
        long product = 1;
        for (int d = 0; d < global.length; d++) {
            product = Math.multiplyExact(product, global[d] / local[d]);
        }
        return product;
    }

    public boolean hasLocal() {
        return local != null;
    }

    /** Backends read sizes without copying (the launch path runs 10,000 times in the latency benchmark). */
    public long global(int dimension) {
        return global[dimension];
    }

    /** The local size in one dimension; only valid when {@link #hasLocal()}. */
    public long local(int dimension) {
        return local[dimension];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Geometry that && Arrays.equals(global, that.global) && Arrays.equals(local, that.local);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(global) + Arrays.hashCode(local);
    }

    @Override
    public String toString() {
        return "global " + Arrays.toString(global) + (local == null ? ", local chosen by the driver" : ", local " + Arrays.toString(local));
    }
}
