/*
 * One restriction on a rung's parameters (Kernel Tuner's "restrictions as data"): a formula shown to the user,
 * the reason it exists, and the test. Checked before compiling, so a bad configuration is a clear message,
 * not a compiler error or a wrong answer.
 */
package dev.kernelscope.kernels.gemm;

import java.util.Map;
import java.util.function.Predicate;

/**
 * @param formula the restriction as the kernel's defines spell it, e.g. "BM % TM == 0"
 * @param reason why the kernel needs it, in a few words
 * @param holds the test over the complete parameter map (defaults plus overrides)
 */
public record ParameterConstraint(String formula, String reason, Predicate<Map<String, Long>> holds) {

    static ParameterConstraint of(String formula, String reason, Predicate<Map<String, Long>> holds) {
        return new ParameterConstraint(formula, reason, holds);
    }

    /** Every parameter at least 1: the tiling arithmetic divides by them. */
    static ParameterConstraint positive(String name) {
        return of(name + " >= 1", "a size or count", p -> p.get(name) >= 1);
    }

    /** {@code a % b == 0}. */
    static ParameterConstraint divides(String b, String a, String reason) {
        return of(a + " % " + b + " == 0", reason, p -> p.get(b) > 0 && p.get(a) % p.get(b) == 0);
    }
}
