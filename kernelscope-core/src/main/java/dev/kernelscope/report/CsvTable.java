/*
 * CSV output of a small table (a header and rows of cells) through Jackson's CSV generator, which quotes cells
 * that need it (commas, quotes, line breaks). Streaming row-by-row output for big files uses CsvGenerator directly.
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.dataformat.csv.CsvFactory;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

public final class CsvTable {
    private static final CsvFactory FACTORY = new CsvFactory();

    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    public CsvTable(List<String> header) {
        this.header = List.copyOf(header);
    }

    /** Adds a row; cells are written with String.valueOf, null as an empty cell. */
    public CsvTable row(Object... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, header has " + header.size());
        }
        List<String> text = new ArrayList<>(cells.length);
        for (Object cell : cells) {
            text.add(cell == null ? "" : String.valueOf(cell));
        }
        rows.add(text);
        return this;
    }

    /** Writes the header and rows; the writer is flushed, not closed. */
    public void write(Writer out) {
        try (CsvGenerator csv = FACTORY.createGenerator(out)) {
            csv.disable(com.fasterxml.jackson.core.JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            writeRow(csv, header);
            for (List<String> row : rows) {
                writeRow(csv, row);
            }
            csv.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write CSV", e);
        }
    }

    private static void writeRow(CsvGenerator csv, List<String> cells) throws IOException {
        csv.writeStartArray();
        for (String cell : cells) {
            csv.writeString(cell);
        }
        csv.writeEndArray();
    }
}
