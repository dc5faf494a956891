/*
 * The source rules about control flow within a warp (seeds 001 and 002): switch cases that fall through, switches
 * and if/else statements whose condition differs between the work-items of one warp, so the warp runs every path.
 */
package dev.kernelscope.advise;

import dev.kernelscope.source.AstNode;
import dev.kernelscope.source.KernelDataflow;
import dev.kernelscope.source.KernelFunction;
import dev.kernelscope.source.NodeKind;
import dev.kernelscope.source.SourceLocation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
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
            boolean unreadable = condition.findAll(NodeKind.BINARY).stream().anyMatch(b -> b.operator().isEmpty());
            // inside a macro expansion the operators are unknown: stay silent rather than guess
            if (unreadable || !flow.isDivergent(condition) || splitsAtMostOneWarp(condition.stripped())) {
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
