/*
 * What the advice rules ask of a kernel's variables: where each is defined and assigned, which are loop counters,
 * which values differ between work-items (depend on get_global_id/get_local_id or on data read through them), and
 * the affine stride of an index expression across neighbouring work-items in x. Conservative: unknown, never guessed.
 */
package dev.kernelscope.source;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

public final class KernelDataflow {
    private static final Set<String> THREAD_IDS = Set.of("get_global_id", "get_local_id");
    private static final Set<String> UNIFORM_BUILTINS = Set.of("get_group_id", "get_local_size", "get_global_size",
            "get_num_groups", "get_global_offset", "get_work_dim", "get_enqueued_local_size");

    private final KernelFunction kernel;
    private final Map<SourceLocation, AstNode> declarations = new HashMap<>();
    private final Map<SourceLocation, List<AstNode>> assignments = new HashMap<>(); // the assigning nodes, per variable
    private final Map<SourceLocation, AstNode> loopOf = new HashMap<>(); // loop counter -> its FOR node
    private final Set<SourceLocation> divergent = new HashSet<>();
    private final Map<AstNode, Stride> strideCache = new HashMap<>();
    private final Set<SourceLocation> resolving = new HashSet<>();
    private final Map<AstNode, List<AstNode>> earlyReturnsByBlock = new java.util.IdentityHashMap<>();
    private boolean laneRowsVary;

    public KernelDataflow(KernelFunction kernel) {
        this.kernel = kernel;
        for (AstNode param : kernel.node().children()) {
            if (param.kind() == NodeKind.PARAM) {
                declarations.put(param.location(), param);
            }
        }
        kernel.body().walk(node -> {
            switch (node.kind()) {
                case VAR -> declarations.put(node.location(), node);
                case BINARY -> {
                    if (node.operator().equals("=")) {
                        assigned(node.child(0)).ifPresent(name -> record(name, node));
                    }
                }
                case COMPOUND_ASSIGN -> assigned(node.child(0)).ifPresent(name -> record(name, node));
                case UNARY -> {
                    if (node.operator().contains("++") || node.operator().contains("--")) {
                        assigned(node.child(0)).ifPresent(name -> record(name, node));
                    }
                }
                case FOR -> counterDeclaration(node).ifPresent(key -> loopOf.put(key, node));
                default -> { }
            }
        });
        computeDivergence();
    }

    public KernelFunction kernel() {
        return kernel;
    }

    /** The declaration (VAR or PARAM) a reference names, if the kernel declares it. */
    public Optional<AstNode> declaration(AstNode reference) {
        return reference.declaredAt() == null ? Optional.empty() : Optional.ofNullable(declarations.get(reference.declaredAt()));
    }

    /** The nodes that assign the variable declared at {@code declaration} (=, op=, ++, --). */
    public List<AstNode> assignmentsOf(SourceLocation declaration) {
        return assignments.getOrDefault(declaration, List.of());
    }

    /** The FOR loop whose counter the variable declared at {@code declaration} is, if any. */
    public Optional<AstNode> loopOf(SourceLocation declaration) {
        return Optional.ofNullable(loopOf.get(declaration));
    }

    /** True when the value of {@code expression} can differ between work-items of one group. */
    public boolean isDivergent(AstNode expression) {
        boolean[] found = {false};
        expression.walk(node -> {
            if (node.kind() == NodeKind.CALL && THREAD_IDS.contains(node.callee())) {
                found[0] = true;
            } else if (node.kind() == NodeKind.DECL_REF && node.declaredAt() != null
                    && divergent.contains(node.declaredAt())) {
                found[0] = true;
            }
        });
        return found[0];
    }

    /** The declarations of the variables and parameters {@code expression} reads (not functions). */
    public Set<SourceLocation> variablesRead(AstNode expression) {
        Set<SourceLocation> read = new LinkedHashSet<>();
        expression.walk(node -> {
            if (node.kind() == NodeKind.DECL_REF && node.declaredAt() != null
                    && declarations.containsKey(node.declaredAt())) {
                read.add(node.declaredAt());
            }
        });
        return read;
    }

