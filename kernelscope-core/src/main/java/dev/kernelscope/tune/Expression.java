/*
 * A tiny, safe integer expression language for tuning restrictions and launch geometry: + - * / % (C integer
 * division, truncating), comparisons (chained as in Python: 1 <= STAGES <= 4), && || ! (also and/or/not),
 * parentheses, min/max/abs, true/false. No side effects, no reflection, no script engine.
 */
package dev.kernelscope.tune;

import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

public final class Expression {

    /** Values of the variables; {@link #value} throws {@link Unbound} for one not bound yet (partial evaluation). */
    @FunctionalInterface
    public interface Bindings {
        long value(String name);
    }

    /**
     * Thrown while evaluating a restriction over a partial configuration: the result depends on a parameter not
     * chosen yet. Stackless and shared: enumeration throws it often, so it must cost no more than a branch.
     */
    public static final class Unbound extends RuntimeException {
        public static final Unbound INSTANCE = new Unbound();

        private Unbound() {
            super("unbound variable", null, false, false);
        }
    }

    /** Thrown by {@link #evaluate} for a division or remainder by zero (an ArithmeticException, as overflow is). */
    public static final class DivisionByZero extends ArithmeticException {
        DivisionByZero() {
            super("division by zero");
        }
    }

    private sealed interface Node permits Num, Var, Unary, Binary, Call, Chain {}

    private record Num(long value) implements Node {}

    private record Var(String name) implements Node {}

    private record Unary(char op, Node operand) implements Node {}

    private record Binary(String op, Node left, Node right) implements Node {}

    private record Call(String function, List<Node> args) implements Node {}

    /** a op1 b op2 c ...: true when every adjacent comparison holds (Python's chaining). */
    private record Chain(List<String> ops, List<Node> operands) implements Node {}

    private final String text;
    private final Node root;
    private final Set<String> variables;

    private Expression(String text, Node root, Set<String> variables) {
        this.text = text;
        this.root = root;
        this.variables = Collections.unmodifiableSet(variables);
    }

    /**
     * Bounds that keep parsing and evaluating (both recursive) within a thread's stack: 100,000 nested parentheses
     * ended in a StackOverflowError, reported as "the Java heap ran out" with exit code 1.
     */
    static final int MAX_LENGTH = 4096;
    static final int MAX_NESTING = 200;   // levels of the parser: each parenthesis takes two

    /** Parses {@code text}; a syntax error is an InvalidInputException naming the position. */
    public static Expression parse(String text) {
        if (text.length() > MAX_LENGTH) {
            throw new InvalidInputException("The expression '" + UserText.quote(text) + "' is " + text.length()
                    + " characters long; an expression may have at most " + MAX_LENGTH + ".");
        }
        Parser parser = new Parser(text);
        Node root = parser.parseOr();
        parser.skipSpace();
        if (parser.pos < text.length()) {
            throw parser.error("unexpected '" + text.charAt(parser.pos) + "'");
        }
        return new Expression(text, root, parser.variables);
    }

    public String text() {
        return text;
    }

    /** The names the expression reads. */
    public Set<String> variables() {
        return variables;
    }

    /**
     * The integer value (comparisons and logic give 1 or 0). Division or remainder by zero throws
     * {@link DivisionByZero}, overflow an ArithmeticException.
     */
    public long evaluate(Bindings bindings) {
        return eval(root, bindings);
    }

    /** True when the value is not zero. */
    public boolean test(Bindings bindings) {
        return eval(root, bindings) != 0;
    }

    /**
     * True when the value, computed as Python computes it, is not zero: {@code /} is exact division (32 / 3 > 10
     * holds; C's truncation said no), {@code //} floors and {@code %} takes the divisor's sign. Kernel Tuner's
     * restrictions are Python, so a space file's are tested this way. Exact fractions of 64-bit integers: overflow,
     * a fractional exponent and division by zero throw as {@link #evaluate} does.
     */
    public boolean holdsInPython(Bindings bindings) {
        return !python(root, bindings).isZero();
    }

    /** The values this expression reads, "N=100000, TILE=1", for a message about one configuration. */
    public String valuesRead(Bindings bindings) {
        List<String> values = new ArrayList<>();
        for (String name : variables) {
            values.add(name + "=" + bindings.value(name));
        }
        return String.join(", ", values);
    }

    @Override
    public String toString() {
        return text;
    }

