/*
 * An output file that could not be written (full disk, permissions, a folder that vanished): the message says that
 * the output failed, names the cause in words, and that the target was left as it was. The CLI maps it to exit 2.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

public final class OutputFileException extends InvalidInputException {
    private OutputFileException(String message, Throwable cause) {
        super(message, cause);
    }

    /** "the chart x.png could not be written: the disk is full (No space left on device); x.png is unchanged." */
    public static OutputFileException of(String what, Path target, IOException failure) {
        return of(what, target, OutputFiles.describe(failure), failure);
    }

    /**
     * As above with the cause already in words ({@code reason}: AtomicOutput's, which never names its temporary file).
     * A target that does not exist is not called "unchanged": that read as if a file of that name were there.
     */
    static OutputFileException of(String what, Path target, String reason, IOException failure) {
        String outcome = Files.exists(target, LinkOption.NOFOLLOW_LINKS)
                ? Messages.quote(target.getFileName() == null ? target.toString() : target.getFileName().toString())
                        + " is unchanged"
                : "nothing was written";
        return new OutputFileException("the " + what + " " + Messages.quote(target.toString()) + " could not be written: "
                + reason + "; " + outcome + " (no partial file was left).", failure);
    }
}