    /** The array or pointer a subscript reads or writes: the DECL_REF at the base of a[i][j], if it is a name. */
    public static Optional<AstNode> base(AstNode subscript) {
        AstNode node = subscript;
        while (node.kind() == NodeKind.SUBSCRIPT) {
            node = node.child(0).stripped();
        }
        return node.kind() == NodeKind.DECL_REF ? Optional.of(node) : Optional.empty();
    }

    /** True when this subscript is the target of an assignment (written, maybe also read for op=). */
    public static boolean isWritten(AstNode subscript) {
        AstNode parent = subscript.parent();
        while (parent != null && (parent.kind() == NodeKind.PAREN)) {
            subscript = parent;
            parent = parent.parent();
        }
        if (parent == null) {
            return false;
        }
        boolean assignment = (parent.kind() == NodeKind.BINARY && parent.operator().equals("="))
                || parent.kind() == NodeKind.COMPOUND_ASSIGN
                || (parent.kind() == NodeKind.UNARY && (parent.operator().contains("++") || parent.operator().contains("--")));
        return assignment && parent.child(0) == subscript;
    }

    /**
     * True when only the subscript's address is taken ({@code &a[i]}, {@code (&a[i])[k] = v}): no load or store of
     * a[i] itself happens there (ggml's diag_mask_inf stores through such addresses).
     */
    public static boolean isAddressTaken(AstNode subscript) {
        AstNode parent = subscript.parent();
        while (parent != null && parent.kind() == NodeKind.PAREN) {
            parent = parent.parent();
        }
        if (parent == null || parent.kind() != NodeKind.UNARY) {
            return false;
        }
        // inside a macro the operator is unknown, but only & turns an element that is no pointer into a pointer
        // (hashcat's COMPARE_M_SCALAR passes &digests_buf[DIGESTS_OFFSET_HOST] to find_hash)
        boolean pointerOfElement = parent.operator().isEmpty() && parent.type().endsWith("*")
                && !subscript.type().endsWith("*");
        return parent.operator().equals("&") || pointerOfElement;
    }

    /** True when this subscript's value is read (plain reads, op= and ++ targets; not an address taken). */
    public static boolean isRead(AstNode subscript) {
        if (isAddressTaken(subscript)) {
            return false;
        }
        AstNode parent = subscript.parent();
        boolean plainStore = parent != null && parent.kind() == NodeKind.BINARY && parent.operator().equals("=")
                && parent.child(0) == subscript;
        return !plainStore;
    }

    /**
     * The stride in elements of the flattened index of {@code subscript} (a[i] or a[i][j] on a constant array)
     * across neighbouring work-items in x.
     */
    public Stride subscriptStride(AstNode subscript) {
        AstNode base = subscript.child(0).stripped();
        Stride own = stride(subscript.child(1));
        if (base.kind() == NodeKind.SUBSCRIPT && base.arrayLength() > 0) {
            return subscriptStride(base).times(Stride.Value.of(base.arrayLength())).plus(own);
        }
        return own;
    }

    /**
     * The flattened index of {@code subscript} for each of {@code lanes} neighbouring work-items of one group (lane
     * l has local id (l % localX, l / localX)), with every work-item-invariant term set to 0 (it shifts all lanes
     * alike). Empty when a lane's index depends on data, or a run-time value multiplies or divides a lane's id.
     */
    public Optional<long[]> laneIndices(AstNode subscript, int lanes, long localX) {
        long[] indices = new long[lanes];
        laneRowsVary = localX < lanes;
        for (int lane = 0; lane < lanes; lane++) {
            Lane value = flattened(subscript, lane % localX, lane / localX);
            if (value == null) {
                return Optional.empty();
            }
            indices[lane] = value.value;
        }
        return Optional.of(indices);
    }

