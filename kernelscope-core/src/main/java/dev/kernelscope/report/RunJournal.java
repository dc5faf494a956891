/*
 * What a long run (gemm, and the stencil and tune commands) has measured so far, kept as it goes: one JSON line per
 * finished measurement appended to "<output>.partial.jsonl" and forced to the disk, so a run that is interrupted
 * (Ctrl-C, a kill, a crash, a lost node) keeps every measurement it completed. Once the final record has been written
 * the journal is deleted; after an interruption it stays, and says what was measured.
 */
package dev.kernelscope.report;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

public final class RunJournal implements AutoCloseable {
    /** The suffix appended to the output's file name. */
    public static final String SUFFIX = ".partial.jsonl";

    private final Path file;
    private final FileChannel channel;
    private final boolean earlierLines;   // an interrupted earlier run's lines were there before this run opened it
    private int measurements;             // lines appended after this run's first
    private boolean closed;

    private RunJournal(Path file, FileChannel channel, boolean earlierLines) {
        this.file = file;
        this.channel = channel;
        this.earlierLines = earlierLines;
    }

    /** The journal path for an output file: "gemm.json" -> "gemm.json.partial.jsonl". */
    public static Path pathFor(Path output) {
        return output.resolveSibling(output.getFileName() + SUFFIX);
    }

    /**
     * Opens (appending: an earlier interrupted run's lines are kept) the journal beside {@code output} and writes a
     * first line naming this run. {@code what} names the output in messages.
     */
    public static RunJournal beside(Path output, String commandLine, String what) {
        Path file = pathFor(output);
        try {
            boolean earlier = Files.isRegularFile(file) && Files.size(file) > 0;
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND);
            RunJournal journal = new RunJournal(file, channel, earlier);
            Map<String, Object> start = new LinkedHashMap<>();
            start.put("journal", "kernelscope partial results, one JSON object per line; the final record is "
                    + output.getFileName());
            start.put("commandLine", commandLine);
            start.put("started", Instant.now().toString());
            journal.write(start);
            return journal;
        } catch (IOException failure) {
            // named by the file the user gave: "the JSON record journal /proc/r.json.partial.jsonl ... r.json.partial
            // .jsonl is unchanged" spoke of a file nobody asked for
            throw OutputFileException.of(what, output, "the journal of partial results beside it, "
                    + file.getFileName() + ", cannot be created (" + OutputFiles.describe(failure, file) + ")", failure);
        }
    }

    public Path file() {
        return file;
    }

    /** Appends {@code record} as one JSON line and forces it to the disk. */
    public void append(Object record) {
        write(record);
        measurements++;
    }

    private void write(Object record) {
        String line = Json.line(record) + "\n";
        try {
            ByteBuffer bytes = ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8));
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            channel.force(false);
        } catch (IOException failure) {
            throw OutputFileException.of("partial-results journal", file, failure);
        }
    }

    /** The run finished and its record was written: the journal is no longer needed. */
    public void complete() {
        close();
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // a leftover journal duplicates a complete record; nothing is lost
        }
    }

    /**
     * Closes the journal; it stays for what it holds, unless it holds only this run's first line (a run refused or
     * failed before its first measurement: `gemm --shapes 8x8x8,32769x16x65536 --output F` was refused at once and
     * left F.partial.jsonl with nothing measured in it).
     */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            try {
                channel.close();
            } catch (IOException ignored) {
                // every line was already forced to the disk
            }
            if (measurements == 0 && !earlierLines) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException ignored) {
                    // a journal of one line says only that a run started; nothing is lost
                }
            }
        }
    }
}
