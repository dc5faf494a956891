/*
 * One output file written whole or not at all: the bytes go to a temporary file in the target's folder, are forced
 * to the disk, and only a complete file is renamed over the target. A failure (a full disk, an exception, SIGINT or
 * SIGTERM) removes the temporary file and leaves the target as it was: the old file, or none.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.SiblingFiles;
import java.io.BufferedWriter;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * Usage (every command that writes a file goes through this class, directly or via {@link OutputFiles}):
 * <pre>{@code
 * OutputFiles.checkWritable(target, force, "output", inputs...);   // once, before the work
 * ... the work ...
 * try (AtomicOutput out = AtomicOutput.open(target, force, "output")) {
 *     out.writer().write(text);
 *     out.commit();                 // without commit, close() discards the temporary file
 * }
 * }</pre>
 * A target that appeared while the work ran is not replaced without --force: the finished file is kept beside it
 * under a free name, and {@link #committedTo()} says where (nothing measured is thrown away).
 */
public final class AtomicOutput implements AutoCloseable {
    /** Temporary files of this process not yet committed or discarded: the shutdown hook removes them. */
    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();
    private static final Thread CLEANUP = new Thread(AtomicOutput::removePending, "kernelscope-output-cleanup");

    static {
        try {
            Runtime.getRuntime().addShutdownHook(CLEANUP);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is already exiting; nothing new is written then
        }
    }

    /** What the user named (messages, committedTo). */
    private final Path requested;
    /** Where the bytes go: the requested path, or the file a symbolic link names (the link is kept). */
    private final Path target;
    private final boolean force;
    private final String what;
    /**
     * An existing target that is not a regular file (/dev/null, /dev/stdout, a FIFO) is written in place: renaming a
     * file over it would replace the device itself (as root, over /dev/null), and it has no old content to keep.
     */
    private final boolean direct;
    private final Path temporary;
    private final FileChannel channel;
    private final OutputStream stream;
    private Writer writer;
    private boolean done;
    private Path committedTo;

