/*
 * Validation helpers for architecture records: a missing or out-of-range field becomes an InvalidInputException
 * that names the architecture, the field and the rule, so a user's --arch-file error reads as one clear sentence.
 */
package dev.kernelscope.model.arch;

import dev.kernelscope.model.InvalidInputException;

import java.util.List;
import java.util.Map;

final class Fields {
    private Fields() {
    }

    static String requireId(String id) {
        if (id == null || id.isBlank()) {
            throw new InvalidInputException("an architecture entry has no \"id\": every entry needs a non-empty id such as \"sm_90\".");
        }
        return id;
    }

    static String nameOr(String name, String id) {
        return name == null || name.isBlank() ? id : name;
    }

    /** A required integer that must be at least {@code min}. */
    static int require(String arch, String family, String field, Integer value, int min) {
        if (value == null) {
            throw new InvalidInputException("architecture '" + arch + "': field \"" + field + "\" is missing; it is required for family "
                    + family + ".");
        }
        return atLeast(arch, field, value, min);
    }

    /** An optional integer (null = absent) that must be at least {@code min} when present. */
    static Integer optional(String arch, String field, Integer value, int min) {
        return value == null ? null : atLeast(arch, field, value, min);
    }

    private static int atLeast(String arch, String field, int value, int min) {
        if (value < min) {
            String rule = min == 0 ? "must not be negative" : "must be at least " + min;
            throw new InvalidInputException("architecture '" + arch + "': field \"" + field + "\" " + rule + ", got " + value + ".");
        }
        return value;
    }

    static void check(boolean ok, String arch, String message) {
        if (!ok) {
            throw new InvalidInputException("architecture '" + arch + "': " + message);
        }
    }

    static Map<String, String> sources(Map<String, String> sources) {
        return sources == null ? Map.of() : Map.copyOf(sources);
    }

    static List<String> list(List<String> values) {
        return values == null ? List.of() : List.copyOf(values);
    }
}
