/*
 * The source rules about data types and arithmetic idioms from seeds 000/003 and 002: constants beyond half's range,
 * float literals in half code, wide thread IDs and split accumulators on 16-bit-register GPUs, hand-written built-ins,
 * selects written as arithmetic, bool arrays to pack into bits, int2 coordinate arrays to pack into 16+16 bits,
 * unsigned 32-bit index arithmetic.
 */
package dev.kernelscope.advise;

import dev.kernelscope.source.AddressSpace;
import dev.kernelscope.source.AstNode;
import dev.kernelscope.source.KernelDataflow;
import dev.kernelscope.source.KernelFunction;
import dev.kernelscope.source.NodeKind;
import dev.kernelscope.source.SourceLocation;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

final class DataTypeRules {
    private final KernelFunction kernel;
    private final KernelDataflow flow;
    private final boolean sixteenBitRegisters;
    private final long[] global;
    private final List<Finding> findings;

    DataTypeRules(KernelFunction kernel, KernelDataflow flow, boolean sixteenBitRegisters, long[] global,
            List<Finding> findings) {
        this.kernel = kernel;
        this.flow = flow;
        this.sixteenBitRegisters = sixteenBitRegisters;
        this.global = global;
        this.findings = findings;
    }

    void run() {
        halfRange();
        floatLiteralsInHalf();
        threadIdTypes();
        handWrittenBuiltins();
        multipleAccumulators();
        arithmeticSelects();
        flagArrays();
        coordinateArrays();
        unsignedIndices();
    }

    /** The largest finite half (IEEE 754 binary16): (2 - 2^-10) x 2^15. */
    static final double HALF_MAX = 65504;

    private void halfRange() {
        kernel.body().walk(node -> {
            if (!isHalf(node.type()) || node.kind() == NodeKind.FLOAT_LITERAL || node.kind() == NodeKind.INT_LITERAL) {
                return;
            }
            AstNode literal = singleChildLiteral(node);
            if (literal == null || literal == node || literal.value().isEmpty()) {
                return;
            }
            double value = literal.value().get().doubleValue();
            if (Double.isFinite(value) && Math.abs(value) > HALF_MAX && !isHalf(literal.type())) {
                add(Rule.HALF_OUT_OF_RANGE, literal, String.format(Locale.ROOT, "%s becomes a half here, but the "
                        + "largest finite half is 65,504: the value is %sinfinity", literal.text().isEmpty()
                        ? String.valueOf(value) : literal.text(), value < 0 ? "-" : ""),
                        "a wrong result (infinity), not a slowdown");
            }
        });
    }

    /** The literal under a chain of single-child casts and parentheses, or null. */
    private static AstNode singleChildLiteral(AstNode node) {
        AstNode current = node;
        while (current.children().size() == 1 || current.kind() == NodeKind.CAST) {
            if (current.kind() == NodeKind.INT_LITERAL || current.kind() == NodeKind.FLOAT_LITERAL) {
                return current;
            }
            if (current.children().isEmpty()) {
                return null;
            }
            current = current.children().getLast(); // a CAST's last child is its operand (a TYPE_REF may precede it)
        }
        return current.kind() == NodeKind.INT_LITERAL || current.kind() == NodeKind.FLOAT_LITERAL ? current : null;
    }

    private static boolean isHalf(String type) {
        String t = type.replace("__private", "").replace("const", "").strip();
        return t.equals("half") || t.matches("half(2|3|4|8|16)");
    }

    private void floatLiteralsInHalf() {
        for (AstNode node : kernel.body().findAll(NodeKind.BINARY)) {
            if (node.children().size() != 2 || !node.type().replace("__private", "").strip().startsWith("float")
                    || !Set.of("+", "-", "*", "/").contains(node.operator())) {
                continue;
            }
            AstNode left = node.child(0).stripped();
            AstNode right = node.child(1).stripped();
            AstNode literal = left.kind() == NodeKind.FLOAT_LITERAL ? left
                    : right.kind() == NodeKind.FLOAT_LITERAL ? right : null;
            AstNode other = literal == left ? right : left;
            if (literal != null && isHalf(innermostType(other))) {
                add(Rule.FLOAT_LITERAL_IN_HALF_CODE, literal, "the float literal " + literal.text() + " makes '"
                        + node.operator() + "' on a half a float operation (half promoted, result converted back); "
                        + "write (half)" + literal.text(), "a float operation and two conversions instead of one "
                        + "half operation (2x the register space for its operands)");
            }
        }
    }

