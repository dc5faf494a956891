/*
 * Sizes written as "AxB" or "MxNxK" (the CLI's --shapes, --sizes, --gemm, --block, --shape options): the text split at
 * 'x' or 'X' with empty parts kept, each part a whole number in digits. Each caller keeps its own count, bounds and
 * message; this is where "+5", "5x5x" and " 5 " are read the same way everywhere.
 */
package dev.kernelscope.model;

import java.util.OptionalLong;

public final class Dimensions {
    private Dimensions() {
    }

    /** The parts of {@code text} split at 'x' or 'X', stripped, trailing empty parts kept ("5x5x" has three). */
    public static String[] parts(String text) {
        String[] parts = text.strip().split("[xX]", -1);
        for (int i = 0; i < parts.length; i++) {
            parts[i] = parts[i].strip();
        }
        return parts;
    }

    /**
     * A part as a whole number: digits only (Long.parseLong would take "+5" and "-5"), empty when it is not one or
     * has more than 18 digits (past any size a caller allows, and below a long's overflow).
     */
    public static OptionalLong wholeNumber(String part) {
        return part.matches("\\d{1,18}") ? OptionalLong.of(Long.parseLong(part)) : OptionalLong.empty();
    }

    /** True when the part is digits, however many (a caller's "too large" rather than "not a number"). */
    public static boolean isDigits(String part) {
        return part.matches("\\d+");
    }
}
