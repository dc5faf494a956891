/*
 * The --format, --output and --force options every benchmark command shares, and the one place that checks them
 * before the run (so a long benchmark never ends on an unwritable or existing file) and emits the record after it:
 * the JSON file if asked for, then JSON or the command's table on standard output.
 */
package dev.kernelscope.cli;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.report.OutputFiles;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import picocli.CommandLine.Option;

final class RecordOutput {
    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "table", description = "table (default) or json.")
    OutputFormat format;

    @Option(names = "--output", paramLabel = "FILE", description = "Also write the JSON record to FILE.")
    Path output;

    @Option(names = "--force", description = "Replace an existing --output file.")
    boolean force;

    /** Refuses what this command cannot print and an --output that could not be written, before anything runs. */
    void check(String command) {
        if (format == OutputFormat.CSV) {
            throw new InvalidInputException(command + " prints table or json, not csv.");
        }
        if (output != null) {
            OutputFiles.checkWritable(output, force, "JSON record");
        }
    }

    /** Writes the record to --output if given, then prints it as JSON or, for the table format, with {@code table}. */
    void emit(Object record, PrintWriter out, Consumer<PrintWriter> table) {
        if (output != null) {
            try (BufferedWriter writer = OutputFiles.newWriter(output, force, "JSON record")) {
                writer.write(RunRecord.toJson(record));
                writer.newLine();
            } catch (IOException failure) {
                throw new UncheckedIOException("cannot write " + output + ": " + OutputFiles.describe(failure), failure);
            }
        }
        if (format == OutputFormat.JSON) {
            out.println(RunRecord.toJson(record));
        } else {
            table.accept(out);
        }
        out.flush();
    }
}
