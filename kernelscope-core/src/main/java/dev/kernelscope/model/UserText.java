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

    /** The longest run of non-blank characters a whole message may hold (a path fits; a pasted megabyte does not). */
    public static final int MAX_RUN = 160;

    /**
     * A finished message with every run of more than {@link #MAX_RUN} non-blank characters cut to a short prefix:
     * the CLI passes every message through this, so no path from the user's input to the terminal echoes it whole.
     */
    public static String shortenRuns(String message) {
        if (message == null || message.length() <= MAX_RUN) {
            return message;
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        int n = message.length();
        while (i < n) {
            int start = i;
            boolean blank = Character.isWhitespace(message.charAt(i));
            while (i < n && Character.isWhitespace(message.charAt(i)) == blank) {
                i++;
            }
            String run = message.substring(start, i);
            out.append(!blank && run.length() > MAX_RUN ? quote(run) : run);
        }
        return out.toString();
    }

    /**
     * A JSON or CSV parser's own message without its internals: Jackson appends "[Source: REDACTED ...]" locations
     * and feature names that mean nothing to a user (the caller states the line and column itself), and follows an
     * unexpected token with the grammar's whole list of what it expected ("was expecting (JSON String, Number,
     * Array, ...)"), which would push the token itself out of the quoted prefix.
     */
    public static String parserMessage(String original) {
        if (original == null) {
            return "unreadable";
        }
        String text = original.replaceAll(":\\s*was expecting \\((?:JSON String|JSON value)[^)]*\\)", "")
                .replaceAll("\\s*\\(start marker at \\[Source:.*?]\\)", "")
                .replaceAll("\\s*\\[Source:.*?]", "")
                .replaceAll("\\s*\\(`[A-Za-z_.]+` (?:disabled|enabled)\\)", "")
                .replaceAll("\\s*\\(through reference chain:.*", "");
        int newline = text.indexOf('\n');
        return quote(newline < 0 ? text.strip() : text.substring(0, newline).strip());
    }

    /** "1 work-item", "2 work-items", "1024 rows": {@code count} with the noun in the number it needs. */
    public static String plural(long count, String singular) {
        return count + " " + (count == 1 ? singular : singular + "s");
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

    /**
     * An I/O failure for a user message, in words first ("the disk is full", "no such file"), with the system's detail
     * quoted after it, without a stack trace.
     */
    public static String ioFailure(java.io.IOException e) {
        return ioFailure(e, e.getMessage());
    }

    /** As {@link #ioFailure(java.io.IOException)} with the system's detail given (a FileSystemException's reason). */
    public static String ioFailure(java.io.IOException e, String detail) {
        if (detail != null && (detail.contains("No space left on device") || detail.contains("Disk quota exceeded"))) {
            return "the disk is full (" + detail + ")";
        }
        String kind = switch (e) {
            case java.nio.file.NoSuchFileException ignored -> "no such file";
            case java.nio.file.AccessDeniedException ignored -> "permission denied";
            case java.nio.file.FileAlreadyExistsException ignored -> "it already exists";
            case java.nio.file.FileSystemException ignored -> "file system error";
            default -> "I/O error";
        };
        return detail == null ? kind : kind + " (" + quote(detail) + ")";
    }
}
