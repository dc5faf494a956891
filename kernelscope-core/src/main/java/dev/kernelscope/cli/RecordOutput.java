/*
 * The --format, --output and --force options every benchmark command shares, and the one place that checks them
 * before the run (so a long benchmark never ends on an unwritable or existing file) and emits the record after it:
 * JSON or the command's table on standard output first (a finished run's results are always shown), then the JSON
 * file, written whole or not at all (AtomicOutput).
 */
package dev.kernelscope.cli;

import dev.kernelscope.report.AtomicOutput;
import dev.kernelscope.report.OutputFiles;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.Consumer;
import picocli.CommandLine.Option;

final class RecordOutput {
    @Option(names = "--format", converter = OutputFormat.TableOrJson.class,
            paramLabel = "FORMAT", defaultValue = "table", description = "table (default) or json.")
    OutputFormat format;

    @Option(names = "--output", paramLabel = "FILE", description = "Also write the JSON record to FILE.")
    Path output;

    @Option(names = "--force", description = "Replace an existing --output file.")
    boolean force;

    /**
     * Refuses an --output that could not be written or would replace one of the run's {@code inputs} (null entries
     * are skipped), before anything runs. A --format the command cannot print never gets here: the converter refuses it.
     */
    void check(Path... inputs) {
        if (output != null) {
            OutputFiles.checkWritable(output, force, "JSON record", inputs);
        }
    }

    /** Writes the record to --output if given, then prints it as JSON or, for the table format, with {@code table}. */
    void emit(Object record, PrintWriter out, Consumer<PrintWriter> table) {
        String json = RunRecord.toJson(record);
        if (format == OutputFormat.JSON) {
            out.println(json);
        } else {
            table.accept(out);
        }
        out.flush();
        if (output != null) {
            // Throws OutputFileException (exit 2, "could not be written ... unchanged") after the results were shown.
            AtomicOutput.write(output, force, "JSON record", json + System.lineSeparator());
        }
    }
}
