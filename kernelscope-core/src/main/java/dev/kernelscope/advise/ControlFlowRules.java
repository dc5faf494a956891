/*
 * The source rules about control flow within a warp (seeds 001 and 002): switch cases that fall through, switches
 * and if/else statements whose condition differs between the work-items of one warp, so the warp runs every path,
 * and loops whose trip count differs between them, so the warp runs as long as its longest lane.
 */
package dev.kernelscope.advise;

import dev.kernelscope.source.AstNode;
import dev.kernelscope.source.KernelDataflow;
import dev.kernelscope.source.KernelFunction;
import dev.kernelscope.source.NodeKind;
import dev.kernelscope.source.SourceLocation;
import dev.kernelscope.source.Stride;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

final class ControlFlowRules {
    private final KernelFunction kernel;
    private final KernelDataflow flow;
    private final List<Finding> findings;

    ControlFlowRules(KernelFunction kernel, KernelDataflow flow, List<Finding> findings) {
        this.kernel = kernel;
        this.flow = flow;
        this.findings = findings;
    }

    void run() {
        switches();
        divergentIfElse();
        divergentLoops();
        sparseLanes();
    }


    private void switches() {
        for (AstNode statement : kernel.body().findAll(NodeKind.SWITCH)) {
            if (statement.children().size() < 2) {
                continue;
            }
            AstNode body = statement.child(1);
            List<AstNode> labelled = new ArrayList<>();
            if (body.kind() == NodeKind.BLOCK) {
                fallThroughs(body, labelled);
            }
            AstNode value = statement.child(0);
            if (flow.isDivergent(value) && labelled.size() >= 2) {
                add(Rule.DIVERGENT_SWITCH, statement, "switch (" + KernelDataflow.render(value) + ") differs between "
                        + "the work-items of a warp: its " + labelled.size() + " cases with code run one after "
                        + "another for the warp", String.format(Locale.ROOT, "up to %dx the time of one case when a "
                        + "warp's work-items take every case", Math.min(labelled.size(), SourceRules.LANES)));
            }
        }
    }

    private void divergentIfElse() {
        for (AstNode branch : kernel.body().findAll(NodeKind.IF)) {
            if (branch.children().size() < 3) {
                continue; // no else: the other lanes wait, but only one side runs
            }
            AstNode parent = branch.parent();
            if (parent != null && parent.kind() == NodeKind.IF && parent.children().size() >= 3
                    && parent.child(2) == branch) {
                continue; // an else-if: reported once, at the head of its chain
            }
            AstNode condition = branch.child(0);
            if (!differsWithinWarps(condition)) {
                continue;
            }
            if (hasWork(branch.child(1)) && hasWork(branch.child(2))) {
                add(Rule.DIVERGENT_IF_ELSE, branch, "if (" + KernelDataflow.render(condition) + ") differs between the "
                        + "work-items of a warp and both branches do work: the warp runs both, one after the other",
                        "up to the time of both branches for every warp whose work-items disagree");
            }
        }
    }

    /**
     * An if without an else, with work, inside a loop, that keeps only every k-th work-item: `lid % (2 * s) == 0`,
     * `(lid & (2 * s - 1)) == 0`, `!(lid % k)` where the id side differs between work-items and k is uniform and
     * changes with the loop (the interleaved reduction). A constant k outside a loop (`if (lid % 4 == 0)`: one
     * work-item per quad writes a result) is a choice, not a pattern that wastes every trip.
     */
    private void sparseLanes() {
        for (AstNode branch : kernel.body().findAll(NodeKind.IF)) {
            if (branch.children().size() != 2 || !hasWork(branch.child(1))
                    || SourceRules.innermostLoop(branch) == null) {
                continue;
            }
            AstNode condition = branch.child(0);
            Optional<AstNode> test = everyKthTest(condition.stripped());
            AstNode k = test.map(t -> t.child(1).stripped()).orElse(null);
            if (k == null || k.intValue().isPresent()) {
                continue;   // not the pattern, or k a constant: the same lanes every trip
            }
            // a mask (x & m) == 0 keeps every (m + 1)-th work-item
            String period = test.get().operator().equals("&") ? "(" + KernelDataflow.render(k) + ") + 1"
                    : KernelDataflow.render(k);
            add(Rule.SPARSE_LANES, branch, "if (" + KernelDataflow.render(condition) + ") gives the work to every ("
                    + period + ")-th work-item: on each trip the other lanes of every warp idle while it issues, and "
                    + "the working lanes' accesses lie " + period + " elements apart (local-memory bank conflicts); "
                    + "give it to work-items 0 .. n - 1 instead (if (lid < n), each taking element lid + n)",
                    "the sequential form ran 2.4x faster on an H200 (16 M floats in groups of 256, session 55): "
                            + "whole warps retire, and its late trips issue up to " + SourceRules.LANES + "x fewer warps");
        }
    }