    /**
     * Which of {@code lanes} neighbouring work-items execute {@code node}: the lanes for which every enclosing if's
     * condition (then- or else-branch) and every earlier early return ({@code if (c) return;}) in an enclosing block
     * evaluates exactly on the lane ids; a condition that depends on data or on a run-time value counts as true for
     * every lane. So {@code if (tx == 0) out[g] = tile[tx * 16 + ty];} runs one lane per row, not a warp.
     */
    public boolean[] activeLanes(AstNode node, int lanes, long localX) {
        boolean[] active = new boolean[lanes];
        java.util.Arrays.fill(active, true);
        laneRowsVary = localX < lanes;
        AstNode child = node;
        for (AstNode parent = node.parent(); parent != null; child = parent, parent = parent.parent()) {
            if (parent.kind() == NodeKind.IF && parent.children().size() >= 2 && parent.child(0) != child) {
                boolean thenBranch = parent.child(1) == child;
                restrict(active, parent.child(0), thenBranch, localX);
            } else if (parent.kind() == NodeKind.BLOCK) {
                for (AstNode earlyReturn : earlyReturns(parent)) {
                    if (!before(earlyReturn.location(), child.location())) {
                        break;
                    }
                    restrict(active, earlyReturn.child(0), false, localX);
                }
            }
        }
        return active;
    }

    /**
     * The block's 'if (c) return;' statements in order, found once per block: scanning every earlier statement for
     * every access made a generated 10,000-line kernel take 11 s (quadratic).
     */
    private List<AstNode> earlyReturns(AstNode block) {
        return earlyReturnsByBlock.computeIfAbsent(block, b -> b.children().stream()
                .filter(statement -> statement.kind() == NodeKind.IF && statement.children().size() == 2
                        && returnsOnly(statement.child(1)))
                .toList());
    }

    private static boolean before(SourceLocation a, SourceLocation b) {
        return a.line() < b.line() || (a.line() == b.line() && a.column() < b.column());
    }

    private static boolean returnsOnly(AstNode statement) {
        AstNode node = statement;
        while (node.kind() == NodeKind.BLOCK && node.children().size() == 1) {
            node = node.child(0);
        }
        return node.kind() == NodeKind.RETURN;
    }

    /** Clears the lanes for which {@code condition} is known to be {@code !wanted}. */
    private void restrict(boolean[] active, AstNode condition, boolean wanted, long localX) {
        for (int lane = 0; lane < active.length; lane++) {
            if (active[lane]) {
                Boolean value = laneCondition(condition, lane % localX, lane / localX);
                if (value != null && value != wanted) {
                    active[lane] = false;
                }
            }
        }
    }

    /** A condition's truth for the lane at local id (x, y), or null when the lane ids alone do not decide it. */
    private Boolean laneCondition(AstNode condition, long x, long y) {
        AstNode node = condition.stripped();
        if (node.kind() == NodeKind.UNARY && node.operator().equals("!") && node.children().size() == 1) {
            Boolean operand = laneCondition(node.child(0), x, y);
            return operand == null ? null : !operand;
        }
        if (node.kind() != NodeKind.BINARY || node.children().size() != 2) {
            return null;
        }
        String operator = node.operator();
        if (operator.equals("&&") || operator.equals("||")) {
            Boolean a = laneCondition(node.child(0), x, y);
            Boolean b = laneCondition(node.child(1), x, y);
            boolean and = operator.equals("&&");
            if (a != null && b != null) {
                return and ? a && b : a || b;
            }
            Boolean known = a != null ? a : b;
            // one side unknown: && is false when the known side is, || true when the known side is
            return known != null && known != and ? known : null;
        }
        if (!Set.of("==", "!=", "<", "<=", ">", ">=").contains(operator)) {
            return null;
        }
        Lane a = lane(node.child(0), x, y);
        Lane b = lane(node.child(1), x, y);
        if (a == null || b == null || a.symbolic || b.symbolic || !(a.dependsOnLane || b.dependsOnLane)) {
            return null;
        }
        long left = a.value;
        long right = b.value;
        return switch (operator) {
            case "==" -> left == right;
            case "!=" -> left != right;
            case "<" -> left < right;
            case "<=" -> left <= right;
            case ">" -> left > right;
            default -> left >= right;
        };
    }

