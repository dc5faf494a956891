/*
 * Formats fractions as short percentages for advice and tables: 0.4 -> "40%", 0.4375 -> "43.75%", 0.975 -> "97.5%".
 */
package dev.kernelscope.model.occupancy;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class Percent {
    private Percent() {
    }

    /** A fraction as a percentage with at most two decimals and no trailing zeros. */
    public static String format(double fraction) {
        if (Double.isNaN(fraction)) {
            return "n/a";
        }
        BigDecimal percent = BigDecimal.valueOf(fraction * 100).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros();
        return percent.toPlainString() + "%";
    }
}
