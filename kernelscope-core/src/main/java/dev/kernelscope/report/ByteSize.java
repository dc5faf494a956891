/*
 * Byte counts as users type them: 32768, 32K, 32KB, 32KiB, 1M, 1MiB (K/KB/KiB = 1,024 bytes as GPU documents use
 * them: D3D11's "32KB" of groupshared memory is 32,768 bytes). Hand-parsed, no regex: the CSV batch calls it per row.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.InvalidInputException;

public final class ByteSize {
    /** Far above any shared memory (a few hundred KiB); keeps every product an exact long. */
    public static final long MAX_BYTES = 1L << 40;

    private ByteSize() {
    }

    /** Parses a byte count; `what` names the value in the error message ("shared memory"). */
    public static long parse(CharSequence text, String what) {
        int end = text.length();
        int start = 0;
        while (start < end && text.charAt(start) == ' ') {
            start++;
        }
        while (end > start && text.charAt(end - 1) == ' ') {
            end--;
        }
        int digitsEnd = start;
        long value = 0;
        while (digitsEnd < end && text.charAt(digitsEnd) >= '0' && text.charAt(digitsEnd) <= '9') {
            value = value * 10 + (text.charAt(digitsEnd) - '0');
            if (value > MAX_BYTES) {
                throw tooLarge(text, what);
            }
            digitsEnd++;
        }
        if (digitsEnd == start) {
            throw notBytes(text, what);
        }
        int unitStart = digitsEnd;
        while (unitStart < end && text.charAt(unitStart) == ' ') {
            unitStart++;
        }
        long multiplier = multiplier(text, unitStart, end);
        if (multiplier < 0) {
            throw notBytes(text, what);
        }
        if (value > MAX_BYTES / multiplier) {
            throw tooLarge(text, what);
        }
        return value * multiplier;
    }

    /** 1 for "" or "B", 1,024 for K/KB/KiB, 1,048,576 for M/MB/MiB (any case); -1 for anything else. */
    private static long multiplier(CharSequence text, int start, int end) {
        int length = end - start;
        if (length == 0) {
            return 1;
        }
        char scale = Character.toUpperCase(text.charAt(start));
        if (length == 1 && scale == 'B') {
            return 1;
        }
        long factor = switch (scale) {
            case 'K' -> 1L << 10;
            case 'M' -> 1L << 20;
            case 'G' -> 1L << 30;
            default -> -1;
        };
        if (factor < 0) {
            return -1;
        }
        if (length == 1) {
            return factor;
        }
        if (length == 2 && Character.toUpperCase(text.charAt(start + 1)) == 'B') {
            return factor;
        }
        if (length == 3 && Character.toUpperCase(text.charAt(start + 1)) == 'I'
                && Character.toUpperCase(text.charAt(start + 2)) == 'B') {
            return factor;
        }
        return -1;
    }

    private static InvalidInputException notBytes(CharSequence text, String what) {
        return new InvalidInputException(what + " '" + Messages.quote(text.toString()) + "' is not a byte count: give whole bytes (32768) or"
                + " binary units (32K, 32KiB, 1M; K = 1,024 bytes), never negative.");
    }

    private static InvalidInputException tooLarge(CharSequence text, String what) {
        return new InvalidInputException(what + " '" + Messages.quote(text.toString()) + "' is too large: the limit is " + MAX_BYTES
                + " bytes (1 TiB).");
    }
}
