/*
 * One kernel of an AMDGPU listing: instructions, local labels, the compiler's "; Kernel info" comments and the code
 * object metadata, with the resources read from them (VGPRs, AGPRs, SGPRs, LDS, scratch, spills, wave size).
 */
package dev.kernelscope.model.isa;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * @param name the kernel's symbol
 * @param instructions in listing order
 * @param labels local label -> index of the instruction after it
 * @param info the "; Kernel info" comments (NumVgprs, NumSgprs, ScratchSize, Occupancy, LDSByteSize ...)
 * @param metadata the code object metadata fields (.vgpr_count, .sgpr_count, .wavefront_size ...)
 * @param calls symbols the kernel calls (functions not inlined, e.g. library functions)
 */
public record AmdKernelListing(String name, List<AmdInstruction> instructions, Map<String, Integer> labels,
        Map<String, String> info, Map<String, String> metadata, List<String> calls) {

    public AmdKernelListing {
        instructions = List.copyOf(instructions);
        labels = Map.copyOf(labels);
        info = Map.copyOf(info);
        metadata = Map.copyOf(metadata);
        calls = List.copyOf(calls);
    }

    /** Architected VGPRs per lane (metadata .vgpr_count, else NumVgprs). */
    public int vgprs() {
        return firstOf(".vgpr_count", "NumVgprs");
    }

    /** AGPRs per lane (CDNA; 0 elsewhere). */
    public int agprs() {
        return firstOf(".agpr_count", "NumAgprs");
    }

    /**
     * The vector registers the hardware allocates per lane: on CDNA (gfx90a, gfx94x) VGPRs and AGPRs share one file,
     * the AGPRs starting at the 4-aligned AccumOffset, which LLVM prints as TotalNumVgprs; elsewhere the VGPRs.
     */
    public int allocatedVectorRegisters() {
        OptionalInt total = number(info.get("TotalNumVgprs"));
        return total.orElse(vgprs() + agprs());
    }

    /** SGPRs per wave, including VCC and the other registers the compiler adds (metadata .sgpr_count, NumSgprs). */
    public int sgprs() {
        return firstOf(".sgpr_count", "NumSgprs");
    }

    /** Static LDS per work-group in bytes (.group_segment_fixed_size); __local kernel arguments come on top. */
    public int ldsBytes() {
        return firstOf(".group_segment_fixed_size", "LDSByteSize");
    }

    /** Scratch (private memory) per work-item in bytes. */
    public int scratchBytes() {
        return firstOf(".private_segment_fixed_size", "ScratchSize");
    }

    public int vgprSpills() {
        return firstOf(".vgpr_spill_count", "");
    }

    public int sgprSpills() {
        return firstOf(".sgpr_spill_count", "");
    }

    /** The wave size of the code object (32 or 64), 0 when the listing does not say. */
    public int waveSize() {
        return firstOf(".wavefront_size", "");
    }

    /** The largest work-group the compiler assumed (.max_flat_workgroup_size; OpenCL's default is 256). */
    public int maxFlatWorkGroupSize() {
        return firstOf(".max_flat_workgroup_size", "");
    }

    /** True when the code object was compiled for CU mode (gfx10+ with -mcumode); false for WGP mode and gfx9. */
    public boolean cuMode() {
        return "0".equals(info.get(AmdListing.WGP_MODE_DIRECTIVE));
    }

    /** reqd_work_group_size as declared in the source, or empty. */
    public int[] requiredWorkGroupSize() {
        String value = metadata.get(".reqd_workgroup_size");
        if (value == null || value.isBlank()) {
            return new int[0];
        }
        return java.util.Arrays.stream(value.split(",")).mapToInt(v -> Integer.parseInt(v.strip())).toArray();
    }

    /** LLVM's own occupancy in waves per SIMD ("; Occupancy: N"), 0 when the listing has none. */
    public int compilerOccupancy() {
        return number(info.get("Occupancy")).orElse(0);
    }

    private int firstOf(String metadataKey, String infoKey) {
        OptionalInt fromMetadata = number(metadata.get(metadataKey));
        return fromMetadata.isPresent() ? fromMetadata.getAsInt() : number(info.get(infoKey)).orElse(0);
    }

    /** The leading integer of a field ("0 bytes/workgroup (compile time only)" -> 0). */
    static OptionalInt number(String value) {
        if (value == null) {
            return OptionalInt.empty();
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^\\s*(\\d+)").matcher(value);
        return m.find() ? OptionalInt.of(Integer.parseInt(m.group(1))) : OptionalInt.empty();
    }
}
