/*
 * `occupancy --batch`: streams a CSV of occupancy queries (arch, threads_per_block, registers_per_thread,
 * shared_bytes_per_block, optional scalar_registers, wave_size, mode; any other column is carried through in order)
 * to the same rows with groups_per_unit, waves_per_unit, occupancy, limiters and error appended. A bad row gets its
 * reason and line number in `error` and the others are still computed.
 * Speed (1,000,000 rows in well under 3 s with JVM start): Jackson's streaming CSV parser and generator, one cached
 * OccupancyModel per architecture calling the cheap core() path, hand-written integer parsing (no regex, no
 * exceptions on the good path), numbers written without intermediate strings.
 */
package dev.kernelscope.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.csv.CsvFactory;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.arch.ArchRegistry;
import dev.kernelscope.model.occupancy.OccupancyCore;
import dev.kernelscope.model.occupancy.OccupancyModel;
import dev.kernelscope.model.occupancy.OccupancyQuery;
import dev.kernelscope.model.occupancy.UnitMode;
import dev.kernelscope.model.occupancy.View;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public final class OccupancyBatch {
    public static final String ARCH = "arch";
    public static final String THREADS = "threads_per_block";
    public static final String REGISTERS = "registers_per_thread";
    public static final String SHARED = "shared_bytes_per_block";
    public static final String SCALAR_REGISTERS = "scalar_registers";
    public static final String WAVE_SIZE = "wave_size";
    public static final String MODE = "mode";
    public static final List<String> REQUIRED_COLUMNS = List.of(ARCH, THREADS, REGISTERS, SHARED);
    public static final List<String> OPTIONAL_COLUMNS = List.of(SCALAR_REGISTERS, WAVE_SIZE, MODE);
    public static final List<String> RESULT_COLUMNS = List.of("groups_per_unit", "waves_per_unit", "occupancy",
            "limiters", "error");

    /** Opens the output only once the header has been checked, so a bad input never creates an output file. */
    @FunctionalInterface
    public interface Output {
        Writer open() throws IOException;
    }

    /** What a run did: rows read, rows that failed, and the first failure's message. */
    public record Summary(long rows, long failed, String firstError) {
        public boolean allComputed() {
            return failed == 0;
        }
    }

    private static final CsvFactory CSV = new CsvFactory();

    /** Occupancy strings are cached for units of up to this many wave slots (every preset has at most 64). */
    private static final int MAX_CACHED_WAVES = 256;
    /** Distinct architecture ids remembered (a file of random ids must not grow the cache without bound). */
    private static final int MAX_CACHED_ARCHS = 4096;
    /** Rows per block handed between the threads: big enough to amortize the hand-over, small enough for L2. */
    public static final int DEFAULT_BLOCK_ROWS = 1024;

    private final ArchRegistry registry;
    private final View view;
    private final int blockRows;
    private final int threads;
    /** Per architecture id: its OccupancyModel, or the InvalidInputException message for an unknown id. */
    private final Map<String, Object> models = new HashMap<>();

    /** A batch on two threads (reading and computing | writing) when the machine has two cores or more. */
    public OccupancyBatch(ArchRegistry registry, View view) {
        this(registry, view, Runtime.getRuntime().availableProcessors() > 1 ? 2 : 1, DEFAULT_BLOCK_ROWS);
    }

    /**
     * @param threads   1 (read, compute and write in turn) or 2 (reading and computing overlap writing)
     * @param blockRows rows handed over at a time (tests use tiny blocks to cross block boundaries)
     */
    public OccupancyBatch(ArchRegistry registry, View view, int threads, int blockRows) {
        if (threads < 1 || threads > 2) {
            throw new IllegalArgumentException("threads must be 1 or 2, not " + threads);
        }
        if (blockRows < 1) {
            throw new IllegalArgumentException("blockRows must be positive, not " + blockRows);
        }
        this.registry = registry;
        this.view = view == null ? View.HARDWARE : view;
        this.threads = threads;
        this.blockRows = blockRows;
    }

    /** Reads `in` (named `inputName` in messages), writes to `output` (which this closes); never throws for a bad row. */
    public Summary run(Reader in, String inputName, Output output) throws IOException {
        try (CsvParser parser = CSV.createParser(in)) {
            List<String> header = readHeader(parser, inputName);
            Columns columns = Columns.of(header, inputName);
            try (Writer out = output.open(); CsvGenerator csv = CSV.createGenerator(out)) {
                csv.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
                writeHeader(csv, header);
                Summary summary = new Pipeline(parser, columns, inputName).writeAll(csv);
                csv.flush();
                return summary;
            }
        }
    }

    /**
     * A block of rows handed from the reading thread to the writing thread: the cells as read and what the model
     * computed for each row (or its error). Blocks are recycled, so the steady state allocates only the cells.
     */
    private static final class Block {
        final String[][] cells;
        final int[] counts;
        final int[] groups;
        final int[] waves;
        final String[] occupancy;
        final String[] limiters;
        final String[] errors;
        int size;
        boolean last;
        JsonProcessingException malformed;
        RuntimeException failure;

        Block(int rows, int width) {
            cells = new String[rows][width];
            counts = new int[rows];
            groups = new int[rows];
            waves = new int[rows];
            occupancy = new String[rows];
            limiters = new String[rows];
            errors = new String[rows];
        }

        void reset() {
            size = 0;
            last = false;
            malformed = null;
            failure = null;
        }
    }

    /**
     * Reading and computing on one thread, writing on the caller's: measured on the 2-core machine, parsing plus the
     * model is about as costly as CSV output, so the two halves overlap (see docs/results/cpu/occupancy-batch.md).
     */
    private final class Pipeline {
        private static final int BLOCKS = 4;

        private final CsvParser parser;
        private final Columns columns;
        private final String inputName;
        private final BlockingQueue<Block> free = new ArrayBlockingQueue<>(BLOCKS);
        private final BlockingQueue<Block> full = new ArrayBlockingQueue<>(BLOCKS);
        /** Occupancy text per (max waves, waves): a few dozen distinct values, formatted once. */
        private final String[][] occupancyText = new String[MAX_CACHED_WAVES + 1][];
        private long rowsWritten;
        private long rowsFailed;
        /** The line the row being read starts on: an unclosed quote is reported where it opened, not at the end. */
        private long rowStartLine = 2;
        private String firstError;

        Pipeline(CsvParser parser, Columns columns, String inputName) {
            this.parser = parser;
            this.columns = columns;
            this.inputName = inputName;
            for (int i = 0; i < BLOCKS; i++) {
                free.add(new Block(blockRows, columns.width));
            }
        }

        Summary writeAll(CsvGenerator csv) throws IOException {
            if (threads == 1) {
                Block block = free.remove();
                boolean more;
                do {
                    block.reset();
                    more = fillBlock(block);
                    writeBlock(csv, block);
                } while (more);
                return summary();
            }
            Thread reader = Thread.ofPlatform().daemon().name("kernelscope-batch-reader").start(this::readAll);
            try {
                while (true) {
                    Block block = full.take();
                    writeBlock(csv, block);
                    boolean last = block.last;
                    free.put(block);
                    if (last) {
                        return summary();
                    }
                }
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while writing the batch output", interrupted);
            } finally {
                reader.interrupt();
                try {
                    reader.join();
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        private Summary summary() {
            return new Summary(rowsWritten, rowsFailed, firstError);
        }

        /** Writes a block's rows, then raises what stopped the reading (malformed CSV, I/O) after them. */
        private void writeBlock(CsvGenerator csv, Block block) throws IOException {
            for (int r = 0; r < block.size; r++) {
                writeRow(csv, block, r);
                rowsWritten++;
                if (block.errors[r] != null) {
                    rowsFailed++;
                    if (firstError == null) {
                        firstError = block.errors[r];
                    }
                }
            }
            if (block.malformed != null) {
                csv.flush();
                throw malformed(block.malformed, inputName, rowStartLine, rowsWritten);
            }
            if (block.failure != null) {
                throw block.failure;
            }
        }

        /** The reading thread: fills blocks and hands them over until the input ends or the writer stops. */
        private void readAll() {
            try {
                boolean more;
                do {
                    Block block = free.take();
                    block.reset();
                    more = fillBlock(block);
                    full.put(block);
                } while (more);
            } catch (InterruptedException interrupted) {
                // the writer gave up; nothing is waiting for more blocks
            }
        }

        /**
         * Parses and computes rows into the block until it is full (returns true) or the input ends or fails
         * (returns false, with `last` set and any failure recorded for the writer to raise after the rows).
         */
        private boolean fillBlock(Block block) {
            int width = columns.width;
            int capacity = block.counts.length;
            try {
                JsonToken token;
                int count = 0;
                String[] cells = block.cells[0];
                while ((token = parser.nextToken()) != null) {
                    if (token == JsonToken.START_ARRAY) {
                        count = 0;
                        cells = block.cells[block.size];
                    } else if (token == JsonToken.VALUE_STRING) {
                        if (count < width) {
                            cells[count] = parser.getText();
                        }
                        count++;
                    } else if (token == JsonToken.END_ARRAY) {
                        // Jackson places the row's end on its last line; the next row starts on the line after it.
                        rowStartLine = parser.currentTokenLocation().getLineNr() + 1;
                        if (count == 1 && cells[0].isEmpty()) {
                            continue; // a blank line
                        }
                        evaluate(block, block.size, count);
                        if (++block.size == capacity) {
                            return true;
                        }
                    }
                }
            } catch (JsonProcessingException malformed) {
                block.malformed = malformed;
            } catch (IOException failure) {
                block.failure = new InvalidInputException("cannot read " + inputName + ": "
                        + OutputFiles.describe(failure) + ".", failure);
            } catch (RuntimeException failure) {
                block.failure = failure;
            }
            block.last = true;
            return false;
        }

        private void evaluate(Block block, int r, int count) {
            block.counts[r] = count;
            block.errors[r] = null;
            if (count != columns.width) {
                block.errors[r] = "line " + line() + ": has " + count + " values, the header has " + columns.width
                        + ".";
                return;
            }
            try {
                OccupancyCore core = compute(block.cells[r], columns);
                block.groups[r] = core.groupsPerUnit();
                block.waves[r] = core.wavesPerUnit();
                block.occupancy[r] = occupancyText(core);
                block.limiters[r] = core.limitersJoined();
            } catch (InvalidInputException bad) {
                block.errors[r] = "line " + line() + ": " + bad.getMessage();
            }
        }

        /** The line of the row just read (of its last value, for a value spanning lines); asked only on errors. */
        private long line() {
            return parser.currentTokenLocation().getLineNr();
        }

        private String occupancyText(OccupancyCore core) {
            int max = core.maxWavesPerUnit();
            int waves = core.wavesPerUnit();
            if (max > MAX_CACHED_WAVES || waves < 0 || waves > max
                    || core.occupancy() != (double) waves / max) {
                return Double.toString(core.occupancy());
            }
            String[] byWaves = occupancyText[max];
            if (byWaves == null) {
                byWaves = new String[max + 1];
                occupancyText[max] = byWaves;
            }
            String text = byWaves[waves];
            if (text == null) {
                text = Double.toString(core.occupancy());
                byWaves[waves] = text;
            }
            return text;
        }

        /**
         * Cells that need no quoting go out raw: Jackson's own check quotes any character below ',' (its "loose"
         * rule) and was a quarter of the batch's time in a profile; RFC 4180 needs quotes only for the separator,
         * the quote and line breaks. Computed values (numbers, limiter names) never need them.
         */
        private void writeRow(CsvGenerator csv, Block block, int r) throws IOException {
            String[] cells = block.cells[r];
            int count = block.counts[r];
            int width = columns.width;
            csv.writeStartArray();
            for (int i = 0; i < width; i++) {
                writeCell(csv, i < count ? cells[i] : "");
            }
            String error = block.errors[r];
            if (error == null) {
                csv.writeNumber(block.groups[r]);
                csv.writeNumber(block.waves[r]);
                csv.writeRawValue(block.occupancy[r]);
                csv.writeRawValue(block.limiters[r]);
                csv.writeRawValue("");
            } else {
                for (int i = 0; i < RESULT_COLUMNS.size() - 1; i++) {
                    csv.writeRawValue("");
                }
                csv.writeString(error);
            }
            csv.writeEndArray();
        }

        private static void writeCell(CsvGenerator csv, String cell) throws IOException {
            for (int i = 0, n = cell.length(); i < n; i++) {
                char c = cell.charAt(i);
                if (c == ',' || c == '"' || c == '\n' || c == '\r') {
                    csv.writeString(cell);
                    return;
                }
            }
            csv.writeRawValue(cell);
        }
    }

    private OccupancyCore compute(String[] cells, Columns c) {
        OccupancyModel model = model(cells[c.arch].strip());
        int threads = wholeNumber(cells[c.threads], THREADS, false);
        int registers = wholeNumber(cells[c.registers], REGISTERS, false);
        long shared = ByteSize.parse(cells[c.shared], SHARED);
        if (shared > Integer.MAX_VALUE) {
            throw new InvalidInputException(SHARED + " " + shared + " B is far above any architecture's per-group"
                    + " maximum.");
        }
        int scalars = c.scalarRegisters < 0 ? 0 : wholeNumber(cells[c.scalarRegisters], SCALAR_REGISTERS, true);
        int waveSize = c.waveSize < 0 ? 0 : wholeNumber(cells[c.waveSize], WAVE_SIZE, true);
        UnitMode mode = c.mode < 0 ? null : mode(cells[c.mode]);
        OccupancyQuery query = new OccupancyQuery(model.arch(), threads, registers, (int) shared, scalars, waveSize,
                mode, view);
        return model.core(query);
    }

    /** The mode column: the exact spellings by a string switch (no case folding per row), others via the model. */
    private static UnitMode mode(String text) {
        return switch (text) {
            case "" -> null;
            case "wgp" -> UnitMode.WGP;
            case "cu" -> UnitMode.CU;
            default -> text.isBlank() ? null : UnitMode.parse(text.strip());
        };
    }

    private OccupancyModel model(String id) {
        Object cached = models.get(id);
        if (cached == null) {
            try {
                cached = registry.find(id).isEmpty()
                        // short in every cell: a million bad rows must not repeat the whole architecture list
                        ? ArchRegistry.unknownMessage(id) + registry.likelyMeant(id) + " See kernelscope occupancy"
                                + " --list-archs."
                        : OccupancyModel.of(registry.get(id));
            } catch (InvalidInputException unknown) {
                cached = unknown.getMessage();
            }
            if (models.size() < MAX_CACHED_ARCHS) {
                models.put(id, cached);
            }
        }
        if (cached instanceof OccupancyModel model) {
            return model;
        }
        throw new InvalidInputException((String) cached);
    }

    /**
     * A non-negative decimal integer below 2^31; empty is 0 only where `optional`. Hand-written: it runs millions of
     * times and must not throw on the good path.
     */
    static int wholeNumber(String text, String column, boolean optional) {
        int start = 0;
        int end = text.length();
        while (start < end && text.charAt(start) == ' ') {
            start++;
        }
        while (end > start && text.charAt(end - 1) == ' ') {
            end--;
        }
        if (start == end) {
            if (optional) {
                return 0;
            }
            throw new InvalidInputException(column + " is empty; it needs a whole number.");
        }
        long value = 0;
        for (int i = start; i < end; i++) {
            char ch = text.charAt(i);
            if (ch < '0' || ch > '9') {
                throw new InvalidInputException(column + " '" + Messages.quote(text) + "' is not a whole number"
                        + (ch == '-' ? " (negative values are not allowed)." : "."));
            }
            value = value * 10 + (ch - '0');
            if (value > Integer.MAX_VALUE) {
                throw new InvalidInputException(column + " '" + Messages.quote(text) + "' is too large (above 2,147,483,647).");
            }
        }
        return (int) value;
    }

    private static List<String> readHeader(CsvParser parser, String inputName) throws IOException {
        List<String> header = new ArrayList<>();
        try {
            JsonToken token = parser.nextToken();
            if (token != JsonToken.START_ARRAY) {
                throw new InvalidInputException(inputName + " is empty: it needs a header line starting "
                        + String.join(",", REQUIRED_COLUMNS) + ".");
            }
            while ((token = parser.nextToken()) == JsonToken.VALUE_STRING) {
                String name = parser.getText();
                // Spreadsheet programs start UTF-8 CSV with a byte-order mark; it is not part of the first name.
                header.add(header.isEmpty() && name.startsWith(BYTE_ORDER_MARK) ? name.substring(1) : name);
            }
        } catch (JsonProcessingException malformed) {
            throw malformed(malformed, inputName, 1, -1);
        }
        return header;
    }

    private static final String BYTE_ORDER_MARK = "\ufeff";

    /**
     * Malformed CSV in words: the line the bad row (or unclosed quote) starts on, what is wrong, and how many rows came
     * before it. Jackson's location can be absent (a value over its length limit), so the row's own line is used.
     */
    private static InvalidInputException malformed(JsonProcessingException failure, String inputName, long rowLine,
            long rowsBefore) {
        String reason = dev.kernelscope.model.UserText.parserMessage(failure.getOriginalMessage());
        String what;
        if (reason.contains("closing quote")) {
            what = "a quote opened in the row starting at line " + rowLine + " is never closed";
        } else if (failure instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException) {
            what = "a value in the row starting at line " + rowLine + " is longer than the "
                    + Formats.count(CSV.streamReadConstraints().getMaxStringLength()) + " characters a cell may hold";
        } else {
            long line = failure.getLocation() != null ? failure.getLocation().getLineNr() : rowLine;
            what = "line " + line + ": " + reason;
        }
        return new InvalidInputException(inputName + " is not valid CSV: " + what
                + (rowsBefore < 0 ? " (in the header)." : "; " + Messages.plural(rowsBefore, "row")
                + (rowsBefore == 1 ? " before it was" : " before it were") + " processed."), failure);
    }

    private static void writeHeader(CsvGenerator csv, List<String> header) throws IOException {
        csv.writeStartArray();
        for (String name : header) {
            csv.writeString(name);
        }
        for (String name : RESULT_COLUMNS) {
            csv.writeString(name);
        }
        csv.writeEndArray();
    }

    /** Where the known columns are in the input (-1 for an absent optional column). */
    private record Columns(int width, int arch, int threads, int registers, int shared, int scalarRegisters,
            int waveSize, int mode) {
        static Columns of(List<String> header, String inputName) {
            Map<String, Integer> index = new HashMap<>();
            for (int i = 0; i < header.size(); i++) {
                String name = header.get(i).strip().toLowerCase(Locale.ROOT);
                if (index.put(name, i) != null) {
                    throw new InvalidInputException(inputName + ": column '" + name + "' appears twice in the header.");
                }
                if (RESULT_COLUMNS.contains(name)) {
                    throw new InvalidInputException(inputName + ": the header already has the result column '" + name
                            + "' (is it the output of an earlier --batch run?). Remove the columns "
                            + String.join(",", RESULT_COLUMNS) + " first.");
                }
            }
            List<String> missing = REQUIRED_COLUMNS.stream().filter(name -> !index.containsKey(name)).toList();
            if (!missing.isEmpty()) {
                throw new InvalidInputException(inputName + ": the header lacks the column" + (missing.size() > 1 ? "s "
                        : " ") + String.join(", ", missing) + ". A batch file starts with the header "
                        + String.join(",", REQUIRED_COLUMNS) + " (optional: " + String.join(",", OPTIONAL_COLUMNS)
                        + "; other columns are carried through).");
            }
            return new Columns(header.size(), index.get(ARCH), index.get(THREADS), index.get(REGISTERS),
                    index.get(SHARED), index.getOrDefault(SCALAR_REGISTERS, -1), index.getOrDefault(WAVE_SIZE, -1),
                    index.getOrDefault(MODE, -1));
        }
    }
}
