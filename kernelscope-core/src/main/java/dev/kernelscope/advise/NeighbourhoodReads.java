/*
 * KS-MEM-005: a stencil, filter or convolution that reads its window of neighbouring elements from global memory with
 * one output per work-item (seed 000's neighbourhood processing, seed 002's Sobel example), so neighbouring
 * work-items load most of the same elements again. One finding per buffer, where the window's first shifted tap is.
 */
package dev.kernelscope.advise;

import dev.kernelscope.source.AddressSpace;
import dev.kernelscope.source.AstNode;
import dev.kernelscope.source.KernelDataflow;
import dev.kernelscope.source.KernelFunction;
import dev.kernelscope.source.NodeKind;
import dev.kernelscope.source.SourceLocation;
import dev.kernelscope.source.Stride;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

final class NeighbourhoodReads {
    /** The largest constant shift that counts as a neighbour's tap (radius 15: twice the stencil ladder's largest). */
    static final long MAX_SHIFT = 15;
    /** Taps per work-item from which neighbouring work-items share most of what they read (a 3-tap line and up). */
    static final long MIN_TAPS = 3;

    private final KernelFunction kernel;
    private final KernelDataflow flow;
    private final List<Finding> findings;

    NeighbourhoodReads(KernelFunction kernel, KernelDataflow flow, List<Finding> findings) {
        this.kernel = kernel;
        this.flow = flow;
        this.findings = findings;
    }

    /** A buffer's reads around the work-item's own position: taps counted, and the first shifted read. */
    private static final class Window {
        final String name;
        long taps;
        boolean runTimeSize;
        /** The index expressions counted, as written: the same element read again is one tap, not another. */
        final Set<String> indices = new HashSet<>();
        AstNode firstShifted;
        final List<Integer> lines = new ArrayList<>();

        Window(String name) {
            this.name = name;
        }
    }

    void run() {
        if (kernel.usesLocalMemory() || writesInLoop()) {
            return;   // a tile in __local memory already, or several outputs per work-item
        }
        Map<SourceLocation, Window> windows = new LinkedHashMap<>();
        List<SourceLocation> written = new ArrayList<>();
        for (AstNode subscript : kernel.body().findAll(NodeKind.SUBSCRIPT)) {
            if (subscript.arrayLength() >= 0 || KernelDataflow.isAddressTaken(subscript)
                    || subscript.children().size() != 2) {
                continue;
            }
            AstNode base = KernelDataflow.base(subscript).orElse(null);
            if (base == null || !isGlobal(base)) {
                continue;
            }
            if (KernelDataflow.isWritten(subscript)) {
                written.add(base.declaredAt());
            } else {
                tap(subscript, base, List.of(subscript.child(1)), windows);
            }
        }
        // a helper function the buffer is passed to with the coordinates, load(src, x + dx, y + dy, ...), reads it
        // when its parameter is const (the stencil ladder's ks_load)
        for (AstNode call : kernel.body().findAll(NodeKind.CALL)) {
            List<AstNode> arguments = KernelDataflow.arguments(call);
            for (AstNode argument : arguments) {
                if (argument.kind() == NodeKind.DECL_REF && isGlobal(argument)
                        && flow.declaration(argument).map(d -> d.type().contains("const")).orElse(false)) {
                    tap(call, argument, arguments.stream().filter(other -> other != argument).toList(), windows);
                }
            }
        }
        for (Map.Entry<SourceLocation, Window> entry : windows.entrySet()) {
            Window window = entry.getValue();
            if (window.firstShifted == null || written.contains(entry.getKey())
                    || window.taps < MIN_TAPS && !window.runTimeSize) {
                continue;
            }
            report(window);
        }
    }

    private boolean isGlobal(AstNode reference) {
        AstNode declaration = flow.declaration(reference).orElse(null);
        if (declaration == null || reference.declaredAt() == null) {
            return false;
        }
        AddressSpace space = SourceRules.spaceOf(declaration);
        return space == AddressSpace.GLOBAL || space == AddressSpace.CONSTANT;
    }

    /** Counts one read of a buffer at {@code at} whose position the {@code index} expressions give. */
    private void tap(AstNode at, AstNode base, List<AstNode> index, Map<SourceLocation, Window> windows) {
        if (index.stream().noneMatch(flow::isDivergent)) {
            return;   // the same element for every work-item: a coefficient, not a window
        }
        Window window = windows.computeIfAbsent(base.declaredAt(), b -> new Window(base.spelling()));
        if (!window.indices.add(index.stream().map(KernelDataflow::render).reduce("", (a, b) -> a + "," + b))) {
            return;   // delta[index_x] read again (Rodinia's backprop): the same element, already counted
        }
        if (index.stream().map(this::shiftIn).allMatch(Objects::isNull)) {
            window.taps += 1;   // the centre tap, or a read of the work-item's own element
            return;
        }
        long taps = 1;
        for (AstNode loop = SourceRules.innermostLoop(at); loop != null; loop = SourceRules.innermostLoop(loop)) {
            Optional<SourceLocation> counter = KernelDataflow.counterDeclaration(loop);
            if (counter.isPresent() && index.stream().anyMatch(part -> reads(part, counter.get()))) {
                Optional<Long> trips = flow.tripCount(loop);
                if (trips.isPresent()) {
                    taps *= trips.get();
                } else {
                    window.runTimeSize = true;
                }
            }
        }
        window.taps += taps;
        window.lines.add(at.location().line());
        if (window.firstShifted == null) {
            window.firstShifted = at;
        }
    }

