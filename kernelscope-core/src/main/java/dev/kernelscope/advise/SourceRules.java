/*
 * The rules that read only the kernel's source (memory access patterns, types, arithmetic, control flow around
 * barriers, private arrays, bounds checks), over the AST and the data-flow facts of one kernel; the data-type idioms
 * and the control flow within a warp are in DataTypeRules and ControlFlowRules, which run() calls.
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
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

public final class SourceRules {
    /** Lanes of the warp the access patterns are evaluated for (32 on NVIDIA, PowerVR, Apple, RDNA wave32). */
    public static final int LANES = 32;
    /** Bytes per memory sector (the coalescing granule on NVIDIA; AMD's is 64 B, which only raises the ratios). */
    static final int SECTOR_BYTES = 32;
    static final int BANKS = 32;

    /** Loops up to this many trips with constant bounds are unrolled by the compilers, so their counter is constant. */
    static final long MAX_UNROLLED_TRIPS = 64;
    private static final Set<String> BARRIERS = Set.of("barrier", "work_group_barrier");
    private static final Set<String> SLOW_MATH = Set.of("sin", "cos", "tan", "exp", "exp2", "exp10", "log", "log2",
            "log10", "pow", "powr", "sqrt", "rsqrt", "divide", "recip");
    private static final Set<String> DOUBLE_MATH = Set.of("sqrt", "exp", "log", "pow", "sin", "cos", "tan", "fabs",
            "floor", "ceil", "fmax", "fmin", "fma", "rsqrt", "exp2", "log2", "atan", "atan2", "tanh", "erf");
    private static final Set<String> FENCE_NAMES = Set.of("barrier", "work_group_barrier");
    private static final int CLK_LOCAL_MEM_FENCE = 1;
    private static final int CLK_GLOBAL_MEM_FENCE = 2;

    private final KernelFunction kernel;
    private final KernelDataflow flow;
    private final long localX;
    private final boolean sixteenBitRegisters;
    private final long[] global;
    private final List<Finding> findings = new ArrayList<>();

    /**
     * @param localX the group's size in x when known (lanes of a warp wrap into y below 32), else 0 for "at least
     *     one warp wide"
     */
    public SourceRules(KernelFunction kernel, long localX) {
        this(kernel, localX, false, new long[0]);
    }

    /**
     * @param sixteenBitRegisters whether an analysed architecture has 16-bit registers (Apple, PowerVR), where
     *     narrow thread-ID types pay (KS-ARITH-008)
     * @param global the launch's global size per dimension when known (empty otherwise)
     */
    public SourceRules(KernelFunction kernel, long localX, boolean sixteenBitRegisters, long[] global) {
        this.kernel = kernel;
        this.flow = new KernelDataflow(kernel);
        this.localX = localX > 0 ? localX : LANES;
        this.sixteenBitRegisters = sixteenBitRegisters;
        this.global = global.clone();
    }

    public KernelDataflow dataflow() {
        return flow;
    }

    /** Every source finding of this kernel, in source order. */
    public List<Finding> run() {
        List<AstNode> subscripts = kernel.body().findAll(NodeKind.SUBSCRIPT);
        for (AstNode subscript : subscripts) {
            if (subscript.arrayLength() >= 0 || KernelDataflow.isAddressTaken(subscript)) {
                continue; // a row of a multi-dimensional array, or &a[i]: not an element access
            }
            Optional<AstNode> base = KernelDataflow.base(subscript);
            if (base.isEmpty()) {
                continue;
            }
            AstNode declaration = flow.declaration(base.get()).orElse(null);
            if (declaration == null) {
                continue;
            }
            AddressSpace space = spaceOf(declaration);
            switch (space) {
                case GLOBAL, CONSTANT -> {
                    uncoalesced(subscript, base.get().spelling());
                    rereadInLoop(subscript, base.get());
                }
                case LOCAL -> bankConflict(subscript, base.get());
                case PRIVATE -> {
                    if (declaration.kind() == NodeKind.VAR && declaration.arrayLength() >= 0) {
                        privateDynamicIndex(subscript, base.get().spelling());
                    }
                }
            }
        }
        scalarLoads(subscripts);
        new NeighbourhoodReads(kernel, flow, findings).run();
        new UntiledOperands(kernel, flow, findings).run();
        doubles();
        wideIndices();
        integerDivision();
        halfShort();
        fastMath();
        new DataTypeRules(kernel, flow, sixteenBitRegisters, global, findings).run();
        new ControlFlowRules(kernel, flow, findings).run();
        barriers();
        findings.sort(Comparator.comparingInt((Finding f) -> f.location().line())
                .thenComparingInt(f -> f.location().column()).thenComparing(f -> f.rule().id()));
        return List.copyOf(dedupe(findings));
    }

    /** True when some comparison in a condition bounds the work-items' x id (if (i < n), for (i = gid; i < n; ...)). */
    public boolean hasBoundsCheck() {
        for (AstNode node : kernel.body().findAll(NodeKind.BINARY)) {
            String op = node.operator();
            if ((op.equals("<") || op.equals("<=") || op.equals(">") || op.equals(">=")) && inCondition(node)
                    && flow.isDivergent(node)) {
                return true;
            }
        }
        return false;
    }

    /** True when the kernel calls barrier() anywhere in its body. */
    public boolean hasBarrier() {
        return kernel.body().findAll(NodeKind.CALL).stream().anyMatch(c -> BARRIERS.contains(c.callee()));
    }

    /** Bytes of __local arrays the kernel declares (static local memory per group). */
    public long staticLocalBytes() {
        return kernel.localArrays().stream().mapToLong(v -> Math.max(0, v.typeBytes())).sum();
    }

    // ---- memory access -------------------------------------------------------------------------------------

    private void uncoalesced(AstNode subscript, String buffer) {
        long elementBytes = subscript.typeBytes();
        if (elementBytes <= 0) {
            return;
        }
        Optional<long[]> lanes = activeLaneIndices(subscript);
        String verb = KernelDataflow.isWritten(subscript) ? "write" : "read";
        if (lanes.isPresent()) {
            long sectors = distinctSegments(lanes.get(), elementBytes, SECTOR_BYTES);
            long distinct = java.util.Arrays.stream(lanes.get()).distinct().count();
            long ideal = Math.max(1, ceilDiv(distinct * elementBytes, SECTOR_BYTES));
            if (distinct > 1 && sectors >= 2 * ideal) {
                Stride stride = flow.subscriptStride(subscript);
                add(Rule.UNCOALESCED_GLOBAL, subscript, String.format(Locale.ROOT,
                        "a warp's %d work-items %s %s%s: %d %d-byte sectors where a contiguous access needs %d",
                        LANES, verb, KernelDataflow.render(subscript),
                        stride.isKnown() ? " (stride " + stride.text() + " elements across work-items)" : "", sectors,
                        SECTOR_BYTES, ideal),
                        String.format(Locale.ROOT, "%.0fx the memory traffic of a coalesced access: up to %.0fx faster "
                                + "for this access if it is memory-bound", (double) sectors / ideal, (double) sectors / ideal));
            }
            return;
        }
        Stride stride = flow.subscriptStride(subscript);
        boolean[] active = flow.activeLanes(subscript, LANES, localX);
        boolean oneLane = java.util.stream.IntStream.range(0, active.length).filter(l -> active[l]).count() <= 1;
        // an element of a sector or more (float8, double4) fills its sectors whatever the stride: nothing is wasted
        if (stride.kind() == Stride.Kind.SYMBOLIC && !oneLane && elementBytes < SECTOR_BYTES) {
            long ratio = SECTOR_BYTES / Math.min(SECTOR_BYTES, elementBytes);
            add(Rule.UNCOALESCED_GLOBAL, subscript, String.format(Locale.ROOT,
                    "work-items %s %s with a stride of %s elements across work-items in x (a run-time value): "
                            + "each work-item of a warp touches its own %d-byte sector",
                    verb, KernelDataflow.render(subscript), stride.text(), SECTOR_BYTES),
                    String.format(Locale.ROOT, "up to %dx the memory traffic of a coalesced access when %s >= %d",
                            ratio, stride.text(), ratio));
        }
    }

    private void bankConflict(AstNode subscript, AstNode reference) {
        String array = reference.spelling();
        long elementBytes = subscript.typeBytes();
        if (elementBytes <= 0) {
            return;
        }
        Optional<long[]> lanes = activeLaneIndices(subscript);
        if (lanes.isEmpty()) {
            return;
        }
        int degree = conflictDegree(lanes.get(), elementBytes);
        if (degree < 2) {
            return;
        }
        AstNode declaration = flow.declaration(reference).orElseThrow();
        String fix = declaration.kind() == NodeKind.VAR && declaration.type().contains("][")
                ? " (pad its rows: " + padded(declaration) + ")" : " (pad the row length by one word)";
        add(Rule.LOCAL_BANK_CONFLICT, subscript, String.format(Locale.ROOT,
                "%d-way bank conflict on %s: a warp's %s hit %d distinct words in one bank%s", degree,
                KernelDataflow.render(subscript),
                KernelDataflow.isWritten(subscript) ? "stores" : "loads", degree, fix),
                String.format(Locale.ROOT, "this access takes %d local-memory cycles instead of 1", degree));
    }

    /**
     * The indices of the warp's lanes that execute the access: under {@code if (tx == 0)} one lane per row, not 32
     * (real kernels write a group's result that way; counting all 32 lanes reported a 16-way conflict on Rodinia's
     * backprop that cannot happen).
     */
    private Optional<long[]> activeLaneIndices(AstNode subscript) {
        Optional<long[]> lanes = flow.laneIndices(subscript, LANES, localX);
        if (lanes.isEmpty()) {
            return lanes;
        }
        boolean[] active = flow.activeLanes(subscript, LANES, localX);
        long[] all = lanes.get();
        return Optional.of(java.util.stream.IntStream.range(0, all.length).filter(l -> active[l]).mapToLong(l -> all[l])
                .toArray());
    }

    private static String padded(AstNode declaration) {
        String type = declaration.type();
        int last = type.lastIndexOf('[');
        int close = type.lastIndexOf(']');
        if (last < 0 || close < last) {
            return declaration.spelling() + "[...][+1]";
        }
        String rows = type.substring(type.indexOf('['), last);
        String length = type.substring(last + 1, close);
        return declaration.spelling() + rows + "[" + length + " + 1]";
    }

    /** Distinct words per bank, the worst bank, for 4-byte banks (wider elements are served in phases). */
    static int conflictDegree(long[] indices, long elementBytes) {
        long wordsPerElement = Math.max(1, elementBytes / 4);
        Map<Long, Set<Long>> wordsPerBank = new LinkedHashMap<>();
        for (long index : indices) {
            for (long w = 0; w < wordsPerElement; w++) {
                long word = Math.floorDiv(index * elementBytes, 4) + w;
                wordsPerBank.computeIfAbsent(Math.floorMod(word, (long) BANKS), k -> new HashSet<>()).add(word);
            }
        }
        int worst = wordsPerBank.values().stream().mapToInt(Set::size).max().orElse(1);
        // a wave of 8- or 16-byte accesses is served in 2 or 4 phases of 32 words anyway
        return (int) Math.max(1, worst / wordsPerElement);
    }

    static long distinctSegments(long[] indices, long elementBytes, long segmentBytes) {
        Set<Long> segments = new TreeSet<>();
        for (long index : indices) {
            long first = Math.floorDiv(index * elementBytes, segmentBytes);
            long last = Math.floorDiv(index * elementBytes + elementBytes - 1, segmentBytes);
            for (long s = first; s <= last; s++) {
                segments.add(s);
            }
        }
        return segments.size();
    }

    private void rereadInLoop(AstNode subscript, AstNode reference) {
        String buffer = reference.spelling();
        if (!KernelDataflow.isRead(subscript) || KernelDataflow.isWritten(subscript)) {
            return;
        }
        AstNode loop = innermostLoop(subscript);
        if (loop == null) {
            return;
        }
        Set<SourceLocation> changing = new HashSet<>();
        loop.walk(node -> {
            if (node.kind() == NodeKind.VAR) {
                changing.add(node.location());
            }
        });
        KernelDataflow.counterDeclaration(loop).ifPresent(changing::add);
        for (SourceLocation name : flow.variablesRead(loop)) {
            if (flow.assignmentsOf(name).stream().anyMatch(a -> a.isWithin(loop))) {
                changing.add(name);
            }
        }
        // variables defined outside the loop from loop-varying values are still invariant; those inside are not
        Set<SourceLocation> read = flow.variablesRead(subscript.child(1));
        if (read.stream().anyMatch(changing::contains) || containsCallOrLoad(subscript.child(1))) {
            return;
        }
        // tmps[gid].P[i] reads a different word each iteration: the element's field is indexed by the loop (hashcat)
        for (AstNode outer = subscript.parent(); outer != null && (outer.kind() == NodeKind.MEMBER
                || outer.kind() == NodeKind.SUBSCRIPT || outer.kind() == NodeKind.PAREN
                || outer.kind() == NodeKind.UNEXPOSED_EXPR); outer = outer.parent()) {
            if (outer.kind() == NodeKind.SUBSCRIPT && outer.children().size() == 2) {
                AstNode index = outer.child(1);
                if (flow.variablesRead(index).stream().anyMatch(changing::contains) || containsCallOrLoad(index)) {
                    return;
                }
            }
        }
        boolean bufferWritten = loop.findAll(NodeKind.SUBSCRIPT).stream().anyMatch(s -> KernelDataflow.isWritten(s)
                && KernelDataflow.base(s).map(b -> java.util.Objects.equals(b.declaredAt(), reference.declaredAt()))
                        .orElse(false));
        boolean pointerMoves = flow.assignmentsOf(reference.declaredAt()).stream().anyMatch(a -> a.isWithin(loop));
        if (bufferWritten || pointerMoves) {
            return;
        }
        Optional<Long> trips = flow.tripCount(loop);
        add(Rule.GLOBAL_REREAD_IN_LOOP, subscript, String.format(Locale.ROOT,
                "%s does not change inside the loop at line %d but is read on every iteration; read it once before "
                        + "the loop", KernelDataflow.render(subscript), loop.location().line()),
                trips.map(t -> String.format(Locale.ROOT, "%d load instructions -> 1 per work-item; small when the "
                        + "kernel is memory-bound (the L1 serves the re-reads: no change measured on the H100)", t))
                        .orElse("one load instruction per work-item instead of one per iteration; small when the "
                                + "kernel is memory-bound (the L1 serves the re-reads: no change measured on the H100)"));
    }

    private boolean containsCallOrLoad(AstNode expression) {
        boolean[] found = {false};
        expression.walk(n -> {
            if (n.kind() == NodeKind.SUBSCRIPT || (n.kind() == NodeKind.CALL && !n.callee().startsWith("get_"))) {
                found[0] = true;
            }
        });
        return found[0];
    }

    static AstNode innermostLoop(AstNode node) {
        AstNode from = node;
        for (AstNode p = node.parent(); p != null; from = p, p = p.parent()) {
            // a for's init (its first of four children) runs once, before the loop: it belongs to the enclosing one
            boolean init = p.kind() == NodeKind.FOR && p.children().size() == 4 && p.child(0) == from;
            if (p.kind().isLoop() && !init) {
                return p;
            }
        }
        return null;
    }

    private void scalarLoads(List<AstNode> subscripts) {
        // reads of one global buffer in one statement block whose indices differ only by constants
        Map<String, List<long[]>> groups = new LinkedHashMap<>();
        Map<String, AstNode> first = new LinkedHashMap<>();
        for (AstNode subscript : subscripts) {
            if (subscript.arrayLength() >= 0 || !KernelDataflow.isRead(subscript) || subscript.typeBytes() > 4
                    || subscript.typeBytes() <= 0) {
                continue;
            }
            Optional<AstNode> base = KernelDataflow.base(subscript);
            if (base.isEmpty() || flow.declaration(base.get()).map(SourceRules::spaceOf)
                    .filter(s -> s == AddressSpace.GLOBAL || s == AddressSpace.CONSTANT).isEmpty()) {
                continue;
            }
            AstNode index = subscript.child(1).stripped();
            String baseText = KernelDataflow.render(index);
            long offset = 0;
            if (index.kind() == NodeKind.BINARY && index.operator().equals("+")
                    && index.child(1).stripped().intValue().isPresent()) {
                baseText = KernelDataflow.render(index.child(0).stripped()); // a[(i) + 1] groups with a[i]
                offset = index.child(1).stripped().intValue().getAsLong();
            }
            AstNode block = enclosingBlock(subscript);
            String key = base.get().spelling() + "|" + baseText + "|" + System.identityHashCode(block);
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(new long[] {offset});
            first.putIfAbsent(key, subscript);
        }
        for (Map.Entry<String, List<long[]>> group : groups.entrySet()) {
            Set<Long> offsets = new TreeSet<>();
            group.getValue().forEach(o -> offsets.add(o[0]));
            int run = longestRun(offsets);
            if (run >= 2) {
                int width = Math.min(run, 4); // vload2, vload3 (RGB triples) or vload4
                AstNode at = first.get(group.getKey());
                String buffer = KernelDataflow.base(at).orElseThrow().spelling();
                add(Rule.SCALAR_LOADS, at, String.format(Locale.ROOT,
                        "%d consecutive scalar reads of %s (offsets %s) could be one vload%d", run, buffer, offsets, width),
                        String.format(Locale.ROOT, "%d load instructions -> %d", run, (run + width - 1) / width));
            }
        }
    }

    private static int longestRun(Set<Long> sorted) {
        int best = 0;
        int current = 0;
        Long previous = null;
        for (long value : sorted) {
            current = previous != null && value == previous + 1 ? current + 1 : 1;
            best = Math.max(best, current);
            previous = value;
        }
        return best;
    }

    private static AstNode enclosingBlock(AstNode node) {
        for (AstNode p = node.parent(); p != null; p = p.parent()) {
            if (p.kind() == NodeKind.BLOCK) {
                return p;
            }
        }
        return node;
    }

    // ---- arithmetic and types ------------------------------------------------------------------------------

    private boolean usesDoubleOnPurpose() {
        boolean[] found = {false};
        kernel.node().walk(node -> {
            if ((node.kind() == NodeKind.VAR || node.kind() == NodeKind.PARAM) && node.type().contains("double")) {
                found[0] = true;
            }
        });
        return found[0];
    }

    private void doubles() {
        if (usesDoubleOnPurpose()) {
            return;
        }
        kernel.body().walk(node -> {
            if (node.kind() == NodeKind.FLOAT_LITERAL && node.type().equals("double")) {
                add(Rule.DOUBLE_IN_FLOAT_CODE, node, "double literal " + node.text() + " in float code promotes the "
                        + "arithmetic around it to double; write " + floatLiteral(node.text()),
                        "at least 2x on the arithmetic it touches: double runs at 1/2 (H100) to 1/64 (consumer GPUs) "
                                + "of the float rate, and each float<->double conversion costs more (a float loop with "
                                + "double literals ran 13x slower on the H100)");
            } else if (node.kind() == NodeKind.CALL && DOUBLE_MATH.contains(node.callee())
                    && node.type().startsWith("double")) {
                add(Rule.DOUBLE_IN_FLOAT_CODE, node, node.callee() + "(...) is evaluated in double precision here (its "
                        + "argument is double); make the argument float", "double-precision " + node.callee()
                        + " costs several times the float version");
            }
        });
    }

    private static String floatLiteral(String text) {
        return text.isEmpty() ? "a float literal (suffix f)" : text + "f";
    }

    private void wideIndices() {
        for (AstNode variable : kernel.variables()) {
            String type = variable.type().replace("__private", "").replace("const", "").strip();
            boolean wide = variable.typeBytes() == 8 && (type.equals("size_t") || type.equals("long")
                    || type.equals("ulong") || type.equals("unsigned long") || type.equals("ptrdiff_t")
                    || type.equals("long long"));
            if (!wide) {
                continue;
            }
            boolean indexes = kernel.body().findAll(NodeKind.SUBSCRIPT).stream().anyMatch(
                    s -> flow.variablesRead(s.child(1)).contains(variable.location()));
            if (indexes) {
                add(Rule.WIDE_INDEX_ARITHMETIC, variable, variable.spelling() + " is " + type + " (64-bit) and indexes "
                        + "memory; int is enough below 2^31 elements", "64-bit multiply-adds take 2-4 instructions "
                        + "and two registers each; 32-bit take one");
            }
        }
    }

    private void integerDivision() {
        kernel.body().walk(node -> {
            boolean divide = (node.kind() == NodeKind.BINARY && (node.operator().equals("/") || node.operator().equals("%")))
                    || (node.kind() == NodeKind.COMPOUND_ASSIGN && (node.operator().equals("/=") || node.operator().equals("%=")));
            if (!divide || node.children().size() != 2 || !isInteger(node.child(0).stripped().type())
                    && !isInteger(node.type())) {
                return;
            }
            if (!isInteger(node.type())) {
                return;
            }
            AstNode divisor = node.child(1).stripped();
            if (divisor.intValue().isPresent()) {
                return;
            }
            add(Rule.INTEGER_DIVISION, node, "integer " + (node.operator().startsWith("%") ? "modulo" : "division")
                    + " by " + KernelDataflow.render(divisor) + ", a run-time value",
                    "tens of instructions per operation; a -D constant makes it a multiply and a shift");
        });
    }

    /** OpenCL C's integer scalar types as clang spells them (after {@link #unqualified}). */
    private static final Set<String> INTEGER_TYPES = Set.of("int", "uint", "unsigned int", "signed int", "long",
            "ulong", "unsigned long", "short", "ushort", "unsigned short", "char", "uchar", "unsigned char", "size_t",
            "bool");

    static boolean isInteger(String type) {
        return INTEGER_TYPES.contains(unqualified(type));
    }

    /** A scalar type without its qualifiers: clang spells a parameter "__private const float". */
    static String unqualified(String spelling) {
        return (" " + spelling + " ").replaceAll(" (const|volatile|__private|private) ", " ")
                .replaceAll(" (const|volatile|__private|private) ", " ").strip();
    }

    private void halfShort() {
        List<KernelFunction.Param> narrow = kernel.params().stream().filter(p -> p.pointer()
                && (p.space() == AddressSpace.GLOBAL || p.space() == AddressSpace.CONSTANT)
                && (p.elementBytes() == 1 || p.elementBytes() == 2) && !p.type().contains("half")).toList();
        if (narrow.isEmpty()) {
            return;
        }
        // Only arithmetic on the narrow data counts: a uchar flag buffer that is only written, or a char* used as a
        // byte address and cast to float* (ggml's kernels), says nothing about the float math elsewhere in the kernel.
        Map<SourceLocation, KernelFunction.Param> byDeclaration = new LinkedHashMap<>();
        narrow.forEach(p -> byDeclaration.put(p.location(), p));
        Map<SourceLocation, KernelFunction.Param> narrowValues = new HashMap<>(); // variables holding a narrow element
        for (AstNode variable : kernel.body().findAll(NodeKind.VAR)) {
            KernelFunction.Param source = variable.children().isEmpty() ? null
                    : narrowRead(variable.children().getLast(), byDeclaration, Map.of());
            if (source != null) {
                narrowValues.put(variable.location(), source);
            }
        }
        KernelFunction.Param read = null;
        boolean floatMath = false;
        for (AstNode binary : kernel.body().findAll(NodeKind.BINARY)) {
            boolean isFloat = binary.type().equals("float") && Set.of("+", "-", "*", "/").contains(binary.operator());
            boolean isInt = binary.type().equals("int") && Set.of("+", "-", "*").contains(binary.operator());
            KernelFunction.Param operand = isFloat || isInt ? narrowRead(binary, byDeclaration, narrowValues) : null;
            if (operand != null && (read == null || (isFloat && !floatMath))) {
                read = operand;
                floatMath = isFloat;
            }
        }
        if (read == null) {
            return;
        }
        add(Rule.HALF_SHORT_CANDIDATE, read.node(), read.name() + " holds " + read.elementBytes() * 8 + "-bit data but "
                + "the kernel computes in " + (floatMath ? "float" : "int") + "; half"
                + (floatMath ? "" : "/short") + " arithmetic suffices for values of that range",
                "16-bit values take half a register each (2x registers for values, packed math where the GPU has it)");
    }

    /**
     * True when a call other than a convert_ lies between the element read and the arithmetic: the helper decodes
     * the byte into something else (ggml's e8m0_to_fp32 turns an exponent byte into a float up to 2^127, far outside
     * half's range).
     */
    private static boolean transformedByCall(AstNode read, AstNode arithmetic) {
        for (AstNode p = read.parent(); p != null && p != arithmetic; p = p.parent()) {
            if (p.kind() == NodeKind.CALL && !p.callee().startsWith("convert_")) {
                return true;
            }
        }
        return false;
    }

    /**
     * The narrow buffer whose element {@code expression} reads as an 8- or 16-bit value (directly, or through a
     * variable in {@code narrowValues}), or null.
     */
    private KernelFunction.Param narrowRead(AstNode expression, Map<SourceLocation, KernelFunction.Param> narrow,
            Map<SourceLocation, KernelFunction.Param> narrowValues) {
        for (AstNode subscript : expression.findAll(NodeKind.SUBSCRIPT)) {
            Optional<AstNode> base = KernelDataflow.base(subscript);
            if (base.isPresent() && base.get().declaredAt() != null && KernelDataflow.isRead(subscript)
                    && (subscript.typeBytes() == 1 || subscript.typeBytes() == 2)
                    && narrow.containsKey(base.get().declaredAt()) && !transformedByCall(subscript, expression)) {
                return narrow.get(base.get().declaredAt());
            }
        }
        for (AstNode reference : expression.findAll(NodeKind.DECL_REF)) {
            if (reference.declaredAt() != null && narrowValues.containsKey(reference.declaredAt())) {
                return narrowValues.get(reference.declaredAt());
            }
        }
        return null;
    }

    private void fastMath() {
        Set<String> calls = new TreeSet<>();
        AstNode first = null;
        for (AstNode call : kernel.body().findAll(NodeKind.CALL)) {
            if (SLOW_MATH.contains(call.callee()) && !call.type().startsWith("double")) {
                calls.add(call.callee());
                first = first == null ? call : first;
            }
        }
        for (AstNode division : kernel.body().findAll(NodeKind.BINARY)) {
            if (division.operator().equals("/") && division.type().equals("float")
                    && division.child(1).stripped().value().isEmpty()) {
                calls.add("/");
                first = first == null || division.location().line() < first.location().line() ? division : first;
            }
        }
        if (first != null) {
            add(Rule.FAST_MATH_CANDIDATE, first, "full-precision " + String.join(", ", calls) + " in this kernel: "
                    + "native_" + (calls.contains("/") ? "divide" : calls.iterator().next())
                    + " or -cl-fast-relaxed-math use the hardware approximations",
                    "a full-precision sin/exp/pow is a 10-40 instruction sequence; native_ is 1-4");
        }
    }

    // ---- control flow and synchronization -----------------------------------------------------------------

    private void barriers() {
        List<AstNode> barriers = kernel.body().findAll(NodeKind.CALL).stream().filter(c -> BARRIERS.contains(c.callee()))
                .toList();
        if (barriers.isEmpty()) {
            return;
        }
        List<AstNode> divergentReturns = kernel.body().findAll(NodeKind.RETURN).stream()
                .filter(r -> divergentCondition(r, kernel.body()) != null).toList();
        for (AstNode barrier : barriers) {
            AstNode condition = divergentCondition(barrier, kernel.body());
            if (condition != null) {
                add(Rule.DIVERGENT_BARRIER, barrier, "barrier under the work-item-dependent condition '"
                        + KernelDataflow.render(condition) + "' (line " + condition.location().line()
                        + "): work-items that skip it leave the others waiting", "");
                continue;
            }
            for (AstNode ret : divergentReturns) {
                if (before(ret, barrier) && !barrier.isWithin(ret.parent())) {
                    add(Rule.DIVERGENT_BARRIER, barrier, "barrier after the early return at line " + ret.location().line()
                            + ", which only some work-items take: they never reach this barrier", "");
                    break;
                }
            }
            List<AstNode> args = KernelDataflow.arguments(barrier);
            if (!args.isEmpty() && args.getFirst().intValue().isPresent()) {
                long flags = args.getFirst().intValue().getAsLong();
                if ((flags & CLK_GLOBAL_MEM_FENCE) != 0 && kernel.usesLocalMemory() && !globalStoreBefore(barrier)) {
                    add(Rule.WIDE_BARRIER_FENCE, barrier, "the fence includes CLK_GLOBAL_MEM_FENCE, but no global "
                            + "store precedes this barrier: the work-items share __local data only; use "
                            + "CLK_LOCAL_MEM_FENCE", "a global fence waits for outstanding global memory operations");
                }
            }
        }
    }

    private boolean globalStoreBefore(AstNode barrier) {
        AstNode loop = innermostLoop(barrier);
        for (AstNode subscript : kernel.body().findAll(NodeKind.SUBSCRIPT)) {
            if (!KernelDataflow.isWritten(subscript)) {
                continue;
            }
            Optional<AstNode> base = KernelDataflow.base(subscript);
            boolean global = base.flatMap(flow::declaration).map(SourceRules::spaceOf)
                    .filter(s -> s == AddressSpace.GLOBAL).isPresent();
            // inside a loop, a store later in the body also precedes the next iteration's barrier
            if (global && (before(subscript, barrier) || (loop != null && subscript.isWithin(loop)))) {
                return true;
            }
        }
        return false;
    }

    /** The innermost work-item-dependent condition that decides whether {@code node} runs, or null. */
    private AstNode divergentCondition(AstNode node, AstNode top) {
        AstNode child = node;
        for (AstNode p = node.parent(); p != null && p != top.parent(); child = p, p = p.parent()) {
            AstNode condition = switch (p.kind()) {
                case IF, WHILE, SWITCH -> p.children().isEmpty() || p.child(0) == child ? null : p.child(0);
                case FOR -> p.children().size() == 4 && p.child(3) == child ? p.child(1) : null;
                case DO -> p.children().size() == 2 && p.child(0) == child ? p.child(1) : null;
                case CONDITIONAL -> p.children().size() == 3 && p.child(0) != child ? p.child(0) : null;
                default -> null;
            };
            if (condition != null && flow.isDivergent(condition)) {
                return condition;
            }
        }
        return null;
    }

    static boolean before(AstNode a, AstNode b) {
        return a.location().line() < b.location().line()
                || (a.location().line() == b.location().line() && a.location().column() < b.location().column());
    }

    private boolean inCondition(AstNode node) {
        AstNode child = node;
        for (AstNode p = node.parent(); p != null; child = p, p = p.parent()) {
            switch (p.kind()) {
                case IF, WHILE -> {
                    return !p.children().isEmpty() && p.child(0) == child;
                }
                case FOR -> {
                    return p.children().size() == 4 && p.child(1) == child;
                }
                case CONDITIONAL -> {
                    return p.child(0) == child;
                }
                case BLOCK, FUNCTION -> {
                    return false;
                }
                default -> { }
            }
        }
        return false;
    }

    // ---- resources visible in the source ------------------------------------------------------------------

    private void privateDynamicIndex(AstNode subscript, String array) {
        AstNode index = subscript.child(1).stripped();
        if (index.intValue().isPresent()) {
            return;
        }
        Set<SourceLocation> read = flow.variablesRead(index);
        boolean resolvable = !read.isEmpty() && !containsCallOrLoad(index)
                && read.stream().allMatch(name -> unrolledValue(name, new HashSet<>()));
        if (!resolvable) {
            add(Rule.PRIVATE_ARRAY_DYNAMIC_INDEX, subscript, "private array " + array + " is indexed by "
                    + KernelDataflow.render(index) + ", which is not a constant or the counter of a short constant loop: "
                    + "the array goes to the stack (off-chip private memory)", "each access becomes a memory "
                    + "round trip (hundreds of cycles) instead of a register read");
        }
    }

    /**
     * True when the variable's value is known once short constant loops are unrolled: their counter, or a variable
     * never reassigned whose initializer computes only from such values (ggml's 'int u = l / 16;' inside
     * 'for (l = 0; l < 32; ++l)' indexing a private array).
     */
    private boolean unrolledValue(SourceLocation name, Set<SourceLocation> visiting) {
        Optional<AstNode> loop = flow.loopOf(name);
        if (loop.isPresent()) {
            if (!flow.assignmentsOf(name).stream().allMatch(a -> a.isWithin(loop.get()))) {
                return false;
            }
            // a bound the front end cannot read (an operator inside a macro expansion) is given the benefit of the
            // doubt: the rule speaks only when it can show the index is not a short constant loop's counter
            AstNode condition = loop.get().children().size() == 4 ? loop.get().child(1) : null;
            boolean unreadable = condition == null || (condition.kind() == NodeKind.BINARY
                    && condition.operator().isEmpty());
            return unreadable || flow.tripCount(loop.get()).filter(t -> t <= MAX_UNROLLED_TRIPS).isPresent();
        }
        Optional<AstNode> init = flow.fixedInitializer(name);
        // no call at all: get_local_id(0) % 2 differs per work-item and is no compile-time value
        if (init.isEmpty() || !visiting.add(name) || !init.get().findAll(NodeKind.CALL).isEmpty()
                || !init.get().findAll(NodeKind.SUBSCRIPT).isEmpty()) {
            return false;
        }
        return flow.variablesRead(init.get()).stream().allMatch(other -> unrolledValue(other, visiting));
    }

    static AddressSpace spaceOf(AstNode declaration) {
        return AddressSpace.of(declaration.type());
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }

    private void add(Rule rule, AstNode at, String message, String estimate) {
        findings.add(new Finding(rule, kernel.name(), at.location(), message, estimate));
    }

    private static List<Finding> dedupe(List<Finding> all) {
        Set<String> seen = new HashSet<>();
        List<Finding> kept = new ArrayList<>();
        for (Finding finding : all) {
            if (seen.add(finding.rule().id() + "@" + finding.location() + "|" + finding.message())) {
                kept.add(finding);
            }
        }
        return kept;
    }
}