    private AtomicOutput(Path requested, boolean force, String what, UnaryOperator<OutputStream> wrap) throws IOException {
        this.requested = requested;
        this.force = force;
        this.what = what;
        boolean exists = Files.exists(requested);
        Path spelled = requested.toAbsolutePath().normalize();
        // /dev/stdout and /proc/self/fd/N name whatever the descriptor is open on (a terminal, a pipe, the file the
        // shell redirected to): written through, never replaced.
        this.direct = exists && (!Files.isRegularFile(requested) || spelled.startsWith("/dev/")
                || spelled.startsWith("/proc/"));
        this.target = exists && !direct ? requested.toRealPath() : exists ? requested : danglingLinkTarget(requested);
        if (direct) {
            this.temporary = null;
            this.channel = null;
            // APPEND: /dev/stdout redirected to a file opens that file anew, at offset 0 without it.
            this.stream = new java.io.BufferedOutputStream(wrap.apply(Files.newOutputStream(requested,
                    StandardOpenOption.WRITE, StandardOpenOption.APPEND)), OutputFiles.BUFFER_BYTES);
            return;
        }
        this.temporary = createTemporary(target, what, requested);
        PENDING.add(temporary);
        try {
            this.channel = FileChannel.open(temporary, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        } catch (IOException cannotOpen) {
            Files.deleteIfExists(temporary);
            PENDING.remove(temporary);
            throw failed(cannotOpen);
        }
        OutputStream raw = new FilterOutputStream(Channels.newOutputStream(channel)) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                flush(); // the channel is closed by commit() or discard(), after it is forced to disk
            }
        };
        this.stream = new java.io.BufferedOutputStream(wrap.apply(raw), OutputFiles.BUFFER_BYTES);
    }

    /**
     * The file a symbolic link to nothing names (following a chain of them), or {@code path} when it is no link: a
     * dangling link was replaced by the file (--force) or the file went beside it as "name.1.png", where a link to
     * an existing file is written through and kept.
     */
    private static Path danglingLinkTarget(Path path) throws IOException {
        Path at = path;
        for (int hops = 0; hops < 40 && Files.isSymbolicLink(at); hops++) {
            Path parent = at.toAbsolutePath().getParent();
            at = parent.resolve(Files.readSymbolicLink(at)).normalize();
        }
        return at;
    }

    /** The temporary file; a folder that takes no new file (/proc, a read-only mount) is said so, in the user's terms. */
    private static Path createTemporary(Path target, String what, Path requested) {
        try {
            return SiblingFiles.createTemporaryBeside(target, ".partial");
        } catch (FileAlreadyExistsException taken) {
            throw OutputFileException.of(what, requested, "no file could be created beside it under a free"
                    + " temporary name", taken);
        } catch (IOException cannotCreate) {
            Path folder = target.toAbsolutePath().getParent();
            // the reason alone, not the temporary's name, which the user never gave
            Path temporaryName = cannotCreate instanceof java.nio.file.FileSystemException fs && fs.getFile() != null
                    ? Path.of(fs.getFile()) : folder;
            throw OutputFileException.of(what, requested, "no file can be created in its folder "
                    + Messages.quote(folder.toString()) + " (" + OutputFiles.describe(cannotCreate, temporaryName)
                    + ")", cannotCreate);
        }
    }

    /** A failure after the temporary file exists, worded without its name (the user asked for the target). */
    private OutputFileException failed(IOException failure) {
        return OutputFileException.of(what, requested, OutputFiles.describe(failure, temporary), failure);
    }


    /**
     * Opens a temporary file beside {@code target}. Checks the folder and, unless {@code force}, that the target does
     * not exist ({@link OutputFiles#checkWritable}); call that earlier too, before long work, so it fails fast.
     */
    public static AtomicOutput open(Path target, boolean force, String what) {
        UnaryOperator<OutputStream> fault = FAULTS.get();
        return open(target, force, what, fault == null ? UnaryOperator.identity() : fault);
    }

    /** Fault injection for tests, per thread (the CLI writes on the thread that runs it): null clears it. */
    private static final ThreadLocal<UnaryOperator<OutputStream>> FAULTS = new ThreadLocal<>();

    /**
     * Tests only: every output this thread opens from now on writes through {@code wrap} (e.g. a stream that fails
     * like a full disk after N bytes), so a whole command can be run against a failing file system; null clears it.
     */
    public static void simulateFaultsOnThisThread(UnaryOperator<OutputStream> wrap) {
        if (wrap == null) {
            FAULTS.remove();
        } else {
            FAULTS.set(wrap);
        }
    }

    /**
     * As {@link #open(Path, boolean, String)}, with the byte stream wrapped by {@code wrap}: tests inject a stream
     * that fails like a full disk (the product passes the identity).
     */
    public static AtomicOutput open(Path target, boolean force, String what, UnaryOperator<OutputStream> wrap) {
        OutputFiles.checkFolder(target, what);
        try {
            return new AtomicOutput(target, force, what, wrap);
        } catch (IOException failure) {
            throw OutputFileException.of(what, target, failure);
        }
    }

    /** Writes {@code content} (UTF-8) to {@code target} atomically: the one call for a finished document. */
    public static Path write(Path target, boolean force, String what, String content) {
        return write(target, force, what, content.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code content} to {@code target} atomically; returns where it went (see {@link #committedTo()}). */
    public static Path write(Path target, boolean force, String what, byte[] content) {
        try (AtomicOutput out = open(target, force, what)) {
            try {
                out.stream().write(content);
            } catch (IOException failure) {
                throw out.failed(failure);
            }
            return out.commit();
        }
    }

    /** The buffered byte stream to the temporary file; closing it does not commit. */
    public OutputStream stream() {
        return stream;
    }

    /** A buffered UTF-8 writer over {@link #stream()}; closing it flushes but does not commit. */
    public Writer writer() {
        if (writer == null) {
            writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), OutputFiles.BUFFER_BYTES) {
                @Override
                public void close() throws IOException {
                    flush();
                }
            };
        }
        return writer;
    }

    /** The temporary file (for tests and messages; null for a device or pipe); gone after commit or close. */
    public Path temporaryFile() {
        return temporary;
    }

    /**
     * Flushes, forces the bytes to the disk and renames the temporary file over the target (or, where the target
     * appeared meanwhile and --force was not given, to a free name beside it). Returns the file written.
     */
    public Path commit() {
        if (done) {
            throw new IllegalStateException("already " + (committedTo != null ? "committed" : "discarded"));
        }
        try {
            if (writer != null) {
                writer.flush();
            }
            stream.flush();
            if (direct) {
                stream.close();
                done = true;
                committedTo = requested;
                return committedTo;
            }
            channel.force(true);
            channel.close();
            Path moved = moveIntoPlace();
            committedTo = moved.equals(target) ? requested : moved;
            done = true;
            PENDING.remove(temporary);
            return committedTo;
        } catch (IOException failure) {
            discard();
            throw failed(failure);
        }
    }

    /** Where commit() put the file: the target, or a sibling when the target appeared during the run. */
    public Path committedTo() {
        return committedTo;
    }

    /** True when commit() kept an existing target and wrote beside it instead. */
    public boolean keptExisting() {
        return committedTo != null && !committedTo.equals(requested);
    }

    private Path moveIntoPlace() throws IOException {
        if (force) {
            SiblingFiles.copyPermissions(target, temporary);
            move(temporary, target, true);
            return target;
        }
        // No --force: the check before the work found no file. A link fails if one appeared since, atomically.
        try {
            Files.createLink(target, temporary);
            Files.delete(temporary);
            return target;
        } catch (FileAlreadyExistsException appeared) {
            Path beside = freeSibling(target);
            move(temporary, beside, false);
            return beside;
        } catch (UnsupportedOperationException | IOException noLinks) {
            if (Files.exists(target)) {
                Path beside = freeSibling(target);
                move(temporary, beside, false);
                return beside;
            }
            move(temporary, target, false);
            return target;
        }
    }

    private static void move(Path from, Path to, boolean replace) throws IOException {
        try {
            if (replace) {
                Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } else {
                Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (AtomicMoveNotSupportedException notAtomic) {
            if (replace) {
                Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
            } else {
                Files.move(from, to);
            }
        }
    }

    /** "gemm.json" -> "gemm.1.json" (then .2, ...), the first name not taken. */
    static Path freeSibling(Path target) {
        String name = target.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        for (int i = 1; ; i++) {
            Path candidate = target.resolveSibling(stem + "." + i + extension);
            if (!Files.exists(candidate)) {
                return candidate;
            }
        }
    }

    /** Removes the temporary file; the target is untouched. Idempotent. */
    public void discard() {
        if (done) {
            return;
        }
        done = true;
        if (direct) {
            try {
                stream.close();
            } catch (IOException ignored) {
                // nothing to remove: a device or pipe keeps what it was given
            }
            return;
        }
        try {
            channel.close();
        } catch (IOException ignored) {
            // the file is deleted next; a close failure changes nothing the user keeps
        }
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException ignored) {
            // left for the shutdown hook
            return;
        }
        PENDING.remove(temporary);
    }

    /** Discards the temporary file unless commit() ran. */
    @Override
    public void close() {
        discard();
    }

    private static void removePending() {
        for (Path path : PENDING) {
            try {
                Files.deleteIfExists(path);
            } catch (IOException ignored) {
                // best effort at exit
            }
        }
    }
}
