/*
 * Writes a derived program's steps as text (what SassProgram and AmdProgram emit): consecutive instructions of one
 * kind, with no scoreboard wait of their own, merge into one step line `KEYWORD COUNT [options]`; nested loops
 * indent their bodies.
 */
package dev.kernelscope.model.sim;

final class StepWriter {
    final StringBuilder body = new StringBuilder();
    /** Instructions per wave on the path, loops at their trips. */
    long issued;
    private String indent = "";
    private String kind;           // the open step's keyword and options, e.g. "alu" or "mem bytes=512 sb=2"
    private int count;

    /** Closes the open step. */
    void flush() {
        if (kind != null) {
            int space = kind.indexOf(' ');
            body.append(indent).append(space < 0 ? kind : kind.substring(0, space)).append(' ').append(count)
                    .append(space < 0 ? "" : kind.substring(space)).append('\n');
            kind = null;
            count = 0;
        }
    }

    /** A line of its own (a barrier, a wait, a loop's braces), after the open step. */
    void line(String text) {
        flush();
        body.append(indent).append(text).append('\n');
    }

    /** A loop of {@code trips} around what {@code body} writes, its head labelled in a comment. */
    void loop(int trips, String label, Runnable body) {
        line("loop " + trips + " {   # " + label);
        String outer = indent;
        indent = outer + "  ";
        body.run();
        flush();
        indent = outer;
        line("}");
    }

    /** One instruction of {@code keyword} (with its options) waiting for the scoreboards in {@code waitMask}. */
    void instruction(String keyword, int waitMask) {
        if (keyword.equals(kind) && waitMask == 0) {
            count++;
        } else {
            flush();
            kind = waitMask == 0 ? keyword : keyword + " waitsb=" + waitMask;
            count = 1;
        }
    }
}