    /** The type below the implicit conversions of an operand (a half promoted to float is still "half"). */
    private static String innermostType(AstNode operand) {
        AstNode node = operand;
        while (node.kind() == NodeKind.UNEXPOSED_EXPR && node.children().size() == 1) {
            node = node.child(0);
        }
        return node.type();
    }

    private void threadIdTypes() {
        if (!sixteenBitRegisters) {
            return;
        }
        for (AstNode variable : kernel.variables()) {
            if (variable.typeBytes() < 4 || !SourceRules.isInteger(variable.type()) || variable.children().isEmpty()) {
                continue;
            }
            AstNode init = variable.children().getLast().stripped();
            while (init.kind() == NodeKind.CAST && !init.children().isEmpty()) {
                init = init.children().getLast().stripped();
            }
            if (init.kind() != NodeKind.CALL) {
                continue;
            }
            String callee = init.callee();
            List<AstNode> args = KernelDataflow.arguments(init);
            int dimension = args.isEmpty() ? 0 : (int) args.getFirst().intValue().orElse(0);
            boolean local = callee.equals("get_local_id");
            boolean smallGlobal = callee.equals("get_global_id") && dimension < global.length
                    && global[dimension] <= 65535;
            if (local || smallGlobal) {
                String type = variable.type().replace("__private", "").replace("const", "").strip();
                add(Rule.WIDE_THREAD_ID, variable, variable.spelling() + " holds " + callee + "(" + dimension + ") in "
                        + type + " (" + variable.typeBytes() * 8 + "-bit); "
                        + (local ? "a group has at most 1,024 work-items" : "the global size " + global[dimension]
                                + " is below 65,536") + ", so ushort holds it",
                        "half the registers for the ID and 16-bit index arithmetic on 16-bit-register GPUs");
            }
        }
    }

    private void handWrittenBuiltins() {
        for (AstNode select : kernel.body().findAll(NodeKind.CONDITIONAL)) {
            if (select.children().size() != 3) {
                continue;
            }
            AstNode condition = select.child(0).stripped();
            if (condition.kind() != NodeKind.BINARY || condition.children().size() != 2
                    || !Set.of("<", "<=", ">", ">=").contains(condition.operator())) {
                continue;
            }
            AstNode a = condition.child(0).stripped();
            AstNode b = condition.child(1).stripped();
            AstNode then = select.child(1).stripped();
            AstNode otherwise = select.child(2).stripped();
            boolean floating = select.type().replace("__private", "").strip().matches("(float|half|double)");
            String builtin = null;
            if ((sameValue(then, a) && sameValue(otherwise, b)) || (sameValue(then, b) && sameValue(otherwise, a))) {
                boolean firstIsSmaller = condition.operator().startsWith("<") == sameValue(then, a);
                builtin = (floating ? "f" : "") + (firstIsSmaller ? "min" : "max");
            } else if (isZero(b) && isNegationOf(then, a) && sameValue(otherwise, a)
                    && condition.operator().startsWith("<")
                    || isZero(b) && isNegationOf(otherwise, a) && sameValue(then, a)
                    && condition.operator().startsWith(">")) {
                builtin = floating ? "fabs" : "abs";
            }
            if (builtin != null) {
                add(Rule.HAND_WRITTEN_BUILTIN, select, "'" + KernelDataflow.render(select) + "' is " + builtin + "(...); "
                        + "call the built-in", "the built-in is at least as fast (abs and negate are free modifiers)");
            }
        }
    }

    /** Two operands that name the same variable or the same constant. */
    private static boolean sameValue(AstNode x, AstNode y) {
        if (x.kind() == NodeKind.DECL_REF && y.kind() == NodeKind.DECL_REF) {
            return x.declaredAt() != null && x.declaredAt().equals(y.declaredAt());
        }
        return x.value().isPresent() && y.value().isPresent() && x.children().isEmpty() == y.children().isEmpty()
                && x.value().get().doubleValue() == y.value().get().doubleValue()
                && (x.kind() == NodeKind.INT_LITERAL || x.kind() == NodeKind.FLOAT_LITERAL)
                && (y.kind() == NodeKind.INT_LITERAL || y.kind() == NodeKind.FLOAT_LITERAL);
    }