    /**
     * The `x % k` or `x & k` of `x % k == 0`, `0 == x % k`, `!(x % k)` or `(x & k) == 0`, with x per work-item and k
     * uniform.
     */
    private Optional<AstNode> everyKthTest(AstNode condition) {
        AstNode test = null;
        if (condition.kind() == NodeKind.UNARY && condition.operator().equals("!") && condition.children().size() == 1) {
            test = condition.child(0).stripped();
        } else if (condition.kind() == NodeKind.BINARY && condition.operator().equals("==")
                && condition.children().size() == 2) {
            AstNode left = condition.child(0).stripped();
            AstNode right = condition.child(1).stripped();
            test = isZero(right) ? left : isZero(left) ? right : null;
        }
        if (test == null || test.kind() != NodeKind.BINARY || test.children().size() != 2
                || !Set.of("%", "&").contains(test.operator())) {
            return Optional.empty();
        }
        return flow.isDivergent(test.child(0)) && !flow.isDivergent(test.child(1)) ? Optional.of(test)
                : Optional.empty();
    }

    private static boolean isZero(AstNode node) {
        return node.kind() == NodeKind.INT_LITERAL && node.intValue().orElse(-1) == 0;
    }

    /**
     * Loops whose condition differs between the lanes of a warp in no order along the ids (a bound loaded per
     * work-item, a remainder of an id): the warp keeps iterating until its last lane is done. Conditions that follow
     * the ids in order are left alone (a grid-stride counter, started at the id and stepped by the grid, gives the
     * lanes of a warp trip counts that differ by at most one), and so are warp-cooperative loops.
     */
    private void divergentLoops() {
        for (AstNode loop : kernel.body().findAll(NodeKind.FOR)) {
            // init, condition, increment, body: a for (;;) part left out shifts them
            if (loop.children().size() == 4 && !startsWithinOneStep(loop) && !restartsUniformly(loop)
                    && !windowOfUniformLength(loop)) {
                divergentLoop(loop, loop.child(1), "for (...; ", "; ...)");
            }
        }
        for (AstNode loop : kernel.body().findAll(NodeKind.WHILE)) {
            if (!whileStepsByGroup(loop)) {
                divergentLoop(loop, loop.child(0), "while (", ")");
            }
        }
        for (AstNode loop : kernel.body().findAll(NodeKind.DO)) {
            if (loop.children().size() == 2) {
                divergentLoop(loop, loop.child(1), "do ... while (", ")");
            }
        }
    }

    private void divergentLoop(AstNode loop, AstNode condition, String before, String after) {
        if (differsWithinWarps(condition)) {
            add(Rule.DIVERGENT_LOOP, loop, before + KernelDataflow.render(condition) + after + " differs between the "
                    + "work-items of a warp: the warp iterates until its longest-running work-item is done while "
                    + "the lanes already finished idle; make the bound uniform per warp, sort or bin the work so a "
                    + "warp's counts agree, split the long tail into a second pass, or share each item's iterations "
                    + "among a warp's lanes",
                    String.format(Locale.ROOT, "the loop takes the longest lane's time in every warp, not the "
                            + "average: up to %dx when one lane has all the iterations", SourceRules.LANES));
        }
    }

