/*
 * Standard output that could not be written is a failed run, not a silent success: `kernelscope bench copy >
 * /dev/full` exited 0 with its table lost, because System.out (a PrintStream) swallows write errors. A closed pipe
 * (`| head -1`) is the reader's choice and stays quiet, as it does for the shell's own tools.
 */
package dev.kernelscope.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

final class StandardOutput {
    private StandardOutput() {
    }

    /**
     * The exit status after the command's own {@code status}: unchanged when {@code out} took everything or is a pipe
     * the reader closed; otherwise a one-line message on {@code err} and exit code 2, as for an --output file that
     * could not be written (README, "Exit codes").
     */
    static int status(int status, PrintStream out, PrintStream err, boolean toPipe) {
        if (!out.checkError() || toPipe) {   // checkError flushes first
            return status;
        }
        err.println("kernelscope: standard output could not be written (a full disk, or a closed or failing file or"
                + " device): what the command printed was lost; any --output file was written as usual.");
        return status == 0 ? KernelScope.EXIT_USER_ERROR : status;
    }

    /** Whether file descriptor 1 is a pipe (Linux /proc; elsewhere false, so a failed write is always reported). */
    static boolean isPipe() {
        try {
            return Files.readSymbolicLink(Path.of("/proc/self/fd/1")).toString().startsWith("pipe:");
        } catch (IOException | UnsupportedOperationException | SecurityException unknown) {
            return false;
        }
    }
}
