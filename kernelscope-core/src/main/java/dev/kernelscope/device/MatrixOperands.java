/*
 * The checks a vendor BLAS binding (cuBLAS, CLBlast) makes of each matrix it is handed before the native call: the
 * buffer belongs to the binding's session, holds floats, and is long enough for the sizes and leading dimension.
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;

public final class MatrixOperands {
    private MatrixOperands() {}

    /** Refuses {@code buffer} as matrix {@code name} of an SGEMM on {@code session} needing {@code elements} floats. */
    public static void requireFloats(Buffer buffer, String name, long elements, DeviceSession session, String library) {
        if (buffer.session() != session) {
            throw new InvalidInputException("Matrix " + name + " belongs to another DeviceSession than this " + library
                    + " handle.");
        }
        if (buffer.type() != ElementType.FLOAT) {
            throw new InvalidInputException("Matrix " + name + " must be a float buffer for SGEMM; it holds "
                    + buffer.type() + ".");
        }
        if (buffer.length() < elements) {
            throw new InvalidInputException("Matrix " + name + " needs at least " + elements + " floats for these"
                    + " sizes and leading dimension; the buffer holds " + buffer.length() + ".");
        }
    }
}
