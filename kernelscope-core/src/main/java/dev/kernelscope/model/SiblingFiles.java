/*
 * The two file steps of writing a file whole (a temporary beside it, then an atomic rename), shared by report's
 * AtomicOutput and tune's CacheWriter: a fresh hidden temporary in the target's folder, made so the umask applies,
 * and a replaced file's permissions carried over to the file that replaces it.
 */
package dev.kernelscope.model;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;

public final class SiblingFiles {
    private SiblingFiles() {
    }

    /**
     * A new empty file ".NAME.RANDOM{@code suffix}" in {@code target}'s folder (the rename stays on one file system,
     * and `ls` hides it), made with createFile, not createTempFile, so the umask applies (createTempFile makes it
     * owner-only, rw-------, where the user's other outputs are rw-r--r--).
     *
     * @throws FileAlreadyExistsException when 101 random names were all taken
     * @throws IOException when the folder takes no new file
     */
    public static Path createTemporaryBeside(Path target, String suffix) throws IOException {
        Path absolute = target.toAbsolutePath();
        String name = absolute.getFileName().toString();
        String prefix = "." + (name.length() > 40 ? name.substring(0, 40) : name) + ".";
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int attempt = 0; ; attempt++) {
            Path candidate = absolute.getParent().resolve(prefix + Long.toUnsignedString(random.nextLong(), 36) + suffix);
            try {
                return Files.createFile(candidate);
            } catch (FileAlreadyExistsException taken) {
                if (attempt > 100) {
                    throw taken;
                }
            }
        }
    }

    /** {@code to} takes {@code from}'s POSIX permissions when {@code from} exists (a replaced file keeps them). */
    public static void copyPermissions(Path from, Path to) {
        try {
            if (Files.exists(from)) {
                Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
            }
        } catch (IOException | UnsupportedOperationException notPosix) {
            // the new file keeps the umask's permissions
        }
    }
}
