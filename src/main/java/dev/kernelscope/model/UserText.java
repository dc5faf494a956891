/*
 * Quoting what the user gave inside a message, at the lowest layer so the model's own errors use it too: at most a
 * short prefix (a 20 MB architecture name must not be echoed whole), line breaks and control characters made visible.
 */
package dev.kernelscope.model;

import java.util.Locale;

public final class UserText {
    /** The most characters of user input a message repeats. */
    public static final int MAX_QUOTED = 60;

    private UserText() {
    }

    /** {@code text} cut to {@link #MAX_QUOTED} characters (then "... (N characters)"), line breaks shown as \n. */
    public static String quote(String text) {
        if (text == null) {
            return "null";
        }
        String shown = text.length() > MAX_QUOTED ? text.substring(0, MAX_QUOTED) : text;
        StringBuilder out = new StringBuilder(shown.length() + 24);
        for (int i = 0; i < shown.length(); i++) {
            char c = shown.charAt(i);
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> out.append(Character.isISOControl(c) || c == '\ufeff'
                        ? String.format(Locale.ROOT, "\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        if (text.length() > MAX_QUOTED) {
            out.append("... (").append(String.format(Locale.ROOT, "%,d", text.length())).append(" characters)");
        }
        return out.toString();
    }
}
