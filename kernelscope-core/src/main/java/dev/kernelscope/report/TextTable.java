/*
 * Aligned plain-text tables in the style of Nsight Compute's sections: a header, a rule of dashes under each column,
 * then rows; text columns align left, numbers right, two spaces between columns and no trailing blanks.
 */
package dev.kernelscope.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

public final class TextTable {
    public enum Align { LEFT, RIGHT }

    /** A column: its header and how its cells align. */
    public record Column(String header, Align align) {
        public Column {
            Objects.requireNonNull(header, "header");
            Objects.requireNonNull(align, "align");
        }
    }

    private static final String GAP = "  ";

    private final List<Column> columns;
    private final List<String[]> rows = new ArrayList<>();
    private String indent = "";

    private TextTable(List<Column> columns) {
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("a table needs at least one column");
        }
        this.columns = List.copyOf(columns);
    }

    public static TextTable of(Column... columns) {
        return new TextTable(Arrays.asList(columns));
    }

    public static Column left(String header) {
        return new Column(header, Align.LEFT);
    }

    public static Column right(String header) {
        return new Column(header, Align.RIGHT);
    }

    /** Prefixes every rendered line (for tables nested under a heading). */
    public TextTable indent(int spaces) {
        this.indent = " ".repeat(spaces);
        return this;
    }

    /** Adds a row; cells are shown with String.valueOf, null as empty. */
    public TextTable row(Object... cells) {
        if (cells.length != columns.size()) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, table has " + columns.size()
                    + " columns");
        }
        String[] text = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            text[i] = cells[i] == null ? "" : String.valueOf(cells[i]);
        }
        rows.add(text);
        return this;
    }

    public int rowCount() {
        return rows.size();
    }

    public String render() {
        int[] widths = new int[columns.size()];
        for (int c = 0; c < widths.length; c++) {
            widths[c] = columns.get(c).header().length();
            for (String[] row : rows) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        StringBuilder out = new StringBuilder();
        String[] headers = columns.stream().map(Column::header).toArray(String[]::new);
        appendLine(out, headers, widths);
        String[] rules = new String[widths.length];
        for (int c = 0; c < widths.length; c++) {
            rules[c] = "-".repeat(widths[c]);
        }
        appendLine(out, rules, widths);
        for (String[] row : rows) {
            appendLine(out, row, widths);
        }
        return out.toString();
    }

    public void print(PrintWriter out) {
        out.print(render());
        out.flush();
    }

    @Override
    public String toString() {
        return render();
    }

    private void appendLine(StringBuilder out, String[] cells, int[] widths) {
        StringBuilder line = new StringBuilder(indent);
        for (int c = 0; c < cells.length; c++) {
            if (c > 0) {
                line.append(GAP);
            }
            String cell = cells[c];
            int pad = widths[c] - cell.length();
            if (columns.get(c).align() == Align.RIGHT) {
                line.append(" ".repeat(pad)).append(cell);
            } else {
                line.append(cell).append(" ".repeat(pad));
            }
        }
        out.append(line.toString().stripTrailing()).append('\n');
    }
}
