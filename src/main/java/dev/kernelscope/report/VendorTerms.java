/*
 * The words each vendor's tools use for the same resource, so a table reads like the vendor's own: "blocks per SM"
 * and "shared memory" (Nsight Compute), "work-groups per CU", "VGPRs" and "LDS" (Radeon GPU Analyzer), "threadgroup
 * memory" (Metal), "local memory" and "temporary registers" (PowerVR).
 * (The model keeps the same words for its advice sentences in a package-private Vocabulary; this is the report's copy
 * until the model exports it.)
 */
package dev.kernelscope.report;

import dev.kernelscope.model.arch.ArchFamily;

public record VendorTerms(String groups, String registers, String scalarRegisters, String shared, String wave) {
    public static VendorTerms of(ArchFamily family) {
        return switch (family) {
            case NVIDIA -> new VendorTerms("blocks", "registers", "scalar registers", "shared memory", "warp");
            case AMD -> new VendorTerms("work-groups", "VGPRs", "SGPRs", "LDS", "wave");
            case POWERVR -> new VendorTerms("work-groups", "temporary registers", "scalar registers", "local memory",
                    "task");
            case APPLE -> new VendorTerms("threadgroups", "16-bit registers", "scalar registers", "threadgroup memory",
                    "SIMD-group");
        };
    }
}