    private static boolean isZero(AstNode node) {
        return node.value().isPresent() && node.value().get().doubleValue() == 0;
    }

    private static boolean isNegationOf(AstNode negated, AstNode operand) {
        return negated.kind() == NodeKind.UNARY && negated.operator().equals("-") && negated.children().size() == 1
                && sameValue(negated.child(0).stripped(), operand);
    }

    private void multipleAccumulators() {
        if (!sixteenBitRegisters) {
            return;
        }
        for (AstNode loop : kernel.body().findAll(NodeKind.FOR)) {
            Map<SourceLocation, AstNode> accumulators = new LinkedHashMap<>();
            for (AstNode add : loop.findAll(NodeKind.COMPOUND_ASSIGN)) {
                if (!add.operator().equals("+=") || SourceRules.innermostLoop(add) != loop || add.children().size() != 2) {
                    continue;
                }
                AstNode target = add.child(0).stripped();
                if (target.kind() == NodeKind.DECL_REF && target.declaredAt() != null
                        && !target.declaredAt().equals(loop.location()) && !isWithinLocation(loop, target.declaredAt())) {
                    accumulators.putIfAbsent(target.declaredAt(), target);
                }
            }
            if (accumulators.size() < 2) {
                continue;
            }
            // the partial sums are combined after the loop: a + b with both accumulators
            boolean combined = kernel.body().findAll(NodeKind.BINARY).stream().anyMatch(b -> b.operator().equals("+")
                    && b.children().size() == 2 && SourceRules.before(loop, b) && !b.isWithin(loop)
                    && accumulators.containsKey(b.child(0).stripped().declaredAt())
                    && accumulators.containsKey(b.child(1).stripped().declaredAt()));
            if (combined) {
                add(Rule.MULTIPLE_ACCUMULATORS, loop, "the loop at line " + loop.location().line() + " adds into "
                        + accumulators.size() + " partial sums (" + String.join(", ", accumulators.values().stream()
                        .map(AstNode::spelling).toList()) + ") that are added together after it; one accumulator "
                        + "is enough on this GPU", (accumulators.size() - 1) + " register"
                        + (accumulators.size() > 2 ? "s" : "") + " per work-item fewer");
            }
        }
    }

    private boolean isWithinLocation(AstNode scope, SourceLocation declaration) {
        boolean[] found = {false};
        scope.walk(n -> {
            if (n.kind() == NodeKind.VAR && n.location().equals(declaration)) {
                found[0] = true;
            }
        });
        return found[0];
    }

    private void arithmeticSelects() {
        for (AstNode sum : kernel.body().findAll(NodeKind.BINARY)) {
            if (!sum.operator().equals("+") || sum.children().size() != 2) {
                continue;
            }
            AstNode left = sum.child(0).stripped();
            AstNode right = sum.child(1).stripped();
            if (!isProduct(left) || !isProduct(right)) {
                continue;
            }
            AstNode condition = selectFactor(left, right);
            if (condition == null) {
                condition = selectFactor(right, left);
            }
            if (condition != null) {
                String c = condition.spelling();
                add(Rule.ARITHMETIC_SELECT, sum, "'" + c + " * a + (1 - " + c + ") * b' with " + c + " set from a "
                        + "comparison is a select written as arithmetic: write " + c + " ? a : b",
                        "a select instruction instead of two multiplies and an add");
            }
        }
    }

    private static boolean isProduct(AstNode node) {
        return node.kind() == NodeKind.BINARY && node.operator().equals("*") && node.children().size() == 2;
    }

    /** c when {@code p} has the factor c and {@code q} the factor (1 - c), c being a variable set from a comparison. */
    private AstNode selectFactor(AstNode p, AstNode q) {
        for (AstNode f : List.of(p.child(0).stripped(), p.child(1).stripped())) {
            if (f.kind() != NodeKind.DECL_REF || f.declaredAt() == null) {
                continue;
            }
            for (AstNode g : List.of(q.child(0).stripped(), q.child(1).stripped())) {
                boolean oneMinus = g.kind() == NodeKind.BINARY && g.operator().equals("-") && g.children().size() == 2
                        && g.child(0).stripped().value().map(v -> v.doubleValue() == 1).orElse(false)
                        && f.declaredAt().equals(g.child(1).stripped().declaredAt());
                if (oneMinus && setFromComparison(f.declaredAt())) {
                    return f;
                }
            }
        }
        return null;
    }