    private static long eval(Node node, Bindings b) {
        return switch (node) {
            case Num num -> num.value();
            case Var var -> b.value(var.name());
            case Unary u -> switch (u.op()) {
                case '-' -> -eval(u.operand(), b);
                case '!' -> eval(u.operand(), b) == 0 ? 1 : 0;
                default -> eval(u.operand(), b);
            };
            case Binary bin -> binary(bin, b);
            case Call call -> call(call, b);
            case Chain chain -> {
                long left = eval(chain.operands().getFirst(), b);
                for (int i = 0; i < chain.ops().size(); i++) {
                    long right = eval(chain.operands().get(i + 1), b);
                    if (!compare(chain.ops().get(i), left, right)) {
                        yield 0;
                    }
                    left = right;
                }
                yield 1;
            }
        };
    }

    private static long binary(Binary bin, Bindings b) {
        switch (bin.op()) {
            case "&&": {
                // an unbound left operand does not decide the result if the right one is false
                long left;
                try {
                    left = eval(bin.left(), b);
                } catch (Unbound unbound) {
                    if (eval(bin.right(), b) == 0) {
                        return 0;
                    }
                    throw unbound;
                }
                return left != 0 && eval(bin.right(), b) != 0 ? 1 : 0;
            }
            case "||": {
                long left;
                try {
                    left = eval(bin.left(), b);
                } catch (Unbound unbound) {
                    if (eval(bin.right(), b) != 0) {
                        return 1;
                    }
                    throw unbound;
                }
                return left != 0 || eval(bin.right(), b) != 0 ? 1 : 0;
            }
            default:
                break;
        }
        long l = eval(bin.left(), b);
        long r = eval(bin.right(), b);
        if (r == 0 && (bin.op().equals("/") || bin.op().equals("//") || bin.op().equals("%"))) {
            // checked, not left to the JVM: PoCL's SIGFPE handler once made Java's division by zero return garbage
            throw new DivisionByZero();
        }
        return switch (bin.op()) {
            case "+" -> Math.addExact(l, r);
            case "-" -> Math.subtractExact(l, r);
            case "*" -> Math.multiplyExact(l, r);
            case "/" -> l / r;
            case "//" -> Math.floorDiv(l, r);
            case "%" -> l % r;
            case "**" -> power(l, r);
            default -> throw new IllegalStateException(bin.op());
        };
    }

    /** An exact fraction n / d, d > 0, in lowest terms. */
    private record Fraction(long n, long d) {
        static final Fraction ZERO = new Fraction(0, 1);
        static final Fraction ONE = new Fraction(1, 1);

        static Fraction of(long n, long d) {
            if (d == 0) {
                throw new DivisionByZero();
            }
            long g = gcd(Math.abs(n), Math.abs(d));
            long sign = d < 0 ? -1 : 1;
            return new Fraction(Math.multiplyExact(sign, n / g), Math.multiplyExact(sign, d / g));
        }

        static Fraction of(boolean truth) {
            return truth ? ONE : ZERO;
        }

        private static long gcd(long a, long b) {
            return b == 0 ? Math.max(a, 1) : gcd(b, a % b);
        }

        boolean isZero() {
            return n == 0;
        }

        long floor() {
            return Math.floorDiv(n, d);
        }

        Fraction plus(Fraction o) {
            return of(Math.addExact(Math.multiplyExact(n, o.d), Math.multiplyExact(o.n, d)), Math.multiplyExact(d, o.d));
        }

        Fraction times(Fraction o) {
            return of(Math.multiplyExact(n, o.n), Math.multiplyExact(d, o.d));
        }

        Fraction dividedBy(Fraction o) {
            return of(Math.multiplyExact(n, o.d), Math.multiplyExact(d, o.n));
        }

        int compareTo(Fraction o) {
            return Long.compare(Math.multiplyExact(n, o.d), Math.multiplyExact(o.n, d));
        }
    }

    private static Fraction python(Node node, Bindings b) {
        return switch (node) {
            case Num num -> Fraction.of(num.value(), 1);
            case Var var -> Fraction.of(b.value(var.name()), 1);
            case Unary u -> switch (u.op()) {
                case '-' -> python(u.operand(), b).times(Fraction.of(-1, 1));
                case '!' -> Fraction.of(python(u.operand(), b).isZero());
                default -> python(u.operand(), b);
            };
            case Binary bin -> pythonBinary(bin, b);
            case Call call -> {
                Fraction result = python(call.args().getFirst(), b);
                if (call.function().equals("abs")) {
                    yield result.n() < 0 ? result.times(Fraction.of(-1, 1)) : result;
                }
                for (int i = 1; i < call.args().size(); i++) {
                    Fraction v = python(call.args().get(i), b);
                    boolean smaller = v.compareTo(result) < 0;
                    result = call.function().equals("min") == smaller ? v : result;
                }
                yield result;
            }
            case Chain chain -> {
                Fraction left = python(chain.operands().getFirst(), b);
                for (int i = 0; i < chain.ops().size(); i++) {
                    Fraction right = python(chain.operands().get(i + 1), b);
                    int order = left.compareTo(right);
                    if (!compare(chain.ops().get(i), order, 0)) {
                        yield Fraction.ZERO;
                    }
                    left = right;
                }
                yield Fraction.ONE;
            }
        };
    }

