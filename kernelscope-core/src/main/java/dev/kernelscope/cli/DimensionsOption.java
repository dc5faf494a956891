/*
 * Parses an option of sizes joined by 'x' (lds --gemm MxNxK, --block and --thread BMxBN; latency --thread-tile
 * TMxTN): the count the option takes, each a whole number from 1 to 2^20, or one paragraph naming the option.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;

final class DimensionsOption {
    private DimensionsOption() {}

    /** {@code count} sizes from "AxB..." (also 'X'), each 1 to 2^20. */
    static long[] parse(String option, String text, int count) {
        String[] parts = text.strip().split("[xX]", -1);
        if (parts.length != count) {
            throw new InvalidInputException(option + " '" + text + "' needs " + count + " sizes joined by 'x'.");
        }
        long[] values = new long[count];
        for (int i = 0; i < count; i++) {
            try {
                values[i] = Long.parseLong(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new InvalidInputException(option + " '" + text + "': '" + parts[i] + "' is not a number.");
            }
            if (values[i] < 1 || values[i] > 1 << 20) {
                throw new InvalidInputException(option + " '" + text + "': sizes are 1 to 2^20.");
            }
        }
        return values;
    }
}