    private void report(Window window) {
        String taps = window.runTimeSize ? "a window of " + window.name + " (its size known only at run time)"
                : window.taps + " taps of " + window.name;
        List<Integer> lines = window.lines.stream().distinct().toList();
        findings.add(new Finding(Rule.NEIGHBOURHOOD_FROM_GLOBAL, kernel.name(), window.firstShifted.location(),
                String.format(Locale.ROOT, "each work-item reads %s around its own position (line%s %s) and writes "
                                + "one output, so neighbouring work-items load most of the same elements again", taps,
                        lines.size() > 1 ? "s" : "",
                        lines.stream().map(String::valueOf).reduce((x, y) -> x + ", " + y).orElse("")),
                "measured on the H100 (8192^2, docs/stencil-ladder.md): a 3x3 box in one output per work-item "
                        + "290.0 us float / 265.5 us uchar, with 8 outputs per work-item and the rows' sums sliding in "
                        + "registers 205.6 / 114.2 us (1.4x / 2.3x), with vector words as well 189.2 / 66.7 us; a "
                        + "32x8 __local tile alone lost at radius 1 there (the L1 serves the re-reads) and won from "
                        + "radius 2"));
    }

    /**
     * True when the kernel stores to global memory inside a loop, directly or through a call given a global buffer
     * that is not const (store(dst, ...), vstore4(v, 0, dst + i)): several outputs per work-item, as rung 3's column.
     */
    private boolean writesInLoop() {
        boolean stores = kernel.body().findAll(NodeKind.SUBSCRIPT).stream().filter(KernelDataflow::isWritten)
                .anyMatch(s -> SourceRules.innermostLoop(s) != null && KernelDataflow.base(s).map(this::isGlobal)
                        .orElse(false));
        return stores || kernel.body().findAll(NodeKind.CALL).stream()
                .filter(call -> SourceRules.innermostLoop(call) != null)
                .anyMatch(call -> KernelDataflow.arguments(call).stream().anyMatch(this::mentionsWritableBuffer));
    }

    private boolean mentionsWritableBuffer(AstNode expression) {
        return expression.findAll(NodeKind.DECL_REF).stream().anyMatch(ref -> isGlobal(ref)
                && flow.declaration(ref).map(d -> d.type().contains("*") && !d.type().contains("const"))
                        .orElse(false));
    }

    /**
     * The first addition or subtraction in the index that moves a work-item's own coordinate by a small amount the
     * same for every work-item: x + dx, y - 1, (y + dy) * w, clamp(x + dx, 0, w - 1), also in the initializer of a
     * variable the index reads (int xx = clamp(x + dx, 0, w - 1); in[yy * w + xx]); null if none. The coordinate is
     * an expression whose stride across work-items in x is one element (x, y * w + x) or a plain variable or id call
     * of stride zero (the y coordinate); the amount is an integer constant up to MAX_SHIFT or a loop's counter as it
     * is. A product such as row * K + k (a GEMM's row and its K loop) is no coordinate, and k * N + col no such amount.
     */
    private AstNode shiftIn(AstNode index) {
        for (AstNode expression : flow.expressionsBehind(index)) {
            AstNode shift = shiftInExpression(expression);
            if (shift != null) {
                return shift;
            }
        }
        return null;
    }

    private AstNode shiftInExpression(AstNode index) {
        for (AstNode node : index.findAll(NodeKind.BINARY)) {
            String op = node.operator();
            if (!op.equals("+") && !op.equals("-") || node.children().size() != 2) {
                continue;
            }
            AstNode left = node.child(0).stripped();
            AstNode right = node.child(1).stripped();
            if (isCoordinate(left) && isSmallShift(right) || op.equals("+") && isCoordinate(right)
                    && isSmallShift(left)) {
                return node;
            }
        }
        return null;
    }

    private boolean reads(AstNode index, SourceLocation variable) {
        return flow.expressionsBehind(index).stream().anyMatch(e -> flow.variablesRead(e).contains(variable));
    }

    private boolean isCoordinate(AstNode expression) {
        if (!flow.isDivergent(expression)) {
            return false;
        }
        Stride stride = flow.stride(expression);
        if (stride.isExact() && stride.elements() == 1) {
            return true;
        }
        boolean plain = expression.kind() == NodeKind.DECL_REF
                || expression.kind() == NodeKind.CALL && expression.callee().startsWith("get_");
        return plain && stride.isZero();
    }

    private boolean isSmallShift(AstNode expression) {
        if (expression.intValue().isPresent()) {
            return Math.abs(expression.intValue().getAsLong()) <= MAX_SHIFT;
        }
        // a loop's counter added to the coordinate as it is: for (c = 0; c < maskWidth; ...) in[x + c] slides a window
        // as for (dx = -r; dx <= r; ...) does; a counter times a pitch (k * N + col) is no such shift
        return expression.kind() == NodeKind.DECL_REF && expression.declaredAt() != null
                && !flow.isDivergent(expression) && flow.loopOf(expression.declaredAt()).isPresent();
    }
}