    /** A lane's value: exact, or shifted by an unknown work-item-invariant amount (symbolic). */
    private record Lane(long value, boolean dependsOnLane, boolean symbolic) {
        static final Lane SYMBOLIC = new Lane(0, false, true);

        static Lane constant(long value) {
            return new Lane(value, false, false);
        }
    }

    private Lane flattened(AstNode subscript, long x, long y) {
        AstNode base = subscript.child(0).stripped();
        Lane own = lane(subscript.child(1), x, y);
        if (own == null) {
            return null;
        }
        if (base.kind() == NodeKind.SUBSCRIPT && base.arrayLength() > 0) {
            Lane outer = flattened(base, x, y);
            Lane scaled = outer == null ? null : combine("*", outer, Lane.constant(base.arrayLength()));
            return scaled == null ? null : combine("+", scaled, own);
        }
        return own;
    }

    private Lane lane(AstNode expression, long x, long y) {
        AstNode node = expression.stripped();
        if (node.intValue().isPresent()) {
            return Lane.constant(node.intValue().getAsLong());
        }
        switch (node.kind()) {
            case CAST -> {
                return node.children().isEmpty() ? null : lane(node.children().getLast(), x, y);
            }
            case CALL -> {
                List<AstNode> args = arguments(node);
                if (THREAD_IDS.contains(node.callee()) && args.size() == 1 && args.getFirst().intValue().isPresent()) {
                    long dimension = args.getFirst().intValue().getAsLong();
                    if (dimension == 0) {
                        return new Lane(x, true, false);
                    }
                    return dimension == 1 && laneRowsVary ? new Lane(y, true, false) : Lane.constant(0);
                }
                return isDivergent(node) ? null : Lane.SYMBOLIC;
            }
            case DECL_REF -> {
                SourceLocation name = node.declaredAt();
                AstNode declaration = name == null ? null : declarations.get(name);
                if (declaration == null || declaration.kind() == NodeKind.PARAM) {
                    return Lane.SYMBOLIC;
                }
                AstNode init = initializer(declaration);
                AstNode loop = loopOf.get(name);
                boolean single = init != null && assignmentsOf(name).isEmpty();
                boolean counter = init != null && loop != null
                        && assignmentsOf(name).stream().allMatch(a -> a.isWithin(loop));
                if ((single || counter) && resolving.add(name)) {
                    try {
                        Lane value = lane(init, x, y);
                        // a counter adds the same steps in every lane: its start is what differs
                        return counter && !single && value != null ? new Lane(value.value, value.dependsOnLane, true)
                                : value;
                    } finally {
                        resolving.remove(name);
                    }
                }
                return divergent.contains(name) ? null : Lane.SYMBOLIC;
            }
            case UNARY -> {
                Lane operand = node.children().size() == 1 ? lane(node.child(0), x, y) : null;
                if (operand == null) {
                    return null;
                }
                return switch (node.operator()) {
                    case "-" -> new Lane(-operand.value, operand.dependsOnLane, operand.symbolic);
                    case "+" -> operand;
                    default -> operand.dependsOnLane ? null : Lane.SYMBOLIC;
                };
            }
            case BINARY -> {
                if (node.children().size() != 2) {
                    return null;
                }
                Lane a = lane(node.child(0), x, y);
                Lane b = lane(node.child(1), x, y);
                return a == null || b == null ? null : combine(node.operator(), a, b);
            }
            default -> {
                return isDivergent(node) ? null : Lane.SYMBOLIC;
            }
        }
    }

    private static Lane combine(String operator, Lane a, Lane b) {
        boolean lane = a.dependsOnLane || b.dependsOnLane;
        boolean symbolic = a.symbolic || b.symbolic;
        if (!lane) {
            return symbolic ? Lane.SYMBOLIC : constantOf(operator, a.value, b.value);
        }
        switch (operator) {
            case "+" -> {
                return new Lane(a.value + b.value, true, symbolic);
            }
            case "-" -> {
                return new Lane(a.value - b.value, true, symbolic);
            }
            default -> {
                // an unknown invariant must not scale, divide or mask a lane's id: the pattern would be unknown
                if ((a.symbolic && !a.dependsOnLane) || (b.symbolic && !b.dependsOnLane)) {
                    return null;
                }
                if (a.symbolic || b.symbolic) {
                    return null;
                }
                Lane exact = constantOf(operator, a.value, b.value);
                return exact == null ? null : new Lane(exact.value, true, false);
            }
        }
    }

