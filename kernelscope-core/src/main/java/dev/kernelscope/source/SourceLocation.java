/*
 * Where a node of a parsed kernel sits in the user's file: the file as given, 1-based line and column (the
 * expansion location, so code from a macro points at the macro's use).
 */
package dev.kernelscope.source;

public record SourceLocation(String file, int line, int column) {
    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