    /**
     * A warp-cooperative loop, for (k = lane * 4; k < n; k += 32 * 4) with lane = tid % 32: the counter runs up to a
     * uniform bound by a constant step, and the lanes' starts (an exact stride apart) span less than one step, so
     * their trip counts differ by at most one.
     */
    private boolean startsWithinOneStep(AstNode forLoop) {
        AstNode condition = forLoop.child(1).stripped();
        AstNode step = forLoop.child(2);
        Optional<SourceLocation> counter = KernelDataflow.counterDeclaration(forLoop);
        if (counter.isEmpty() || condition.kind() != NodeKind.BINARY || condition.children().size() != 2
                || !Set.of("<", "<=").contains(condition.operator()) || step.kind() != NodeKind.COMPOUND_ASSIGN
                || !step.operator().equals("+=") || !flow.assignmentsOf(counter.get()).equals(List.of(step))) {
            return false;
        }
        AstNode compared = condition.child(0).stripped();
        if (!names(compared, counter.get()) || flow.isDivergent(condition.child(1))) {
            return false;
        }
        return startsSpanLessThanStep(flow.stride(compared), step.child(1)); // a counter's stride is its start's
    }

    /**
     * The tile loads of seed 000's halo tiles, int c = start + lid; while (c <= end) { ...; c += get_local_size(0); }:
     * the while form of a warp-cooperative or group-stride loop, its counter started where the work-item's id puts
     * it, stepped by one uniform amount inside the loop alone, up to a uniform bound.
     */
    private boolean whileStepsByGroup(AstNode loop) {
        AstNode condition = loop.child(0).stripped();
        if (condition.kind() != NodeKind.BINARY || condition.children().size() != 2
                || !Set.of("<", "<=").contains(condition.operator()) || flow.isDivergent(condition.child(1))) {
            return false;
        }
        AstNode counter = condition.child(0).stripped();
        Optional<AstNode> declaration = counter.kind() == NodeKind.DECL_REF ? flow.declaration(counter)
                : Optional.empty();
        AstNode start = declaration.map(KernelDataflow::initializer).orElse(null);
        List<AstNode> steps = start == null ? List.of() : flow.assignmentsOf(counter.declaredAt());
        if (steps.size() != 1 || !steps.getFirst().isWithin(loop)
                || steps.getFirst().kind() != NodeKind.COMPOUND_ASSIGN || !steps.getFirst().operator().equals("+=")
                || steps.getFirst().children().size() != 2) {
            return false;
        }
        return startsSpanLessThanStep(flow.stride(start), steps.getFirst().child(1));
    }

    /**
     * Whether lanes whose starts are {@code start} apart (along x) stay within one {@code step} of each other, so
     * their trip counts differ by at most one: a constant step above the warp's span, or the group's size along x
     * with starts one element apart (a group's lanes then span less than the group).
     */
    private boolean startsSpanLessThanStep(Stride start, AstNode step) {
        if (!start.isExact() || flow.isDivergent(step)) {
            return false;
        }
        OptionalLong by = step.stripped().intValue();
        if (by.isPresent()) {
            return Math.abs(start.elements()) * (SourceRules.LANES - 1) < by.getAsLong();
        }
        return Math.abs(start.elements()) <= 1 && isGroupSizeAlongX(step);
    }

    /** get_local_size(0), directly or through a variable set to it once. */
    private boolean isGroupSizeAlongX(AstNode expression) {
        AstNode bare = expression.stripped();
        if (bare.kind() == NodeKind.DECL_REF && bare.declaredAt() != null) {
            return flow.fixedInitializer(bare.declaredAt()).map(this::isGroupSizeAlongX).orElse(false);
        }
        return bare.kind() == NodeKind.CALL && bare.callee().equals("get_local_size")
                && KernelDataflow.arguments(bare).size() == 1
                && KernelDataflow.arguments(bare).getFirst().intValue().orElse(-1) == 0;
    }

