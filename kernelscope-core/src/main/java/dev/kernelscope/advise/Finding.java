/*
 * One finding in a user's kernel: the rule, the kernel, where, a one-line message, and the estimated gain with its
 * reasoning when it can be computed (empty otherwise).
 */
package dev.kernelscope.advise;

import dev.kernelscope.source.SourceLocation;

public record Finding(Rule rule, String kernel, SourceLocation location, String message, String estimate) {
    public Finding {
        estimate = estimate == null ? "" : estimate;
    }

    public Severity severity() {
        return rule.severity();
    }
}
