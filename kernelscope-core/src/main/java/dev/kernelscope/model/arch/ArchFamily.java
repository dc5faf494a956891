/*
 * The vendor families KernelScope models. The JSON name (the "family" field of an architecture file) selects
 * which record the entry is read as and which occupancy model computes it.
 */
package dev.kernelscope.model.arch;

import java.util.Arrays;
import java.util.stream.Collectors;

public enum ArchFamily {
    NVIDIA("nvidia", "SM"),
    AMD("amd", "CU"),
    POWERVR("powervr", "USC"),
    APPLE("apple", "core");

    private final String jsonName;
    private final String unitName;

    ArchFamily(String jsonName, String unitName) {
        this.jsonName = jsonName;
        this.unitName = unitName;
    }

    /** The name used in architecture files ("nvidia", "amd", "powervr", "apple"). */
    public String jsonName() {
        return jsonName;
    }

    /** What one work-group must fit in, in the vendor's words (AMD RDNA in WGP mode says "WGP" instead). */
    public String unitName() {
        return unitName;
    }

    /** All JSON names, comma separated, for error messages. */
    public static String knownNames() {
        return Arrays.stream(values()).map(ArchFamily::jsonName).collect(Collectors.joining(", "));
    }
}