    /**
     * A counter reused from earlier code, for (i = 0; i < n; i++) after i = tid % m: the divergence the dataflow
     * gives the variable (from any of its assignments) does not reach this loop, whose init sets it to a uniform
     * value, whose steps add uniform amounts, and whose bound is uniform (Rodinia heartwall got four such notes).
     */
    private boolean restartsUniformly(AstNode forLoop) {
        Optional<SourceLocation> counter = KernelDataflow.counterDeclaration(forLoop);
        AstNode init = forLoop.child(0).stripped();
        AstNode condition = forLoop.child(1).stripped();
        if (counter.isEmpty() || init.kind() != NodeKind.BINARY || !init.operator().equals("=")
                || init.children().size() != 2 || !names(init.child(0), counter.get())
                || flow.isDivergent(init.child(1)) || condition.kind() != NodeKind.BINARY
                || condition.children().size() != 2
                || !Set.of("<", "<=", ">", ">=", "!=").contains(condition.operator())) {
            return false;
        }
        for (AstNode assignment : flow.assignmentsOf(counter.get())) {
            if (assignment == init || !assignment.isWithin(forLoop)) {
                continue;
            }
            boolean uniformStep = assignment.kind() == NodeKind.UNARY
                    || (assignment.kind() == NodeKind.COMPOUND_ASSIGN && assignment.children().size() == 2
                            && !flow.isDivergent(assignment.child(1)));
            if (!uniformStep) {
                return false;
            }
        }
        AstNode left = condition.child(0);
        AstNode right = condition.child(1);
        return names(left, counter.get()) && !flow.isDivergent(right)
                || names(right, counter.get()) && !flow.isDivergent(left);
    }

    /**
     * A per-lane window, for (c = x - r; c <= x + r; c++) with x a work-item's coordinate: start and bound move with
     * the lane by the same expression, so every lane makes the same trips (a convolution's taps around its pixel; the
     * Khronos SDK's blur got a note per kernel). The counter may be a vector's component (cur.x); the shared part must
     * not change inside the loop and the steps must be uniform.
     */
    private boolean windowOfUniformLength(AstNode forLoop) {
        AstNode init = forLoop.child(0).stripped();
        AstNode condition = forLoop.child(1).stripped();
        AstNode step = forLoop.child(2).stripped();
        String counter;
        AstNode start;
        if (init.kind() == NodeKind.BINARY && init.operator().equals("=") && init.children().size() == 2) {
            counter = KernelDataflow.render(init.child(0).stripped());
            start = init.child(1);
        } else if (init.kind() == NodeKind.DECL_STMT && init.children().size() == 1
                && KernelDataflow.initializer(init.child(0)) != null) {
            counter = init.child(0).spelling();
            start = KernelDataflow.initializer(init.child(0));
        } else {
            return false;
        }
        if (condition.kind() != NodeKind.BINARY || condition.children().size() != 2
                || !Set.of("<", "<=", ">", ">=").contains(condition.operator())) {
            return false;
        }
        // the counter's own step among the increment's comma-separated ones (++cur.x, ++pos in the Khronos blur)
        List<AstNode> steps = new ArrayList<>();
        commaParts(step, steps);
        List<AstNode> own = steps.stream().filter(part -> !part.children().isEmpty()
                && KernelDataflow.render(part.child(0).stripped()).equals(counter)).toList();
        if (own.size() != 1 || !uniformStep(own.getFirst()) || !KernelDataflow.render(condition.child(0).stripped()).equals(counter)
                || assignsInside(forLoop.child(3), counter)) {
            return false;
        }
        AstNode startBase = laneVaryingPart(start);
        String shared = KernelDataflow.render(startBase);
        // render() writes "..." and "?" for what it cannot spell: two such parts are not known to be the same
        return flow.isDivergent(startBase) && !shared.contains("...") && !shared.contains("?")
                && shared.equals(KernelDataflow.render(laneVaryingPart(condition.child(1))))
                && startBase.findAll(NodeKind.DECL_REF).stream().allMatch(reference -> reference.declaredAt() == null
                        || flow.assignmentsOf(reference.declaredAt()).stream().noneMatch(a -> a.isWithin(forLoop)));
    }