    private static Fraction pythonBinary(Binary bin, Bindings b) {
        if (bin.op().equals("&&") || bin.op().equals("||")) {
            // as binary(): an unbound left operand does not decide the result if the right one does
            boolean and = bin.op().equals("&&");
            boolean left;
            try {
                left = !python(bin.left(), b).isZero();
            } catch (Unbound unbound) {
                if (python(bin.right(), b).isZero() == and) {
                    return Fraction.of(!and);
                }
                throw unbound;
            }
            return Fraction.of(and ? left && !python(bin.right(), b).isZero() : left || !python(bin.right(), b).isZero());
        }
        Fraction l = python(bin.left(), b);
        Fraction r = python(bin.right(), b);
        return switch (bin.op()) {
            case "+" -> l.plus(r);
            case "-" -> l.plus(r.times(Fraction.of(-1, 1)));
            case "*" -> l.times(r);
            case "/" -> l.dividedBy(r);
            case "//" -> Fraction.of(l.dividedBy(r).floor(), 1);
            case "%" -> l.plus(r.times(Fraction.of(-l.dividedBy(r).floor(), 1)));   // a - b * floor(a / b)
            case "**" -> {
                if (r.d() != 1 || l.d() != 1) {
                    throw new ArithmeticException("a fractional power");
                }
                yield Fraction.of(power(l.n(), r.n()), 1);
            }
            default -> throw new IllegalStateException(bin.op());
        };
    }

