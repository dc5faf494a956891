/*
 * The text files the jar ships beside its classes (kernel sources, preludes, simulator scenarios), read whole as
 * UTF-8: one place that knows how, and that a missing one is a broken build, not a user error.
 */
package dev.kernelscope.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

public final class TextResources {
    private TextResources() {}

    /** The text of resource {@code name}, relative to {@code beside}'s package as Class.getResourceAsStream reads it. */
    public static String read(Class<?> beside, String name) {
        try (InputStream in = beside.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name + " next to " + beside.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot read resource " + name + " next to " + beside.getName(), failure);
        }
    }
}