    /** ++c, c--, c += u or c -= u with u the same on every lane. */
    private boolean uniformStep(AstNode step) {
        return step.kind() == NodeKind.UNARY && step.children().size() == 1
                || step.kind() == NodeKind.COMPOUND_ASSIGN && step.children().size() == 2
                        && Set.of("+=", "-=").contains(step.operator()) && !flow.isDivergent(step.child(1));
    }

    /** The expressions of a comma list, a, b, c, in order; any other expression alone. */
    private static void commaParts(AstNode expression, List<AstNode> parts) {
        AstNode bare = expression.stripped();
        if (bare.kind() == NodeKind.BINARY && bare.operator().equals(",") && bare.children().size() == 2) {
            commaParts(bare.child(0), parts);
            commaParts(bare.child(1), parts);
        } else {
            parts.add(bare);
        }
    }

    /** x of x + u, x - u or u + x with u the same on every lane; the expression itself otherwise. */
    private AstNode laneVaryingPart(AstNode expression) {
        AstNode bare = expression.stripped();
        if (bare.kind() == NodeKind.BINARY && bare.children().size() == 2) {
            if (Set.of("+", "-").contains(bare.operator()) && !flow.isDivergent(bare.child(1))) {
                return bare.child(0).stripped();
            }
            if (bare.operator().equals("+") && !flow.isDivergent(bare.child(0))) {
                return bare.child(1).stripped();
            }
        }
        return bare;
    }

    /** Whether {@code body} assigns the variable or component rendered as {@code target} (=, op=, ++, --). */
    private static boolean assignsInside(AstNode body, String target) {
        List<AstNode> writes = new ArrayList<>(body.findAll(NodeKind.COMPOUND_ASSIGN));
        body.findAll(NodeKind.BINARY).stream().filter(b -> b.operator().equals("=")).forEach(writes::add);
        body.findAll(NodeKind.UNARY).stream().filter(u -> u.operator().contains("++") || u.operator().contains("--"))
                .forEach(writes::add);
        return writes.stream().anyMatch(w -> !w.children().isEmpty()
                && KernelDataflow.render(w.child(0).stripped()).equals(target));
    }

    private static boolean names(AstNode expression, SourceLocation variable) {
        AstNode bare = expression.stripped();
        return bare.kind() == NodeKind.DECL_REF && variable.equals(bare.declaredAt());
    }

    /**
     * True when the condition can differ between the work-items of any warp: it depends on the work-item and does
     * not just change once along the ids. Inside a macro expansion the operators are unknown: false rather than a
     * guess.
     */
    private boolean differsWithinWarps(AstNode condition) {
        boolean unreadable = condition.findAll(NodeKind.BINARY).stream().anyMatch(b -> b.operator().isEmpty());
        return !unreadable && flow.isDivergent(condition) && !splitsAtMostOneWarp(condition.stripped());
    }

    /**
     * A comparison of an id-derived value with a uniform one (i < n, x >= width - 1): it changes once along the ids,
     * so at most one warp is split. Data-dependent values (loads) and parities (%, &) split every warp.
     */
    private boolean splitsAtMostOneWarp(AstNode condition) {
        if (condition.kind() != NodeKind.BINARY || condition.children().size() != 2
                || !Set.of("<", "<=", ">", ">=").contains(condition.operator())) {
            return condition.kind() == NodeKind.BINARY && Set.of("&&", "||").contains(condition.operator())
                    && condition.children().size() == 2 && splitsAtMostOneWarp(condition.child(0).stripped())
                    && splitsAtMostOneWarp(condition.child(1).stripped());
        }
        return !scattered(condition, new HashSet<>());
    }

