/*
 * The words each vendor's tools use for the same resource, so advice and tables read like the vendor's own: "blocks
 * per SM" and "shared memory" (Nsight Compute), "work-groups per CU", "VGPRs" and "LDS" (Radeon GPU Analyzer),
 * "threadgroup memory" (Metal), "local memory" and "temporary registers" (PowerVR). One list for model and report.
 */
package dev.kernelscope.model.arch;

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

    /** The group word for one group: "block", "work-group", "threadgroup". */
    public String groupSingular() {
        return groups.substring(0, groups.length() - 1);
    }
}
