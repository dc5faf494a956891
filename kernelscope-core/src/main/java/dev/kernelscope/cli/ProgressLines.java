/*
 * Progress lines on standard error, "kernelscope: ..." and flushed at once (a long run shows where it is), or none
 * with --quiet: what a library call reports through a Consumer<String> while a command runs.
 */
package dev.kernelscope.cli;

import java.io.PrintWriter;
import java.util.function.Consumer;

final class ProgressLines {
    private ProgressLines() {}

    static Consumer<String> to(PrintWriter err, boolean quiet) {
        return message -> {
            if (!quiet) {
                err.println("kernelscope: " + message);
                err.flush();
            }
        };
    }
}
