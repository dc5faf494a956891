/*
 * Parses an option of sizes joined by 'x' (lds --gemm MxNxK, --block and --thread BMxBN; latency --thread-tile
 * TMxTN): the count the option takes, each a whole number from 1 to 2^20, or one paragraph naming the option.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.Dimensions;
import dev.kernelscope.model.InvalidInputException;

final class DimensionsOption {
    private DimensionsOption() {}

    /** {@code count} sizes from "AxB..." (also 'X'), each 1 to 2^20. */
    static long[] parse(String option, String text, int count) {
        String[] parts = Dimensions.parts(text);
        if (parts.length != count) {
            throw new InvalidInputException(option + " '" + text + "' needs " + count + " sizes joined by 'x'.");
        }
        long[] values = new long[count];
        for (int i = 0; i < count; i++) {
            java.util.OptionalLong value = Dimensions.wholeNumber(parts[i]);
            if (value.isEmpty()) {
                throw new InvalidInputException(option + " '" + text + "': '" + parts[i] + "' is not a whole number"
                        + (Dimensions.isDigits(parts[i]) ? " of 2^20 or less." : "."));
            }
            values[i] = value.getAsLong();
            if (values[i] < 1 || values[i] > 1 << 20) {
                throw new InvalidInputException(option + " '" + text + "': sizes are 1 to 2^20.");
            }
        }
        return values;
    }
}
