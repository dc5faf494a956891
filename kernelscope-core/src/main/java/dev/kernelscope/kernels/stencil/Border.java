/*
 * The border modes, applied in the halo load (no padding pass): replicate (clamp to the edge pixel), reflect-101
 * (mirror without repeating the edge: OpenCV's BORDER_REFLECT_101, NPP's MIRROR) and constant.
 */
package dev.kernelscope.kernels.stencil;

import dev.kernelscope.model.InvalidInputException;
import java.util.Locale;

public enum Border {
    REPLICATE("replicate", 0),
    REFLECT_101("reflect-101", 1),
    CONSTANT("constant", 2);

    private final String id;
    private final long define;

    Border(String id, long define) {
        this.id = id;
        this.define = define;
    }

    public String id() { return id; }

    long define() { return define; }

    /** The in-image coordinate a tap at {@code i} reads for an image of {@code n} pixels (constant: never asked). */
    public int index(int i, int n) {
        return switch (this) {
            case REPLICATE, CONSTANT -> Math.clamp(i, 0, n - 1);
            case REFLECT_101 -> {
                if (n == 1) {
                    yield 0;
                }
                while (i < 0 || i >= n) {
                    i = i < 0 ? -i : 2 * n - 2 - i;
                }
                yield i;
            }
        };
    }

    public static Border parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        return switch (t) {
            case "replicate", "clamp" -> REPLICATE;
            case "reflect-101", "reflect101", "mirror" -> REFLECT_101;
            case "constant" -> CONSTANT;
            // constant:7 was "Unknown border", as if constant were not one: the value is what cannot be given here
            default -> throw new InvalidInputException(t.matches("constant\\s*[:=(].*")
                    ? "--border " + text + ": a constant border given by name is 0 (--border constant); another value"
                        + " is the Filter API's (Filter.tuned(session, spec, Border.CONSTANT, value))."
                    : "Unknown border '" + text + "'; the borders are replicate, reflect-101 (mirror) and constant.");
        };
    }
}
