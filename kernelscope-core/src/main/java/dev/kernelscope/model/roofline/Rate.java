/*
 * Formats a measured rate (GFLOP/s, GB/s) for messages and tables: whole numbers from 100 up, three significant digits
 * below, so a kernel of a few kFLOP on a CPU reads "0.0421 GFLOP/s" and not "0 GFLOP/s".
 */
package dev.kernelscope.model.roofline;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

public final class Rate {
    private static final MathContext THREE_DIGITS = new MathContext(3, RoundingMode.HALF_UP);

    private Rate() {
    }

    /** 41873.2 -> "41873", 12.34 -> "12.3", 0.04213 -> "0.0421", 0 -> "0"; NaN and infinities -> "n/a". */
    public static String format(double value) {
        if (!Double.isFinite(value)) {
            return "n/a";
        }
        if (Math.abs(value) >= 100 || value == 0) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        return new BigDecimal(value).round(THREE_DIGITS).toPlainString();
    }
}
