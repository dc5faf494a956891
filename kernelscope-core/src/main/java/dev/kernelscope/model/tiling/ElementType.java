/*
 * The element types a tile is usually staged in shared memory as (OpenCL C names), with their sizes in bytes:
 * what turns a halo tile's element count into shared-memory bytes per group.
 */
package dev.kernelscope.model.tiling;

import java.util.Locale;

public enum ElementType {
    UCHAR(1),
    HALF(2),
    SHORT(2),
    FLOAT(4),
    INT(4),
    HALF4(8),
    FLOAT2(8),
    DOUBLE(8),
    FLOAT4(16),
    INT4(16);

    private final int bytes;

    ElementType(int bytes) {
        this.bytes = bytes;
    }

    public int bytes() {
        return bytes;
    }

    /** The OpenCL C spelling: "float4", "half". */
    public String typeName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