    private static Lane constantOf(String operator, long a, long b) {
        return switch (operator) {
            case "+" -> Lane.constant(a + b);
            case "-" -> Lane.constant(a - b);
            case "*" -> Lane.constant(a * b);
            case "/" -> b == 0 ? null : Lane.constant(a / b);
            case "%" -> b == 0 ? null : Lane.constant(a % b);
            case "<<" -> b < 0 || b > 62 ? null : Lane.constant(a << b);
            case ">>" -> b < 0 || b > 62 ? null : Lane.constant(a >> b);
            case "&" -> Lane.constant(a & b);
            case "|" -> Lane.constant(a | b);
            case "^" -> Lane.constant(a ^ b);
            default -> null;
        };
    }

    /** The stride of {@code expression} across neighbouring work-items in x (see the class comment). */
    public Stride stride(AstNode expression) {
        AstNode node = expression.stripped();
        Stride cached = strideCache.get(node);
        if (cached != null) {
            return cached;
        }
        Stride result;
        try {
            result = computeStride(node);
        } catch (ArithmeticException overflow) {
            result = Stride.UNKNOWN;
        }
        strideCache.put(node, result);
        return result;
    }

    private Stride computeStride(AstNode node) {
        if (node.intValue().isPresent() || node.kind() == NodeKind.INT_LITERAL || node.kind() == NodeKind.FLOAT_LITERAL) {
            return Stride.ZERO;
        }
        switch (node.kind()) {
            case CAST, UNEXPOSED_EXPR, PAREN -> {
                return node.children().isEmpty() ? Stride.UNKNOWN : stride(node.children().getLast());
            }
            case CALL -> {
                String callee = node.callee();
                List<AstNode> args = arguments(node);
                if (THREAD_IDS.contains(callee)) {
                    return args.size() == 1 && args.getFirst().intValue().isPresent()
                            ? Stride.exact(args.getFirst().intValue().getAsLong() == 0 ? 1 : 0) : Stride.UNKNOWN;
                }
                if (UNIFORM_BUILTINS.contains(callee)) {
                    return Stride.ZERO;
                }
                return isDivergent(node) ? Stride.UNKNOWN : Stride.ZERO;
            }
            case DECL_REF -> {
                return variableStride(node.declaredAt());
            }
            case SUBSCRIPT, MEMBER -> {
                return isDivergent(node) ? Stride.UNKNOWN : Stride.ZERO;
            }
            case UNARY -> {
                if (node.operator().equals("-")) {
                    return stride(node.child(0)).negate();
                }
                if (node.operator().equals("+")) {
                    return stride(node.child(0));
                }
                return isDivergent(node) ? Stride.UNKNOWN : Stride.ZERO;
            }
            case CONDITIONAL -> {
                if (node.children().size() == 3) {
                    Stride a = stride(node.child(1));
                    Stride b = stride(node.child(2));
                    if (a.equals(b) && !isDivergent(node.child(0))) {
                        return a;
                    }
                }
                return isDivergent(node) ? Stride.UNKNOWN : Stride.ZERO;
            }
            case BINARY -> {
                return binaryStride(node);
            }
            default -> {
                return isDivergent(node) ? Stride.UNKNOWN : Stride.ZERO;
            }
        }
    }

