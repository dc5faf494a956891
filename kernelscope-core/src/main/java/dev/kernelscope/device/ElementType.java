/*
 * The element types a Buffer holds. HALF is IEEE 754 binary16 kept as its 16 bits in a Java short
 * (Float.floatToFloat16 / Float.float16ToFloat convert), as kernels read it with vload_half or as ushort.
 */
package dev.kernelscope.device;

public enum ElementType {
    FLOAT(Float.BYTES),
    INT(Integer.BYTES),
    HALF(Short.BYTES),
    BYTE(Byte.BYTES);

    private final int bytes;

    ElementType(int bytes) {
        this.bytes = bytes;
    }

    public int bytes() {
        return bytes;
    }
}
