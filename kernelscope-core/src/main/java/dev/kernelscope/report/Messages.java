/*
 * Quoting what the user gave inside a message (at most a short prefix: a 20 MB cell must not come back whole)
 * and plurals that read right ("1 row", "2 rows", "an SM").
 */
package dev.kernelscope.report;

import dev.kernelscope.model.UserText;

public final class Messages {
    /** The most characters of user input a message repeats. */
    public static final int MAX_QUOTED = UserText.MAX_QUOTED;

    private Messages() {
    }

    /** {@code text} cut to a short prefix, line breaks shown as \n (see UserText.quote). */
    public static String quote(String text) {
        return UserText.quote(text);
    }

    /** "1 row", "2 rows", "1,000 rows": {@code count} with the noun in the number it needs. */
    public static String plural(long count, String singular) {
        return plural(count, singular, singular.endsWith("s") ? singular + "es" : singular + "s");
    }

    public static String plural(long count, String singular, String pluralForm) {
        return Formats.count(count) + " " + (count == 1 ? singular : pluralForm);
    }

    /** "a" or "an" before a word as it is spoken: "an SM", "an LDS", "a CU", "an occupancy". */
    public static String article(String word) {
        if (word.isEmpty()) {
            return "a";
        }
        char first = Character.toUpperCase(word.charAt(0));
        boolean acronym = word.length() > 1 && Character.isUpperCase(word.charAt(1));
        boolean vowelSound = acronym ? "AEFHILMNORSX".indexOf(first) >= 0 : "AEIOU".indexOf(first) >= 0;
        return vowelSound ? "an" : "a";
    }
}
