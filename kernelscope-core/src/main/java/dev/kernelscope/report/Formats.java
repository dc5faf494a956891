/*
 * Number formats every report shares, so a percentage or a byte count reads the same in every command:
 * percentages with up to two decimals ("43.75%", "40%"), counts with thousands separators ("65,536"),
 * byte sizes in binary units ("32 KiB", "96.5 KiB").
 */
package dev.kernelscope.report;

import dev.kernelscope.model.occupancy.Percent;
import dev.kernelscope.model.roofline.Rate;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

public final class Formats {
    private Formats() {
    }

    /**
     * A ratio as a percentage with at most two decimals and no trailing zeros: 0.4375 -> "43.75%", 0.4 -> "40%";
     * the same text as the model's advice sentences (Percent.format).
     */
    public static String percent(double ratio) {
        if (!Double.isFinite(ratio)) {
            return "n/a";
        }
        return Percent.format(ratio);
    }

    /** A ratio as a whole percentage, rounded half up: 0.625 -> "63%" (how the seeds quote them). */
    public static String wholePercent(double ratio) {
        if (!Double.isFinite(ratio)) {
            return "n/a";
        }
        return BigDecimal.valueOf(ratio * 100).setScale(0, RoundingMode.HALF_UP).toPlainString() + "%";
    }

    /** A number with at most `decimals` decimals and no trailing zeros: 6.0 -> "6", 0.125 -> "0.13". */
    public static String decimal(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return "n/a";
        }
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP).stripTrailingZeros();
        return rounded.signum() == 0 ? "0" : rounded.toPlainString();
    }

    /** A rate (GFLOP/s, GB/s): whole from 100 up, three significant digits below (Rate.format). */
    public static String rate(double value) {
        return Rate.format(value);
    }

    /** A count with thousands separators: 65536 -> "65,536". */
    public static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /** Bytes in the largest binary unit that keeps at most one decimal: 32768 -> "32 KiB", 1000 -> "1,000 B". */
    public static String bytes(long value) {
        if (Math.abs(value) < 1024) {
            return count(value) + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double scaled = value;
        int unit = -1;
        while (Math.abs(scaled) >= 1024 && unit < units.length - 1) {
            scaled /= 1024;
            unit++;
        }
        return decimal(scaled, 1) + " " + units[unit];
    }
}