    private Stride binaryStride(AstNode node) {
        if (node.children().size() != 2) {
            return Stride.UNKNOWN;
        }
        AstNode left = node.child(0);
        AstNode right = node.child(1);
        Stride a = stride(left);
        Stride b = stride(right);
        switch (node.operator()) {
            case "+" -> {
                return a.plus(b);
            }
            case "-" -> {
                return a.plus(b.negate());
            }
            case "*" -> {
                if (a.isZero() && b.isZero()) {
                    return Stride.ZERO;
                }
                if (a.isZero()) {
                    return b.times(value(left));
                }
                if (b.isZero()) {
                    return a.times(value(right));
                }
                return Stride.UNKNOWN;
            }
            case "<<" -> {
                if (b.isZero() && right.intValue().isPresent() && right.intValue().getAsLong() < 31) {
                    return a.times(Stride.Value.of(1L << right.intValue().getAsLong()));
                }
                return a.isZero() && b.isZero() ? Stride.ZERO : Stride.UNKNOWN;
            }
            case "/", ">>" -> {
                if (a.isZero() && b.isZero()) {
                    return Stride.ZERO;
                }
                long divisor = divisor(node.operator(), right);
                if (divisor <= 0 || !b.isZero() || !a.isExact()) {
                    return Stride.UNKNOWN;
                }
                // Neighbours share a quotient when the step is smaller than the divisor (i / 4: four work-items
                // read one element); a multiple of the divisor divides exactly.
                if (a.elements() % divisor == 0) {
                    return Stride.exact(a.elements() / divisor);
                }
                return Math.abs(a.elements()) < divisor ? Stride.ZERO : Stride.UNKNOWN;
            }
            case "%", "&" -> {
                if (a.isZero() && b.isZero()) {
                    return Stride.ZERO;
                }
                long modulus = node.operator().equals("%") ? divisor("/", right) : maskModulus(right);
                if (modulus <= 0 || !b.isZero() || !a.isExact()) {
                    return Stride.UNKNOWN;
                }
                if (a.elements() % modulus == 0) {
                    return Stride.ZERO;
                }
                // Within each run of neighbours the remainder steps like the dividend.
                return Math.abs(a.elements()) < modulus ? a : Stride.UNKNOWN;
            }
            case "," -> {
                return b;
            }
            default -> {
                return a.isZero() && b.isZero() ? Stride.ZERO : Stride.UNKNOWN;
            }
        }
    }

    private static long divisor(String operator, AstNode right) {
        if (right.intValue().isEmpty()) {
            return -1;
        }
        long value = right.intValue().getAsLong();
        if (operator.equals(">>")) {
            return value >= 0 && value < 31 ? 1L << value : -1;
        }
        return value;
    }

    /** x & (2^k - 1) is x % 2^k. */
    private static long maskModulus(AstNode right) {
        if (right.intValue().isEmpty()) {
            return -1;
        }
        long mask = right.intValue().getAsLong() + 1;
        return mask > 0 && (mask & (mask - 1)) == 0 ? mask : -1;
    }

    /** A work-item-invariant factor: its constant, or its name as the user wrote it. */
    public Stride.Value value(AstNode expression) {
        AstNode node = expression.stripped();
        if (node.intValue().isPresent()) {
            return Stride.Value.of(node.intValue().getAsLong());
        }
        if (node.kind() == NodeKind.DECL_REF && node.declaredAt() != null) {
            AstNode declaration = declarations.get(node.declaredAt());
            if (declaration != null && declaration.kind() == NodeKind.VAR && assignmentsOf(node.declaredAt()).isEmpty()
                    && !declaration.children().isEmpty()) {
                AstNode init = declaration.children().getLast();
                if (init.stripped().intValue().isPresent()) {
                    return Stride.Value.of(init.stripped().intValue().getAsLong());
                }
            }
        }
        return new Stride.Value(null, render(node));
    }

    private Stride variableStride(SourceLocation name) {
        AstNode declaration = name == null ? null : declarations.get(name);
        if (declaration == null || declaration.kind() == NodeKind.PARAM) {
            return Stride.ZERO;
        }
        if (!resolving.add(name)) {
            return Stride.UNKNOWN; // a definition that reads itself
        }
        try {
            AstNode init = initializer(declaration);
            List<AstNode> assigned = assignmentsOf(name);
            AstNode loop = loopOf.get(name);
            if (init != null && assigned.isEmpty()) {
                return stride(init);
            }
            if (init != null && loop != null && assigned.stream().allMatch(a -> a.isWithin(loop)
                    && !isDivergent(a.kind() == NodeKind.UNARY ? a : a.children().getLast()))) {
                // A loop counter advances by the same amount in every work-item: neighbours differ as they started.
                return stride(init);
            }
            return divergent.contains(name) ? Stride.UNKNOWN : Stride.ZERO;
        } finally {
            resolving.remove(name);
        }
    }

