/*
 * A restriction on a configuration, checked before anything is compiled: an expression over the parameters, or a
 * predicate over the parameter map (the GEMM ladder's ParameterConstraint). Either may be asked about a partial
 * configuration; it throws Expression.Unbound when the answer depends on a parameter not chosen yet.
 */
package dev.kernelscope.tune;

import java.util.AbstractMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

public interface Restriction {

    /** What the user reads in a skipped configuration's reason. */
    String text();

    /** The parameters it reads, or null when unknown (a Java predicate): then it is tried at every depth. */
    Set<String> variables();

    /** Whether it holds; throws Expression.Unbound when undecided on a partial configuration. */
    boolean test(Expression.Bindings bindings);

    /**
     * Why it cannot be evaluated at {@code bindings} (a division by zero, a 64-bit overflow), which {@link #test}
     * reads as false; null when it can, or when it is a predicate.
     */
    default String undefinedAt(Expression.Bindings bindings) {
        return null;
    }

    static Restriction of(String expression) {
        return of(Expression.parse(expression));
    }

    /** One written in C's integer arithmetic (our own spaces: {@code /} truncates). */
    static Restriction of(Expression expression) {
        return of(expression, expression::test);
    }

    /**
     * One from a space file, as Kernel Tuner's Python evaluates it ({@code /} exact, {@code //} floor, {@code %}
     * with the divisor's sign): {@code block_size_x / 3 > 10} keeps 32, as Kernel Tuner does.
     */
    static Restriction python(String expression) {
        Expression parsed = Expression.parse(expression);
        return of(parsed, parsed::holdsInPython);
    }

    private static Restriction of(Expression expression, java.util.function.Predicate<Expression.Bindings> holds) {
        return new Restriction() {
            @Override public String text() { return expression.text(); }
            @Override public Set<String> variables() { return expression.variables(); }

            @Override
            public boolean test(Expression.Bindings bindings) {
                try {
                    return holds.test(bindings);
                } catch (ArithmeticException divisionByZeroOrOverflow) {
                    return false;
                }
            }

            @Override
            public String undefinedAt(Expression.Bindings bindings) {
                try {
                    holds.test(bindings);
                    return null;
                } catch (ArithmeticException undefined) {
                    return undefined.getMessage();
                }
            }

            @Override public String toString() { return text(); }
        };
    }

    /**
     * A predicate over the parameter map; {@code names} are every name it may read (the space's parameters and
     * constants): reading one not bound yet makes it undecided, any other name reads as absent (null).
     */
    static Restriction ofPredicate(String text, Set<String> names, Predicate<Map<String, Long>> predicate) {
        return new Restriction() {
            @Override public String text() { return text; }
            @Override public Set<String> variables() { return null; }

            @Override
            public boolean test(Expression.Bindings bindings) {
                try {
                    return predicate.test(new BoundMap(names, bindings));
                } catch (ArithmeticException | NullPointerException divisionByZeroOrMissing) {
                    return false;
                }
            }

            @Override public String toString() { return text; }
        };
    }

    /** A read-only view of bindings as a Map, for predicates written against Map<String, Long>. */
    final class BoundMap extends AbstractMap<String, Long> {
        private final Set<String> names;
        private final Expression.Bindings bindings;

        BoundMap(Set<String> names, Expression.Bindings bindings) {
            this.names = names;
            this.bindings = bindings;
        }

        @Override
        public Long get(Object key) {
            return key instanceof String name && names.contains(name) ? bindings.value(name) : null;
        }

        @Override
        public boolean containsKey(Object key) {
            return key instanceof String name && names.contains(name);
        }

        @Override
        public Set<Entry<String, Long>> entrySet() {
            Map<String, Long> copy = new java.util.TreeMap<>();
            for (String name : names) {
                copy.put(name, bindings.value(name));
            }
            return copy.entrySet();
        }
    }
}