    private boolean setFromComparison(SourceLocation declaration) {
        for (AstNode variable : kernel.variables()) {
            if (!variable.location().equals(declaration) || variable.children().isEmpty()) {
                continue;
            }
            AstNode init = variable.children().getLast().stripped();
            while (init.kind() == NodeKind.CAST && !init.children().isEmpty()) {
                init = init.children().getLast().stripped();
            }
            return init.kind() == NodeKind.BINARY
                    && Set.of("<", "<=", ">", ">=", "==", "!=").contains(init.operator());
        }
        return false;
    }

    private void flagArrays() {
        for (AstNode array : kernel.privateArrays()) {
            String type = array.type().replace("__private", "").strip();
            if (type.matches("(const\\s+)?bool\\s*\\[.*")) {
                long flags = Math.max(0, array.arrayLength());
                add(Rule.PRIVATE_FLAG_ARRAY, array, "private array " + array.spelling() + " holds " + flags
                        + " bools; " + Math.ceilDiv(Math.max(1, flags), 32) + " uint" + (flags > 32 ? "s" : "")
                        + " hold them as bits (test (bits >> i) & 1, count with popcount)", String.format(Locale.ROOT,
                        "%d byte-sized flags (often a register each) -> %d register%s", flags,
                        Math.ceilDiv(Math.max(1, flags), 32), flags > 32 ? "s" : ""));
            }
        }
    }

    /** Seeds 000/003: "2D integer coordinates can be packed as 16b+16b" in one VGPR. */
    private void coordinateArrays() {
        for (AstNode array : kernel.privateArrays()) {
            String type = array.type().replace("__private", "").strip();
            if (type.matches("(const\\s+)?u?int2\\s*\\[.*")) {
                long pairs = Math.max(1, array.arrayLength());
                add(Rule.PRIVATE_COORDINATE_ARRAY, array, String.format(Locale.ROOT, "private array %s holds %d %s "
                        + "(%d registers); if both halves fit 16 bits, %d uints hold them as x | (y << 16) (unpack with "
                        + "p & 0xFFFF and p >> 16)", array.spelling(), pairs, type.replaceAll("\\s*\\[.*", ""),
                        2 * pairs, pairs), String.format(Locale.ROOT, "%d -> %d registers", 2 * pairs, pairs));
            }
        }
    }

    private void unsignedIndices() {
        Set<SourceLocation> reported = new HashSet<>();
        for (AstNode subscript : kernel.body().findAll(NodeKind.SUBSCRIPT)) {
            if (subscript.arrayLength() >= 0 || subscript.children().size() != 2) {
                continue;
            }
            Optional<AstNode> base = KernelDataflow.base(subscript);
            if (base.isEmpty() || flow.declaration(base.get()).map(SourceRules::spaceOf)
                    .filter(sp -> sp == AddressSpace.GLOBAL || sp == AddressSpace.CONSTANT).isEmpty()) {
                continue;
            }
            AstNode index = subscript.child(1).stripped();
            if (index.kind() != NodeKind.BINARY || !Set.of("+", "-", "*", "<<").contains(index.operator())
                    || !isUnsigned32(index.type())) {
                continue;
            }
            for (AstNode variable : kernel.variables()) {
                if (isUnsigned32(variable.type()) && flow.variablesRead(index).contains(variable.location())
                        && reported.add(variable.location())) {
                    add(Rule.UNSIGNED_INDEX_ARITHMETIC, subscript, variable.spelling() + " is "
                            + variable.type().replace("__private", "").strip() + " and the index "
                            + KernelDataflow.render(index) + " of " + base.get().spelling() + " is computed in unsigned "
                            + "32-bit arithmetic; make " + variable.spelling() + " an int",
                            "an extra extend per access and no folding into the address arithmetic");
                }
            }
        }
    }

    private static boolean isUnsigned32(String type) {
        String t = type.replace("__private", "").replace("const", "").strip();
        return t.equals("uint") || t.equals("unsigned int") || t.equals("unsigned");
    }

    private void add(Rule rule, AstNode at, String message, String estimate) {
        findings.add(new Finding(rule, kernel.name(), at.location(), message, estimate));
    }
}
