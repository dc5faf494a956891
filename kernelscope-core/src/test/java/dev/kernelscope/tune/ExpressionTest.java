/*
 * The restriction language: integer arithmetic with C division, or exact fractions as Python computes for a space
 * file's restrictions, chained comparisons, logic in C and Python spelling, partial evaluation (an unbound name throws only when the answer depends on it), clear syntax errors.
 */
package dev.kernelscope.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kernelscope.model.InvalidInputException;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class ExpressionTest {
    /** The values given; any other name is unbound. */
    private static Expression.Bindings bound(Map<String, Long> values) {
        return name -> {
            Long v = values.get(name);
            if (v == null) {
                throw Expression.Unbound.INSTANCE;
            }
            return v;
        };
    }

    private static long eval(String text, Map<String, Long> values) {
        return Expression.parse(text).evaluate(bound(values));
    }

    @Test
    void arithmeticFollowsCPrecedenceAndTruncatingDivision() {
        assertThat(eval("2 + 3 * 4", Map.of())).isEqualTo(14);
        assertThat(eval("(2 + 3) * 4", Map.of())).isEqualTo(20);
        assertThat(eval("-7 / 2", Map.of())).isEqualTo(-3);
        assertThat(eval("-7 // 2", Map.of())).isEqualTo(-4);
        assertThat(eval("17 % 5", Map.of())).isEqualTo(2);
        assertThat(eval("2 ** 10", Map.of())).isEqualTo(1024);
        assertThat(eval("max(3, BM / 4, 1) + min(2, 9) + abs(-3)", Map.of("BM", 64L))).isEqualTo(21);
    }

    private static boolean python(String text, Map<String, Long> values) {
        return Restriction.python(text).test(bound(values));
    }

    /** Kernel Tuner's restrictions are Python: "block_size_x / 3 > 10" kept 64 only here, 32 and 64 there. */
    @Test
    void aSpaceFilesRestrictionsAreEvaluatedAsPythonDoes() {
        assertThat(python("block_size_x / 3 > 10", Map.of("block_size_x", 32L))).isTrue();
        assertThat(python("block_size_x / 3 > 10", Map.of("block_size_x", 30L))).isFalse();
        assertThat(Restriction.of("block_size_x / 3 > 10").test(name -> 32L)).as("C's truncation, our own spaces")
                .isFalse();
        assertThat(python("-7 // 2 == -4 and -7 % 2 == 1 and 7 % -2 == -1", Map.of())).isTrue();
        assertThat(python("1 / 3 + 1 / 6 == 1 / 2", Map.of())).isTrue();
        assertThat(python("2 ** 10 == 1024 and max(1 / 2, 1 / 3) == 1 / 2 and abs(-3 / 4) < 1", Map.of())).isTrue();
        assertThat(python("0 < B / T < 1", Map.of("B", 1L, "T", 2L))).isTrue();
        assertThat(Restriction.python("B / T > 1").undefinedAt(name -> name.equals("B") ? 4L : 0L))
                .isEqualTo("division by zero");
        assertThat(Restriction.python("2 ** (1 / 2) > 1").undefinedAt(name -> 0L)).contains("fractional");
        // an unbound operand that does not decide the result
        assertThat(python("X / 3 > 100 and B / 2 > 10", Map.of("B", 4L))).isFalse();
        assertThat(python("X / 3 > 100 or B / 2 > 1", Map.of("B", 4L))).isTrue();
    }

    @Test
    void restrictionsOfTheKernelTunerAndGemmKind() {
        Map<String, Long> p = Map.of("BM", 128L, "TM", 8L, "GROUP_Y", 4L, "BK", 8L);
        assertThat(eval("BM % (TM * GROUP_Y) == 0", p)).isEqualTo(1);
        assertThat(eval("BM * BK * 4 <= 49152", p)).isEqualTo(1);
        assertThat(eval("1 <= BK <= 4", p)).isZero();
        assertThat(eval("1 <= BK <= 8", p)).isEqualTo(1);
        assertThat(eval("BK == 8 && !(TM > 8) || BM < 0", p)).isEqualTo(1);
        assertThat(eval("BK == 8 and not TM > 8 or BM < 0", p)).isEqualTo(1);
        assertThat(eval("BK != 8", p)).isZero();
        assertThat(eval("True and False", p)).isZero();
    }

    @Test
    void anUnboundNameThrowsOnlyWhenTheResultDependsOnIt() {
        assertThat(eval("LATER == 1 || BK == 8", Map.of("BK", 8L))).isEqualTo(1);
        assertThat(eval("LATER == 1 && BK == 4", Map.of("BK", 8L))).isZero();
        assertThatThrownBy(() -> eval("LATER == 1 && BK == 8", Map.of("BK", 8L))).isSameAs(Expression.Unbound.INSTANCE);
        assertThat(Expression.parse("BM % (TM * GROUP_Y) == 0").variables()).containsExactly("BM", "GROUP_Y", "TM");
    }

    @Test
    void divisionByZeroIsAnArithmeticFailureAndARestrictionThatFails() {
        assertThatThrownBy(() -> eval("4 % X", Map.of("X", 0L))).isInstanceOf(Expression.DivisionByZero.class)
                .hasMessage("division by zero");
        assertThatThrownBy(() -> eval("N / (T - 1)", Map.of("N", 8L, "T", 1L))).isInstanceOf(
                Expression.DivisionByZero.class);
        assertThatThrownBy(() -> eval("N // (T - 1)", Map.of("N", 8L, "T", 1L))).isInstanceOf(
                Expression.DivisionByZero.class);
        Map<String, Long> values = Map.of("N", 8L, "T", 1L);
        assertThat(Expression.parse("N / (T - 1)").valuesRead(values::get)).isEqualTo("N=8, T=1");
        Restriction r = Restriction.of("4 % X == 0");
        assertThat(r.test(name -> 0L)).isFalse();
    }

    @Test
    void syntaxErrorsNameThePosition() {
        assertThatThrownBy(() -> Expression.parse("BM % (TM * 2")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("missing ')'");
        assertThatThrownBy(() -> Expression.parse("BM $ 2")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("position 4");
        assertThatThrownBy(() -> Expression.parse("system(1)")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("unknown function");
        assertThatThrownBy(() -> Expression.parse("")).isInstanceOf(InvalidInputException.class);
    }

    /** 100,000 nested parentheses overflowed the parser's stack: "the Java heap ran out", exit code 1. */
    @Test
    void deepNestingAndOverlongTextAreSyntaxErrorsAndTheLongestChainEvaluates() {
        assertThatThrownBy(() -> Expression.parse("(".repeat(2000) + "B" + ")".repeat(2000) + " > 1"))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("nested too deeply");
        assertThatThrownBy(() -> Expression.parse("-".repeat(500) + "B")).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("nested too deeply");
        assertThatThrownBy(() -> Expression.parse("(".repeat(100_000) + "B" + ")".repeat(100_000)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("at most 4096");
        assertThat(eval("(".repeat(90) + "B" + ")".repeat(90) + " + 1", Map.of("B", 2L))).isEqualTo(3);
        String chain = "B" + " + 1".repeat((Expression.MAX_LENGTH - 1) / 4);   // the deepest tree within the length
        assertThat(eval(chain, Map.of("B", 2L))).isEqualTo(2 + (Expression.MAX_LENGTH - 1) / 4);
    }

    @Property(tries = 300)
    void agreesWithJavaOnRandomArithmetic(@ForAll @IntRange(min = -1000, max = 1000) int a,
                                          @ForAll @IntRange(min = 1, max = 50) int b,
                                          @ForAll @IntRange(min = -20, max = 20) int c) {
        Map<String, Long> v = Map.of("a", (long) a, "b", (long) b, "c", (long) c);
        assertThat(eval("a * c - a / b + a % b", v)).isEqualTo((long) a * c - a / b + a % b);
        assertThat(eval("(a < c) == (c > a)", v)).isEqualTo(1);
        assertThat(eval("a <= c <= b", v)).isEqualTo(a <= c && c <= b ? 1 : 0);
    }
}
