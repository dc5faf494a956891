/*
 * How an index expression changes between neighbouring work-items along x (get_global_id(0)/get_local_id(0) + 1):
 * an exact number of elements, a run-time value ("N", "2*lda"), or unknown (data-dependent or not affine).
 */
package dev.kernelscope.source;

public record Stride(Kind kind, long elements, String symbol) {
    public enum Kind { EXACT, SYMBOLIC, UNKNOWN }

    public static final Stride ZERO = exact(0);
    public static final Stride UNKNOWN = new Stride(Kind.UNKNOWN, 0, "?");

    public static Stride exact(long elements) {
        return new Stride(Kind.EXACT, elements, "");
    }

    public static Stride symbolic(String symbol) {
        return new Stride(Kind.SYMBOLIC, 0, symbol);
    }

    public boolean isExact() {
        return kind == Kind.EXACT;
    }

    public boolean isZero() {
        return kind == Kind.EXACT && elements == 0;
    }

    public boolean isKnown() {
        return kind != Kind.UNKNOWN;
    }

    public Stride plus(Stride other) {
        if (kind == Kind.UNKNOWN || other.kind == Kind.UNKNOWN) {
            return UNKNOWN;
        }
        if (isZero()) {
            return other;
        }
        if (other.isZero()) {
            return this;
        }
        if (isExact() && other.isExact()) {
            return exact(Math.addExact(elements, other.elements));
        }
        return symbolic(text() + " + " + other.text());
    }

    public Stride negate() {
        return switch (kind) {
            case EXACT -> exact(-elements);
            case SYMBOLIC -> symbolic("-(" + symbol + ")");
            case UNKNOWN -> UNKNOWN;
        };
    }

    /** This stride times a work-item-invariant factor: a constant or a named run-time value. */
    public Stride times(Value factor) {
        if (isZero()) {
            return this;
        }
        if (kind == Kind.UNKNOWN) {
            return UNKNOWN;
        }
        if (factor.constant() != null) {
            long c = factor.constant();
            if (c == 0) {
                return ZERO;
            }
            return isExact() ? exact(Math.multiplyExact(elements, c)) : symbolic(c + "*(" + symbol + ")");
        }
        String left = isExact() ? (elements == 1 ? "" : elements + "*") : "(" + symbol + ")*";
        return symbolic(left + factor.text());
    }

    /** "8" or "N" or "?". */
    public String text() {
        return switch (kind) {
            case EXACT -> Long.toString(elements);
            case SYMBOLIC -> symbol;
            case UNKNOWN -> "?";
        };
    }

    /** A work-item-invariant value: a constant when known, else the expression's text (a parameter's name). */
    public record Value(Long constant, String text) {
        public static Value of(long constant) {
            return new Value(constant, Long.toString(constant));
        }
    }

    @Override
    public String toString() {
        return text();
    }
}
