/*
 * The output formats a command can print: an aligned text table for people, JSON (stable documented keys) and CSV
 * for programs. Spelled in lower case on the command line (--format json).
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import java.util.Locale;

enum OutputFormat {
    TABLE, JSON, CSV;

    /** For the commands whose output is no table of rows: CSV is refused, naming the command. */
    void requireTableOrJson(String command) {
        if (this == CSV) {
            throw new InvalidInputException(command + " prints --format table or json, not csv.");
        }
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
