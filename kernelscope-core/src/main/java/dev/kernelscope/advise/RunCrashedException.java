/*
 * A user kernel's run in a child process (analyze --run, bench ab) could not finish: the process stopped on a native
 * crash (a signal, an abnormal exit) or was stopped at its time bound. The kernel's fault as a rule (an access outside
 * the buffers it was given, a loop that never ends), so it ends the command with the message for the user instead
 * of becoming one device's failed run.
 */
package dev.kernelscope.advise;

import dev.kernelscope.model.InvalidInputException;

public final class RunCrashedException extends InvalidInputException {
    public RunCrashedException(String message) {
        super(message);
    }
}
