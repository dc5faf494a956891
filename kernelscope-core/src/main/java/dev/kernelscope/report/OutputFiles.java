/*
 * The one place commands check their files: an output is checked once, before the work (its folder exists, it is
 * not a folder, it is not one of the run's inputs, and it does not exist unless the user said --force); an input is
 * a readable regular file. Writing itself is AtomicOutput's job (whole file or nothing).
 */
package dev.kernelscope.report;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

public final class OutputFiles {
    /** Large enough that 1,000,000 CSV rows are written in a few thousand system calls. */
    public static final int BUFFER_BYTES = 1 << 16;

    private OutputFiles() {
    }

    /**
     * Checks, before any work, that `file` may be written: its folder exists, it is not a folder, it is none of
     * `inputs` (compared as real paths, so a link or "./x" is caught too) and, unless `force`, it does not exist.
     * `what` names the file in the message ("chart", "output").
     */
    public static Path checkWritable(Path file, boolean force, String what, Path... inputs) {
        if (file.toString().isBlank()) {
            // an empty name is the working folder: "cannot write the output : it is a folder" named nothing
            throw new InvalidInputException("the " + what + " name is empty; give the path of a file.");
        }
        checkFolder(file, what);
        Path absolute = file.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            throw new InvalidInputException("cannot write the " + what + " " + Messages.quote(file.toString())
                    + ": it is a folder.");
        }
        for (Path input : inputs) {
            if (input != null && sameFile(file, input)) {
                throw new InvalidInputException("the " + what + " " + Messages.quote(file.toString()) + " is also an"
                        + " input of this run (" + Messages.quote(input.toString()) + "); writing it would destroy what"
                        + " is being read. Choose another output name.");
            }
        }
        if (!force && Files.exists(absolute)) {
            throw new InvalidInputException("the " + what + " file " + Messages.quote(file.toString())
                    + " already exists; KernelScope does not overwrite files silently. Choose another name or add"
                    + " --force to replace it.");
        }
        return file;
    }

    /** The output's folder exists (else an input error naming it). */
    static void checkFolder(Path file, String what) {
        Path folder = file.toAbsolutePath().getParent();
        if (folder != null && !Files.isDirectory(folder)) {
            throw new InvalidInputException("cannot write the " + what + " " + Messages.quote(file.toString())
                    + ": the folder " + Messages.quote(folder.toString()) + (Files.exists(folder)
                    ? " is a file, not a folder." : " does not exist."));
        }
    }

    /** True when both paths name one existing file (real paths, so links and relative spellings match). */
    public static boolean sameFile(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        } catch (IOException unknown) {
            return false;
        }
    }

    /**
     * Checks that `file` (named `what` in messages: "batch file", "architecture file") can be read: given, existing,
     * a regular file and not a folder. Returns it.
     */
    public static Path checkReadable(Path file, String what) {
        String name = file.toString();
        if (name.isBlank()) {
            throw new InvalidInputException("the " + what + " name is empty; give the path of a file.");
        }
        if (Files.isDirectory(file)) {
            throw new InvalidInputException("the " + what + " " + Messages.quote(name) + " is a folder; give the path"
                    + " of a file.");
        }
        if (!Files.exists(file)) {
            throw new InvalidInputException("the " + what + " " + Messages.quote(name) + " does not exist.");
        }
        if (!Files.isReadable(file)) {
            throw new InvalidInputException("the " + what + " " + Messages.quote(name) + " cannot be read"
                    + " (permission denied).");
        }
        return file;
    }

    /**
     * A buffered UTF-8 writer whose close() commits the whole file atomically (AtomicOutput) unless a write failed.
     * For a document built in memory and written in one go; code that may fail between writes should use
     * AtomicOutput directly, committing only on success.
     */
    public static Writer newWriter(Path file, boolean force, String what) {
        AtomicOutput output = AtomicOutput.open(file, force, what);
        return new BufferedWriter(new OutputStreamWriter(output.stream(), StandardCharsets.UTF_8), BUFFER_BYTES) {
            private boolean failed;

            @Override
            public void write(String text, int off, int len) throws IOException {
                try {
                    super.write(text, off, len);
                } catch (IOException failure) {
                    failed = true;
                    throw failure;
                }
            }

            @Override
            public void flush() throws IOException {
                try {
                    super.flush();
                } catch (IOException failure) {
                    failed = true;
                    throw failure;
                }
            }

            @Override
            public void close() throws IOException {
                try {
                    if (!failed) {
                        flush();
                        output.commit();
                    }
                } finally {
                    output.close();
                }
            }
        };
    }

    /**
     * As {@link #describe(IOException)}, but a failure about {@code hidden} (a temporary file the user never named,
     * null: none) is told by its kind and the system's reason alone, so the message names only the user's files.
     */
    static String describe(IOException e, Path hidden) {
        if (hidden != null && e instanceof java.nio.file.FileSystemException fs && (hidden.toString().equals(fs.getFile())
                || hidden.toString().equals(fs.getOtherFile()))) {
            return UserText.ioFailure(e, fs.getReason());
        }
        return describe(e);
    }

    /** Names an I/O failure for a user message, in words first ("the disk is full"), without a stack trace. */
    public static String describe(IOException e) {
        return UserText.ioFailure(e);
    }
}
