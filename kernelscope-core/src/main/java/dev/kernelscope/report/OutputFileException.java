/*
 * An output file that could not be written (full disk, permissions, a folder that vanished): the message says that
 * the output failed, names the cause in words, and that the target was left as it was. The CLI maps it to exit 2.
 */
package dev.kernelscope.report;

import dev.kernelscope.model.InvalidInputException;
import java.io.IOException;
import java.nio.file.Path;

public final class OutputFileException extends InvalidInputException {
    private OutputFileException(String message, Throwable cause) {
        super(message, cause);
    }

    /** "the chart x.png could not be written: the disk is full (No space left on device); x.png is unchanged." */
    public static OutputFileException of(String what, Path target, IOException failure) {
        return new OutputFileException("the " + what + " " + Messages.quote(target.toString()) + " could not be written: "
                + OutputFiles.describe(failure) + "; " + Messages.quote(target.getFileName() == null ? target.toString()
                : target.getFileName().toString()) + " is unchanged (no partial file was left).", failure);
    }
}
