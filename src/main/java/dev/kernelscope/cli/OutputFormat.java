/*
 * The output formats a command can print: an aligned text table for people, JSON (stable documented keys) and CSV
 * for programs. Spelled in lower case on the command line (--format json).
 */
package dev.kernelscope.cli;

import java.util.Locale;

enum OutputFormat {
    TABLE, JSON, CSV;

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
