/*
 * OpenCL C's address spaces, read from the compiler's spelling of a parameter's or variable's type.
 */
package dev.kernelscope.source;

public enum AddressSpace {
    GLOBAL, CONSTANT, LOCAL, PRIVATE;

    /** The address space of what a pointer type points to, or of an array/variable type. */
    public static AddressSpace of(String typeSpelling) {
        String spelled = " " + typeSpelling.replace('*', ' ') + " ";
        if (spelled.contains(" __global ") || spelled.contains(" global ")) {
            return GLOBAL;
        }
        if (spelled.contains(" __constant ") || spelled.contains(" constant ")) {
            return CONSTANT;
        }
        if (spelled.contains(" __local ") || spelled.contains(" local ")) {
            return LOCAL;
        }
        return PRIVATE;
    }
}
