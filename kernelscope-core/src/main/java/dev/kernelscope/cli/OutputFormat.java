/*
 * The output formats a command can print: an aligned text table for people, JSON (stable documented keys) and CSV
 * for programs. Spelled in lower case on the command line (--format json); each --format option names the converter
 * that accepts the formats its command prints, so a refusal lists exactly those.
 */
package dev.kernelscope.cli;

import java.util.List;
import java.util.Locale;

enum OutputFormat {
    TABLE, JSON, CSV;

    /** --format of the commands whose output is no table of rows: table or json. */
    static final class TableOrJson extends LowerCaseChoices<OutputFormat> {
        TableOrJson() {
            super(List.of(TABLE, JSON));
        }
    }

    /** --format of the commands that also print rows as CSV. */
    static final class TableJsonOrCsv extends LowerCaseChoices<OutputFormat> {
        TableJsonOrCsv() {
            super(List.of(values()));
        }
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