    /**
     * True when the value can change from lane to lane in no particular order: it loads data, takes a remainder or
     * a bit of an id, or calls a function, directly or through the variables it reads (their initializers and
     * assignments, followed once each).
     */
    private boolean scattered(AstNode expression, Set<SourceLocation> followed) {
        boolean[] found = {false};
        expression.walk(n -> {
            if (n.kind() == NodeKind.SUBSCRIPT || (n.kind() == NodeKind.BINARY
                    && Set.of("%", "&", "^").contains(n.operator())) || (n.kind() == NodeKind.CALL
                    && !n.callee().startsWith("get_"))) {
                found[0] = true;
            }
        });
        if (found[0]) {
            return true;
        }
        for (SourceLocation name : flow.variablesRead(expression)) {
            if (!followed.add(name)) {
                continue;
            }
            for (AstNode variable : kernel.variables()) {
                if (variable.location().equals(name) && !variable.children().isEmpty()
                        && scattered(variable.children().getLast(), followed)) {
                    return true;
                }
            }
            for (AstNode assignment : flow.assignmentsOf(name)) {
                if (assignment.children().size() == 2 && scattered(assignment.child(1), followed)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A branch that costs more than a select: a loop, a memory access or a call other than the id queries. */
    private static boolean hasWork(AstNode branch) {
        boolean[] work = {false};
        branch.walk(n -> {
            if (n.kind().isLoop() || n.kind() == NodeKind.SUBSCRIPT || (n.kind() == NodeKind.CALL
                    && !n.callee().startsWith("get_"))) {
                work[0] = true;
            }
        });
        return work[0];
    }

    /**
     * Walks a switch body's statements in order: a case label (with the labels stacked under it) starts a segment;
     * a segment with code that does not end in break, return or continue falls into the next label. Collects the
     * labels that have code.
     */
    private void fallThroughs(AstNode body, List<AstNode> labelledWithCode) {
        AstNode openLabel = null;
        AstNode last = null;
        for (AstNode statement : body.children()) {
            if (statement.kind() == NodeKind.CASE || statement.kind() == NodeKind.DEFAULT) {
                if (openLabel != null && last != null && !terminates(last)) {
                    add(Rule.SWITCH_FALL_THROUGH, openLabel, "the " + labelText(openLabel) + " at line "
                            + openLabel.location().line() + " falls through into the " + labelText(statement)
                            + " at line " + statement.location().line(), "the compiler may duplicate the code of "
                            + "the cases it joins");
                }
                openLabel = statement;
                AstNode sub = statement;
                while ((sub.kind() == NodeKind.CASE || sub.kind() == NodeKind.DEFAULT) && !sub.children().isEmpty()) {
                    sub = sub.children().getLast();
                }
                last = sub.kind() == NodeKind.CASE || sub.kind() == NodeKind.DEFAULT || isLabelConstant(sub)
                        ? null : sub;
                if (last != null) {
                    labelledWithCode.add(statement);
                }
            } else if (openLabel != null) {
                if (last == null) {
                    labelledWithCode.add(openLabel);
                }
                last = statement;
            }
        }
    }

    /** A case label's own constant (a label with no statement of its own has only its constant as a child). */
    private static boolean isLabelConstant(AstNode node) {
        return node.parent() != null && node.parent().kind() == NodeKind.CASE && node.parent().children().size() == 1
                && node == node.parent().child(0);
    }

    private static String labelText(AstNode label) {
        if (label.kind() == NodeKind.DEFAULT) {
            return "default label";
        }
        AstNode constant = label.children().isEmpty() ? null : label.child(0).stripped();
        return "case " + (constant == null ? "" : constant.value().map(v -> String.valueOf(v.longValue()))
                .orElse(KernelDataflow.render(constant)));
    }

    private static boolean terminates(AstNode statement) {
        return switch (statement.kind()) {
            case BREAK, RETURN, CONTINUE -> true;
            case BLOCK -> !statement.children().isEmpty() && terminates(statement.children().getLast());
            default -> statement.clangKind().equals("GotoStmt");
        };
    }

    private void add(Rule rule, AstNode at, String message, String estimate) {
        findings.add(new Finding(rule, kernel.name(), at.location(), message, estimate));
    }
}
