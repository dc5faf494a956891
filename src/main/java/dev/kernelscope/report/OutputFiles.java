/*
 * The one place commands create output files: an existing file is never replaced silently (the user must say
 * --force), a missing folder is an input error, and writers are buffered.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.InvalidInputException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

public final class OutputFiles {
    /** Large enough that 1,000,000 CSV rows are written in a few thousand system calls. */
    public static final int BUFFER_BYTES = 1 << 16;

    private OutputFiles() {
    }

    /**
     * Checks that `file` may be written: its folder exists and, unless `force`, it does not exist yet.
     * `what` names the file in the message ("chart", "output").
     */
    public static Path checkWritable(Path file, boolean force, String what) {
        Path absolute = file.toAbsolutePath();
        Path folder = absolute.getParent();
        if (folder != null && !Files.isDirectory(folder)) {
            throw new InvalidInputException("cannot write the " + what + " " + file + ": the folder " + folder
                    + " does not exist.");
        }
        if (Files.isDirectory(absolute)) {
            throw new InvalidInputException("cannot write the " + what + " " + file + ": it is a folder.");
        }
        if (!force && Files.exists(absolute)) {
            throw new InvalidInputException("the " + what + " file " + file + " already exists; KernelScope does not"
                    + " overwrite files silently. Choose another name or add --force to replace it.");
        }
        return file;
    }

    /** A buffered UTF-8 writer on a file checked by checkWritable (created or truncated). */
    public static BufferedWriter newWriter(Path file, boolean force, String what) {
        checkWritable(file, force, what);
        try {
            return new BufferedWriter(new java.io.OutputStreamWriter(Files.newOutputStream(file,
                    StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE),
                    StandardCharsets.UTF_8), BUFFER_BYTES);
        } catch (IOException e) {
            throw new InvalidInputException("cannot write the " + what + " " + file + ": " + describe(e) + ".", e);
        }
    }

    /** Names an I/O failure for a user message without a stack trace. */
    public static String describe(IOException e) {
        String detail = e.getMessage();
        String kind = switch (e) {
            case java.nio.file.NoSuchFileException ignored -> "no such file";
            case java.nio.file.AccessDeniedException ignored -> "permission denied";
            case java.nio.file.FileAlreadyExistsException ignored -> "it already exists";
            default -> e.getClass().getSimpleName();
        };
        return detail == null ? kind : kind + " (" + detail + ")";
    }
}
