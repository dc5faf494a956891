/*
 * Checks a launch geometry against the device's and the compiled kernel's limits before anything reaches the
 * driver, so a bad launch fails with a message that names the limit (CL_DEVICE_MAX_WORK_ITEM_SIZES[1] = 64)
 * instead of a bare CL_INVALID_WORK_GROUP_SIZE. Also applies reqd_work_group_size when no local size is given.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;
import java.util.Arrays;
import java.util.List;

final class GeometryCheck {
    private GeometryCheck() {}

    /**
     * Returns the geometry to launch: the given one, or with the kernel's required local size filled in.
     *
     * @param localArgBytes the bytes of local memory requested through __local arguments
     */
    static Geometry validate(Geometry geometry, Device device, String kernelName, KernelResources resources,
            long localArgBytes) {
        Geometry effective = geometry;
        List<Long> required = resources.requiredGroupSize();
        for (int d = geometry.dimensions(); d < required.size(); d++) {
            if (required.get(d) != 1) {
                throw new InvalidInputException("Kernel '" + kernelName + "' declares reqd_work_group_size"
                        + required + " but is launched with only " + geometry.dimensions() + " dimension(s).");
            }
        }
        if (!geometry.hasLocal() && resources.hasRequiredGroupSize()) {
            effective = geometry.withLocal(toArray(required, geometry.dimensions()));
        }
        if (geometry.dimensions() > device.maxGroupSizes().size()) {
            throw new InvalidInputException("Kernel '" + kernelName + "': a " + geometry.dimensions()
                    + "-D launch exceeds the device's CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS = "
                    + device.maxGroupSizes().size() + " on " + device.label() + ".");
        }
        if (effective.hasLocal()) {
            checkLocal(effective, device, kernelName, resources);
        }
        long staticLocal = resources.localMemBytes();
        if (staticLocal + localArgBytes > device.localMemBytes()) {
            throw new InvalidInputException("Kernel '" + kernelName + "' needs " + staticLocal + " bytes of static "
                    + "local memory plus " + localArgBytes + " bytes of __local arguments, more than the device's "
                    + "CL_DEVICE_LOCAL_MEM_SIZE = " + device.localMemBytes() + " bytes on " + device.label() + ".");
        }
        return effective;
    }

    private static void checkLocal(Geometry geometry, Device device, String kernelName, KernelResources resources) {
        // Messages are built only on failure: this runs on every launch (10,000 times in the latency benchmark).
        for (int d = 0; d < geometry.dimensions(); d++) {
            long local = geometry.local(d);
            long deviceMax = device.maxGroupSizes().get(d);
            if (local > deviceMax) {
                throw new InvalidInputException(where(kernelName, geometry) + "local size " + local + " in dimension " + d
                        + " exceeds the device's CL_DEVICE_MAX_WORK_ITEM_SIZES[" + d + "] = " + deviceMax
                        + " on " + device.label() + ".");
            }
            if (geometry.global(d) % local != 0) {
                throw new InvalidInputException(where(kernelName, geometry) + "the global size " + geometry.global(d) + " in dimension " + d
                        + " is not a multiple of the local size " + local
                        + " (OpenCL 1.2 uniform work-groups; round the global size up and guard in the kernel).");
            }
        }
        long groupSize = geometry.groupSize();
        if (groupSize > device.maxGroupSize()) {
            throw new InvalidInputException(where(kernelName, geometry) + "a group of " + groupSize + " work-items exceeds the device's "
                    + "CL_DEVICE_MAX_WORK_GROUP_SIZE = " + device.maxGroupSize() + " on " + device.label() + ".");
        }
        if (groupSize > resources.maxGroupSize()) {
            throw new InvalidInputException(where(kernelName, geometry) + "a group of " + groupSize + " work-items exceeds this kernel's "
                    + "CL_KERNEL_WORK_GROUP_SIZE = " + resources.maxGroupSize() + " on " + device.label()
                    + " (the compiled kernel's register or local-memory use limits it below the device maximum).");
        }
        if (resources.hasRequiredGroupSize()) {
            List<Long> required = resources.requiredGroupSize();
            boolean matches = true;
            for (int d = 0; d < geometry.dimensions(); d++) {
                matches &= geometry.local(d) == (d < required.size() ? required.get(d) : 1);
            }
            if (!matches) {
                long[] local = geometry.localSize().orElseThrow();
                throw new InvalidInputException(where(kernelName, geometry) + "the kernel declares reqd_work_group_size"
                        + Arrays.toString(resources.requiredGroupSize().toArray()) + " but the local size is "
                        + Arrays.toString(local) + ".");
            }
        }
    }

    private static String where(String kernelName, Geometry geometry) {
        return "Kernel '" + kernelName + "' with " + geometry + ": ";
    }

    /** The first {@code dimensions} entries; the rest must be 1 (a 3-D reqd size used in a 1-D launch). */
    private static long[] toArray(List<Long> sizes, int dimensions) {
        long[] result = new long[dimensions];
        for (int d = 0; d < dimensions; d++) {
            result[d] = d < sizes.size() ? sizes.get(d) : 1;
        }
        return result;
    }
}
