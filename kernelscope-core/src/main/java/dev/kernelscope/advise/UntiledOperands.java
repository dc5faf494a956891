/*
 * KS-MEM-006: a GEMM-like loop that reads its operands from global memory on every trip (seed 004's naive kernel),
 * where an operand's element is the same for every work-item along one dimension of a 2-D group, so the group loads it
 * once per work-item instead of once: the case for tiles in __local memory (Kernel 2) and several outputs per
 * work-item (Kernel 3). One finding per loop.
 */
package dev.kernelscope.advise;

import dev.kernelscope.source.AddressSpace;
import dev.kernelscope.source.AstNode;
import dev.kernelscope.source.KernelDataflow;
import dev.kernelscope.source.KernelFunction;
import dev.kernelscope.source.NodeKind;
import dev.kernelscope.source.SourceLocation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

final class UntiledOperands {
    /** Loops shorter than this (constant trips) are a window or an unrolled step, not a dot product's K. */
    static final long MIN_TRIPS = 16;
    private static final Set<String> ID_CALLS = Set.of("get_global_id", "get_local_id", "get_group_id");

    private final KernelFunction kernel;
    private final KernelDataflow flow;
    private final List<Finding> findings;

    UntiledOperands(KernelFunction kernel, KernelDataflow flow, List<Finding> findings) {
        this.kernel = kernel;
        this.flow = flow;
        this.findings = findings;
    }

    /** A read inside the loop whose index walks with the counter, and the group dimensions its index depends on. */
    private record OperandRead(AstNode subscript, Set<Integer> dimensions) {
    }

    void run() {
        if (kernel.usesLocalMemory() || !dimensions(kernel.body()).containsAll(Set.of(0, 1))) {
            return;   // a tile in __local memory already, or not a 2-D launch whose work-items could share
        }
        Set<SourceLocation> written = new HashSet<>();
        Map<AstNode, List<OperandRead>> loops = new LinkedHashMap<>();
        for (AstNode subscript : kernel.body().findAll(NodeKind.SUBSCRIPT)) {
            AstNode base = subscript.children().size() == 2 && subscript.arrayLength() < 0
                    ? KernelDataflow.base(subscript).orElse(null) : null;
            AstNode declaration = base == null ? null : flow.declaration(base).orElse(null);
            if (declaration == null || SourceRules.spaceOf(declaration) != AddressSpace.GLOBAL) {
                continue;
            }
            if (KernelDataflow.isWritten(subscript)) {
                written.add(base.declaredAt());
                continue;
            }
            AstNode loop = SourceRules.innermostLoop(subscript);
            Optional<SourceLocation> counter = loop == null ? Optional.empty()
                    : KernelDataflow.counterDeclaration(loop);
            if (counter.isEmpty() || flow.tripCount(loop).filter(t -> t < MIN_TRIPS).isPresent()) {
                continue;
            }
            AstNode index = subscript.child(1);
            List<AstNode> behind = flow.expressionsBehind(index);
            if (behind.stream().noneMatch(e -> flow.variablesRead(e).contains(counter.get()))) {
                continue;
            }
            Set<Integer> dims = new TreeSet<>();
            behind.forEach(e -> dims.addAll(dimensions(e)));
            if (dims.isEmpty() && flow.isDivergent(index)) {
                continue;   // depends on the work-item through something not followed: not judged
            }
            loops.computeIfAbsent(loop, l -> new ArrayList<>()).add(new OperandRead(subscript, dims));
        }
        for (Map.Entry<AstNode, List<OperandRead>> entry : loops.entrySet()) {
            List<OperandRead> reads = entry.getValue().stream()
                    .filter(r -> !written.contains(KernelDataflow.base(r.subscript()).get().declaredAt())).toList();
            List<OperandRead> shared = reads.stream().filter(r -> r.dimensions().size() == 1).toList();
            if (reads.size() >= 2 && !shared.isEmpty()) {
                report(entry.getKey(), reads, shared);
            }
        }
    }

    private void report(AstNode loop, List<OperandRead> reads, List<OperandRead> shared) {
        List<String> sharing = new ArrayList<>();
        for (OperandRead read : shared) {
            int along = 1 - read.dimensions().iterator().next();
            sharing.add(String.format(Locale.ROOT, "%s is the same element for every work-item along dimension %d",
                    KernelDataflow.render(read.subscript()), along));
        }
        String operands = reads.stream().map(r -> KernelDataflow.render(r.subscript())).distinct()
                .reduce((a, b) -> a + " and " + b).orElse("");
        findings.add(new Finding(Rule.UNTILED_OPERANDS, kernel.name(), loop.location(), String.format(Locale.ROOT,
                "the loop at line %d reads %s from global memory on every trip; %s: a group loads such an element once "
                        + "per work-item along that dimension instead of once", loop.location().line(), operands,
                String.join(", and ", sharing)),
                "seed 004 on RDNA3: naive 3.3% of rocBLAS, tiles in LDS 13.1%, 8x8 outputs per work-item 74.6%; this "
                        + "repository's ladder on the H100 at 4096^3 (docs/gemm-ladder.md): 5,677 GFLOP/s coalesced "
                        + "naive, 9,145 with 32x32 __local tiles (1.6x), 23,003 with 8x8 outputs per work-item (2.5x "
                        + "more)"));
    }

    /** The dimensions of the work-item and group id calls in an expression (get_global_id(1) -> 1). */
    private static Set<Integer> dimensions(AstNode expression) {
        Set<Integer> dims = new TreeSet<>();
        for (AstNode call : expression.findAll(NodeKind.CALL)) {
            if (ID_CALLS.contains(call.callee())) {
                List<AstNode> arguments = KernelDataflow.arguments(call);
                if (arguments.size() == 1 && arguments.getFirst().intValue().isPresent()) {
                    dims.add((int) arguments.getFirst().intValue().getAsLong());
                }
            }
        }
        return dims;
    }
}
