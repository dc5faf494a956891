/*
 * A tuning database (GEMM's or the stencils') whose content, not its reading, is wrong: no entries list, a parameter
 * that is no integer, an unknown shape class, variant or backend. Said as it is; the file's name is the caller's.
 */
package dev.kernelscope.kernels;

import java.io.IOException;

public final class TuningFormatException extends IOException {
    public TuningFormatException(String message) {
        super(message);
    }

    /** The entries of a database's JSON tree: its "entries" list, or this exception when it has none. */
    public static com.fasterxml.jackson.databind.JsonNode entries(com.fasterxml.jackson.databind.JsonNode root,
                                                                   String resource) throws TuningFormatException {
        if (root == null || !root.path("entries").isArray()) {
            throw new TuningFormatException("it holds no \"entries\" list, as " + resource
                    + " and tune --write-database's files do");
        }
        return root.path("entries");
    }

    /** A parameter's value as a long, or this exception when the JSON value is no integer. */
    public static long integer(String name, com.fasterxml.jackson.databind.JsonNode value)
            throws TuningFormatException {
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new TuningFormatException("parameter " + name + " of an entry is " + value + ", not an integer");
        }
        return value.asLong();
    }
}