    /** How many steps of variables' initializers expressionsBehind follows. */
    public static final int INITIALIZER_DEPTH = 3;

    /**
     * The expression and the initializers of the variables it reads that are never assigned again, and theirs, up to
     * INITIALIZER_DEPTH deep: what an index built in steps (int xx = clamp(x + dx, 0, w - 1); in[yy * w + xx]) is
     * made of.
     */
    public List<AstNode> expressionsBehind(AstNode expression) {
        List<AstNode> found = new ArrayList<>(List.of(expression));
        for (int from = 0, depth = 0; depth < INITIALIZER_DEPTH && from < found.size(); depth++) {
            int to = found.size();
            for (int i = from; i < to; i++) {
                for (SourceLocation variable : variablesRead(found.get(i))) {
                    fixedInitializer(variable).filter(init -> !found.contains(init)).ifPresent(found::add);
                }
            }
            from = to;
        }
        return found;
    }

    /** The initializer of a variable that is never assigned after its declaration (a value fixed at its birth). */
    public Optional<AstNode> fixedInitializer(SourceLocation name) {
        AstNode declaration = declarations.get(name);
        return declaration == null || !assignmentsOf(name).isEmpty() ? Optional.empty()
                : Optional.ofNullable(initializer(declaration));
    }

    /** A VAR's initializer, or null: none, an array, or only its type and attributes. */
    public static AstNode initializer(AstNode declaration) {
        if (declaration.kind() != NodeKind.VAR || declaration.children().isEmpty()) {
            return null;
        }
        AstNode last = declaration.children().getLast();
        return last.kind() == NodeKind.TYPE_REF || last.kind() == NodeKind.ATTRIBUTE
                || declaration.arrayLength() >= 0 ? null : last;
    }

    /** A call's arguments (its children after the callee reference). */
    public static List<AstNode> arguments(AstNode call) {
        List<AstNode> children = call.children();
        return children.isEmpty() ? List.of() : children.subList(1, children.size()).stream().map(AstNode::stripped)
                .toList();
    }



    /** The counter's trip count when init, bound and step are constants (for (i = 0; i < 8; ++i)), else empty. */
    public Optional<Long> tripCount(AstNode forLoop) {
        Optional<SourceLocation> counter = counterDeclaration(forLoop);
        if (counter.isEmpty()) {
            return Optional.empty();
        }
        AstNode initNode = forLoop.child(0);
        AstNode start = initNode.kind() == NodeKind.DECL_STMT && !initNode.children().isEmpty()
                ? initializer(initNode.child(0))
                : initNode.kind() == NodeKind.BINARY ? initNode.child(1) : null;
        AstNode condition = forLoop.child(1);
        AstNode step = forLoop.child(2);
        if (start == null || condition.kind() != NodeKind.BINARY || condition.children().size() != 2) {
            return Optional.empty();
        }
        var from = start.stripped().intValue();
        var to = condition.child(1).stripped().intValue();
        long by = step.kind() == NodeKind.UNARY ? 1
                : step.kind() == NodeKind.COMPOUND_ASSIGN && step.operator().equals("+=")
                        && step.child(1).stripped().intValue().isPresent()
                        ? step.child(1).stripped().intValue().getAsLong() : -1;
        if (from.isEmpty() || to.isEmpty() || by <= 0 || step.operator().contains("--")) {
            return Optional.empty();
        }
        long span = to.getAsLong() - from.getAsLong() + (condition.operator().equals("<=") ? 1 : 0);
        return condition.operator().startsWith("<") ? Optional.of(Math.max(0, (span + by - 1) / by)) : Optional.empty();
    }

