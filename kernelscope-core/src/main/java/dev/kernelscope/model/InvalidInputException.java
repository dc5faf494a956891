/*
 * A value the user gave (a flag, a file, a CSV row) that KernelScope cannot accept.
 * The message is the whole explanation shown to the user and names the limit that was broken;
 * the CLI turns it into exit code 2.
 */
package dev.kernelscope.model;

public class InvalidInputException extends RuntimeException {
    public InvalidInputException(String message) {
        super(message);
    }

    public InvalidInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
