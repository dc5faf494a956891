/*
 * Maps an architecture a driver identified ("sm_90", "gfx1100") to the occupancy model's preset id, or "unknown"
 * when the model has no preset for it. Shared by every backend so the answer is the same through OpenCL and CUDA.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.arch.Architecture;

public final class ArchPresets {
    private ArchPresets() {}

    /** The preset id for an identified architecture, or {@link Device#UNKNOWN_ARCH}. */
    public static String presetFor(String architecture) {
        if (architecture == null || architecture.isBlank()) {
            return Device.UNKNOWN_ARCH;
        }
        return ArchRegistry.presets().find(architecture).map(Architecture::id).orElse(Device.UNKNOWN_ARCH);
    }
}
