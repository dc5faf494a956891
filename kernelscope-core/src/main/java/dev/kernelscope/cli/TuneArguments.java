/*
 * Parses the texts of tune's options that are more than a number: --shape (through GemmShapeArgument), --time-limit
 * and --config-timeout durations, --min-occupancy fractions and --param value lists. Each refuses bad text with one
 * paragraph that names the option and shows a valid example, before any device or file is touched.
 */
package dev.kernelscope.cli;

import dev.kernelscope.kernels.gemm.GemmRung;
import dev.kernelscope.kernels.gemm.GemmShape;
import dev.kernelscope.kernels.gemm.Layout;
import dev.kernelscope.model.Dimensions;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.report.Messages;
import dev.kernelscope.tune.sweep.TuneExecution;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

final class TuneArguments {
    /** The longest --time-limit: a week. */
    static final Duration MAX_TIME_LIMIT = Duration.ofDays(7);

    private TuneArguments() {}

    /** --param NAME=V1,V2,... for each of the rung's parameters named, checked before the device is opened. */
    static Map<String, List<Long>> parameterValues(List<String> texts, GemmRung gemmRung) {
        Map<String, List<Long>> chosen = new LinkedHashMap<>();
        for (String text : texts) {
            int eq = text.indexOf('=');
            String name = eq < 0 ? "" : text.substring(0, eq).strip().toUpperCase(Locale.ROOT);
            List<Long> values = new ArrayList<>();
            try {
                for (String v : eq < 0 ? new String[0] : text.substring(eq + 1).split(",", -1)) {
                    values.add(Long.parseLong(v.strip()));
                }
            } catch (NumberFormatException e) {
                values.clear();
            }
            if (name.isEmpty() || values.isEmpty()) {
                throw new InvalidInputException("--param takes NAME=V1,V2,... with integer values, e.g. BM=32,64,128;"
                        + " got '" + Messages.quote(text) + "'.");
            }
            if (!gemmRung.defaults().containsKey(name)) {
                throw new InvalidInputException("--param " + Messages.quote(name) + ": rung " + gemmRung.label()
                        + " has no such parameter; its parameters are " + String.join(", ", gemmRung.defaults().keySet())
                        + ".");
            }
            if (chosen.put(name, List.copyOf(values)) != null) {
                throw new InvalidInputException("--param " + Messages.quote(name) + " is given twice; give its values"
                        + " once, comma-separated.");
            }
        }
        return chosen;
    }

    /**
     * --shape: N (a square problem) or MxNxK, row-major and untransposed unless it names its own storage and
     * transposes as `gemm --shapes` takes them (MxNxK:col:NT), so a user tunes the call they make.
     */
    static GemmShape shape(String text) {
        if (!text.contains(":") && Dimensions.parts(text.strip()).length == 1) {
            long size = Dimensions.isDigits(text.strip()) ? Dimensions.wholeNumber(text.strip()).orElse(0) : 0;
            if (size >= 1 && size <= 65536) {
                return GemmShape.rowMajor((int) size, (int) size, (int) size);
            }
            throw new InvalidInputException("--shape takes N (1..65536) or " + GemmShapeArgument.SYNTAX + ", e.g."
                    + " 4096 or 8192x1024x4096:col:NT; got '" + Messages.quote(text) + "'.");
        }
        try {
            return GemmShapeArgument.parse(text, Layout.ROW_MAJOR, false, false);
        } catch (InvalidInputException e) {
            throw new InvalidInputException("--shape: " + e.getMessage());
        }
    }

    /** A duration option (90s, 10m, 1.5h, 250ms, or plain seconds), more than 0 and at most a week. */
    static Duration duration(String option, String text) {
        Duration limit = durationText(option, text);
        if (limit.isNegative() || limit.isZero() || limit.compareTo(MAX_TIME_LIMIT) > 0) {
            throw new InvalidInputException(option + " must be more than 0 and at most 7 days (168h); got '"
                    + Messages.quote(text) + "'.");
        }
        return limit;
    }

    private static Duration durationText(String option, String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        try {
            if (t.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2)));
            }
            if (t.endsWith("s")) {
                return Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 1000));
            }
            if (t.endsWith("m")) {
                return Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 60_000));
            }
            if (t.endsWith("h")) {
                return Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 3_600_000));
            }
            return Duration.ofMillis(Math.round(Double.parseDouble(t) * 1000));
        } catch (NumberFormatException | ArithmeticException bad) {
            throw new InvalidInputException(option + " takes a duration such as 90s, 10m or 1.5h; got '"
                    + Messages.quote(text) + "'.");
        }
    }

    /** "25%", "0.25" or "0" as a fraction in [0, 1]. */
    static double fraction(String option, String text) {
        String t = text.strip();
        boolean percent = t.endsWith("%");
        try {
            double v = Double.parseDouble(percent ? t.substring(0, t.length() - 1).strip() : t);
            double fraction = percent ? v / 100 : v;
            if (fraction >= 0 && fraction <= 1 && (percent || v <= 1)) {
                return fraction;
            }
        } catch (NumberFormatException bad) {
            // reported below
        }
        throw new InvalidInputException(option + " takes an occupancy between 0 and 100%, as 25% or 0.25 (0 turns"
                + " it off); got '" + Messages.quote(text) + "'.");
    }

    /**
     * The per-configuration bound from --config-timeout, or its deprecated spelling --hang-timeout (with a warning on
     * {@code err}), or the default; "none": no bound (null).
     */
    static Duration configTimeout(String configTimeout, String hangTimeout, PrintWriter err) {
        if (configTimeout != null && hangTimeout != null) {
            throw new InvalidInputException("--hang-timeout is the deprecated name of --config-timeout; give"
                    + " --config-timeout alone.");
        }
        if (hangTimeout != null) {
            err.println("kernelscope: --hang-timeout is deprecated and will be removed; use --config-timeout (same"
                    + " meaning, and it also bounds a sweep's workers).");
            err.flush();
            return duration("--hang-timeout", hangTimeout);
        }
        if (configTimeout == null) {
            return TuneExecution.DEFAULT_CONFIG_TIMEOUT;
        }
        return configTimeout.strip().equalsIgnoreCase("none") ? null : duration("--config-timeout", configTimeout);
    }
}