    private static long power(long base, long exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("negative exponent");
        }
        long result = 1;
        for (long i = 0; i < exponent; i++) {
            result = Math.multiplyExact(result, base);
        }
        return result;
    }

    private static long call(Call call, Bindings b) {
        long first = eval(call.args().getFirst(), b);
        switch (call.function()) {
            case "abs":
                return Math.abs(first);
            case "min":
            case "max":
                long result = first;
                for (int i = 1; i < call.args().size(); i++) {
                    long v = eval(call.args().get(i), b);
                    result = call.function().equals("min") ? Math.min(result, v) : Math.max(result, v);
                }
                return result;
            default:
                throw new IllegalStateException(call.function());
        }
    }

    private static boolean compare(String op, long l, long r) {
        return switch (op) {
            case "<" -> l < r;
            case "<=" -> l <= r;
            case ">" -> l > r;
            case ">=" -> l >= r;
            case "==" -> l == r;
            case "!=" -> l != r;
            default -> throw new IllegalStateException(op);
        };
    }

    /** Recursive descent, one method per precedence level (lowest first). */
    private static final class Parser {
        private final String s;
        private int pos;
        private final Set<String> variables = new TreeSet<>();

        Parser(String s) {
            this.s = s;
        }

        InvalidInputException error(String what) {
            return new InvalidInputException("Cannot parse the expression '" + UserText.quote(s) + "': " + what + " at position "
                    + (pos + 1) + ". Expressions use integers, parameter names, + - * / % **, comparisons"
                    + " (== != < <= > >=), && || ! (or and/or/not), parentheses and min/max/abs.");
        }

        void skipSpace() {
            while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
                pos++;
            }
        }

        boolean eat(String token) {
            skipSpace();
            if (!s.startsWith(token, pos)) {
                return false;
            }
            boolean word = Character.isLetter(token.charAt(0));
            int end = pos + token.length();
            if (word && end < s.length() && isIdentifierPart(s.charAt(end))) {
                return false;
            }
            pos = end;
            return true;
        }

        Node parseOr() {
            Node left = parseAnd();
            while (eat("||") || eat("or")) {
                left = new Binary("||", left, parseAnd());
            }
            return left;
        }

        Node parseAnd() {
            Node left = parseNot();
            while (eat("&&") || eat("and")) {
                left = new Binary("&&", left, parseNot());
            }
            return left;
        }

        private int nesting;

        /** Enters one more level of nesting (a parenthesis, a call, a prefix operator), refusing too many. */
        private void enter() {
            if (++nesting > MAX_NESTING) {
                throw error("nested too deeply (more than about " + MAX_NESTING / 2 + " parentheses or prefix operators)");
            }
        }

        Node parseNot() {
            enter();
            try {
                return parseNotAtThisLevel();
            } finally {
                nesting--;
            }
        }

        private Node parseNotAtThisLevel() {
            skipSpace();
            if (s.startsWith("!", pos) && !s.startsWith("!=", pos)) {
                pos++;
                return new Unary('!', parseNot());
            }
            if (eat("not")) {
                return new Unary('!', parseNot());
            }
            return parseComparison();
        }

        Node parseComparison() {
            Node first = parseSum();
            List<String> ops = new ArrayList<>();
            List<Node> operands = new ArrayList<>(List.of(first));
            while (true) {
                String op = null;
                for (String candidate : List.of("==", "!=", "<=", ">=", "<", ">")) {
                    if (eat(candidate)) {
                        op = candidate;
                        break;
                    }
                }
                if (op == null) {
                    break;
                }
                ops.add(op);
                operands.add(parseSum());
            }
            return ops.isEmpty() ? first : new Chain(List.copyOf(ops), List.copyOf(operands));
        }

        Node parseSum() {
            Node left = parseTerm();
            while (true) {
                if (eat("+")) {
                    left = new Binary("+", left, parseTerm());
                } else if (eat("-")) {
                    left = new Binary("-", left, parseTerm());
                } else {
                    return left;
                }
            }
        }

        Node parseTerm() {
            Node left = parseUnary();
            while (true) {
                skipSpace();
                if (s.startsWith("**", pos)) {
                    return left;   // handled in parsePower
                }
                if (eat("//")) {
                    left = new Binary("//", left, parseUnary());
                } else if (eat("*")) {
                    left = new Binary("*", left, parseUnary());
                } else if (eat("/")) {
                    left = new Binary("/", left, parseUnary());
                } else if (eat("%")) {
                    left = new Binary("%", left, parseUnary());
                } else {
                    return left;
                }
            }
        }

        Node parseUnary() {
            enter();
            try {
                if (eat("-")) {
                    return new Unary('-', parseUnary());
                }
                if (eat("+")) {
                    return parseUnary();
                }
                return parsePower();
            } finally {
                nesting--;
            }
        }

        Node parsePower() {
            Node base = parseAtom();
            if (eat("**")) {
                return new Binary("**", base, parseUnary());
            }
            return base;
        }

        Node parseAtom() {
            skipSpace();
            if (pos >= s.length()) {
                throw error("unexpected end");
            }
            char c = s.charAt(pos);
            if (c == '(') {
                pos++;
                Node inner = parseOr();
                if (!eat(")")) {
                    throw error("missing ')'");
                }
                return inner;
            }
            if (Character.isDigit(c)) {
                int start = pos;
                while (pos < s.length() && (Character.isDigit(s.charAt(pos)) || s.charAt(pos) == '_')) {
                    pos++;
                }
                try {
                    return new Num(Long.parseLong(s.substring(start, pos).replace("_", "")));
                } catch (NumberFormatException tooBig) {
                    throw error("number too large");
                }
            }
            if (Character.isLetter(c) || c == '_') {
                int start = pos;
                while (pos < s.length() && isIdentifierPart(s.charAt(pos))) {
                    pos++;
                }
                String name = s.substring(start, pos);
                switch (name) {
                    case "true", "True": return new Num(1);
                    case "false", "False": return new Num(0);
                    default: break;
                }
                if (eat("(")) {
                    if (!List.of("min", "max", "abs").contains(name)) {
                        throw error("unknown function '" + name + "'");
                    }
                    List<Node> args = new ArrayList<>();
                    args.add(parseOr());
                    while (eat(",")) {
                        args.add(parseOr());
                    }
                    if (!eat(")")) {
                        throw error("missing ')' after the arguments of " + name);
                    }
                    if (name.equals("abs") && args.size() != 1) {
                        throw error("abs takes one argument");
                    }
                    return new Call(name, List.copyOf(args));
                }
                variables.add(name);
                return new Var(name);
            }
            throw error("unexpected '" + c + "'");
        }

        private static boolean isIdentifierPart(char c) {
            return Character.isLetterOrDigit(c) || c == '_';
        }
    }
}
