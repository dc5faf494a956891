/*
 * analyze --run's device run could not finish because the process running it stopped on a native crash (a signal,
 * an abnormal exit): a user error as a rule (the kernel accessed memory outside the buffers it was given), so it
 * ends the command with the message for the user instead of becoming one device's failed run.
 */
package dev.kernelscope.advise;

import dev.kernelscope.model.InvalidInputException;

public final class RunCrashedException extends InvalidInputException {
    public RunCrashedException(String message) {
        super(message);
    }
}
