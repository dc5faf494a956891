/*
 * Renders a kernel's tunable parameters (a Map<String, Long>) as compiler defines "-DNAME=value", sorted by name,
 * so equal parameter maps always give the same options and the same program-cache key (DESIGN.md convention 3).
 */
package dev.kernelscope.device;

import dev.kernelscope.model.InvalidInputException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

public final class CompileDefines {
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private CompileDefines() {}

    /** "-DNAME=value" for every entry, sorted by name; a name that is not a C identifier is a user error. */
    public static List<String> render(Map<String, Long> parameters) {
        TreeMap<String, Long> sorted = new TreeMap<>();
        parameters.forEach((name, value) -> {
            if (name == null || !IDENTIFIER.matcher(name).matches()) {
                throw new InvalidInputException("Kernel parameter name '" + name + "' is not a C identifier "
                        + "(letters, digits and '_', not starting with a digit), so it cannot become a -D define.");
            }
            if (value == null) {
                throw new InvalidInputException("Kernel parameter '" + name + "' has no value.");
            }
            sorted.put(name, value);
        });
        return sorted.entrySet().stream().map(e -> "-D" + e.getKey() + "=" + e.getValue()).toList();
    }
}
