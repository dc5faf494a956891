/*
 * An OpenCL NDRange as seed 001 draws it: a global size of 1-3 dimensions cut into work-groups of a local size.
 * Groups per dimension, the global size rounded up to whole groups (OpenCL 1.2 launches only whole groups), and the
 * ids each work-item gets: global, local = global mod local size, group = global / local size, groups numbered
 * row-major (x fastest). Pure arithmetic; `kernelscope ndrange` prints it and checks it against a device.
 */
package dev.kernelscope.model;

import java.util.Arrays;

public record NdRange(long[] global, long[] local) {

    public NdRange {
        if (global.length < 1 || global.length > 3 || local.length != global.length) {
            throw new InvalidInputException("An NDRange has 1, 2 or 3 dimensions, the same number in --global and "
                    + "--local; got global " + Arrays.toString(global) + ", local " + Arrays.toString(local) + ".");
        }
        for (int d = 0; d < global.length; d++) {
            if (global[d] < 1 || local[d] < 1) {
                throw new InvalidInputException("Every global and local size must be at least 1; got global "
                        + Arrays.toString(global) + ", local " + Arrays.toString(local) + ".");
            }
        }
        global = global.clone();
        local = local.clone();
        try {
            long items = 1;
            for (int d = 0; d < global.length; d++) {
                long groups = global[d] / local[d] + (global[d] % local[d] == 0 ? 0 : 1);
                items = Math.multiplyExact(items, Math.multiplyExact(groups, local[d]));
            }
        } catch (ArithmeticException overflow) {
            throw new InvalidInputException("This NDRange launches more than 2^63 work-items (global "
                    + Arrays.toString(global) + ", local " + Arrays.toString(local) + "); no device runs that.");
        }
    }

    @Override
    public long[] global() {
        return global.clone();
    }

    @Override
    public long[] local() {
        return local.clone();
    }

    public int dimensions() {
        return global.length;
    }

    /** Size in dimension d, 1 for a dimension the range does not have (as get_global_size does). */
    public long global(int d) {
        return d < global.length ? global[d] : 1;
    }

    public long local(int d) {
        return d < local.length ? local[d] : 1;
    }

    /** Groups along dimension d: ceil(global / local). */
    public long groups(int d) {
        return (global(d) + local(d) - 1) / local(d);
    }

    /** The global size launched in dimension d: whole groups. */
    public long launched(int d) {
        return groups(d) * local(d);
    }

    /** The launched global size per dimension. */
    public long[] launchedGlobal() {
        long[] sizes = new long[dimensions()];
        for (int d = 0; d < sizes.length; d++) {
            sizes[d] = launched(d);
        }
        return sizes;
    }

    /** True when every global size is a multiple of its local size (no work-item runs past the range). */
    public boolean uniform() {
        for (int d = 0; d < dimensions(); d++) {
            if (global[d] % local[d] != 0) {
                return false;
            }
        }
        return true;
    }

    public long groupCount() {
        return Math.multiplyExact(Math.multiplyExact(groups(0), groups(1)), groups(2));
    }

    public long groupSize() {
        return Math.multiplyExact(Math.multiplyExact(local(0), local(1)), local(2));
    }

    /** Work-items launched: whole groups. */
    public long launchedWorkItems() {
        return Math.multiplyExact(groupCount(), groupSize());
    }

    /** Work-items the global size asks for. */
    public long workItems() {
        return Math.multiplyExact(Math.multiplyExact(global(0), global(1)), global(2));
    }

    /** The group a work-item at launched global coordinates belongs to, numbered row-major (x fastest). */
    public long groupOf(long x, long y, long z) {
        return (z / local(2) * groups(1) + y / local(1)) * groups(0) + x / local(0);
    }
}