    private static Optional<SourceLocation> assigned(AstNode target) {
        AstNode node = target.stripped();
        return node.kind() == NodeKind.DECL_REF && node.declaredAt() != null ? Optional.of(node.declaredAt())
                : Optional.empty();
    }

    /** The declaration of the variable a FOR loop counts with. */
    public static Optional<SourceLocation> counterDeclaration(AstNode forLoop) {
        if (forLoop.children().size() < 4) {
            return Optional.empty();
        }
        AstNode increment = forLoop.child(2);
        return switch (increment.kind()) {
            case UNARY, COMPOUND_ASSIGN -> assigned(increment.child(0));
            case BINARY -> increment.operator().equals("=") ? assigned(increment.child(0)) : Optional.empty();
            default -> Optional.empty();
        };
    }

    private void record(SourceLocation name, AstNode node) {
        assignments.computeIfAbsent(name, k -> new ArrayList<>()).add(node);
    }

    /** Fixpoint: a variable diverges when its initializer or any assignment reads a diverging value. */
    private void computeDivergence() {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Map.Entry<SourceLocation, AstNode> entry : declarations.entrySet()) {
                SourceLocation name = entry.getKey();
                if (divergent.contains(name) || entry.getValue().kind() == NodeKind.PARAM) {
                    continue;
                }
                AstNode init = initializer(entry.getValue());
                boolean diverges = init != null && isDivergent(init);
                for (AstNode assignment : assignmentsOf(name)) {
                    diverges |= assignment.kind() != NodeKind.UNARY && isDivergent(assignment.children().getLast());
                }
                if (diverges) {
                    divergent.add(name);
                    changed = true;
                }
            }
        }
    }

    /** A binary expression written by a macro: its operator is unknown, its text the macro's name. */
    private static boolean fromMacro(AstNode node) {
        return (node.kind() == NodeKind.BINARY || node.kind() == NodeKind.COMPOUND_ASSIGN) && node.operator().isEmpty()
                && !node.text().isEmpty();
    }

    /** The expression as C text (for messages), rebuilt from the AST with clang's operators. */
    public static String render(AstNode expression) {
        AstNode node = expression;
        while (node.kind() == NodeKind.UNEXPOSED_EXPR && node.children().size() == 1) {
            node = node.child(0);
        }
        // the source's parentheses are kept: without them '(col & k) == 0' reads as 'col & k == 0', another expression
        if (node.kind() == NodeKind.PAREN && node.children().size() == 1) {
            AstNode inner = node.child(0).stripped();
            return fromMacro(inner) ? inner.text() : "(" + render(node.child(0)) + ")";
        }
        return switch (node.kind()) {
            case INT_LITERAL, FLOAT_LITERAL -> node.text().isEmpty() ? String.valueOf(node.value().orElse(0)) : node.text();
            case DECL_REF -> node.spelling();
            case BINARY, COMPOUND_ASSIGN -> fromMacro(node) ? node.text() : node.children().size() == 2
                    ? render(node.child(0)) + " " + (node.operator().isEmpty() ? "?" : node.operator()) + " "
                            + render(node.child(1)) : "?";
            case UNARY -> node.operator().startsWith("post") ? render(node.child(0)) + node.operator().substring(4)
                    : node.operator() + render(node.child(0));
            case SUBSCRIPT -> render(node.child(0)) + "[" + render(node.child(1)) + "]";
            case CALL -> node.callee() + "(" + String.join(", ", arguments(node).stream().map(KernelDataflow::render)
                    .toList()) + ")";
            case CAST -> render(node.children().getLast());
            case MEMBER -> (node.children().isEmpty() ? "" : render(node.child(0)) + ".") + node.spelling();
            case CONDITIONAL -> node.children().size() == 3 ? render(node.child(0)) + " ? " + render(node.child(1))
                    + " : " + render(node.child(2)) : "?";
            default -> node.intValue().isPresent() ? Long.toString(node.intValue().getAsLong()) : "...";
        };
    }
}
